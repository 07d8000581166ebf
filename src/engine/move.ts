import { Board } from './boardType';
import { Size } from './sizes';

/**
 * A move is the direction in which the blank moves, the judges' convention:
 * `u` swaps the blank with the tile above it.
 */
export type Move = 'u' | 'd' | 'l' | 'r';

/** Indexed by move code; a code and its opposite differ in the lowest bit. */
export const MOVES: readonly Move[] = ['u', 'd', 'l', 'r'];

export function isMove(letter: string): letter is Move {
  return letter === 'u' || letter === 'd' || letter === 'l' || letter === 'r';
}

export function moveCode(move: Move): number {
  return MOVES.indexOf(move);
}

export function opposite(code: number): number {
  return code ^ 1;
}

/** Where the blank lands after move `code` from `blank`, or -1 if it would leave the board. */
export function target(size: Size, blank: number, code: number): number {
  return size.neighbours[blank * 4 + code];
}

export function blankIndex(board: Board): number {
  return board.indexOf(board.length);
}

/** The board after one move, or undefined when the blank would leave the board. */
export function applyMove(size: Size, board: Board, move: Move): Board | undefined {
  const from = blankIndex(board);
  const to = target(size, from, moveCode(move));
  if (to < 0) return undefined;
  const next = board.slice();
  next[from] = next[to];
  next[to] = board.length;
  return next;
}

/** The moves the blank can make from here, in `u d l r` order. */
export function legalMoves(size: Size, board: Board): Move[] {
  const from = blankIndex(board);
  return MOVES.filter((_, code) => target(size, from, code) >= 0);
}

/** The move that slides tile `cell` into the blank, if the two are adjacent. */
export function moveToward(size: Size, board: Board, cell: number): Move | undefined {
  const from = blankIndex(board);
  return MOVES.find((_, code) => target(size, from, code) === cell);
}
