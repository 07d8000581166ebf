import type { Problem } from '../../problems';
import { outputLimit, ResolvedSettings } from '../settings';
import type { AppliedLimits, BuiltFor, RunMode } from '../spec';

// How each run of a judgement is held: the limits its verdict is judged
// against, and how far past them it may go so that its answers are judged
// too. A run of the judge's own size is held to the judge's limits; a run of
// more boards than the judge's input holds (`--tests all` on HDU 1043) is a
// check of answers, whose time and memory are figures.

/** How one run is held. */
export interface RunPlan {
  /** The CPU time its verdict is judged against, ms. */
  readonly timeLimitMs: number;
  /**
   * The peak memory its verdict is judged against, KiB (a stress run's is reported against it, never held to
   * it).
   */
  readonly memoryLimitKiB: number;
  /** The memory the sandbox holds it to: the limit, or a stress run's backstop. */
  readonly heldMemoryKiB: number;
  /** How far past the time limit it goes on: stopped at `backstopMs` of CPU time, or `stallMs` after its last output past the limit. */
  readonly overtime: { readonly backstopMs: number; readonly stallMs: number };
  readonly outputLimitBytes: number;
  /**
   * More boards than one of the judge's inputs holds: its answers are judged, its time and memory only
   * measured.
   */
  readonly stress: boolean;
}

/**
 * A time this close over the limit (15%) is not called Time Limit Exceeded
 * on one run: the case is run again, up to {@link MOST_ATTEMPTS} times, and
 * its fastest run decides (a busy machine only ever adds time: 13 timeouts
 * in one run and 11 in the next, for a program at 1.0 s against 1.0 s).
 */
export const NEAR_LIMIT_SHARE = 0.15;
export const MOST_ATTEMPTS = 3;

/**
 * A batch run of the judge's size goes on to ten time limits, so that every
 * answer is judged, stopped sooner when it has answered nothing for three
 * limits (an IDA* took seconds on one hard 4×4 board; a loop that never
 * answers is stopped at four limits in all); a stress run to a minute at
 * least, waiting for every answer.
 */
const OVERTIME_LIMITS = 10;
const STALL_LIMITS = 3;
const STRESS_BACKSTOP_MS = 60_000;
/**
 * A stress run is held to 1 GiB at least (eight times the limit): the seed's HDU 1043 program grows with
 * every unsolvable query.
 */
const STRESS_MEMORY_KIB = 1024 * 1024;
const STRESS_MEMORY_LIMITS = 8;

/**
 * The memory a run of the judge's size is held to: its limit; twice that for
 * a 64-bit build standing in for a judge's 32-bit one where this machine
 * cannot run 32-bit programs (a kernel without ia32 emulation): the 32-bit
 * build takes at least half of the 64-bit one's memory (only pointers
 * shrink), so only past twice the limit is the program sure to be over it
 * there, and a right program is never rejected for this machine's word size.
 */
export function heldMemoryKiB(limits: AppliedLimits, built: BuiltFor | undefined): number {
  const standIn = built !== undefined && built.asked !== true && built.wordBits > built.judgeWordBits;
  return standIn ? (built.wordBits / built.judgeWordBits) * limits.memoryKiB : limits.memoryKiB;
}

/**
 * A run of one board: the judge's own size, and past the limit only as far as the near-limit band, to tell a
 * near miss from a clear one.
 */
export function perCasePlan(limits: AppliedLimits, settings: ResolvedSettings, built?: BuiltFor): RunPlan {
  return {
    timeLimitMs: limits.timeMs,
    memoryLimitKiB: limits.memoryKiB,
    heldMemoryKiB: heldMemoryKiB(limits, built),
    overtime: { backstopMs: nearBand(limits.timeMs), stallMs: nearBand(limits.timeMs) },
    outputLimitBytes: outputLimit(settings, 1, false),
    stress: false,
  };
}

/** A batch run of `cases` boards: held to the judge's limits where its input holds that many, else a stress run. */
export function batchPlan(
  limits: AppliedLimits,
  settings: ResolvedSettings,
  cases: number,
  built?: BuiltFor,
): RunPlan {
  const stress = isStress(settings.problem, settings.mode, cases);
  const backstopMs = stress
    ? Math.max(STRESS_BACKSTOP_MS, OVERTIME_LIMITS * limits.timeMs)
    : OVERTIME_LIMITS * limits.timeMs;
  return {
    timeLimitMs: limits.timeMs,
    memoryLimitKiB: limits.memoryKiB,
    heldMemoryKiB: stress
      ? Math.max(STRESS_MEMORY_KIB, STRESS_MEMORY_LIMITS * limits.memoryKiB)
      : heldMemoryKiB(limits, built),
    // A check of every answer waits for each: only its backstop stops it.
    overtime: { backstopMs, stallMs: stress ? backstopMs : STALL_LIMITS * limits.timeMs },
    outputLimitBytes: outputLimit(settings, cases, true),
    stress,
  };
}

/**
 * Whether a batch run of `cases` boards is more than one of the judge's
 * inputs holds: past an estimate of its size (a statement's bound splits a
 * set into runs of that size instead), or every board of a problem whose
 * input is one board, run together to diagnose.
 */
export function isStress(problem: Problem, mode: RunMode, cases: number): boolean {
  if (mode === 'batch' && problem.input.kind === 'one-board') return cases > 1;
  return problem.data.from === 'estimate' && cases > problem.data.boards;
}

/** Whether CPU time `cpuMs` is over the limit, but only by the near-limit share: run again before it is called over. */
export function nearLimit(cpuMs: number | undefined, limitMs: number): boolean {
  return cpuMs !== undefined && cpuMs > limitMs && cpuMs <= nearBand(limitMs);
}

function nearBand(limitMs: number): number {
  return Math.ceil(limitMs * (1 + NEAR_LIMIT_SHARE));
}
