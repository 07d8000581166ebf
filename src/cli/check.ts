import {
  Board,
  BoardReader,
  describeVerdict,
  EIGHT_PUZZLE,
  hasTable,
  isAccepted,
  judgeAnswer,
  otherSizeByCells,
  parseBoard,
  Puzzle,
  puzzleOfSize,
  readBoardCells,
  sameBoard,
  Size,
  UNSOLVABLE,
  UVA_UNSOLVABLE,
} from '../engine';
import { AnswerLine, AnswerLines } from './answerLines';
import { EXIT, Io, MOST_LINE_CHARACTERS, OutputClosed, TextSource } from './io/io';
import { LargeAnswer, largeRequest } from './solver/largeBoards';
import {
  CaseCount,
  caseCountNotice,
  count,
  describeBoardError,
  describeLongLine,
  escapeControls,
  formatCount,
} from './io/messages';
import { Output } from './io/output';
import { UnreadableLineReport } from './io/unreadableLineReport';

export interface CheckOptions {
  readonly input: string;
  readonly output: string;
  /**
   * Every board's size and goal; undefined: each board's size is inferred from its cells (3-line grids are
   * 3×3), toward its own goal.
   */
  readonly puzzle?: Puzzle;
  /** Also reject valid answers longer than a shortest one. */
  readonly optimal: boolean;
}

/** A large board's answer that reaches the goal, waiting for the solver to say whether it is shortest (`--optimal`). */
interface Unproven {
  readonly puzzle: Puzzle;
  readonly board: Board;
  readonly text: string;
  readonly number: number;
  readonly line: number;
}

/** Said of an answer that reaches the goal when only the large solver can tell whether it is shortest. */
const NEEDS_SHORTEST = 'needs the shortest length';

/**
 * `eight-puzzle check`: a special judge. Any move string that reaches the
 * goal is accepted, as the judges accept it, unless `--optimal` is given.
 * INPUT and OUTPUT are read in step, a piece at a time: board i is judged
 * against output line i as soon as both are read, and neither file is held.
 * With `--optimal`, boards of the sizes without a table whose answers reach
 * the goal are judged last, once the large solver has found their shortest length.
 */
export function checkCommand(io: Io, options: CheckOptions): number | Promise<number> {
  const checking = new Checking(io, options);
  checking.judgeInput();
  checking.countExtraAnswers();
  return checking.hasUnproven() ? checking.judgeUnproven() : checking.finish();
}

/** One run of `check`: the two files read in step, and the counts its summary gives. */
class Checking {
  private readonly input: TextSource;
  private readonly answers: AnswerLines;
  private readonly out: Output;
  private readonly problems: UnreadableLineReport;
  private readonly fast: Size;
  private readonly cells: number[];
  private readonly unproven: Unproven[] = [];
  private caseCount: CaseCount | undefined;
  private cases = 0;
  private wrong = 0;
  private malformed = 0;
  private extra = 0;
  /** The verdicts are the report; once no one reads them, judging goes on for a true exit code. */
  private reportClosed = false;

  constructor(
    private readonly io: Io,
    private readonly options: CheckOptions,
  ) {
    this.input = io.open(options.input);
    this.answers = new AnswerLines(io.open(options.output), MOST_LINE_CHARACTERS);
    this.out = new Output(io);
    this.problems = new UnreadableLineReport(io, () => this.reporting(() => this.out.flush()));
    this.fast = options.puzzle?.size ?? EIGHT_PUZZLE.size;
    this.cells = new Array<number>(this.fast.cells).fill(0);
  }

  /** Every board of INPUT, judged against its line of OUTPUT as both are read. */
  judgeInput(): void {
    const given = this.options.puzzle?.size;
    const reader = new BoardReader(
      {
        board: (text, start, end, line) => {
          if (readBoardCells(text, start, end, this.cells, this.fast))
            return this.judge(this.cells, this.fast);
          const boardText = text.slice(start, end);
          // Without a size, a line that is not an eight puzzle's board may be another size's.
          const inferred = given || !otherSizeByCells(text, start, end) ? undefined : parseBoard(boardText);
          if (inferred?.ok) return this.judge(inferred.board, inferred.size);
          this.notJudged(() => {
            const parsed = parseBoard(boardText, this.fast);
            return parsed.ok ? '' : describeBoardError(boardText, line, parsed.error);
          }, line);
        },
        caseCount: (declared, line) => (this.caseCount = { declared, line }),
        longLine: (line, head, length) =>
          this.notJudged(() => describeLongLine(line, head, length, MOST_LINE_CHARACTERS), line),
      },
      this.fast,
      MOST_LINE_CHARACTERS,
    );
    for (let chunk = this.input.read(); chunk !== undefined; chunk = this.input.read()) reader.push(chunk);
    reader.end();
  }

  /** Answers after the last board: reported once, as a range. */
  countExtraAnswers(): void {
    let first = 0;
    let last = 0;
    for (let answer = this.answers.next(); answer; answer = this.answers.next()) {
      if (!answer.tooLong && answer.text.trim() === '') continue;
      if (this.extra++ === 0) first = answer.line;
      last = answer.line;
    }
    if (this.extra === 0) return;
    const where = first === last ? `output line ${first + 1}` : `output lines ${first + 1} to ${last + 1}`;
    this.report(
      `${where}: ${count(this.extra, 'extra answer')}, after the last of ${count(this.cases, 'board')}`,
    );
  }

  hasUnproven(): boolean {
    return this.unproven.length > 0;
  }

  /**
   * The large boards' answers that reach the goal, judged once the solver has found their shortest lengths.
   */
  async judgeUnproven(): Promise<number> {
    const { io, problems, unproven } = this;
    const solveLarge = io.solveLarge;
    // A few boards asked about ahead of the one judged next, so a solver with several workers searches them
    // at once.
    const ahead = Math.max(1, io.largeSearchesAtOnce ?? 1);
    const asked: Promise<LargeAnswer | undefined>[] = [];
    for (let next = 0; next < unproven.length; next++) {
      while (asked.length < Math.min(unproven.length, next + ahead)) {
        const { puzzle, board } = unproven[asked.length];
        const answer = solveLarge
          ? solveLarge(largeRequest(puzzle, board), { signal: io.signal })
          : Promise.resolve(undefined);
        // Handled here as well: an answer the check stops before reading must not be an unhandled rejection.
        answer.catch(() => undefined);
        asked.push(answer);
      }
      const waiting = unproven[next];
      const where = `case ${waiting.number} (output line ${waiting.line + 1})`;
      const answer = await asked[next];
      problems.clearProgress();
      if (answer?.kind === 'cancelled') {
        problems.notice(`eight-puzzle: check: cancelled while finding the shortest answer to ${where}`);
        this.reporting(() => this.out.flush());
        return EXIT.interrupted;
      }
      if (answer?.kind !== 'shortest') {
        this.malformed++;
        this.report(
          `${where}: not judged: its shortest length is not known (${answer ? "the search's budget ran out" : 'this build has no solver for large boards'})`,
        );
        continue;
      }
      const verdict = judgeAnswer(waiting.puzzle, waiting.board, waiting.text, answer.moves.length);
      if (isAccepted(verdict, true)) continue;
      this.wrong++;
      this.report(`${where}: ${escapeControls(describeVerdict(verdict).message)}`);
    }
    return this.finish();
  }

  /** The summary, the problems' count and the exit code. */
  finish(): number {
    const { cases, wrong, malformed, extra } = this;
    const accepted = cases - wrong - malformed;
    const extraWords = extra > 0 ? `, ${count(extra, 'extra answer')}` : '';
    this.report(
      wrong === 0 && malformed === 0 && extra === 0
        ? `all ${count(cases, 'case')} accepted`
        : `${formatCount(accepted)} of ${count(cases, 'case')} accepted, ${formatCount(wrong)} wrong${malformed > 0 ? `, ${formatCount(malformed)} not judged` : ''}${extraWords}`,
    );
    this.reporting(() => this.out.flush());
    this.problems.finish(
      (more) => `${this.options.input}: … and ${count(more, 'more malformed board')}, not judged`,
    );
    const counted = caseCountNotice(this.options.input, this.caseCount, cases);
    if (counted) this.problems.notice(counted.message);
    if (counted?.fails) return EXIT.badInput;
    if (malformed > 0) return EXIT.badInput;
    return wrong === 0 && extra === 0 ? EXIT.ok : EXIT.wrong;
  }

  private judge(board: Board, size: Size): void {
    this.cases++;
    const answer = this.answers.next();
    const puzzle = puzzleOfSize(size, this.options.puzzle);
    const problem = answerProblem(puzzle, board, answer, this.answers.read, this.options.optimal);
    if (problem === undefined) return;
    if (problem === NEEDS_SHORTEST && answer) {
      this.unproven.push({
        puzzle,
        board: board.slice(),
        text: judgedText(answer.text.trim(), size),
        number: this.cases,
        line: answer.line,
      });
      return;
    }
    this.wrong++;
    // Case and line numbers plain, for grep and editors; counts with separators, for people.
    this.report(
      answer
        ? `case ${this.cases} (output line ${answer.line + 1}): ${problem}`
        : `case ${this.cases}: ${problem}`,
    );
  }

  private notJudged(describe: () => string, line: number): void {
    this.cases++;
    this.malformed++;
    this.answers.next();
    this.problems.add(() => `${this.options.input}: ${describe()}`);
    this.report(`case ${this.cases}: the input board (line ${line + 1}) is malformed, not judged`);
  }

  private reporting(write: () => void): void {
    if (this.reportClosed) return;
    try {
      write();
    } catch (error) {
      if (!(error instanceof OutputClosed)) throw error;
      this.reportClosed = true;
    }
  }

  private report(line: string): void {
    this.reporting(() => this.out.text(line + '\n'));
  }
}

/**
 * The answer as the engine judges it. The 15-puzzle's judges (UVa 10181)
 * write moves in upper case, so boards of the sizes without a table take
 * both cases and UVa's sentence for an unsolvable board; the eight puzzle's
 * answers stay as strict as its judges are.
 */
function judgedText(text: string, size: Size): string {
  if (hasTable(size)) return text;
  if (text === UVA_UNSOLVABLE) return UNSOLVABLE;
  return /^[udlrUDLR]*$/.test(text) ? text.toLowerCase() : text;
}

/** What is wrong with the answer to `board`, or undefined when it is accepted. */
function answerProblem(
  puzzle: Puzzle,
  board: Board,
  answer: AnswerLine | undefined,
  linesRead: number,
  optimal: boolean,
): string | undefined {
  if (answer === undefined) {
    // A missing last line is the empty answer, right for a solved board.
    if (sameBoard(board, puzzle.goal)) return undefined;
    return `no answer (the output has only ${count(linesRead, 'line')})`;
  }
  if (answer.tooLong)
    return `the answer is ${formatCount(answer.length)} characters long, too long to judge (a line may hold at most ${formatCount(MOST_LINE_CHARACTERS)})`;
  const verdict = judgeAnswer(puzzle, board, judgedText(answer.text.trim(), puzzle.size));
  if (isAccepted(verdict, optimal)) return undefined;
  return optimal && verdict.kind === 'reaches-goal'
    ? NEEDS_SHORTEST
    : escapeControls(describeVerdict(verdict).message);
}
