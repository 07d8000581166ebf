import * as vscode from 'vscode';
import type { HeuristicCheckRequest, TraceReplayRequest } from '../../lab/spec/workerMessages';
import { nodeWorkerThreads } from '../nodeThreads';
import { checkInWorker, LabCheckOutcome } from './checkThread';

/** A check that ended before its worker answered: cancelled, or its worker could not start. */
type Unfinished = Extract<LabCheckOutcome, { kind: 'cancelled' | 'cannot-start' }>;

/**
 * One check or replay in the lab's worker thread (dist/labCheckWorker.js),
 * under a progress notification with Cancel: cancelling ends the worker,
 * and with it the learner's process. Never rejects.
 */
export function runLabCheck(
  extensionUri: vscode.Uri,
  title: string,
  request: HeuristicCheckRequest | TraceReplayRequest,
): Thenable<LabCheckOutcome> {
  const threads = nodeWorkerThreads();
  if (!threads)
    return Promise.resolve({ kind: 'cannot-start', message: 'worker threads are not available here' });
  const script = vscode.Uri.joinPath(extensionUri, 'dist', 'labCheckWorker.js').fsPath;
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title, cancellable: true },
    async (progress, token) => {
      const cancelled = new AbortController();
      const listening = token.onCancellationRequested(() => cancelled.abort());
      let shown = 0;
      const onProgress = (done: number, total: number): void => {
        const percent = total > 0 ? Math.min(100, (done * 100) / total) : 0;
        if (percent <= shown) return;
        progress.report({
          increment: percent - shown,
          message: vscode.l10n.t('{0} of {1}', done.toLocaleString(), total.toLocaleString()),
        });
        shown = percent;
      };
      try {
        return await checkInWorker(() => new threads.Worker(script), request, onProgress, cancelled.signal);
      } finally {
        listening.dispose();
      }
    },
  );
}

/**
 * What a lab command ends in when its check ended before the worker
 * answered: a cancel, said by the notification already, or a worker that
 * could not start, said in the command's words (`cannotStart`).
 */
export function unfinishedEnd(
  outcome: Unfinished,
  cannotStart: (message: string) => string,
): { readonly cancelled: true } | { readonly failure: string } {
  if (outcome.kind === 'cancelled') return { cancelled: true };
  void vscode.window.showErrorMessage(cannotStart(outcome.message));
  return { failure: outcome.message };
}

/** A lab command that does not start says why, as a warning, and ends in it. */
export function refuse(why: string): { readonly refused: string } {
  void vscode.window.showWarningMessage(why);
  return { refused: why };
}
