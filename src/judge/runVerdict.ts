import { RunFailure, runFailure } from './runEnds';
import { RunOutcome } from './runProgram';

/** The limits a run was started with. */
export interface RunLimits {
  readonly timeLimitMs: number;
  readonly memoryLimitKiB: number;
  readonly outputLimitBytes: number;
}

/** What a run that did not end well says of its cases (undefined when it exited with 0), as the sandbox reads its end. */
export function failureOf(outcome: RunOutcome, limits: RunLimits): RunFailure | undefined {
  return runFailure(outcome, limits.timeLimitMs, limits.outputLimitBytes);
}
