import { formatBoard } from '../engine';
import { CASE_VERDICTS, CaseResult, CaseVerdict, describeForm, JudgeReport, RunFigure, verdictName } from '../judge';
import { formatKiB } from './memorySize';
import { count, escapeControls, formatCount } from './messages';

/** The most characters of an answer a failing case's line shows. */
const ANSWER_SHOWN = 40;

/**
 * The failing cases of one verdict printed in full: a screenful. The rest
 * are counted in a line (`… and 180 more wrong answer`), and a run that
 * failed as a whole (a batch that timed out on `--tests all`) is one line
 * however many boards it held.
 */
export const MOST_CASES_PER_VERDICT = 20;

/** The report, line by line: the failed runs and failing cases, the counts, the time and memory figures, `N of M cases accepted`. */
export function printReport(report: JudgeReport, say: (line: string) => void): void {
  if (report.diagnosis !== undefined) say(`note: ${report.diagnosis}`);
  const failedRuns = report.runs.filter((run) => run.failure !== undefined);
  for (const run of failedRuns) say(runFailureLine(run));
  printFailures(report, failedRuns, say);
  if (report.unjudged > 0) say(`${count(report.unjudged, 'case')} not run${report.stopped === undefined ? '' : `: ${report.stopped}`}`);
  if (report.extraLines > 0) say(`the program wrote ${count(report.extraLines, 'more line')} after its last answer`);
  const verdicts = CASE_VERDICTS.filter((verdict) => report.counts[verdict] > 0).map((verdict) => `${formatCount(report.counts[verdict])} ${verdictName(verdict)}`);
  if (verdicts.length > 1) say(`verdicts: ${verdicts.join(', ')}`);
  say(timeLine(report));
  const memory = memoryLine(report);
  if (memory !== undefined) say(memory);
  say(`${formatCount(report.accepted)} of ${count(report.cases, 'case')} accepted`);
}

/** A run that failed as a whole: its verdict, why, how far it got, and its time and memory. */
function runFailureLine(run: RunFigure): string {
  const failure = run.failure;
  if (!failure) return '';
  const boards = run.cases === 1 ? 'its board' : `${formatCount(run.cases)} boards`;
  const answered = run.cases === 1 ? '' : `, after answering ${formatCount(failure.answered)} of ${formatCount(run.cases)}`;
  const figures = figuresOf(run);
  return `the run of ${boards} (${run.set}): ${verdictName(failure.verdict)}: ${escapeControls(failure.reason)}${answered}${figures === '' ? '' : ` [${figures}]`}${stderrOf(failure.run.stderrTail)}`;
}

function stderrOf(tail: string): string {
  return tail.trim() === '' ? '' : `\n${tail.trimEnd().split('\n').map((line) => `  | ${escapeControls(line)}`).join('\n')}`;
}

function printFailures(report: JudgeReport, failedRuns: readonly RunFigure[], say: (line: string) => void): void {
  const shown = new Map<CaseVerdict, number>();
  let lastStderr = '';
  for (const failure of report.failures) {
    const already = shown.get(failure.verdict) ?? 0;
    if (already >= MOST_CASES_PER_VERDICT) continue;
    shown.set(failure.verdict, already + 1);
    say(caseLine(failure));
    // A batch run's standard error is every case's: shown once.
    const stderr = failure.run?.stderrTail ?? '';
    if (stderr !== '' && stderr !== lastStderr) say(stderrOf(stderr).slice(1));
    lastStderr = stderr;
  }
  // Every failing case of a verdict is counted: shown, in a failed run's line, or in this count.
  for (const verdict of CASE_VERDICTS) {
    if (verdict === 'accepted') continue;
    const inRuns = failedRuns.reduce((sum, run) => sum + (run.failure?.verdict === verdict ? run.cases : 0), 0);
    const more = report.counts[verdict] - (shown.get(verdict) ?? 0) - inRuns;
    if (more > 0) say(`… and ${formatCount(more)} more ${verdictName(verdict)}`);
  }
}

/** One failing case: where, the board, the answer it got, the verdict with its reason, and its run's time and memory when it ran alone. */
export function caseLine(result: CaseResult): string {
  const form = result.form ? ` (${describeForm(result.form)})` : '';
  const moves = result.optimal === null ? 'unsolvable' : count(result.optimal, 'move');
  const reason = result.reason === '' ? '' : `: ${escapeControls(result.reason)}`;
  const goal = result.goal === undefined ? '' : ` toward ${formatBoard(result.goal)}`;
  const figures = result.runIndex === undefined || result.durationMs !== undefined ? figuresOf(result) : '';
  return `case ${result.index + 1}${form}: ${formatBoard(result.board)}${goal} (${moves}), answer ${shownAnswer(result)}: ${verdictName(result.verdict)}${reason}${figures === '' ? '' : ` [${figures}]`}`;
}

/** A run's CPU time (else its wall time) and peak memory, as measured: `12 ms CPU, 3.2 MiB`; empty when nothing was. */
function figuresOf(run: { readonly durationMs?: number; readonly cpuMs?: number; readonly peakKiB?: number }): string {
  const parts: string[] = [];
  if (run.cpuMs !== undefined) parts.push(`${formatMs(run.cpuMs)} CPU`);
  else if (run.durationMs !== undefined) parts.push(formatMs(run.durationMs));
  if (run.peakKiB !== undefined) parts.push(formatKiB(run.peakKiB));
  return parts.join(', ');
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
    const longestRun = longest(report.runs, (run) => run.durationMs);
    const which = slowest.id === undefined ? `the run of ${count(longestRun?.cases ?? report.cases, 'board')}` : `case ${slowest.id.slice(slowest.id.lastIndexOf('#') + 1)}${slowest.board ? ` (${formatBoard(slowest.board)})` : ''}`;
    parts.push(`slowest ${which}, ${formatMs(slowest.durationMs)}${slowest.cpuMs === undefined ? '' : ` (${formatMs(slowest.cpuMs)} CPU)`}`);
  }
  const spent = [`program ${formatMs(report.programMs)}${report.programCpuMs === undefined ? '' : ` (${formatMs(report.programCpuMs)} CPU)`}`, `judge ${formatMs(report.judgingMs)}`];
  if (report.compileMs !== undefined) spent.push(`compile ${formatMs(report.compileMs)}`);
  parts.push(`total ${formatMs(report.totalMs)} (${spent.join(', ')})`);
  return `time: ${parts.join('; ')}`;
}

/** The highest peak of the runs, against the limit; undefined where memory was not measured. */
function memoryLine(report: JudgeReport): string | undefined {
  if (report.peakKiB === undefined) return undefined;
  const largest = longest(report.runs, (run) => run.peakKiB ?? 0);
  const which = largest !== undefined && largest.cases === 1 && report.runs.length > 1 ? ` (case ${largest.from + 1}${largest.set === report.set ? '' : ` of ${largest.set}`})` : '';
  const of = report.runs.length === 1 ? 'the run' : `the largest of ${count(report.runs.length, 'run')}`;
  return `memory: peak ${formatKiB(report.peakKiB)}${which}, ${of} (limit ${formatKiB(report.limits.memoryKiB)})`;
}

function longest<T>(items: readonly T[], size: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>((best, item) => (best === undefined || size(item) > size(best) ? item : best), undefined);
}

export function formatMs(ms: number): string {
  return `${formatCount(Math.round(ms))} ms`;
}
