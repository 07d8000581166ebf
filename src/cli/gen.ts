import {
  Board,
  formatBoard,
  hasTable,
  maxDistance,
  permutations,
  Puzzle,
  randomBoard,
  randomBoardAt,
  randomSolvableBoard,
  seededRandom,
  unrank,
} from '../engine';
import { CommandError, EXIT, Io, OutputClosed } from './io/io';
import { Output } from './io/output';

export interface GenOptions {
  /** Every board, or `random` of them. */
  readonly all: boolean;
  readonly random?: number;
  readonly seed: number;
  /** With `random`: every board exactly this many moves from the goal. */
  readonly distance?: number;
  /** With `random`: only boards that reach the goal. */
  readonly solvable: boolean;
  /** The boards' size, and the goal that `distance` and `solvable` are about. */
  readonly puzzle: Puzzle;
}

/**
 * `eight-puzzle gen`: boards in the judges' input form, one per line, written
 * as they are made, so any count runs in the same small memory.
 */
export function genCommand(io: Io, options: GenOptions): number {
  const { distance, puzzle } = options;
  const { size } = puzzle;
  const random = seededRandom(options.seed);
  let next: () => Board;
  if (!hasTable(size) && options.all)
    throw new CommandError(`gen: --all lists boards of at most 9 cells: ${size.name} has ${size.cells}`);
  if (!hasTable(size) && distance !== undefined)
    throw new CommandError(
      `gen: --distance needs a distance table, which boards of more than 9 cells (${size.name}) have not`,
    );
  if (options.all) {
    let index = 0;
    next = () => unrank(size, index++);
  } else if (options.solvable && distance === undefined) {
    next = () => randomSolvableBoard(puzzle, random);
  } else if (distance === undefined) {
    next = () => randomBoard(size, random);
  } else {
    // The largest distance depends on the goal: 31 for 12345678x, 30 with the blank's home in the centre.
    const nowhere = new CommandError(
      `gen: no board is ${distance} moves from the goal ${formatBoard(puzzle.goal)}: the farthest are ${maxDistance(puzzle)} moves away`,
    );
    next = () => {
      const board = randomBoardAt(puzzle, distance, random);
      if (!board) throw nowhere;
      return board;
    };
    if (distance > maxDistance(puzzle)) throw nowhere;
  }
  const total = options.all ? permutations(size) : (options.random ?? 0);
  const out = new Output(io);
  try {
    for (let i = 0; i < total; i++) out.board(next());
    out.flush();
  } catch (error) {
    // `eight-puzzle gen --all | head`: the reader has all it wants.
    if (!(error instanceof OutputClosed)) throw error;
  }
  return EXIT.ok;
}
