import { BITS_SET } from './bits';
import { EIGHT_PUZZLE, Shape, squareShape } from './shape';

/**
 * A board is its cells in row-major order: tiles 1 … n−1 and the blank as
 * n, the largest value. On the eight puzzle the tiles are 1–8 and the blank
 * is 9, so the goal `12345678x` is the identity permutation and has rank 0,
 * exactly as in the judges' Cantor-expansion solutions. Its {@link Shape}
 * travels beside it: 8 cells may be 2×4 or 4×2.
 */
export type Board = readonly number[];

/** The eight puzzle's blank, size and cells. */
export const BLANK = 9;
export const SIZE = 3;
export const CELLS = SIZE * SIZE;

/** The blank's value on this board: its number of cells. */
export function blankValue(board: Board): number {
  return board.length;
}

/**
 * The shape given, or the square one the board's length implies. A 6-, 8-
 * or 12-cell board has two orientations, so asking without a shape is a
 * programming error, not a user's.
 */
export function shapeOf(board: Board, shape?: Shape): Shape {
  if (shape) return shape;
  if (board.length === CELLS) return EIGHT_PUZZLE;
  const square = squareShape(board.length);
  if (!square) throw new Error(`a board of ${board.length} cells needs its shape`);
  return square;
}

/** The judges' goal, `12345678x`. */
export const DEFAULT_GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, BLANK];

export interface FormatOptions {
  /** How the blank is written: `x` by the judges, `0` by Luogu P1379. */
  readonly blank?: string;
  /** Between cells: `' '` gives the judges' input form, `''` the compact form. */
  readonly separator?: string;
}

/** One line, in the judges' input form `2 3 4 1 5 x 7 6 8` by default. */
export function formatBoard(board: Board, options: FormatOptions = {}): string {
  const blank = options.blank ?? 'x';
  const blankCell = board.length;
  return board.map((cell) => (cell === blankCell ? blank : String(cell))).join(options.separator ?? ' ');
}

/** One line per row, the way the puzzle looks. */
export function formatGrid(board: Board, options: FormatOptions = {}, shape?: Shape): string {
  const { columns } = shapeOf(board, shape);
  const separator = options.separator ?? ' ';
  const cells = formatBoard(board, options).split(separator);
  const rows: string[] = [];
  for (let start = 0; start < cells.length; start += columns) rows.push(cells.slice(start, start + columns).join(separator));
  return rows.join('\n');
}

export function sameBoard(a: Board, b: Board): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Parity of the inversions among the tiles, the blank ignored. */
export function tileParity(board: Board): number {
  const blank = board.length;
  let inversions = 0;
  if (blank <= CELLS) {
    let used = 0;
    for (let i = 0; i < blank; i++) {
      const value = board[i];
      used |= 1 << value;
      // The smaller values not used yet are the smaller tiles after cell i.
      if (value !== blank) inversions += value - 1 - BITS_SET[used & ((1 << value) - 1)];
    }
  } else {
    for (let i = 0; i < blank; i++) {
      if (board[i] === blank) continue;
      for (let j = i + 1; j < blank; j++) if (board[j] < board[i]) inversions++;
    }
  }
  return inversions & 1;
}

/**
 * What no move changes, so boards that differ in it never reach each other
 * (and boards that agree always do). A sideways move keeps the order of the
 * tiles. An upward or downward move carries one tile past columns − 1
 * others: on odd widths that keeps the inversions' parity, on even widths it
 * flips it while the blank changes row, so there the blank's row counts too.
 */
export function puzzleParity(board: Board, shape?: Shape): number {
  const { columns } = shapeOf(board, shape);
  const parity = tileParity(board);
  if (columns % 2 === 1) return parity;
  const blankRow = Math.floor(board.indexOf(board.length) / columns);
  return parity ^ (blankRow & 1);
}

/** Whether `goal` can be reached from `board`, decided without any search. */
export function isSolvable(board: Board, goal: Board = DEFAULT_GOAL, shape?: Shape): boolean {
  const known = shapeOf(board, shape);
  return puzzleParity(board, known) === puzzleParity(goal, known);
}
