import { StringDecoder } from 'node:string_decoder';

/**
 * Cuts a program's output into lines as it arrives, so a batch run's
 * answers are judged while it runs and its output is never held whole.
 * A line's `\r` stays on it (answers are trimmed); the last line counts
 * even without a line end.
 */
export class LineSplitter {
  private readonly decoder = new StringDecoder('utf8');
  private carry = '';
  /** Lines seen so far. */
  lines = 0;

  constructor(private readonly onLine: (line: string) => void) {}

  push(piece: Buffer): void {
    const text = this.decoder.write(piece);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      const line = start === 0 && this.carry !== '' ? this.carry + text.slice(0, end) : text.slice(start, end);
      this.carry = '';
      this.lines++;
      this.onLine(line);
      start = end + 1;
    }
    if (start < text.length) this.carry += text.slice(start);
  }

  end(): void {
    const rest = this.carry + this.decoder.end();
    this.carry = '';
    if (rest === '') return;
    this.lines++;
    this.onLine(rest);
  }
}
