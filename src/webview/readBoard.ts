// Which size a typed board is. A square number of cells says it (4, 9, 16);
// a board typed as rows says it too (two lines of three cells is 2×3); for
// 6, 8 or 12 cells on one line the board on screen decides, as long as it
// has that many cells.
import { Board, EIGHT_PUZZLE, parseBoard, ParseError, Shape } from '../engine';

export type ReadBoard = { readonly ok: true; readonly board: Board; readonly shape: Shape } | { readonly ok: false; readonly error: ParseError };

export function readBoard(text: string, current: Shape): ReadBoard {
  void current;
  // PRE-MERGE: the engine reads 3×3 boards only until parseBoard takes a shape (i10-sizes).
  const parsed = parseBoard(text);
  return parsed.ok ? { ok: true, board: parsed.board, shape: EIGHT_PUZZLE } : parsed;
}
