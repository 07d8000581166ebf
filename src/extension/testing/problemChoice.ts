import * as vscode from 'vscode';
import { asProblemId, problemNamedIn, ProblemId, problemsForPicker } from '../../problems';
import { localizeTemplate } from '../config';
import { nameAndHeadOf } from './head';
import { commentNames, descriptionOf } from './problemTexts';

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
  async problemFor(
    document: vscode.TextDocument,
  ): Promise<{ problem: ProblemId; source: ProblemSource } | undefined> {
    const named = problemNamedIn(nameAndHeadOf(document));
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

/** A quick pick of the registry's problems, each with its format in a few words. */
export async function askProblem(uri: vscode.Uri, current?: ProblemId): Promise<ProblemId | undefined> {
  const items = problemsForPicker().map((problem) => ({
    label: problem.name,
    detail: localizeTemplate(descriptionOf(problem)),
    problem: problem.id,
    picked: problem.id === current,
  }));
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Which problem does {0} solve?', vscode.workspace.asRelativePath(uri)),
    placeHolder: vscode.l10n.t(
      "The judge feeds your program in that problem's format. Name it in a comment ({0}) and you will not be asked.",
      problemNamesToWrite(),
    ),
    ignoreFocusOut: true,
  });
  return picked?.problem;
}

/** `HDU 1043, POJ 1077, P1379`, in the user's language: what a comment may name. */
export function problemNamesToWrite(): string {
  return commentNames(vscode.env.language);
}
