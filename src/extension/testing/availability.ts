import * as vscode from 'vscode';
import { nodeWorkerThreads } from '../nodeThreads';

export { nodeWorkerThreads };

/** Why a solution cannot be run here, when it cannot. */
export type Unavailable = 'browser' | 'untrusted';

/** Whether a solution can be compiled and run now; the reason when not. */
export function judgeUnavailable(): Unavailable | undefined {
  if (nodeWorkerThreads() === undefined) return 'browser';
  if (!vscode.workspace.isTrusted) return 'untrusted';
  return undefined;
}

export function whyUnavailable(reason: Unavailable): string {
  return reason === 'browser'
    ? vscode.l10n.t(
        'Test My Solution is not available in the browser (vscode.dev, github.dev): running a program needs VS Code on your computer or a remote machine.',
      )
    : vscode.l10n.t(
        'Test My Solution is not available in Restricted Mode: it compiles and runs your program, so it needs a trusted workspace.',
      );
}

/** Says why, with a way to trust the workspace when that is what is missing. */
export async function explainUnavailable(reason: Unavailable): Promise<void> {
  if (reason === 'browser') {
    await vscode.window.showInformationMessage(whyUnavailable(reason));
    return;
  }
  const manage = vscode.l10n.t('Manage Workspace Trust');
  const choice = await vscode.window.showWarningMessage(whyUnavailable(reason), manage);
  if (choice === manage) await vscode.commands.executeCommand('workbench.trust.manage');
}
