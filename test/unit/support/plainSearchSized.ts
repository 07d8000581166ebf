// The fewest moves between two boards of any size, by a plain breadth-first
// search that takes from the engine only the rule of a move (applyMove):
// no table, no rank, no heuristic. For the short distances tests check.
import { applyMove, Board, sameBoard, Size } from '../../../src/engine';

/** Fewest moves from `board` to `goal`, searching at most `limit` deep; undefined when the goal is not within it. */
export function fewestMovesWithin(
  board: Board,
  goal: Board,
  size: Size,
  limit = Infinity,
): number | undefined {
  let frontier: Board[] = [board];
  const seen = new Set([board.join(',')]);
  for (let depth = 0; depth <= limit && frontier.length > 0; depth++) {
    if (frontier.some((candidate) => sameBoard(candidate, goal))) return depth;
    const next: Board[] = [];
    for (const candidate of frontier) {
      for (const move of ['u', 'd', 'l', 'r'] as const) {
        const after = applyMove(size, candidate, move);
        if (after && !seen.has(after.join(','))) {
          seen.add(after.join(','));
          next.push(after);
        }
      }
    }
    frontier = next;
  }
  return undefined;
}
