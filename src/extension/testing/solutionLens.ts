import * as vscode from 'vscode';
import { problemOf, problemsMentioned } from '../../problems';
import { CommandId } from '../commandIds';
import { DOCUMENT_SCHEMES } from '../scope';
import { judgeUnavailable } from './availability';
import { SOLUTION_LANGUAGE_IDS, solutionLanguage } from './solutionFile';
import { headOf } from './head';

/** Documents that may be solutions: in a solution's language, and documents the user edits (not the old side of a diff, not Output). */
export const SOLUTION_DOCUMENTS: vscode.DocumentSelector = SOLUTION_LANGUAGE_IDS.flatMap((language) => DOCUMENT_SCHEMES.map((scheme) => ({ language, scheme })));

/**
 * "Test My Solution (HDU 1043)" at the top of a solution that names its
 * problem (as the problems' registry knows them). Where no program can run, the lens
 * says why instead, and its command explains (and offers to trust the
 * workspace in Restricted Mode).
 */
export class SolutionLens implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [this.changed, vscode.workspace.onDidGrantWorkspaceTrust(() => this.changed.fire())];

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    if (!solutionLanguage(document.languageId, document.uri.path)) return [];
    const mentioned = problemsMentioned(headOf(document));
    if (mentioned.length === 0) return [];
    const unavailable = judgeUnavailable();
    const problem = mentioned.length === 1 ? problemOf(mentioned[0].problem).name : undefined;
    const title =
      unavailable === 'untrusted'
        ? vscode.l10n.t('$(shield) Test My Solution: needs a trusted workspace')
        : unavailable === 'browser'
          ? vscode.l10n.t('Test My Solution: not available in the browser')
          : problem === undefined
            ? vscode.l10n.t('$(beaker) Test My Solution')
            : vscode.l10n.t('$(beaker) Test My Solution ({0})', problem);
    return [new vscode.CodeLens(new vscode.Range(0, 0, 0, 0), { title, command: CommandId.testSolution, arguments: [document.uri] })];
  }

  dispose(): void {
    for (const disposable of this.disposables.splice(0)) disposable.dispose();
  }
}
