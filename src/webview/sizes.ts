// What the page knows of a board's distances, for every size. Boards of up
// to 9 cells have the engine's distance table (built in the page, tens of
// milliseconds at most); larger ones have none, so their distances come only
// from the host's solver (see largeAnswers.ts). Every engine call that needs
// a table goes through here.
import { Board, cellCount, EIGHT_PUZZLE, sameShape, distanceTable, hasDistanceTable, maxDistance, optimalDistance, randomBoardAt, Random, Shape, solve, Solution } from '../engine';

/** The most cells a board may have for the engine's distance table (3×3, 2×4, 4×2). */
export const TABLE_CELLS = 9;

export function hasTable(shape: Shape): boolean {
  // PRE-MERGE: 3×3 only until the engine's tables take a shape (i10-sizes).
  return cellCount(shape) <= TABLE_CELLS && sameShape(shape, EIGHT_PUZZLE);
}

/** Whether the goal's table is built, so a distance costs nothing. */
export function tableReady(goal: Board, shape: Shape): boolean {
  return hasTable(shape) && hasDistanceTable(goal);
}

export function buildTable(goal: Board, shape: Shape): void {
  if (hasTable(shape)) distanceTable(goal);
}

/** Moves to the goal, or undefined when it cannot be reached. Only for sizes with a table. */
export function distanceOf(board: Board, goal: Board, shape: Shape): number | undefined {
  void shape; // PRE-MERGE
  return optimalDistance(board, goal);
}

/** The farthest any board of this size is from the goal. Only for sizes with a table. */
export function farthestOf(goal: Board, shape: Shape): number {
  void shape; // PRE-MERGE
  return maxDistance(goal);
}

/** A board exactly `distance` moves from the goal, chosen uniformly. Only for sizes with a table. */
export function dealAt(distance: number, random: Random, goal: Board, shape: Shape): Board | undefined {
  void shape; // PRE-MERGE
  return randomBoardAt(distance, random, goal);
}

/** A shortest solution. Only for sizes with a table. */
export function solveSmall(board: Board, goal: Board, shape: Shape): Solution {
  void shape; // PRE-MERGE
  return solve(board, goal);
}
