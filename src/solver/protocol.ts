// Messages between LargeSolver (src/solver/index.ts) and its worker thread
// (src/solver/worker.ts, built to dist/solverWorker.js): plain data only.
import type { LargeAnswer } from '../engine/pdb/answer';
import type { CacheProblem } from './cacheProblem';

export interface SolveMessage {
  readonly type: 'solve';
  readonly id: number;
  readonly board: readonly number[];
  /** The puzzle as data: the worker makes it a Puzzle on receipt. */
  readonly goal: readonly number[];
  readonly shape: { readonly rows: number; readonly columns: number };
  readonly budget?: number;
  readonly cacheDirectory: string;
  /** An Int32Array's buffer: the caller stores 1 at [0] to cancel; the worker reads it while it searches or builds. */
  readonly cancel: SharedArrayBuffer;
}

export type ToWorker = SolveMessage;

export type FromWorker =
  | { readonly type: 'database'; readonly id: number; readonly done: number; readonly total: number; readonly what: string }
  | { readonly type: 'cache'; readonly id: number; readonly problem: CacheProblem }
  | { readonly type: 'progress'; readonly id: number; readonly bound: number; readonly nodes: number }
  | { readonly type: 'answer'; readonly id: number; readonly answer: LargeAnswer }
  | { readonly type: 'failed'; readonly id: number; readonly message: string };
