/**
 * Which runs of numbers are boards of sizes whose cells are numbers (4×4).
 * A 4×4 board is found only when its sixteen cells are exactly the tiles
 * 1…15 and one blank: code is full of sixteen numbers (matrices, masks,
 * tables) that are not, and those are not boards at all, so they get no
 * error either.
 */
import type { Size } from '../sizes';

/** A tile as people write one: digits with no leading zero, no sign. */
const TILE = /^[1-9]\d?$/;
const BLANKS = new Set(['0', 'x', 'X', '.']);

/** Whether the tokens `text[spans[k]]` for k in `[first, first + n)` are the n cells of a board of `size`. */
export function isNumberedBoard(text: string, spans: readonly Span[], size: Size, first = 0): boolean {
  const n = size.cells;
  if (first + n > spans.length) return false;
  let seen = 0;
  for (let k = first; k < first + n; k++) {
    const token = text.slice(spans[k].start, spans[k].end);
    const value = BLANKS.has(token) ? n : TILE.test(token) && Number(token) < n ? Number(token) : -1;
    if (value < 0 || seen & (1 << value)) return false;
    seen |= 1 << value;
  }
  return true;
}

/** Whether bracketed numbers are 0…n−1 once each, 0 the blank (as LeetCode writes boards). */
export function isBracketedCells(numbers: readonly string[]): boolean {
  const n = numbers.length;
  let seen = 0;
  for (const number of numbers) {
    // `03` is not how a board's cell is written.
    if (number.length > 1 && number.startsWith('0')) return false;
    const value = Number(number);
    if (!(value < n) || seen & (1 << value)) return false;
    seen |= 1 << value;
  }
  return true;
}

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** The tokens of a run: what lies between separators (spaces, tabs, commas, line ends). */
export function tokenSpans(text: string, start = 0, end = text.length): Span[] {
  const spans: Span[] = [];
  let tokenStart = -1;
  for (let i = start; i <= end; i++) {
    const separator = i === end || isSeparator(text.charCodeAt(i));
    if (separator && tokenStart >= 0) {
      spans.push({ start: tokenStart, end: i });
      tokenStart = -1;
    } else if (!separator && tokenStart < 0) tokenStart = i;
  }
  return spans;
}

function isSeparator(code: number): boolean {
  // space, tab, comma, line feed, carriage return
  return code === 32 || code === 9 || code === 44 || code === 10 || code === 13;
}

/** Whether a token is a number, as a case number before a board or a count after it is. */
export function isNumber(text: string, span: Span): boolean {
  for (let i = span.start; i < span.end; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return span.end > span.start;
}
