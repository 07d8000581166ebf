// How a learner's heuristic can end a check, as the evaluators find it:
// one kind, the board (by its place in the check) where it happened, and the
// learner's own words (their error's message, their traceback's last lines).

export type FailureKind =
  /** h threw (or raised) an error. */
  | 'threw'
  | 'negative'
  /** NaN or ±Infinity. */
  | 'not-finite'
  | 'not-number'
  /** The file defines no function h. */
  | 'missing'
  | 'syntax'
  /** The file's own top-level code failed while it was loaded. */
  | 'load'
  /** One call took longer than the per-call budget. */
  | 'call-time'
  /** The calls took longer than the budget in all. */
  | 'total-time'
  | 'memory'
  /** The learner's process or thread ended by itself (exit, a crash). */
  | 'exited';

export interface EvaluationFailure {
  readonly kind: FailureKind;
  /**
   * The board's place among all the boards the check evaluates; absent when no board was being evaluated
   * (loading).
   */
  readonly index?: number;
  /** The learner's words: their error and where in their file, or what they returned, shown. */
  readonly detail: string;
}

/** An evaluator's failure, thrown through the check to the one place that words it. */
export class EvaluationError extends Error {
  constructor(readonly failure: EvaluationFailure) {
    super(failure.detail);
  }
}

/** The check was cancelled (its signal aborted). */
export class CheckCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}
