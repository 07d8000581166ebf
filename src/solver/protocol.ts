// Messages between LargeSolver (src/solver/index.ts) and its worker: a
// worker thread (src/solver/worker.ts, built to dist/solverWorker.js) or a
// Web Worker in the browser (src/solver/webWorker.ts, dist/web/solverWorker.js).
// Plain data only.
import type { LargeAnswer } from '../engine/pdb/answer';
import type { CacheProblem, RefusedFile } from './cacheProblem';

export interface SolveMessage {
  readonly type: 'solve';
  readonly id: number;
  readonly board: readonly number[];
  /** The puzzle as data: the worker makes it a Puzzle on receipt. */
  readonly goal: readonly number[];
  readonly shape: { readonly rows: number; readonly columns: number };
  readonly budget?: number;
  /**
   * Where the databases are cached: a directory the worker thread reads and writes, or (a Web Worker) the
   * host's storage, named for messages.
   */
  readonly cacheDirectory: string;
  /**
   * An Int32Array's buffer: the caller stores 1 at [0] to cancel; the worker
   * reads it while it searches or builds. Absent where no memory can be shared
   * (a browser page without cross-origin isolation): the caller then cancels
   * by terminating the worker.
   */
  readonly cancel?: SharedArrayBuffer;
  /**
   * For a worker that cannot reach the cache itself (a Web Worker): the
   * cached files of this request's puzzle, read by the host, sent with the
   * worker's first request for the puzzle.
   */
  readonly files?: readonly CachedFile[];
}

/** A cache file by name (databaseFileName), as the host read it or the worker built it. */
export interface CachedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * A core is idle while the background builds go on: the caller waits for
 * them (the command line at the end of its input), or holds a batch's
 * requests until they are in (the pool, whose other workers wait for the
 * cache). A builder more may take it.
 */
export interface HurryMessage {
  readonly type: 'hurry';
}

export type ToSolverWorker = SolveMessage | HurryMessage;

/** Which databases a search runs on: the quick ones while the full ones build, or the full ones. */
export interface DatabasesInUse {
  /** `5-5-5`: the partition's group sizes. */
  readonly partition: string;
  /** The quick partition's: the full databases are building in the background (or could not be built). */
  readonly quick: boolean;
}

/**
 * What a builder thread (started by the worker, src/solver/background.ts) is told: the puzzle as data, its
 * group, and where to cache.
 */
export interface BuildOrder {
  readonly role: 'build';
  readonly goal: readonly number[];
  readonly shape: { readonly rows: number; readonly columns: number };
  readonly tiles: readonly number[];
  readonly cacheDirectory: string;
}

/** What a builder answers: its group's table (transferred, not copied), or a cache write that failed. */
export type FromBuilder =
  /** `group`: the partition's group, from a worker thread's builder, which claims groups as it goes (a Web Worker's has one). */
  | { readonly type: 'built'; readonly table: Uint8Array; readonly group?: number }
  | { readonly type: 'cache'; readonly problem: CacheProblem }
  | { readonly type: 'refused'; readonly file: RefusedFile };

export type FromSolverWorker =
  | {
      readonly type: 'database';
      readonly id: number;
      readonly done: number;
      readonly total: number;
      readonly what: string;
    }
  /**
   * Told for the solver's life whichever request is running: a background build's failure may come between
   * requests.
   */
  | { readonly type: 'cache'; readonly problem: CacheProblem }
  /**
   * A cache file not read (a FIFO, a link …): its database is built again. Told as often as it is met; the
   * owner tells a person once.
   */
  | { readonly type: 'refused'; readonly file: RefusedFile }
  /**
   * At the start of each search, and again if it moves to the full databases in the middle (a worker
   * thread's).
   */
  | { readonly type: 'databases'; readonly id: number; readonly inUse: DatabasesInUse }
  /**
   * The databases are those of the request's last 'databases' message: not sent again with every progress.
   */
  | { readonly type: 'progress'; readonly id: number; readonly bound: number; readonly nodes: number }
  /** The full databases replaced the quick ones for this puzzle (its key): between requests, so no id. */
  | { readonly type: 'ready'; readonly puzzle: string; readonly inUse: DatabasesInUse }
  /** The puzzle's full databases began to build in the background; 'ready' or 'unbuilt' ends it. */
  | { readonly type: 'building'; readonly puzzle: string }
  /** The puzzle's background build failed: its quick databases stay, and the next request tries again. */
  | { readonly type: 'unbuilt'; readonly puzzle: string }
  | { readonly type: 'answer'; readonly id: number; readonly answer: LargeAnswer }
  /** A database the worker built, for the host to cache where the worker cannot write (a Web Worker). */
  | ({ readonly type: 'store' } & CachedFile)
  | { readonly type: 'failed'; readonly id: number; readonly message: string };
