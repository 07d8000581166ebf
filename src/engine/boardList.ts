import { SIZE } from './board';
import { countCells, parseBoard, ParseResult } from './parse';

/** One board in a list of boards, as judges' input files hold them. */
export interface ListedBoard {
  /** 0-based number of the board's first line. */
  readonly line: number;
  /** 1 for a one-line board, 3 for a grid. */
  readonly lineCount: number;
  /** Offset of the board's first line in the whole text. */
  readonly offset: number;
  /** The board's text: one line, or three joined by their line ends. */
  readonly text: string;
  readonly result: ParseResult;
}

/**
 * Splits a judges' input into boards: one per non-empty line, or three lines
 * of three cells each for a grid. A bad line is reported and the reading goes on.
 */
export function readBoardList(text: string): ListedBoard[] {
  const boards: ListedBoard[] = [];
  forEachBoardText(text, (start, end, line, lineCount) => {
    const boardText = text.slice(start, end);
    boards.push({ line, lineCount, offset: start, text: boardText, result: parseBoard(boardText) });
  });
  return boards;
}

/**
 * The allocation-free core of {@link readBoardList}: calls `visit` with the
 * range and first line of each board's text, in order.
 */
export function forEachBoardText(text: string, visit: (start: number, end: number, line: number, lineCount: number) => void): void {
  let line = 0;
  let start = 0;
  // A grid is three lines of three cells; `rows` counts how many such lines are pending.
  let rows = 0;
  const rowStarts = [0, 0, 0];
  const rowEnds = [0, 0, 0];
  const flushRows = (upTo: number): void => {
    for (let r = 0; r < upTo; r++) visit(rowStarts[r], rowEnds[r], line - rows + r, 1);
    rows = 0;
  };
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const contentEnd = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    const cells = countCells(text, start, contentEnd);
    if (cells === SIZE) {
      rowStarts[rows] = start;
      rowEnds[rows] = contentEnd;
      rows++;
      if (rows === SIZE) {
        visit(rowStarts[0], contentEnd, line - SIZE + 1, SIZE);
        rows = 0;
      }
    } else {
      flushRows(rows);
      if (cells !== 0) visit(start, contentEnd, line, 1);
    }
    line++;
    start = end + 1;
  }
  flushRows(rows);
}

export interface Line {
  readonly offset: number;
  /** Without its line end. */
  readonly text: string;
}

/** Lines split at LF or CRLF; a final line end does not start another line. */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const contentEnd = end > start && text[end - 1] === '\r' ? end - 1 : end;
    lines.push({ offset: start, text: text.slice(start, contentEnd) });
    start = end + 1;
  }
  return lines;
}

/** 0-based line and column of an offset into `text`. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart };
}

/**
 * Where a slice of `text` that starts at `from` (a line start) and holds at
 * least `minLength` characters may end: after a line that cannot be part of
 * a grid, so that reading the slices one by one finds the same boards as
 * reading the whole text.
 */
export function sliceEnd(text: string, from: number, minLength: number): number {
  let end = Math.min(text.length, from + minLength);
  for (;;) {
    const lineEnd = text.indexOf('\n', end);
    if (lineEnd < 0) return text.length;
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    if (countCells(text, lineStart, lineEnd) !== SIZE) return lineEnd + 1;
    end = lineEnd + 1;
  }
}

/** How many line ends `text[start, end)` holds. */
export function countLineEnds(text: string, start: number, end: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', start); at >= 0 && at < end; at = text.indexOf('\n', at + 1)) count++;
  return count;
}
