import type { JudgeEvent, JudgeOptions, JudgeOutcome } from '../../judge/spec';
import { judgeInWorker } from './judgeClient';
import * as vscode from 'vscode';
import { nodeWorkerThreads } from '../nodeThreads';

/**
 * Runs the judge in a worker thread (dist/judgeWorker.js, built from
 * src/judge/worker.ts), never on the extension host's thread: a 9! run
 * judges 362,880 answers, and a program's output is read and cut there too.
 * The worker is started through the Node found at run time, since this code
 * is bundled for the browser as well. Cancelling asks the judge to stop,
 * which kills the program's whole process group and still reports what was
 * judged. Never rejects.
 */
export async function judgeOffThread(
  workerScript: string,
  options: JudgeOptions,
  onEvent: (event: JudgeEvent) => void,
  token: vscode.CancellationToken,
): Promise<JudgeOutcome> {
  const threads = nodeWorkerThreads();
  if (!threads) return { kind: 'cannot-start', message: 'worker threads are not available here' };
  const cancelled = new AbortController();
  const listening = token.onCancellationRequested(() => cancelled.abort());
  if (token.isCancellationRequested) cancelled.abort();
  try {
    return await judgeInWorker(() => new threads.Worker(workerScript), options, onEvent, cancelled.signal);
  } finally {
    listening.dispose();
  }
}
