import { isBoardOf, Puzzle, puzzleOf, sizeByKey } from '../engine';
import { Problem, problemOf, runModeOf } from '../problems';
import { limitsFor } from './run/languageLimits';
import { AppliedLimits, JudgeOptions, Language, MOST_TIME_LIMIT_MS, RunMode, TestSetSpec } from './spec';

/** The options with every default filled in, checked, and the puzzle resolved once. */
export interface ResolvedSettings {
  readonly problem: Problem;
  readonly tests: TestSetSpec;
  /** The problem's size, toward its goal or the one the options give. */
  readonly puzzle: Puzzle;
  /** How the program is run: the problem's way unless the options ask for the other, to diagnose. */
  readonly mode: RunMode;
  /** Why the mode is not the problem's, in words; undefined when it is. */
  readonly diagnosis: string | undefined;
  readonly timeLimitMs: number | undefined;
  readonly memoryLimitKiB: number | undefined;
  /** The wall time all runs of one board each may take together. */
  readonly totalTimeLimitMs: number;
  /** Longer valid answers rejected ("not shortest"), where the problem accepts any. */
  readonly optimal: boolean;
  readonly whitespace: boolean;
  readonly outputLimitBytes?: number;
  readonly everyCase: boolean;
  readonly cacheDirectory: string | undefined;
}

/** Runs of one board each stop starting after five minutes in all: 181,440 runs of `true` took 7.5. */
const TOTAL_TIME_LIMIT_MS = 5 * 60_000;
/** A memory limit over 16 GiB is a mistake, not a choice. */
const MOST_MEMORY_LIMIT_KIB = 16 * 1024 * 1024;
/**
 * Output a run may write: enough for answers far longer than shortest ones, small enough to stop a runaway
 * program quickly.
 */
const OUTPUT_PER_CASE = 1024 * 1024;
const OUTPUT_PER_BATCH_BOARD = 256;

export function resolveSettings(options: JudgeOptions): ResolvedSettings | string {
  const problem = problemOf(options.problem);
  const wrong = wrongLimit(options);
  if (wrong !== undefined) return wrong;
  const puzzle = puzzleFor(problem, options);
  if (typeof puzzle === 'string') return puzzle;
  const natural = runModeOf(problem.input);
  const mode = options.mode ?? natural;
  return {
    problem,
    tests: options.tests ?? { kind: 'standard', seed: 1 },
    puzzle,
    mode,
    diagnosis: mode === natural ? undefined : diagnosisOf(problem, mode),
    timeLimitMs: options.timeLimitMs,
    memoryLimitKiB: options.memoryLimitKiB,
    totalTimeLimitMs: options.totalTimeLimitMs ?? TOTAL_TIME_LIMIT_MS,
    optimal: options.optimal === true,
    whitespace: options.whitespace === true,
    outputLimitBytes: options.outputLimitBytes,
    everyCase: options.detail !== 'failures',
    cacheDirectory: options.cacheDirectory,
  };
}

function wrongLimit(options: JudgeOptions): string | undefined {
  const { timeLimitMs, memoryLimitKiB, outputLimitBytes, totalTimeLimitMs } = options;
  if (timeLimitMs !== undefined && !wholeIn(timeLimitMs, 1, MOST_TIME_LIMIT_MS))
    return `time limit ${timeLimitMs}: expected a whole number of milliseconds from 1 to ${MOST_TIME_LIMIT_MS}`;
  if (memoryLimitKiB !== undefined && !wholeIn(memoryLimitKiB, 1024, MOST_MEMORY_LIMIT_KIB))
    return `memory limit ${memoryLimitKiB}: expected a whole number of KiB from 1024 to ${MOST_MEMORY_LIMIT_KIB}`;
  if (outputLimitBytes !== undefined && !wholeIn(outputLimitBytes, 1, Number.MAX_SAFE_INTEGER))
    return `output limit ${outputLimitBytes}: expected a whole number of bytes`;
  if (totalTimeLimitMs !== undefined && !wholeIn(totalTimeLimitMs, 1, Number.MAX_SAFE_INTEGER))
    return `total time limit ${totalTimeLimitMs}: expected a whole number of milliseconds`;
  return undefined;
}

function wholeIn(value: number, least: number, most: number): boolean {
  return Number.isInteger(value) && value >= least && value <= most;
}

/**
 * The size and goal the cases are judged toward: the problem's, or the options' (a goal crossed a worker
 * thread as plain data, so it is checked).
 */
function puzzleFor(problem: Problem, options: JudgeOptions): Puzzle | string {
  const size = options.size === undefined ? problem.puzzle.size : sizeByKey(options.size);
  if (problem.board.layout === 'compact' && !size.symbolCells)
    return `${problem.name} writes a board one character a cell: there is no ${size.name} board in its form`;
  if (options.goal !== undefined) {
    if (problem.input.kind === 'counted-pairs')
      return `${problem.name} gives each case its own goal: --goal does not apply`;
    if (!isBoardOf(size, options.goal))
      return `the goal is not a board of tiles 1 to ${size.cells - 1} and a blank`;
    return puzzleOf(size, options.goal);
  }
  return size === problem.puzzle.size ? problem.puzzle : puzzleOf(size);
}

function diagnosisOf(problem: Problem, mode: RunMode): string {
  return mode === 'per-case'
    ? `each board was run on its own, to diagnose: not ${problem.name}'s verdict, which gives every board in one run`
    : `every board was given in one run, to diagnose: not ${problem.name}'s verdict, which runs each board on its own`;
}

/**
 * The limits of one run: the problem's for the program's language (HDU
 * allows Java twice the time and memory), under the options' overrides
 * (the toolchain's `limitsFor`), and where they come from.
 */
export function limitsOf(settings: ResolvedSettings, language: Language | undefined): AppliedLimits {
  const { limits } = settings.problem;
  const { timeMs, memoryKiB } = limitsFor(settings.problem, language, {
    timeMs: settings.timeLimitMs,
    memoryKiB: settings.memoryLimitKiB,
  });
  const own = language !== undefined && limits.languages[language] !== undefined;
  const overridden = settings.timeLimitMs !== undefined || settings.memoryLimitKiB !== undefined;
  return {
    timeMs,
    memoryKiB,
    from: overridden ? 'options' : own ? 'language' : 'problem',
    ...(language === undefined ? {} : { language }),
    stated: limits.stated,
    published: limits.published,
    confirmed: limits.confirmed,
  };
}

export function outputLimit(settings: ResolvedSettings, boards: number, batch: boolean): number {
  if (settings.outputLimitBytes !== undefined) return settings.outputLimitBytes;
  return batch ? Math.max(OUTPUT_PER_CASE, boards * OUTPUT_PER_BATCH_BOARD) : OUTPUT_PER_CASE;
}
