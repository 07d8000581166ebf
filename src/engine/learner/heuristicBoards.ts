// Boards as a learner's heuristic sees them.
// A learner's h(board, goal, rows, cols) takes tiles in row order with 0 for
// the blank, the form courses and judges teach; the engine's boards hold the
// blank as n, the largest value (board.ts). The conversion is here, once.
import type { Board } from '../boardType';

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
