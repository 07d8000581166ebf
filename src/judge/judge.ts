import { performance } from 'node:perf_hooks';
import { makeCaseSet } from './caseSet';
import { Clock } from './clock';
import { prepareProgram } from './prepare';
import { ProcessWatch } from './runProgram';
import { Session } from './session';
import { resolveSettings } from './settings';
import { JudgeEvent, JudgeOptions, JudgeOutcome } from './spec';

/**
 * Runs the program on the test set and judges every answer. Never throws:
 * a compile error, a program that cannot start and bad options are
 * outcomes. Aborting `signal` kills the running program and ends the
 * judgement with what was judged so far (`report.cancelled`). Nothing is
 * left running and no temporary file is left behind on any path. `watch`
 * is told of every process group started and ended (the worker thread
 * passes them to the thread that started it).
 */
export async function judge(options: JudgeOptions, onEvent: (event: JudgeEvent) => void = () => undefined, signal?: AbortSignal, watch?: ProcessWatch): Promise<JudgeOutcome> {
  const began = performance.now();
  const settings = resolveSettings(options);
  if (typeof settings === 'string') return { kind: 'bad-options', message: settings };
  const clock = new Clock();
  const made = clock.time(() => makeCaseSet(settings.tests, settings.puzzle, settings.problem.unsolvableBoards));
  if (!made.ok) return { kind: 'bad-options', message: made.message };
  if (signal?.aborted) return { kind: 'cancelled' };
  const prepared = await prepareProgram(options, onEvent, signal, watch);
  if (!prepared.ok) return prepared.outcome;
  try {
    const session = new Session(settings, made.set, prepared.program, onEvent, clock, signal, watch);
    const ended = await session.run();
    if (ended !== undefined) return ended;
    return { kind: 'judged', report: session.report(performance.now() - began, prepared.program.compileMs) };
  } finally {
    prepared.program.dispose();
  }
}
