import * as vscode from 'vscode';

/**
 * A new untitled document holding `content`. VS Code names it after the
 * lowest free `Untitled-N` and, when it finds a backup under that name,
 * restores the backup instead of `content`; the backup of an untitled
 * document closed a moment before may still be there (its discarding waits
 * behind its writing), so Solve All could show the previous output. Such a
 * document gets `content` put back.
 */
export async function openUntitled(content: string, language?: string): Promise<vscode.TextDocument> {
  const document = await vscode.workspace.openTextDocument({ content, language });
  // Compared without line endings: `files.eol` may give the document its own.
  const holdsContent = (): boolean =>
    document.getText().replace(/\r\n/g, '\n') === content.replace(/\r\n/g, '\n');
  if (holdsContent()) return document;
  const edit = new vscode.WorkspaceEdit();
  edit.replace(
    document.uri,
    new vscode.Range(document.positionAt(0), document.positionAt(document.getText().length)),
    content,
  );
  if (!(await vscode.workspace.applyEdit(edit)) || !holdsContent()) {
    throw new Error(`could not write the new document ${document.uri.toString()}`);
  }
  return document;
}
