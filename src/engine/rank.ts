import { BITS_SET } from './bits';
import { Board, CELLS } from './board';
import { cellCount, EIGHT_PUZZLE, Shape } from './shape';

/** 0! … 9!. */
export const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880];
/** The eight puzzle's 9! boards; {@link permutations} gives any small size's. */
export const PERMUTATIONS = FACTORIAL[CELLS];
/** The most cells a board may have to be ranked (and so to have a distance table). */
export const MOST_RANKED_CELLS = 9;

/** How many boards (solvable or not) a size has: n! for its n cells, at most 9!. */
export function permutations(shape: Shape = EIGHT_PUZZLE): number {
  return FACTORIAL[rankedCells(shape)];
}

/** Whether boards of this size have ranks (and so an exact distance table): at most 9 cells. */
export function isRanked(shape: Shape): boolean {
  return cellCount(shape) <= MOST_RANKED_CELLS;
}

/**
 * The cell count of a size that can be ranked. Larger boards (3×4, 4×3, 4×4)
 * have up to 16! ranks, more than any table holds: asking is a caller's bug,
 * since those boards go to the large solver.
 */
export function rankedCells(shape: Shape): number {
  const cells = cellCount(shape);
  if (cells > MOST_RANKED_CELLS) throw new RangeError(`${shape.rows}×${shape.columns} boards have no ranks (more than ${MOST_RANKED_CELLS} cells): use the large solver`);
  return cells;
}

/**
 * The Cantor expansion (Lehmer rank) of the board: its index among all n!
 * boards of its length in lexicographic order, with the blank counted as n.
 * Only the length matters, so 2×4 and 4×2 boards share their ranks.
 */
export function rank(board: Board): number {
  const cells = board.length;
  let result = 0;
  let used = 0;
  for (let i = 0; i < cells - 1; i++) {
    const value = board[i];
    // Smaller values not used yet are exactly those that come after position i.
    const smallerUnused = value - 1 - BITS_SET[used & ((1 << value) - 1)];
    result += smallerUnused * FACTORIAL[cells - 1 - i];
    used |= 1 << value;
  }
  return result;
}

/** The inverse of {@link rank}, for boards of `shape` (the eight puzzle by default). */
export function unrank(index: number, shape: Shape = EIGHT_PUZZLE): number[] {
  const cells = shape === EIGHT_PUZZLE ? CELLS : rankedCells(shape);
  const board = new Array<number>(cells);
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
    board[i] = value;
    remaining &= ~(1 << value);
  }
  return board;
}
