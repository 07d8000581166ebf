import { Size, sizeByKey, SIZES } from '../sizes';
import { isNumberedBoard, tokenSpans } from './cells';
import { contextOf, ScanContext } from './context';
import { FoundBoard, foundBoard } from './foundBoard';
import { findBoardsInLine, SEPARATOR, TOKEN } from './lineBoards';

/**
 * A line's indentation and comment marker: what may come before a grid row, and what an answer below a board
 * repeats.
 */
export const LINE_PREFIX = /^([ \t]*)(\/\/+|#+|--+|;+|%+|\/\*+|\*+)?[ \t]*/;
const ROW_END = '[ \\t]*(?:\\*\\/)?[ \\t]*$';

/**
 * The sizes written as grids, one row a line (the registry says which), and what a row of each looks like.
 */
interface GridSize {
  readonly size: Size;
  readonly row: RegExp;
}

/**
 * A row of symbol cells (3×3's `2 3 4`) has that many single characters;
 * any run of numbers makes a row of numbers, so a taller table of them is one
 * stack, never a grid.
 */
const GRID_SIZES: readonly GridSize[] = SIZES.filter((size) => size.forms.grid).map((size) => {
  const cell = size.symbolCells ? '[1-8xX0.*]' : TOKEN;
  return { size, row: new RegExp(`^${cell}(?:${SEPARATOR}${cell}){${size.columns - 1}}${ROW_END}`) };
});

/** The most lines a grid has: the line window readers need this much context. */
export const MOST_GRID_ROWS = Math.max(...GRID_SIZES.map(({ size }) => size.rows));

interface Row {
  readonly start: number;
  readonly end: number;
  /** The grid size whose row this is: its cells' count is the size's columns. */
  readonly size: Size;
}

/** Where a 3×3 grid row's cells are on its line, or undefined if the line is not one. */
export function gridRow(text: string): { start: number; end: number } | undefined {
  const row = rowIn(text);
  return row?.size.key === '3x3' ? { start: row.start, end: row.end } : undefined;
}

function rowIn(text: string): Row | undefined {
  const prefix = LINE_PREFIX.exec(text)?.[0].length ?? 0;
  const rest = text.slice(prefix);
  const size = GRID_SIZES.find(({ row }) => row.test(rest))?.size;
  if (!size) return undefined;
  const trimmed = rest.replace(/[ \t]*(?:\*\/)?[ \t]*$/, '');
  return { start: prefix, end: prefix + trimmed.length, size };
}

/**
 * Every board in a document: boards on one line and grids, in order of
 * their first line. `lines` may be a window of a larger document; `first`
 * is the number of its first line.
 *
 * A grid is exactly as many rows of its size in a row as it has rows (three
 * of three cells, four of four numbers), with no row of its width right
 * above or below: four rows of three cells are not two readings of a grid,
 * one from each end, and five rows of four numbers are a table. Rows of
 * different sizes never mix. So whether lines form a grid depends only on
 * them and their two neighbours, never on where the reading started.
 * `context` is what the whole file says of itself (see context.ts); a
 * window of a file passes the file's.
 */
export function findBoards(
  lines: readonly string[],
  first = 0,
  context: ScanContext = contextOf(lines.join('\n')),
): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = rowIn(lines[i]);
    const compact = !row && context.puzzle ? compactGridAt(lines, i) : undefined;
    if (compact) {
      found.push(compact.board(first));
      i += COMPACT_GRID.rows - 1;
      continue;
    }
    if (!row) {
      const inLine = findBoardsInLine(lines[i], first + i, context);
      found.push(
        ...(context.puzzle || inLine.length === 0
          ? inLine
          : inLine.filter((board) => !inTable(lines, i, board))),
      );
      continue;
    }
    const { size } = row;
    const rows = [row];
    for (
      let next = rowIn(lines[i + rows.length] ?? '');
      next?.size === size;
      next = rowIn(lines[i + rows.length] ?? '')
    )
      rows.push(next);
    const text = rows.map((r, k) => lines[i + k].slice(r.start, r.end)).join('\n');
    const stacked =
      context.puzzle && !size.symbolCells && rows.length > size.rows
        ? stackedGrids(lines, i, rows.length, size)
        : [];
    // A `*` blank (`7 * 8`) only in a file about the puzzle: elsewhere it multiplies.
    const starOutside = !context.puzzle && text.includes('*');
    if (
      rows.length === size.rows &&
      !starOutside &&
      (size.symbolCells || isNumberedBoard(text, tokenSpans(text), size))
    ) {
      found.push(foundBoard(first + i, size.rows, rows[0].start, rows[size.rows - 1].end, text, size));
    } else if (stacked.length > 0) {
      for (const at of stacked) found.push(gridAt(lines, at, size, first));
    } else if (!size.symbolCells) {
      // Rows of numbers are no board, but one may hold a board written as a word (`123456780 1 2 3`).
      for (let k = 0; k < rows.length; k++)
        found.push(...findBoardsInLine(lines[i + k], first + i + k, context));
    }
    // Rows of symbol cells hold no board of their own.
    i += rows.length - 1;
  }
  return found;
}

/** The one size written as a grid of compact rows (`230` / `156` / `478`, as a hand-made input file has it). */
const COMPACT_GRID = sizeByKey('3x3');
/** A compact row after the line's prefix (LINE_PREFIX's two groups): its cells are group 3. */
const COMPACT_ROW = new RegExp(`${LINE_PREFIX.source}([1-8xX0.]{${COMPACT_GRID.columns}})${ROW_END}`, 'd');
/** No compact row is longer: most lines are rejected by their length alone. */
const LONGEST_COMPACT_ROW = 24;

function compactRowIn(text: string | undefined): { start: number; end: number } | undefined {
  if (text === undefined || text.length > LONGEST_COMPACT_ROW) return undefined;
  const cells = COMPACT_ROW.exec(text)?.indices?.[3];
  return cells && { start: cells[0], end: cells[1] };
}

/**
 * A grid of three compact rows starting at line `at`, in a file about the
 * puzzle: exactly three such rows, no fourth above or below, and each cell
 * once. Elsewhere three lines of three digits are numbers.
 */
function compactGridAt(
  lines: readonly string[],
  at: number,
): { board: (first: number) => FoundBoard } | undefined {
  if (!compactRowIn(lines[at])) return undefined;
  const rows = Array.from({ length: COMPACT_GRID.rows }, (_, k) => compactRowIn(lines[at + k]));
  if (
    rows.some((row) => row === undefined) ||
    compactRowIn(lines[at - 1]) ||
    compactRowIn(lines[at + COMPACT_GRID.rows])
  )
    return undefined;
  const spans = rows as { start: number; end: number }[];
  const text = spans.map((span, k) => lines[at + k].slice(span.start, span.end)).join('\n');
  if (new Set(text.replace(/\n/g, '').toLowerCase().replace(/[x.]/g, '0')).size !== COMPACT_GRID.cells)
    return undefined;
  return {
    board: (first) =>
      foundBoard(
        first + at,
        COMPACT_GRID.rows,
        spans[0].start,
        spans[COMPACT_GRID.rows - 1].end,
        text,
        COMPACT_GRID,
      ),
  };
}

/** The text of the grid whose rows start at line `at`, and where it is on its lines. */
function gridText(
  lines: readonly string[],
  at: number,
  size: Size,
): { text: string; start: number; end: number } | undefined {
  const rows: Row[] = [];
  for (let k = 0; k < size.rows; k++) {
    const row = rowIn(lines[at + k] ?? '');
    if (row?.size !== size) return undefined;
    rows.push(row);
  }
  const text = rows.map((r, k) => lines[at + k].slice(r.start, r.end)).join('\n');
  return { text, start: rows[0].start, end: rows[size.rows - 1].end };
}

function isGridBoard(lines: readonly string[], at: number, size: Size): boolean {
  if (at < 0) return false;
  const grid = gridText(lines, at, size);
  return grid !== undefined && isNumberedBoard(grid.text, tokenSpans(grid.text), size);
}

function gridAt(lines: readonly string[], at: number, size: Size, first: number): FoundBoard {
  const grid = gridText(lines, at, size) as NonNullable<ReturnType<typeof gridText>>;
  return foundBoard(first + at, size.rows, grid.start, grid.end, grid.text, size);
}

/**
 * Grids stacked with no line between them, as UVa 10181's input gives its
 * boards: in a run of `count` rows from line `from`, each R rows that are a
 * board and whose neighbours of R rows above and below are boards too, or
 * no rows of theirs. Read from those neighbours alone, never from where the
 * run starts, so a window of the file finds the same grids as the whole of
 * it (a window reads R rows above and 2R below, see windows.ts); a table of
 * rows that are not all boards stays a table.
 */
function stackedGrids(lines: readonly string[], from: number, count: number, size: Size): number[] {
  const starts: number[] = [];
  const isRow = (line: number): boolean => rowIn(lines[line] ?? '')?.size === size;
  // Each offset is a neighbour of two others: its grid is read once.
  const boards = new Map<number, boolean>();
  const isBoard = (at: number): boolean => {
    let board = boards.get(at);
    if (board === undefined) boards.set(at, (board = isGridBoard(lines, at, size)));
    return board;
  };
  for (let at = from; at + size.rows <= from + count; at++) {
    if (!isBoard(at)) continue;
    const aboveFits = !isRow(at - 1) || isBoard(at - size.rows);
    const belowFits = !isRow(at + size.rows) || isBoard(at + size.rows);
    if (aboveFits && belowFits) starts.push(at);
  }
  return starts;
}

const LIST = /[[{(]([^[\]{}()]*)[\]})]/g;

/**
 * The cells of a board as a sorted key: two lists are permutations of the same cells when their keys agree.
 */
function cellsKey(text: string): string {
  return text
    .split(/[\s,]+/)
    .filter((cell) => cell !== '')
    .map((cell) => cell.toLowerCase())
    .sort()
    .join(' ');
}

/**
 * Whether a board in a bracket or brace list sits in a table: a line beside
 * it holds a list of the same cells in another order. Rotation tables (a
 * cube face's turn, a 9-cell puzzle's moves) and a pancake stack's flips are
 * permutations, not boards; a file about the puzzle keeps them as boards.
 */
function inTable(lines: readonly string[], i: number, board: FoundBoard): boolean {
  const text = lines[i];
  const inList =
    /[[{(][ \t]*$/.test(text.slice(0, board.start)) && /^[ \t]*[\]})]/.test(text.slice(board.end));
  if (!inList) return false;
  const key = cellsKey(text.slice(board.start, board.end).replace(/[[\]{}()]/g, ' '));
  return [lines[i - 1], lines[i + 1]].some(
    (line) => line !== undefined && [...line.matchAll(LIST)].some((list) => cellsKey(list[1]) === key),
  );
}
