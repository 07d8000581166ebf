import { findAnswers, FoundAnswer } from './answers';
import { findBoards, MOST_GRID_ROWS } from './boards';
import { contextOf, headOf, ScanContext } from './context';
import { FoundBoard } from './foundBoard';
import { SAMPLE_LINES } from './samples';

/** A document read a line at a time, as the editor holds it. */
export interface LineSource {
  readonly lineCount: number;
  lineAt(line: number): string;
}

/**
 * Lines around a window that decide what is in it: an answer's grid (up to
 * four rows) and the line above the grid, which must not be a row of its
 * width; and the whole of any sample (samples.ts) with a line in the
 * window, with a line to spare, so that a sample too long to be one is
 * seen as too long from every window.
 */
const CONTEXT = Math.max(MOST_GRID_ROWS + 1, SAMPLE_LINES + 2);
/**
 * For readers that hold a window of lines (the command line's lint): how many lines around a window the
 * scanner reads.
 */
export const WINDOW_CONTEXT_LINES = CONTEXT;

/** What a document says of itself (context.ts), read from its head: the same for every window of it. */
export function contextOfSource(source: LineSource, counts = false): ScanContext {
  return contextOf(
    headOf(source.lineCount, (line) => source.lineAt(line)),
    counts,
  );
}

/**
 * The answers on lines `from` … `to` of a document, read with just enough
 * context that they are exactly the answers a reading of the whole document
 * finds there, wherever the window starts.
 */
export function findAnswersBetween(
  source: LineSource,
  from: number,
  to: number,
  context: ScanContext = contextOfSource(source),
): FoundAnswer[] {
  return foundBetween(source, from, to, CONTEXT, CONTEXT, (lines, first) =>
    findAnswers(lines, first, context),
  );
}

/**
 * The boards that start on lines `from` … `to` (a grid where its first row
 * is), with the lines above and below that decide whether rows form a grid:
 * up to four rows, the line after them, and for grids stacked with no line
 * between them (boards.ts) the grid's height above and twice it below.
 */
export function findBoardsBetween(
  source: LineSource,
  from: number,
  to: number,
  context: ScanContext = contextOfSource(source),
): FoundBoard[] {
  return foundBetween(source, from, to, MOST_GRID_ROWS, 2 * MOST_GRID_ROWS, (lines, first) =>
    findBoards(lines, first, context),
  );
}

/** What `find` finds on lines `from` … `to`, read with `above` lines more before them and `below` after. */
function foundBetween<Found extends { readonly line: number }>(
  source: LineSource,
  from: number,
  to: number,
  above: number,
  below: number,
  find: (lines: readonly string[], first: number) => Found[],
): Found[] {
  const first = Math.max(0, from - above);
  const last = Math.min(source.lineCount - 1, to + below);
  return find(readLines(source, first, last), first).filter(
    (found) => found.line >= from && found.line <= to,
  );
}

function readLines(source: LineSource, first: number, last: number): string[] {
  const lines: string[] = [];
  for (let line = first; line <= last; line++) lines.push(source.lineAt(line));
  return lines;
}
