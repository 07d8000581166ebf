// A text read a piece at a time, cut into lines wherever the pieces end. A
// line over the cap is never held: its start and its length are reported
// instead, so one huge line cannot take the memory of the whole run.

export interface LineEvents {
  /** A line without its line end (LF or CR LF); `line` is 1-based. */
  line(line: number, text: string): void;
  /** A line over the cap: its first characters and its length. */
  longLine(line: number, head: string, length: number): void;
}

/** How much of a line over the cap is kept, to show where it starts. */
const LONG_LINE_HEAD = 80;
const BYTE_ORDER_MARK = '\ufeff';

export class TextLineSplitter {
  private pending = '';
  private long: { head: string; length: number } | undefined;
  private lines = 0;
  private started = false;

  constructor(
    private readonly events: LineEvents,
    private readonly most: number,
  ) {}

  push(piece: string): void {
    let from = 0;
    if (!this.started) {
      this.started = piece.length > 0;
      if (piece.startsWith(BYTE_ORDER_MARK)) from = 1;
    }
    for (;;) {
      const end = piece.indexOf('\n', from);
      if (end < 0) return this.hold(piece, from, piece.length);
      this.hold(piece, from, end);
      this.endLine();
      from = end + 1;
    }
  }

  /** The last line, when the text does not end with a line end. */
  end(): void {
    if (this.pending !== '' || this.long) this.endLine();
  }

  private hold(piece: string, from: number, to: number): void {
    if (from === to) return;
    if (this.long) {
      this.long.length += to - from;
    } else if (this.pending.length + (to - from) > this.most) {
      this.long = {
        head: (this.pending + piece.slice(from, from + LONG_LINE_HEAD)).slice(0, LONG_LINE_HEAD),
        length: this.pending.length + to - from,
      };
      this.pending = '';
    } else {
      this.pending = this.pending === '' ? piece.slice(from, to) : this.pending + piece.slice(from, to);
    }
  }

  private endLine(): void {
    this.lines++;
    const long = this.long;
    if (long) {
      this.long = undefined;
      this.events.longLine(this.lines, long.head, long.length);
      return;
    }
    const text = this.pending.endsWith('\r') ? this.pending.slice(0, -1) : this.pending;
    this.pending = '';
    this.events.line(this.lines, text);
  }
}
