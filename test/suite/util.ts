// Helpers every in-host test uses. Each one waits until the extension host
// sees what the test asked for (an editor active, a selection made, editors
// and panels closed), polling with a deadline, because the workbench applies
// these a moment later, and later still on a busy machine.
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';

/** File extensions that give an opened file its language, for the languages the tests use. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  plaintext: 'txt',
  cpp: 'cpp',
  c: 'c',
  python: 'py',
  javascript: 'js',
  typescript: 'ts',
  java: 'java',
  go: 'go',
  markdown: 'md',
};

let folder: string | undefined;
let fileCount = 0;

/**
 * A new file holding `content`, with a name no other test uses. Files, not
 * untitled documents: VS Code names a new untitled document after the lowest
 * free `Untitled-N` and restores any backup it finds under that name, and the
 * backup of a document closed a moment before may still be there (its
 * discarding is queued behind its writing). Under load a test then got the
 * previous test's text instead of its own.
 */
function newFile(content: string, language: string): vscode.Uri {
  // In the workspace, as a user's files are; the harness gives each run a scratch copy of samples/.
  folder ??= mkdtempSync(join(vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? tmpdir(), 'editors-'));
  fileCount++;
  const path = join(folder, `test-${process.pid}-${fileCount}.${EXTENSIONS[language] ?? 'txt'}`);
  writeFileSync(path, content);
  return vscode.Uri.file(path);
}

/** Opens a new file holding `content` in an editor, and returns the editor once it is the active one. */
export async function editorWith(content: string, language = 'plaintext'): Promise<vscode.TextEditor> {
  let document = await vscode.workspace.openTextDocument(newFile(content, language));
  if (document.languageId !== language)
    document = await vscode.languages.setTextDocumentLanguage(document, language);
  if (document.getText() !== content)
    throw new Error(
      `the new document holds ${JSON.stringify(document.getText().slice(0, 80))}, not the test's text`,
    );
  return show(document);
}

/** Shows `document` in an editor, and returns that editor once the extension host sees it active. */
export async function show(document: vscode.TextDocument): Promise<vscode.TextEditor> {
  const editor = await vscode.window.showTextDocument(document, { preview: false });
  // Commands act on the active editor, which the host learns of a moment later.
  await eventually(
    () => vscode.window.activeTextEditor === editor,
    `the editor of ${document.uri.path} to be active`,
  );
  return editor;
}

/** Selects `text` where it first occurs in the editor. */
export function select(editor: vscode.TextEditor, text: string): Promise<void> {
  const offset = editor.document.getText().indexOf(text);
  if (offset < 0) throw new Error(`${JSON.stringify(text)} is not in the document`);
  return setSelection(
    editor,
    new vscode.Selection(
      editor.document.positionAt(offset),
      editor.document.positionAt(offset + text.length),
    ),
  );
}

/** Puts the cursor at `line` and `character` (0-based), with nothing selected. */
export function cursorAt(editor: vscode.TextEditor, line: number, character = 0): Promise<void> {
  return setSelection(editor, new vscode.Selection(line, character, line, character));
}

/**
 * Makes `selection` the selection of the active editor, as the workbench
 * sees it too. Setting `editor.selection` alone changes the extension host's
 * copy at once and the workbench's later, and a selection event already on
 * its way from the workbench (the cursor where the editor opened) can
 * overwrite it. Showing the document with the selection goes through the
 * workbench and answers after it, so every older event has arrived by then.
 */
async function setSelection(editor: vscode.TextEditor, selection: vscode.Selection): Promise<void> {
  await vscode.window.showTextDocument(editor.document, {
    viewColumn: editor.viewColumn,
    selection,
    preview: false,
  });
  const describe = (s: vscode.Selection): string =>
    `${s.start.line}:${s.start.character}-${s.end.line}:${s.end.character}`;
  await eventually(
    () => vscode.window.activeTextEditor === editor && editor.selection.isEqual(selection),
    `the selection ${describe(selection)} in the active editor (it is ${describe(editor.selection)})`,
  );
}

const panelsOpen = new Set<Promise<void>>();

/**
 * Returns `panel` (a board panel that a command returned), after checking
 * it is one, and remembers it so that closeAll waits until the extension
 * host has seen it disposed: the next test's command must not find it.
 */
export function opened<T extends { readonly panel: vscode.WebviewPanel }>(panel: T | undefined): T {
  if (panel === undefined) throw new Error('the command opened no panel');
  const disposed = new Promise<void>((resolve) => panel.panel.onDidDispose(() => resolve()));
  panelsOpen.add(disposed);
  void disposed.then(() => panelsOpen.delete(disposed));
  return panel;
}

/**
 * Closes every editor and panel, throwing away unsaved text without a
 * dialog (a "Save changes?" dialog left open would let the next test start
 * while this one's editors are still closing), and returns once the
 * extension host sees no editor and no panel of this test any more.
 */
export async function closeAll(): Promise<void> {
  const open = (): number =>
    vscode.window.tabGroups.all.reduce((count, group) => count + group.tabs.length, 0);
  for (let guard = 0; open() > 0 && guard < 100; guard++) {
    const group = vscode.window.tabGroups.all.find((g) => g.tabs.length > 0);
    const tab = group?.activeTab ?? group?.tabs[0];
    if (!group || !tab) break;
    if (!group.isActive)
      await vscode.commands.executeCommand(
        `workbench.action.focus${['First', 'Second', 'Third', 'Fourth'][group.viewColumn - 1] ?? 'First'}EditorGroup`,
      );
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  if (open() > 0) throw new Error(`could not close ${open()} editors`);
  // The tabs are gone before the host hears that their editors and panels are.
  // (The Output panel's editor, when it is open, is no tab and stays.)
  const tabEditor = (editor: vscode.TextEditor | undefined): boolean =>
    editor !== undefined && editor.document.uri.scheme !== 'output';
  await eventually(
    () => !vscode.window.visibleTextEditors.some(tabEditor) && !tabEditor(vscode.window.activeTextEditor),
    'the extension host to see no editor open',
  );
  await within(Promise.all(panelsOpen), 'the board panels to be disposed');
}

/** Sets (or, with undefined, resets) a user setting, and waits until the extension host sees it. */
export async function setSetting(key: string, value: unknown): Promise<void> {
  await vscode.workspace
    .getConfiguration('eightPuzzle')
    .update(key, value, vscode.ConfigurationTarget.Global);
  const seen = (): unknown => vscode.workspace.getConfiguration('eightPuzzle').inspect(key)?.globalValue;
  await eventually(
    () => JSON.stringify(seen()) === JSON.stringify(value),
    `the setting ${key} to be ${JSON.stringify(value)}`,
  );
}

/** Waits until `check` holds, polling: the in-host tests' one poll; fails with `what` after `ms`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 10_000,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Settles as `promise` does, or fails with `what` after `ms`. */
export async function within<T>(promise: Promise<T>, what: string, ms = 10_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
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
