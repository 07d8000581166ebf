import { CELLS, SIZE } from './board';
import { EIGHT_PUZZLE } from './shape';
import { parseBoard, ParseResult, readCells } from './parse';

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
/** Where a run of cells may end: not in a word or a number, but a full stop may follow (`Solve 2 3 4 1 5 x 7 6 8.`). */
const RUN_END = '(?=$|[^\\w.]|\\.(?![\\w.]))';
/** Runs of cells with separators (`2 3 4 1 5 x 7 6 8`, `2,3,4,…`), or one compact word (`23415x768`). */
const CELL_RUN = new RegExp(`(?<![\\w.])${CELL}(?:${SEPARATOR}${CELL})*${RUN_END}|(?<![\\w.])${CELL}{9}${RUN_END}`, 'g');
/**
 * A case number before a board or a count after it makes a run of ten or
 * eleven cells (`case 7 2 3 4 1 5 x 7 6 8`, `2 3 4 1 5 x 7 6 8, 5 moves`);
 * longer runs are tables of numbers, not boards.
 */
const MOST_CELLS_IN_A_RUN = CELLS + 2;
/** A line's indentation and comment marker: what may come before a grid row, and what an answer below a board repeats. */
const LINE_PREFIX = /^([ \t]*)(\/\/+|#+|--+|;+|%+|\/\*+|\*+)?[ \t]*/;
const GRID_ROW = new RegExp(`^${CELL}(?:${SEPARATOR}${CELL}){2}[ \\t]*(?:\\*\\/)?[ \\t]*$`);

/**
 * Boards written on one line, in order: runs of nine cells, and the nine
 * cells of a slightly longer run that a case number or a count makes.
 */
export function findBoardsInLine(text: string, line = 0): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (const match of text.matchAll(CELL_RUN)) {
    const run = match[0];
    const start = match.index ?? 0;
    const count = countCellSymbols(run);
    if (count === CELLS) found.push(foundBoard(line, 1, start, start + run.length, run));
    else if (count > CELLS && count <= MOST_CELLS_IN_A_RUN) {
      const board = boardAmongNumbers(run, cellOffsets(run));
      if (board) found.push(foundBoard(line, 1, start + board.start, start + board.end, run.slice(board.start, board.end)));
    }
  }
  return found;
}

// Code is full of lone digits (`i = 0`), each a run of one cell: counting them allocates nothing.
function countCellSymbols(run: string): number {
  let count = 0;
  for (let i = 0; i < run.length; i++) if (isCellSymbol(run[i])) count++;
  return count;
}

/** Offsets in `run` of its cell symbols. */
function cellOffsets(run: string): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < run.length; i++) if (isCellSymbol(run[i])) offsets.push(i);
  return offsets;
}

/** In a run, everything but its separators is a cell. */
function isCellSymbol(symbol: string): boolean {
  return symbol !== ' ' && symbol !== '\t' && symbol !== ',';
}

/**
 * The nine cells of a longer run that form a board, when exactly nine
 * consecutive ones do and the others are numbers (a case number, a count).
 * Two candidates (`1 2 3 4 5 6 7 8 x 1`, say) are a guess, so none is taken.
 */
function boardAmongNumbers(run: string, cells: readonly number[]): { start: number; end: number } | undefined {
  const scratch: number[] = [];
  let chosen: { start: number; end: number } | undefined;
  for (let first = 0; first + CELLS <= cells.length; first++) {
    const last = first + CELLS - 1;
    const others = [...cells.slice(0, first), ...cells.slice(last + 1)];
    if (!others.every((offset) => isDigit(run[offset]))) continue;
    const range = { start: cells[first], end: cells[last] + 1 };
    if (!readCells(run, range.start, range.end, scratch)) continue;
    if (chosen) return undefined;
    chosen = range;
  }
  return chosen;
}

function isDigit(symbol: string): boolean {
  return symbol >= '0' && symbol <= '9';
}

/** Where a grid row's cells are on its line, or undefined if the line is not a grid row. */
export function gridRow(text: string): { start: number; end: number } | undefined {
  const prefix = LINE_PREFIX.exec(text)?.[0].length ?? 0;
  const rest = text.slice(prefix);
  if (!GRID_ROW.test(rest)) return undefined;
  const trimmed = rest.replace(/[ \t]*(?:\*\/)?[ \t]*$/, '');
  return { start: prefix, end: prefix + trimmed.length };
}

/**
 * Every board in a document: boards on one line and 3-line grids, in order
 * of their first line. `lines` may be a window of a larger document; `first`
 * is the number of its first line.
 *
 * A grid is exactly three grid rows in a row, with no grid row right above
 * or below: four rows of three cells are not two readings of a grid, one
 * from each end. So whether lines form a grid depends only on them and
 * their two neighbours, never on where the reading started.
 */
export function findBoards(lines: readonly string[], first = 0): FoundBoard[] {
  const found: FoundBoard[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = gridRow(lines[i]);
    if (!row) {
      found.push(...findBoardsInLine(lines[i], first + i));
      continue;
    }
    const rows = [row];
    for (let next = gridRow(lines[i + rows.length] ?? ''); next; next = gridRow(lines[i + rows.length] ?? '')) rows.push(next);
    if (rows.length === SIZE) {
      const text = rows.map((r, k) => lines[i + k].slice(r.start, r.end)).join('\n');
      found.push(foundBoard(first + i, SIZE, rows[0].start, rows[SIZE - 1].end, text));
    }
    // Rows of three cells hold no board of their own.
    i += rows.length - 1;
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
      result ??= parseBoard(text, EIGHT_PUZZLE);
      return result;
    },
  };
}

/** An answer found in free text (a move string, or `unsolvable`), with the board it answers. */
export interface FoundAnswer {
  readonly line: number;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly board: FoundBoard;
}

/*
 * The pairing rule. Source files are full of short names made of u, d, l
 * and r (`d = {}`, `l = len(xs)`, `["…", dd]`), so a word of moves counts
 * only where it plainly answers a board:
 * - on the board's line, right after it, with only whitespace, arrows and
 *   separators (`->`, `=>`, `→`, `:`, `：`, `|`) and quotes between; never
 *   after `,`, `;`, `=` or a bracket, which is code. A quoted board followed
 *   by `:` is a key, so its answer must be quoted too (`"…": "ullddr"`);
 * - or alone in a comment that follows the board on its line, after code
 *   that only closes it (`"2 3 4 1 5 x 7 6 8",  // ullddrurdllurdruldr`);
 * - or as the only word of the line after a board (or grid) that ends its
 *   own line, after the same indentation and comment marker, with at most
 *   a comment after it.
 * The word must be all `u d l r` (lower case, as the judges write them), or
 * `unsolvable`.
 */
const WORD = '(unsolvable|[udlr]+)';
const ARROW_OR_SEPARATOR = '(?:-+>|=+>|→|⇒|:|：|\\|)';
const QUOTE = '["\'`]';
/** Board, closing quote, separators, opening quote, answer. */
const DIRECT = new RegExp(`^(${QUOTE})?[ \\t]*((?:${ARROW_OR_SEPARATOR}[ \\t]*)*)(${QUOTE})?${WORD}`);
/** What may follow an unquoted answer: not more of a word, a call, an index or an assignment. */
const AFTER_BARE_ANSWER = /^(?:[ \t]*$|[ \t]+(?![ \t]|[-+*/%]?=(?!>)|\+\+|--)|[|)\]}!?,;*]|\.(?![\w.])|\/[/*])/;
const COMMENT_MARKER = '(?:\\/\\/|#|\\/\\*|--)';
/** Board, code that closes it, a comment holding nothing but the answer. */
const IN_COMMENT = new RegExp(`^([ \\t"'\`)\\]};,]*${COMMENT_MARKER}[ \\t]*)${WORD}[ \\t]*(?:\\*\\/[ \\t]*)?$`);
/**
 * What may end a board's line for the next line to answer it: nothing, or
 * an arrow, a colon, a full stop; and the end of a block comment.
 */
const LINE_AFTER_BOARD = /^[ \t]*(?:(?:-+>|=+>|→|⇒|:|：|\.)[ \t]*)?(\*\/[ \t]*)?$/;
const ALONE_ON_LINE = new RegExp(`^${WORD}[ \\t]*(?:(?:\\/\\/|#|--).*|\\*\\/[ \\t]*)?$`);
const ANY_ANSWER_WORD = /(?<!\w)(?:[udlr]+|unsolvable)(?!\w)/;

/** Every answer paired with a board in `lines`, which start at line `first` of the document. */
export function findAnswers(lines: readonly string[], first = 0): FoundAnswer[] {
  const answers: FoundAnswer[] = [];
  // Most lines of most files hold no answer word at all; such a stretch needs no board search.
  if (!lines.some((line) => ANY_ANSWER_WORD.test(line))) return answers;
  for (const board of findBoards(lines, first)) {
    const last = board.line + board.lineCount - 1 - first;
    const sameLine = board.lineCount === 1 ? answerOnBoardLine(lines[last], board.end) : undefined;
    if (sameLine) {
      answers.push({ ...sameLine, line: last + first, board });
      continue;
    }
    if (last + 1 >= lines.length) continue;
    const below = answerBelow(lines[last], board.end, lines[last + 1]);
    if (below) answers.push({ ...below, line: last + 1 + first, board });
  }
  return answers;
}

type AnswerSpan = { start: number; end: number; text: string };

function answerOnBoardLine(text: string, from: number): AnswerSpan | undefined {
  const rest = text.slice(from);
  const inComment = IN_COMMENT.exec(rest);
  if (inComment) return spanOf(from + inComment[1].length, inComment[2]);
  const direct = DIRECT.exec(rest);
  if (!direct) return undefined;
  const [whole, closing, separators, opening, word] = direct;
  const after = rest.slice(whole.length);
  if (opening) {
    if (!after.startsWith(opening)) return undefined;
  } else {
    if (closing && /[:：]/.test(separators)) return undefined;
    if (!AFTER_BARE_ANSWER.test(after)) return undefined;
  }
  return spanOf(from + whole.length - word.length, word);
}

function answerBelow(boardLine: string, boardEnd: number, next: string): AnswerSpan | undefined {
  const ending = LINE_AFTER_BOARD.exec(boardLine.slice(boardEnd));
  if (!ending) return undefined;
  const above = LINE_PREFIX.exec(boardLine);
  const here = LINE_PREFIX.exec(next);
  if (!above || !here || !continuesComment(above, ending[1] !== undefined, here)) return undefined;
  const start = here[0].length;
  const match = ALONE_ON_LINE.exec(next.slice(start));
  return match ? spanOf(start, match[1]) : undefined;
}

/**
 * Whether the line below a board is written as part of the same text: the
 * same indentation and comment marker, or the way block comments go on
 * (` * ` under a `/*` left open) and start again (`/* … *\/` under a line
 * whose comment closes after the board).
 */
function continuesComment(above: RegExpExecArray, closesComment: boolean, here: RegExpExecArray): boolean {
  const [aboveIndent, aboveMarker = ''] = [above[1], above[2]];
  const [hereIndent, hereMarker = ''] = [here[1], here[2]];
  if (closesComment) return hereIndent === aboveIndent && hereMarker.startsWith('/*');
  if (aboveMarker.startsWith('/*')) return hereMarker.startsWith('*') && (hereIndent === aboveIndent || hereIndent === aboveIndent + ' ');
  return hereIndent === aboveIndent && hereMarker === aboveMarker;
}

function spanOf(start: number, word: string): AnswerSpan {
  return { start, end: start + word.length, text: word };
}

/** A document read a line at a time, as the editor holds it. */
export interface LineSource {
  readonly lineCount: number;
  lineAt(line: number): string;
}

/**
 * Lines above a window that decide what is in it: an answer's grid (three
 * rows) and the line above the grid, which must not be a grid row.
 */
const CONTEXT_ABOVE = SIZE + 1;

/**
 * The answers on lines `from` … `to` of a document, read with just enough
 * context that they are exactly the answers a reading of the whole document
 * finds there, wherever the window starts.
 */
export function findAnswersBetween(source: LineSource, from: number, to: number): FoundAnswer[] {
  const first = Math.max(0, from - CONTEXT_ABOVE);
  const last = Math.min(source.lineCount - 1, to);
  return findAnswers(readLines(source, first, last), first).filter((answer) => answer.line >= from && answer.line <= to);
}

/**
 * The boards that start on lines `from` … `to` (a grid where its first row
 * is), with the line above and the three below that decide whether rows
 * form a grid.
 */
export function findBoardsBetween(source: LineSource, from: number, to: number): FoundBoard[] {
  const first = Math.max(0, from - 1);
  const last = Math.min(source.lineCount - 1, to + SIZE);
  return findBoards(readLines(source, first, last), first).filter((board) => board.line >= from && board.line <= to);
}

function readLines(source: LineSource, first: number, last: number): string[] {
  const lines: string[] = [];
  for (let line = first; line <= last; line++) lines.push(source.lineAt(line));
  return lines;
}
