// The Hint button's answer: the first move of a shortest solution, and the
// tile it slides, so the board can point at the tile as well as name it.
import { Board, EIGHT_PUZZLE, isMove, Move, moveCode, Shape, target } from '../engine';
import { solveSmall } from './sizes';

export type Hint =
  | { readonly kind: 'move'; readonly move: Move; readonly cell: number; readonly tile: number }
  | { readonly kind: 'solved' }
  | { readonly kind: 'unsolvable' };

/** For sizes with a distance table, from the table. */
export function hintFor(board: Board, goal: Board, shape: Shape = EIGHT_PUZZLE): Hint {
  const solution = solveSmall(board, goal, shape);
  return solution.solvable ? firstMove(board, solution.moves, shape) : { kind: 'unsolvable' };
}

/** The first move of a solution found elsewhere (the host's search, for large boards). */
export function firstMove(board: Board, moves: string, shape: Shape): Hint {
  const move = moves.charAt(0);
  if (!isMove(move)) return { kind: 'solved' };
  const cell = target(board.indexOf(board.length), moveCode(move), shape);
  return { kind: 'move', move, cell, tile: board[cell] };
}
