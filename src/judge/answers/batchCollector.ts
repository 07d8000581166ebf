import type { Ruling } from '../../problems';
import { FailureList } from './failureList';
import { CASE_VERDICTS, CaseVerdict, MOST_FAILURES_LISTED } from '../spec';

/** One case's answer in a batch run, kept until the run's end says what it is worth. */
export interface Answered {
  readonly index: number;
  readonly ruling: Ruling;
  readonly text: string | null;
  /** Given after the run's CPU time passed its limit (it went on, so that every answer is judged). */
  readonly late: boolean;
}

/**
 * A batch run's answers until the run's end says what they are worth: with
 * every case's details, all of them; otherwise only the simplest failures
 * (at most a report's list per verdict), the rest counted, so a run that
 * fails 362,880 boards holds a screenful. An answer given after the run
 * passed its time limit is counted apart: the run is over its limit, and
 * such an answer never keeps a verdict of its own.
 */
export class BatchCollector {
  private readonly all: (Answered | undefined)[] | undefined;
  private readonly lists = new Map<CaseVerdict, FailureList<Answered>>();
  /**
   * Verdicts of the failing answers given in time and not kept, to be counted once the run's end is known.
   */
  readonly uncounted = Object.fromEntries(CASE_VERDICTS.map((verdict) => [verdict, 0])) as Record<
    CaseVerdict,
    number
  >;
  /** Right answers given in time, kept or not. */
  rightInTime = 0;
  /** Answers given late, and how many of them were right. */
  late = 0;
  rightLate = 0;
  /** Set once the run's CPU time has passed its limit: answers from then on are late. */
  overLimit = false;

  constructor(
    everyCase: boolean,
    cases: number,
    private readonly from: number,
    private readonly weight: (index: number) => number,
  ) {
    this.all = everyCase ? new Array<Answered | undefined>(cases) : undefined;
  }

  ruled(index: number, ruling: Ruling, text: string | null): void {
    const late = this.overLimit;
    const right = ruling.verdict === 'accepted';
    if (late) {
      this.late++;
      if (right) this.rightLate++;
    } else if (right) this.rightInTime++;
    if (this.all) {
      this.all[index - this.from] = { index, ruling, text, late };
      return;
    }
    if (right || late) return;
    let list = this.lists.get(ruling.verdict);
    if (!list) this.lists.set(ruling.verdict, (list = new FailureList<Answered>(MOST_FAILURES_LISTED)));
    const before = list.dropped;
    list.offer(this.weight(index), () => ({ index, ruling, text, late }));
    this.uncounted[ruling.verdict] += list.dropped - before;
  }

  /** Right answers in all. */
  get right(): number {
    return this.rightInTime + this.rightLate;
  }

  /**
   * What is kept, in input order for every case, or simplest first (then only failing answers given in time:
   * the rest are counted).
   */
  kept(): Answered[] {
    if (this.all) return this.all.filter((answered): answered is Answered => answered !== undefined);
    return [...this.lists.values()].flatMap((list) => list.entries());
  }
}
