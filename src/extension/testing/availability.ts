import type * as WorkerThreads from 'node:worker_threads';
import * as vscode from 'vscode';

/** Why a solution cannot be run here, when it cannot. */
export type Unavailable = 'browser' | 'untrusted';

/**
 * Node's worker_threads, when the extension runs in Node; undefined in the
 * browser (vscode.dev, github.dev), where there is no Node to run programs.
 *
 * Asked of Node at run time, not imported: this file is bundled for the
 * browser too (scripts/build.mjs bundles extension.ts twice), where an
 * import of a Node module cannot be resolved, and the judge itself lives in
 * a separate bundle, dist/judgeWorker.js, that only a worker thread loads.
 * `process.getBuiltinModule` is in every Node that VS Code 1.100 and later
 * ship (20.16 and later).
 */
export function nodeWorkerThreads(): typeof WorkerThreads | undefined {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const loaded = typeof host?.getBuiltinModule === 'function' ? host.getBuiltinModule('node:worker_threads') : undefined;
  return typeof loaded === 'object' && loaded !== null && 'Worker' in loaded ? (loaded as typeof WorkerThreads) : undefined;
}

/** Whether a solution can be compiled and run now; the reason when not. */
export function judgeUnavailable(): Unavailable | undefined {
  if (nodeWorkerThreads() === undefined) return 'browser';
  if (!vscode.workspace.isTrusted) return 'untrusted';
  return undefined;
}

export function whyUnavailable(reason: Unavailable): string {
  return reason === 'browser'
    ? vscode.l10n.t('Test My Solution is not available in the browser (vscode.dev, github.dev): running a program needs VS Code on your computer or a remote machine.')
    : vscode.l10n.t('Test My Solution is not available in Restricted Mode: it compiles and runs your program, so it needs a trusted workspace.');
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
