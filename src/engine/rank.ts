import { BITS_SET } from './bits';
import { Board, CELLS } from './board';

/** 0! … 9!. */
export const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880];
export const PERMUTATIONS = FACTORIAL[CELLS];

/**
 * The Cantor expansion (Lehmer rank) of the board: its index among all 9!
 * boards in lexicographic order, with the blank counted as 9.
 */
export function rank(board: Board): number {
  let result = 0;
  let used = 0;
  for (let i = 0; i < CELLS - 1; i++) {
    const value = board[i];
    // Smaller values not used yet are exactly those that come after position i.
    const smallerUnused = value - 1 - BITS_SET[used & ((1 << value) - 1)];
    result += smallerUnused * FACTORIAL[CELLS - 1 - i];
    used |= 1 << value;
  }
  return result;
}

/** The inverse of {@link rank}. */
export function unrank(index: number): number[] {
  const board = new Array<number>(CELLS);
  let remaining = 0b1111111110; // values 1…9
  for (let i = 0; i < CELLS; i++) {
    const weight = FACTORIAL[CELLS - 1 - i];
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
