import { cellCount, neighbours, Shape } from '../shape';

const LETTERS = 'udlr';

/**
 * Whether `moves` (the blank's directions, `u d l r`) take `board` to
 * `goal` on a board of `shape`. Knows nothing of the search, so it can
 * judge the search's answers.
 */
export function replayReaches(board: readonly number[], moves: string, goal: readonly number[], shape: Shape): boolean {
  const n = cellCount(shape);
  if (board.length !== n || goal.length !== n) return false;
  const cells = board.slice();
  const next = neighbours(shape);
  let blank = cells.indexOf(n);
  for (const letter of moves) {
    const code = LETTERS.indexOf(letter);
    const to = code < 0 ? -1 : next[blank * 4 + code];
    if (to < 0) return false;
    cells[blank] = cells[to];
    cells[to] = n;
    blank = to;
  }
  return cells.every((tile, cell) => tile === goal[cell]);
}
