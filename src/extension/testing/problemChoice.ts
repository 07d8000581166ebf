import * as vscode from 'vscode';
import { asProblemId, PROBLEM_IDS, PROBLEM_NAMES, problemNamedIn, ProblemId } from './solutionFile';
import { headOf } from './head';

/** Where a solution's problem came from: its own text, the user's earlier choice, or a choice just made. */
export type ProblemSource = 'file' | 'remembered' | 'asked';

const KEY = 'eightPuzzle.judge.problems';

/**
 * The problem each solution file is for, as the user chose it, kept in the
 * workspace's state (per file, for this workspace only: the same file in
 * another checkout may be another problem's).
 */
export class ProblemChoices {
  constructor(private readonly state: vscode.Memento) {}

  remembered(uri: vscode.Uri): ProblemId | undefined {
    return asProblemId(this.table()[uri.toString()]);
  }

  /** Every file with a remembered choice, so their tests are listed again after a reload. */
  files(): vscode.Uri[] {
    return Object.keys(this.table()).flatMap((key) => {
      try {
        return [vscode.Uri.parse(key, true)];
      } catch {
        return [];
      }
    });
  }

  async remember(uri: vscode.Uri, problem: ProblemId): Promise<void> {
    await this.state.update(KEY, { ...this.table(), [uri.toString()]: problem });
  }

  async forget(uri: vscode.Uri): Promise<void> {
    const { [uri.toString()]: _gone, ...rest } = this.table();
    await this.state.update(KEY, rest);
  }

  /**
   * The problem for `document`: named in its text, or chosen before, or
   * asked now (once; the answer is remembered). Undefined when the user
   * dismisses the question.
   */
  async problemFor(document: vscode.TextDocument): Promise<{ problem: ProblemId; source: ProblemSource } | undefined> {
    const named = problemNamedIn(headOf(document));
    if (named) return { problem: named, source: 'file' };
    const remembered = this.remembered(document.uri);
    if (remembered) return { problem: remembered, source: 'remembered' };
    const asked = await askProblem(document.uri);
    if (!asked) return undefined;
    await this.remember(document.uri, asked);
    return { problem: asked, source: 'asked' };
  }

  private table(): Record<string, unknown> {
    const stored = this.state.get<unknown>(KEY);
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  }
}

/** A quick pick of the three problems, each with its format in a few words. */
export async function askProblem(uri: vscode.Uri, current?: ProblemId): Promise<ProblemId | undefined> {
  const details: Record<ProblemId, string> = {
    hdu1043: vscode.l10n.t('every board in one run, one per line; answer: moves (u d l r) or unsolvable'),
    poj1077: vscode.l10n.t('one board per run; answer: moves (u d l r) or unsolvable'),
    luogu1379: vscode.l10n.t('one board per run as 9 digits, 0 for the blank, goal 123804765; answer: the number of moves'),
  };
  const items = PROBLEM_IDS.map((problem) => ({ label: PROBLEM_NAMES[problem], detail: details[problem], problem, picked: problem === current }));
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Which problem does {0} solve?', vscode.workspace.asRelativePath(uri)),
    placeHolder: vscode.l10n.t('The judge feeds your program in that problem\'s format. Name it in a comment (HDU 1043, POJ 1077, P1379) and you will not be asked.'),
    ignoreFocusOut: true,
  });
  return picked?.problem;
}
