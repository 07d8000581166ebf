import { RunOutcome } from './runProgram';
import { CaseVerdict, RunEnd } from './spec';

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
};

/** What a run that did not end well says of its cases, or undefined when it exited with 0. */
export function runFailure(outcome: RunOutcome, timeLimitMs: number, outputLimitBytes: number): RunFailure | undefined {
  if (!outcome.started) return undefined;
  const run: RunEnd = { exitCode: outcome.exitCode, signal: outcome.signal, stderrTail: lastLines(outcome.stderrTail, STDERR_LINES) };
  switch (outcome.status) {
    case 'time-limit':
      return { verdict: 'time-limit-exceeded', reason: `still running after ${formatMs(timeLimitMs)}, stopped`, run };
    case 'output-limit':
      return { verdict: 'output-limit-exceeded', reason: `wrote more than ${formatBytes(outputLimitBytes)} of output, stopped`, run };
    default:
      if (outcome.signal !== null) return { verdict: 'runtime-error', reason: `killed by ${outcome.signal}${SIGNALS[outcome.signal] ? ` (${SIGNALS[outcome.signal]})` : ''}`, run };
      if (outcome.exitCode !== 0) return { verdict: 'runtime-error', reason: `exit code ${outcome.exitCode}`, run };
      return undefined;
  }
}

function lastLines(text: string, count: number): string {
  const lines = text.replace(/\s+$/, '').split('\n');
  return lines.slice(-count).join('\n');
}

function formatMs(ms: number): string {
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes.toLocaleString('en-US')} bytes`;
}

