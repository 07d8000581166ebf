// A learner's JavaScript heuristic, evaluated in a worker thread of this
// process: its heap bounded by resourceLimits, each call watched from here
// through shared memory, the thread terminated when a call never returns.
import { Worker } from 'node:worker_threads';
import { learnerBoard } from '../../engine/learner/heuristicBoards';
import { AwaitedReply } from './awaitedReply';
import { EvaluationFailure, FailureKind } from './failure';
import { Evaluator, EvaluatorOptions, loadBudgetMs, Watchdog } from './evaluator';
import { JS_WORKER_SOURCE } from './jsWorkerSource';

type FromWorker =
  | { type: 'ready' }
  | { type: 'values'; values: Float64Array }
  | { type: 'failed'; kind: FailureKind; index?: number; detail: string };

/**
 * Starts the worker and loads the learner's module; rejects with an EvaluationError when it cannot (a syntax
 * error, no h).
 */
export async function startJsEvaluator(options: EvaluatorOptions): Promise<Evaluator> {
  const { file, puzzle, callMs, totalMs, memoryMiB } = options;
  const shared = new SharedArrayBuffer(8);
  const state = new Int32Array(shared);
  state[0] = -1;
  const worker = new Worker(JS_WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      goal: learnerBoard(puzzle.goal),
      rows: puzzle.size.rows,
      columns: puzzle.size.columns,
      shared,
    },
    resourceLimits: {
      maxOldGenerationSizeMb: memoryMiB,
      maxYoungGenerationSizeMb: Math.min(64, Math.max(8, memoryMiB / 8)),
    },
    // The learner's console.log must not reach our standard output (a --json report): it is read and dropped.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  const watchdog = new Watchdog(callMs, totalMs);
  const replies = new AwaitedReply<FromWorker>();
  const end = (failure: EvaluationFailure): void => {
    replies.end(failure);
    watchdog.stop();
    void worker.terminate();
  };
  const current = (): number | undefined => (state[0] >= 0 ? state[0] : undefined);
  worker.on('message', (message: FromWorker) => {
    if (message.type === 'failed') end({ kind: message.kind, index: message.index, detail: message.detail });
    else replies.answer(message);
  });
  worker.on('error', (error: Error & { code?: string }) => {
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
      end({ kind: 'memory', index: current(), detail: `more than ${memoryMiB} MiB` });
    else end({ kind: 'threw', index: current(), detail: `${error.name}: ${error.message}` });
  });
  worker.on('exit', (code) =>
    end({ kind: 'exited', index: current(), detail: `its thread ended (process.exit(${code}))` }),
  );
  const ready = replies.next();
  watchdog.watch(
    () => ({ calls: Atomics.load(state, 1), index: Atomics.load(state, 0) }),
    (kind, index) => end({ kind, index: index >= 0 ? index : undefined, detail: '' }),
    loadBudgetMs(callMs),
  );
  await ready;
  watchdog.stop();
  return {
    evaluate: async (boards, count, first) => {
      const answer = replies.next();
      worker.postMessage({ boards, count, first }, [boards.buffer as ArrayBuffer]);
      watchdog.watch(
        () => ({ calls: Atomics.load(state, 1), index: Atomics.load(state, 0) }),
        (kind, index) => end({ kind, index, detail: '' }),
      );
      const message = await answer;
      watchdog.stop();
      if (message.type !== 'values') throw new Error(`the heuristic's thread answered ${message.type}`);
      return message.values;
    },
    close: async () => {
      replies.close();
      watchdog.stop();
      await worker.terminate();
    },
  };
}
