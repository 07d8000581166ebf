import { allBoards, Board, formatBoard, randomBoard, randomBoardAt, seededRandom } from '../engine';
import { EXIT, Io, UsageError } from './io';

export interface GenOptions {
  readonly all: boolean;
  readonly random?: number;
  readonly seed: number;
  /** With `random`: every board exactly this many moves from the goal. */
  readonly distance?: number;
  readonly goal: Board;
}

/** `eight-puzzle gen`: boards in the judges' input form, one per line. */
export function genCommand(io: Io, options: GenOptions): number {
  if (options.all === (options.random !== undefined)) throw new UsageError('gen: choose exactly one of --all and --random N');
  if (options.distance !== undefined && options.random === undefined) throw new UsageError('gen: --distance goes with --random N');
  const lines: string[] = [];
  if (options.all) {
    for (const board of allBoards()) lines.push(formatBoard(board));
  } else {
    const random = seededRandom(options.seed);
    for (let i = 0; i < (options.random ?? 0); i++) {
      const board = options.distance === undefined ? randomBoard(random) : randomBoardAt(options.distance, random, options.goal);
      if (!board) throw new UsageError(`gen: no board is ${options.distance} moves from the goal`);
      lines.push(formatBoard(board));
    }
  }
  io.out(lines.length > 0 ? lines.join('\n') + '\n' : '');
  return EXIT.ok;
}
