import * as vscode from 'vscode';
import { Board, EIGHT_PUZZLE, findBoards, findBoardsBetween, parseBoard, ParseError } from '../engine';
import { linesOf } from './answers/documentAnswers';
import { localizeTemplate } from './config';

/** A puzzle found in an editor, and the range of its text. */
export type PuzzleAt =
  | { readonly ok: true; readonly board: Board; readonly range: vscode.Range }
  | {
      readonly ok: false;
      readonly message: string;
      readonly range?: vscode.Range;
      /** Whether anything there looked like a board; if not, callers may fall back to a random one. */
      readonly boardShaped: boolean;
    };

/**
 * The puzzle the user means: the selection if there is one, else the board
 * under the cursor, on its line or in a 3-line grid around it.
 */
export function puzzleAt(document: vscode.TextDocument, selection: vscode.Selection): PuzzleAt {
  return selection.isEmpty ? puzzleAtCursor(document, selection.active) : puzzleInSelection(document, selection);
}

function puzzleInSelection(document: vscode.TextDocument, selection: vscode.Selection): PuzzleAt {
  const text = document.getText(selection);
  const parsed = parseBoard(text, EIGHT_PUZZLE);
  if (parsed.ok) return { ok: true, board: parsed.board, range: selection };
  // A selection with words around the board (`input: 2 3 4 …`) still means that board.
  const lines = text.split(/\r?\n/);
  const found = findBoards(lines).filter((board) => board.result.ok);
  if (found.length === 1 && found[0].result.ok) {
    const board = found[0];
    const start = offsetPosition(selection.start, board.line, board.start);
    const end = offsetPosition(selection.start, board.line + board.lineCount - 1, board.end);
    return { ok: true, board: found[0].result.board, range: new vscode.Range(start, end) };
  }
  return failure(document, parsed.error, document.offsetAt(selection.start), true);
}

function puzzleAtCursor(document: vscode.TextDocument, cursor: vscode.Position): PuzzleAt {
  // A grid around the cursor starts at most two lines above it; the engine reads the lines that decide it is one.
  const found = findBoardsBetween(linesOf(document), Math.max(0, cursor.line - 2), cursor.line).filter(
    (board) => board.line <= cursor.line && cursor.line < board.line + board.lineCount,
  );
  const onCursor = found.find((board) => board.lineCount > 1 || (board.start <= cursor.character && cursor.character <= board.end)) ?? found[0];
  if (onCursor) {
    const range = new vscode.Range(onCursor.line, onCursor.start, onCursor.line + onCursor.lineCount - 1, onCursor.end);
    if (onCursor.result.ok) return { ok: true, board: onCursor.result.board, range };
    return failure(document, onCursor.result.error, document.offsetAt(range.start), true);
  }
  // Nothing board-shaped: say what is wrong with the line as a board, if it has anything at all.
  const line = document.lineAt(cursor.line);
  if (line.isEmptyOrWhitespace) {
    return { ok: false, message: vscode.l10n.t('No puzzle here: select a board such as 2 3 4 1 5 x 7 6 8, or put the cursor on one.'), boardShaped: false };
  }
  const parsed = parseBoard(line.text, EIGHT_PUZZLE);
  if (parsed.ok) return { ok: true, board: parsed.board, range: line.range };
  return failure(document, parsed.error, document.offsetAt(line.range.start), false);
}

function failure(document: vscode.TextDocument, error: ParseError, base: number, boardShaped: boolean): PuzzleAt {
  const range = new vscode.Range(document.positionAt(base + error.offset), document.positionAt(base + error.offset + error.length));
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
