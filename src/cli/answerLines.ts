import { LONG_LINE_HEAD } from '../engine';
import { TextSource } from './io/io';

/** One line of an answer file. */
export interface AnswerLine {
  /** 0-based. */
  readonly line: number;
  /** Without its line end; only the head of a line over the cap. */
  readonly text: string;
  readonly length: number;
  readonly tooLong: boolean;
}

const CARRIAGE_RETURN = 13;
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The lines of an answer file, read from `source` only as far as they are
 * asked for, so `check` reads its two files in step and holds neither.
 * Lines end at LF or CRLF; a final line end does not start another line.
 */
export class AnswerLines {
  private text = '';
  private at = 0;
  private line = 0;
  private ended = false;
  private started = false;

  constructor(
    private readonly source: TextSource,
    private readonly maxLength: number,
  ) {}

  /** How many lines have been read. */
  get read(): number {
    return this.line;
  }

  /** The next line, or undefined after the last one. */
  next(): AnswerLine | undefined {
    for (;;) {
      const end = this.text.indexOf('\n', this.at);
      if (end >= 0) {
        const line = this.take(this.at, end);
        this.at = end + 1;
        return line;
      }
      if (this.text.length - this.at > this.maxLength) return this.skipLongLine();
      const chunk = this.ended ? undefined : this.source.read();
      if (chunk === undefined) {
        this.ended = true;
        if (this.at >= this.text.length) return undefined;
        const line = this.take(this.at, this.text.length);
        this.at = this.text.length;
        return line;
      }
      // The byte-order mark a Windows editor writes (and UTF-16's) is no part of the first answer.
      const text = !this.started && chunk.startsWith(BYTE_ORDER_MARK) ? chunk.slice(1) : chunk;
      this.started = true;
      // Joined rather than added: `+` makes a rope, and every character read would go through it.
      this.text = [this.text.slice(this.at), text].join('');
      this.at = 0;
    }
  }

  private take(start: number, end: number): AnswerLine {
    const contentEnd = end > start && this.text.charCodeAt(end - 1) === CARRIAGE_RETURN ? end - 1 : end;
    const length = contentEnd - start;
    const tooLong = length > this.maxLength;
    return {
      line: this.line++,
      text: this.text.slice(start, tooLong ? start + LONG_LINE_HEAD : contentEnd),
      length,
      tooLong,
    };
  }

  /** A line over the cap, read to its end without being held. */
  private skipLongLine(): AnswerLine {
    const head = this.text.slice(this.at, this.at + LONG_LINE_HEAD);
    let length = this.text.length - this.at;
    let lastCode = this.text.charCodeAt(this.text.length - 1);
    this.text = '';
    this.at = 0;
    for (;;) {
      const chunk = this.ended ? undefined : this.source.read();
      if (chunk === undefined) {
        this.ended = true;
        break;
      }
      const end = chunk.indexOf('\n');
      if (end < 0) {
        length += chunk.length;
        lastCode = chunk.charCodeAt(chunk.length - 1);
        continue;
      }
      length += end;
      if (end > 0) lastCode = chunk.charCodeAt(end - 1);
      this.text = chunk;
      this.at = end + 1;
      break;
    }
    if (lastCode === CARRIAGE_RETURN) length--;
    return { line: this.line++, text: head, length, tooLong: true };
  }
}
