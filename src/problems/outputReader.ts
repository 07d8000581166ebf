import type { OutputLayout } from './spec';

/** What an {@link OutputReader} finds, case by case, in the order the program wrote it. */
export interface OutputEvents {
  /** Case `index`'s answer, trimmed; `count` is the number of moves its `Case k: n` header gave (HDU 3567). */
  answer(index: number, text: string, count: number | undefined): void;
  /**
   * Case `index` answered, but not in the layout, and where. `layoutOnly`:
   * only its lines or spaces are amiss (a blank line missing, a header
   * spaced otherwise), so the answer is judged, and a right one is a
   * presentation error; otherwise (no header at all, another case's
   * number) a wrong answer.
   */
  misplaced(
    index: number,
    reason: string,
    text: string,
    count: number | undefined,
    layoutOnly: boolean,
  ): void;
}

/** Spaces, tabs and a carriage return around an answer are the judges' business, not the program's. */
const AROUND = /^[ \t\r\f\v\ufeff]+|[ \t\r\f\v]+$/g;

/** An answer line without the blanks around it. */
export function trimAnswer(line: string): string {
  // Most lines have nothing to trim: two character tests instead of a regular expression, 362,880 times.
  if (
    line === '' ||
    (isLetterOrDigit(line.charCodeAt(0)) && isLetterOrDigit(line.charCodeAt(line.length - 1)))
  )
    return line;
  return line.replace(AROUND, '');
}

function isLetterOrDigit(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
}

const HEADER = /^Case (\d+): (\d+)$/;
/** A header a judge would not take as it is written: other spacing, other case, no colon. */
const LOOSE_HEADER = /^case\s*#?\s*(\d+)\s*:?\s*(\d+)$/i;

/**
 * Reads a program's output, a line at a time as it arrives, into one answer
 * per case, in the problem's layout: an answer a line; a blank line between
 * two answers (UVa 652); or `Case k: n` and then the moves on a line of
 * their own (HDU 3567, an empty line for a solved case). It keeps nothing
 * but its place, so an output of any length costs only its lines. An
 * answer out of its place is a presentation error that says where; lines
 * after the last case are counted when they hold anything.
 */
export class OutputReader {
  /** Cases the output has said something for. */
  answered = 0;
  /** Non-empty lines after the last case. */
  extra = 0;
  /** In `blank-between`, a blank line is due; in `case-headed`, the moves of the case just headed are. */
  private pending = false;
  private headerCount: number | undefined;
  /** What is wrong with the pending case's header, if anything, and whether only its spacing is. */
  private headerProblem: { readonly reason: string; readonly layoutOnly: boolean } | undefined;

  /** `name` is the problem's (`UVa 652`), for the reasons a misplaced answer gets. */
  constructor(
    private readonly layout: OutputLayout,
    private readonly cases: number,
    private readonly events: OutputEvents,
    private readonly name: string,
  ) {}

  /** One line of output, without its `\n`. */
  line(raw: string): void {
    switch (this.layout.kind) {
      case 'lines':
        return this.plainLine(trimAnswer(raw));
      case 'blank-between':
        return this.separatedLine(trimAnswer(raw));
      case 'case-headed':
        return this.headedLine(trimAnswer(raw));
    }
  }

  /** The output has ended: a case headed but given no moves line has the empty answer. */
  end(): void {
    if (this.layout.kind === 'case-headed' && this.pending) this.finishHeaded('');
  }

  private plainLine(text: string): void {
    if (this.answered >= this.cases) {
      if (text !== '') this.extra++;
      return;
    }
    this.events.answer(this.answered++, text, undefined);
  }

  private separatedLine(text: string): void {
    if (this.answered >= this.cases) {
      if (text !== '') this.extra++;
      return;
    }
    if (this.pending) {
      this.pending = false;
      if (text === '') return;
      // The blank line is missing: this line is the next answer, out of its place.
      this.events.misplaced(
        this.answered++,
        `no blank line before it: ${this.name} puts a blank line between two answers`,
        text,
        undefined,
        true,
      );
      this.pending = this.answered < this.cases;
      return;
    }
    this.events.answer(this.answered++, text, undefined);
    this.pending = this.answered < this.cases;
  }

  private headedLine(text: string): void {
    if (this.answered >= this.cases) {
      if (text !== '') this.extra++;
      return;
    }
    const header = HEADER.exec(text) ?? LOOSE_HEADER.exec(text);
    if (this.pending) {
      // Moves never look like a header: a header here means the case before had no moves line.
      if (!header) return this.finishHeaded(text);
      this.finishHeaded('');
      if (this.answered >= this.cases) {
        this.extra++;
        return;
      }
    }
    const expected = this.answered + 1;
    if (!header) {
      // No header at all: the line is the case's whole output, out of its place.
      this.events.misplaced(
        this.answered++,
        `'${text}' where the header 'Case ${expected}: n' is expected (${this.name} heads each answer with it)`,
        text,
        undefined,
        false,
      );
      return;
    }
    const [, number, count] = header;
    this.pending = true;
    this.headerCount = Number(count);
    const written = `Case ${number}: ${count}`;
    if (Number(number) !== expected)
      this.headerProblem = {
        reason: `the header '${text}' where 'Case ${expected}: ${count}' is expected`,
        layoutOnly: false,
      };
    else if (header[0] !== written)
      this.headerProblem = {
        reason: `the header '${text}': ${this.name} writes it '${written}'`,
        layoutOnly: header[0].replace(/\s+/g, '') === written.replace(/\s+/g, ''),
      };
  }

  private finishHeaded(moves: string): void {
    const index = this.answered++;
    const problem = this.headerProblem;
    this.pending = false;
    this.headerProblem = undefined;
    if (problem !== undefined)
      this.events.misplaced(index, problem.reason, moves, this.headerCount, problem.layoutOnly);
    else this.events.answer(index, moves, this.headerCount);
    this.headerCount = undefined;
  }
}
