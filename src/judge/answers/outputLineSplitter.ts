import { StringDecoder } from 'node:string_decoder';
import { MOST_ANSWER_CHARACTERS } from '../spec';

/** The most bytes decoded at once: a caller's huge buffer costs no more memory than a pipe's piece. */
const SLICE_BYTES = 64 * 1024;
const NEWLINE = 0x0a;

/**
 * Cuts a program's output into lines as it arrives, so a batch run's
 * answers are judged while it runs and its output is never held whole.
 * A line's `\r` stays on it (answers are trimmed); the last line counts
 * even without a line end.
 *
 * The judge's memory is bounded whatever the program prints: a line longer
 * than `cap` characters is given as its head (its first `cap` characters)
 * with its full length, and the rest of it is skipped as bytes, never
 * decoded nor held (one line of 134 M characters, held whole, would take the judge down).
 */
export class OutputLineSplitter {
  private decoder = new StringDecoder('utf8');
  private carry = '';
  /** In a line past the cap: its head is `carry`, and this many characters of it have been skipped. */
  private skipping = false;
  private skipped = 0;
  /** Lines seen so far. */
  lines = 0;

  /** `onLine` gets each line (its head, for a line past `cap`) and the line's full length in characters. */
  constructor(
    private readonly onLine: (line: string, length: number) => void,
    private readonly cap: number = MOST_ANSWER_CHARACTERS,
  ) {}

  push(piece: Buffer): void {
    for (let at = 0; at < piece.length; at += SLICE_BYTES) this.take(piece.subarray(at, at + SLICE_BYTES));
  }

  end(): void {
    if (this.skipping) {
      this.endLongLine();
      return;
    }
    const rest = this.carry + this.decoder.end();
    this.carry = '';
    if (rest === '') return;
    this.emit(rest);
  }

  private take(bytes: Buffer): void {
    if (this.skipping) {
      const end = bytes.indexOf(NEWLINE);
      this.skipped += characters(bytes, end < 0 ? bytes.length : end);
      if (end < 0) return;
      this.endLongLine();
      bytes = bytes.subarray(end + 1);
    }
    const text = this.decoder.write(bytes);
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      const line =
        start === 0 && this.carry !== '' ? this.carry + text.slice(0, end) : text.slice(start, end);
      this.carry = '';
      this.emit(line);
      start = end + 1;
    }
    if (start < text.length) this.carry += text.slice(start);
    if (this.carry.length > this.cap) {
      // From here to the line's end, bytes are only counted. A character cut at this piece's end belongs to
      // the part skipped.
      this.skipped = this.carry.length - this.cap + (endsInsideCharacter(bytes) ? 1 : 0);
      this.carry = this.carry.slice(0, this.cap);
      this.skipping = true;
      this.decoder = new StringDecoder('utf8');
    }
  }

  private emit(line: string): void {
    this.lines++;
    if (line.length > this.cap) this.onLine(line.slice(0, this.cap), line.length);
    else this.onLine(line, line.length);
  }

  private endLongLine(): void {
    const head = this.carry;
    const length = head.length + this.skipped;
    this.carry = '';
    this.skipping = false;
    this.skipped = 0;
    this.lines++;
    this.onLine(head, length);
  }
}

/** Whether `bytes` ends with a UTF-8 character cut short (whose lead byte the decoder holds, the rest to come). */
function endsInsideCharacter(bytes: Buffer): boolean {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue;
    const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return back < needs;
  }
  return false;
}

/** The characters in the first `end` bytes: every byte but UTF-8's continuation bytes starts one. */
function characters(bytes: Buffer, end: number): number {
  let count = 0;
  for (let i = 0; i < end; i++) if ((bytes[i] & 0xc0) !== 0x80) count++;
  return count;
}
