import { parseBoard, ParseResult } from '../parse';
import type { Size } from '../sizes';

/**
 * A board found in free text: source files, samples, comments, answers.
 * Lines and columns are 0-based; `end` is the column after the last cell on
 * the last line.
 */
export interface FoundBoard {
  readonly line: number;
  /** 1 for a board on one line, its rows for a grid. */
  readonly lineCount: number;
  readonly start: number;
  readonly end: number;
  /** The size the text shows: 3×3 for nine cells, 4×4 for sixteen, R×C for R bracketed rows of C. */
  readonly size: Size;
  /** Parsed: a run of nine cells may still repeat a tile, and then says so. */
  readonly result: ParseResult;
}

/**
 * A found board parses its text only when asked: most boards in a big file
 * are never looked at closely. `text` has the board's own offsets (brackets
 * inside it blanked out), so a parse error points into the document.
 */
export function foundBoard(
  line: number,
  lineCount: number,
  start: number,
  end: number,
  text: string,
  size: Size,
): FoundBoard {
  let result: ParseResult | undefined;
  return {
    line,
    lineCount,
    start,
    end,
    size,
    get result(): ParseResult {
      result ??= parseBoard(text, size);
      return result;
    },
  };
}
