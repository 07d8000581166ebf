import { BoardReader } from './formats/boardReader';
import { parseBoard, ParseResult } from './parse';
import { EIGHT_PUZZLE } from './puzzle';

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
 * of three cells each for a grid, after a case count if the input starts with
 * one. A bad line is reported and the reading goes on.
 */
export function readBoardList(text: string): ListedBoard[] {
  const boards: ListedBoard[] = [];
  forEachBoardText(text, (start, end, line, lineCount) => {
    const boardText = text.slice(start, end);
    boards.push({
      line,
      lineCount,
      offset: start,
      text: boardText,
      result: parseBoard(boardText, EIGHT_PUZZLE.size),
    });
  });
  return boards;
}

/**
 * The allocation-free core of {@link readBoardList}: calls `visit` with the
 * range in `text` and the first line of each board's text, in order. It is
 * a {@link BoardReader} given the whole text at once.
 */
export function forEachBoardText(
  text: string,
  visit: (start: number, end: number, line: number, lineCount: number) => void,
): void {
  const reader = new BoardReader(
    { board: (_, start, end, line, lineCount) => visit(start, end, line, lineCount) },
    EIGHT_PUZZLE.size,
  );
  reader.push(text);
  reader.end();
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
