// Feeding an evaluator every board a check needs, in batches, with progress
// and cancellation between them.
import type { Board, DistanceTable } from '../../engine';
import { learnerBatch } from '../../engine/learner/heuristicBoards';
import { learnerBoardsInOrder } from '../../engine/learner/heuristicExhaustive';
import type { Evaluator } from './evaluator';
import { CheckCancelled } from './failure';

/**
 * Boards a batch: few enough that progress moves, many enough that a batch's round trip is nothing beside its
 * calls.
 */
export const BATCH = 8192;

export interface Feeding {
  readonly signal?: AbortSignal;
  readonly onProgress?: (done: number, total: number) => void;
}

/** Milliseconds spent waiting for the evaluator, the check's `evaluateMs`. */
export interface Evaluated {
  readonly values: Float64Array;
  readonly ms: number;
}

async function feed(
  evaluator: Evaluator,
  total: number,
  batchOf: (from: number, count: number) => Uint8Array,
  store: (from: number, values: Float64Array) => void,
  feeding: Feeding,
): Promise<number> {
  let ms = 0;
  for (let from = 0; from < total; from += BATCH) {
    if (feeding.signal?.aborted) throw new CheckCancelled();
    const count = Math.min(BATCH, total - from);
    const batch = batchOf(from, count);
    const started = performance.now();
    const values = await evaluator.evaluate(batch, count, from);
    ms += performance.now() - started;
    store(from, values);
    feeding.onProgress?.(from + count, total);
  }
  return ms;
}

/** h of every board the table reaches, by rank (NaN at the ranks it does not reach); board i of the check is `order[i]`. */
export async function evaluateTable(
  evaluator: Evaluator,
  table: DistanceTable,
  values: Float64Array,
  feeding: Feeding,
): Promise<number> {
  const { order } = table;
  return feed(
    evaluator,
    order.length,
    (from, count) => learnerBoardsInOrder(table, from, count),
    (from, got) => got.forEach((value, i) => (values[order[from + i]] = value)),
    feeding,
  );
}

/** h of each of `boards`, in their order. */
export async function evaluateBoards(
  evaluator: Evaluator,
  boards: readonly Board[],
  cells: number,
  feeding: Feeding,
): Promise<Evaluated> {
  const values = new Float64Array(boards.length);
  const ms = await feed(
    evaluator,
    boards.length,
    (from, count) => learnerBatch(boards.slice(from, from + count), cells),
    (from, got) => values.set(got, from),
    feeding,
  );
  return { values, ms };
}
