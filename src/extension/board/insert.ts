import * as vscode from 'vscode';
import { linesOf } from '../answers/documentAnswers';
import { nameAndHeadOf } from '../testing/head';
import { openUntitled } from '../untitled';
import { writeAnswer } from '../../engine';
import { readSettings } from '../config';
import { answerNotationFor } from './answerNotation';

/** Where a puzzle came from, so its answer can go on the line below it, or replace the answer it has. */
export interface PuzzleSource {
  readonly uri: vscode.Uri;
  /** The puzzle's last line. */
  readonly line: number;
  /**
   * The puzzle's existing answer (from a hover or quick fix on it), replaced in place so answer files keep
   * their lines.
   */
  readonly answer?: vscode.Range;
}

export function sourceOf(document: vscode.TextDocument, range: vscode.Range): PuzzleSource {
  return { uri: document.uri, line: range.end.line };
}

/**
 * Puts `moves` on a new line below the puzzle, or at the cursor of the last
 * editor if the puzzle's place is unknown, written as the file's answers are (answerNotation.ts), and as
 * the tile's letters where `eightPuzzle.moves` says the file's letters name the tile's direction.
 */
export async function insertMovesBelow(source: PuzzleSource | undefined, moves: string): Promise<boolean> {
  if (!source) {
    const editor = vscode.window.activeTextEditor ?? vscode.window.visibleTextEditors[0];
    if (!editor) {
      await openUntitled(moves + '\n').then((doc) => vscode.window.showTextDocument(doc));
      return true;
    }
    const written = writeAnswer(
      moves,
      answerNotationFor(
        linesOf(editor.document),
        editor.selection.active.line,
        nameAndHeadOf(editor.document),
      ),
      readSettings(editor.document).moves,
    );
    return editor.edit((edit) => edit.replace(editor.selection, written));
  }
  const document = await vscode.workspace.openTextDocument(source.uri);
  const replaced = source.answer && document.getText(document.validateRange(source.answer));
  const answer = writeAnswer(
    moves,
    answerNotationFor(linesOf(document), source.line, nameAndHeadOf(document), replaced),
    readSettings(document).moves,
  );
  if (source.answer) return replaceAnswer(document, source.answer, answer);
  const line = Math.min(source.line, document.lineCount - 1);
  const { prefix, suffix } = answerLineAfter(document.lineAt(line).text);
  const edit = new vscode.WorkspaceEdit();
  edit.insert(
    source.uri,
    document.lineAt(line).range.end,
    `${document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n'}${prefix}${answer}${suffix}`,
  );
  return applyAndSelect(document, edit, new vscode.Position(line + 1, prefix.length), answer.length);
}

/**
 * What goes around an answer on the line after a puzzle's last line, so the
 * answer stays where the puzzle is, in a comment or not, and the file keeps
 * compiling: the same indentation and comment marker, without its words
 * (`// input: …` gives `// `). A block comment is never opened without being
 * closed: after `/* 2 3 4 1 5 x 7 6 8` the answer is inside the comment,
 * written ` * ` as editors continue one; after a line that closes a comment
 * (`/* … *\/`, or a grid's last row `7 6 8 *\/`) it is outside, so it gets
 * a comment of its own, `/* ullddrurdllurdruldr *\/`.
 */
export function answerLineAfter(puzzleLine: string): { prefix: string; suffix: string } {
  const marker = /^[\s/#;%*-]*/.exec(puzzleLine)?.[0] ?? '';
  const indent = /^[ \t]*/.exec(puzzleLine)?.[0] ?? '';
  // In a line comment (`//`, `#`, `--`, `;`, `%`) a `/*` or `*/` is just text.
  if (/^(?:\/\/|#|--|;|%)/.test(marker.trimStart())) return { prefix: marker, suffix: '' };
  const opensBlock = marker.trimStart().startsWith('/*');
  const closesBlock = puzzleLine.indexOf('*/', opensBlock ? indent.length + 2 : 0) >= 0;
  if (closesBlock) return { prefix: `${indent}/* `, suffix: ' */' };
  if (opensBlock) return { prefix: `${indent} * `, suffix: '' };
  return { prefix: marker, suffix: '' };
}

async function replaceAnswer(
  document: vscode.TextDocument,
  range: vscode.Range,
  answer: string,
): Promise<boolean> {
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, document.validateRange(range), answer);
  return applyAndSelect(document, edit, range.start, answer.length);
}

/**
 * Applies `edit` and, when it takes, shows the document (in the editor it
 * is already in, else the first column) with the `length` characters
 * written at `start` selected, so the answer written is the one in view.
 */
async function applyAndSelect(
  document: vscode.TextDocument,
  edit: vscode.WorkspaceEdit,
  start: vscode.Position,
  length: number,
): Promise<boolean> {
  if (!(await vscode.workspace.applyEdit(edit))) return false;
  const shown = vscode.window.visibleTextEditors.find((editor) => editor.document === document);
  const editor = await vscode.window.showTextDocument(document, {
    preserveFocus: false,
    preview: false,
    viewColumn: shown?.viewColumn ?? vscode.ViewColumn.One,
  });
  editor.selection = new vscode.Selection(start, start.translate(0, length));
  editor.revealRange(editor.selection);
  return true;
}
