import { CELLS } from '../board';
import { readCells } from '../parse';
import { findShape } from '../shape';
import { isBracketedCells, isNumber, isSixteenCells, tokenSpans } from './cells';
import { FoundBoard, foundBoard } from './foundBoard';

// A cell symbol stands alone: not inside a word, a number or an identifier.
const CELL = '[1-8xX0.]';
export const SEPARATOR = '(?:[ \\t]*,[ \\t]*|[ \\t]+)';
/** Where a run of cells may end: not in a word or a number, but a full stop may follow (`Solve 2 3 4 1 5 x 7 6 8.`). */
const RUN_END = '(?=$|[^\\w.]|\\.(?![\\w.]))';
/** Runs of cells with separators (`2 3 4 1 5 x 7 6 8`, `2,3,4,…`), or one compact word (`23415x768`). */
const CELL_RUN = new RegExp(`(?<![\\w.])${CELL}(?:${SEPARATOR}${CELL})*${RUN_END}|(?<![\\w.])${CELL}{9}${RUN_END}`, 'g');
/**
 * A case number before a board or a count after it makes a run of one or
 * two cells more (`case 7 2 3 4 1 5 x 7 6 8`, `2 3 4 1 5 x 7 6 8, 5 moves`);
 * longer runs are tables of numbers, not boards.
 */
const MOST_EXTRA_NUMBERS = 2;

/** A cell of a board of more than nine cells: a number (1…15), or a blank. */
export const TOKEN = '(?:\\d+|[xX.])';
/** Runs of sixteen or more numbers with separators: 4×4 boards are never written as one word. */
const SIXTEEN_RUN = new RegExp(`(?<![\\w.])${TOKEN}(?:${SEPARATOR}${TOKEN}){15,}${RUN_END}`, 'g');
const SIXTEEN = 16;
/** Sixteen cells and fifteen separators. */
const SHORTEST_SIXTEEN_RUN = 31;
/** Sixteen cells hold the tiles 10…15. */
const MAY_HOLD_SIXTEEN = /(?<![\w.])1[0-5](?!\w)/;
const NONE: readonly FoundBoard[] = [];

/**
 * LeetCode's form: R bracketed rows of C numbers (`[[1,2,3],[4,0,5]]`), or
 * C++'s braces (`{{1,2,3},{4,0,5}}`). Not after a name or a closing
 * bracket, where brackets index (`a[[0, 1], [2, 3]]` in numpy).
 */
function bracketed(open: string, close: string): RegExp {
  const row = `\\${open}[ \\t]*\\d+(?:[ \\t]*,[ \\t]*\\d+)*[ \\t]*\\${close}`;
  return new RegExp(`(?<![\\w\\])}])\\${open}[ \\t]*${row}(?:[ \\t]*,[ \\t]*${row})+[ \\t]*,?[ \\t]*\\${close}`, 'g');
}
const BRACKETED = [bracketed('[', ']'), bracketed('{', '}')];
const MAY_HOLD_BRACKETED = /[[{][ \t]*[[{]/;
const BRACKETED_ROW = /[[{]([^[\]{}]*)[\]}]/g;
const ROW_COUNTS = [2, 3, 4];
/**
 * Rows of two numbers are pairs in code (edges, intervals, points:
 * `[[0, 1], [2, 3], [4, 5]]`) far more often than boards, so a bracketed
 * board has three or four columns.
 */
const COLUMN_COUNTS = [3, 4];

/**
 * Boards written on one line, in order: runs of nine cells, and the nine
 * cells of a slightly longer run that a case number or a count makes; runs
 * of sixteen cells (4×4), likewise; and LeetCode's bracketed rows (R×C).
 */
export function findBoardsInLine(text: string, line = 0): FoundBoard[] {
  const nine = ninesInLine(text, line);
  // Most lines hold no tile 10…15 and no `[[`: they need no more than the search for nine cells.
  const sixteens = text.length >= SHORTEST_SIXTEEN_RUN && MAY_HOLD_SIXTEEN.test(text) ? sixteensInLine(text, line) : NONE;
  const rows = MAY_HOLD_BRACKETED.test(text) ? bracketedInLine(text, line) : NONE;
  if (sixteens.length === 0 && rows.length === 0) return nine;
  const larger = [...sixteens, ...rows];
  // Nine cells inside a larger board (`x 1 2 3 4 5 6 7 8 9 10 …`) are part of it.
  const outside = nine.filter((board) => !larger.some((big) => board.start < big.end && big.start < board.end));
  return [...outside, ...larger].sort((a, b) => a.start - b.start);
}

function ninesInLine(text: string, line: number): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (const match of text.matchAll(CELL_RUN)) {
    const run = match[0];
    const start = match.index ?? 0;
    const count = countCellSymbols(run);
    if (count === CELLS) found.push(foundBoard(line, 1, start, start + run.length, run));
    else if (count > CELLS && count <= CELLS + MOST_EXTRA_NUMBERS) {
      const board = boardAmongNumbers(run, cellOffsets(run));
      if (board) found.push(foundBoard(line, 1, start + board.start, start + board.end, run.slice(board.start, board.end)));
    }
  }
  return found;
}

function sixteensInLine(text: string, line: number): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (const match of text.matchAll(SIXTEEN_RUN)) {
    const start = match.index ?? 0;
    const spans = tokenSpans(text, start, start + match[0].length);
    if (spans.length > SIXTEEN + MOST_EXTRA_NUMBERS) continue;
    // As for nine cells: one reading only, the other tokens numbers.
    let chosen = -1;
    for (let first = 0; first + SIXTEEN <= spans.length; first++) {
      const others = [...spans.slice(0, first), ...spans.slice(first + SIXTEEN)];
      if (!others.every((span) => isNumber(text, span)) || !isSixteenCells(text, spans, first)) continue;
      if (chosen >= 0) {
        chosen = -1;
        break;
      }
      chosen = first;
    }
    if (chosen < 0) continue;
    const from = spans[chosen].start;
    const to = spans[chosen + SIXTEEN - 1].end;
    found.push(foundBoard(line, 1, from, to, text.slice(from, to), findShape({ rows: 4, columns: 4 })));
  }
  return found;
}

function bracketedInLine(text: string, line: number): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (const pattern of BRACKETED) {
    for (const match of text.matchAll(pattern)) {
      const whole = match[0];
      // The outer bracket opens the match; each row is a bracketed list inside it.
      const rows = [...whole.slice(1).matchAll(BRACKETED_ROW)].map((row) => row[1].split(',').map((cell) => cell.trim()));
      const columns = rows[0].length;
      if (!ROW_COUNTS.includes(rows.length) || !COLUMN_COUNTS.includes(columns) || rows.some((row) => row.length !== columns)) continue;
      if (!isBracketedCells(rows.flat())) continue;
      const start = match.index ?? 0;
      // The parser reads cells and separators: brackets become spaces, so offsets still point into the line.
      found.push(foundBoard(line, 1, start, start + whole.length, whole.replace(/[[\]{}]/g, ' '), findShape({ rows: rows.length, columns })));
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
 * The nine cells of a longer run that form a board, when exactly nine
 * consecutive ones do and the others are numbers (a case number, a count).
 * Two candidates (`1 2 3 4 5 6 7 8 x 1`, say) are a guess, so none is taken.
 */
function boardAmongNumbers(run: string, cells: readonly number[]): { start: number; end: number } | undefined {
  const scratch: number[] = [];
  let chosen: { start: number; end: number } | undefined;
  for (let first = 0; first + CELLS <= cells.length; first++) {
    const last = first + CELLS - 1;
    const others = [...cells.slice(0, first), ...cells.slice(last + 1)];
    if (!others.every((offset) => isDigit(run[offset]))) continue;
    const range = { start: cells[first], end: cells[last] + 1 };
    if (!readCells(run, range.start, range.end, scratch)) continue;
    if (chosen) return undefined;
    chosen = range;
  }
  return chosen;
}

function isDigit(symbol: string): boolean {
  return symbol >= '0' && symbol <= '9';
}
