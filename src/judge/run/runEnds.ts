import { RunOutcome } from './runProgram';
import { CaseVerdict, formatMs, RunEnd } from '../spec';

/** What a run says of the cases it was given, before the answers are looked at. */
export interface RunFailure {
  readonly verdict: CaseVerdict;
  readonly reason: string;
  readonly run: RunEnd;
}

/** Lines of standard error a runtime error shows. */
const STDERR_LINES = 5;

const SIGNALS: Readonly<Record<string, string>> = {
  SIGSEGV: 'segmentation fault',
  SIGABRT: 'aborted',
  SIGFPE: 'arithmetic error, such as a division by zero',
  SIGBUS: 'bus error',
  SIGILL: 'illegal instruction',
  SIGKILL: 'killed',
  SIGTERM: 'terminated',
  SIGXFSZ: 'a file written past the file size limit',
  SIGXCPU: 'over the CPU time limit',
};

/**
 * A run that used this little CPU time in its wall-clock limit was idle: sleeping, or waiting for input it
 * will not get.
 */
const IDLE_SHARE = 0.5;

/**
 * What a run that did not end well says of its cases, or undefined when it
 * exited with 0. `timeLimitMs` and `outputLimitBytes` are the limits the
 * run was given (the time limit as the run's own `limits` also say).
 */
export function runFailure(
  outcome: RunOutcome,
  timeLimitMs: number,
  outputLimitBytes: number,
): RunFailure | undefined {
  if (!outcome.started) return undefined;
  const run: RunEnd = {
    exitCode: outcome.exitCode,
    signal: outcome.signal,
    stderrTail: lastLines(outcome.stderrTail, STDERR_LINES),
  };
  switch (outcome.status) {
    case 'time-limit':
      return { verdict: 'time-limit-exceeded', reason: timeReason(outcome, timeLimitMs), run };
    case 'memory-limit':
      return { verdict: 'memory-limit-exceeded', reason: memoryReason(outcome), run };
    case 'output-limit':
      return {
        verdict: 'output-limit-exceeded',
        reason: `wrote more than ${formatBytes(outputLimitBytes)} of output, stopped`,
        run,
      };
    default:
      if (outcome.signal === 'SIGXFSZ')
        return {
          verdict: 'runtime-error',
          reason: `killed by SIGXFSZ: wrote a file past the limit of ${formatBytes(outcome.limits.fileSizeBytes)}`,
          run,
        };
      if (outcome.signal !== null)
        return {
          verdict: 'runtime-error',
          reason: `killed by ${outcome.signal}${SIGNALS[outcome.signal] ? ` (${SIGNALS[outcome.signal]})` : ''}`,
          run,
        };
      if (outcome.exitCode !== 0)
        return { verdict: 'runtime-error', reason: `exit code ${outcome.exitCode}`, run };
      return undefined;
  }
}

type Started = Extract<RunOutcome, { started: true }>;

function timeReason(outcome: Started, timeLimitMs: number): string {
  const { limits, cpuMs } = outcome;
  if (outcome.timeLimitBy === 'wall') {
    // Where CPU time is not measured, the time limit is on wall-clock time: say so, it is not what a judge
    // counts.
    if (cpuMs === undefined)
      return `still running after ${formatMs(limits.wallMs)} of wall-clock time (CPU time cannot be measured here), stopped`;
    const idle = cpuMs < IDLE_SHARE * Math.min(timeLimitMs, limits.wallMs);
    return `still running after ${formatMs(limits.wallMs)} of wall-clock time with ${formatMs(cpuMs)} of CPU time${idle ? ' (idle: sleeping, or waiting for input)' : ''}, stopped`;
  }
  // Stopped at the limit, or ended by itself past it (between two looks at its CPU time): either way over it,
  // as a judge counts.
  return `${formatMs(cpuMs ?? timeLimitMs)} of CPU time, over the limit of ${formatMs(timeLimitMs)}${outcome.stopped ? ', stopped' : ''}`;
}

function memoryReason(outcome: Started): string {
  const limit = outcome.limits.memoryKiB;
  const peak = outcome.peakKiB === undefined ? '' : ` (peak ${formatKiB(outcome.peakKiB)})`;
  // A program over the limit by less than the room the kernel leaves for file pages runs to its end, and is
  // judged by its peak then.
  const stopped = outcome.signal === 'SIGKILL' ? ', stopped' : '';
  return limit === undefined
    ? `ran out of memory${peak}${stopped}`
    : `used more than the memory limit of ${formatKiB(limit)}${peak}${stopped}`;
}

function lastLines(text: string, count: number): string {
  const lines = text.replace(/\s+$/, '').split('\n');
  return lines.slice(-count).join('\n');
}

/** In KiB, as the judges state their limits (32,768 KiB). */
export function formatKiB(kib: number): string {
  return `${Math.round(kib).toLocaleString('en-US')} KiB`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes.toLocaleString('en-US')} bytes`;
}
