// Boards as a learner's heuristic sees them, and ranks read from any array.
// A learner's h(board, goal, rows, cols) takes tiles in row order with 0 for
// the blank, the form courses and judges teach; the engine's boards hold the
// blank as n, the largest value (board.ts). The conversion is here, once.
import { BITS_SET } from '../bits';
import type { Board } from '../board';
import { FACTORIAL } from '../rank';

/** The learner's blank. */
export const LEARNER_BLANK = 0;

/** `board` in the learner's form (0 for the blank), written into `out` from `at`. */
export function writeLearnerBoard(board: ArrayLike<number>, out: Uint8Array, at: number): void {
  const blank = board.length;
  for (let i = 0; i < blank; i++) out[at + i] = board[i] === blank ? LEARNER_BLANK : board[i];
}

/** `board` in the learner's form, as a plain array. */
export function learnerBoard(board: Board): number[] {
  return board.map((cell) => (cell === board.length ? LEARNER_BLANK : cell));
}

/** The boards, one after another, in the learner's form: what an evaluator is fed. */
export function learnerBatch(boards: readonly Board[], cells: number): Uint8Array {
  const out = new Uint8Array(boards.length * cells);
  boards.forEach((board, i) => writeLearnerBoard(board, out, i * cells));
  return out;
}

/**
 * The Lehmer rank of the `cells` values at `board[offset …]`, as rank.ts
 * computes it for a Board, but over any array, so a search's scratch cells
 * are ranked where they lie.
 */
export function rankAt(board: ArrayLike<number>, offset: number, cells: number): number {
  let result = 0;
  let used = 0;
  for (let i = 0; i < cells - 1; i++) {
    const value = board[offset + i];
    result += (value - 1 - BITS_SET[used & ((1 << value) - 1)]) * FACTORIAL[cells - 1 - i];
    used |= 1 << value;
  }
  return result;
}

/** The board of this rank (rank.ts's unrank), written into `out` from `at` with no array made: the checks unrank every board. */
export function unrankInto(rank: number, cells: number, out: Uint8Array, at: number): void {
  let remaining = ((1 << (cells + 1)) - 1) & ~1;
  let left = rank;
  for (let i = 0; i < cells; i++) {
    const weight = FACTORIAL[cells - 1 - i];
    let skip = Math.floor(left / weight);
    left -= skip * weight;
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
