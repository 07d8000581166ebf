import * as vscode from 'vscode';
import { CommandId } from '../commandIds';
import { learnerCodeUnavailable } from '../learnerCode';
import { commandLensAt, LearnerCodeLens } from '../learnerCodeLens';
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
export class HeuristicLens extends LearnerCodeLens {
  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    if (learnerCodeUnavailable()) return [];
    const language = heuristicLanguageOf(document.uri.path);
    const line = language === undefined ? undefined : heuristicLine(document.getText(), language);
    if (line === undefined) return [];
    return commandLensAt(
      document,
      line,
      vscode.l10n.t('$(beaker) Check Heuristic'),
      CommandId.checkHeuristic,
    );
  }
}
