import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Problem, Ruling } from '../problems';
import { answerJudge, AnswerJudge } from './answers/answerJudge';
import { RunAnswers } from './answers/runAnswers';
import { Answered, BatchCollector } from './answers/batchCollector';
import { caseId, caseResult, CasePlace, CaseRun, plannedCase, simplestFirst } from './answers/caseResults';
import { boardOf, optimalOf } from './cases/caseSet';
import { CaseSet } from './cases/caseSetType';
import { Clock } from './run/clock';
import { FailureList, weightOf } from './answers/failureList';
import { runInput, Variant, variantsOf } from './cases/inputs';
import { cannotStart, Prepared } from './run/prepare';
import { RunFailure } from './run/runEnds';
import { batchPlan, isStress, MOST_ATTEMPTS, nearLimit, perCasePlan, RunPlan } from './run/runPlan';
import { ProcessWatch, RunOutcome, runProgram } from './run/runProgram';
import { failureOf } from './run/runVerdict';
import { withoutNamespaces } from './sandbox';
import { outputLimit, ResolvedSettings } from './settings';
import {
  AppliedLimits,
  CASE_VERDICTS,
  CaseResult,
  CaseVerdict,
  JudgeEvent,
  JudgeOutcome,
  JudgeReport,
  MOST_FAILURES_LISTED,
  PlannedCase,
  Rerun,
  RunFigure,
  RunMode,
} from './spec';

type RunStep = 'done' | 'stop' | { readonly cannotStart: string };
type Started = Extract<RunOutcome, { started: true }>;

/** How many results a batch run sends per event. */
const RESULTS_PER_EVENT = 4096;

/** A case's verdict and why: its answer's ruling, or its run's failure. */
type CaseRuling = Pick<Ruling, 'reason' | 'judged'> & { readonly verdict: CaseVerdict };

/** One run of one board: its end, and its answer once the output is read. */
interface CaseAttempt {
  readonly outcome: Started;
  readonly answers: RunAnswers;
  readonly answered: () => Answered | undefined;
}

/** One run of a batch: its end, its answers, and how many it had given when its time passed the limit. */
interface BatchAttempt {
  readonly outcome: Started;
  readonly answers: RunAnswers;
  readonly batch: BatchCollector;
  readonly inTime: () => number | undefined;
}

/**
 * The attempt whose CPU time was least: a busy machine only ever adds time, so the fastest is the nearest to
 * an idle judge's.
 */
function fastest<T extends { readonly outcome: Started }>(attempts: readonly T[]): T {
  return attempts.reduce((best, attempt) =>
    (attempt.outcome.cpuMs ?? Infinity) < (best.outcome.cpuMs ?? Infinity) ? attempt : best,
  );
}

/**
 * Whether a batch run's end leaves its answers given in time their own
 * verdicts: where it ended well; over a time limit, which they came within;
 * at a stress run's backstop, which is not the judge's limit. A crash, or a
 * memory or output limit of the judge's, gives every case the run's verdict,
 * as the judges give it. An answer given late never keeps its own.
 */
function keepsInTime(failure: RunFailure | undefined, plan: RunPlan): boolean {
  if (failure === undefined || failure.verdict === 'time-limit-exceeded') return true;
  return plan.stress && failure.verdict === 'memory-limit-exceeded';
}

/** Why a case answered in a failed run took the run's verdict, and what its answer was. */
function tookReason(reason: string, ruling: Ruling, late: boolean): string {
  const when = late ? 'answered after the time limit' : 'answered';
  return ruling.verdict === 'accepted'
    ? `${reason}; ${when}, right`
    : `${reason}; ${when}, and wrong too: ${ruling.reason}`;
}

/**
 * A run of one board that failed (over a limit, crashed): its verdict, and what its answer was, where it gave
 * one.
 */
function withAnswer(failure: RunFailure, answered: Answered | undefined): CaseRuling {
  if (answered === undefined) return failure;
  const ruling = answered.ruling;
  if (ruling.verdict === 'accepted') return { ...failure, reason: `${failure.reason}; its answer was right` };
  return { ...failure, reason: `${failure.reason}; its answer was wrong too: ${ruling.reason}` };
}

/** One judgement's state: nothing is shared between judgements, so several may run at once. */
export class Session {
  private readonly counts = Object.fromEntries(CASE_VERDICTS.map((verdict) => [verdict, 0])) as Record<
    CaseVerdict,
    number
  >;
  private readonly lists = new Map<CaseVerdict, FailureList<CaseResult>>();
  private readonly runs: RunFigure[] = [];
  private slowest: JudgeReport['slowest'];
  private programMs = 0;
  private programCpuMs: number | undefined = 0;
  private peakKiB: number | undefined;
  private extraLines = 0;
  private unjudged = 0;
  private stopped: string | undefined;
  private cancelled = false;
  private readonly variants: readonly Variant[];
  private readonly judge: AnswerJudge;
  private readonly problem: Problem;
  private readonly mode: RunMode;
  /** When the first run of one board started: the whole judging time of such runs is bounded. */
  private perCaseStart: number | undefined;
  private readonly reruns: Rerun[] = [];
  /** Answers that were right, whatever their run's end made of them. */
  private right = 0;
  private rerunCount = 0;
  private load: JudgeReport['load'];
  /** Whether a run had no namespaces of its own: the report says what then does not hold. */
  private unisolated = false;

  constructor(
    private readonly settings: ResolvedSettings,
    private readonly set: CaseSet,
    private readonly program: Prepared,
    private readonly limits: AppliedLimits,
    private readonly onEvent: (event: JudgeEvent) => void,
    private readonly clock: Clock,
    private readonly signal: AbortSignal | undefined,
    private readonly watch: ProcessWatch | undefined,
  ) {
    this.problem = settings.problem;
    this.mode = settings.mode;
    this.variants = variantsOf(set.name, settings.problem, settings.mode, settings.whitespace);
    this.judge = answerJudge(settings, set);
  }

  /** Runs every case; returns an outcome only when there is no report to give. */
  async run(): Promise<JudgeOutcome | undefined> {
    this.announce();
    for (let v = 0; v < this.variants.length; v++) {
      const variant = this.variants[v];
      const step =
        this.mode === 'batch' ? await this.runBatches(variant) : await this.runEachCase(variant, v);
      if (step === 'stop') {
        this.cancelled = true;
        this.unjudged += this.set.count * (this.variants.length - v - 1);
        break;
      }
      if (step !== 'done') return { kind: 'cannot-start', message: step.cannotStart };
    }
    return undefined;
  }

  report(totalMs: number, compileMs: number | undefined): JudgeReport {
    const failures = this.clock.time(() =>
      [...this.lists.values()].flatMap((list) => list.entries()).sort(simplestFirst(this.variants)),
    );
    const cases = CASE_VERDICTS.reduce((sum, verdict) => sum + this.counts[verdict], 0);
    const { settings, set } = this;
    return {
      problem: settings.problem.id,
      set: set.name,
      size: set.size.key,
      mode: this.mode,
      ...(settings.diagnosis === undefined ? {} : { diagnosis: settings.diagnosis }),
      goal: settings.puzzle.goal,
      optimal: settings.optimal,
      limits: this.limits,
      ...(this.program.built ? { built: this.program.built } : {}),
      outputLimitBytes: outputLimit(
        settings,
        this.mode === 'batch' ? this.runCases() : 1,
        this.mode === 'batch',
      ),
      cases,
      accepted: this.counts.accepted,
      counts: { ...this.counts },
      failures,
      unlisted: cases - this.counts.accepted - failures.length,
      unjudged: this.unjudged,
      ...(this.stopped === undefined ? {} : { stopped: this.stopped }),
      extraLines: this.extraLines,
      slowest: this.slowest,
      runs: this.runs,
      ...(this.peakKiB === undefined ? {} : { peakKiB: this.peakKiB }),
      right: this.right,
      reruns: this.reruns,
      rerunCount: this.rerunCount,
      ...(this.load === undefined ? {} : { load: this.load }),
      ...(this.unisolated ? { unisolated: withoutNamespaces() } : {}),
      totalMs,
      compileMs,
      programMs: this.programMs,
      ...(this.programCpuMs === undefined ? {} : { programCpuMs: this.programCpuMs }),
      judgingMs: this.clock.totalMs,
      cancelled: this.cancelled,
    };
  }

  /**
   * The most cases one batch run is given: the statement's bound on one input (HDU 3567: 200), else all (a
   * set larger than an estimate of the judge's input is a stress set, still one run).
   */
  private runCases(): number {
    const { data, input } = this.problem;
    const bounded = input.kind !== 'one-board' && data.from === 'statement';
    return Math.min(this.set.count, bounded ? data.boards : Infinity);
  }

  /** Says which cases will run, so a front end can list them before any result. */
  private announce(): void {
    const { set, settings } = this;
    const cases: PlannedCase[] = settings.everyCase
      ? this.clock.time(() =>
          this.variants.flatMap((variant) =>
            this.places(variant).map((place) => plannedCase(this.problem, set, place)),
          ),
        )
      : [];
    const runs = this.mode === 'batch' ? Math.ceil(set.count / this.runCases()) : set.count;
    this.onEvent({
      type: 'cases',
      set: set.name,
      count: set.count * this.variants.length,
      cases,
      mode: this.mode,
      ...(settings.diagnosis === undefined ? {} : { diagnosis: settings.diagnosis }),
      runs: runs * this.variants.length,
      limits: this.limits,
      stress: this.mode === 'batch' && isStress(this.problem, this.mode, this.runCases()),
    });
  }

  /** Every case of the variant with its place in its run. */
  private places(variant: Variant): CasePlace[] {
    const places: CasePlace[] = [];
    const most = this.mode === 'batch' ? this.runCases() : 1;
    for (let from = 0; from < this.set.count; from += most) {
      const to = Math.min(this.set.count, from + most);
      for (let index = from; index < to; index++) places.push(this.placeOf(variant, index, from, to));
    }
    return places;
  }

  private placeOf(variant: Variant, index: number, from: number, to: number): CasePlace {
    // A board run on its own takes its whitespace form by its index, so the forms go round the cases.
    return this.mode === 'batch'
      ? { variant, index, position: index - from, runCases: to - from }
      : { variant, index, position: index, runCases: 1 };
  }

  /**
   * Each case in a run of its own, one after another (in parallel, they would slow each other down and skew
   * the times).
   */
  private async runEachCase(variant: Variant, v: number): Promise<RunStep> {
    const { set, settings } = this;
    const plan = perCasePlan(this.limits, settings, this.program.built);
    for (let index = 0; index < set.count; index++) {
      if (this.signal?.aborted) {
        this.unjudged += set.count - index;
        return 'stop';
      }
      this.perCaseStart ??= performance.now();
      if (performance.now() - this.perCaseStart > settings.totalTimeLimitMs) {
        this.outOfTime(set.count - index + set.count * (this.variants.length - v - 1));
        return 'done';
      }
      const step = await this.runOneCase(variant, index, plan);
      if (step === 'stop') this.unjudged += set.count - index - 1;
      if (step !== 'done') return step;
    }
    return 'done';
  }

  private outOfTime(left: number): void {
    this.unjudged += left;
    this.stopped ??= `the runs of one board each took more than ${formatMs(this.settings.totalTimeLimitMs)} in all: ${left.toLocaleString('en-US')} cases were not run`;
  }

  /** Runs of `input` until one is clear of the near-limit band, at most {@link MOST_ATTEMPTS}: the attempts, or why there are none. */
  private async attempts<T extends { readonly outcome: Started }>(
    plan: RunPlan,
    attempt: () => Promise<T | RunStep>,
  ): Promise<T[] | RunStep> {
    const made: T[] = [];
    for (;;) {
      const next = await attempt();
      if (typeof next === 'string' || !('outcome' in next))
        return made.length > 0 && next === 'stop' ? made : next;
      made.push(next);
      this.noteLoad();
      const { outcome } = next;
      if (
        made.length >= MOST_ATTEMPTS ||
        this.signal?.aborted ||
        plan.stress ||
        outcome.stopped === true ||
        !nearLimit(outcome.cpuMs, plan.timeLimitMs)
      )
        return made;
    }
  }

  private async runOneCase(variant: Variant, index: number, plan: RunPlan): Promise<RunStep> {
    const place = this.placeOf(variant, index, index, index + 1);
    const input = this.clock.time(() =>
      runInput(this.problem, this.set, index, index + 1, variant, (i) => i),
    );
    const attempts = await this.attempts(plan, async (): Promise<CaseAttempt | RunStep> => {
      let answered: Answered | undefined;
      const answers = new RunAnswers(
        this.problem,
        index,
        1,
        this.judge,
        { ruled: (i, ruling, text) => (answered = { index: i, ruling, text, late: false }) },
        true,
      );
      this.onEvent({
        type: 'run-started',
        cases: 1,
        timeLimitMs: plan.timeLimitMs,
        memoryLimitKiB: plan.memoryLimitKiB,
      });
      const outcome = await this.start(input, plan, (piece) => this.clock.time(() => answers.push(piece)));
      if (!outcome.started) return { cannotStart: cannotStart(this.program.command, outcome.error) };
      this.countProgram(outcome);
      if (outcome.status === 'cancelled') return 'stop';
      this.clock.time(() => answers.end());
      return { outcome, answers, answered: () => answered };
    });
    if (!Array.isArray(attempts)) {
      if (attempts === 'stop') this.unjudged += 1;
      return attempts;
    }
    const chosen = fastest(attempts);
    const { outcome, answers } = chosen;
    const answered = chosen.answered();
    if (answered?.ruling.verdict === 'accepted' && answers.extra === 0) this.right++;
    const result = this.clock.time(() => {
      const failure = failureOf(outcome, plan);
      const attemptsCpuMs = this.rerun(attempts, plan, this.runs.length, {
        id: caseId(variant, index),
        board: boardOf(this.set, index),
      });
      const figure = this.figure(
        outcome,
        variant,
        index,
        1,
        plan,
        failure === undefined
          ? undefined
          : {
              ...failure,
              answered: answers.answered,
              right: answered?.ruling.verdict === 'accepted' ? 1 : 0,
              took: 0,
            },
        attemptsCpuMs,
      );
      const runIndex = this.runs.push(figure) - 1;
      const run: CaseRun = {
        runIndex,
        durationMs: outcome.durationMs,
        cpuMs: outcome.cpuMs,
        peakKiB: outcome.peakKiB,
        end: failure?.run,
        ...(attemptsCpuMs ? { attemptsCpuMs } : {}),
      };
      const ruling: CaseRuling = failure
        ? withAnswer(failure, answered)
        : this.aloneRuling(index, answered, answers.extra);
      const made = caseResult(
        this.problem,
        this.set,
        place,
        ruling.verdict,
        ruling,
        answered?.text ?? null,
        run,
      );
      this.count(made);
      return { made, figure, runIndex };
    });
    if (this.slowest === undefined || outcome.durationMs > this.slowest.durationMs)
      this.slowest = {
        id: result.made.id,
        board: result.made.board,
        durationMs: outcome.durationMs,
        ...(outcome.cpuMs === undefined ? {} : { cpuMs: outcome.cpuMs }),
      };
    this.onEvent({ type: 'run-ended', run: result.figure, index: result.runIndex });
    if (this.settings.everyCase || result.made.verdict !== 'accepted')
      this.onEvent({ type: 'results', results: [result.made] });
    return 'done';
  }

  /**
   * What a board run on its own, in a run that ended well, is worth: its one answer, or none (worded as an
   * empty one).
   */
  private aloneRuling(index: number, answered: Answered | undefined, extra: number): Ruling {
    if (!answered) return this.judge.judge(index, '', undefined);
    // More than the answer is not the answer (`unsolvable` twice): a wrong answer, as the judges say.
    if (extra > 0)
      return {
        verdict: 'wrong-answer',
        reason: `${extra + 1} lines of output, where one answer is expected`,
      };
    return answered.ruling;
  }

  /**
   * A counted case: its verdict, and a place in the report's list when it failed and is among the simplest.
   */
  private count(result: CaseResult): void {
    this.counts[result.verdict]++;
    if (result.verdict === 'accepted') return;
    let list = this.lists.get(result.verdict);
    if (!list) this.lists.set(result.verdict, (list = new FailureList<CaseResult>(MOST_FAILURES_LISTED)));
    list.offer(weightOf(result.optimal), () => result);
  }

  /** The variant's cases in batch runs: one, or several where the statement bounds one input's cases. */
  private async runBatches(variant: Variant): Promise<RunStep> {
    const most = this.runCases();
    for (let from = 0; from < this.set.count; from += most) {
      if (this.signal?.aborted) {
        this.unjudged += this.set.count - from;
        return 'stop';
      }
      const to = Math.min(this.set.count, from + most);
      const step = await this.runBatch(variant, from, to);
      if (step === 'stop') this.unjudged += this.set.count - to;
      if (step !== 'done') return step;
    }
    return 'done';
  }

  /**
   * Cases `from` to `to` in one run, judged line by line as the output
   * arrives. A run past its time limit goes on, so that every answer is
   * judged: those given in time keep their verdicts, a right one given
   * late is over the limit. A run that fails otherwise fails its cases as
   * a judge fails them, but for its wrong answers, which say so. A run that
   * ends well but answers fewer boards than it was given fails the rest,
   * saying how the input has to be read. A stress run (more boards than the
   * judge's input holds) is judged by its answers alone.
   */
  private async runBatch(variant: Variant, from: number, to: number): Promise<RunStep> {
    const cases = to - from;
    const plan = batchPlan(this.limits, this.settings, cases, this.program.built);
    const input = this.clock.time(() => runInput(this.problem, this.set, from, to, variant));
    const attempts = await this.attempts(plan, async (): Promise<BatchAttempt | RunStep> => {
      const batch = new BatchCollector(this.settings.everyCase, cases, from, (index) =>
        weightOf(optimalOf(this.set, index)),
      );
      const answers = new RunAnswers(this.problem, from, cases, this.judge, batch, false);
      this.onEvent({
        type: 'run-started',
        cases,
        timeLimitMs: plan.timeLimitMs,
        memoryLimitKiB: plan.memoryLimitKiB,
      });
      let inTime: number | undefined;
      const outcome = await this.start(
        input,
        plan,
        (piece) => this.clock.time(() => answers.push(piece)),
        () => {
          // From here on the run is over its limit: what it answers now is judged, and late.
          inTime = answers.answered;
          if (!plan.stress) batch.overLimit = true;
        },
      );
      if (!outcome.started) return { cannotStart: cannotStart(this.program.command, outcome.error) };
      this.countProgram(outcome);
      if (outcome.status === 'cancelled') return 'stop';
      this.clock.time(() => answers.end());
      return { outcome, answers, batch, inTime: () => inTime };
    });
    if (!Array.isArray(attempts)) {
      if (attempts === 'stop') this.unjudged += cases;
      return attempts;
    }
    const { outcome, answers, batch, inTime } = fastest(attempts);
    const failure = this.clock.time(() => failureOf(outcome, plan));
    const keeps = keepsInTime(failure, plan);
    // The cases that take the run's verdict: those never answered, those answered late, and every one where
    // its end keeps no answer's own.
    const took = failure === undefined ? 0 : keeps ? cases - answers.answered + batch.late : cases;
    const attemptsCpuMs = this.rerun(attempts, plan, this.runs.length, undefined);
    const over =
      outcome.cpuMs !== undefined && outcome.cpuMs > plan.timeLimitMs
        ? { inTime: inTime() ?? answers.answered }
        : {};
    const figure = {
      ...this.figure(
        outcome,
        variant,
        from,
        cases,
        plan,
        failure === undefined
          ? undefined
          : { ...failure, answered: answers.answered, right: batch.right, took },
        attemptsCpuMs,
      ),
      ...over,
    };
    const runIndex = this.runs.push(figure) - 1;
    this.right += batch.right;
    if (this.slowest === undefined || outcome.durationMs > this.slowest.durationMs)
      this.slowest = {
        durationMs: outcome.durationMs,
        ...(outcome.cpuMs === undefined ? {} : { cpuMs: outcome.cpuMs }),
      };
    this.onEvent({ type: 'run-ended', run: figure, index: runIndex });
    this.settleBatch(variant, from, to, answers, batch, figure.failure, keeps, {
      runIndex,
      end: failure?.run,
    });
    return 'done';
  }

  /**
   * The cases of a batch run, once its end is known: each answer given in
   * time its own verdict where the run's end keeps it (see keepsInTime),
   * and the cases it never answered the reason why; every other case the
   * run's verdict, with what its answer was. Those are counted, not listed:
   * the run's line in the report says it once.
   */
  private settleBatch(
    variant: Variant,
    from: number,
    to: number,
    answers: RunAnswers,
    batch: BatchCollector,
    failure: RunFigure['failure'],
    keeps: boolean,
    run: CaseRun,
  ): void {
    const results = this.clock.time(() => {
      const cases = to - from;
      const answered = answers.answered;
      if (failure === undefined) this.extraLines += answers.extra;
      const made: CaseResult[] = [];
      const place = (index: number): CasePlace => this.placeOf(variant, index, from, to);
      // A run that ended well owes the boards it never answered a reason each, kept as its answers are (a
      // screenful of 362,880).
      if (failure === undefined)
        for (let index = from + answered; index < to; index++)
          batch.ruled(index, this.unanswered(index, answered, cases), null);
      for (const { index, ruling, text, late } of batch.kept()) {
        if (failure !== undefined && (late || !keeps)) {
          // Counted in bulk with the run's verdict, and made only where every case is listed.
          if (this.settings.everyCase)
            made.push(
              caseResult(
                this.problem,
                this.set,
                place(index),
                failure.verdict,
                { reason: tookReason(failure.reason, ruling, late) },
                text,
                run,
              ),
            );
          continue;
        }
        const result = caseResult(this.problem, this.set, place(index), ruling.verdict, ruling, text, run);
        if (ruling.verdict === 'accepted') {
          if (this.settings.everyCase) made.push(result);
          continue;
        }
        this.count(result);
        made.push(result);
      }
      if (failure === undefined || keeps) {
        this.counts.accepted += batch.rightInTime;
        // The failures past the run's own cap.
        for (const verdict of CASE_VERDICTS) this.counts[verdict] += batch.uncounted[verdict];
      }
      if (failure !== undefined) {
        this.counts[failure.verdict] += failure.took;
        if (this.settings.everyCase) {
          const reason = `${failure.reason}, after answering ${answered.toLocaleString('en-US')} of ${cases.toLocaleString('en-US')} boards`;
          for (let index = from + answered; index < to; index++)
            made.push(
              caseResult(this.problem, this.set, place(index), failure.verdict, { reason }, null, run),
            );
        }
      }
      return made;
    });
    this.send(results);
  }

  /** Case `index` got no answer: the output ended early. A last empty answer may simply have no line of its own. */
  private unanswered(index: number, answered: number, cases: number): Ruling {
    const { problem } = this;
    if (answered === cases - 1 && problem.output.kind === 'lines') {
      const empty = this.judge.judge(index, '', undefined);
      if (empty.verdict === 'accepted') return empty;
    }
    return {
      verdict: 'wrong-answer',
      reason: `no answer: the output ended after ${answered.toLocaleString('en-US')} of ${cases.toLocaleString('en-US')} answers (${readingHint(problem, this.mode)})`,
    };
  }

  private send(results: readonly CaseResult[]): void {
    for (let at = 0; at < results.length; at += RESULTS_PER_EVENT)
      this.onEvent({ type: 'results', results: results.slice(at, at + RESULTS_PER_EVENT) });
  }

  /**
   * A start of the program, counted into the judgement's program time whether or not it decides (a run again
   * near the limit is the judge's cost).
   */
  private countProgram(outcome: Started): void {
    if (outcome.isolation === 'none') this.unisolated = true;
    this.programMs += outcome.durationMs;
    this.programCpuMs =
      outcome.cpuMs === undefined || this.programCpuMs === undefined
        ? undefined
        : this.programCpuMs + outcome.cpuMs;
  }

  private figure(
    outcome: Started,
    variant: Variant,
    from: number,
    cases: number,
    plan: RunPlan,
    failure: RunFigure['failure'],
    attemptsCpuMs: readonly number[] | undefined,
  ): RunFigure {
    if (outcome.peakKiB !== undefined) this.peakKiB = Math.max(this.peakKiB ?? 0, outcome.peakKiB);
    return {
      set: variant.name,
      from,
      cases,
      durationMs: outcome.durationMs,
      ...(outcome.cpuMs === undefined ? {} : { cpuMs: outcome.cpuMs }),
      ...(outcome.peakKiB === undefined ? {} : { peakKiB: outcome.peakKiB }),
      timeLimitMs: plan.timeLimitMs,
      memoryLimitKiB: plan.memoryLimitKiB,
      ...(plan.stress ? { stress: true } : {}),
      ...(attemptsCpuMs ? { attemptsCpuMs } : {}),
      ...(failure ? { failure } : {}),
    };
  }

  /**
   * Notes the runs again of a run near its limit (more than one attempt): each run's CPU time, for the case
   * and the report.
   */
  private rerun(
    attempts: readonly { readonly outcome: Started }[],
    plan: RunPlan,
    runIndex: number,
    which: Pick<Rerun, 'id' | 'board'> | undefined,
  ): number[] | undefined {
    if (attempts.length < 2) return undefined;
    const cpuMs = attempts.map(({ outcome }) => outcome.cpuMs ?? 0);
    const over = cpuMs.filter((ms) => ms > plan.timeLimitMs).length;
    this.rerunCount++;
    if (this.reruns.length < MOST_FAILURES_LISTED)
      this.reruns.push({
        ...which,
        runIndex,
        cpuMs,
        timeLimitMs: plan.timeLimitMs,
        unsteady: over > 0 && over < cpuMs.length,
      });
    return cpuMs;
  }

  /**
   * The machine's load after a run: said in the report when it reached the cores (times on a busy machine run
   * long).
   */
  private noteLoad(): void {
    const average = loadavg()[0];
    const cores = availableParallelism();
    if (average >= cores && average > (this.load?.average ?? 0))
      this.load = { average: Math.round(average * 100) / 100, cores };
  }

  private start(
    input: Uint8Array,
    plan: RunPlan,
    onOutput: (piece: Buffer) => void,
    onTimeLimit?: () => void,
  ): Promise<RunOutcome> {
    const { command, args, cwd, env, programEnv, sourceCopy } = this.program;
    // A traceback names the copy that ran: the user reads their own file's name.
    const named = (text: string): string =>
      sourceCopy === undefined ? text : text.split(sourceCopy.copy).join(sourceCopy.source);
    return runProgram({
      command,
      args,
      cwd,
      folder: this.program.folder,
      folderShared: true,
      env,
      programEnv,
      input,
      timeLimitMs: plan.timeLimitMs,
      overtime: plan.overtime,
      onTimeLimit,
      memoryLimitKiB: plan.heldMemoryKiB,
      outputLimitBytes: plan.outputLimitBytes,
      onOutput,
      signal: this.signal,
      watch: this.watch,
    }).then((outcome) =>
      outcome.started
        ? { ...outcome, stderrHead: named(outcome.stderrHead), stderrTail: named(outcome.stderrTail) }
        : outcome,
    );
  }
}

/** How a problem's input must be read, for the cases a batch run never answered. */
function readingHint(problem: Problem, mode: RunMode): string {
  if (mode === 'batch' && problem.input.kind === 'one-board')
    return `every board was given in one run, to diagnose: ${problem.name} runs each on its own`;
  switch (problem.input.kind) {
    case 'until-end':
    case 'one-board':
      return `read until the end of input: ${problem.name} gives every board in one run`;
    case 'counted':
      return `read the number of cases on the first line, then that many boards: ${problem.name} gives every board in one run`;
    case 'counted-pairs':
      return `read the number of cases on the first line, then each case's start and goal: ${problem.name} gives every case in one run`;
  }
}

function formatMs(ms: number): string {
  return ms >= 60_000 && ms % 60_000 === 0
    ? `${ms / 60_000} minutes`
    : `${Math.round(ms).toLocaleString('en-US')} ms`;
}
