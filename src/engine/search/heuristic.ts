// The lab's two lower bounds, for any size and goal. Both are consistent (a
// move changes them by at most one), which is what lets A* close a node for
// good the first time it is expanded.
import type { Puzzle } from '../puzzleType';

/** A lower bound on the moves left, read from cells `board[offset …]`. */
export type Estimate = (board: ArrayLike<number>, offset?: number) => number;

export type HeuristicName = 'manhattan' | 'linear-conflict';

interface Homes {
  readonly cells: number;
  readonly columns: number;
  readonly rows: number;
  /** For each value, its goal row and column. */
  readonly homeRow: Int8Array;
  readonly homeColumn: Int8Array;
}

function homesOf({ goal, size }: Puzzle): Homes {
  const { cells, columns, rows } = size;
  const homeRow = new Int8Array(cells + 1);
  const homeColumn = new Int8Array(cells + 1);
  for (let i = 0; i < cells; i++) {
    homeRow[goal[i]] = Math.floor(i / columns);
    homeColumn[goal[i]] = i % columns;
  }
  return { cells, columns, rows, homeRow, homeColumn };
}

/** Each tile's row and column distance from its goal cell, summed. */
export function manhattan(puzzle: Puzzle): Estimate {
  const { cells, columns, homeRow, homeColumn } = homesOf(puzzle);
  const blank = cells;
  return (board, offset = 0) => {
    let sum = 0;
    for (let i = 0; i < cells; i++) {
      const value = board[offset + i];
      if (value === blank) continue;
      const row = (i / columns) | 0;
      const column = i - row * columns;
      const dr = row - homeRow[value];
      const dc = column - homeColumn[value];
      sum += (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
    }
    return sum;
  };
}

/**
 * Manhattan distance plus two moves for every tile that must leave its goal
 * line so that the others in that line can pass each other: in each row (and
 * column), among the tiles already in their goal row, those not in the
 * longest run already in goal order must step out and back.
 */
export function linearConflict(puzzle: Puzzle): Estimate {
  const homes = homesOf(puzzle);
  const { cells, columns, rows, homeRow, homeColumn } = homes;
  const base = manhattan(puzzle);
  const blank = cells;
  const line = new Int8Array(Math.max(rows, columns));
  const longest = new Int8Array(Math.max(rows, columns));
  const conflicts = (count: number): number => {
    // Tiles to remove = count − the longest increasing run of goal positions.
    let best = 0;
    for (let i = 0; i < count; i++) {
      let run = 1;
      for (let j = 0; j < i; j++) if (line[j] < line[i] && longest[j] + 1 > run) run = longest[j] + 1;
      longest[i] = run;
      if (run > best) best = run;
    }
    return count - best;
  };
  return (board, offset = 0) => {
    let extra = 0;
    for (let row = 0; row < rows; row++) {
      let count = 0;
      for (let column = 0; column < columns; column++) {
        const value = board[offset + row * columns + column];
        if (value !== blank && homeRow[value] === row) line[count++] = homeColumn[value];
      }
      if (count > 1) extra += conflicts(count);
    }
    for (let column = 0; column < columns; column++) {
      let count = 0;
      for (let row = 0; row < rows; row++) {
        const value = board[offset + row * columns + column];
        if (value !== blank && homeColumn[value] === column) line[count++] = homeRow[value];
      }
      if (count > 1) extra += conflicts(count);
    }
    return base(board, offset) + 2 * extra;
  };
}

export function estimateFor(name: HeuristicName, puzzle: Puzzle): Estimate {
  return name === 'manhattan' ? manhattan(puzzle) : linearConflict(puzzle);
}

/** What steers A* and IDA*: an estimate, and whether it is known consistent and 0 at the goal. */
export interface Guide {
  readonly estimate: Estimate;
  /**
   * Consistent, and 0 at the goal: then A*'s and IDA*'s answers are proven
   * shortest, and IDA* tests for the goal only where h is 0. A learner's
   * heuristic is not known to be either, so it is false for theirs.
   */
  readonly consistent: boolean;
}

/** One of the lab's own lower bounds, both consistent. */
export function guideFor(name: HeuristicName, puzzle: Puzzle): Guide {
  return { estimate: estimateFor(name, puzzle), consistent: true };
}
