import { BLANK, Board, CELLS } from './board';

/**
 * What is wrong with a board's text. `template` and `args` let each front end
 * word (and translate) the message; `message` is the English wording.
 */
export interface ParseError {
  readonly code: 'too-few-cells' | 'too-many-cells' | 'repeated-tile' | 'two-blanks' | 'missing-tile' | 'unknown-symbol';
  readonly template: string;
  readonly args: readonly (string | number)[];
  readonly message: string;
  /** Offset and length of the offending text, relative to the parsed text. */
  readonly offset: number;
  readonly length: number;
}

export type ParseResult =
  | { readonly ok: true; readonly board: Board; /** Offset of each cell's symbol. */ readonly offsets: readonly number[] }
  | { readonly ok: false; readonly error: ParseError };

const ALL_CELLS = [1, 2, 3, 4, 5, 6, 7, 8, BLANK];

/** What each ASCII character means: a cell value, a separator, or nothing. */
const SEPARATOR = -1;
const UNKNOWN = 0;
const SYMBOL = new Int8Array(128);
for (const separator of ' ,\t\n\r\f\v') SYMBOL[separator.charCodeAt(0)] = SEPARATOR;
// Judges write the blank `x`, Luogu writes `0`, and people write `.` in grids.
for (const blank of 'xX0.') SYMBOL[blank.charCodeAt(0)] = BLANK;
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
 * Reads one board: 9 cells in row-major order, each a single symbol, with
 * whitespace (newlines too, so the 3-line grid works), commas, or nothing
 * between them, and possibly braces or brackets around them all, as code
 * writes an array. Never throws.
 */
export function parseBoard(text: string): ParseResult {
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
      return fail('unknown-symbol', "'{0}' is not a tile or a blank: use 1–8 and x (or 0 or .)", [shown(text, i, length)], i, length);
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
        ? fail('missing-tile', '{0} cells, expected 9: the blank is missing', [board.length], start, end - start)
        : fail('missing-tile', '{0} cells, expected 9: tile {1} is missing', [board.length, absent[0]], start, end - start);
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
  return { ok: true, board, offsets };
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

function fail(code: ParseError['code'], template: string, args: (string | number)[], offset: number, length: number): ParseResult {
  return { ok: false, error: { code, template, args, message: fillTemplate(template, args), offset, length } };
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
