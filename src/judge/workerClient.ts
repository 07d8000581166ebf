import { Worker } from 'node:worker_threads';
import { FromWorker, ToWorker } from './protocol';
import { JudgeEvent, JudgeOptions, JudgeOutcome } from './types';

/**
 * Runs {@link judge} in a worker thread started from `workerScript` (the
 * built dist/judgeWorker.js), so the caller's thread stays free. Events
 * arrive through `onEvent` as they happen; aborting `signal` cancels the run
 * (the running program is killed) and the outcome still arrives. Never
 * rejects: a worker that fails is an outcome too.
 */
export function judgeInWorker(workerScript: string, options: JudgeOptions, onEvent: (event: JudgeEvent) => void = () => undefined, signal?: AbortSignal): Promise<JudgeOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: JudgeOutcome): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', cancel);
      resolve(outcome);
    };
    let worker: Worker;
    try {
      worker = new Worker(workerScript);
    } catch (error) {
      settle({ kind: 'cannot-start', message: `the judge's worker cannot start: ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    const send = (message: ToWorker): void => worker.postMessage(message);
    function cancel(): void {
      send({ type: 'cancel' });
    }
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'event') onEvent(message.event);
      else {
        settle(message.outcome);
        void worker.terminate();
      }
    });
    worker.on('error', (error) => settle({ kind: 'cannot-start', message: `the judge's worker failed: ${error.message}` }));
    worker.on('exit', () => settle({ kind: 'cannot-start', message: "the judge's worker stopped before it finished" }));
    signal?.addEventListener('abort', cancel);
    send({ type: 'judge', options });
    if (signal?.aborted) cancel();
  });
}
