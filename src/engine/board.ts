import { BITS_SET } from './bits';

/**
 * A board is 9 cells in row-major order. Tiles are 1–8 and the blank is 9,
 * so that the goal `12345678x` is the identity permutation and has rank 0,
 * exactly as in the judges' Cantor-expansion solutions.
 */
export type Board = readonly number[];

export const BLANK = 9;
export const SIZE = 3;
export const CELLS = SIZE * SIZE;

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
  return board.map((cell) => (cell === BLANK ? blank : String(cell))).join(options.separator ?? ' ');
}

/** Three lines of three cells, the way the puzzle looks. */
export function formatGrid(board: Board, options: FormatOptions = {}): string {
  const line = formatBoard(board, options);
  const cells = line.split(options.separator ?? ' ');
  const rows: string[] = [];
  for (let row = 0; row < SIZE; row++) {
    rows.push(cells.slice(row * SIZE, row * SIZE + SIZE).join(options.separator ?? ' '));
  }
  return rows.join('\n');
}

export function sameBoard(a: Board, b: Board): boolean {
  for (let i = 0; i < CELLS; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Parity of the inversions among the tiles, the blank ignored. On a board of
 * odd width every move keeps it, and boards with equal parity reach each
 * other; that is the whole solvability test.
 */
export function tileParity(board: Board): number {
  let inversions = 0;
  let used = 0;
  for (let i = 0; i < CELLS; i++) {
    const value = board[i];
    used |= 1 << value;
    // The smaller values not used yet are the smaller tiles after cell i.
    if (value !== BLANK) inversions += value - 1 - BITS_SET[used & ((1 << value) - 1)];
  }
  return inversions & 1;
}

export function isSolvable(board: Board, goal: Board = DEFAULT_GOAL): boolean {
  return tileParity(board) === tileParity(goal);
}
