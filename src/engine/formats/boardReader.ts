import { countCells, countNumbers } from '../parse';
import { Size } from '../sizes';

/** What a {@link BoardReader} finds, called in the order of the lines. */
export interface BoardReaderEvents {
  /**
   * A board's text is `text[start, end)`: one line without its line end, or
   * a grid's three lines with the line ends between them. `line` is the
   * 0-based number of its first line. `text` is the reader's buffer, so it
   * is only good during the call.
   */
  board(text: string, start: number, end: number, line: number, lineCount: number): void;
  /** The first non-empty line is a lone whole number: how many cases the judge's input says follow. */
  caseCount?(count: number, line: number): void;
  /** A line over the reader's cap, which is never held: its first characters and its length. */
  longLine?(line: number, head: string, length: number): void;
}

/** How much of a line over the cap is kept, to show where it starts. */
export const LONG_LINE_HEAD = 80;

const BYTE_ORDER_MARK = 0xfeff;
const CARRIAGE_RETURN = 13;

/**
 * Reads a judges' input a chunk at a time and finds its boards: one per
 * non-empty line, or three lines of three cells for a grid, wherever the
 * chunks happen to end. It holds only the lines it has not finished with
 * (at most two grid rows and a partial line), never the whole input, and
 * counts lines as it goes, so every board comes with its line number.
 *
 * The start of the input is read as judges write it: a byte-order mark is
 * skipped, and a first line that is a lone whole number (`3`) is the case
 * count, not a board, unless it is itself a board (Luogu's `123456780`) or
 * the first row of a grid, or cannot be a count (see {@link isPlausibleCount}).
 *
 * Lines longer than `maxLineLength` are reported, not held, so one huge line
 * cannot take the memory of the whole run.
 */
export class BoardReader {
  /** The lines not finished with, then the newest chunk. */
  private text = '';
  /** Number of the line that starts at `text[0]`. */
  private firstLine = 0;
  /** Where in `text` the next line to read starts, and its number. */
  private next = 0;
  private line = 0;
  /** Lines of a row's cells waiting for the last one to make a grid. */
  private rows = 0;
  private readonly rowStarts: number[];
  private readonly rowEnds: number[];
  /** The size read: a grid is `gridRows` lines of `rowCells` cells, a line of `boardCells` cells a board. */
  private readonly gridRows: number;
  private readonly rowCells: number;
  private readonly boardCells: number;
  /** Cells are one symbol each up to 9 cells, numbers between separators above. */
  private readonly count: (text: string, start: number, end: number) => number;
  private readonly symbolCells: boolean;
  private started = false;
  /** No non-empty line has been read yet: the next one may be a case count. */
  private atStart = true;
  /** The first pending row is a lone number: a case count unless two more rows make it a grid. */
  private countPending = false;
  /** The line over the cap being skipped. */
  private long: { head: string; length: number; content: boolean; lastCode: number } | undefined;

  /** `size` is the size of every board in the input. */
  constructor(
    private readonly events: BoardReaderEvents,
    size: Size,
    private readonly maxLineLength = Infinity,
  ) {
    this.gridRows = size.rows;
    this.rowCells = size.columns;
    this.boardCells = size.cells;
    this.count = size.symbolCells ? countCells : countNumbers;
    this.symbolCells = size.symbolCells;
    this.rowStarts = new Array<number>(size.rows).fill(0);
    this.rowEnds = new Array<number>(size.rows).fill(0);
  }

  /**
   * Starts the reading at line `line`, the lines before it read elsewhere,
   * each a board (AnswerSheet's plain lines): no case count or byte-order
   * mark can come after them. Called before the first {@link push}.
   */
  resumeAt(line: number): void {
    if (line === 0) return;
    this.started = true;
    this.atStart = false;
    this.line = line;
    this.firstLine = line;
  }

  /** The number of the line on which the `text` passed to `board` starts. */
  get textLine(): number {
    return this.firstLine;
  }

  /** Reads the next piece of the input. Boards complete in it are reported before it returns. */
  push(chunk: string): void {
    let from = 0;
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.charCodeAt(0) === BYTE_ORDER_MARK) from = 1;
    }
    const chunkLine = this.line;
    if (this.long) {
      const lineEnd = chunk.indexOf('\n', from);
      this.skip(chunk, from, lineEnd < 0 ? chunk.length : lineEnd);
      if (lineEnd < 0) return;
      this.endLongLine();
      from = lineEnd + 1;
    }

    const keep = this.rows > 0 ? this.rowStarts[0] : this.next;
    if (keep >= this.text.length) {
      // Nothing carried over (always so when `from` > 0): offsets stay those of the chunk.
      this.text = chunk;
      this.next = from;
      this.firstLine = chunkLine;
    } else {
      // Joined rather than added: `+` makes a rope, and every character read would go through it.
      this.text = [this.text.slice(keep), chunk].join('');
      for (let r = 0; r < this.rows; r++) {
        this.rowStarts[r] -= keep;
        this.rowEnds[r] -= keep;
      }
      this.next -= keep;
      this.firstLine = this.line - this.rows;
    }

    const text = this.text;
    let start = this.next;
    for (let end = text.indexOf('\n', start); end >= 0; end = text.indexOf('\n', start)) {
      this.readLine(text, start, end);
      start = end + 1;
    }
    this.next = start;
    if (text.length - start > this.maxLineLength) this.startLongLine(text, start);
  }

  /** The input has ended: reads its last line, if it has no line end, and what was pending. */
  end(): void {
    if (this.long) this.endLongLine();
    else if (this.next < this.text.length) this.readLine(this.text, this.next, this.text.length);
    this.next = this.text.length;
    this.flushRows();
  }

  private readLine(text: string, start: number, end: number): void {
    const contentEnd = end > start && text.charCodeAt(end - 1) === CARRIAGE_RETURN ? end - 1 : end;
    if (contentEnd - start > this.maxLineLength) {
      if (this.rows > 0) this.flushRows();
      this.reportLongLine(
        text.slice(start, start + LONG_LINE_HEAD),
        contentEnd - start,
        this.count(text, start, contentEnd) !== 0,
      );
      this.line++;
      return;
    }
    const cells = this.count(text, start, contentEnd);
    if (cells !== 0 && this.atStart) {
      this.atStart = false;
      if (cells !== this.boardCells && this.isPlausibleCount(text, start, contentEnd)) {
        if (cells !== this.rowCells) {
          this.events.caseCount?.(Number(text.slice(start, contentEnd)), this.line);
          this.line++;
          return;
        }
        this.countPending = true;
      }
    }
    if (cells === this.rowCells) {
      this.rowStarts[this.rows] = start;
      this.rowEnds[this.rows] = contentEnd;
      if (++this.rows === this.gridRows) {
        this.rows = 0;
        this.countPending = false;
        this.events.board(text, this.rowStarts[0], contentEnd, this.line - this.gridRows + 1, this.gridRows);
      }
    } else {
      if (this.rows > 0) this.flushRows();
      if (cells !== 0) this.events.board(text, start, contentEnd, this.line, 1);
    }
    this.line++;
  }

  /**
   * Whether a first line may be a case count: a lone whole number of at most
   * {@link MOST_COUNT_DIGITS} digits, and, where cells are one symbol each,
   * fewer digits than a board has cells. Decided from the line alone, so the
   * reading stays a stream: `123456789` before a million boards is the bad
   * board it is (its `9` is no tile), never a count of 123 million cases.
   */
  private isPlausibleCount(text: string, start: number, end: number): boolean {
    const digits = wholeNumberDigits(text, start, end);
    if (digits === 0 || digits > MOST_COUNT_DIGITS) return false;
    return !this.symbolCells || digits < this.boardCells;
  }

  /** Rows that did not make a grid: each is a line of its own (and a lone number first is the case count). */
  private flushRows(): void {
    for (let r = 0; r < this.rows; r++) {
      const line = this.line - this.rows + r;
      if (r === 0 && this.countPending)
        this.events.caseCount?.(Number(this.text.slice(this.rowStarts[0], this.rowEnds[0])), line);
      else this.events.board(this.text, this.rowStarts[r], this.rowEnds[r], line, 1);
    }
    this.rows = 0;
    this.countPending = false;
  }

  /** Begins skipping the unfinished line at `text[start…]`: only its head is kept. */
  private startLongLine(text: string, start: number): void {
    this.flushRows();
    this.long = { head: text.slice(start, start + LONG_LINE_HEAD), length: 0, content: false, lastCode: 0 };
    this.skip(text, start, text.length);
    this.text = '';
    this.next = 0;
  }

  private skip(text: string, start: number, end: number): void {
    const long = this.long;
    if (!long || end <= start) return;
    long.length += end - start;
    long.lastCode = text.charCodeAt(end - 1);
    if (!long.content) long.content = this.count(text, start, end) !== 0;
  }

  private endLongLine(): void {
    const long = this.long;
    if (!long) return;
    this.long = undefined;
    this.reportLongLine(
      long.head,
      long.lastCode === CARRIAGE_RETURN ? long.length - 1 : long.length,
      long.content,
    );
    this.line++;
  }

  private reportLongLine(head: string, length: number, content: boolean): void {
    // A long run of spaces is still an empty line.
    if (!content) return;
    this.atStart = false;
    this.events.longLine?.(this.line, head.slice(0, length), length);
  }
}

/**
 * The most digits a case count has: ten million cases less one. Judges'
 * inputs hold at most a few million boards; a longer number is a board
 * written without separators, or a mistake, and is reported as a board.
 */
export const MOST_COUNT_DIGITS = 7;

/** How many digits `text[start, end)` has when it is one run of digits with only spaces or tabs around it, else 0. */
function wholeNumberDigits(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  const first = i;
  while (i < end && isDigit(text.charCodeAt(i))) i++;
  const digits = i - first;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  return i === end ? digits : 0;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
