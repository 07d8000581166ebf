// Which size a typed board is. A square number of cells says it (4, 9, 16);
// for 6, 8 or 12 cells, which could be either orientation, a board typed as
// rows says it (two lines of three cells is 2×3), and otherwise the board
// on screen decides, as long as it has that many cells.
import { Board, cellCount, findShape, isShape, parseBoard, ParseError, Shape } from '../engine';

export type ReadBoard = { readonly ok: true; readonly board: Board; readonly shape: Shape } | { readonly ok: false; readonly error: ParseError };

export function readBoard(text: string, current: Shape): ReadBoard {
  const any = parseBoard(text);
  if (any.ok || any.error.code !== 'size-needed') return any;
  const count = Number(any.error.args[0]);
  const shape = shapeOfRows(text, count) ?? (cellCount(current) === count ? current : undefined);
  return shape ? parseBoard(text, shape) : any;
}

/** The size a board typed one row a line shows: its lines are the rows. */
function shapeOfRows(text: string, count: number): Shape | undefined {
  const rows = text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
  const shape = { rows, columns: count / rows };
  return rows > 1 && Number.isInteger(shape.columns) && isShape(shape) ? findShape(shape) : undefined;
}
