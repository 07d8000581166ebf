// The Hint button's answer: the first move of a shortest solution, and the
// tile it slides, so the board can point at the tile as well as name it.
import { BLANK, Board, isMove, Move, moveCode, solve, target } from '../engine';

export type Hint =
  | { readonly kind: 'move'; readonly move: Move; readonly cell: number; readonly tile: number }
  | { readonly kind: 'solved' }
  | { readonly kind: 'unsolvable' };

export function hintFor(board: Board, goal: Board): Hint {
  const solution = solve(board, goal);
  if (!solution.solvable) return { kind: 'unsolvable' };
  const move = solution.moves.charAt(0);
  if (!isMove(move)) return { kind: 'solved' };
  const cell = target(board.indexOf(BLANK), moveCode(move));
  return { kind: 'move', move, cell, tile: board[cell] };
}
