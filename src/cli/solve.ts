import {
  AnswerSheet,
  BoardReader,
  EIGHT_PUZZLE,
  INVALID,
  LargeBoard,
  LONGEST_PLAIN_LINE,
  parseBoard,
  Puzzle,
  puzzleOfSize,
  UNSOLVABLE,
} from '../engine';
import type { AnswerForm } from '../problems';
import type { LargeAnswer } from '../engine/pdb/answer';
import { CommandError, EXIT, inputName, Io, MOST_LINE_CHARACTERS, OutputClosed, TextSource } from './io/io';
import { databasesNote, formatProgressNodes, largeRequest } from './solver/largeBoards';
import { CaseCount, caseCountNotice, count, describeBoardError, describeLongLine } from './io/messages';
import { Output } from './io/output';
import { UnreadableLineReport } from './io/unreadableLineReport';

export interface SolveOptions {
  readonly file?: string;
  /**
   * Every board's size and goal; undefined: each board's size is inferred from its cells (3-line grids are
   * 3×3), toward its own goal.
   */
  readonly puzzle?: Puzzle;
  /** Print the number of moves instead of the moves (Luogu P1379, LeetCode 773). */
  readonly steps: boolean;
  /** Printed for a board that cannot reach the goal: `unsolvable` unless said (LeetCode's `-1`). */
  readonly unsolvable?: string;
  /** `--format PROBLEM`: the problem's answer form (its moves' case or the number of moves, its words for an unsolvable board); undefined: the judges' lower-case moves. */
  readonly format?: AnswerForm;
  /**
   * Nodes of optimal search per board of a size without a table before the best answer found is taken, not
   * proven shortest.
   */
  readonly budget?: number;
}

export { INVALID };

const PROGRESS_EVERY = 1 << 15;

/** What {@link Solving.nextChunk} gives when Ctrl+C came while it waited. */
const INTERRUPTED = Symbol('interrupted');

/** Bytes per read on the plain lines' road: what a pipe holds, so a read takes all a writer has given. */
const PLAIN_READ_BYTES = 64 * 1024;

/**
 * `eight-puzzle solve`: one answer line per board, in the judges' output
 * form, written as the input is read (see {@link AnswerSheet}: answers to
 * boards with a table go as bytes into one reused buffer, so the 9! batch
 * allocates nothing per board, and memory stays the same whatever the size
 * of the input). Boards of the sizes without a table go to the large solver
 * in order, as many at once as it has workers; the command then finishes
 * later, and says how the search goes on a terminal.
 */
export function solveCommand(io: Io, options: SolveOptions): number | Promise<number> {
  return new Solving(io, options).start();
}

/** One run of `solve`: the input, the sheet of answers, and what standard error is told. */
class Solving {
  private readonly input: TextSource;
  private readonly out: Output;
  private readonly problems: UnreadableLineReport;
  private readonly sheet: AnswerSheet;
  private readonly reader: BoardReader;
  private caseCount: CaseCount | undefined;
  private cancelled = false;

  constructor(
    private readonly io: Io,
    private readonly options: SolveOptions,
  ) {
    this.input = io.open(options.file);
    this.out = new Output(io);
    this.problems = new UnreadableLineReport(io, () => this.out.flush());
    const { puzzle: given, format } = options;
    this.sheet = new AnswerSheet(this.out, {
      size: given?.size,
      puzzleFor: (size) => puzzleOfSize(size, given),
      steps: options.steps || format?.kind === 'steps',
      upperCase: format?.kind === 'moves' && format.case === 'upper',
      unsolvable: options.unsolvable ?? format?.unsolvable ?? UNSOLVABLE,
      invalid: INVALID,
      solveLarge: (board) => this.solveLarge(board),
      searchesAtOnce: io.largeSearchesAtOnce,
      onInvalid: (text, start, end, line) => this.badBoard(text, start, end, line),
    });
    this.reader = this.boardReader();
  }

  /**
   * Answers as the input is read; once a board waits for the large solver, the rest of the run finishes
   * later.
   */
  start(): number | Promise<number> {
    try {
      this.readPlainLines();
      for (let chunk = this.input.read(); chunk !== undefined; chunk = this.input.read()) {
        this.reader.push(chunk);
        if (this.sheet.waits) return this.later();
      }
      this.reader.end();
      if (this.sheet.waits) return this.later();
      this.out.flush();
    } catch (error) {
      // The reader of our answers has gone: there is no one left to answer.
      if (!(error instanceof OutputClosed)) throw error;
    }
    return this.finish();
  }

  /**
   * The input's first lines, as long as they are eight puzzle boards in the
   * judges' plain form (a generated 9! batch is nothing else), read as bytes
   * and answered in place by the sheet; from the first other line on, the
   * rest is given back to be read as text, and the board reader starts at
   * that line. A source without bytes, or a size other than the eight
   * puzzle's, reads everything as text.
   */
  private readPlainLines(): void {
    const { input, sheet } = this;
    if (!input.readBytes || !input.unread || !sheet.readsPlainLines) return;
    const showProgress = this.io.errIsTerminal && !this.io.outIsTerminal;
    const bytes = new Uint8Array(PLAIN_READ_BYTES);
    let kept = 0;
    for (;;) {
      const got = input.readBytes(bytes, kept);
      const end = kept + got;
      const before = sheet.boards;
      const stop = sheet.readPlainLines(bytes, 0, end);
      // The count at the last round number passed, as the text road tells it (a read holds far fewer lines
      // than that).
      const passed = Math.floor(sheet.boards / PROGRESS_EVERY);
      if (showProgress && passed > Math.floor(before / PROGRESS_EVERY))
        this.problems.progress(`solved ${count(passed * PROGRESS_EVERY, 'board')}`);
      const left = end - stop;
      // Less than a plain line's worth left over may be the start of one: kept for the next read.
      if (got > 0 && left < LONGEST_PLAIN_LINE) {
        bytes.copyWithin(0, stop, end);
        kept = left;
        continue;
      }
      if (left > 0) input.unread(bytes.subarray(stop, end));
      this.reader.resumeAt(sheet.boards);
      return;
    }
  }

  private boardReader(): BoardReader {
    const showProgress = this.io.errIsTerminal && !this.io.outIsTerminal;
    return new BoardReader(
      {
        board: (text, start, end, line) => {
          this.sheet.read(text, start, end, line);
          if (showProgress && this.sheet.boards % PROGRESS_EVERY === 0)
            this.problems.progress(`solved ${count(this.sheet.boards, 'board')}`);
        },
        caseCount: (declared, line) => (this.caseCount = { declared, line }),
        longLine: (line, head, length) => {
          this.problems.add(() => describeLongLine(line, head, length, MOST_LINE_CHARACTERS));
          this.sheet.invalidLine();
        },
      },
      // The size read fast: the one given, or the eight puzzle's, whose cells are tried first on every line.
      this.options.puzzle?.size ?? EIGHT_PUZZLE.size,
      MOST_LINE_CHARACTERS,
    );
  }

  /**
   * A line that is not a board: its message is made only if it is shown, which is at once or never (so the
   * reader's text is still good).
   */
  private badBoard(text: string, start: number, end: number, line: number): void {
    this.problems.add(() => {
      const boardText = text.slice(start, end);
      const parsed = parseBoard(boardText, this.options.puzzle?.size);
      return parsed.ok ? '' : describeBoardError(boardText, line, parsed.error);
    });
  }

  /**
   * The rest of the input, drained through the large solver board by board.
   * Ctrl+C is the command's to hear from the first large board on, so the
   * input is read from now on without holding the thread (a read of a
   * terminal or a pipe would hold it until the input came, and the signal
   * with it), and a Ctrl+C while it waits ends the run.
   */
  private async later(): Promise<number> {
    try {
      if (!(await this.sheet.drain())) return this.finish();
      for (let chunk = await this.nextChunk(); chunk !== undefined; chunk = await this.nextChunk()) {
        if (chunk === INTERRUPTED) return this.interrupted();
        this.reader.push(chunk);
        if (!(await this.sheet.drain())) return this.finish();
      }
      this.reader.end();
      await this.sheet.drain();
      this.out.flush();
    } catch (error) {
      if (!(error instanceof OutputClosed)) throw error;
    } finally {
      this.problems.clearProgress();
      this.input.close?.();
    }
    return this.finish();
  }

  /** The input's next piece, or {@link INTERRUPTED} when the command's signal comes first. */
  private async nextChunk(): Promise<string | undefined | typeof INTERRUPTED> {
    const { input } = this;
    const signal = this.io.signal;
    if (!input.readSoon || !signal) return input.read();
    if (signal.aborted) return INTERRUPTED;
    let stop: (() => void) | undefined;
    const aborted = new Promise<typeof INTERRUPTED>((resolve) => {
      stop = () => resolve(INTERRUPTED);
      signal.addEventListener('abort', stop, { once: true });
    });
    const reading = input.readSoon();
    // Left behind when the signal wins: the source's close ends it, and its end is no one's error.
    reading.catch(() => undefined);
    try {
      return await Promise.race([reading, aborted]);
    } finally {
      if (stop) signal.removeEventListener('abort', stop);
    }
  }

  /** Ctrl+C while the input was awaited: every answer so far is written; nothing was being searched. */
  private interrupted(): number {
    this.out.flush();
    this.cancelled = true;
    this.problems.notice(
      `eight-puzzle: solve: cancelled while waiting for input, after ${count(this.sheet.boards, 'board')}`,
    );
    return this.finish();
  }

  /**
   * One board for the large solver, with its progress on a terminal and what standard error is told of its
   * answer.
   */
  private async solveLarge(large: LargeBoard): Promise<LargeAnswer> {
    const { io, problems } = this;
    const solveLarge = io.solveLarge;
    if (!solveLarge)
      throw new CommandError(
        `line ${large.line + 1}: ${large.puzzle.size.name} boards need the large solver, which this build of eight-puzzle does not have`,
      );
    this.out.flush();
    const which = this.boardName(large);
    // Of the boards searched at once, the progress line follows the one whose answer is written next.
    const shown = (): boolean => this.sheet.awaiting === large;
    const show = (line: string): void => {
      if (shown()) problems.progress(line);
    };
    const answer = await solveLarge(largeRequest(large.puzzle, large.board, this.options.budget), {
      signal: io.signal,
      onProgress: io.errIsTerminal
        ? (p) =>
            show(
              `${which}: bound ${p.bound}, ${formatProgressNodes(p.nodes)} nodes${databasesNote(large.puzzle, p.databases)}`,
            )
        : undefined,
      onDatabase: io.errIsTerminal
        ? (p) =>
            show(
              `${which}: building the pattern databases: ${p.what} ${Math.floor((100 * p.done) / Math.max(1, p.total))}%`,
            )
        : undefined,
    });
    if (shown()) problems.clearProgress();
    // Boards searched at once are cancelled together: finish names the first of them in order, where the
    // answers stop.
    if (answer.kind === 'cancelled') this.cancelled = true;
    if (answer.kind === 'unproven')
      problems.notice(
        `line ${large.line + 1}: ${count(answer.moves.length, 'move')}, not proven shortest (the search's budget ran out)`,
      );
    return answer;
  }

  private boardName(large: LargeBoard): string {
    return this.caseCount ? `board ${large.number} of ${this.caseCount.declared}` : `board ${large.number}`;
  }

  private finish(): number {
    const { problems, sheet } = this;
    const stoppedAt = sheet.stoppedAt;
    if (stoppedAt)
      problems.notice(
        `eight-puzzle: solve: cancelled at ${this.boardName(stoppedAt)} (line ${stoppedAt.line + 1})`,
      );
    problems.finish(
      (more) =>
        `… and ${count(more, 'more line')} that ${more === 1 ? 'is' : 'are'} not a board, answered "${INVALID}"`,
    );
    const name = inputName(this.options.file);
    const counted = caseCountNotice(name, this.caseCount, sheet.boards);
    if (counted) problems.notice(counted.message);
    if (counted?.fails) return EXIT.badInput;
    if (this.cancelled) return EXIT.interrupted;
    return sheet.invalid > 0 ? EXIT.badInput : EXIT.ok;
  }
}
