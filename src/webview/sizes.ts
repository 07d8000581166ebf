// What the page knows of a board's distances, for every size. Boards of up
// to 9 cells have the engine's distance table (built in the page, tens of
// milliseconds at most); larger ones have none, so their distances come only
// from the host's solver (see largeAnswers.ts). Every engine call that needs
// a table goes through here.
import { Board, cellCount, distanceTable, hasDistanceTable, maxDistance, optimalDistance, randomBoardAt, Random, Shape, solve, Solution } from '../engine';

/** The most cells a board may have for the engine's distance table (3×3, 2×4, 4×2). */
export const TABLE_CELLS = 9;

export function hasTable(shape: Shape): boolean {
  return cellCount(shape) <= TABLE_CELLS;
}

/** Whether the goal's table is built, so a distance costs nothing. */
export function tableReady(goal: Board, shape: Shape): boolean {
  return hasTable(shape) && hasDistanceTable(goal, shape);
}

export function buildTable(goal: Board, shape: Shape): void {
  if (hasTable(shape)) distanceTable(goal, shape);
}

/** Moves to the goal, or undefined when it cannot be reached. Only for sizes with a table. */
export function distanceOf(board: Board, goal: Board, shape: Shape): number | undefined {
  return optimalDistance(board, goal, shape);
}

/** The farthest any board of this size is from the goal. Only for sizes with a table. */
export function farthestOf(goal: Board, shape: Shape): number {
  return maxDistance(goal, shape);
}

/** A board exactly `distance` moves from the goal, chosen uniformly. Only for sizes with a table. */
export function dealAt(distance: number, random: Random, goal: Board, shape: Shape): Board | undefined {
  return randomBoardAt(distance, random, goal, shape);
}

/** A shortest solution. Only for sizes with a table. */
export function solveSmall(board: Board, goal: Board, shape: Shape): Solution {
  return solve(board, goal, shape);
}
