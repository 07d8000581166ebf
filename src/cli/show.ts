import { Board, boardsAlong, describeVerdict, formatGrid, isAccepted, judgeAnswer, parseBoard, UNSOLVABLE } from '../engine';
import { EXIT, Io, UsageError } from './io';

/** `eight-puzzle show`: the board as a grid, and again after each move. */
export function showCommand(io: Io, boardText: string | undefined, moves: string | undefined, goal: Board): number {
  if (boardText === undefined) throw new UsageError('show: give a board, for example: eight-puzzle show 23415x768 ullddrurdllurdruldr');
  const parsed = parseBoard(boardText);
  if (!parsed.ok) {
    const { message, offset, length } = parsed.error;
    throw new UsageError(`show: ${message}: ${JSON.stringify(boardText.slice(offset, offset + length))} at column ${offset + 1}`);
  }
  const path = moves === undefined || moves === UNSOLVABLE ? '' : moves;
  const blocks = boardsAlong(parsed.board, path).map((board, k) =>
    `${k === 0 ? 'start' : `after ${k} (${path[k - 1]})`}\n${formatGrid(board)}`,
  );
  io.out(blocks.join('\n\n') + '\n');
  if (moves === undefined) return EXIT.ok;

  const verdict = judgeAnswer(parsed.board, moves, goal);
  const { message } = describeVerdict(verdict);
  const good = isAccepted(verdict);
  if (good) io.out(message + '\n');
  else io.err(`show: ${message}\n`);
  return good ? EXIT.ok : EXIT.wrong;
}
