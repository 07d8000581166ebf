// The start of a worker thread for the judge's and the lab's clients, with
// no `vscode` and no Node module (only the type of a Worker), as they have.
import type { Worker } from 'node:worker_threads';

/** A worker that could not start, as the clients' outcomes say it. */
export interface CannotStart {
  readonly kind: 'cannot-start';
  readonly message: string;
}

/** The worker `startWorker` starts; one that throws is said in `whose` words (`the judge's worker`), never thrown. */
export function startWorkerOrSay(startWorker: () => Worker, whose: string): Worker | CannotStart {
  try {
    return startWorker();
  } catch (error) {
    return {
      kind: 'cannot-start',
      message: `${whose} cannot start: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
