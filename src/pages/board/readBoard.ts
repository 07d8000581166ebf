// Which size a typed board is. A square number of cells says it (4, 9, 16);
// for 6, 8 or 12 cells, which could be either orientation, a board typed as
// rows says it (two lines of three cells is 2×3), and otherwise the board
// on screen decides, as long as it has that many cells.
import { parseBoard, ParseResult, Size, sizeOf } from '../../engine';

export function readBoard(text: string, current: Size): ParseResult {
  const any = parseBoard(text);
  if (any.ok || any.error.code !== 'size-needed') return any;
  const count = Number(any.error.args[0]);
  const size = sizeOfRows(text, count) ?? (current.cells === count ? current : undefined);
  return size ? parseBoard(text, size) : any;
}

/** The size a board typed one row a line shows: its lines are the rows. */
function sizeOfRows(text: string, count: number): Size | undefined {
  const rows = text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
  return rows > 1 ? sizeOf(rows, count / rows) : undefined;
}
