import * as vscode from 'vscode';
import { nodeWorkerThreads } from '../nodeThreads';

/** Why a heuristic cannot be checked here, when it cannot. */
export type CheckUnavailable = 'browser' | 'untrusted';

/**
 * Whether a learner's heuristic may run now. It is their code, called on
 * every board, so it runs only in a trusted workspace, as the judge runs
 * their programs; and only where there is Node to run it in a worker thread.
 * The arguments default to this window's state; the tests pass their own.
 */
export function heuristicCheckUnavailable(
  trusted: boolean = vscode.workspace.isTrusted,
  threads: boolean = nodeWorkerThreads() !== undefined,
): CheckUnavailable | undefined {
  if (!threads) return 'browser';
  if (!trusted) return 'untrusted';
  return undefined;
}

export function whyCheckUnavailable(reason: CheckUnavailable): string {
  return reason === 'browser'
    ? vscode.l10n.t(
        'Check Heuristic is not available in the browser (vscode.dev, github.dev): running your heuristic needs VS Code on your computer or a remote machine.',
      )
    : vscode.l10n.t(
        'Check Heuristic is not available in Restricted Mode: it runs your heuristic, so it needs a trusted workspace.',
      );
}

/** Says why, with a way to trust the workspace when that is what is missing. */
export async function explainCheckUnavailable(reason: CheckUnavailable): Promise<void> {
  if (reason === 'browser') {
    await vscode.window.showInformationMessage(whyCheckUnavailable(reason));
    return;
  }
  const manage = vscode.l10n.t('Manage Workspace Trust');
  const choice = await vscode.window.showWarningMessage(whyCheckUnavailable(reason), manage);
  if (choice === manage) await vscode.commands.executeCommand('workbench.trust.manage');
}
