import { Board, boardsAlong, describeVerdict, formatBoard, isAccepted, judgeAnswer, Puzzle, puzzleOf, UNSOLVABLE } from '../engine';
import { EXIT, Io, OutputClosed, UsageError } from './io';
import { escapeControls } from './messages';
import { boardAndSize } from './options';

/** `eight-puzzle show`: the board as a grid, and again after each move. */
export function showCommand(io: Io, boardText: string | undefined, moves: string | undefined, given?: Puzzle): number {
  if (boardText === undefined) throw new UsageError('show: give a board, for example: eight-puzzle show 23415x768 ullddrurdllurdruldr');
  const { board, size } = boardAndSize('show', boardText, given?.size);
  const puzzle = given ?? puzzleOf(size);
  // Trimmed as `check` trims an answer line, so a pasted line end or space changes nothing.
  const answer = moves?.trim();
  const path = answer === undefined || answer === UNSOLVABLE ? '' : answer;
  const blocks = boardsAlong(size, board, path).map((after, k) => `${k === 0 ? 'start' : `after ${k} (${path[k - 1]})`}\n${grid(after, size.columns)}`);
  const verdict = answer === undefined ? undefined : judgeAnswer(puzzle, board, answer);
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

/** Rows of the board, cells right-aligned to the widest (`10` beside ` 9`), so 4×4 columns line up. */
function grid(board: Board, columns: number): string {
  const cells = formatBoard(board).split(' ');
  const width = Math.max(...cells.map((cell) => cell.length));
  const rows: string[] = [];
  for (let start = 0; start < cells.length; start += columns) rows.push(cells.slice(start, start + columns).map((cell) => cell.padStart(width)).join(' '));
  return rows.join('\n');
}
