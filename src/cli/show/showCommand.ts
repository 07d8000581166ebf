import {
  AnswerVerdict,
  BadStep,
  Board,
  describeVerdict,
  formatBoard,
  isAccepted,
  isMove,
  judgeAnswer,
  judgeReplay,
  moveCode,
  Puzzle,
  puzzleOf,
  Replay,
  sameBoard,
  Size,
  UNSOLVABLE,
} from '../../engine';
import { EXIT, Io, OutputClosed, TextSource, UsageError } from '../io/io';
import { escapeControls } from '../io/messages';
import { MoveStream } from './moveStream';
import { boardAndSize } from '../options';
import { Output } from '../io/output';

/**
 * `eight-puzzle show`: the board as a grid, and again after each move, each
 * printed as it is reached: a move string of millions of letters (MOVES `-`
 * reads it from standard input) costs the same memory as a short one.
 */
export function showCommand(
  io: Io,
  boardText: string | undefined,
  moves: string | undefined,
  given?: Puzzle,
): number {
  if (boardText === undefined)
    throw new UsageError('show: give a board, for example: eight-puzzle show 23415x768 ullddrurdllurdruldr');
  const { board, size } = boardAndSize('show', boardText, given?.size);
  const puzzle = given ?? puzzleOf(size);
  const walk = new Walk(io, size, board);
  walk.print('start');
  let verdict: AnswerVerdict | undefined;
  if (moves !== undefined) {
    const stream = new MoveStream(walk);
    const source: TextSource = moves === '-' ? io.open('-') : once(moves);
    // A bad step ends the walk: the rest of the string is never read.
    for (let text = source.read(); text !== undefined && walk.badStep === undefined; text = source.read()) {
      stream.push(text);
      // What is shown goes out as the moves come in.
      walk.flush();
    }
    verdict = stream.end()
      ? judgeAnswer(puzzle, board, UNSOLVABLE)
      : judgeReplay(puzzle, board, walk.replay(puzzle.goal));
  }
  const good = verdict === undefined || isAccepted(verdict);
  const words = verdict === undefined ? undefined : escapeControls(describeVerdict(verdict).message);
  walk.finish(words !== undefined && good ? words : undefined);
  if (words !== undefined && !good) io.err(`show: ${words}\n`);
  return good ? EXIT.ok : EXIT.wrong;
}

/** The one piece of a move string given on the command line. */
function once(text: string): TextSource {
  let done = false;
  return { read: () => (done ? undefined : ((done = true), text)) };
}

/** The board played one letter at a time, each board printed as it is reached, up to the first bad step. */
class Walk {
  private readonly cells: number[];
  private blank: number;
  private played = 0;
  badStep: BadStep | undefined;
  private readonly output: Output;
  /** No one reads the boards any more: the walk goes on for the verdict's exit code. */
  private closed = false;

  constructor(
    io: Io,
    private readonly size: Size,
    board: Board,
  ) {
    this.cells = board.slice();
    this.blank = this.cells.indexOf(size.blank);
    this.output = new Output(io);
  }

  letter(letter: string): void {
    if (this.badStep) return;
    const to = isMove(letter) ? this.size.neighbours[this.blank * 4 + moveCode(letter)] : -1;
    if (to < 0) {
      this.badStep = { index: this.played, letter, problem: isMove(letter) ? 'leaves-board' : 'not-a-move' };
      return;
    }
    this.cells[this.blank] = this.cells[to];
    this.cells[to] = this.size.blank;
    this.blank = to;
    this.played++;
    this.print(`\nafter ${this.played} (${letter})`);
  }

  print(title: string): void {
    this.write(`${title}\n${grid(this.cells, this.size.columns)}\n`);
  }

  /** What the walk came to, as replay would say it. */
  replay(goal: Board): Replay {
    return {
      final: this.cells,
      played: this.played,
      solved: sameBoard(this.cells, goal),
      badStep: this.badStep,
    };
  }

  flush(): void {
    if (this.closed) return;
    this.guard(() => this.output.flush());
  }

  /** The last line (the verdict, when it is good) and everything still in the buffer. */
  finish(line: string | undefined): void {
    if (line !== undefined) this.write(line + '\n');
    this.flush();
  }

  private write(text: string): void {
    if (this.closed) return;
    this.guard(() => this.output.text(text));
  }

  private guard(write: () => void): void {
    try {
      write();
    } catch (error) {
      if (!(error instanceof OutputClosed)) throw error;
      this.closed = true;
    }
  }
}

/** Rows of the board, cells right-aligned to the widest (`10` beside ` 9`), so 4×4 columns line up. */
function grid(board: Board, columns: number): string {
  const cells = formatBoard(board).split(' ');
  const width = Math.max(...cells.map((cell) => cell.length));
  const rows: string[] = [];
  for (let start = 0; start < cells.length; start += columns)
    rows.push(
      cells
        .slice(start, start + columns)
        .map((cell) => cell.padStart(width))
        .join(' '),
    );
  return rows.join('\n');
}
