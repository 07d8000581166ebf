import { isSolvable } from './board';
import { Board } from './boardType';
import { distanceTable } from './distanceTable';
import type { Puzzle } from './puzzleType';
import { Random, randomBelow } from './random';
import { permutations, unrank } from './rank';
import { hasTable, Size } from './sizes';

/** All n! boards of a size with a distance table in Cantor order, from `12345678x` to `x87654321` on the eight puzzle. */
export function* allBoards(size: Size): Generator<Board> {
  const count = permutations(size);
  for (let index = 0; index < count; index++) yield unrank(size, index);
}

/**
 * The largest optimal distance to the puzzle's goal, from its distance table:
 * 31 when the blank's home is a corner or an edge (12345678x), 30 when it is
 * the centre (Luogu's 123804765). Only relabelling the tiles keeps it, so it
 * is never a constant. Sizes with a distance table only.
 */
export function maxDistance(puzzle: Puzzle): number {
  return distanceTable(puzzle).maxDistance;
}

/**
 * A board chosen uniformly among those exactly `distance` moves from the goal,
 * or undefined when no board is that far. Sizes with a distance table only.
 */
export function randomBoardAt(puzzle: Puzzle, distance: number, random: Random): Board | undefined {
  const table = distanceTable(puzzle);
  if (!Number.isInteger(distance) || distance < 0 || distance > table.maxDistance) return undefined;
  const first = table.levelStart[distance];
  const count = table.levelStart[distance + 1] - first;
  return unrank(puzzle.size, table.order[first + randomBelow(random, count)]);
}

/**
 * A board chosen uniformly among all of its size, solvable or not, as
 * judges' data mixes both. Sizes with a table draw a rank, so a seed gives
 * the same eight-puzzle boards as it always has; larger ones shuffle.
 */
export function randomBoard(size: Size, random: Random): Board {
  if (hasTable(size)) return unrank(size, randomBelow(random, permutations(size)));
  const board = size.defaultGoal.slice();
  for (let i = board.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    const cell = board[i];
    board[i] = board[j];
    board[j] = cell;
  }
  return board;
}

/**
 * A board chosen uniformly among those that can reach the puzzle's goal.
 * Swapping two tiles flips the parity and leaves the blank where it is, so
 * it pairs the two halves one to one: a uniform draw, mended when it lands in
 * the wrong half, stays uniform.
 */
export function randomSolvableBoard(puzzle: Puzzle, random: Random): Board {
  const board = randomBoard(puzzle.size, random).slice();
  if (!isSolvable(puzzle, board)) {
    const { blank } = puzzle.size;
    const first = board.indexOf(board[0] === blank ? board[1] : board[0]);
    let second = first + 1;
    while (board[second] === blank) second++;
    [board[first], board[second]] = [board[second], board[first]];
  }
  return board;
}
