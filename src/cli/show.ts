import { Board, boardsAlong, describeVerdict, formatGrid, isAccepted, judgeAnswer, UNSOLVABLE } from '../engine';
import { EXIT, Io, OutputClosed, UsageError } from './io';
import { escapeControls } from './messages';
import { boardArgument } from './options';

/** `eight-puzzle show`: the board as a grid, and again after each move. */
export function showCommand(io: Io, boardText: string | undefined, moves: string | undefined, goal: Board): number {
  if (boardText === undefined) throw new UsageError('show: give a board, for example: eight-puzzle show 23415x768 ullddrurdllurdruldr');
  const board = boardArgument('show', boardText);
  // Trimmed as `check` trims an answer line, so a pasted line end or space changes nothing.
  const answer = moves?.trim();
  const path = answer === undefined || answer === UNSOLVABLE ? '' : answer;
  const blocks = boardsAlong(board, path).map((after, k) => `${k === 0 ? 'start' : `after ${k} (${path[k - 1]})`}\n${formatGrid(after)}`);
  const verdict = answer === undefined ? undefined : judgeAnswer(board, answer, goal);
  const good = verdict === undefined || isAccepted(verdict);
  const words = verdict === undefined ? undefined : escapeControls(describeVerdict(verdict).message);
  try {
    io.out(blocks.join('\n\n') + '\n');
    if (words !== undefined && good) io.out(words + '\n');
  } catch (error) {
    // No one reads the boards any more; the verdict's exit code still tells.
    if (!(error instanceof OutputClosed)) throw error;
  }
  if (words !== undefined && !good) io.err(`show: ${words}\n`);
  return good ? EXIT.ok : EXIT.wrong;
}
