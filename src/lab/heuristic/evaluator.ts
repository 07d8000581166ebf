// The one shape both evaluators of a learner's heuristic have: a batch of
// boards in, their h values out, or an EvaluationError that says which board
// went wrong and how.
import type { Puzzle } from '../../engine';

export interface Evaluator {
  /**
   * h of `count` boards, given one after another in the learner's form (0
   * the blank); `first` is the first one's place among all the check's
   * boards, so a failure can name the board. Rejects with an EvaluationError.
   */
  evaluate(boards: Uint8Array, count: number, first: number): Promise<Float64Array>;
  /** Ends the thread or process, whatever it is doing. */
  close(): Promise<void>;
}

export interface EvaluatorOptions {
  /** The heuristic's file, absolute. */
  readonly file: string;
  readonly puzzle: Puzzle;
  /** Milliseconds one call may take. */
  readonly callMs: number;
  /** Milliseconds all the calls may take, from the evaluator's start. */
  readonly totalMs: number;
  /** The memory bound of the learner's thread or process. */
  readonly memoryMiB: number;
}

/**
 * Watches the calls under way: asked every few milliseconds for the call
 * counter and the board being evaluated, it says when one call has run past
 * its budget or all of them past theirs. The evaluators' backstop for a call
 * that never returns.
 */
/**
 * What loading the file may take: starting a thread or an interpreter and
 * running the file's top level. Not one call's budget, which is tight enough
 * to catch a slow h, while a busy machine alone can take that long to start.
 */
export function loadBudgetMs(callMs: number): number {
  return Math.max(callMs, 10_000);
}

export class Watchdog {
  private readonly started = Date.now();
  private lastCount = -1;
  private lastChange = Date.now();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly callMs: number,
    private readonly totalMs: number,
  ) {}

  /**
   * Polls `read` while a batch is under way; `fire` once when a budget is
   * spent. `callMs` stands for one call's budget, or the load's.
   */
  watch(
    read: () => { calls: number; index: number },
    fire: (kind: 'call-time' | 'total-time', index: number) => void,
    callMs = this.callMs,
  ): void {
    this.stop();
    this.lastChange = Date.now();
    const every = Math.max(5, Math.min(100, Math.floor(callMs / 4)));
    this.timer = setInterval(() => {
      const { calls, index } = read();
      const now = Date.now();
      if (calls !== this.lastCount) {
        this.lastCount = calls;
        this.lastChange = now;
      }
      if (now - this.started > this.totalMs) {
        this.stop();
        fire('total-time', index);
      } else if (now - this.lastChange > callMs) {
        this.stop();
        fire('call-time', index);
      }
    }, every);
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}
