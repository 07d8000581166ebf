import * as vscode from 'vscode';
import { MENTION_WINDOW } from '../../problems';

/** The head of a document, where a solution names its problem: the rest of a big file is never copied out. */
export function headOf(document: vscode.TextDocument): string {
  return document.getText(new vscode.Range(new vscode.Position(0, 0), document.positionAt(MENTION_WINDOW)));
}
