import { readBoardCells } from '../parse';
import { Size, SIZES, sizeOf } from '../sizes';
import { isBracketedCells, isNumber, isNumberedBoard, tokenSpans } from './cells';
import { ANY_CONTEXT, ScanContext } from './context';
import { FoundBoard, foundBoard } from './foundBoard';
import { isCompactNumber, standsAlone } from './standsAlone';

// Which sizes are written on one line, and how: the registry says (sizes.ts).
const SYMBOL_SIZES = SIZES.filter((size) => size.forms.line === 'symbols');
const NUMBER_SIZES = SIZES.filter((size) => size.forms.line === 'numbers');

// A cell symbol stands alone: not inside a word, a number or an identifier.
const CELL = '[1-8xX0.]';
/**
 * With separators the blank may be `*` too (`1 2 3 4 * 5 6 7 8`); never in
 * a compact word, where `1234*5678` is a product. A run's `*` that is a
 * comment's (its marker, ` * 2 3 4 …` in Javadoc, or the star of its close
 * after a board) comes off the run: see {@link withoutCommentStars}.
 */
const SPACED_CELL = '[1-8xX0.*]';
export const SEPARATOR = '(?:[ \\t]*,[ \\t]*|[ \\t]+)';
/** Where a run of cells may end: not in a word or a number, but a full stop may follow (`Solve 2 3 4 1 5 x 7 6 8.`). */
const RUN_END = '(?=$|[^\\w.]|\\.(?![\\w.]))';
/** Runs of cells with separators (`2 3 4 1 5 x 7 6 8`, `2,3,4,…`), or one compact word of a size's cells (`23415x768`). */
const CELL_RUN = new RegExp(
  [
    `(?<![\\w.*])${SPACED_CELL}(?:${SEPARATOR}${SPACED_CELL})*${RUN_END}`,
    ...SYMBOL_SIZES.map((size) => `(?<![\\w.])${CELL}{${size.cells}}${RUN_END}`),
  ].join('|'),
  'g',
);
/**
 * A case number before a board or a count after it makes a run of one or
 * two cells more (`case 7 2 3 4 1 5 x 7 6 8`, `2 3 4 1 5 x 7 6 8, 5 moves`);
 * longer runs are tables of numbers, not boards.
 */
const MOST_EXTRA_NUMBERS = 2;

/** A cell of a board whose cells are numbers: a number, or a blank. */
export const TOKEN = '(?:\\d+|[xX.])';
/** The smallest board written as numbers: sixteen cells. */
const FEWEST_NUMBERS = Math.min(...NUMBER_SIZES.map((size) => size.cells));
/** Runs of numbers with separators long enough for a board: such boards are never written as one word. */
const NUMBER_RUN = new RegExp(
  `(?<![\\w.])${TOKEN}(?:${SEPARATOR}${TOKEN}){${FEWEST_NUMBERS - 1},}${RUN_END}`,
  'g',
);
/** The cells and separators of the smallest such board. */
const SHORTEST_NUMBER_RUN = 2 * FEWEST_NUMBERS - 1;
/** Every such board holds the two-digit tiles 10 … n−1 of the smallest of them (10…15 for 4×4). */
const MAY_HOLD_NUMBERS = new RegExp(
  `(?<![\\w.])(?:${Array.from({ length: FEWEST_NUMBERS - 10 }, (_, i) => 10 + i).join('|')})(?!\\w)`,
);
const NONE: readonly FoundBoard[] = [];

/**
 * LeetCode's form: R bracketed rows of C numbers (`[[1,2,3],[4,0,5]]`), or
 * C++'s braces (`{{1,2,3},{4,0,5}}`). Not after a name or a closing
 * bracket, where brackets index (`a[[0, 1], [2, 3]]` in numpy). Which R×C
 * count is the registry's to say.
 */
function bracketed(open: string, close: string): RegExp {
  const row = `\\${open}[ \\t]*\\d+(?:[ \\t]*,[ \\t]*\\d+)*[ \\t]*\\${close}`;
  return new RegExp(
    `(?<![\\w\\])}])\\${open}[ \\t]*${row}(?:[ \\t]*,[ \\t]*${row})+[ \\t]*,?[ \\t]*\\${close}`,
    'g',
  );
}
const BRACKETED = [bracketed('[', ']'), bracketed('{', '}')];
const MAY_HOLD_BRACKETED = /[[{][ \t]*[[{]/;
const BRACKETED_ROW = /[[{]([^[\]{}]*)[\]}]/g;

/**
 * Boards written on one line, in order: runs of a size's symbol cells (nine
 * on 3×3), and those cells in a slightly longer run that a case number or a
 * count makes; runs of numbers (sixteen on 4×4), likewise; and LeetCode's
 * bracketed rows (R×C).
 */
export function findBoardsInLine(text: string, line = 0, context: ScanContext = ANY_CONTEXT): FoundBoard[] {
  const symbols = symbolBoardsInLine(text, line, context);
  // Most lines hold no two-digit tile and no `[[`: they need no more than the search for symbol cells.
  const found =
    text.length >= SHORTEST_NUMBER_RUN && MAY_HOLD_NUMBERS.test(text) ? numberBoardsInLine(text, line) : NONE;
  const numbers = context.puzzle ? found : found.filter((board) => isBareBoardLine(text, board));
  const rows = MAY_HOLD_BRACKETED.test(text) ? bracketedInLine(text, line, context) : NONE;
  if (numbers.length === 0 && rows.length === 0) return symbols;
  const larger = [...numbers, ...rows];
  // Nine cells inside a larger board (`x 1 2 3 4 5 6 7 8 9 10 …`) are part of it.
  const outside = symbols.filter(
    (board) => !larger.some((big) => board.start < big.end && big.start < board.end),
  );
  return [...outside, ...larger].sort((a, b) => a.start - b.start);
}

/**
 * Outside a file about the puzzle, sixteen numbers on a line are a board
 * only when they are all the line holds (after a comment marker, and with
 * at most an answer after them) and not 0…15 in order: in code they are an S-box row, a bit reversal or a
 * Gray
 * code (`{14, 4, 13, …}`), and `0 1 2 … 15` heads a table.
 */
function isBareBoardLine(text: string, board: FoundBoard): boolean {
  const before = text.slice(0, board.start);
  const after = text.slice(board.end);
  // An answer may follow it, as the pairing rules allow one (`… 14 0 15 -> r`).
  if (
    !/^[ \t]*(?:\/\/+|#+|--+|;+|%+|\/\*+|\*+)?[ \t]*$/.test(before) ||
    !/^(?:[ \t]*(?:->|=>|→|:|\|)?[ \t]*(?:[udlr]+|[UDLR]+|unsolvable))?[ \t]*(?:\*\/)?[ \t]*$/.test(after)
  )
    return false;
  const cells = text.slice(board.start, board.end).split(/[\s,]+/);
  return !cells.every((cell, i) => cell === String(i));
}

function symbolBoardsInLine(text: string, line: number, context: ScanContext): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (const match of text.matchAll(CELL_RUN)) {
    let run = match[0];
    let start = match.index ?? 0;
    if (run.includes('*')) {
      ({ run, start } = withoutCommentStars(text, run, start));
      // A `*` among numbers is a product outside a file about the puzzle.
      if (run === '' || (!context.puzzle && run.includes('*'))) continue;
    }
    const count = countCellSymbols(run);
    const exact = SYMBOL_SIZES.find((size) => size.cells === count);
    if (exact) {
      // One word of nine symbols: a board, unless it is a number or part of an identifier.
      const compact = run.length === count;
      if (compact && !compactBoardStandsAlone(text, start, run, context)) continue;
      if (!compact && !standsAlone(text, start, start + run.length)) continue;
      if (!context.puzzle && !compact && isPrintedSequence(text, start, run)) continue;
      found.push(foundBoard(line, 1, start, start + run.length, run, exact));
      continue;
    }
    const among = SYMBOL_SIZES.find((size) => count > size.cells && count <= size.cells + MOST_EXTRA_NUMBERS);
    const board = among && boardAmongNumbers(run, cellOffsets(run), among);
    if (!among || !board || !standsAlone(text, start + board.start, start + board.end)) continue;
    found.push(
      foundBoard(line, 1, start + board.start, start + board.end, run.slice(board.start, board.end), among),
    );
  }
  return found;
}

/**
 * Outside a file about the puzzle, digits after `=` are a value printed in
 * documentation (`[A, A + 9) = 8 7 6 3 4 5 2 1 0`), not a board.
 */
function isPrintedSequence(text: string, start: number, run: string): boolean {
  return (
    /^[\d ,\t]+$/.test(run) &&
    /=[ \t]*$/.test(text.slice(0, start)) &&
    !ANSWER_AFTER_ARROW.test(text.slice(start + run.length))
  );
}

const ANSWER_AFTER_ARROW = /^[ \t]*(?:-+>|=+>|→|:|\|)[ \t]*(?:[udlr]+|[UDLR]+|unsolvable)(?![\w])/;

/**
 * A compact board (`23415x768`) is one word: not a float (`48.376512`), not
 * a piece of an identifier (`ID-12345678X-2`), and, written in digits only
 * (`153486702`), a board only in a file about the puzzle.
 */
function compactBoardStandsAlone(text: string, start: number, run: string, context: ScanContext): boolean {
  // Digits alone may be any number; with an answer after an arrow (`283104765 -> uldr`) they are plainly a board.
  if (isCompactNumber(run) && !context.puzzle && !ANSWER_AFTER_ARROW.test(text.slice(start + run.length)))
    return false;
  if (/\d\.\d/.test(run) && !(context.dotBlank && isDottedBoard(run))) return false;
  const before = text.slice(Math.max(0, start - 2), start);
  const after = text.slice(start + run.length, start + run.length + 2);
  // A regular expression's anchors (`/^12345678X$/`): the token is what a validator holds, not a board.
  if (before.endsWith('^') || after.startsWith('$')) return false;
  // Outside a file about the puzzle, a quoted token compared in code (`s === '12345678X'`) is a validator's too.
  if (!context.puzzle && /(?:[=!]==?|==)[ \t]*["'`]$/.test(text.slice(Math.max(0, start - 6), start)))
    return false;
  return !/\w[-_/]$/.test(before) && !/^[-_/]\w/.test(after);
}

/** LanQiao's boards write the blank as `.` anywhere (`123.46758`); only in its files, since a float may hold each of 1–8 once too (`48.376512`). */
function isDottedBoard(run: string): boolean {
  return run.length === 9 && /^[1-8.]+$/.test(run) && new Set(run).size === 9;
}

/** A run without the stars that belong to a comment: a leading one first on its line or after `/`, a trailing one before `/`. */
function withoutCommentStars(text: string, run: string, start: number): { run: string; start: number } {
  if (run.startsWith('*') && (/^[ \t]*$/.test(text.slice(0, start)) || text[start - 1] === '/')) {
    const cells = run.replace(/^\*[ \t,]*/, '');
    start += run.length - cells.length;
    run = cells;
  }
  if (run.endsWith('*') && text[start + run.length] === '/') run = run.replace(/[ \t,]*\*$/, '');
  return { run, start };
}

function numberBoardsInLine(text: string, line: number): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (const match of text.matchAll(NUMBER_RUN)) {
    const start = match.index ?? 0;
    const spans = tokenSpans(text, start, start + match[0].length);
    const size = NUMBER_SIZES.find(
      (candidate) => spans.length >= candidate.cells && spans.length <= candidate.cells + MOST_EXTRA_NUMBERS,
    );
    if (!size) continue;
    const n = size.cells;
    // As for symbol cells: one reading only, the other tokens numbers.
    let chosen = -1;
    for (let first = 0; first + n <= spans.length; first++) {
      const others = [...spans.slice(0, first), ...spans.slice(first + n)];
      if (!others.every((span) => isNumber(text, span)) || !isNumberedBoard(text, spans, size, first))
        continue;
      if (chosen >= 0) {
        chosen = -1;
        break;
      }
      chosen = first;
    }
    if (chosen < 0) continue;
    const from = spans[chosen].start;
    const to = spans[chosen + n - 1].end;
    if (!standsAlone(text, from, to)) continue;
    found.push(foundBoard(line, 1, from, to, text.slice(from, to), size));
  }
  return found;
}

function bracketedInLine(text: string, line: number, context: ScanContext): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (const pattern of BRACKETED) {
    for (const match of text.matchAll(pattern)) {
      const whole = match[0];
      // The outer bracket opens the match; each row is a bracketed list inside it.
      const rows = [...whole.slice(1).matchAll(BRACKETED_ROW)].map((row) =>
        row[1].split(',').map((cell) => cell.trim()),
      );
      const columns = rows[0].length;
      const size = sizeOf(rows.length, columns);
      if (!size?.forms.bracketed || rows.some((row) => row.length !== columns)) continue;
      const cells = rows.flat();
      if (!isBracketedCells(cells)) continue;
      // `[[0, 1, 2], [3, 4, 5]]` in order is what numpy's reshape prints: a board only where the file is about the puzzle.
      if (!context.puzzle && cells.every((cell, i) => Number(cell) === i)) continue;
      const start = match.index ?? 0;
      // The parser reads cells and separators: brackets become spaces, so offsets still point into the line.
      found.push(foundBoard(line, 1, start, start + whole.length, whole.replace(/[[\]{}]/g, ' '), size));
    }
  }
  return found;
}

// Code is full of lone digits (`i = 0`), each a run of one cell: counting them allocates nothing.
function countCellSymbols(run: string): number {
  let count = 0;
  for (let i = 0; i < run.length; i++) if (isCellSymbol(run[i])) count++;
  return count;
}

/** Offsets in `run` of its cell symbols. */
function cellOffsets(run: string): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < run.length; i++) if (isCellSymbol(run[i])) offsets.push(i);
  return offsets;
}

/** In a run, everything but its separators is a cell. */
function isCellSymbol(symbol: string): boolean {
  return symbol !== ' ' && symbol !== '\t' && symbol !== ',';
}

/**
 * The cells of a longer run that form a board of `size`, when exactly that
 * many consecutive ones do and the others are numbers (a case number, a
 * count). Two candidates (`1 2 3 4 5 6 7 8 x 1`, say) are a guess, so none
 * is taken.
 */
function boardAmongNumbers(
  run: string,
  cells: readonly number[],
  size: Size,
): { start: number; end: number } | undefined {
  const scratch: number[] = [];
  const n = size.cells;
  let chosen: { start: number; end: number } | undefined;
  for (let first = 0; first + n <= cells.length; first++) {
    const last = first + n - 1;
    const others = [...cells.slice(0, first), ...cells.slice(last + 1)];
    if (!others.every((offset) => isDigit(run[offset]))) continue;
    const range = { start: cells[first], end: cells[last] + 1 };
    if (!readBoardCells(run, range.start, range.end, scratch, size)) continue;
    if (chosen) return undefined;
    chosen = range;
  }
  return chosen;
}

function isDigit(symbol: string): boolean {
  return symbol >= '0' && symbol <= '9';
}
