import { BLANK, Board, ByteBuffer, CELLS, formatBoard } from '../../engine';
import { Io } from './io';

const SPACE = 32;
const LINE_FEED = 10;
const ZERO = 48;
const LETTER_X = 120;

/**
 * Standard output through one fixed buffer, written out whenever it fills:
 * answers go out as they are found, and hundreds of thousands of them cost
 * no allocation each.
 */
export class Output extends ByteBuffer {
  constructor(private readonly io: Io) {
    super(new TextEncoder());
  }

  /** A board in the judges' input form, `2 3 4 1 5 x 7 6 8`, and a line end. */
  board(board: Board): void {
    // Boards of another size than the eight puzzle's, cells above 9 among them, in the same form: 0 for the
    // blank past 9 cells, as UVa 10181 writes it.
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

  protected sendBytes(bytes: Uint8Array): void {
    this.io.out(bytes);
  }

  protected sendText(text: string): void {
    this.io.out(text);
  }
}
