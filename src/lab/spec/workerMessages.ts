// The messages between the extension host and the lab's worker thread
// (src/lab/worker.ts, built to dist/labCheckWorker.js): plain data, so the
// host's side (src/extension/lab/checkThread.ts) needs none of the checks.
// A puzzle crosses as its size's key and its goal, since a Puzzle holds its
// Size, which is the registry's own value on each side.
import { isBoardOf, isSizeKey, Puzzle, puzzleOf, sizeByKey, SizeKey } from '../../engine';
import type { HeuristicReport, TraceReport } from './reports';

/** A puzzle as data: what crosses postMessage. */
export interface LabPuzzleData {
  readonly size: SizeKey;
  readonly goal: readonly number[];
}

export function labPuzzleData(puzzle: Puzzle): LabPuzzleData {
  return { size: puzzle.size.key, goal: puzzle.goal.slice() };
}

/**
 * The puzzle data names, or undefined when it names none (a size not in the registry, a goal not of that
 * size).
 */
export function labPuzzleOf(data: LabPuzzleData): Puzzle | undefined {
  if (!isSizeKey(data.size)) return undefined;
  const size = sizeByKey(data.size);
  return isBoardOf(size, data.goal) ? puzzleOf(size, data.goal.slice()) : undefined;
}

/** A learner's heuristic in `file`, checked toward `puzzle`. */
export interface HeuristicCheckRequest {
  readonly type: 'check';
  readonly file: string;
  readonly puzzle: LabPuzzleData;
  /** The Python interpreter for a `.py` heuristic; the check's own default when absent. */
  readonly python?: string;
}

/** A learner's trace in `file`, replayed; its size and start come from the trace unless given. */
export interface TraceReplayRequest {
  readonly type: 'trace';
  readonly file: string;
  /** How many expansions the report keeps for stepping through. */
  readonly steps: number;
  readonly puzzle?: LabPuzzleData;
  /** Without `puzzle`: the goal of each size (the user's settings), for whichever size the trace turns out to be. */
  readonly goals?: readonly LabPuzzleData[];
}

/** From the extension host to the lab's worker thread: one request per worker, then perhaps a cancel. */
export type ToLabWorker = HeuristicCheckRequest | TraceReplayRequest | { readonly type: 'cancel' };

/** What a request ends in when it succeeds. */
export type LabCheckResult =
  | { readonly kind: 'heuristic'; readonly report: HeuristicReport; readonly values?: Float64Array }
  | { readonly kind: 'trace'; readonly report: TraceReport };

/** From the lab's worker thread back. */
export type FromLabWorker =
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly type: 'result'; readonly result: LabCheckResult }
  /**
   * The check could not finish: the learner's code threw, returned a
   * non-number or took too long, or the file could not be read. `message` is
   * the one the user sees; `board` is where it went wrong, when at a board.
   */
  | { readonly type: 'failure'; readonly message: string; readonly board?: string };
