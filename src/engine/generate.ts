import { Board, DEFAULT_GOAL, isSolvable, shapeOf } from './board';
import { distanceTable } from './distanceTable';
import { goalFor } from './goal';
import { Random, randomBelow } from './random';
import { isRanked, permutations, unrank } from './rank';
import { blankOf, cellCount, EIGHT_PUZZLE, Shape } from './shape';

/** All n! boards of a size of at most 9 cells in Cantor order, from `12345678x` to `x87654321` on the eight puzzle. */
export function* allBoards(shape: Shape = EIGHT_PUZZLE): Generator<Board> {
  const count = permutations(shape);
  for (let index = 0; index < count; index++) yield unrank(index, shape);
}

/**
 * The largest optimal distance for `goal`, from its distance table: 31 when
 * the blank's home is a corner or an edge (12345678x), 30 when it is the
 * centre (Luogu's 123804765). Only relabelling the tiles keeps it, so it is
 * never a constant. Sizes of at most 9 cells only.
 */
export function maxDistance(goal: Board = DEFAULT_GOAL, shape?: Shape): number {
  return distanceTable(goal, shape).maxDistance;
}

/**
 * A board chosen uniformly among those exactly `distance` moves from the goal,
 * or undefined when no board is that far. Sizes of at most 9 cells only.
 */
export function randomBoardAt(distance: number, random: Random, goal: Board = DEFAULT_GOAL, shape?: Shape): Board | undefined {
  const table = distanceTable(goal, shape);
  if (!Number.isInteger(distance) || distance < 0 || distance > table.maxDistance) return undefined;
  const first = table.levelStart[distance];
  const count = table.levelStart[distance + 1] - first;
  return unrank(table.order[first + randomBelow(random, count)], table.shape);
}

/**
 * A board chosen uniformly among all of its size, solvable or not, as
 * judges' data mixes both. Small sizes draw a rank, so a seed gives the same
 * eight-puzzle boards as it always has; larger ones shuffle.
 */
export function randomBoard(random: Random, shape: Shape = EIGHT_PUZZLE): Board {
  if (isRanked(shape)) return unrank(randomBelow(random, permutations(shape)), shape);
  const board = Array.from({ length: cellCount(shape) }, (_, i) => i + 1);
  for (let i = board.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    const cell = board[i];
    board[i] = board[j];
    board[j] = cell;
  }
  return board;
}

/**
 * A board chosen uniformly among those that can reach `goal`. Swapping two
 * tiles flips the parity and leaves the blank where it is, so it pairs the
 * two halves one to one: a uniform draw, mended when it lands in the wrong
 * half, stays uniform.
 */
export function randomSolvableBoard(random: Random, goal: Board = DEFAULT_GOAL, shape?: Shape): Board {
  const known = shapeOf(goal, shape);
  const sized = goalFor(goal, known);
  const board = randomBoard(random, known).slice();
  if (!isSolvable(board, sized, known)) {
    const blank = blankOf(known);
    const first = board.indexOf(board[0] === blank ? board[1] : board[0]);
    let second = first + 1;
    while (board[second] === blank) second++;
    [board[first], board[second]] = [board[second], board[first]];
  }
  return board;
}
