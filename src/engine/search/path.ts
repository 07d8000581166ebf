import { MOVES } from '../move';
import { rank } from '../rank';

/**
 * The answer, read backwards along parent links from the goal's node:
 * `moveOf(node)` is the move that reached it, and the start's parent is −1.
 */
export function movesAlong(
  last: number,
  parentOf: (node: number) => number,
  moveOf: (node: number) => number,
): string {
  const letters: string[] = [];
  for (let node = last; parentOf(node) >= 0; node = parentOf(node)) letters.push(MOVES[moveOf(node)]);
  return letters.reverse().join('');
}

/**
 * Calls `visit` with the rank of each board one move from `board` (its blank
 * at `blank`, `neighbour` its shape's move table) and that move's code. The
 * board is changed in place for each rank and left as it was.
 */
export function forEachNeighbourRank(
  board: number[],
  blank: number,
  neighbour: Int8Array,
  visit: (child: number, code: number) => void,
): void {
  const cells = board.length;
  for (let code = 0; code < 4; code++) {
    const to = neighbour[blank * 4 + code];
    if (to < 0) continue;
    board[blank] = board[to];
    board[to] = cells;
    const child = rank(board);
    board[to] = board[blank];
    board[blank] = cells;
    visit(child, code);
  }
}
