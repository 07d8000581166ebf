import { BLANK, Board, CELLS, SIZE } from './board';

/**
 * A move is the direction in which the blank moves, the judges' convention:
 * `u` swaps the blank with the tile above it.
 */
export type Move = 'u' | 'd' | 'l' | 'r';

/** Indexed by move code; a code and its opposite differ in the lowest bit. */
export const MOVES: readonly Move[] = ['u', 'd', 'l', 'r'];

const STEP = [-SIZE, SIZE, -1, 1];

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
export function target(blank: number, code: number): number {
  switch (code) {
    case 0:
      return blank >= SIZE ? blank + STEP[0] : -1;
    case 1:
      return blank < CELLS - SIZE ? blank + STEP[1] : -1;
    case 2:
      return blank % SIZE !== 0 ? blank + STEP[2] : -1;
    default:
      return blank % SIZE !== SIZE - 1 ? blank + STEP[3] : -1;
  }
}

export function blankIndex(board: Board): number {
  return board.indexOf(BLANK);
}

/** The board after one move, or undefined when the blank would leave the board. */
export function applyMove(board: Board, move: Move): Board | undefined {
  const from = blankIndex(board);
  const to = target(from, moveCode(move));
  if (to < 0) return undefined;
  const next = board.slice();
  next[from] = next[to];
  next[to] = BLANK;
  return next;
}

/** The moves the blank can make from here, in `u d l r` order. */
export function legalMoves(board: Board): Move[] {
  const from = blankIndex(board);
  return MOVES.filter((_, code) => target(from, code) >= 0);
}

/** The move that slides tile `cell` into the blank, if the two are adjacent. */
export function moveToward(board: Board, cell: number): Move | undefined {
  const from = blankIndex(board);
  return MOVES.find((_, code) => target(from, code) === cell);
}
