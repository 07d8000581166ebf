import { performance } from 'node:perf_hooks';
import { Problem, Ruling } from '../problems';
import { answerJudge, AnswerJudge } from './answers';
import { RunAnswers } from './batchAnswers';
import { caseResult, CasePlace, CaseRun, plannedCase, simplestFirst } from './caseResults';
import { CaseSet, optimalOf } from './caseSet';
import { Clock } from './clock';
import { FailureList, weightOf } from './failureList';
import { runInput, Variant, variantsOf } from './inputs';
import { cannotStart, Prepared } from './prepare';
import { ProcessWatch, RunOutcome, runProgram } from './runProgram';
import { failureOf, RunLimits } from './runVerdict';
import { outputLimit, runTimeLimit, Settings } from './settings';
import { AppliedLimits, CASE_VERDICTS, CaseResult, CaseVerdict, JudgeEvent, JudgeOutcome, JudgeReport, MOST_FAILURES_LISTED, PlannedCase, RunFigure, RunMode } from './spec';

type RunStep = 'done' | 'stop' | { readonly cannotStart: string };

/** How many results a batch run sends per event. */
const RESULTS_PER_EVENT = 4096;

/** A case's verdict and why: its answer's ruling, or its run's failure. */
type CaseRuling = Pick<Ruling, 'reason' | 'judged'> & { readonly verdict: CaseVerdict };

/** One case's answer in a batch run, kept until the run is known to have ended well. */
interface Answered {
  readonly index: number;
  readonly ruling: Ruling;
  readonly text: string | null;
}

/** One judgement's state: nothing is shared between judgements, so several may run at once. */
export class Session {
  private readonly counts = Object.fromEntries(CASE_VERDICTS.map((verdict) => [verdict, 0])) as Record<CaseVerdict, number>;
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

  constructor(
    private readonly settings: Settings,
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
      const step = this.mode === 'batch' ? await this.runBatches(variant) : await this.runEachCase(variant, v);
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
    const failures = this.clock.time(() => [...this.lists.values()].flatMap((list) => list.entries()).sort(simplestFirst(this.variants)));
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
      outputLimitBytes: outputLimit(settings, this.mode === 'batch' ? this.runCases() : 1, this.mode === 'batch'),
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
      totalMs,
      compileMs,
      programMs: this.programMs,
      ...(this.programCpuMs === undefined ? {} : { programCpuMs: this.programCpuMs }),
      judgingMs: this.clock.totalMs,
      cancelled: this.cancelled,
    };
  }

  /** The most cases one batch run is given: the statement's bound on one input (HDU 3567: 200), else all. */
  private runCases(): number {
    const { input } = this.problem;
    const most = input.kind === 'counted' || input.kind === 'counted-pairs' ? input.most : undefined;
    return Math.min(this.set.count, most ?? Infinity);
  }

  /** Says which cases will run, so a front end can list them before any result. */
  private announce(): void {
    const { set, settings } = this;
    const cases: PlannedCase[] = settings.everyCase ? this.clock.time(() => this.variants.flatMap((variant) => this.places(variant).map((place) => plannedCase(this.problem, set, place)))) : [];
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
    return this.mode === 'batch' ? { variant, index, position: index - from, runCases: to - from } : { variant, index, position: index, runCases: 1 };
  }

  /** Each case in a run of its own, one after another (in parallel, they would slow each other down and skew the times). */
  private async runEachCase(variant: Variant, v: number): Promise<RunStep> {
    const { set, settings } = this;
    const limits: RunLimits = { timeLimitMs: this.limits.timeMs, memoryLimitKiB: this.limits.memoryKiB, outputLimitBytes: outputLimit(settings, 1, false) };
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
      const step = await this.runOneCase(variant, index, limits);
      if (step === 'stop') this.unjudged += set.count - index - 1;
      if (step !== 'done') return step;
    }
    return 'done';
  }

  private outOfTime(left: number): void {
    this.unjudged += left;
    this.stopped ??= `the runs of one board each took more than ${formatMs(this.settings.totalTimeLimitMs)} in all: ${left.toLocaleString('en-US')} cases were not run`;
  }

  private async runOneCase(variant: Variant, index: number, limits: RunLimits): Promise<RunStep> {
    const place = this.placeOf(variant, index, index, index + 1);
    const input = this.clock.time(() => runInput(this.problem, this.set, index, index + 1, variant, (i) => i));
    let answered: Answered | undefined;
    const answers = new RunAnswers(this.problem, index, 1, this.judge, { ruled: (i, ruling, text) => (answered = { index: i, ruling, text }) }, true);
    this.onEvent({ type: 'run-started', cases: 1, timeLimitMs: limits.timeLimitMs, memoryLimitKiB: limits.memoryLimitKiB });
    const outcome = await this.start(input, limits, (piece) => this.clock.time(() => answers.push(piece)));
    if (!outcome.started) return { cannotStart: cannotStart(this.program.command, outcome.error) };
    if (outcome.status === 'cancelled') {
      this.unjudged += 1;
      return 'stop';
    }
    const result = this.clock.time(() => {
      answers.end();
      const failure = failureOf(outcome, limits);
      const figure = this.figure(outcome, variant, index, 1, limits, failure === undefined ? undefined : { ...failure, answered: answers.answered });
      const runIndex = this.runs.push(figure) - 1;
      const run: CaseRun = { runIndex, durationMs: outcome.durationMs, cpuMs: outcome.cpuMs, peakKiB: outcome.peakKiB, end: failure?.run };
      const ruling: CaseRuling = failure ?? this.aloneRuling(index, answered, answers.extra);
      const made = caseResult(this.problem, this.set, place, ruling.verdict, ruling, answered?.text ?? null, run);
      this.count(made);
      return { made, figure, runIndex };
    });
    if (this.slowest === undefined || outcome.durationMs > this.slowest.durationMs) this.slowest = { id: result.made.id, board: result.made.board, durationMs: outcome.durationMs, ...(outcome.cpuMs === undefined ? {} : { cpuMs: outcome.cpuMs }) };
    this.onEvent({ type: 'run-ended', run: result.figure, index: result.runIndex });
    if (this.settings.everyCase || result.made.verdict !== 'accepted') this.onEvent({ type: 'results', results: [result.made] });
    return 'done';
  }

  /** What a board run on its own, in a run that ended well, is worth: its one answer, or none (worded as an empty one). */
  private aloneRuling(index: number, answered: Answered | undefined, extra: number): Ruling {
    if (!answered) return this.judge.judge(index, '', undefined);
    if (extra > 0) return { verdict: 'presentation-error', reason: `${extra + 1} lines of output, where one answer is expected` };
    return answered.ruling;
  }

  /** A counted case: its verdict, and a place in the report's list when it failed and is among the simplest. */
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
   * arrives. A run that ends badly fails as a whole, as a judge fails it:
   * one line in the report with its reason and the boards it had answered.
   * A run that ends well but answers fewer boards than it was given fails
   * the rest, saying how the input has to be read.
   */
  private async runBatch(variant: Variant, from: number, to: number): Promise<RunStep> {
    const cases = to - from;
    const limits: RunLimits = { timeLimitMs: runTimeLimit(this.limits, cases), memoryLimitKiB: this.limits.memoryKiB, outputLimitBytes: outputLimit(this.settings, cases, true) };
    const input = this.clock.time(() => runInput(this.problem, this.set, from, to, variant));
    const batch = new BatchCollector(this.settings.everyCase, cases, from, (index) => weightOf(optimalOf(this.set, index)));
    const answers = new RunAnswers(this.problem, from, cases, this.judge, batch, false);
    this.onEvent({ type: 'run-started', cases, timeLimitMs: limits.timeLimitMs, memoryLimitKiB: limits.memoryLimitKiB });
    const outcome = await this.start(input, limits, (piece) => this.clock.time(() => answers.push(piece)));
    if (!outcome.started) return { cannotStart: cannotStart(this.program.command, outcome.error) };
    if (outcome.status === 'cancelled') {
      this.unjudged += cases;
      return 'stop';
    }
    const failure = this.clock.time(() => {
      answers.end();
      return failureOf(outcome, limits);
    });
    const figure = this.figure(outcome, variant, from, cases, limits, failure === undefined ? undefined : { ...failure, answered: answers.answered });
    const runIndex = this.runs.push(figure) - 1;
    if (this.slowest === undefined || outcome.durationMs > this.slowest.durationMs) this.slowest = { durationMs: outcome.durationMs, ...(outcome.cpuMs === undefined ? {} : { cpuMs: outcome.cpuMs }) };
    this.onEvent({ type: 'run-ended', run: figure, index: runIndex });
    const run: CaseRun = { runIndex, end: failure?.run };
    if (figure.failure) this.failWhole(variant, from, to, figure.failure, run);
    else this.sendBatchResults(variant, from, to, answers, batch, run);
    return 'done';
  }

  /** Every case of a run that failed as a whole gets its verdict; only front ends that list every case hear of each. */
  private failWhole(variant: Variant, from: number, to: number, failure: NonNullable<RunFigure['failure']>, run: CaseRun): void {
    this.counts[failure.verdict] += to - from;
    if (!this.settings.everyCase) return;
    const reason = `${failure.reason}, after answering ${failure.answered.toLocaleString('en-US')} of ${(to - from).toLocaleString('en-US')} boards`;
    const results = this.clock.time(() => {
      const made: CaseResult[] = [];
      for (let index = from; index < to; index++) made.push(caseResult(this.problem, this.set, this.placeOf(variant, index, from, to), failure.verdict, { reason }, null, run));
      return made;
    });
    this.send(results);
  }

  /** The cases of a batch run that ended well: each its answer's verdict, and the ones it never answered the reason why. */
  private sendBatchResults(variant: Variant, from: number, to: number, answers: RunAnswers, batch: BatchCollector, run: CaseRun): void {
    const results = this.clock.time(() => {
      const cases = to - from;
      const answered = answers.answered;
      this.extraLines += answers.extra;
      for (let index = from + answered; index < to; index++) batch.ruled(index, this.unanswered(index, answered, cases), null);
      const made: CaseResult[] = [];
      for (const { index, ruling, text } of batch.kept()) {
        const result = caseResult(this.problem, this.set, this.placeOf(variant, index, from, to), ruling.verdict, ruling, text, run);
        if (result.verdict !== 'accepted' || this.settings.everyCase) made.push(result);
        this.count(result);
      }
      // The accepted cases nobody listed are counted; so are the failures past the run's own cap.
      for (const verdict of CASE_VERDICTS) this.counts[verdict] += batch.uncounted[verdict];
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
    return { verdict: 'wrong-answer', reason: `no answer: the output ended after ${answered.toLocaleString('en-US')} of ${cases.toLocaleString('en-US')} answers (${readingHint(problem, this.mode)})` };
  }

  private send(results: readonly CaseResult[]): void {
    for (let at = 0; at < results.length; at += RESULTS_PER_EVENT) this.onEvent({ type: 'results', results: results.slice(at, at + RESULTS_PER_EVENT) });
  }

  private figure(outcome: Extract<RunOutcome, { started: true }>, variant: Variant, from: number, cases: number, limits: RunLimits, failure: RunFigure['failure']): RunFigure {
    this.programMs += outcome.durationMs;
    this.programCpuMs = outcome.cpuMs === undefined || this.programCpuMs === undefined ? undefined : this.programCpuMs + outcome.cpuMs;
    if (outcome.peakKiB !== undefined) this.peakKiB = Math.max(this.peakKiB ?? 0, outcome.peakKiB);
    return {
      set: variant.name,
      from,
      cases,
      durationMs: outcome.durationMs,
      ...(outcome.cpuMs === undefined ? {} : { cpuMs: outcome.cpuMs }),
      ...(outcome.peakKiB === undefined ? {} : { peakKiB: outcome.peakKiB }),
      timeLimitMs: limits.timeLimitMs,
      memoryLimitKiB: limits.memoryLimitKiB,
      ...(failure ? { failure } : {}),
    };
  }

  private start(input: Uint8Array, limits: RunLimits, onOutput: (piece: Buffer) => void): Promise<RunOutcome> {
    const { command, args, cwd, env } = this.program;
    return runProgram({
      command,
      args,
      cwd,
      env,
      input,
      timeLimitMs: limits.timeLimitMs,
      memoryLimitKiB: limits.memoryLimitKiB,
      outputLimitBytes: limits.outputLimitBytes,
      onOutput,
      signal: this.signal,
      watch: this.watch,
    });
  }
}

/**
 * A batch run's answers until the run's end says what they are worth: with
 * every case's details, all of them; otherwise only the simplest failures
 * (at most a report's list per verdict), the rest counted, so a run that
 * fails 362,880 boards holds a screenful.
 */
class BatchCollector {
  private readonly all: (Answered | undefined)[] | undefined;
  private readonly lists = new Map<CaseVerdict, FailureList<Answered>>();
  /** Verdicts of the cases not kept, to be counted once the run has ended well. */
  readonly uncounted = Object.fromEntries(CASE_VERDICTS.map((verdict) => [verdict, 0])) as Record<CaseVerdict, number>;

  constructor(
    everyCase: boolean,
    cases: number,
    private readonly from: number,
    private readonly weight: (index: number) => number,
  ) {
    this.all = everyCase ? new Array<Answered | undefined>(cases) : undefined;
  }

  ruled(index: number, ruling: Ruling, text: string | null): void {
    if (this.all) {
      this.all[index - this.from] = { index, ruling, text };
      return;
    }
    if (ruling.verdict === 'accepted') {
      this.uncounted.accepted++;
      return;
    }
    let list = this.lists.get(ruling.verdict);
    if (!list) this.lists.set(ruling.verdict, (list = new FailureList<Answered>(MOST_FAILURES_LISTED)));
    const before = list.dropped;
    list.offer(this.weight(index), () => ({ index, ruling, text }));
    this.uncounted[ruling.verdict] += list.dropped - before;
  }

  /** What is kept, in input order for every case, or simplest first. */
  kept(): Answered[] {
    if (this.all) return this.all.filter((answered): answered is Answered => answered !== undefined);
    return [...this.lists.values()].flatMap((list) => list.entries());
  }
}

/** How a problem's input must be read, for the cases a batch run never answered. */
function readingHint(problem: Problem, mode: RunMode): string {
  if (mode === 'batch' && problem.input.kind === 'one-board') return `every board was given in one run, to diagnose: ${problem.name} runs each on its own`;
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
  return ms >= 60_000 && ms % 60_000 === 0 ? `${ms / 60_000} minutes` : `${Math.round(ms).toLocaleString('en-US')} ms`;
}
