import { SIZE } from './board';
import { parseBoard, ParseResult } from './parse';

/**
 * A board found in free text: source files, samples, comments, answers.
 * Lines and columns are 0-based; `end` is the column after the last cell on
 * the last line.
 */
export interface FoundBoard {
  readonly line: number;
  /** 1 for a board on one line, 3 for a grid. */
  readonly lineCount: number;
  readonly start: number;
  readonly end: number;
  /** Parsed: a run of nine cells may still repeat a tile, and then says so. */
  readonly result: ParseResult;
}

// A cell symbol stands alone: not inside a word, a number or an identifier.
const CELL = '[1-8xX0.]';
const SEPARATOR = '(?:[ \\t]*,[ \\t]*|[ \\t]+)';
/** Runs of cells with separators (`2 3 4 1 5 x 7 6 8`, `2,3,4,…`), or one compact word (`23415x768`). */
const CELL_RUN = new RegExp(`(?<![\\w.])${CELL}(?:${SEPARATOR}${CELL})*(?![\\w.])|(?<![\\w.])${CELL}{9}(?![\\w.])`, 'g');
/** What may come before a row of a grid on its line: indentation and a comment marker. */
const GRID_PREFIX = /^[ \t]*(?:(?:\/\/|#|--|;|%|\*|\/\*)[ \t]*)?/;
const GRID_ROW = new RegExp(`^${CELL}(?:${SEPARATOR}${CELL}){2}[ \\t]*(?:\\*\\/)?[ \\t]*$`);

/** Boards written on one line, in order. Only runs of exactly nine cells count. */
export function findBoardsInLine(text: string, line = 0): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (const match of text.matchAll(CELL_RUN)) {
    const run = match[0];
    if (countCellSymbols(run) !== SIZE * SIZE) continue;
    const start = match.index ?? 0;
    found.push({ line, lineCount: 1, start, end: start + run.length, result: parseBoard(run) });
  }
  return found;
}

/** Where a grid row's cells are on its line, or undefined if the line is not a grid row. */
export function gridRow(text: string): { start: number; end: number } | undefined {
  const prefix = GRID_PREFIX.exec(text)?.[0].length ?? 0;
  const rest = text.slice(prefix);
  if (!GRID_ROW.test(rest)) return undefined;
  const trimmed = rest.replace(/[ \t]*(?:\*\/)?[ \t]*$/, '');
  return { start: prefix, end: prefix + trimmed.length };
}

/**
 * Every board in a document: boards on one line and 3-line grids, in order
 * of their first line. `lines` may be a window of a larger document; `first`
 * is the number of its first line.
 */
export function findBoards(lines: readonly string[], first = 0): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = gridRow(lines[i]);
    if (row && i + 2 < lines.length) {
      const second = gridRow(lines[i + 1]);
      const third = gridRow(lines[i + 2]);
      if (second && third) {
        const text = [lines[i].slice(row.start, row.end), lines[i + 1].slice(second.start, second.end), lines[i + 2].slice(third.start, third.end)].join('\n');
        found.push({ line: first + i, lineCount: SIZE, start: row.start, end: third.end, result: parseBoard(text) });
        i += SIZE - 1;
        continue;
      }
    }
    found.push(...findBoardsInLine(lines[i], first + i));
  }
  return found;
}

function countCellSymbols(run: string): number {
  let count = 0;
  for (const symbol of run) if (symbol !== ' ' && symbol !== '\t' && symbol !== ',') count++;
  return count;
}
