// The host's side of the lab's worker thread, with no `vscode` and no Node
// module (only the type of a Worker: the extension host starts the worker
// through the Node it finds at run time, since its code is bundled for the
// browser too), so a unit test can run it as the extension does.
import type { Worker } from 'node:worker_threads';
import type {
  FromLabWorker,
  HeuristicCheckRequest,
  LabCheckResult,
  ToLabWorker,
  TraceReplayRequest,
} from '../../lab/spec/workerMessages';
import { startWorkerOrSay } from '../workerStart';

/** How long a cancelled worker has to end the learner's process before it is stopped. */
const CANCEL_GRACE_MS = 2000;

/** How a check ends. The learner's code failing is a `failure`, with the check's own message; never an exception. */
export type LabCheckOutcome =
  | LabCheckResult
  | { readonly kind: 'failure'; readonly message: string; readonly board?: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'cannot-start'; readonly message: string };

/**
 * Runs one check or replay in a fresh worker that `startWorker` starts from
 * the built dist/labCheckWorker.js, and terminates it when the answer
 * arrives. Aborting `signal` settles at once as cancelled; the worker is
 * told to stop (which ends a Python heuristic's process) and terminated if
 * it has not ended within a grace. Never rejects.
 */
export function checkInWorker(
  startWorker: () => Worker,
  request: HeuristicCheckRequest | TraceReplayRequest,
  onProgress: (done: number, total: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<LabCheckOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let stopping: ReturnType<typeof setTimeout> | undefined;
    const settle = (outcome: LabCheckOutcome): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', cancel);
      resolve(outcome);
    };
    const finish = (outcome: LabCheckOutcome): void => {
      clearTimeout(stopping);
      settle(outcome);
      void worker.terminate();
    };
    function cancel(): void {
      settle({ kind: 'cancelled' });
      worker.postMessage({ type: 'cancel' } satisfies ToLabWorker);
      stopping ??= setTimeout(() => void worker.terminate(), CANCEL_GRACE_MS);
    }
    const started = startWorkerOrSay(startWorker, "the lab's worker");
    if ('kind' in started) return settle(started);
    const worker = started;
    worker.on('message', (message: FromLabWorker) => {
      if (message.type === 'progress') {
        if (!settled) onProgress(message.done, message.total);
        return;
      }
      finish(
        message.type === 'result'
          ? message.result
          : {
              kind: 'failure',
              message: message.message,
              ...(message.board === undefined ? {} : { board: message.board }),
            },
      );
    });
    worker.on('error', (error) =>
      finish({ kind: 'cannot-start', message: `the lab's worker failed: ${error.message}` }),
    );
    worker.on('exit', () =>
      finish({ kind: 'cannot-start', message: "the lab's worker stopped before it finished" }),
    );
    signal?.addEventListener('abort', cancel);
    worker.postMessage(request satisfies ToLabWorker);
    if (signal?.aborted) cancel();
  });
}
