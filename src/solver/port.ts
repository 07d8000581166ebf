// The solver's worker as LargeSolver sees it, whatever runs it: a Node
// worker thread (the desktop, the command line, the judge) or a Web Worker
// (VS Code in a browser). Each is put behind the same few calls here, so
// one LargeSolver and one protocol serve both.
import type { Worker as NodeWorker } from 'node:worker_threads';
import type { FromSolverWorker, ToSolverWorker } from './protocol';

export interface SolverPort {
  postMessage(message: ToSolverWorker): void;
  /** Every message the worker posts. */
  onMessage(listener: (message: FromSolverWorker) => void): void;
  /** The worker failed or stopped: it answers no more. */
  onLost(listener: (reason: string) => void): void;
  /** Stops the worker at once, whatever it is doing. */
  terminate(): Promise<void>;
  /**
   * Whether memory can be shared with it (a SharedArrayBuffer for cancelling): else a cancel terminates it.
   */
  readonly canShare: boolean;
}

/** A Node worker thread (node:worker_threads), which always shares memory. */
export function nodeWorkerPort(worker: NodeWorker): SolverPort {
  return {
    postMessage: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.on('message', listener),
    onLost: (listener) => {
      worker.on('error', (error: Error) => listener(`the solver's worker failed: ${error.message}`));
      worker.on('exit', () => listener("the solver's worker stopped"));
    },
    terminate: () => worker.terminate().then(() => undefined),
    canShare: true,
  };
}

/**
 * A Web Worker. Memory is shared only on a cross-origin isolated page
 * (vscode.dev is not, unless asked): without it there is no
 * SharedArrayBuffer to send, and cancelling terminates the worker.
 */
export function webWorkerPort(worker: Worker): SolverPort {
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;
  return {
    postMessage: (message) => worker.postMessage(message),
    onMessage: (listener) =>
      worker.addEventListener('message', (event: MessageEvent<FromSolverWorker>) => listener(event.data)),
    onLost: (listener) => {
      worker.addEventListener('error', (event: ErrorEvent) =>
        listener(`the solver's worker failed: ${event.message || 'it could not run'}`),
      );
      worker.addEventListener('messageerror', () =>
        listener("the solver's worker sent a message that cannot be read"),
      );
    },
    terminate: () => {
      worker.terminate();
      return Promise.resolve();
    },
    canShare: isolated && typeof SharedArrayBuffer === 'function',
  };
}
