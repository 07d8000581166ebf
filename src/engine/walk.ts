// Random boards for sizes with no distance table (more than 9 cells): a
// walk of the blank from the goal, so the board is solvable by
// construction. Its length bounds the distance; the distance itself is
// unknown until a solver has searched the board. The host's Open Board, the
// page's Shuffle and the tests deal the same way.
import { Board } from './boardType';
import { applyMove, Move, MOVES, opposite, target } from './move';
import type { Puzzle } from './puzzleType';
import { Random, randomBelow } from './random';

/** Most moves a Shuffle walk takes: far more than any 4×4 board's distance (80). */
export const MAX_WALK = 1_000;

/**
 * The goal after `length` random moves, never undoing the move before, so
 * short walks wander rather than shuffle back and forth.
 */
export function randomWalk(puzzle: Puzzle, length: number, random: Random): Board {
  const { size } = puzzle;
  let board: Board = puzzle.goal;
  let last = -1;
  for (let step = 0; step < length; step++) {
    const blank = board.indexOf(board.length);
    const choices = MOVES.filter(
      (_, code) => target(size, blank, code) >= 0 && (last < 0 || code !== opposite(last)),
    );
    const move: Move = choices[randomBelow(random, choices.length)];
    board = applyMove(size, board, move) ?? board;
    last = MOVES.indexOf(move);
  }
  return board;
}
