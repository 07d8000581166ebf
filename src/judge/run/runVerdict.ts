import { formatMs } from '../spec';
import { formatKiB, RunFailure, runFailure } from './runEnds';
import { RunOutcome } from './runProgram';
import { RunPlan } from './runPlan';

/**
 * What a run that did not end well says of its cases (undefined when it
 * exited with 0 within its limits), as the sandbox reads its end. A stress
 * run's time and memory are figures: only a backstop's stop, a crash or the
 * output limit fail it.
 */
export function failureOf(outcome: RunOutcome, plan: RunPlan): RunFailure | undefined {
  if (!outcome.started) return undefined;
  if (plan.stress && outcome.status === 'time-limit') {
    if (!outcome.stopped)
      return runFailure({ ...outcome, status: 'exited' }, plan.timeLimitMs, plan.outputLimitBytes);
    const failure = runFailure(outcome, plan.timeLimitMs, plan.outputLimitBytes);
    const why =
      outcome.timeLimitBy === 'wall'
        ? 'still running, idle, past its wall-clock backstop'
        : `stopped at ${formatMs(outcome.cpuMs ?? plan.overtime.backstopMs)} of CPU time`;
    return (
      failure && {
        ...failure,
        reason: `${why}, the most a check of every answer may take (the limit of ${formatMs(plan.timeLimitMs)} is for the judge's own input)`,
      }
    );
  }
  if (plan.stress && outcome.status === 'memory-limit') {
    const failure = runFailure(outcome, plan.timeLimitMs, plan.outputLimitBytes);
    return (
      failure && {
        ...failure,
        reason: `${failure.reason}: the most a check of every answer may hold (the limit of ${formatKiB(plan.memoryLimitKiB)} is for the judge's own input)`,
      }
    );
  }
  return runFailure(outcome, plan.timeLimitMs, plan.outputLimitBytes);
}
