import type { AnswerSink } from './answerSink';
import { BITS_SET } from '../bits';
import { BLANK, CELLS } from '../board';
import { DistanceTable, linkedMove, linkedRank, UNREACHABLE } from '../distanceTable';
import { MOVES } from '../move';
import { FACTORIAL } from '../rank';

/**
 * The 9! batch's own road: eight-puzzle lines in the one form the judges'
 * generators write (`2 3 4 1 5 x 7 6 8`: nine cells, `1`–`8` and `x`, one
 * space between, then a line end), answered straight from their bytes. The
 * cells are checked and ranked in one pass, solvability is the table's own
 * (a rank it never reached), and the answer is written as bytes: no string
 * is made per line, and none per chunk either. Any other line stops it; the
 * caller reads on from there the general way (BoardReader and AnswerSheet),
 * whose answers to such lines are the same bytes.
 */

/** A plain line without its line end: nine cells and the eight spaces between. */
const PLAIN_LINE = 2 * CELLS - 1;
/**
 * The most bytes a plain line takes, a CR LF line end included: less than this left unread at a chunk's end
 * may be the start of one.
 */
export const LONGEST_PLAIN_LINE = PLAIN_LINE + 2;

const SPACE = 32;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
/** Lower case to upper case in ASCII. */
const CASE_BIT = 32;
const ZERO = 48;

/** Each byte's cell value in a plain line, 0 for a byte that is none. */
const VALUE = new Uint8Array(256);
for (let tile = 1; tile < BLANK; tile++) VALUE[ZERO + tile] = tile;
VALUE['x'.charCodeAt(0)] = BLANK;

/** The weight of each cell's Lehmer digit, as {@link rank} counts it (the last cell's digit is always 0). */
const WEIGHT = Int32Array.from({ length: CELLS - 1 }, (_, i) => FACTORIAL[CELLS - 1 - i]);

/** How the answers are written: as AnswerSheet's options say, in bytes. */
export interface PlainForm {
  readonly steps: boolean;
  readonly upperCase: boolean;
  readonly unsolvable: Uint8Array;
  /** The most bytes one answer takes, its line end included. */
  readonly longest: number;
}

/** Reads plain lines toward one 3×3 table and writes their answers into a sink. */
export class PlainLines {
  /** Lines answered, and how many of them could not reach the goal. */
  boards = 0;
  unsolvable = 0;
  private readonly letters: Uint8Array;

  constructor(
    private readonly table: DistanceTable,
    private readonly sink: AnswerSink,
    private readonly form: PlainForm,
  ) {
    this.letters = Uint8Array.from(MOVES, (move) => move.charCodeAt(0) - (form.upperCase ? CASE_BIT : 0));
  }

  /**
   * Answers the plain lines of `bytes[start, end)` from the start, and
   * returns where the first line that is not one begins (`end` when all
   * were). A line cut off by `end` is not read: it may be plain once the
   * rest of it comes.
   */
  read(bytes: Uint8Array, start: number, end: number): number {
    let p = start;
    const { sink } = this;
    const { longest } = this.form;
    for (;;) {
      p = this.readWhileRoom(bytes, p, end);
      if (sink.at + longest <= sink.bytes.length) return p;
      // It stopped for want of room (or, at worst, at a line that is not plain, which it finds again next
      // time).
      sink.flush();
      // A buffer that cannot hold one answer even empty (an --unsolvable text of many kilobytes): the text
      // road answers the rest.
      if (sink.at + longest > sink.bytes.length) return p;
    }
  }

  /**
   * {@link read} for as long as the sink's buffer has room for the longest
   * answer. The hot loop. The JIT compiles it in the middle of its first
   * call, so whatever runs only after the loop has never run then: a
   * property read or written there (or any arithmetic) would throw the
   * compiled code away, and in some runs did so on every call after (a
   * hundred times over a 9! batch). So the counts and the sink's place are
   * kept up line by line, and the way out only returns where it stopped.
   */
  private readWhileRoom(bytes: Uint8Array, start: number, end: number): number {
    const { distance, link, goalRank } = this.table;
    const { steps, unsolvable, longest } = this.form;
    const { letters, sink } = this;
    const out = sink.bytes;
    const room = out.length - longest;
    let at = sink.at;
    let p = start;
    while (p + PLAIN_LINE < end) {
      if (at > room) break;
      let used = 0;
      let index = 0;
      let cell = 0;
      for (; cell < CELLS; cell++) {
        const value = VALUE[bytes[p + 2 * cell]];
        const bit = 1 << value;
        if (value === 0 || (used & bit) !== 0) break;
        if (cell < CELLS - 1) {
          if (bytes[p + 2 * cell + 1] !== SPACE) break;
          // Smaller values not used yet are exactly those that come after this cell.
          index += (value - 1 - BITS_SET[used & (bit - 1)]) * WEIGHT[cell];
        }
        used |= bit;
      }
      if (cell < CELLS) break;
      let lineEnd = p + PLAIN_LINE;
      if (bytes[lineEnd] === CARRIAGE_RETURN) lineEnd++;
      if (lineEnd >= end || bytes[lineEnd] !== LINE_FEED) break;

      const moves = distance[index];
      if (moves === UNREACHABLE) {
        this.unsolvable++;
        for (let i = 0; i < unsolvable.length; i++) out[at++] = unsolvable[i];
      } else if (steps) {
        if (moves >= 10) out[at++] = ZERO + Math.floor(moves / 10);
        out[at++] = ZERO + (moves % 10);
      } else {
        for (let here = index; here !== goalRank;) {
          const step = link[here];
          out[at++] = letters[linkedMove(step)];
          here = linkedRank(step);
        }
      }
      out[at++] = LINE_FEED;
      sink.at = at;
      this.boards++;
      p = lineEnd + 1;
    }
    return p;
  }
}
