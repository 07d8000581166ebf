// The messages between the extension host and the judge's worker thread
// (src/judge/worker.ts, built to dist/judgeWorker.js): plain data, so the
// host's side (src/extension/testing/judgeClient.ts) needs none of the runner.
import type { JudgeEvent, JudgeOptions, JudgeOutcome } from './types';

/** From the extension host to the judge's worker thread. */
export type ToJudgeWorker =
  { readonly type: 'judge'; readonly options: JudgeOptions } | { readonly type: 'cancel' };

/** From the judge's worker thread back. */
export type FromJudgeWorker =
  | { readonly type: 'event'; readonly event: JudgeEvent }
  /** A process group the worker started (`alive`) or has seen end: the parent kills the live ones if the worker stops first. */
  | { readonly type: 'process'; readonly groupId: number; readonly alive: boolean }
  | { readonly type: 'outcome'; readonly outcome: JudgeOutcome };
