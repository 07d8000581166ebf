import { MOVES } from '../move';

/**
 * The answer, read backwards along parent links from the goal's node:
 * `moveOf(node)` is the move that reached it, and the start's parent is −1.
 */
export function movesAlong(last: number, parentOf: (node: number) => number, moveOf: (node: number) => number): string {
  const letters: string[] = [];
  for (let node = last; parentOf(node) >= 0; node = parentOf(node)) letters.push(MOVES[moveOf(node)]);
  return letters.reverse().join('');
}
