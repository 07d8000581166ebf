import * as vscode from 'vscode';
import {
  ANY_CONTEXT,
  Board,
  EIGHT_PUZZLE,
  findBoards,
  findBoardsBetween,
  MOST_GRID_ROWS,
  parseBoard,
  ParseError,
  Size,
} from '../engine';
import { linesOf } from './answers/documentAnswers';
import { readingOf } from './answers/fileReading';
import { localizeTemplate } from './config';

/** A puzzle found in an editor, and the range of its text. */
export type PuzzleAt =
  | { readonly ok: true; readonly board: Board; readonly size: Size; readonly range: vscode.Range }
  | {
      readonly ok: false;
      readonly message: string;
      readonly range?: vscode.Range;
      /** Whether anything there looked like a board; if not, callers may fall back to a random one. */
      readonly boardShaped: boolean;
      /** The size the text looked like, when it looked like a board of one. */
      readonly size?: Size;
    };

/**
 * The puzzle the user means: the selection if there is one, else the board
 * under the cursor, on its line or in a grid of 3 or 4 lines around it. A
 * board of any size from 2×2 to 4×4: its size travels with it.
 */
export function puzzleAt(document: vscode.TextDocument, selection: vscode.Selection): PuzzleAt {
  return selection.isEmpty
    ? puzzleAtCursor(document, selection.active)
    : puzzleInSelection(document, selection);
}

function puzzleInSelection(document: vscode.TextDocument, selection: vscode.Selection): PuzzleAt {
  const text = document.getText(selection);
  // The size is inferred from the cells (9: 3×3, 16: 4×4, 4: 2×2); sizes that need saying (2×3) are found
  // below.
  const parsed = parseBoard(text);
  if (parsed.ok) return { ok: true, board: parsed.board, size: parsed.size, range: selection };
  // A selection with words around the board (`input: 2 3 4 …`, LeetCode's `[[4,1,2],[5,0,3]]`) still means that board.
  const lines = text.split(/\r?\n/);
  // The user chose these lines: they are about the puzzle, whatever the file says.
  const found = findBoards(lines, 0, ANY_CONTEXT).filter((board) => board.result.ok);
  if (found.length === 1 && found[0].result.ok) {
    const board = found[0];
    const start = offsetPosition(selection.start, board.line, board.start);
    const end = offsetPosition(selection.start, board.line + board.lineCount - 1, board.end);
    return { ok: true, board: found[0].result.board, size: board.size, range: new vscode.Range(start, end) };
  }
  // The eight puzzle's reading says best what is wrong with a near-board of nine cells.
  const asEight = parseBoard(text, EIGHT_PUZZLE.size);
  return failure(
    document,
    asEight.ok ? parsed.error : asEight.error,
    document.offsetAt(selection.start),
    true,
  );
}

function puzzleAtCursor(document: vscode.TextDocument, cursor: vscode.Position): PuzzleAt {
  // A grid around the cursor starts at most MOST_GRID_ROWS − 1 lines above it; the engine reads the lines
  // that decide it is one.
  const found = findBoardsBetween(
    linesOf(document),
    Math.max(0, cursor.line - (MOST_GRID_ROWS - 1)),
    cursor.line,
    readingOf(document).context,
  ).filter((board) => board.line <= cursor.line && cursor.line < board.line + board.lineCount);
  const onCursor =
    found.find(
      (board) => board.lineCount > 1 || (board.start <= cursor.character && cursor.character <= board.end),
    ) ?? found[0];
  if (onCursor) {
    const range = new vscode.Range(
      onCursor.line,
      onCursor.start,
      onCursor.line + onCursor.lineCount - 1,
      onCursor.end,
    );
    if (onCursor.result.ok) return { ok: true, board: onCursor.result.board, size: onCursor.size, range };
    return {
      ...failure(document, onCursor.result.error, document.offsetAt(range.start), true),
      size: onCursor.size,
    };
  }
  // Nothing board-shaped: say what is wrong with the line as a board, if it has anything at all.
  const line = document.lineAt(cursor.line);
  if (line.isEmptyOrWhitespace) {
    return {
      ok: false,
      message: vscode.l10n.t(
        'No puzzle here: select a board such as 2 3 4 1 5 x 7 6 8, or put the cursor on one.',
      ),
      boardShaped: false,
    };
  }
  const parsed = parseBoard(line.text, EIGHT_PUZZLE.size);
  if (parsed.ok) return { ok: true, board: parsed.board, size: parsed.size, range: line.range };
  return failure(document, parsed.error, document.offsetAt(line.range.start), false);
}

function failure(
  document: vscode.TextDocument,
  error: ParseError,
  base: number,
  boardShaped: boolean,
): PuzzleAt & { ok: false } {
  const range = new vscode.Range(
    document.positionAt(base + error.offset),
    document.positionAt(base + error.offset + error.length),
  );
  const shown = document.getText(range);
  const problem = localizeTemplate(error);
  const [line, column] = [range.start.line + 1, range.start.character + 1];
  // Whole sentences, not pieces joined with ASCII punctuation, so translations can use their own.
  const message =
    shown.trim() === ''
      ? vscode.l10n.t('{0} (line {1}, column {2})', problem, line, column)
      : vscode.l10n.t('{0}: "{1}" (line {2}, column {3})', problem, clip(shown), line, column);
  return { ok: false, message, range, boardShaped };
}

function offsetPosition(origin: vscode.Position, line: number, character: number): vscode.Position {
  return line === 0 ? origin.translate(0, character) : new vscode.Position(origin.line + line, character);
}

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > 40 ? `${oneLine.slice(0, 39)}…` : oneLine;
}

/** "Not an eight puzzle board: …" for 3×3 (the words its users know), "Not a board: …" otherwise. */
export function notABoardMessage(found: { readonly message: string; readonly size?: Size }): string {
  const { size } = found;
  return size && size !== EIGHT_PUZZLE.size
    ? vscode.l10n.t('Not a board: {0}', found.message)
    : vscode.l10n.t('Not an eight puzzle board: {0}', found.message);
}
