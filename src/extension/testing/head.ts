import * as vscode from 'vscode';
import { MENTION_WINDOW } from '../../problems';

/**
 * What names a solution's problem: its file's name (`hdu1043.cpp`,
 * `lc773.py`) and the head of its text (a comment: `// Luogu P1379`), as the
 * command line reads a SOURCE too. The rest of a big file is never copied out.
 */
export function nameAndHeadOf(document: vscode.TextDocument): string {
  const path = document.uri.path;
  const name = path.slice(path.lastIndexOf('/') + 1);
  return `${name}\n${document.getText(new vscode.Range(new vscode.Position(0, 0), document.positionAt(MENTION_WINDOW)))}`;
}
