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
    found.push(foundBoard(line, 1, start, start + run.length, run));
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
        found.push(foundBoard(first + i, SIZE, row.start, third.end, text));
        i += SIZE - 1;
        continue;
      }
    }
    found.push(...findBoardsInLine(lines[i], first + i));
  }
  return found;
}

/** A found board parses its text only when asked: most boards in a big file are never looked at closely. */
function foundBoard(line: number, lineCount: number, start: number, end: number, text: string): FoundBoard {
  let result: ParseResult | undefined;
  return {
    line,
    lineCount,
    start,
    end,
    get result(): ParseResult {
      result ??= parseBoard(text);
      return result;
    },
  };
}

function countCellSymbols(run: string): number {
  let count = 0;
  for (const symbol of run) if (symbol !== ' ' && symbol !== '\t' && symbol !== ',') count++;
  return count;
}

/** An answer found in free text (a move string, or `unsolvable`), with the board it answers. */
export interface FoundAnswer {
  readonly line: number;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly board: FoundBoard;
}

/**
 * The pairing rule, which keeps ordinary words and identifiers (`dull`,
 * `rudder`, a variable `lr`) out: a move string counts only where it answers
 * a board, that is
 * - as the first word after a board on the same line, with nothing but
 *   spaces and punctuation such as `->`, `:`, `|` or quotes between; or
 * - as the first word of the line right after a board (or a grid), after
 *   the same kind of indentation and comment marker a grid row may have.
 * The word must be all `u d l r` (lower case, as the judges write them), or
 * `unsolvable`, and stand alone.
 */
const ANSWER_WORD = '(?<![\\w])([udlr]+|unsolvable)(?![\\w])';
const AFTER_BOARD = new RegExp(`^[\\s:=>\\-,|;"'\`]*${ANSWER_WORD}`);
const LINE_START = /^[ \t]*(?:(?:\/\/|#|--|;|%|\*|\/\*)[ \t]*)?/;
const LINE_ANSWER = new RegExp(`^${ANSWER_WORD}(?=\\s|$|\\*\\/)`);
const ANY_ANSWER_WORD = new RegExp(ANSWER_WORD);

/** Every answer paired with a board in `lines`, which start at line `first` of the document. */
export function findAnswers(lines: readonly string[], first = 0): FoundAnswer[] {
  const answers: FoundAnswer[] = [];
  // Most lines of most files hold no answer word at all; such a stretch needs no board search.
  if (!lines.some((line) => ANY_ANSWER_WORD.test(line))) return answers;
  for (const board of findBoards(lines, first)) {
    const last = board.line + board.lineCount - 1 - first;
    const sameLine = answerAfter(lines[last], board.end);
    if (sameLine) {
      answers.push({ ...sameLine, line: last + first, board });
      continue;
    }
    if (last + 1 >= lines.length) continue;
    const nextLine = lines[last + 1];
    const start = LINE_START.exec(nextLine)?.[0].length ?? 0;
    const match = LINE_ANSWER.exec(nextLine.slice(start));
    if (match) answers.push({ line: last + 1 + first, start, end: start + match[1].length, text: match[1], board });
  }
  return answers;
}

function answerAfter(text: string, from: number): { start: number; end: number; text: string } | undefined {
  const match = AFTER_BOARD.exec(text.slice(from));
  if (!match) return undefined;
  const end = from + match[0].length;
  return { start: end - match[1].length, end, text: match[1] };
}
