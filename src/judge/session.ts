import { performance } from 'node:perf_hooks';
import { AnswerJudgement, judgeOne, trimAnswer } from './answers';
import { BatchAnswers } from './batchAnswers';
import { boardOf, CaseSet, optimalOf, readBoard } from './caseSet';
import { Clock } from './clock';
import { batchInput, boardText, inputLine, whitespaceForm } from './inputs';
import { Prepared, cannotStart } from './prepare';
import { RunFailure, runFailure } from './runEnds';
import { ProcessWatch, RunOutcome, runProgram } from './runProgram';
import { batchTimeLimit, outputLimit, Settings } from './settings';
import { CASE_VERDICTS, CaseResult, CaseVerdict, InputForm, JudgeEvent, JudgeOutcome, JudgeReport, MOST_ANSWER_CHARACTERS, PlannedCase, RunEnd, RunFigure, RunMode } from './spec';

/** The plain test set, or its whitespace twin. */
interface Variant {
  readonly name: string;
  readonly whitespace: boolean;
}

type RunStep = 'done' | 'stop' | { readonly cannotStart: string };

/** How many results a batch run sends per event. */
const RESULTS_PER_EVENT = 4096;

/** One judgement's state: nothing is shared between judgements, so several may run at once. */
export class Session {
  private mode: RunMode;
  private rerunReason: string | undefined;
  private readonly counts: Record<CaseVerdict, number> = Object.fromEntries(CASE_VERDICTS.map((verdict) => [verdict, 0])) as Record<CaseVerdict, number>;
  private readonly failures: CaseResult[] = [];
  private readonly runs: RunFigure[] = [];
  private slowest: JudgeReport['slowest'];
  private programMs = 0;
  private extraLines = 0;
  private usedBatchLimit: number | undefined;
  private cancelled = false;
  private readonly variants: readonly Variant[];
  private readonly board: number[];

  constructor(
    private readonly settings: Settings,
    private readonly set: CaseSet,
    private readonly program: Prepared,
    private readonly onEvent: (event: JudgeEvent) => void,
    private readonly clock: Clock,
    private readonly signal: AbortSignal | undefined,
    private readonly watch: ProcessWatch | undefined,
  ) {
    this.mode = settings.mode;
    this.variants = [{ name: set.name, whitespace: false }, ...(settings.whitespace ? [{ name: `${set.name}+whitespace`, whitespace: true }] : [])];
    this.board = new Array<number>(set.size.cells).fill(0);
  }

  /** Runs every case; returns an outcome only when there is no report to give. */
  async run(): Promise<JudgeOutcome | undefined> {
    this.announce();
    for (let v = 0; v < this.variants.length; v++) {
      const variant = this.variants[v];
      let step: RunStep | 'rerun';
      if (this.mode === 'batch') {
        step = await this.runBatch(variant, v === 0 && !this.settings.modeChosen && this.set.count > 1);
        if (step === 'rerun') {
          this.mode = 'per-case';
          this.onEvent({ type: 'rerun', reason: this.rerunReason ?? '' });
          step = await this.runEachCase(variant);
        }
      } else step = await this.runEachCase(variant);
      if (step === 'stop') {
        this.cancelled = true;
        break;
      }
      if (step !== 'done') return { kind: 'cannot-start', message: step.cannotStart };
    }
    return undefined;
  }

  report(totalMs: number, compileMs: number | undefined): JudgeReport {
    const failures = this.clock.time(() => this.failures.slice().sort(simplestFirst));
    const cases = CASE_VERDICTS.reduce((sum, verdict) => sum + this.counts[verdict], 0);
    return {
      problem: this.settings.problem.id,
      set: this.set.name,
      mode: this.mode,
      rerunReason: this.rerunReason,
      goal: this.settings.puzzle.goal,
      optimal: this.settings.optimal,
      timeLimitMs: this.settings.timeLimitMs,
      batchTimeLimitMs: this.usedBatchLimit,
      outputLimitBytes: outputLimit(this.settings, this.mode === 'batch' ? this.set.count : 1, this.mode === 'batch'),
      cases,
      accepted: this.counts.accepted,
      counts: { ...this.counts },
      failures,
      extraLines: this.extraLines,
      slowest: this.slowest,
      runs: this.runs,
      totalMs,
      compileMs,
      programMs: this.programMs,
      judgingMs: this.clock.totalMs,
      cancelled: this.cancelled,
    };
  }

  /** Says which cases will run, so a front end can list them before any result. */
  private announce(): void {
    const cases = this.settings.everyCase ? this.clock.time(() => this.variants.flatMap((variant) => this.planned(variant))) : [];
    this.onEvent({
      type: 'cases',
      set: this.set.name,
      count: this.set.count * this.variants.length,
      cases,
      mode: this.mode,
      timeLimitMs: this.settings.timeLimitMs,
      batchTimeLimitMs: this.mode === 'batch' ? batchTimeLimit(this.settings, this.set.count) : undefined,
    });
  }

  private planned(variant: Variant): PlannedCase[] {
    const cases: PlannedCase[] = [];
    for (let index = 0; index < this.set.count; index++) {
      const form = this.formOf(variant, index);
      cases.push({ id: caseId(variant, index), index, ...(form ? { form } : {}), board: boardOf(this.set, index), boardText: this.textOf(index), optimal: optimalOf(this.set, index) });
    }
    return cases;
  }

  private formOf(variant: Variant, index: number): InputForm | undefined {
    return variant.whitespace ? whitespaceForm(index, this.set.count, this.mode === 'batch') : undefined;
  }

  private textOf(index: number): string {
    return boardText(this.set, index, this.settings.problem.input);
  }

  /** Each case in a run of its own, one after another (in parallel, they would slow each other down and skew the times). */
  private async runEachCase(variant: Variant): Promise<RunStep> {
    const limit = outputLimit(this.settings, 1, false);
    for (let index = 0; index < this.set.count; index++) {
      if (this.signal?.aborted) return 'stop';
      const form = this.formOf(variant, index);
      const input = this.clock.time(() => Buffer.from(inputLine(this.textOf(index), form), 'latin1'));
      this.onEvent({ type: 'run-started', cases: 1, timeLimitMs: this.settings.timeLimitMs });
      const outcome = await this.start(input, this.settings.timeLimitMs, limit);
      if (!outcome.started) return { cannotStart: cannotStart(this.program.command, outcome.error) };
      if (outcome.status === 'cancelled') return 'stop';
      this.programMs += outcome.durationMs;
      this.runs.push({ cases: 1, durationMs: outcome.durationMs, timeLimitMs: this.settings.timeLimitMs });
      const result = this.clock.time(() => {
        const failure = runFailure(outcome, this.settings.timeLimitMs, limit);
        const output = outcome.output.toString('utf8');
        const judgement = failure ?? this.judgeOutput(index, output);
        return this.result(variant, index, judgement, firstAnswer(output), outcome.durationMs, failure?.run);
      });
      if (this.slowest === undefined || outcome.durationMs > this.slowest.durationMs) this.slowest = { id: result.id, board: result.board, durationMs: outcome.durationMs };
      this.onEvent({ type: 'results', results: [result] });
    }
    return 'done';
  }

  /** A run of one board: one answer line expected. */
  private judgeOutput(index: number, output: string): AnswerJudgement {
    const answers = output.split('\n').map(trimAnswer).filter((line) => line !== '');
    if (answers.length > 1) return { verdict: 'presentation-error', reason: `${answers.length} lines of output, where one answer is expected` };
    if (answers.length === 0 && this.set.optimal[index] !== 0) return { verdict: 'wrong-answer', reason: 'no output' };
    return this.judgeAnswer(index, answers[0] ?? '');
  }

  private judgeAnswer(index: number, answer: string): AnswerJudgement {
    const { problem, puzzle, optimal } = this.settings;
    // The engine keeps nothing of the board it judges, so one array serves every case.
    return judgeOne(puzzle, readBoard(this.set, index, this.board), answer, problem.answer, optimal);
  }

  /**
   * Every case in one run, judged line by line as the output arrives. A run
   * that ends badly fails every case, as a judge fails the whole run, and
   * each case's reason still says what its own answer was worth.
   * `mayRerun`: a run that answered only the first board is reported as
   * 'rerun' and judged no further.
   */
  private async runBatch(variant: Variant, mayRerun: boolean): Promise<RunStep | 'rerun'> {
    if (this.signal?.aborted) return 'stop';
    const count = this.set.count;
    const timeLimit = batchTimeLimit(this.settings, count);
    const limit = outputLimit(this.settings, count, true);
    const input = this.clock.time(() => batchInput(this.set, 0, count, this.settings.problem.input, variant.whitespace ? (position) => whitespaceForm(position, count, true) : undefined));
    const answers = new BatchAnswers(count, (index, answer) => this.judgeAnswer(index, answer), this.settings.everyCase);
    this.usedBatchLimit = timeLimit;
    this.onEvent({ type: 'run-started', cases: count, timeLimitMs: timeLimit });
    const outcome = await this.start(input, timeLimit, limit, (piece) => this.clock.time(() => answers.push(piece)));
    if (!outcome.started) return { cannotStart: cannotStart(this.program.command, outcome.error) };
    if (outcome.status === 'cancelled') return 'stop';
    this.programMs += outcome.durationMs;
    this.runs.push({ cases: count, durationMs: outcome.durationMs, timeLimitMs: timeLimit });
    if (this.slowest === undefined || outcome.durationMs > this.slowest.durationMs) this.slowest = { durationMs: outcome.durationMs };
    this.clock.time(() => answers.end());
    const failure = runFailure(outcome, timeLimit, limit);
    if (mayRerun && failure === undefined && answers.lines <= 1) {
      this.rerunReason = `the program answered ${answers.lines === 0 ? 'no board' : 'only the first board'} of ${count} in one run: each board is run on its own`;
      return 'rerun';
    }
    this.extraLines += answers.extra;
    this.sendBatchResults(variant, answers, failure);
    return 'done';
  }

  /** Every case of a batch run, counted and sent in chunks; without every case's details, only the failures. */
  private sendBatchResults(variant: Variant, answers: BatchAnswers, failure: RunFailure | undefined): void {
    const results: CaseResult[] = [];
    const flush = (): void => {
      if (results.length > 0) this.onEvent({ type: 'results', results: results.splice(0) });
    };
    let judgingStarted = performance.now();
    for (let index = 0; index < this.set.count; index++) {
      const judgement = this.batchJudgement(index, answers, failure);
      if (judgement.verdict === 'accepted' && !this.settings.everyCase) this.counts.accepted++;
      else results.push(this.result(variant, index, judgement, answers.answers[index] ?? null, undefined, failure?.run));
      if (results.length >= RESULTS_PER_EVENT) {
        // The listener's time is not the judge's.
        this.clock.totalMs += performance.now() - judgingStarted;
        flush();
        judgingStarted = performance.now();
      }
    }
    this.clock.totalMs += performance.now() - judgingStarted;
    flush();
  }

  /** Case i's judgement in a batch run: its answer's, or the failed run's, or none given. */
  private batchJudgement(index: number, answers: BatchAnswers, failure: RunFailure | undefined): AnswerJudgement {
    const judgement = answers.judgements[index];
    const { answered } = answers;
    const count = this.set.count;
    if (failure) {
      // The run failed, as a judge fails it: every case with it, and what its own answer was worth, when it had one.
      const own = judgement === undefined ? '' : judgement.verdict === 'accepted' ? ' (its answer was right)' : ` (its answer: ${judgement.reason})`;
      return { verdict: failure.verdict, reason: `${failure.reason}, after answering ${answered} of ${count} boards${own}` };
    }
    if (judgement !== undefined) return judgement;
    // A missing last line is the empty answer, right for a solved board.
    return this.set.optimal[index] === 0 ? this.judgeAnswer(index, '') : { verdict: 'wrong-answer', reason: `no answer (the output has only ${answered} lines)` };
  }

  private start(input: Uint8Array, timeLimitMs: number, outputLimitBytes: number, onOutput?: (piece: Buffer) => void): Promise<RunOutcome> {
    const { command, args, cwd } = this.program;
    return runProgram({ command, args, cwd, input, timeLimitMs, outputLimitBytes, onOutput, signal: this.signal, watch: this.watch });
  }

  /** A case's result, counted, and kept when it failed. */
  private result(variant: Variant, index: number, judgement: AnswerJudgement, answer: string | null, durationMs: number | undefined, run: RunEnd | undefined): CaseResult {
    const form = this.formOf(variant, index);
    const result: CaseResult = {
      id: caseId(variant, index),
      set: variant.name,
      index,
      ...(form ? { form } : {}),
      board: boardOf(this.set, index),
      boardText: this.textOf(index),
      optimal: optimalOf(this.set, index),
      verdict: judgement.verdict,
      reason: judgement.reason,
      ...(judgement.judged ? { judged: judgement.judged } : {}),
      answer: answer === null ? null : answer.slice(0, MOST_ANSWER_CHARACTERS),
      answerLength: answer?.length ?? 0,
      ...(durationMs === undefined ? {} : { durationMs }),
      ...(run && judgement.verdict !== 'accepted' ? { run } : {}),
    };
    this.counts[judgement.verdict]++;
    if (judgement.verdict !== 'accepted') this.failures.push(result);
    return result;
  }
}

function caseId(variant: Variant, index: number): string {
  return `${variant.name}#${index + 1}`;
}

/** The first non-empty line of a run's output, trimmed: the answer it gave. */
function firstAnswer(output: string): string | null {
  for (const line of output.split('\n')) {
    const answer = trimAnswer(line);
    if (answer !== '') return answer;
  }
  return output === '' ? null : '';
}

/**
 * Simplest failing cases first: by the moves a board needs, an unsolvable
 * board (no moves at all) just after the solved one; the plain input before
 * its whitespace twin; then in input order.
 */
function simplestFirst(a: CaseResult, b: CaseResult): number {
  return weight(a) - weight(b) || Number(a.form !== undefined) - Number(b.form !== undefined) || a.index - b.index;
}

function weight(result: CaseResult): number {
  return result.optimal === null ? 0.5 : result.optimal;
}
