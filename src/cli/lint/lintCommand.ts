import {
  describeVerdict,
  EIGHT_PUZZLE,
  findAnswersBetween,
  findBoardsBetween,
  FoundAnswer,
  FoundBoard,
  headOf,
  isAccepted,
  judgeReading,
  LineSource,
  puzzleOfAnswer,
  Verdict,
} from '../../engine';
import { fileProblemOf, goalFor, Problem } from '../../problems';
import { CommandError, EXIT, Io, OutputClosed, TextSource } from '../io/io';
import { inputPathFor, pairAnswerFile } from './answerFile';
import { LintOptions } from './lintSettings';
import { LintReport } from './lintReport';
import { scanText } from './lintText';
import { notebookLines } from './notebook';
import { walkPaths, WalkEvents } from './lintWalk';
import { escapeControls } from '../io/messages';
import { Output } from '../io/output';
import { UnreadableLineReport } from '../io/unreadableLineReport';

/**
 * Where a line and column (0-based) of what the scanner read are in the file, 1-based as reports give them.
 */
type PlaceOf = (line: number, column: number) => { line: number; column: number };
const AS_READ: PlaceOf = (line, column) => ({ line: line + 1, column: column + 1 });

const NOTEBOOK_EXTENSION = '.ipynb';
/** A notebook is held whole to be parsed: one larger than this is read as plain text, a window at a time. */
const MOST_NOTEBOOK_CHARACTERS = 32 * 1024 * 1024;

/** The name standard input's answers are reported under. */
export const STDIN_NAME = '<stdin>';

/**
 * `eight-puzzle lint`: the editor's scanner, pairing and verdicts over
 * files and folders, for CI. Files are read one at a time, each a window of
 * lines at a time, and every answer is written as it is judged, so memory
 * stays flat however large the tree. Exit 0 when no answer is wrong, 1 when
 * one is, 2 when a path cannot be read.
 */
export function lintCommand(io: Io, options: LintOptions): number {
  const out = new Output(io);
  const problems = new UnreadableLineReport(io, () => out.flush());
  const report = new LintReport(out, options.format, options.verbose);
  const totals = { files: 0, accepted: 0, wrong: 0, unreadable: 0, linksNotFollowed: 0 };
  const linting = new Linting(io, options, report, totals);
  // Messages name paths, whose names may hold a line end or a terminal's escapes.
  const unreadable = (error: CommandError): void => {
    totals.unreadable++;
    problems.notice(`eight-puzzle: lint: ${escapeControls(error.message)}`);
  };
  const events: WalkEvents = {
    file: (file) => linting.lintFile(file, unreadable),
    unreadable,
    passedOver: (path, why) =>
      problems.notice(`eight-puzzle: lint: ${escapeControls(`${path}: passed over: ${why}`)}`),
    linkNotFollowed: () => totals.linksNotFollowed++,
  };
  try {
    for (const path of options.paths) {
      if (path === '-') linting.lintText('-', STDIN_NAME);
      else walkPaths(treeOf(io), [path], { followLinks: options.followLinks }, events);
    }
    report.finish(totals);
    out.flush();
  } catch (error) {
    // The reader of the report has gone: the exit code still tells.
    if (!(error instanceof OutputClosed)) throw error;
  }
  if (totals.unreadable > 0) return EXIT.badInput;
  return totals.wrong > 0 ? EXIT.wrong : EXIT.ok;
}

function treeOf(io: Io): NonNullable<Io['tree']> {
  if (!io.tree) throw new CommandError('lint: this build cannot read folders');
  return io.tree;
}

/** One run's judging: each file scanned, or paired with its input, and every verdict counted. */
class Linting {
  constructor(
    private readonly io: Io,
    private readonly options: LintOptions,
    private readonly report: LintReport,
    private readonly totals: { files: number; accepted: number; wrong: number },
  ) {}

  lintFile(path: string, unreadable: (error: CommandError) => void): void {
    try {
      const input = inputPathFor(path);
      if (input !== undefined && this.isFile(input)) this.lintAnswerFile(path, input);
      else this.lintText(path, path);
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      unreadable(error);
    }
  }

  /**
   * A text read by the scanner, as the editor reads any document; a notebook through its cells (notebook.ts).
   */
  lintText(path: string, name: string): void {
    if (path.toLowerCase().endsWith(NOTEBOOK_EXTENSION) && this.lintNotebook(path, name)) return;
    const source = this.io.open(path);
    // As in the editor: the problem the text names gives its goal (unless --goal or --goals gives one) and
    // its answer form.
    let problem: Problem | undefined;
    try {
      const scanned = scanText(source, {
        context: (head) => {
          const file = fileProblemOf(head);
          problem = file.problem;
          return file.context;
        },
        answer: (answer, lines) => this.judgeFound(name, answer, lines, problem),
        board: this.options.boards ? (board, lines) => this.reportBoard(name, board, lines) : undefined,
      });
      if (scanned === 'text') this.totals.files++;
    } finally {
      // A binary file is left at its first piece: tens of thousands of them must not hold as many
      // descriptors.
      source.close?.();
    }
  }

  /**
   * A Jupyter notebook's cells and outputs, each verdict at its answer's
   * place in the file. False for a file that is no notebook (not JSON, or
   * larger than a notebook is held), which is then read as any text.
   */
  private lintNotebook(path: string, name: string): boolean {
    const source = this.io.open(path);
    let raw = '';
    try {
      for (let chunk = source.read(); chunk !== undefined; chunk = source.read()) {
        raw += chunk;
        if (raw.length > MOST_NOTEBOOK_CHARACTERS) return false;
      }
    } finally {
      source.close?.();
    }
    const notebook = notebookLines(raw);
    if (!notebook) return false;
    this.totals.files++;
    const file = fileProblemOf(headOf(notebook.lineCount, (line) => notebook.lineAt(line)));
    const last = notebook.lineCount - 1;
    const at = (line: number, column: number): { line: number; column: number } => {
      const place = notebook.placeOf(line, column);
      return { line: place.line + 1, column: place.column + 1 };
    };
    if (this.options.boards)
      for (const board of findBoardsBetween(notebook, 0, last, file.context))
        this.reportBoard(name, board, notebook, at);
    for (const answer of findAnswersBetween(notebook, 0, last, file.context))
      this.judgeFound(name, answer, notebook, file.problem, at);
    return true;
  }

  /** `X.out` beside `X.in`: line i answers board i. */
  private lintAnswerFile(path: string, input: string): void {
    const puzzle = this.options.goals.puzzleFor(EIGHT_PUZZLE.size);
    this.totals.files++;
    const boards = this.io.open(input);
    let answers: TextSource | undefined;
    try {
      answers = this.io.open(path);
      pairAnswerFile(boards, answers, puzzle, (paired) => {
        const verdict = judgeReading(puzzle, paired.board, paired.reading, undefined, this.options.moves);
        this.judged(
          verdict,
          {
            file: path,
            line: paired.line + 1,
            column: paired.column + 1,
            text: paired.text,
            board: paired.boardText,
            boardLine: paired.boardLine + 1,
            boardFile: input,
          },
          paired.reading.kind === 'count',
        );
      });
    } finally {
      // Answers after the last board are never read to the end.
      boards.close?.();
      answers?.close?.();
    }
  }

  private judgeFound(
    file: string,
    answer: FoundAnswer,
    lines: LineSource,
    problem: Problem | undefined,
    at: PlaceOf = AS_READ,
  ): void {
    const parsed = answer.board.result;
    // A board that repeats a tile answers nothing, as in the editor.
    if (!parsed.ok) return;
    // A case that gives its own goal (HDU 3567, 九宫重排) is judged toward it; any other toward the goal of its
    // size.
    const puzzle = puzzleOfAnswer(
      answer,
      (size) =>
        goalFor(size, this.options.goals.explicitPuzzleFor(size), this.options.goals.puzzleFor(size), problem)
          .puzzle,
    );
    if (!puzzle) return;
    const { reading } = answer;
    // Capitals and spaced letters are read as the engine plays them; a number of moves is right only when
    // shortest.
    const verdict = judgeReading(puzzle, parsed.board, reading, undefined, this.options.moves);
    const place = at(answer.line, answer.start);
    this.judged(
      verdict,
      {
        file,
        ...place,
        text: answer.text,
        board: boardText(answer.board, lines),
        boardLine: at(answer.board.line, answer.board.start).line,
      },
      reading.kind === 'count',
    );
  }

  private judged(
    verdict: Verdict,
    where: {
      file: string;
      line: number;
      column: number;
      text: string;
      board: string;
      boardLine: number;
      boardFile?: string;
    },
    shortestOnly = false,
  ): void {
    const ok = isAccepted(verdict, shortestOnly);
    if (ok) this.totals.accepted++;
    else this.totals.wrong++;
    this.report.answer({ ...where, ok, message: describeVerdict(verdict).message });
  }

  private reportBoard(file: string, board: FoundBoard, lines: LineSource, at: PlaceOf = AS_READ): void {
    // Only the boards the editor puts a lens over: board-shaped text that repeats a tile is none.
    if (!board.result.ok) return;
    this.report.board({
      file,
      ...at(board.line, board.start),
      text: boardText(board, lines),
      size: board.size.key,
    });
  }

  private isFile(path: string): boolean {
    try {
      return treeOf(this.io).kind(path).kind === 'file';
    } catch {
      return false;
    }
  }
}

/** A line's indentation and comment marker, which a grid's rows after the first may repeat. */
const ROW_PREFIX = /^[ \t]*(?:\/\/+|#+|--+|;+|%+|\/\*+|\*+)?[ \t]*/;

/** A board's text: its cells on one line, or a grid's rows joined by line ends, without comment markers. */
function boardText(board: FoundBoard, lines: LineSource): string {
  if (board.lineCount === 1) return lines.lineAt(board.line).slice(board.start, board.end);
  const rows: string[] = [];
  for (let r = 0; r < board.lineCount; r++) {
    const text = lines.lineAt(board.line + r);
    const row = r === 0 ? text.slice(board.start) : text.replace(ROW_PREFIX, '');
    rows.push(
      r === board.lineCount - 1 && r > 0
        ? text.slice(text.length - row.length, board.end)
        : row.replace(/[ \t]*(?:\*\/)?[ \t]*$/, ''),
    );
  }
  return rows.join('\n');
}
