import { layoutRuling, OutputReader, Problem, Ruling } from '../../problems';
import { AnswerJudge } from './answerJudge';
import { OutputLineSplitter } from './outputLineSplitter';

/** What a run's answers tell the session, case by case, as they arrive. */
export interface RulingSink {
  /** Case `index` (of the set) was answered and ruled on; `text` is its answer, trimmed. */
  ruled(index: number, ruling: Ruling, text: string): void;
}

/**
 * The longest answer line read whole: far longer than any shortest answer
 * (a weighted search's may run to thousands of moves), small enough that one
 * huge line costs the judge nothing (the splitter skips the rest as bytes).
 */
export const MOST_ANSWER_LINE_CHARACTERS = 1 << 20;

/**
 * One run's output, read as it arrives: cut into lines (the sandbox's
 * splitter, which caps a line's length), read in the problem's layout into
 * one answer per case, and each answer ruled on at once, so the output of
 * 9! boards is never held whole. A run of one board reads its first
 * non-empty line as the answer, as the judges do.
 */
export class RunAnswers {
  private readonly splitter: OutputLineSplitter;
  private readonly reader: OutputReader;
  /** A run of one board in a layout of plain lines: blank lines before the answer are skipped. */
  private skipping: boolean;
  /** The full length of the line being read, when the splitter cut it. */
  private cutLength: number | undefined;

  /** The run holds cases `from` to `from + count` of the set. */
  constructor(
    problem: Problem,
    private readonly from: number,
    count: number,
    judge: AnswerJudge,
    private readonly sink: RulingSink,
    alone: boolean,
  ) {
    this.skipping = alone && problem.output.kind === 'lines';
    this.reader = new OutputReader(
      problem.output,
      count,
      {
        answer: (position, text, moves) =>
          this.sink.ruled(
            this.from + position,
            this.cutLength === undefined
              ? judge.judge(this.from + position, text, moves)
              : tooLong(this.cutLength),
            text,
          ),
        misplaced: (position, reason, text, moves, layoutOnly) => {
          const index = this.from + position;
          const answer = layoutOnly ? judge.judge(index, text, moves) : undefined;
          // Out of its place and wrong besides: the answer's own reason is the one that matters.
          const ruling =
            answer === undefined
              ? { verdict: 'wrong-answer' as const, reason }
              : answer.verdict === 'accepted'
                ? layoutRuling(problem, reason)
                : answer;
          this.sink.ruled(index, ruling, text);
        },
      },
      problem.name,
    );
    this.splitter = new OutputLineSplitter((line, length) => {
      if (this.skipping) {
        if (line.trim() === '') return;
        this.skipping = false;
      }
      this.cutLength = length > line.length ? length : undefined;
      this.reader.line(line);
      this.cutLength = undefined;
    }, MOST_ANSWER_LINE_CHARACTERS);
  }

  /** Cases the output has answered (in place or not). */
  get answered(): number {
    return this.reader.answered;
  }

  /** Non-empty lines after the last case. */
  get extra(): number {
    return this.reader.extra;
  }

  /** Lines of output seen so far, the last one even without its line end once {@link end} is called. */
  get lines(): number {
    return this.splitter.lines;
  }

  push(piece: Buffer): void {
    this.splitter.push(piece);
  }

  end(): void {
    this.splitter.end();
    this.reader.end();
  }
}

function tooLong(length: number): Ruling {
  return {
    verdict: 'wrong-answer',
    reason: `an answer of ${length.toLocaleString('en-US')} characters, more than the ${MOST_ANSWER_LINE_CHARACTERS.toLocaleString('en-US')} the judge reads`,
  };
}
