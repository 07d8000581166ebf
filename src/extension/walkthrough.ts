import * as vscode from 'vscode';

/** The walkthrough's id in package.json's contributes.walkthroughs. */
export const WALKTHROUGH = 'gettingStarted';

/** The global memento's key that remembers the walkthrough was opened once. */
const OPENED = 'walkthrough.opened';

/**
 * Opens the walkthrough once, on the first start after install. VS Code
 * opens an extension's walkthrough itself only when it is installed from
 * the Extensions view, not for `npm start`'s development host or an
 * extension folder copied in; so the extension opens it, once, remembered in
 * global state. It keeps to eightPuzzle.walkthrough.openOnFirstStart
 * (which the tests' quiet workbench turns off) and to VS Code's own
 * workbench.welcomePage.walkthroughs.openOnInstall, and never opens in an
 * extension test host.
 */
export async function openWalkthroughOnce(context: vscode.ExtensionContext): Promise<void> {
  if (
    context.extensionMode === vscode.ExtensionMode.Test ||
    context.globalState.get<boolean>(OPENED) === true
  )
    return;
  // VS Code's own setting may not reach a remote extension host (code-server's did not), so there is one of
  // ours too.
  if (!vscode.workspace.getConfiguration('eightPuzzle').get<boolean>('walkthrough.openOnFirstStart', true))
    return;
  if (
    !vscode.workspace
      .getConfiguration('workbench.welcomePage')
      .get<boolean>('walkthroughs.openOnInstall', true)
  )
    return;
  // Also a file in the extension's storage: in the browser (code-server, vscode.dev) global state is
  // written to the browser's storage later, and a reload soon after the first start would open it again.
  const marker = vscode.Uri.joinPath(context.globalStorageUri, OPENED);
  const marked = await vscode.workspace.fs.stat(marker).then(
    () => true,
    () => false,
  );
  await context.globalState.update(OPENED, true);
  if (marked) return;
  await vscode.workspace.fs.createDirectory(context.globalStorageUri);
  await vscode.workspace.fs.writeFile(marker, new Uint8Array());
  // A user who opened a file on the first start came to read it: the walkthrough, arriving a few
  // seconds later, goes beside it and the file keeps the focus. Only an empty editor area gets it in front.
  const reading = anEditorIsOpen() ? vscode.window.activeTextEditor : undefined;
  const keeping = reading && keepFocusOn(reading);
  await vscode.commands.executeCommand(
    'workbench.action.openWalkthrough',
    `${context.extension.id}#${WALKTHROUGH}`,
    reading !== undefined,
  );
  await keeping?.restore();
}

/** How long after opening the walkthrough its page may still take the focus as it builds. */
const SETTLING_MS = 15_000;
/**
 * How many times the file gets the focus back in that while: a user who clicks the walkthrough twice keeps
 * it.
 */
const MOST_RESTORES = 3;

/**
 * The walkthrough's page takes the focus when it draws its step, even when
 * opened to keep it, and again when the extensions' walkthroughs register
 * after it first drew (late on a busy machine). So for a few seconds after it
 * opens, each time its group becomes the active one the file is focused again.
 */
function keepFocusOn(reading: vscode.TextEditor): { restore(): Thenable<unknown> } {
  const { document, viewColumn, selection } = reading;
  const restore = (): Thenable<unknown> =>
    vscode.window.showTextDocument(document, { viewColumn, preserveFocus: false, selection });
  let restores = 0;
  const watch = vscode.window.tabGroups.onDidChangeTabGroups(() => {
    const active = vscode.window.tabGroups.activeTabGroup;
    if (active.viewColumn === viewColumn) return;
    restores++;
    if (restores >= MOST_RESTORES) stop();
    void restore();
  });
  const timer = setTimeout(stop, SETTLING_MS);
  function stop(): void {
    clearTimeout(timer);
    watch.dispose();
  }
  return { restore };
}

/** Whether any editor group shows a tab: a text file, a notebook, a diff or a webview. */
function anEditorIsOpen(): boolean {
  return vscode.window.tabGroups.all.some((group) => group.tabs.length > 0);
}
