import { Board, BoardReader, cellCount, describeVerdict, EIGHT_PUZZLE, goalOf, isAccepted, isRanked, judgeAnswer, parseBoard, readBoardCells, readCells, sameBoard, Shape, UNSOLVABLE } from '../engine';
import { AnswerLine, AnswerLines } from './answerLines';
import { EXIT, Io, MOST_LINE_CHARACTERS, OutputClosed } from './io';
import { CaseCount, caseCountNotice, count, describeBoardError, describeLongLine, escapeControls, formatCount } from './messages';
import { Output } from './output';
import { Problems } from './problems';
import { largeRequest } from './largeBoards';
import { otherSquareSize } from './solve';

export interface CheckOptions {
  readonly input: string;
  readonly output: string;
  /** Every board's size; undefined: each board's is inferred from its cells (3-line grids are 3×3). */
  readonly shape?: Shape;
  /** The goal, of `shape`; undefined: each size's default goal. */
  readonly goal?: Board;
  /** Also reject valid answers longer than a shortest one. */
  readonly optimal: boolean;
}

/** A large board's answer that reaches the goal, waiting for the solver to say whether it is shortest (`--optimal`). */
interface Unproven {
  readonly board: Board;
  readonly shape: Shape;
  readonly goal: Board;
  readonly text: string;
  readonly number: number;
  readonly line: number;
}

/**
 * `eight-puzzle check`: a special judge. Any move string that reaches the
 * goal is accepted, as the judges accept it, unless `--optimal` is given.
 * INPUT and OUTPUT are read in step, a piece at a time: board i is judged
 * against output line i as soon as both are read, and neither file is held.
 * With `--optimal`, boards of more than 9 cells whose answers reach the goal
 * are judged last, once the large solver has found their shortest length.
 */
export function checkCommand(io: Io, options: CheckOptions): number | Promise<number> {
  const input = io.open(options.input);
  const answers = new AnswerLines(io.open(options.output), MOST_LINE_CHARACTERS);
  const out = new Output(io);
  const fast = options.shape ?? EIGHT_PUZZLE;
  const cells = new Array<number>(cellCount(fast)).fill(0);
  let caseCount: CaseCount | undefined;
  let cases = 0;
  let wrong = 0;
  let malformed = 0;
  // The verdicts are the report; once no one reads them, judging goes on for a true exit code.
  let reportClosed = false;
  const reporting = (write: () => void): void => {
    if (reportClosed) return;
    try {
      write();
    } catch (error) {
      if (!(error instanceof OutputClosed)) throw error;
      reportClosed = true;
    }
  };
  const report = (line: string): void => reporting(() => out.text(line + '\n'));
  const problems = new Problems(io, () => reporting(() => out.flush()));

  const notJudged = (describe: () => string, line: number): void => {
    cases++;
    malformed++;
    answers.next();
    problems.add(() => `${options.input}: ${describe()}`);
    report(`case ${cases}: the input board (line ${line + 1}) is malformed, not judged`);
  };
  const unproven: Unproven[] = [];
  const judge = (board: Board, shape: Shape): void => {
    cases++;
    const answer = answers.next();
    const goal = options.goal ?? goalOf(shape);
    const problem = answerProblem(board, shape, goal, answer, answers.read, options.optimal);
    if (problem === undefined) return;
    if (problem === NEEDS_SHORTEST && answer) {
      unproven.push({ board: board.slice(), shape, goal, text: judgedText(answer.text.trim(), shape), number: cases, line: answer.line });
      return;
    }
    wrong++;
    // Case and line numbers plain, for grep and editors; counts with separators, for people.
    report(answer ? `case ${cases} (output line ${answer.line + 1}): ${problem}` : `case ${cases}: ${problem}`);
  };

  const reader = new BoardReader(
    {
      board: (text, start, end, line) => {
        if (options.shape ? readBoardCells(text, start, end, cells, fast) : readCells(text, start, end, cells)) return judge(cells, fast);
        const boardText = text.slice(start, end);
        // Without a size, a line that is not an eight puzzle's board may be another size's.
        const inferred = options.shape || !otherSquareSize(text, start, end) ? undefined : parseBoard(boardText);
        if (inferred?.ok) return judge(inferred.board, inferred.shape);
        notJudged(() => {
          const parsed = parseBoard(boardText, options.shape ?? EIGHT_PUZZLE);
          return parsed.ok ? '' : describeBoardError(boardText, line, parsed.error);
        }, line);
      },
      caseCount: (declared, line) => (caseCount = { declared, line }),
      longLine: (line, head, length) => notJudged(() => describeLongLine(line, head, length, MOST_LINE_CHARACTERS), line),
    },
    MOST_LINE_CHARACTERS,
    fast,
  );
  for (let chunk = input.read(); chunk !== undefined; chunk = input.read()) reader.push(chunk);
  reader.end();

  // Answers after the last board: reported once, as a range.
  let extra = 0;
  let firstExtra = 0;
  let lastExtra = 0;
  for (let answer = answers.next(); answer; answer = answers.next()) {
    if (!answer.tooLong && answer.text.trim() === '') continue;
    if (extra++ === 0) firstExtra = answer.line;
    lastExtra = answer.line;
  }
  if (extra > 0) {
    const where = firstExtra === lastExtra ? `output line ${firstExtra + 1}` : `output lines ${firstExtra + 1} to ${lastExtra + 1}`;
    report(`${where}: ${count(extra, 'extra answer')}, after the last of ${count(cases, 'board')}`);
  }

  const finish = (): number => {
    const accepted = cases - wrong - malformed;
    const extraWords = extra > 0 ? `, ${count(extra, 'extra answer')}` : '';
    report(
      wrong === 0 && malformed === 0 && extra === 0
        ? `all ${count(cases, 'case')} accepted`
        : `${formatCount(accepted)} of ${count(cases, 'case')} accepted, ${formatCount(wrong)} wrong${malformed > 0 ? `, ${formatCount(malformed)} not judged` : ''}${extraWords}`,
    );
    reporting(() => out.flush());
    problems.finish((more) => `${options.input}: … and ${count(more, 'more malformed board')}, not judged`);
    const mismatch = caseCountNotice(options.input, caseCount, cases);
    if (mismatch) problems.notice(mismatch);
    if (malformed > 0) return EXIT.badInput;
    return wrong === 0 && extra === 0 ? EXIT.ok : EXIT.wrong;
  };
  if (unproven.length === 0) return finish();

  const solveLarge = io.solveLarge;
  return (async (): Promise<number> => {
    for (const waiting of unproven) {
      const where = `case ${waiting.number} (output line ${waiting.line + 1})`;
      const answer = solveLarge ? await solveLarge(largeRequest(waiting.board, waiting.goal, waiting.shape), { signal: io.signal }) : undefined;
      problems.clearProgress();
      if (answer?.kind === 'cancelled') {
        problems.notice(`eight-puzzle: check: cancelled while finding the shortest answer to ${where}`);
        reporting(() => out.flush());
        return EXIT.interrupted;
      }
      if (answer?.kind !== 'shortest') {
        malformed++;
        report(`${where}: not judged: its shortest length is not known (${answer ? "the search's budget ran out" : 'this build has no solver for large boards'})`);
        continue;
      }
      const verdict = judgeAnswer(waiting.board, waiting.text, waiting.goal, waiting.shape, answer.moves.length);
      if (isAccepted(verdict, true)) continue;
      wrong++;
      report(`${where}: ${escapeControls(describeVerdict(verdict).message)}`);
    }
    return finish();
  })();
}

/** Said of an answer that reaches the goal when only the large solver can tell whether it is shortest. */
const NEEDS_SHORTEST = 'needs the shortest length';

/** UVa 10181's words for a board that cannot be solved, taken as `unsolvable`. */
const UVA_UNSOLVABLE = 'This puzzle is not solvable.';

/**
 * The answer as the engine judges it. The 15-puzzle's judges (UVa 10181)
 * write moves in upper case, so boards of more than 9 cells take both cases
 * and UVa's sentence for an unsolvable board; the eight puzzle's answers
 * stay as strict as its judges are.
 */
function judgedText(text: string, shape: Shape): string {
  if (isRanked(shape)) return text;
  if (text === UVA_UNSOLVABLE) return UNSOLVABLE;
  return /^[udlrUDLR]*$/.test(text) ? text.toLowerCase() : text;
}

/** What is wrong with the answer to `board`, or undefined when it is accepted. */
function answerProblem(board: Board, shape: Shape, goal: Board, answer: AnswerLine | undefined, linesRead: number, optimal: boolean): string | undefined {
  if (answer === undefined) {
    // A missing last line is the empty answer, right for a solved board.
    if (sameBoard(board, goal)) return undefined;
    return `no answer (the output has only ${count(linesRead, 'line')})`;
  }
  if (answer.tooLong) return `the answer is ${formatCount(answer.length)} characters long, too long to judge (a line may hold at most ${formatCount(MOST_LINE_CHARACTERS)})`;
  const verdict = judgeAnswer(board, judgedText(answer.text.trim(), shape), goal, shape);
  if (isAccepted(verdict, optimal)) return undefined;
  return optimal && verdict.kind === 'reaches-goal' ? NEEDS_SHORTEST : escapeControls(describeVerdict(verdict).message);
}
