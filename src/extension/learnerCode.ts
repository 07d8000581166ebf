import * as vscode from 'vscode';
import { nodeWorkerThreads } from './nodeThreads';

/** Why a learner's code (a solution, a heuristic) cannot run here, when it cannot. */
export type Unavailable = 'browser' | 'untrusted';

/** The features that run a learner's code, each in its own words when it cannot. */
export type LearnerCodeFeature = 'testSolution' | 'checkHeuristic';

/**
 * Whether a learner's code may run now. It is their code (a program
 * compiled and run on every case, a heuristic called on every board), so
 * it runs only in a trusted workspace; and only where there is Node to run
 * it in a worker thread. The arguments default to this window's state; the
 * tests pass their own.
 */
export function learnerCodeUnavailable(
  trusted: boolean = vscode.workspace.isTrusted,
  threads: boolean = nodeWorkerThreads() !== undefined,
): Unavailable | undefined {
  if (!threads) return 'browser';
  if (!trusted) return 'untrusted';
  return undefined;
}

/** Each feature's words for each reason, made when asked so they come out in the user's language. */
const WHY: Record<LearnerCodeFeature, Record<Unavailable, () => string>> = {
  testSolution: {
    browser: () =>
      vscode.l10n.t(
        'Test My Solution is not available in the browser (vscode.dev, github.dev): running a program needs VS Code on your computer or a remote machine.',
      ),
    untrusted: () =>
      vscode.l10n.t(
        'Test My Solution is not available in Restricted Mode: it compiles and runs your program, so it needs a trusted workspace.',
      ),
  },
  checkHeuristic: {
    browser: () =>
      vscode.l10n.t(
        'Check Heuristic is not available in the browser (vscode.dev, github.dev): running your heuristic needs VS Code on your computer or a remote machine.',
      ),
    untrusted: () =>
      vscode.l10n.t(
        'Check Heuristic is not available in Restricted Mode: it runs your heuristic, so it needs a trusted workspace.',
      ),
  },
};

export function whyUnavailable(feature: LearnerCodeFeature, reason: Unavailable): string {
  return WHY[feature][reason]();
}

/** Says why, with a way to trust the workspace when that is what is missing. */
export async function explainUnavailable(feature: LearnerCodeFeature, reason: Unavailable): Promise<void> {
  if (reason === 'browser') {
    await vscode.window.showInformationMessage(whyUnavailable(feature, reason));
    return;
  }
  const manage = vscode.l10n.t('Manage Workspace Trust');
  const choice = await vscode.window.showWarningMessage(whyUnavailable(feature, reason), manage);
  if (choice === manage) await vscode.commands.executeCommand('workbench.trust.manage');
}
