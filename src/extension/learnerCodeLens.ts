import * as vscode from 'vscode';

/**
 * A CodeLens over a learner's code, whose lenses depend on whether that code
 * may run here (learnerCode.ts): they are asked for again when the user
 * trusts the workspace.
 */
export abstract class LearnerCodeLens implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [
    this.changed,
    vscode.workspace.onDidGrantWorkspaceTrust(() => this.changed.fire()),
  ];

  abstract provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[];

  dispose(): void {
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}

/** The one lens at the start of `line`, which runs `command` on the document. */
export function commandLensAt(
  document: vscode.TextDocument,
  line: number,
  title: string,
  command: string,
): vscode.CodeLens[] {
  return [
    new vscode.CodeLens(new vscode.Range(line, 0, line, 0), { title, command, arguments: [document.uri] }),
  ];
}
