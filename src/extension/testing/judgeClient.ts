// The host's side of the judge's worker thread, with no `vscode` and no Node
// module (only the type of a Worker: the extension host starts the worker
// through the Node it finds at run time, since its code is bundled for the
// browser too), so the unit tests run it as the extension does.
import type { Worker } from 'node:worker_threads';
import type {
  FromJudgeWorker,
  JudgeEvent,
  JudgeOptions,
  JudgeOutcome,
  ToJudgeWorker,
} from '../../judge/spec';
import { startWorkerOrSay } from '../workerStart';

/** How long a cancelled worker has to finish before it is stopped. */
const CANCEL_GRACE_MS = 3000;

/**
 * Runs {@link judge} in a worker thread that `startWorker` starts from the
 * built dist/judgeWorker.js, so the caller's thread stays free. Events
 * arrive through `onEvent` as they happen; aborting `signal` cancels the run
 * (the running program is killed) and the outcome still arrives. Never
 * rejects: a worker that fails is an outcome too.
 *
 * The worker reports every process group it starts, and this side kills any
 * still alive when the worker stops without having ended them (terminated,
 * crashed) or when this process exits, so a program never outlives its judge.
 */
export function judgeInWorker(
  startWorker: () => Worker,
  options: JudgeOptions,
  onEvent: (event: JudgeEvent) => void = () => undefined,
  signal?: AbortSignal,
): Promise<JudgeOutcome> {
  return new Promise((resolve) => {
    const alive = new Set<number>();
    const killAlive = (): void => {
      for (const groupId of alive) {
        try {
          process.kill(-groupId, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      alive.clear();
    };
    let settled = false;
    const settle = (outcome: JudgeOutcome): void => {
      if (settled) return;
      settled = true;
      killAlive();
      process.removeListener('exit', killAlive);
      signal?.removeEventListener('abort', cancel);
      resolve(outcome);
    };
    const started = startWorkerOrSay(startWorker, "the judge's worker");
    if ('kind' in started) return settle(started);
    const worker = started;
    process.on('exit', killAlive);
    const send = (message: ToJudgeWorker): void => worker.postMessage(message);
    let stopping: NodeJS.Timeout | undefined;
    function cancel(): void {
      send({ type: 'cancel' });
      // A worker that does not answer a cancel in time is stopped, and its programs with it.
      stopping ??= setTimeout(() => void worker.terminate(), CANCEL_GRACE_MS);
    }
    worker.on('message', (message: FromJudgeWorker) => {
      if (settled) return;
      switch (message.type) {
        case 'event':
          onEvent(message.event);
          return;
        case 'process':
          if (message.alive) alive.add(message.groupId);
          else alive.delete(message.groupId);
          return;
        case 'outcome':
          clearTimeout(stopping);
          settle(message.outcome);
          void worker.terminate();
      }
    });
    worker.on('error', (error) =>
      settle({ kind: 'cannot-start', message: `the judge's worker failed: ${error.message}` }),
    );
    worker.on('exit', () => {
      clearTimeout(stopping);
      settle(
        signal?.aborted
          ? { kind: 'cancelled' }
          : { kind: 'cannot-start', message: "the judge's worker stopped before it finished" },
      );
    });
    signal?.addEventListener('abort', cancel);
    send({ type: 'judge', options });
    if (signal?.aborted) cancel();
  });
}
