import type { FromWorker, ToWorker } from '../../judge/protocol';
import type { JudgeEvent, JudgeOptions, JudgeOutcome } from '../../judge/types';
import * as vscode from 'vscode';
import { nodeWorkerThreads } from './availability';

/** How long a cancelled judgement may take to kill its program and report, before its thread is ended regardless. */
const CANCEL_GRACE_MS = 3_000;

/**
 * Runs the judge in a worker thread (dist/judgeWorker.js, built from
 * src/judge/worker.ts), never on the extension host's thread: a 9! run
 * judges 362,880 answers, and a program's output is read and cut there too.
 *
 * This is the judge's own judgeInWorker (src/judge/workerClient.ts) for the
 * extension host, which cannot import that file: it imports
 * node:worker_threads, and this code is bundled for the browser as well.
 * It speaks the same protocol and keeps the same promise: cancelling asks
 * the judge to stop, which kills the program's whole process group and
 * still reports what was judged; the worker reports each process group it
 * starts, and any still alive when the worker ends, fails to answer a
 * cancel within {@link CANCEL_GRACE_MS}, or the host exits, is killed here.
 * Never rejects.
 */
export function judgeOffThread(workerScript: string, options: JudgeOptions, onEvent: (event: JudgeEvent) => void, token: vscode.CancellationToken): Promise<JudgeOutcome> {
  const threads = nodeWorkerThreads();
  if (!threads) return Promise.resolve({ kind: 'cannot-start', message: 'worker threads are not available here' });
  return new Promise((resolve) => {
    const alive = new Set<number>();
    const killAlive = (): void => {
      for (const groupId of alive) {
        try {
          process.kill(-groupId, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      alive.clear();
    };
    let settled = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const disposables: vscode.Disposable[] = [];
    let worker: InstanceType<typeof threads.Worker> | undefined;
    const settle = (outcome: JudgeOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(graceTimer);
      killAlive();
      process.removeListener('exit', killAlive);
      for (const disposable of disposables.splice(0)) disposable.dispose();
      void worker?.terminate();
      resolve(outcome);
    };
    try {
      worker = new threads.Worker(workerScript);
    } catch (error) {
      settle({ kind: 'cannot-start', message: `the judge's worker cannot start: ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    process.on('exit', killAlive);
    const started = worker;
    const send = (message: ToWorker): void => started.postMessage(message);
    const cancel = (): void => {
      if (settled || graceTimer !== undefined) return;
      send({ type: 'cancel' });
      graceTimer = setTimeout(() => settle({ kind: 'cancelled' }), CANCEL_GRACE_MS);
    };
    started.on('message', (message: FromWorker) => {
      if (settled) return;
      switch (message.type) {
        case 'event':
          onEvent(message.event);
          return;
        case 'process':
          if (message.alive) alive.add(message.groupId);
          else alive.delete(message.groupId);
          return;
        case 'outcome':
          settle(message.outcome);
      }
    });
    started.on('error', (error: Error) => settle({ kind: 'cannot-start', message: `the judge's worker failed: ${error.message}` }));
    started.on('exit', () => settle(token.isCancellationRequested ? { kind: 'cancelled' } : { kind: 'cannot-start', message: "the judge's worker stopped before it finished" }));
    disposables.push(token.onCancellationRequested(cancel));
    send({ type: 'judge', options });
    if (token.isCancellationRequested) cancel();
  });
}
