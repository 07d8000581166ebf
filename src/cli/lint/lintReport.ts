import { count, escapeControls, formatCount } from '../io/messages';
import { Output } from '../io/output';

/** What `lint` found, and where, with 1-based lines and columns. */
export interface LintFound {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly text: string;
}

/** An answer found and judged, as `lint` reports it. */
export interface LintAnswer extends LintFound {
  /** The board's text, and the line it starts on. */
  readonly board: string;
  readonly boardLine: number;
  /** Where the board is when it is not in `file`: an answer file's input. */
  readonly boardFile?: string;
  readonly ok: boolean;
  readonly message: string;
}

/** A board found, for `--boards`. */
export interface LintBoard extends LintFound {
  /** `3x3`, the registry's key. */
  readonly size: string;
}

export type LintFormat = 'text' | 'json';

/** What the summary counts. */
export interface LintTotals {
  readonly files: number;
  readonly accepted: number;
  readonly wrong: number;
  readonly unreadable: number;
  /** Links out of the trees given, not followed without --follow-links. */
  readonly linksNotFollowed: number;
}

/**
 * `lint`'s standard output, written as it is found, never gathered: in
 * text, `file:line:column: error: message` as compilers write it (the
 * problem matcher `eight-puzzle-lint` reads this), a summary last, every
 * name and text escaped so that none can forge a line or colour the
 * terminal; in JSON, one array whose elements are written one by one, which
 * JSON's own escapes keep safe.
 */
export class LintReport {
  private entries = 0;

  constructor(
    private readonly out: Output,
    private readonly format: LintFormat,
    private readonly verbose: boolean,
  ) {
    if (format === 'json') out.text('[');
  }

  answer(answer: LintAnswer): void {
    if (this.format === 'json')
      return this.entry('answer', answer, {
        board: answer.board,
        boardLine: answer.boardLine,
        ...(answer.boardFile === undefined ? {} : { boardFile: answer.boardFile }),
        ok: answer.ok,
        message: answer.message,
      });
    if (answer.ok && !this.verbose) return;
    const where =
      answer.boardFile === undefined
        ? `line ${answer.boardLine}`
        : `${escapeControls(answer.boardFile)}:${answer.boardLine}`;
    this.out.text(
      `${placeOf(answer)}: ${answer.ok ? 'info' : 'error'}: ${escapeControls(answer.message)} (answer '${escapeControls(answer.text)}' to the board at ${where})\n`,
    );
  }

  board(board: LintBoard): void {
    if (this.format === 'json') return this.entry('board', board, { size: board.size });
    this.out.text(
      `${placeOf(board)}: info: ${board.size} board ${escapeControls(board.text.replace(/\n/g, ' / '))}\n`,
    );
  }

  /** Ends the report: the array's end, or the summary line. */
  finish(totals: LintTotals): void {
    if (this.format === 'json') {
      this.out.text(this.entries === 0 ? ']\n' : '\n]\n');
      return;
    }
    const answers = totals.accepted + totals.wrong;
    const unreadable = totals.unreadable > 0 ? `, ${count(totals.unreadable, 'path')} unreadable` : '';
    const links =
      totals.linksNotFollowed > 0
        ? `, ${count(totals.linksNotFollowed, 'link')} out of the tree not followed (--follow-links)`
        : '';
    this.out.text(
      `${count(answers, 'answer')} in ${count(totals.files, 'file')}: ${formatCount(totals.accepted)} accepted, ${formatCount(totals.wrong)} wrong${unreadable}${links}\n`,
    );
  }

  /** One element of the JSON array: where it is and what it is, then what its kind adds. */
  private entry(kind: 'answer' | 'board', found: LintFound, more: object): void {
    const { file, line, column, text } = found;
    const value = { file, line, column, kind, text, ...more };
    this.out.text(`${this.entries++ === 0 ? '\n' : ',\n'}${JSON.stringify(value)}`);
  }
}

/** `file:line:column`, as compilers write where, the name escaped. */
function placeOf(found: LintFound): string {
  return `${escapeControls(found.file)}:${found.line}:${found.column}`;
}
