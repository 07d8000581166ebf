// The sum of disjoint pattern databases as an Estimate, for the lab's
// comparison: the plain additive heuristic (no mirror), which A* and IDA*
// of the lab's search/ take like any other.
import { DIGIT_BITS, PatternDatabase } from '../pdb/database';
import type { Puzzle } from '../puzzleType';
import type { Estimate } from '../search/heuristic';

/** The databases' sum: each tile's cell added into its group's index, one pass over the board. */
export function databaseEstimate(puzzle: Puzzle, databases: readonly PatternDatabase[]): Estimate {
  const cells = puzzle.size.cells;
  const groupOf = new Int8Array(cells + 1).fill(-1);
  const shiftOf = new Int8Array(cells + 1);
  databases.forEach((database, group) =>
    database.tiles.forEach((tile, i) => {
      groupOf[tile] = group;
      shiftOf[tile] = DIGIT_BITS * i;
    }),
  );
  const tables = databases.map((database) => database.table);
  const index = new Int32Array(databases.length);
  return (board, offset = 0) => {
    index.fill(0);
    for (let cell = 0; cell < cells; cell++) {
      const group = groupOf[board[offset + cell]];
      if (group >= 0) index[group] |= cell << shiftOf[board[offset + cell]];
    }
    let sum = 0;
    for (let group = 0; group < tables.length; group++) sum += tables[group][index[group]];
    return sum;
  };
}

/** Two groups of a small size's tiles, the first half and the rest: 1-4 and 5-8 on 3×3. */
export function halvesOf(puzzle: Puzzle): number[][] {
  const tiles = Array.from({ length: puzzle.size.cells - 1 }, (_, i) => i + 1);
  const half = Math.floor(tiles.length / 2);
  return [tiles.slice(0, half), tiles.slice(half)].filter((group) => group.length > 0);
}
