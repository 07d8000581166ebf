import { isSolvable, tileParity } from '../board';
import { Board } from '../boardType';
import { distanceTable, DistanceTable } from '../distanceTable';
import { countCells, countNumbers, parseBoard, readBoardCells } from '../parse';
import type { LargeAnswer } from '../pdb/answer';
import { EIGHT_PUZZLE } from '../puzzle';
import { Puzzle } from '../puzzleType';
import { rank } from '../rank';
import type { AnswerSink } from './answerSink';
import { PlainLines } from './plainLines';
import { hasTable, MOST_CELLS, Size, sizeOfCells } from '../sizes';
import { writeMoves } from '../solve';

/**
 * "Answer every board of a file", written once for the command line's
 * `solve` and the editor's Solve All: boards in (as a BoardReader or the
 * scanner finds them), answer lines out, in order. Sizes with a distance
 * table are answered at once; the others wait for an injected solver, and
 * the answers after them wait behind them, so line i is always board i's.
 */

/** A board that waits for the large solver, and where it was. */
export interface LargeBoard {
  readonly puzzle: Puzzle;
  readonly board: Board;
  /** The caller's line, as it was given with the board. */
  readonly line: number;
  /** The board's 1-based position among every line answered. */
  readonly number: number;
  /** Its 1-based position among the boards of the sizes without a table, unsolvable ones included. */
  readonly nth: number;
}

export interface AnswerSheetOptions {
  /**
   * Every board's size, when the caller knows it; undefined: each board's own, from its cells (3-line grids
   * are 3×3).
   */
  readonly size?: Size;
  /** The puzzle of each size: the goal each board's answer goes toward. */
  readonly puzzleFor: (size: Size) => Puzzle;
  /** The number of moves instead of the moves (Luogu P1379, LeetCode 773). */
  readonly steps: boolean;
  /** Moves in capitals, as UVa 10181 writes them. */
  readonly upperCase: boolean;
  /** The answer of a board that cannot reach the goal. */
  readonly unsolvable: string;
  /** The answer of a line that is not a board, so answers stay on their lines. */
  readonly invalid: string;
  /** Solves a board of a size without a table; its `cancelled` leaves the board without an answer. */
  readonly solveLarge: (board: LargeBoard) => Promise<LargeAnswer>;
  /**
   * How many large boards `solveLarge` is asked about at once, ahead of the
   * one whose answer is written next (a solver with several workers): 1
   * unless said. The answers are written in order all the same.
   */
  readonly searchesAtOnce?: number;
  /** The answer of a board the solver left without one; undefined: the first such board ends the sheet. */
  readonly left?: string;
  /** Told of a board's text that could not be read, with the caller's line, to say why. */
  readonly onInvalid?: (text: string, start: number, end: number, line: number) => void;
}

/** The answer of a line that is not a board, so answers stay on their lines. */
export const INVALID = 'invalid';

/** A line whose answer waits behind a large board; a large board, and its answer once asked for. */
type Waiting =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'large'; readonly board: LargeBoard; answer?: Promise<LargeAnswer> };

const LINE_FEED = 10;
/** Lower case to upper case in ASCII. */
const CASE_BIT = 32;

/** The size whose boards are read fastest, and tried first on every line when no size is given. */
const NINE_CELLS = EIGHT_PUZZLE.size;

/**
 * By cell count, whether that many one-character cells, or that many numbers, name a size other than the
 * eight puzzle's: looked up once per line, so made once.
 */
const OTHER_BY_SYMBOLS = Array.from(
  { length: MOST_CELLS + 1 },
  (_, cells) => sizeOfCells(cells)?.symbolCells === true && cells !== NINE_CELLS.cells,
);
const OTHER_BY_NUMBERS = Array.from(
  { length: MOST_CELLS + 1 },
  (_, cells) => sizeOfCells(cells)?.symbolCells === false,
);

/**
 * Whether `text[start, end)` has the cells of a size other than the eight
 * puzzle's that a line's cells alone name (2×2's four symbols, 4×4's sixteen
 * numbers), so that it is worth parsing whole when no size is given.
 */
export function otherSizeByCells(text: string, start: number, end: number): boolean {
  return (
    OTHER_BY_SYMBOLS[countCells(text, start, end)] === true ||
    OTHER_BY_NUMBERS[countNumbers(text, start, end)] === true
  );
}

/** Every board's answer line, in order, and what they came to. */
export class AnswerSheet {
  /** Lines answered (or waiting), boards and lines that are none alike. */
  boards = 0;
  unsolvable = 0;
  invalid = 0;
  /** Answers the solver gave without proving them shortest (its budget ran out). */
  unproven = 0;
  /**
   * Boards of the sizes without a table so far (those that cannot reach the goal are answered at once,
   * without the solver).
   */
  large = 0;
  /** The caller's lines of the boards left without an answer. */
  readonly left: number[] = [];
  /** The board the solver left without an answer when there is no `left` text: no more answers follow it. */
  stoppedAt: LargeBoard | undefined;
  /**
   * The large board whose answer {@link drain} waits for: the one written next, of those searched at once
   * (whose progress is worth showing).
   */
  awaiting: LargeBoard | undefined;

  private readonly fast: Size;
  private readonly fastPuzzle: Puzzle;
  private readonly fastTable: DistanceTable | undefined;
  /** Odd widths: a board's parity is its tiles' alone, compared with the goal's. */
  private readonly oddWidth: boolean;
  private readonly cells: number[];
  private readonly unsolvableBytes: Uint8Array;
  private readonly invalidBytes: Uint8Array;
  /** The most bytes a fast answer takes, its line end included. */
  private readonly longest: number;
  private readonly waiting: Waiting[] = [];
  private next = 0;
  /** The waiting lines before this one have had their large boards asked about. */
  private asked = 0;
  /** Large boards asked about whose answers are not written yet. */
  private inFlight = 0;
  /**
   * The fast road for eight-puzzle lines in the judges' plain form, when the fast size is the eight puzzle's.
   */
  private readonly plain: PlainLines | undefined;

  constructor(
    private readonly sink: AnswerSink,
    private readonly options: AnswerSheetOptions,
  ) {
    this.fast = options.size ?? NINE_CELLS;
    this.fastPuzzle = options.puzzleFor(this.fast);
    this.fastTable = hasTable(this.fast) ? distanceTable(this.fastPuzzle) : undefined;
    this.oddWidth = this.fast.columns % 2 === 1;
    this.cells = new Array<number>(this.fast.cells).fill(0);
    this.unsolvableBytes = utf8(options.unsolvable);
    this.invalidBytes = utf8(options.invalid);
    this.longest =
      Math.max(
        this.unsolvableBytes.length,
        this.invalidBytes.length,
        this.fastTable ? this.fastTable.maxDistance : 0,
      ) + 1;
    this.plain =
      this.fastTable && this.fast.cells === NINE_CELLS.cells
        ? new PlainLines(this.fastTable, sink, {
            steps: options.steps,
            upperCase: options.upperCase,
            unsolvable: this.unsolvableBytes,
            longest: this.longest,
          })
        : undefined;
  }

  /**
   * Whether {@link readPlainLines} may be given bytes: the fast size is the eight puzzle's, and no answer
   * waits.
   */
  get readsPlainLines(): boolean {
    return this.plain !== undefined && !this.waits;
  }

  /**
   * Answers the lines at the start of `bytes[start, end)` that are eight
   * puzzle boards in the judges' plain form (see {@link PlainLines}), each
   * as {@link read} would, and returns where the first other line (or a
   * line cut off by `end`) begins: the caller reads on from there as text.
   */
  readPlainLines(bytes: Uint8Array, start: number, end: number): number {
    const plain = this.plain;
    if (plain === undefined || this.waits) return start;
    const { boards, unsolvable } = plain;
    const stop = plain.read(bytes, start, end);
    this.boards += plain.boards - boards;
    this.unsolvable += plain.unsolvable - unsolvable;
    return stop;
  }

  /** Whether answers wait for the large solver: then {@link drain} is owed before the sheet is done. */
  get waits(): boolean {
    return this.next < this.waiting.length;
  }

  /** A board's text as a BoardReader finds it; `line` is only handed back (to `onInvalid`, and with a large board). */
  read(text: string, start: number, end: number, line: number): void {
    this.boards++;
    if (this.fastTable !== undefined && readBoardCells(text, start, end, this.cells, this.fast)) {
      if (this.waits) this.answer(this.cells, this.fast, line);
      else this.writeFast(this.fastTable);
      return;
    }
    const given = this.options.size;
    // Without a size, only lines of another size's cells (or any, behind a large board) are parsed whole;
    // with one, a size with a table was read above.
    const parsed = given
      ? this.fastTable
        ? undefined
        : parseBoard(text.slice(start, end), given)
      : this.waits || otherSizeByCells(text, start, end)
        ? parseBoard(text.slice(start, end))
        : undefined;
    if (parsed?.ok) {
      this.answer(parsed.board, parsed.size, line);
      return;
    }
    this.options.onInvalid?.(text, start, end, line);
    this.countInvalid();
  }

  /** A board already read, of its size (as the scanner finds them). */
  board(board: Board, size: Size, line: number): void {
    this.boards++;
    this.answer(board, size, line);
  }

  /** A line that is no board (too long, or one the caller could not read), answered as such. */
  invalidLine(): void {
    this.boards++;
    this.countInvalid();
  }

  /**
   * Answers the boards that wait, in order, through the large solver; the
   * answers behind each follow it. False when a board was left without an
   * answer and the sheet has no `left` text for it: the sheet then stops.
   */
  async drain(): Promise<boolean> {
    while (this.waits) {
      const waiting = this.waiting[this.next];
      if (waiting.kind === 'large') {
        // Set before it is asked about, so its first progress counts as the next board's.
        this.awaiting = waiting.board;
        this.askAhead();
      }
      this.next++;
      if (this.next === this.waiting.length) this.forgetWaiting();
      if (waiting.kind === 'text') {
        this.sink.text(waiting.text + '\n');
        continue;
      }
      const answer = waiting.answer ?? this.options.solveLarge(waiting.board);
      if (waiting.answer) this.inFlight--;
      const found = await answer.finally(() => (this.awaiting = undefined));
      if (!this.writeLarge(waiting.board, found)) return false;
    }
    return true;
  }

  /** Asks the solver about the large boards from the next one on, until `searchesAtOnce` are unanswered. */
  private askAhead(): void {
    const most = Math.max(1, this.options.searchesAtOnce ?? 1);
    this.asked = Math.max(this.asked, this.next);
    while (this.inFlight < most && this.asked < this.waiting.length) {
      const waiting = this.waiting[this.asked++];
      if (waiting.kind !== 'large') continue;
      waiting.answer = this.options.solveLarge(waiting.board);
      // Handled here as well: an answer the sheet stops before writing must not be an unhandled rejection.
      waiting.answer.catch(() => undefined);
      this.inFlight++;
    }
  }

  private forgetWaiting(): void {
    this.waiting.length = 0;
    this.next = 0;
    this.asked = 0;
  }

  /** A large board's answer, on its line; false when the sheet stops at it. */
  private writeLarge(large: LargeBoard, answer: LargeAnswer): boolean {
    if (answer.kind === 'cancelled') {
      if (this.options.left === undefined) {
        this.stoppedAt = large;
        // Boards asked about ahead of this one are dropped: their answers would follow a line without one.
        this.forgetWaiting();
        this.inFlight = 0;
        return false;
      }
      this.left.push(large.line);
      this.sink.text(this.options.left + '\n');
    } else if (answer.kind === 'unsolvable') {
      this.unsolvable++;
      this.sink.text(this.options.unsolvable + '\n');
    } else {
      if (answer.kind === 'unproven') this.unproven++;
      const { moves } = answer;
      this.sink.text(
        (this.options.steps ? String(moves.length) : this.options.upperCase ? moves.toUpperCase() : moves) +
          '\n',
      );
    }
    this.sink.flush();
    return true;
  }

  /** The board in `cells`, of the fast size, answered in bytes in place. */
  private writeFast(table: DistanceTable): void {
    const { sink, cells } = this;
    // Parity decides solvability before any look-up; on odd widths the goal's side of it is its tiles'
    // parity.
    if (this.oddWidth ? tileParity(cells) !== this.fastPuzzle.parity : !isSolvable(this.fastPuzzle, cells)) {
      this.unsolvable++;
      return this.fixedLine(this.unsolvableBytes, this.options.unsolvable);
    }
    // The longest answer in moves, or in digits (a distance of at most two), and its line end.
    sink.reserve((this.fastTable ? this.fastTable.maxDistance : 0) + 3);
    const bytes = sink.bytes;
    if (this.options.steps) {
      const digits = String(table.distance[rank(cells)]);
      for (let i = 0; i < digits.length; i++) bytes[sink.at++] = digits.charCodeAt(i);
    } else {
      const from = sink.at;
      sink.at = writeMoves(table, rank(cells), bytes, sink.at);
      if (this.options.upperCase) for (let i = from; i < sink.at; i++) bytes[i] -= CASE_BIT;
    }
    bytes[sink.at++] = LINE_FEED;
  }

  /** A board of any size: from its table at once, or to wait for the large solver. */
  private answer(board: Board, size: Size, line: number): void {
    const puzzle = this.options.puzzleFor(size);
    const table = hasTable(size);
    if (!table) this.large++;
    if (!isSolvable(puzzle, board)) {
      this.unsolvable++;
      this.line(this.options.unsolvable);
    } else if (table) {
      this.line(this.tableAnswer(puzzle, board));
    } else {
      this.waiting.push({
        kind: 'large',
        board: { puzzle, board: board.slice(), line, number: this.boards, nth: this.large },
      });
    }
  }

  /** The answer to a solvable board of a size with a table, as text. */
  private tableAnswer(puzzle: Puzzle, board: Board): string {
    const table = distanceTable(puzzle);
    const index = rank(board);
    if (this.options.steps) return String(table.distance[index]);
    const letters = new Uint8Array(table.maxDistance);
    const end = writeMoves(table, index, letters, 0);
    if (this.options.upperCase) for (let i = 0; i < end; i++) letters[i] -= CASE_BIT;
    return String.fromCharCode(...letters.subarray(0, end));
  }

  private countInvalid(): void {
    this.invalid++;
    if (this.waits) {
      this.waiting.push({ kind: 'text', text: this.options.invalid });
      return;
    }
    // A file of bad lines is answered as fast as one of boards: in bytes, in place.
    this.fixedLine(this.invalidBytes, this.options.invalid);
  }

  /** A line of the caller's own words (`unsolvable`, `invalid`): in bytes, in place, unless they are longer than the sink's buffer. */
  private fixedLine(bytes: Uint8Array, text: string): void {
    const { sink } = this;
    if (bytes.length + 1 > sink.bytes.length) return sink.text(text + '\n');
    sink.reserve(bytes.length + 1);
    sink.bytes.set(bytes, sink.at);
    sink.at += bytes.length;
    sink.bytes[sink.at++] = LINE_FEED;
  }

  /** An answer line, now or behind the boards that wait. */
  private line(text: string): void {
    if (this.waits) this.waiting.push({ kind: 'text', text });
    else this.sink.text(text + '\n');
  }
}

/**
 * A text's UTF-8 bytes, as TextEncoder gives them (a lone surrogate as U+FFFD): the engine's types have no
 * TextEncoder.
 */
function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return Uint8Array.from(bytes);
}
