// The worker side of a thread the host starts for one request (the judge's
// dist/judgeWorker.js, the lab's dist/labCheckWorker.js).
import type { MessagePort } from 'node:worker_threads';

/** What the host posts to stop the request: the run is aborted, and its reply still follows. */
export interface CancelRequest {
  readonly type: 'cancel';
}

/**
 * Runs the first request the host posts, with a signal that a later
 * `cancel` aborts, and posts its reply last, then closes the port. A `run`
 * that throws is answered with `internalError`'s words for it, so the host
 * always hears an end; what `run` posts along the way is its own.
 */
export function answerOneRequest<Request, Reply>(
  port: MessagePort,
  run: (request: Request, signal: AbortSignal) => Promise<Reply>,
  internalError: (message: string) => Reply,
): void {
  const controller = new AbortController();
  let started = false;
  port.on('message', (message: Request | CancelRequest) => {
    if (isCancel(message)) {
      controller.abort();
      return;
    }
    if (started) return;
    started = true;
    run(message, controller.signal)
      .catch((error: unknown) =>
        internalError(`internal error: ${error instanceof Error ? error.message : String(error)}`),
      )
      .then((reply) => {
        port.postMessage(reply);
        port.close();
      })
      .catch(() => undefined);
  });
}

function isCancel(message: unknown): message is CancelRequest {
  return typeof message === 'object' && message !== null && 'type' in message && message.type === 'cancel';
}
