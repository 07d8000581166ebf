import * as vscode from 'vscode';

/** Opens an untitled document with `content` in an editor, and returns the editor. */
export async function editorWith(content: string, language = 'plaintext'): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument({ content, language });
  return vscode.window.showTextDocument(document, { preview: false });
}

/** Selects `text` where it first occurs in the editor. */
export function select(editor: vscode.TextEditor, text: string): void {
  const offset = editor.document.getText().indexOf(text);
  if (offset < 0) throw new Error(`${JSON.stringify(text)} is not in the document`);
  editor.selection = new vscode.Selection(editor.document.positionAt(offset), editor.document.positionAt(offset + text.length));
}

export function cursorAt(editor: vscode.TextEditor, line: number, character = 0): void {
  editor.selection = new vscode.Selection(line, character, line, character);
}

export async function closeAll(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

export async function setSetting(key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('eightPuzzle').update(key, value, vscode.ConfigurationTarget.Global);
}

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
export async function eventually(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
