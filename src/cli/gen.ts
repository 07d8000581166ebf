import { Board, formatBoard, maxDistance, PERMUTATIONS, randomBoard, randomBoardAt, seededRandom, unrank } from '../engine';
import { CommandError, EXIT, Io, OutputClosed } from './io';
import { Output } from './output';

export interface GenOptions {
  /** Every board, or `random` of them. */
  readonly all: boolean;
  readonly random?: number;
  readonly seed: number;
  /** With `random`: every board exactly this many moves from the goal. */
  readonly distance?: number;
  readonly goal: Board;
}

/**
 * `eight-puzzle gen`: boards in the judges' input form, one per line, written
 * as they are made, so any count runs in the same small memory.
 */
export function genCommand(io: Io, options: GenOptions): number {
  const { distance, goal } = options;
  const random = seededRandom(options.seed);
  let next: () => Board;
  if (options.all) {
    let index = 0;
    next = () => unrank(index++);
  } else if (distance === undefined) {
    next = () => randomBoard(random);
  } else {
    // The largest distance depends on the goal: 31 for 12345678x, 30 with the blank's home in the centre.
    const nowhere = new CommandError(`gen: no board is ${distance} moves from the goal ${formatBoard(goal)}: the farthest are ${maxDistance(goal)} moves away`);
    next = () => {
      const board = randomBoardAt(distance, random, goal);
      if (!board) throw nowhere;
      return board;
    };
    if (distance > maxDistance(goal)) throw nowhere;
  }
  const total = options.all ? PERMUTATIONS : (options.random ?? 0);
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
