import { BITS_SET } from './bits';
import type { Board } from './boardType';
import type { Puzzle } from './puzzleType';
import type { Size } from './sizes';

/** The eight puzzle's blank, side and cells: for the code that reads 3×3 boards fastest, and only there. */
export const BLANK = 9;
export const SIZE = 3;
export const CELLS = SIZE * SIZE;

export interface FormatOptions {
  /** How the blank is written: `x` by the judges, `0` by Luogu P1379. */
  readonly blank?: string;
  /** Between cells: `' '` gives the judges' input form, `''` the compact form. */
  readonly separator?: string;
}

/** One line, in the judges' input form `2 3 4 1 5 x 7 6 8` by default. The blank is the largest value, so the board alone says which it is. */
export function formatBoard(board: Board, options: FormatOptions = {}): string {
  const blank = options.blank ?? 'x';
  const blankCell = board.length;
  return board.map((cell) => (cell === blankCell ? blank : String(cell))).join(options.separator ?? ' ');
}

/** One line per row, the way the puzzle looks. */
export function formatGrid(size: Size, board: Board, options: FormatOptions = {}): string {
  const separator = options.separator ?? ' ';
  const cells = formatBoard(board, options).split(separator);
  const rows: string[] = [];
  for (let start = 0; start < cells.length; start += size.columns)
    rows.push(cells.slice(start, start + size.columns).join(separator));
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
export function puzzleParity(size: Size, board: Board): number {
  const parity = tileParity(board);
  if (size.columns % 2 === 1) return parity;
  const blankRow = Math.floor(board.indexOf(size.blank) / size.columns);
  return parity ^ (blankRow & 1);
}

/** Whether the puzzle's goal can be reached from `board`, decided without any search. */
export function isSolvable(puzzle: Puzzle, board: Board): boolean {
  return puzzleParity(puzzle.size, board) === puzzle.parity;
}
