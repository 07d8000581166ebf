import { appendFileSync } from 'node:fs';
import * as vscode from 'vscode';

/** Opens an untitled document with `content` in an editor, and returns the editor. */
export async function editorWith(content: string, language = 'plaintext'): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument({ content, language });
  const editor = await vscode.window.showTextDocument(document, { preview: false });
  // Commands act on the active editor, which the host learns of a moment later.
  await eventually(() => vscode.window.activeTextEditor?.document === document, 'the new editor to be active');
  return editor;
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

/**
 * Closes every editor and panel, throwing away unsaved text without a
 * dialog: a "Save changes?" dialog left open would let the next test start
 * while this one's editors are still closing.
 */
export async function closeAll(): Promise<void> {
  const open = (): number => vscode.window.tabGroups.all.reduce((count, group) => count + group.tabs.length, 0);
  for (let guard = 0; open() > 0 && guard < 100; guard++) {
    const group = vscode.window.tabGroups.all.find((g) => g.tabs.length > 0);
    const tab = group?.activeTab ?? group?.tabs[0];
    if (!group || !tab) break;
    if (!group.isActive) await vscode.commands.executeCommand(`workbench.action.focus${['First', 'Second', 'Third', 'Fourth'][group.viewColumn - 1] ?? 'First'}EditorGroup`);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  if (open() > 0) throw new Error(`could not close ${open()} editors`);
}

/** Sets (or, with undefined, resets) a user setting, and waits until the extension host sees it. */
export async function setSetting(key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('eightPuzzle').update(key, value, vscode.ConfigurationTarget.Global);
  const seen = (): unknown => vscode.workspace.getConfiguration('eightPuzzle').inspect(key)?.globalValue;
  await eventually(() => JSON.stringify(seen()) === JSON.stringify(value), `the setting ${key} to be ${JSON.stringify(value)}`);
}

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
export async function eventually(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A measured figure, for the README and the closing notes: printed with the
 * test progress (the runner's log), never asserted, since machines differ.
 */
export function reportFigure(what: string, figure: string): void {
  const line = `      figure: ${what}: ${figure}`;
  const log = process.env.EIGHT_PUZZLE_TEST_LOG;
  if (log) appendFileSync(log, `${line}\n`);
  else console.log(line);
}
