// A learner's heuristic checked on every board the goal reaches and every
// edge between two of them, against the distance table: a proof, for the
// sizes small enough to hold one (at most 9 cells).
import type { Board } from '../boardType';
import type { DistanceTable } from '../distanceTable';
import { rankAt, unrank, unrankInto } from '../rank';
import { LEARNER_BLANK } from './heuristicBoards';
import { FiguresTally, HeuristicFigures } from './heuristicFigures';

/**
 * The reachable boards `order[from … from + count]` in the learner's form,
 * one after another: a batch for the evaluator.
 */
export function learnerBoardsInOrder(table: DistanceTable, from: number, count: number): Uint8Array {
  const { size } = table.puzzle;
  const cells = size.cells;
  const out = new Uint8Array(count * cells);
  for (let i = 0; i < count; i++) unrankInto(table.order[from + i], cells, out, i * cells);
  for (let i = 0; i < out.length; i++) if (out[i] === cells) out[i] = LEARNER_BLANK;
  return out;
}

/**
 * The figures of `values` (h by rank, as the learner's heuristic gave it on
 * every reachable board) against the table: every board, in the table's
 * order, and every edge once (from the board of smaller rank).
 */
export function checkEveryBoard(table: DistanceTable, values: Float64Array): HeuristicFigures {
  const { size } = table.puzzle;
  const cells = size.cells;
  const { neighbours } = size;
  const tally = new FiguresTally((rank): Board => unrank(size, rank));
  const scratch = new Uint8Array(cells);
  for (const rank of table.order) {
    const h = values[rank];
    tally.board(rank, h, table.distance[rank]);
    unrankInto(rank, cells, scratch, 0);
    const blank = scratch.indexOf(cells);
    for (let code = 0; code < 4; code++) {
      const to = neighbours[blank * 4 + code];
      if (to < 0) continue;
      scratch[blank] = scratch[to];
      scratch[to] = cells;
      const next = rankAt(scratch, 0, cells);
      scratch[to] = scratch[blank];
      scratch[blank] = cells;
      if (next > rank) tally.edge(rank, h, next, values[next]);
    }
  }
  return tally.finish(true);
}
