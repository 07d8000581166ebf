import type { Puzzle } from '../puzzleType';
import type { Size } from '../sizes';

/**
 * One pattern database: for every placement of the group's tiles, the fewest
 * moves of those tiles (other tiles move for free) that bring them to their
 * goal cells, wherever the blank and the other tiles are. Tables of disjoint
 * groups add up to a lower bound on the moves of the whole board.
 *
 * The table is indexed by the tiles' cells, four bits per tile:
 * `index = Σ cell(tiles[i]) << 4i`. A move of tile i from cell a to b changes
 * the index by `(b − a) << 4i`, so the search keeps each group's index up to
 * date with one add per move instead of ranking a permutation at every node.
 * The price is room for impossible placements (two tiles on one cell):
 * 16^6 = 16.8 M bytes for six tiles against 5.8 M possible ones, which is
 * all the file on disk keeps (see file.ts).
 */
export interface PatternDatabase {
  readonly puzzle: Puzzle;
  /** The group's tiles, in the order of the index's digits. */
  readonly tiles: readonly number[];
  /** Moves per placement; {@link UNREACHED} for impossible placements. */
  readonly table: Uint8Array;
}

/** An impossible placement (two tiles on one cell). */
export const UNREACHED = 255;

/** Bits per tile in an index: a cell of a board of at most 16. */
export const DIGIT_BITS = 4;

/** Entries of the sparse table: one per digit string. */
export function tableSize(tileCount: number): number {
  return 1 << (DIGIT_BITS * tileCount);
}

/** The most tiles a group may have (a 7-tile table is 256 MiB). */
export const MAX_GROUP = 6;

/** The index of the placement where the group's tiles stand on `board` (cell → tile). */
export function placementIndex(tiles: readonly number[], board: readonly number[]): number {
  let index = 0;
  for (let i = tiles.length - 1; i >= 0; i--) index = (index << DIGIT_BITS) | board.indexOf(tiles[i]);
  return index;
}

/** Placements there are: n! / (n − k)!. */
export function placementCount(size: Size, tileCount: number): number {
  const n = size.cells;
  let total = 1;
  for (let i = 0; i < tileCount; i++) total *= n - i;
  return total;
}
