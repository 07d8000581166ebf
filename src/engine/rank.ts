import { BITS_SET } from './bits';
import { CELLS } from './board';
import { Board } from './boardType';
import { hasTable, Size } from './sizes';

/** 0! … 9!. */
export const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880];
/** The eight puzzle's 9! boards; {@link permutations} gives any size's with a table. */
export const PERMUTATIONS = FACTORIAL[CELLS];

/** How many boards (solvable or not) a size with a distance table has: n! for its n cells. */
export function permutations(size: Size): number {
  return FACTORIAL[rankedCells(size)];
}

/**
 * The cell count of a size that has ranks. Sizes solved by pattern databases
 * (3×4, 4×3, 4×4) have up to 16! boards, more than any table holds: asking
 * is a caller's bug, since those boards go to the large solver.
 */
function rankedCells(size: Size): number {
  if (!hasTable(size))
    throw new RangeError(
      `${size.name} boards have no ranks: the large solver answers them, by pattern databases`,
    );
  return size.cells;
}

/**
 * The Cantor expansion (Lehmer rank) of the board: its index among all n!
 * boards of its length in lexicographic order, with the blank counted as n.
 * Only the length matters, so 2×4 and 4×2 boards share their ranks.
 */
export function rank(board: Board): number {
  return rankAt(board, 0, board.length);
}

/**
 * The rank of the `cells` values at `board[offset …]`: the same as
 * {@link rank}, over any array, so a search's scratch cells (a typed array
 * holding many boards) are ranked where they lie.
 */
export function rankAt(board: ArrayLike<number>, offset: number, cells: number): number {
  let result = 0;
  let used = 0;
  for (let i = 0; i < cells - 1; i++) {
    const value = board[offset + i];
    // Smaller values not used yet are exactly those that come after position i.
    const smallerUnused = value - 1 - BITS_SET[used & ((1 << value) - 1)];
    result += smallerUnused * FACTORIAL[cells - 1 - i];
    used |= 1 << value;
  }
  return result;
}

/** The inverse of {@link rank}: the board of `size` with this rank. */
export function unrank(size: Size, index: number): number[] {
  const cells = rankedCells(size);
  const board = new Array<number>(cells);
  unrankInto(index, cells, board, 0);
  return board;
}

/**
 * The board of `cells` cells with this rank, written into `out` from `at`
 * with no array made: the checks of a learner's heuristic unrank every board.
 */
export function unrankInto(index: number, cells: number, out: { [cell: number]: number }, at: number): void {
  let remaining = ((1 << (cells + 1)) - 1) & ~1; // values 1…n
  for (let i = 0; i < cells; i++) {
    const weight = FACTORIAL[cells - 1 - i];
    let skip = Math.floor(index / weight);
    index -= skip * weight;
    let value = 1;
    for (;;) {
      if (remaining & (1 << value)) {
        if (skip === 0) break;
        skip--;
      }
      value++;
    }
    out[at + i] = value;
    remaining &= ~(1 << value);
  }
}
