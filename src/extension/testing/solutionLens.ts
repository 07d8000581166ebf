import * as vscode from 'vscode';
import { problemOf, ProblemMention, problemsMentioned } from '../../problems';
import { CommandId } from '../commandIds';
import { DOCUMENT_SCHEMES } from '../scope';
import { learnerCodeUnavailable } from '../learnerCode';
import { commandLensAt, LearnerCodeLens } from '../learnerCodeLens';
import { SOLUTION_LANGUAGE_IDS, solutionLanguage } from './solutionFile';
import { nameAndHeadOf } from './head';
import { isSolution } from './solutionShape';

/**
 * Documents that may be solutions: in a solution's language, and documents the user edits (not the old side
 * of a diff, not Output).
 */
export const SOLUTION_DOCUMENTS: vscode.DocumentSelector = SOLUTION_LANGUAGE_IDS.flatMap((language) =>
  DOCUMENT_SCHEMES.map((scheme) => ({ language, scheme })),
);

/**
 * The problems a document names that it is a solution of: it names them
 * (as the problems' registry knows them) and its code takes the form their
 * judge runs (it reads input and writes output, or LeetCode's class). A
 * helper that only mentions a problem gets no lens and no test item.
 */
export function problemsSolvedIn(document: vscode.TextDocument): ProblemMention[] {
  const language = solutionLanguage(document.languageId, document.uri.path);
  if (!language) return [];
  const mentioned = problemsMentioned(nameAndHeadOf(document));
  if (mentioned.length === 0) return [];
  const text = document.getText();
  return mentioned.filter((mention) => isSolution(language, text, problemOf(mention.problem).solution));
}

/**
 * "Test My Solution (HDU 1043)" at the top of a solution that names its
 * problem (see problemsSolvedIn). Where no program can run, the lens
 * says why instead, and its command explains (and offers to trust the
 * workspace in Restricted Mode).
 */
export class SolutionLens extends LearnerCodeLens {
  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const mentioned = problemsSolvedIn(document);
    if (mentioned.length === 0) return [];
    const unavailable = learnerCodeUnavailable();
    const problem = mentioned.length === 1 ? problemOf(mentioned[0].problem).name : undefined;
    const title =
      unavailable === 'untrusted'
        ? vscode.l10n.t('$(shield) Test My Solution: needs a trusted workspace')
        : unavailable === 'browser'
          ? vscode.l10n.t('Test My Solution: not available in the browser')
          : problem === undefined
            ? vscode.l10n.t('$(beaker) Test My Solution')
            : vscode.l10n.t('$(beaker) Test My Solution ({0})', problem);
    return commandLensAt(document, 0, title, CommandId.testSolution);
  }
}
