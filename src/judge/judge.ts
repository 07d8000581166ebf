import { JudgeEvent, JudgeOptions, JudgeOutcome } from './types';

/**
 * Runs the program on the test set and judges every answer. Never throws:
 * a compile error, a program that cannot start and bad options are
 * outcomes. Aborting `signal` kills the running program and ends the
 * judgement with what was judged so far (`report.cancelled`). Nothing is
 * left running and no temporary file is left behind on any path.
 */
export async function judge(options: JudgeOptions, onEvent: (event: JudgeEvent) => void = () => undefined, signal?: AbortSignal): Promise<JudgeOutcome> {
  void options;
  void onEvent;
  void signal;
  await Promise.resolve();
  return { kind: 'bad-options', message: 'not implemented yet' };
}
