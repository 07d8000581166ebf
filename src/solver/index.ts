// The optimal solver for boards of more than 9 cells (3×4, 4×3, 4×4), for
// the CLI and the extension host: everything heavy runs in a worker (a
// worker thread, dist/solverWorker.js, or in a browser a Web Worker,
// dist/web/solverWorker.js), never on the caller's thread.
import type { Board, Puzzle } from '../engine';
import { LargeAnswer, SearchProgress } from '../engine/pdb/answer';
import { databaseFileName, hasQuickPartition, Partition, partitionFor } from '../engine/pdb';
import type { CacheProblem, RefusedFile } from './cacheProblem';
import type { SolverPort } from './port';
import { CachedFile, DatabasesInUse, FromSolverWorker, ToSolverWorker } from './protocol';

export type { LargeAnswer, SearchProgress } from '../engine/pdb/answer';
export type { CacheProblem, RefusedFile } from './cacheProblem';
export type { DatabasesInUse } from './protocol';
export { nodeWorkerPort, webWorkerPort } from './port';
export type { SolverPort } from './port';

/** A search's progress, and the databases it runs on (the quick ones while the full ones build). */
export interface LargeProgress extends SearchProgress {
  readonly databases: DatabasesInUse;
}

/**
 * The cache as the host reaches it, for a worker that cannot (a Web Worker):
 * files by name, read before the worker's first request for a puzzle and
 * written when the worker has built them. Best effort, like the disk's.
 */
export interface HostFiles {
  /** The file's bytes, or undefined when there is none or it cannot be read. */
  read(name: string): Promise<Uint8Array | undefined>;
  /** Undefined when written, else why not (an error code). Never rejects. */
  write(name: string, bytes: Uint8Array): Promise<string | undefined>;
}

export interface LargeSolverOptions {
  /** Where the pattern databases are cached: `$XDG_CACHE_HOME/eight-puzzle` for the CLI, the global storage for the extension. */
  readonly cacheDirectory: string;
  /**
   * Starts the worker running dist/solverWorker.js (or, in a browser,
   * dist/web/solverWorker.js), behind its port (nodeWorkerPort,
   * webWorkerPort). The caller says how, because the extension host finds
   * Node's worker_threads at run time (its bundle is built for the browser
   * too) and this file imports no Node module. May take a while: in a
   * browser the script is read before its worker can start.
   */
  readonly startWorker: () => SolverPort | Promise<SolverPort>;
  /** The cache through the host, when the worker cannot reach `cacheDirectory` itself (a Web Worker). */
  readonly files?: HostFiles;
  /**
   * The databases were built but cannot be kept in `cacheDirectory`: called
   * once for the solver's life (the cause is the same for every puzzle),
   * while the answers come all the same.
   */
  readonly onCacheProblem?: (problem: CacheProblem) => void;
  /**
   * A cache file was not read (a FIFO, a link, another user's …) and its database was built instead: called
   * each time one is met.
   */
  readonly onRefusedFile?: (file: RefusedFile) => void;
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
  /**
   * As a request's search starts, the databases it runs on; again if it moves from the quick ones to the full
   * ones in the middle.
   */
  onDatabasesInUse?(inUse: DatabasesInUse): void;
}

/**
 * How a board of a size without a distance table (3×4, 4×3, 4×4) is solved, injected: a pool of workers, or a
 * test's exact solver.
 */
export type SolveLarge = (request: LargeRequest, events: LargeEvents) => Promise<LargeAnswer>;

/**
 * How long a cancelled worker has to answer before it is stopped (and a fresh one started for the next
 * request).
 */
const CANCEL_GRACE_MS = 2000;

/**
 * Solves large boards one request at a time in one worker thread, which
 * keeps its pattern databases between requests. The first request for a
 * puzzle (size and goal) loads them from `cacheDirectory` (checked) or builds them
 * there (reporting `onDatabase`); on a cold cache a size with a quick
 * partition (4×4) answers on its quick databases while the full ones build
 * in the background, and uses the full ones once they are ready (`onDatabasesReady`). Aborting `signal`
 * answers `cancelled`:
 * the worker sees a shared flag within a few milliseconds; one that does
 * not answer in time is terminated. Concurrent requests queue.
 * Rejects only when the worker cannot run at all.
 */
export class LargeSolver {
  /** The puzzles whose cached files the current worker was sent (with `files`). */
  private filesSent = new Set<string>();
  private cacheProblemTold = false;
  private worker: SolverPort | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private disposed = false;
  /** Called when the worker goes away during a request. */
  private onLost: ((message: string) => void) | undefined;
  private onMessage: ((message: FromSolverWorker) => void) | undefined;
  /** Puzzles (their keys) whose full databases the worker is building in the background. */
  private readonly building = new Set<string>();
  private settledWaiters: (() => void)[] = [];

  constructor(private readonly options: LargeSolverOptions) {}

  solve(request: LargeRequest, events: LargeEvents = {}): Promise<LargeAnswer> {
    const run = this.queue.then(() => this.run(request, events));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Ends the worker; requests still queued answer `cancelled`. */
  async dispose(): Promise<void> {
    this.disposed = true;
    const worker = this.worker;
    if (worker) this.drop(worker);
    this.onLost?.('disposed');
    if (worker) await worker.terminate();
  }

  private async ensureWorker(): Promise<SolverPort> {
    if (this.worker) return this.worker;
    const worker = await this.options.startWorker();
    if (this.disposed) {
      void worker.terminate();
      return worker;
    }
    worker.onMessage((message) => {
      // A cache problem or the full databases may come from the background build, between requests.
      if (message.type === 'cache') this.tellCacheProblem(message.problem);
      else if (message.type === 'refused') this.options.onRefusedFile?.(message.file);
      else if (message.type === 'ready') {
        this.buildEnded(message.puzzle);
        this.options.onDatabasesReady?.({ puzzle: message.puzzle, inUse: message.inUse });
      } else if (message.type === 'building') this.building.add(message.puzzle);
      else if (message.type === 'unbuilt') this.buildEnded(message.puzzle);
      else if (message.type === 'store') void this.store(message);
      else this.onMessage?.(message);
    });
    worker.onLost((message) => this.lose(worker, message));
    this.worker = worker;
    this.filesSent = new Set();
    return worker;
  }

  /** A database the worker built, cached through the host. */
  private async store(file: CachedFile): Promise<void> {
    const failure = await this.options.files?.write(file.name, file.bytes);
    if (failure !== undefined)
      this.tellCacheProblem({ directory: this.options.cacheDirectory, code: failure });
  }

  /**
   * The puzzle's cached files, read by the host for the worker's first
   * request for it (undefined: the worker reads the cache itself, or has
   * them): the full partition's, and the quick one's only when a full one is
   * missing, since the worker then answers on those.
   */
  private async filesFor(puzzle: Puzzle): Promise<CachedFile[] | undefined> {
    const files = this.options.files;
    if (!files || this.filesSent.has(puzzle.key)) return undefined;
    const read = async (which: Partition): Promise<CachedFile[]> => {
      const found: CachedFile[] = [];
      for (const tiles of partitionFor(puzzle, which)) {
        const name = databaseFileName(puzzle, tiles);
        const bytes = await files.read(name);
        if (bytes) found.push({ name, bytes });
      }
      return found;
    };
    const full = await read('full');
    return full.length === partitionFor(puzzle, 'full').length || !hasQuickPartition(puzzle)
      ? full
      : [...full, ...(await read('quick'))];
  }

  /**
   * Whether full databases are building in the background that the cache
   * can keep: what a short-lived caller (the command line) may wait for
   * before it ends, so that its next run starts on them. A cache that
   * cannot be written keeps nothing, so then there is nothing to wait for.
   */
  get buildingForCache(): boolean {
    return this.building.size > 0 && !this.cacheProblemTold;
  }

  /**
   * Settles once nothing is {@link buildingForCache} any more: built, failed, the cache found unwritable, or
   * the worker gone.
   */
  buildsSettled(): Promise<void> {
    if (!this.buildingForCache) return Promise.resolve();
    // Nothing is asked meanwhile, so the core the searches used may build too.
    this.hurryBuilds();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /**
   * Asks the worker for a builder more (heard between two of its searches); false when it has said of no
   * build under way.
   */
  hurryBuilds(): boolean {
    if (this.building.size === 0 || !this.worker) return false;
    this.worker.postMessage({ type: 'hurry' });
    return true;
  }

  private buildEnded(puzzle: string): void {
    this.building.delete(puzzle);
    this.wakeIfSettled();
  }

  private wakeIfSettled(): void {
    if (this.buildingForCache) return;
    const waiters = this.settledWaiters.splice(0);
    waiters.forEach((resolve) => resolve());
  }

  /** The current worker is gone or let go: its builders end with it. */
  private drop(worker: SolverPort): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.building.clear();
    this.wakeIfSettled();
  }

  private lose(worker: SolverPort, message: string): void {
    if (this.worker !== worker) return;
    this.drop(worker);
    this.onLost?.(message);
  }

  private tellCacheProblem(problem: CacheProblem): void {
    if (this.cacheProblemTold) return;
    this.cacheProblemTold = true;
    this.wakeIfSettled();
    this.options.onCacheProblem?.(problem);
  }

  private async run(request: LargeRequest, events: LargeEvents): Promise<LargeAnswer> {
    const { signal } = events;
    if (this.disposed || signal?.aborted) return { kind: 'cancelled' };
    let worker: SolverPort;
    try {
      worker = await this.ensureWorker();
    } catch (error) {
      throw new Error(
        `the solver's worker cannot start: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    const files = await this.filesFor(request.puzzle);
    if (this.disposed || signal?.aborted) return { kind: 'cancelled' };
    if (this.worker !== worker) throw new Error("the solver's worker stopped");
    if (files) this.filesSent.add(request.puzzle.key);
    return this.ask(worker, request, events, files);
  }

  /**
   * One request to the worker, answered by its messages; cancelled through the shared flag, or by stopping
   * the worker where there is none.
   */
  private ask(
    worker: SolverPort,
    request: LargeRequest,
    events: LargeEvents,
    files: CachedFile[] | undefined,
  ): Promise<LargeAnswer> {
    const { signal } = events;
    return new Promise<LargeAnswer>((resolve, reject) => {
      const id = this.nextId++;
      const cancel = worker.canShare ? new SharedArrayBuffer(4) : undefined;
      const flag = cancel ? new Int32Array(cancel) : undefined;
      // The worker says which databases once a search starts (and again if it moves to the full ones), not
      // with each progress.
      let databases: DatabasesInUse = { partition: '', quick: false };
      let stopping: ReturnType<typeof setTimeout> | undefined;
      const finish = (settle: () => void): void => {
        clearTimeout(stopping);
        signal?.removeEventListener('abort', onAbort);
        this.onMessage = undefined;
        this.onLost = undefined;
        settle();
      };
      const onAbort = (): void => {
        if (flag) Atomics.store(flag, 0, 1);
        stopping ??= setTimeout(
          () => {
            // A worker that does not see the flag in time (or has none) is stopped; the next request starts a
            // fresh one.
            this.drop(worker);
            void worker.terminate();
            finish(() => resolve({ kind: 'cancelled' }));
          },
          flag ? CANCEL_GRACE_MS : 0,
        );
      };
      this.onMessage = (message) => {
        if (!('id' in message) || message.id !== id) return;
        switch (message.type) {
          case 'database':
            events.onDatabase?.({ done: message.done, total: message.total, what: message.what });
            return;
          case 'databases':
            databases = message.inUse;
            events.onDatabasesInUse?.(message.inUse);
            return;
          case 'progress':
            events.onProgress?.({ bound: message.bound, nodes: message.nodes, databases });
            return;
          case 'answer':
            finish(() => resolve(signal?.aborted ? { kind: 'cancelled' } : message.answer));
            return;
          case 'failed':
            finish(() => reject(new Error(message.message)));
        }
      };
      this.onLost = (message) =>
        finish(() =>
          signal?.aborted || this.disposed ? resolve({ kind: 'cancelled' }) : reject(new Error(message)),
        );
      signal?.addEventListener('abort', onAbort);
      const { puzzle } = request;
      const message: ToSolverWorker = {
        type: 'solve',
        id,
        board: request.board.slice(),
        goal: puzzle.goal.slice(),
        shape: { rows: puzzle.size.rows, columns: puzzle.size.columns },
        budget: request.budget,
        cacheDirectory: this.options.cacheDirectory,
        cancel,
        files,
      };
      worker.postMessage(message);
    });
  }
}
