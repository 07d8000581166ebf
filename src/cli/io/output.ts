import { BLANK, Board, CELLS, formatBoard } from '../../engine';
import { Io } from './io';

/** Bytes gathered before one write: few system calls, and memory that does not grow with the input. */
const BUFFER_BYTES = 64 * 1024;

const SPACE = 32;
const LINE_FEED = 10;
const ZERO = 48;
const LETTER_X = 120;

/**
 * Standard output through one fixed buffer, written out whenever it fills:
 * answers go out as they are found, and hundreds of thousands of them cost
 * no allocation each.
 */
export class Output {
  readonly bytes = new Uint8Array(BUFFER_BYTES);
  /** Where the next byte goes. */
  at = 0;
  private readonly encoder = new TextEncoder();

  constructor(private readonly io: Io) {}

  /** Makes room for `count` more bytes (at most the buffer's size). */
  reserve(count: number): void {
    if (this.at + count > this.bytes.length) this.flush();
  }

  /** Text of any length. */
  text(text: string): void {
    // At most three bytes of UTF-8 per UTF-16 unit.
    const most = text.length * 3;
    if (most > this.bytes.length - this.at) this.flush();
    // Most text is short and goes into the buffer; a long one goes out on its own.
    if (most <= this.bytes.length)
      this.at += this.encoder.encodeInto(text, this.bytes.subarray(this.at)).written;
    else this.io.out(text);
  }

  /** A board in the judges' input form, `2 3 4 1 5 x 7 6 8`, and a line end. */
  board(board: Board): void {
    // Boards of another size than the eight puzzle's, cells above 9 among them, in the same form: 0 for the blank past 9 cells, as UVa 10181 writes it.
    if (board.length !== CELLS)
      return this.text(formatBoard(board, { blank: board.length > CELLS ? '0' : 'x' }) + '\n');
    this.reserve(2 * CELLS);
    const bytes = this.bytes;
    for (let i = 0; i < CELLS; i++) {
      const cell = board[i];
      bytes[this.at++] = cell === BLANK ? LETTER_X : ZERO + cell;
      bytes[this.at++] = i === CELLS - 1 ? LINE_FEED : SPACE;
    }
  }

  flush(): void {
    if (this.at === 0) return;
    const full = this.bytes.subarray(0, this.at);
    // Emptied first, so a failed write is not written again by a later flush.
    this.at = 0;
    this.io.out(full);
  }
}
