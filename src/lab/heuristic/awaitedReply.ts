// What both evaluators wait on: one reply at a time from the learner's
// thread or process, until a failure ends it. The first failure is the one
// kept, and every wait after it rejects with that failure at once.
import { EvaluationError, EvaluationFailure } from './failure';

export class AwaitedReply<Reply> {
  private pending: { resolve: (reply: Reply) => void; reject: (error: EvaluationError) => void } | undefined;
  private failure: EvaluationFailure | undefined;

  /** The next reply, or the failure that ended the evaluator. */
  next(): Promise<Reply> {
    return new Promise((resolve, reject) => {
      if (this.failure) reject(new EvaluationError(this.failure));
      else this.pending = { resolve, reject };
    });
  }

  /** Hands a reply to the wait, if there is one. */
  answer(reply: Reply): void {
    this.pending?.resolve(reply);
  }

  /** Keeps the first failure and rejects the wait with it. */
  end(failure: EvaluationFailure): void {
    this.failure ??= failure;
    this.pending?.reject(new EvaluationError(this.failure));
    this.pending = undefined;
  }

  /** Closed by its user: no wait after this gets a reply. */
  close(): void {
    this.failure ??= { kind: 'exited', detail: 'closed' };
  }
}
