import type { Board } from './boardType';
import type { Size } from './sizes';

/**
 * A size and its goal, resolved once, with what follows from the two. It is
 * made at each edge (the extension's settings for a size, the command line's
 * options, a message's board state, a judge problem's statement) and passed
 * whole: no engine function re-derives a size or a goal.
 */
export interface Puzzle {
  readonly size: Size;
  readonly goal: Board;
  /** The blank's cell in the goal. */
  readonly blankHome: number;
  /** The goal's parity class: a board of the other class never reaches it (see `puzzleParity` in board.ts). */
  readonly parity: number;
  /** The size and the goal in one string: equal keys, equal puzzles. */
  readonly key: string;
}
