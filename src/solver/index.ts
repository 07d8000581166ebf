// The optimal solver for boards of more than 9 cells (3×4, 4×3, 4×4), for
// the CLI and the extension host: everything heavy runs in a worker thread
// (dist/solverWorker.js), never on the caller's thread.
import type { Worker } from 'node:worker_threads';
import type { Board, Puzzle } from '../engine';
import { LargeAnswer, SearchProgress } from '../engine/pdb/answer';
import type { CacheProblem } from './cacheProblem';
import { DatabasesInUse, FromWorker, ToWorker } from './protocol';

export type { LargeAnswer, SearchProgress } from '../engine/pdb/answer';
export type { CacheProblem } from './cacheProblem';
export type { DatabasesInUse } from './protocol';

/** A search's progress, and the databases it runs on (the quick ones while the full ones build). */
export interface LargeProgress extends SearchProgress {
  readonly databases: DatabasesInUse;
}

export interface LargeSolverOptions {
  /** Where the pattern databases are cached: `$XDG_CACHE_HOME/eight-puzzle` for the CLI, the global storage for the extension. */
  readonly cacheDirectory: string;
  /**
   * Starts the worker running dist/solverWorker.js. The caller says how,
   * because the extension host finds Node's worker_threads at run time (its
   * bundle is built for the browser too) and this file imports no Node module.
   */
  readonly startWorker: () => Worker;
  /**
   * The databases were built but cannot be kept in `cacheDirectory`: called
   * once for the solver's life (the cause is the same for every puzzle),
   * while the answers come all the same.
   */
  readonly onCacheProblem?: (problem: CacheProblem) => void;
  /**
   * A puzzle's full databases, built in the background while its first
   * answers came from the quick ones, are in use from the next request on
   * (`puzzle` is its Puzzle's key).
   */
  readonly onDatabasesReady?: (ready: { readonly puzzle: string; readonly inUse: DatabasesInUse }) => void;
}

export interface LargeRequest {
  /** A puzzle of a size solved by pattern databases. */
  readonly puzzle: Puzzle;
  readonly board: Board;
  /** Nodes of optimal search before a weighted search answers `unproven`. */
  readonly budget?: number;
}

export interface LargeEvents {
  readonly signal?: AbortSignal;
  onProgress?(progress: LargeProgress): void;
  onDatabase?(progress: { done: number; total: number; what: string }): void;
  /** Once a request, as its search starts: the databases it runs on. */
  onDatabasesInUse?(inUse: DatabasesInUse): void;
}

/** How long a cancelled worker has to answer before it is stopped (and a fresh one started for the next request). */
const CANCEL_GRACE_MS = 2000;

/**
 * Solves large boards one request at a time in one worker thread, which
 * keeps its pattern databases between requests. The first request for a
 * puzzle (size and goal) loads them from `cacheDirectory` (checked) or builds them
 * there (reporting `onDatabase`); on a cold cache a size with a quick
 * partition (4×4) answers on its quick databases while the full ones build
 * in the background, and uses the full ones once they are ready (`onDatabasesReady`). Aborting `signal` answers `cancelled`:
 * the worker sees a shared flag within a few milliseconds; one that does
 * not answer in time is terminated. Concurrent requests queue.
 * Rejects only when the worker cannot run at all.
 */
export class LargeSolver {
  private readonly cacheDirectory: string;
  private readonly startWorker: () => Worker;
  private readonly onCacheProblem: ((problem: CacheProblem) => void) | undefined;
  private readonly onDatabasesReady: LargeSolverOptions['onDatabasesReady'];
  private cacheProblemTold = false;
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private disposed = false;
  /** Called when the worker goes away during a request. */
  private onLost: ((message: string) => void) | undefined;
  private onMessage: ((message: FromWorker) => void) | undefined;

  constructor(options: LargeSolverOptions) {
    this.cacheDirectory = options.cacheDirectory;
    this.startWorker = options.startWorker;
    this.onCacheProblem = options.onCacheProblem;
    this.onDatabasesReady = options.onDatabasesReady;
  }

  solve(request: LargeRequest, events: LargeEvents = {}): Promise<LargeAnswer> {
    const run = this.queue.then(() => this.run(request, events));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Ends the worker; requests still queued answer `cancelled`. */
  async dispose(): Promise<void> {
    this.disposed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.onLost?.('disposed');
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.startWorker();
    worker.on('message', (message: FromWorker) => {
      // A cache problem or the full databases may come from the background build, between requests.
      if (message.type === 'cache') this.tellCacheProblem(message.problem);
      else if (message.type === 'ready') this.onDatabasesReady?.({ puzzle: message.puzzle, inUse: message.inUse });
      else this.onMessage?.(message);
    });
    worker.on('error', (error) => this.lose(worker, `the solver's worker failed: ${error.message}`));
    worker.on('exit', () => this.lose(worker, "the solver's worker stopped"));
    this.worker = worker;
    return worker;
  }

  private lose(worker: Worker, message: string): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.onLost?.(message);
  }

  private tellCacheProblem(problem: CacheProblem): void {
    if (this.cacheProblemTold) return;
    this.cacheProblemTold = true;
    this.onCacheProblem?.(problem);
  }

  private run(request: LargeRequest, events: LargeEvents): Promise<LargeAnswer> {
    const { signal } = events;
    if (this.disposed || signal?.aborted) return Promise.resolve({ kind: 'cancelled' });
    return new Promise<LargeAnswer>((resolve, reject) => {
      let worker: Worker;
      try {
        worker = this.ensureWorker();
      } catch (error) {
        reject(new Error(`the solver's worker cannot start: ${error instanceof Error ? error.message : String(error)}`));
        return;
      }
      const id = this.nextId++;
      const cancel = new SharedArrayBuffer(4);
      const flag = new Int32Array(cancel);
      let stopping: NodeJS.Timeout | undefined;
      const finish = (settle: () => void): void => {
        clearTimeout(stopping);
        signal?.removeEventListener('abort', onAbort);
        this.onMessage = undefined;
        this.onLost = undefined;
        settle();
      };
      const onAbort = (): void => {
        Atomics.store(flag, 0, 1);
        stopping ??= setTimeout(() => {
          // A worker that does not see the flag in time is stopped; the next request starts a fresh one.
          if (this.worker === worker) this.worker = undefined;
          void worker.terminate();
          finish(() => resolve({ kind: 'cancelled' }));
        }, CANCEL_GRACE_MS);
      };
      this.onMessage = (message) => {
        if (!('id' in message) || message.id !== id) return;
        switch (message.type) {
          case 'database':
            events.onDatabase?.({ done: message.done, total: message.total, what: message.what });
            return;
          case 'databases':
            events.onDatabasesInUse?.(message.inUse);
            return;
          case 'progress':
            events.onProgress?.({ bound: message.bound, nodes: message.nodes, databases: message.databases });
            return;
          case 'answer':
            finish(() => resolve(signal?.aborted ? { kind: 'cancelled' } : message.answer));
            return;
          case 'failed':
            finish(() => reject(new Error(message.message)));
        }
      };
      this.onLost = (message) => finish(() => (signal?.aborted || this.disposed ? resolve({ kind: 'cancelled' }) : reject(new Error(message))));
      signal?.addEventListener('abort', onAbort);
      const { puzzle } = request;
      const message: ToWorker = {
        type: 'solve',
        id,
        board: request.board.slice(),
        goal: puzzle.goal.slice(),
        shape: { rows: puzzle.size.rows, columns: puzzle.size.columns },
        budget: request.budget,
        cacheDirectory: this.cacheDirectory,
        cancel,
      };
      worker.postMessage(message);
    });
  }
}
