import { Board, formatBoard } from '../engine';
import { CaseResult, describeForm, judge, JudgeEvent, JudgeOptions, JudgeReport, ProgramSpec, ProblemId, RunMode, TestSetSpec, verdictName } from '../judge';
import { EXIT, Io, OutputClosed } from './io';
import { count, escapeControls, formatCount } from './messages';

export interface JudgeCommandOptions {
  readonly program: ProgramSpec;
  readonly problem?: ProblemId;
  readonly tests?: TestSetSpec;
  readonly mode?: RunMode;
  readonly timeLimitMs?: number;
  readonly optimal: boolean;
  readonly goal?: Board;
  readonly whitespace: boolean;
}

/** Exit code of a judgement interrupted by Ctrl+C, as shells report a SIGINT. */
export const EXIT_INTERRUPTED = EXIT.interrupted;

/** The most characters of an answer a failing case's line shows. */
const ANSWER_SHOWN = 40;

/**
 * `eight-puzzle judge`: runs the program on a test set and prints one line
 * per failing case, simplest first, then the time figures and `N of M cases
 * accepted`. Exit 0 when every case is accepted, 1 when any is not, 2 when
 * the program cannot be compiled or started, 130 when interrupted.
 */
export async function judgeCommand(io: Io, options: JudgeCommandOptions, signal?: AbortSignal): Promise<number> {
  // The report is the output; once no one reads it, judging goes on for a true exit code.
  let reportClosed = false;
  const say = (line: string): void => {
    if (reportClosed) return;
    try {
      io.out(line + '\n');
    } catch (error) {
      if (!(error instanceof OutputClosed)) throw error;
      reportClosed = true;
    }
  };
  const progress = new Progress(io);
  const judgeOptions: JudgeOptions = {
    program: options.program,
    problem: options.problem,
    tests: options.tests,
    mode: options.mode,
    timeLimitMs: options.timeLimitMs,
    optimal: options.optimal,
    goal: options.goal,
    whitespace: options.whitespace,
    // Accepted cases are only counted: the 9! run makes no object for them.
    detail: 'failures',
  };
  // What the run was and what happened along the way, printed above the report: a program that cannot start gets only its error.
  const notes: string[] = [];
  const outcome = await judge(judgeOptions, (event) => onEvent(event, notes, progress, io), signal);
  progress.clear();
  switch (outcome.kind) {
    case 'compile-error':
      io.err(outcome.output.endsWith('\n') || outcome.output === '' ? outcome.output : outcome.output + '\n');
      io.err(`eight-puzzle: judge: compilation failed (${outcome.command[0]}${outcome.exitCode === null ? '' : `, exit code ${outcome.exitCode}`})\n`);
      return EXIT.badInput;
    case 'cannot-start':
    case 'bad-options':
      io.err(`eight-puzzle: judge: ${outcome.message}\n`);
      return EXIT.badInput;
    case 'cancelled':
      io.err('eight-puzzle: judge: interrupted\n');
      return EXIT_INTERRUPTED;
    case 'judged':
      for (const note of notes) say(note);
      printReport(outcome.report, say);
      if (outcome.report.cancelled) {
        io.err(`eight-puzzle: judge: interrupted after ${count(outcome.report.cases, 'case')}\n`);
        return EXIT_INTERRUPTED;
      }
      return outcome.report.accepted === outcome.report.cases && outcome.report.extraLines === 0 ? EXIT.ok : EXIT.wrong;
  }
}

function onEvent(event: JudgeEvent, notes: string[], progress: Progress, io: Io): void {
  switch (event.type) {
    case 'compiling':
      progress.show(`compiling: ${event.command.join(' ')}`);
      return;
    case 'compiled':
      progress.clear();
      // Warnings, as the compiler printed them.
      if (event.output.trim() !== '') io.err(event.output.endsWith('\n') ? event.output : event.output + '\n');
      return;
    case 'cases': {
      const limit =
        event.mode === 'batch' && event.batchTimeLimitMs !== undefined
          ? `every board in one run, time limit ${formatMs(event.batchTimeLimitMs)} for the run (${formatMs(event.timeLimitMs)} per board, scaled)`
          : `one run per board, time limit ${formatMs(event.timeLimitMs)} each`;
      notes.push(`${event.set}: ${count(event.count, 'case')}, ${limit}`);
      progress.total = event.count;
      return;
    }
    case 'rerun':
      notes.push(event.reason);
      return;
    case 'run-started':
      progress.runStarted(event.cases);
      return;
    case 'results':
      progress.judged(event.results.length);
  }
}

function printReport(report: JudgeReport, say: (line: string) => void): void {
  let lastStderr = '';
  for (const failure of report.failures) {
    say(caseLine(failure));
    // A batch run's standard error is every case's: shown once.
    const stderr = failure.run?.stderrTail ?? '';
    if (stderr !== '' && stderr !== lastStderr) for (const line of stderr.split('\n')) say(`  | ${escapeControls(line)}`);
    lastStderr = stderr;
  }
  if (report.extraLines > 0) say(`the program wrote ${count(report.extraLines, 'more line')} after its last answer`);
  const verdicts = Object.entries(report.counts)
    .filter(([, n]) => n > 0)
    .map(([verdict, n]) => `${formatCount(n)} ${verdictName(verdict as CaseResult['verdict'])}`);
  if (verdicts.length > 1) say(`verdicts: ${verdicts.join(', ')}`);
  say(timeLine(report));
  say(`${formatCount(report.accepted)} of ${count(report.cases, 'case')} accepted`);
}

/** One failing case: where, the board, the answer it got, and the verdict with its reason. */
export function caseLine(result: CaseResult): string {
  const form = result.form ? ` (${describeForm(result.form)})` : '';
  const moves = result.optimal === null ? 'unsolvable' : count(result.optimal, 'move');
  const reason = result.reason === '' ? '' : `: ${escapeControls(result.reason)}`;
  return `case ${result.index + 1}${form}: ${formatBoard(result.board)} (${moves}), answer ${shownAnswer(result)}: ${verdictName(result.verdict)}${reason}`;
}

function shownAnswer(result: CaseResult): string {
  if (result.answer === null) return 'none';
  if (result.answerLength <= ANSWER_SHOWN) return JSON.stringify(escapeControls(result.answer));
  return `${JSON.stringify(escapeControls(result.answer.slice(0, ANSWER_SHOWN)) + '…')} (${count(result.answerLength, 'character')})`;
}

function timeLine(report: JudgeReport): string {
  const parts: string[] = [];
  const { slowest } = report;
  if (slowest) {
    // A case run alone has an id; otherwise the slowest is a batch run, the longest of the runs.
    const longestRun = report.runs.reduce((longest, run) => (run.durationMs > longest.durationMs ? run : longest), report.runs[0]);
    const which = slowest.id === undefined ? `the run of ${count(longestRun.cases, 'board')}` : `case ${slowest.id.slice(slowest.id.lastIndexOf('#') + 1)}${slowest.board ? ` (${formatBoard(slowest.board)})` : ''}`;
    parts.push(`slowest ${which}, ${formatMs(slowest.durationMs)}`);
  }
  const spent = [`program ${formatMs(report.programMs)}`, `judge ${formatMs(report.judgingMs)}`];
  if (report.compileMs !== undefined) spent.push(`compile ${formatMs(report.compileMs)}`);
  parts.push(`total ${formatMs(report.totalMs)} (${spent.join(', ')})`);
  return `time: ${parts.join('; ')}`;
}

function formatMs(ms: number): string {
  return `${formatCount(Math.round(ms))} ms`;
}

/** A progress line on a terminal, for runs long enough to wonder about; erased before anything else is written. */
class Progress {
  total = 0;
  private done = 0;
  private showing = false;
  private lastDrawn = 0;

  constructor(private readonly io: Io) {}

  show(text: string): void {
    if (!this.io.errIsTerminal) return;
    this.io.err(`\r\x1b[K${text}`);
    this.showing = true;
  }

  runStarted(cases: number): void {
    if (cases > 1) this.show(`running ${count(cases, 'board')} in one run…`);
  }

  judged(cases: number): void {
    this.done += cases;
    const now = Date.now();
    if (now - this.lastDrawn < 100) return;
    this.lastDrawn = now;
    this.show(`judged ${formatCount(this.done)} of ${count(this.total, 'case')}`);
  }

  clear(): void {
    if (!this.showing) return;
    this.io.err('\r\x1b[K');
    this.showing = false;
  }
}
