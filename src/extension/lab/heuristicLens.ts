import * as vscode from 'vscode';
import { CommandId } from '../commandIds';
import { heuristicCheckUnavailable } from './checkGuard';
import { heuristicLanguageOf, heuristicLine } from './heuristicSource';

/**
 * JavaScript and Python files on disk: the check runs the file itself, so a
 * document that is no file (untitled, a diff's old side) has nothing to run.
 */
export const HEURISTIC_DOCUMENTS: vscode.DocumentSelector = [
  { language: 'javascript', scheme: 'file' },
  { language: 'python', scheme: 'file' },
];

/**
 * "Check Heuristic" over a function named `h` in a `.js`, `.mjs`, `.cjs` or
 * `.py` file. Not offered where the heuristic cannot run (Restricted Mode,
 * the browser): the command, run from the palette there, says why.
 */
export class HeuristicLens implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [
    this.changed,
    vscode.workspace.onDidGrantWorkspaceTrust(() => this.changed.fire()),
  ];

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    if (heuristicCheckUnavailable()) return [];
    const language = heuristicLanguageOf(document.uri.path);
    const line = language === undefined ? undefined : heuristicLine(document.getText(), language);
    if (line === undefined) return [];
    const title = vscode.l10n.t('$(beaker) Check Heuristic');
    return [
      new vscode.CodeLens(new vscode.Range(line, 0, line, 0), {
        title,
        command: CommandId.checkHeuristic,
        arguments: [document.uri],
      }),
    ];
  }

  dispose(): void {
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}
