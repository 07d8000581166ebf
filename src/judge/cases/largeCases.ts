import { Board, Puzzle, Random, randomBelow, seededRandom } from '../../engine';
import type { SetRules } from './setRules';
import type { LengthSolver } from './largeLengths';

/**
 * A board of a size without a table, with the fewest moves the pattern databases found (undefined:
 * unsolvable).
 */
export interface SolvedBoard {
  readonly board: Board;
  readonly optimal: number | undefined;
}

type Solved = SolvedBoard[] | 'cancelled';

/** The farthest distance `edge` reaches where the statement bounds none: random walks rarely find boards farther, and each costs more. */
const EDGE_DISTANCE = 50;
/** Walks tried per distance before it is left out (a board at exactly d moves is found in a few). */
const TRIES_PER_DISTANCE = 40;
/** The seed of `edge`: the same boards every time. */
const EDGE_SEED = 15;
/**
 * Random walks of this many moves make the random boards: long enough to scramble, short enough to search
 * fast.
 */
const SHORTEST_WALK = 20;
const LONGEST_WALK = 80;

/**
 * `edge` for a large size: the solved board, one board at every distance
 * from 1 to the statement's bound (UVa 10181 and Aizu: 45) or 50, found by
 * random walks and the search; then boards that cannot be solved (two tiles
 * swapped), where the problem's data has them.
 */
export async function largeEdgeBoards(
  puzzle: Puzzle,
  rules: SetRules,
  solver: LengthSolver,
  signal: AbortSignal | undefined,
): Promise<Solved> {
  const random = seededRandom(EDGE_SEED);
  const boards: SolvedBoard[] = [{ board: puzzle.goal, optimal: 0 }];
  const farthest = rules.mostMoves ?? EDGE_DISTANCE;
  for (let distance = 1; distance <= farthest; distance++) {
    for (let tries = 0; tries < TRIES_PER_DISTANCE; tries++) {
      // Walks longer than the distance reach boards of it once short ones no longer do.
      const board = walk(puzzle, distance + 2 * Math.floor(tries / 4), random);
      const optimal = await solver.length(puzzle, board, signal);
      if (optimal === 'cancelled') return optimal;
      if (optimal === distance) {
        boards.push({ board, optimal });
        break;
      }
    }
  }
  if (rules.unsolvableBoards) {
    const far = boards[boards.length - 1].board;
    for (const board of [
      swapTwo(puzzle, puzzle.goal, 0),
      swapTwo(puzzle, puzzle.goal, 1),
      swapTwo(puzzle, far, 0),
    ])
      boards.push({ board, optimal: undefined });
  }
  return boards;
}

/**
 * `random:N` for a large size: boards of random walks of 20 to 80 moves,
 * within the statement's bound, and as many unsolvable boards (a walk's
 * board with two tiles swapped) where the problem's data has them, as a
 * uniform draw of all boards would give.
 */
export async function largeRandomBoards(
  puzzle: Puzzle,
  rules: SetRules,
  count: number,
  seed: number,
  solver: LengthSolver,
  signal: AbortSignal | undefined,
): Promise<Solved> {
  const random = seededRandom(seed);
  const boards: SolvedBoard[] = [];
  while (boards.length < count) {
    const board = walk(puzzle, SHORTEST_WALK + randomBelow(random, LONGEST_WALK - SHORTEST_WALK + 1), random);
    if (rules.unsolvableBoards && random() < 0.5) {
      boards.push({ board: swapTwo(puzzle, board, randomBelow(random, 2)), optimal: undefined });
      continue;
    }
    const optimal = await solver.length(puzzle, board, signal);
    if (optimal === 'cancelled') return optimal;
    if (rules.mostMoves === undefined || (optimal !== undefined && optimal <= rules.mostMoves))
      boards.push({ board, optimal });
  }
  return boards;
}

/** The boards of a file, each with its length. */
export async function solvedLengths(
  puzzle: Puzzle,
  boards: readonly Board[],
  solver: LengthSolver,
  signal: AbortSignal | undefined,
): Promise<Solved> {
  const solved: SolvedBoard[] = [];
  for (const board of boards) {
    const optimal = await solver.length(puzzle, board, signal);
    if (optimal === 'cancelled') return optimal;
    solved.push({ board, optimal });
  }
  return solved;
}

/** The board after `steps` random moves of the blank from the goal, never straight back. */
function walk(puzzle: Puzzle, steps: number, random: Random): number[] {
  const { neighbours, blank: BLANK } = puzzle.size;
  const board = puzzle.goal.slice();
  let blank = puzzle.blankHome;
  let previous = -1;
  const choices: number[] = [];
  for (let step = 0; step < steps; step++) {
    choices.length = 0;
    for (let code = 0; code < 4; code++) {
      const to = neighbours[blank * 4 + code];
      if (to >= 0 && to !== previous) choices.push(to);
    }
    const to = choices[randomBelow(random, choices.length)];
    board[blank] = board[to];
    board[to] = BLANK;
    previous = blank;
    blank = to;
  }
  return board;
}

/** The board with two tiles swapped (the first two, or the last two): the other parity, so unsolvable. */
function swapTwo(puzzle: Puzzle, board: Board, which: number): Board {
  const tiles = board.flatMap((cell, index) => (cell === puzzle.size.blank ? [] : [index]));
  const [a, b] = which === 0 ? [tiles[0], tiles[1]] : [tiles[tiles.length - 2], tiles[tiles.length - 1]];
  const swapped = board.slice();
  [swapped[a], swapped[b]] = [swapped[b], swapped[a]];
  return swapped;
}
