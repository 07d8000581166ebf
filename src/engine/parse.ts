import { BLANK, CELLS } from './board';
import { Board } from './boardType';
import { MOST_CELLS, Size, sizeByKey, sizeOfCells, sizesWithCells } from './sizes';

/**
 * What is wrong with a board's text. `template` and `args` let each front end
 * word (and translate) the message; `message` is the English wording.
 */
export interface ParseError {
  readonly code:
    | 'too-few-cells'
    | 'too-many-cells'
    | 'repeated-tile'
    | 'two-blanks'
    | 'missing-tile'
    | 'unknown-symbol'
    | 'size-needed';
  readonly template: string;
  readonly args: readonly (string | number)[];
  readonly message: string;
  /** Offset and length of the offending text, relative to the parsed text. */
  readonly offset: number;
  readonly length: number;
}

export type ParseResult =
  | {
      readonly ok: true;
      readonly board: Board;
      /** Offset of each cell's symbol. */ readonly offsets: readonly number[];
      readonly size: Size;
    }
  | { readonly ok: false; readonly error: ParseError };

const ALL_CELLS = [1, 2, 3, 4, 5, 6, 7, 8, BLANK];
/** The size whose cells {@link parseNineCells} reads, with the wording its users know. */
const NINE_CELLS = sizeByKey('3x3');

/** What each ASCII character means: a cell value, a separator, or nothing. */
const SEPARATOR = -1;
const UNKNOWN = 0;
const SYMBOL = new Int8Array(128);
for (const separator of ' ,\t\n\r\f\v') SYMBOL[separator.charCodeAt(0)] = SEPARATOR;
// Judges write the blank `x`, Luogu writes `0`, and people write `.` or `*` in grids.
for (const blank of 'xX0.*') SYMBOL[blank.charCodeAt(0)] = BLANK;
for (let tile = 1; tile <= 8; tile++) SYMBOL[48 + tile] = tile;

function symbolAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  return code < 128 ? SYMBOL[code] : UNKNOWN;
}

const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
/** `}` and `]` come two code points after `{` and `[`. */
const CLOSE_AFTER_OPEN = 2;

/**
 * Where a `{` or `[` that opens `text[start, end)` (after separators) is
 * closed by its partner at the very end (before separators), as in
 * `{2, 3, 4, 1, 5, 0, 7, 6, 8}`; -1 when the cells are not so wrapped.
 */
function wrapEnd(text: string, start: number, end: number): number {
  const first = firstSymbol(text, start, end);
  const open = text.charCodeAt(first);
  if (open !== OPEN_BRACE && open !== OPEN_BRACKET) return -1;
  let last = end - 1;
  while (last > first && symbolAt(text, last) === SEPARATOR) last--;
  return last > first && text.charCodeAt(last) === open + CLOSE_AFTER_OPEN ? last : -1;
}

function firstSymbol(text: string, start: number, end: number): number {
  let first = start;
  while (first < end && symbolAt(text, first) === SEPARATOR) first++;
  return first;
}

/** Unknown text is shown at most this long in a message: the offset and length still cover all of it. */
const MOST_SHOWN = 16;

/**
 * Reads one board of `size`, or of the size its cells imply when none is
 * given: 4, 9 or 16 cells are the square sizes, while 6, 8 and 12 cells
 * could be either orientation and need the size said. Cells are in
 * row-major order, with whitespace (newlines too, so grids work), commas,
 * or — up to 9 cells, where every cell is one symbol — nothing between
 * them, and possibly braces or brackets around them all, as code writes an
 * array. Larger boards have tiles up to 15, so their cells are numbers and
 * need separators. Never throws.
 */
export function parseBoard(text: string, size?: Size): ParseResult {
  if (size === undefined) return parseAnySize(text);
  return size.key === NINE_CELLS.key ? parseNineCells(text) : parseSized(text, size);
}

/** The eight puzzle's reading, with the wording its users know. */
function parseNineCells(text: string): ParseResult {
  const board: number[] = [];
  const offsets: number[] = [];
  const close = wrapEnd(text, 0, text.length);
  const open = close >= 0 ? firstSymbol(text, 0, text.length) : -1;
  for (let i = 0; i < text.length; i++) {
    const cell = symbolAt(text, i);
    if (cell === SEPARATOR) continue;
    if (cell === UNKNOWN) {
      if (i === open || i === close) continue;
      const length = unknownRunLength(text, i);
      return fail(
        'unknown-symbol',
        "'{0}' is not a tile or a blank: use 1–8 and x (or 0 or .)",
        [shown(text, i, length)],
        i,
        length,
      );
    }
    board.push(cell);
    offsets.push(i);
  }

  if (board.length < CELLS) {
    const start = offsets.length > 0 ? offsets[0] : 0;
    const end = offsets.length > 0 ? offsets[offsets.length - 1] + 1 : text.length;
    const absent = ALL_CELLS.filter((cell) => !board.includes(cell));
    if (board.length === CELLS - 1 && absent.length === 1) {
      return absent[0] === BLANK
        ? fail(
            'missing-tile',
            '{0} cells, expected 9: the blank is missing',
            [board.length],
            start,
            end - start,
          )
        : fail(
            'missing-tile',
            '{0} cells, expected 9: tile {1} is missing',
            [board.length, absent[0]],
            start,
            end - start,
          );
    }
    return fail('too-few-cells', '{0} cells, expected 9', [board.length], start, end - start);
  }
  if (board.length > CELLS) {
    const start = offsets[CELLS];
    const end = offsets[offsets.length - 1] + 1;
    return fail('too-many-cells', '{0} cells, expected 9', [board.length], start, end - start);
  }

  // Nine cells from nine symbols: the only way to be wrong left is a repeat.
  for (let i = 1; i < CELLS; i++) {
    const cell = board[i];
    if (board.lastIndexOf(cell, i - 1) < 0) continue;
    return cell === BLANK
      ? fail('two-blanks', 'two blanks', [], offsets[i], 1)
      : fail('repeated-tile', 'tile {0} appears twice', [cell], offsets[i], 1);
  }
  return { ok: true, board, offsets, size: NINE_CELLS };
}

/** Cells read before the size is known: the blank as 0, a tile as its number. */
interface Symbols {
  readonly values: number[];
  readonly offsets: number[];
  readonly lengths: number[];
}

/**
 * The symbols of `text`: each a single character when `numbers` is false,
 * or runs of digits as one number when it is true. Fails on anything else,
 * worded for `shown` (the size the text is read as, or guessed to be).
 */
function readSymbols(text: string, numbers: boolean, shown: Size): Symbols | ParseResult {
  const values: number[] = [];
  const offsets: number[] = [];
  const lengths: number[] = [];
  const close = wrapEnd(text, 0, text.length);
  const open = close >= 0 ? firstSymbol(text, 0, text.length) : -1;
  const rows = open >= 0 && nestedRows(text, open, text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const symbol = symbolAt(text, i);
    if (symbol === SEPARATOR || (rows && isBracket(code))) continue;
    if (numbers && code >= 48 && code <= 57) {
      let end = i + 1;
      while (end < text.length && isDigitCode(text.charCodeAt(end))) end++;
      const run = text.slice(i, end);
      if (run.length > 1 && run.startsWith('0')) return unknownSymbol(text, i, end - i, shown);
      values.push(Number(run));
      offsets.push(i);
      lengths.push(end - i);
      i = end - 1;
      continue;
    }
    if (symbol === UNKNOWN) {
      if (i === open || i === close) continue;
      return unknownSymbol(text, i, unknownRunLength(text, i), shown);
    }
    values.push(symbol === BLANK ? 0 : symbol);
    offsets.push(i);
    lengths.push(1);
  }
  return { values, offsets, lengths };
}

/**
 * Whether the array that opens at `open` holds rows, as LeetCode writes a
 * board (`[[1,2,3],[4,0,5]]`): its first symbol is another `[`. Its inner
 * brackets are then separators.
 */
function nestedRows(text: string, open: number, end: number): boolean {
  return (
    text.charCodeAt(open) === OPEN_BRACKET &&
    text.charCodeAt(firstSymbol(text, open + 1, end)) === OPEN_BRACKET
  );
}

function isBracket(code: number): boolean {
  return code === OPEN_BRACKET || code === OPEN_BRACKET + CLOSE_AFTER_OPEN;
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

function unknownSymbol(text: string, at: number, length: number, size: Size): ParseResult {
  if (size.cells === CELLS)
    return fail(
      'unknown-symbol',
      "'{0}' is not a tile or a blank: use 1–8 and x (or 0 or .)",
      [shown(text, at, length)],
      at,
      length,
    );
  return fail(
    'unknown-symbol',
    "'{0}' is not a tile or a blank: use 1–{1} and x (or 0 or .)",
    [shown(text, at, length), size.cells - 1],
    at,
    length,
  );
}

/**
 * Whether the cells of `text` are written as numbers: some run of two or
 * more digits stands beside other cells (`1 2 … 15 0`). A single run is the
 * compact form of a small board (`123456780`).
 */
function writtenAsNumbers(text: string): boolean {
  let long = false;
  let tokens = 0;
  let inToken = false;
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const separator = symbolAt(text, i) === SEPARATOR;
    if (!separator && !inToken) tokens++;
    inToken = !separator;
    digits = isDigitCode(code) ? digits + 1 : 0;
    if (digits >= 2) long = true;
  }
  return long && tokens > 1;
}

/** The largest size, whose wording a board of too many numbers gets. */
const LARGEST = sizesWithCells(MOST_CELLS)[0];

function parseAnySize(text: string): ParseResult {
  const numbers = writtenAsNumbers(text);
  if (!numbers) {
    // Small boards, one symbol a cell: 9 cells, and every count of no size of its own or of two, read as the
    // eight puzzle, the default.
    const read = readSymbols(text, false, NINE_CELLS);
    if (!('values' in read)) return read;
    const count = read.values.length;
    const one = count < CELLS ? sizeOfCells(count) : undefined;
    if (one) {
      // Four cells with a tile above 3 are an eight puzzle's board cut short, and worded as one.
      const small = parseSized(text, one);
      return small.ok || read.values.every((value) => value < count) ? small : parseNineCells(text);
    }
    // Eight cells that are nine cells' worth of symbols but one are an eight puzzle's board missing a cell.
    if (sizesWithCells(count).length > 1 && !(count === CELLS - 1 && missesOneOfNine(read.values)))
      return sizeNeeded(read, count);
    return parseNineCells(text);
  }
  const read = readSymbols(text, true, LARGEST);
  // A bad symbol among fewer cells than a 15-puzzle's has the eight puzzle's wording.
  if (!('values' in read))
    return (text.match(/\d+|[xX.]/g)?.length ?? 0) > CELLS ? read : parseNineCells(text);
  const count = read.values.length;
  if (sizesWithCells(count).length > 1) return sizeNeeded(read, count);
  return parseSized(text, sizeOfCells(count) ?? LARGEST);
}

/**
 * Eight cells that are nine cells' worth of symbols but one (an 8 among them, or no blank): an eight puzzle's
 * board missing a cell.
 */
function missesOneOfNine(values: readonly number[]): boolean {
  return values.includes(8) || !values.includes(0);
}

function sizeNeeded(read: Symbols, count: number): ParseResult {
  const [one, other] = sizesWithCells(count).map((size) => size.key);
  const start = read.offsets[0];
  const end = read.offsets[count - 1] + read.lengths[count - 1];
  return fail('size-needed', '{0} cells: give the size, {1} or {2}', [count, one, other], start, end - start);
}

/** Any size but the eight puzzle's, whose wording {@link parseNineCells} keeps. */
function parseSized(text: string, size: Size): ParseResult {
  const { cells } = size;
  const read = readSymbols(text, cells > CELLS, size);
  if (!('values' in read)) return read;
  const { values, offsets, lengths } = read;
  const count = values.length;
  const start = count > 0 ? offsets[0] : 0;
  const end = count > 0 ? offsets[count - 1] + lengths[count - 1] : text.length;
  // A symbol that is no tile of this size is its own mistake, whatever the count.
  for (let i = 0; i < count; i++)
    if (values[i] >= cells) return unknownSymbol(text, offsets[i], lengths[i], size);
  if (count < cells) {
    if (count === cells - 1) {
      const absent: number[] = [];
      for (let value = 0; value < cells; value++) if (!values.includes(value)) absent.push(value);
      if (absent.length === 1) {
        return absent[0] === 0
          ? fail(
              'missing-tile',
              '{0} cells, expected {1}: the blank is missing',
              [count, cells],
              start,
              end - start,
            )
          : fail(
              'missing-tile',
              '{0} cells, expected {1}: tile {2} is missing',
              [count, cells, absent[0]],
              start,
              end - start,
            );
      }
    }
    return fail('too-few-cells', '{0} cells, expected {1}', [count, cells], start, end - start);
  }
  if (count > cells) {
    const extra = offsets[cells];
    return fail('too-many-cells', '{0} cells, expected {1}', [count, cells], extra, end - extra);
  }
  const board = new Array<number>(cells);
  for (let i = 0; i < cells; i++) {
    const value = values[i] === 0 ? cells : values[i];
    if (board.lastIndexOf(value, i - 1) >= 0) {
      return value === cells
        ? fail('two-blanks', 'two blanks', [], offsets[i], lengths[i])
        : fail('repeated-tile', 'tile {0} appears twice', [value], offsets[i], lengths[i]);
    }
    board[i] = value;
  }
  return { ok: true, board, offsets, size };
}

/**
 * {@link readCells} for any size: fills `cells` from `text[start, end)` and
 * says whether they form a board of `size`, without allocating. Small
 * sizes read one symbol a cell; larger ones read numbers between separators.
 */
export function readBoardCells(
  text: string,
  start: number,
  end: number,
  cells: number[],
  size: Size,
): boolean {
  const wanted = size.cells;
  if (wanted === CELLS) return readCells(text, start, end, cells);
  const numbers = wanted > CELLS;
  let count = 0;
  let seen = 0;
  let close = -1;
  let rows = false;
  for (let i = start; i < end; i++) {
    const symbol = symbolAt(text, i);
    if (symbol === SEPARATOR) continue;
    let value: number;
    const code = text.charCodeAt(i);
    if (rows && isBracket(code)) continue;
    if (numbers && isDigitCode(code)) {
      value = code - 48;
      if (value === 0) {
        if (i + 1 < end && isDigitCode(text.charCodeAt(i + 1))) return false;
      } else {
        while (i + 1 < end && isDigitCode(text.charCodeAt(i + 1)))
          value = value * 10 + text.charCodeAt(++i) - 48;
      }
      if (value === 0) value = wanted;
    } else if (symbol === UNKNOWN) {
      if (i === close) continue;
      if (count > 0 || close >= 0) return false;
      close = wrapEnd(text, i, end);
      if (close < 0) return false;
      rows = nestedRows(text, i, end);
      continue;
    } else {
      value = symbol === BLANK ? wanted : symbol;
    }
    if (value > wanted || (value === wanted && symbol !== BLANK && code !== 48)) return false;
    if (count === wanted || seen & (1 << value)) return false;
    seen |= 1 << value;
    cells[count++] = value;
  }
  return count === wanted;
}

/**
 * How many cells `text[start, end)` holds when runs of digits are numbers
 * (a board of more than 9 cells), or -1 if it holds anything else.
 */
export function countNumbers(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) {
    const symbol = symbolAt(text, i);
    const code = text.charCodeAt(i);
    if (isDigitCode(code)) {
      count++;
      while (i + 1 < end && isDigitCode(text.charCodeAt(i + 1))) i++;
    } else if (symbol === UNKNOWN) return -1;
    else if (symbol !== SEPARATOR) count++;
  }
  return count;
}

/**
 * The same rules as {@link parseBoard}, without allocating: fills `cells`
 * from `text[start, end)` and says whether they form a board. Batches of
 * hundreds of thousands of boards call this and ask {@link parseBoard} for
 * the reason only when it says no.
 */
export function readCells(text: string, start: number, end: number, cells: number[]): boolean {
  let count = 0;
  let seen = 0;
  let close = -1;
  for (let i = start; i < end; i++) {
    const value = symbolAt(text, i);
    if (value === SEPARATOR) continue;
    if (value === UNKNOWN) {
      // Only a bracket before the first cell, closed at the very end, is not a mistake.
      if (i === close) continue;
      if (count > 0 || close >= 0) return false;
      close = wrapEnd(text, i, end);
      if (close < 0) return false;
      continue;
    }
    if (count === CELLS || seen & (1 << value)) return false;
    seen |= 1 << value;
    cells[count++] = value;
  }
  return count === CELLS;
}

/** How many cell symbols `text[start, end)` holds, or -1 if it holds anything else. */
export function countCells(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) {
    const value = symbolAt(text, i);
    if (value === UNKNOWN) return -1;
    if (value !== SEPARATOR) count++;
  }
  return count;
}

/** Fills in a template's `{0}`, `{1}` … placeholders. */
export function fillTemplate(template: string, args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (_, n: string) => String(args[Number(n)]));
}

function fail(
  code: ParseError['code'],
  template: string,
  args: (string | number)[],
  offset: number,
  length: number,
): ParseResult {
  return {
    ok: false,
    error: { code, template, args, message: fillTemplate(template, args), offset, length },
  };
}

/** `text[start, start + length)`, cut to a length a message can show (never inside a surrogate pair). */
function shown(text: string, start: number, length: number): string {
  if (length <= MOST_SHOWN) return text.slice(start, start + length);
  let end = start + MOST_SHOWN - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(start, end) + '…';
}

/** A bad symbol is shown with the rest of its word, so `9` and `ten` read naturally. */
function unknownRunLength(text: string, start: number): number {
  let end = start + 1;
  while (end < text.length && symbolAt(text, end) === UNKNOWN) end++;
  return end - start;
}
