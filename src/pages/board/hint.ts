// The Hint button's answer: the first move of a shortest solution, and the
// tile it slides, so the board can point at the tile as well as name it.
import { Board, isMove, Move, moveCode, Puzzle, Size, solve, target } from '../../engine';

export type Hint =
  | { readonly kind: 'move'; readonly move: Move; readonly cell: number; readonly tile: number }
  | { readonly kind: 'solved' }
  | { readonly kind: 'unsolvable' };

/** For sizes with a distance table, from the table. */
export function hintFor(puzzle: Puzzle, board: Board): Hint {
  const solution = solve(puzzle, board);
  return solution.solvable ? firstMove(puzzle.size, board, solution.moves) : { kind: 'unsolvable' };
}

/** The first move of a solution found elsewhere (the host's search, for large boards). */
export function firstMove(size: Size, board: Board, moves: string): Hint {
  const move = moves.charAt(0);
  if (!isMove(move)) return { kind: 'solved' };
  const cell = target(size, board.indexOf(size.blank), moveCode(move));
  return { kind: 'move', move, cell, tile: board[cell] };
}
