import { Board, DEFAULT_GOAL } from './board';
import { distanceTable } from './distanceTable';
import { Random, randomBelow } from './random';
import { PERMUTATIONS, unrank } from './rank';

/** All 9! boards in Cantor order, from `12345678x` to `x87654321`. */
export function* allBoards(): Generator<Board> {
  for (let index = 0; index < PERMUTATIONS; index++) yield unrank(index);
}

/**
 * The largest optimal distance for `goal`, from its distance table: 31 when
 * the blank's home is a corner or an edge (12345678x), 30 when it is the
 * centre (Luogu's 123804765). Only relabelling the tiles keeps it, so it is
 * never a constant.
 */
export function maxDistance(goal: Board = DEFAULT_GOAL): number {
  return distanceTable(goal).maxDistance;
}

/**
 * A board chosen uniformly among those exactly `distance` moves from the goal,
 * or undefined when no board is that far.
 */
export function randomBoardAt(distance: number, random: Random, goal: Board = DEFAULT_GOAL): Board | undefined {
  const table = distanceTable(goal);
  if (!Number.isInteger(distance) || distance < 0 || distance > table.maxDistance) return undefined;
  const first = table.levelStart[distance];
  const count = table.levelStart[distance + 1] - first;
  return unrank(table.order[first + randomBelow(random, count)]);
}

/** A board chosen uniformly among all 9!, solvable or not, as judges' data mixes both. */
export function randomBoard(random: Random): Board {
  return unrank(randomBelow(random, PERMUTATIONS));
}
