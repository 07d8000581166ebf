import { findShape } from '../shape';
import { isSixteenCells, tokenSpans } from './cells';
import { FoundBoard, foundBoard } from './foundBoard';
import { findBoardsInLine, SEPARATOR, TOKEN } from './lineBoards';

/** A line's indentation and comment marker: what may come before a grid row, and what an answer below a board repeats. */
export const LINE_PREFIX = /^([ \t]*)(\/\/+|#+|--+|;+|%+|\/\*+|\*+)?[ \t]*/;
const ROW_END = '[ \\t]*(?:\\*\\/)?[ \\t]*$';
const ROW_OF_THREE = new RegExp(`^[1-8xX0.](?:${SEPARATOR}[1-8xX0.]){2}${ROW_END}`);
/** Any four numbers make a row of four, so a taller table of numbers is one stack, never a grid. */
const ROW_OF_FOUR = new RegExp(`^${TOKEN}(?:${SEPARATOR}${TOKEN}){3}${ROW_END}`);
/** The most lines a grid has: the line window readers need this much context. */
export const MOST_GRID_ROWS = 4;

interface Row {
  readonly start: number;
  readonly end: number;
  /** Cells in the row: 3 (of a 3×3 grid) or 4 (of a 4×4 grid). */
  readonly width: 3 | 4;
}

/** Where a 3×3 grid row's cells are on its line, or undefined if the line is not one. */
export function gridRow(text: string): { start: number; end: number } | undefined {
  const row = rowIn(text);
  return row?.width === 3 ? { start: row.start, end: row.end } : undefined;
}

function rowIn(text: string): Row | undefined {
  const prefix = LINE_PREFIX.exec(text)?.[0].length ?? 0;
  const rest = text.slice(prefix);
  const width = ROW_OF_THREE.test(rest) ? 3 : ROW_OF_FOUR.test(rest) ? 4 : undefined;
  if (!width) return undefined;
  const trimmed = rest.replace(/[ \t]*(?:\*\/)?[ \t]*$/, '');
  return { start: prefix, end: prefix + trimmed.length, width };
}

/**
 * Every board in a document: boards on one line and grids, in order of
 * their first line. `lines` may be a window of a larger document; `first`
 * is the number of its first line.
 *
 * A grid is exactly as many grid rows in a row as it has columns (three of
 * three cells, four of four), with no row of its width right above or
 * below: four rows of three cells are not two readings of a grid, one from
 * each end, and five rows of four numbers are a table. Rows of three and
 * rows of four never mix. So whether lines form a grid depends only on
 * them and their two neighbours, never on where the reading started.
 */
export function findBoards(lines: readonly string[], first = 0): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = rowIn(lines[i]);
    if (!row) {
      found.push(...findBoardsInLine(lines[i], first + i));
      continue;
    }
    const rows = [row];
    for (let next = rowIn(lines[i + rows.length] ?? ''); next?.width === row.width; next = rowIn(lines[i + rows.length] ?? '')) rows.push(next);
    const text = rows.map((r, k) => lines[i + k].slice(r.start, r.end)).join('\n');
    if (rows.length === row.width && row.width === 3) {
      found.push(foundBoard(first + i, 3, rows[0].start, rows[2].end, text));
    } else if (rows.length === row.width && isSixteenCells(text, tokenSpans(text))) {
      found.push(foundBoard(first + i, 4, rows[0].start, rows[3].end, text, findShape({ rows: 4, columns: 4 })));
    } else if (row.width === 4) {
      // Four numbers are no board, but a row of them may hold one written as a word (`123456780 1 2 3`), as before.
      for (let k = 0; k < rows.length; k++) found.push(...findBoardsInLine(lines[i + k], first + i + k));
    }
    // Rows of three cells hold no board of their own.
    i += rows.length - 1;
  }
  return found;
}
