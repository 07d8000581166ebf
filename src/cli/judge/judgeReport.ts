import { formatBoard } from '../../engine';
import {
  CASE_VERDICTS,
  CaseResult,
  CaseVerdict,
  describeForm,
  formatMs,
  JudgeReport,
  Rerun,
  RunFigure,
  verdictName,
} from '../../judge';
import { Problem, problemOf } from '../../problems';
import { formatMemorySize } from '../memorySize';
import { count, escapeControls, formatCount } from '../io/messages';

/** The most characters of an answer a failing case's line shows. */
const ANSWER_SHOWN = 40;

/**
 * The failing cases of one verdict printed in full: a screenful. The rest
 * are counted in a line (`… and 180 more wrong answer`), and a run that
 * failed as a whole (a batch that timed out on `--tests all`) is one line
 * however many boards it held.
 */
export const MOST_CASES_PER_VERDICT = 20;

/** Reruns shown one by one: the rest are counted. */
const MOST_RERUNS_SHOWN = 20;

/**
 * The report, line by line: the failed runs and failing cases, the runs
 * again near a limit, the counts, the answers apart from the limits where a
 * run passed one, the time and memory figures (a stress set's against the
 * limits it is bigger than), the machine's load when high, and
 * `N of M cases accepted`.
 */
export function printReport(report: JudgeReport, say: (line: string) => void): void {
  const problem = problemOf(report.problem);
  if (report.diagnosis !== undefined) say(`note: ${report.diagnosis}`);
  // A run of one board is its case's line: only batch runs get a line of their own.
  const failedRuns = report.runs.filter((run) => run.failure !== undefined && run.cases > 1);
  for (const run of failedRuns) say(runFailureLine(run));
  printFailures(report, failedRuns, say);
  if (report.unjudged > 0)
    say(
      `${count(report.unjudged, 'case')} not run${report.stopped === undefined ? '' : `: ${report.stopped}`}`,
    );
  if (report.extraLines > 0)
    say(`the program wrote ${count(report.extraLines, 'more line')} after its last answer`);
  printReruns(report, say);
  const verdicts = CASE_VERDICTS.filter((verdict) => report.counts[verdict] > 0).map(
    (verdict) => `${formatCount(report.counts[verdict])} ${verdictName(verdict)}`,
  );
  if (verdicts.length > 1) say(`verdicts: ${verdicts.join(', ')}`);
  const stress = report.runs.some((run) => run.stress === true);
  if (report.right !== report.accepted || stress)
    say(
      `answers: ${formatCount(report.right)} of ${formatCount(report.cases)} right${stress ? ', every one judged: a check of answers, whose time and memory are figures' : ''}`,
    );
  say(timeLine(report));
  for (const line of timeAgainstLimits(report, problem)) say(line);
  const memory = memoryLine(report, problem);
  if (memory !== undefined) say(memory);
  if (report.load !== undefined)
    say(
      `load: ${report.load.average} on ${count(report.load.cores, 'core')} during the judgement: times here may be longer than on the judge's own machine`,
    );
  if (report.unisolated !== undefined) say(`sandbox: ${report.unisolated}`);
  say(`${formatCount(report.accepted)} of ${count(report.cases, 'case')} accepted`);
}

/**
 * A batch run that failed: its verdict, why, how far it got (within its time limit, and in all, as it went
 * on) and how many answers were right, its time and memory.
 */
function runFailureLine(run: RunFigure): string {
  const failure = run.failure;
  if (!failure) return '';
  const right =
    failure.right === failure.answered
      ? failure.answered === 0
        ? ''
        : ', every answer right'
      : `, ${formatCount(failure.right)} right`;
  const progress =
    run.inTime === undefined || failure.verdict !== 'time-limit-exceeded'
      ? `, after answering ${formatCount(failure.answered)} of ${formatCount(run.cases)}${right}`
      : `: ${formatCount(run.inTime)} of ${formatCount(run.cases)} boards answered within it; it went on and answered ${formatCount(failure.answered)}${right}`;
  const figures = figuresOf(run);
  return `the run of ${formatCount(run.cases)} boards (${run.set}): ${verdictName(failure.verdict)}: ${escapeControls(failure.reason)}${progress}${figures === '' ? '' : ` [${figures}]`}${stderrOf(failure.run.stderrTail)}`;
}

/** Runs whose time landed near the limit, and ran again: each run's CPU time, and which decided. */
function printReruns(report: JudgeReport, say: (line: string) => void): void {
  for (const rerun of report.reruns.slice(0, MOST_RERUNS_SHOWN)) say(rerunLine(rerun, report));
  const more = report.rerunCount - Math.min(report.reruns.length, MOST_RERUNS_SHOWN);
  if (more > 0) say(`… and ${count(more, 'more run')} again near the time limit`);
}

function rerunLine(rerun: Rerun, report: JudgeReport): string {
  const which =
    rerun.id === undefined
      ? `the run of ${count(report.runs[rerun.runIndex]?.cases ?? report.cases, 'board')}`
      : `case ${rerun.id.slice(rerun.id.lastIndexOf('#') + 1)}${rerun.board ? ` (${formatBoard(rerun.board)})` : ''}`;
  const times = listed(rerun.cpuMs.map((ms) => formatMs(ms)));
  const steady = rerun.unsteady
    ? `: the runs disagree, and the fastest decided (on an idle judge it may go either way)`
    : ': the fastest decided';
  return `${which} ran ${rerun.cpuMs.length} times, its time near the limit of ${formatMs(rerun.timeLimitMs)}: ${times} of CPU time${steady}`;
}

function listed(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * What a batch run's time says of the judge's limits. A run of the judge's
 * own size over its limit, where the size is only an estimate: how many
 * boards the limit holds at its pace. A stress run: its time against the
 * limit, which is for the judge's own input.
 */
function timeAgainstLimits(report: JudgeReport, problem: Problem): string[] {
  const lines: string[] = [];
  for (const run of report.runs) {
    if (run.cases <= 1 || run.cpuMs === undefined) continue;
    const boards = count(run.cases, 'board');
    if (run.stress === true) {
      const pace = run.inTime === undefined ? '' : `; ${count(run.inTime, 'board')} answered within it`;
      const over =
        run.cpuMs > run.timeLimitMs
          ? `over ${problem.name}'s ${formatMs(run.timeLimitMs)}, which applies to its own input${pace}`
          : `within ${problem.name}'s ${formatMs(run.timeLimitMs)}`;
      lines.push(`time: ${formatMs(run.cpuMs)} of CPU on ${boards}, ${over} (${inputSize(problem)})`);
      continue;
    }
    const failure = run.failure;
    if (
      failure?.verdict !== 'time-limit-exceeded' ||
      failure.answered === 0 ||
      problem.data.from !== 'estimate'
    )
      continue;
    const perBoard = run.cpuMs / failure.answered;
    // The boards it answered within the limit are the most the judge's input could hold, at its pace on these
    // boards.
    const fit = run.inTime ?? Math.floor(run.timeLimitMs / perBoard);
    lines.push(
      `time: ${formatMs(run.timeLimitMs)} for the first ${count(fit, 'board')}, over ${problem.name}'s limit; at ${formatMs(perBoard)} a board, ${problem.name}'s input would have to hold at most ${count(fit, 'board')} for this program to pass there (${inputSize(problem)})`,
    );
  }
  return lines;
}

/** `its input's size is not published: 337 boards is an estimate, from …`: what the judge's own size rests on. */
function inputSize(problem: Problem): string {
  const { data } = problem;
  if (data.from === 'statement')
    return `its input holds at most ${count(data.boards, 'board')}: ${data.basis}`;
  return `its input's size is not published; ${count(data.boards, 'board')} is an estimate: ${data.basis}`;
}

function stderrOf(tail: string): string {
  return tail.trim() === ''
    ? ''
    : `\n${tail
        .trimEnd()
        .split('\n')
        .map((line) => `  | ${escapeControls(line)}`)
        .join('\n')}`;
}

function printFailures(
  report: JudgeReport,
  failedRuns: readonly RunFigure[],
  say: (line: string) => void,
): void {
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
    const inRuns = failedRuns.reduce(
      (sum, run) => sum + (run.failure?.verdict === verdict ? run.failure.took : 0),
      0,
    );
    const more = report.counts[verdict] - (shown.get(verdict) ?? 0) - inRuns;
    if (more > 0) say(`… and ${formatCount(more)} more ${verdictName(verdict)}`);
  }
}

/**
 * One failing case: where, the board, the answer it got, the verdict with its reason, and its run's time and
 * memory when it ran alone.
 */
export function caseLine(result: CaseResult): string {
  const form = result.form ? ` (${describeForm(result.form)})` : '';
  const moves = result.optimal === null ? 'unsolvable' : count(result.optimal, 'move');
  const reason = result.reason === '' ? '' : `: ${escapeControls(result.reason)}`;
  const goal = result.goal === undefined ? '' : ` toward ${formatBoard(result.goal)}`;
  const figures = result.runIndex === undefined || result.durationMs !== undefined ? figuresOf(result) : '';
  return `case ${result.index + 1}${form}: ${formatBoard(result.board)}${goal} (${moves}), answer ${shownAnswer(result)}: ${verdictName(result.verdict)}${reason}${figures === '' ? '' : ` [${figures}]`}`;
}

/** A run's CPU time (else its wall time) and peak memory, as measured: `12 ms CPU, 3.2 MiB`; empty when nothing was. */
function figuresOf(run: {
  readonly durationMs?: number;
  readonly cpuMs?: number;
  readonly peakKiB?: number;
}): string {
  const parts: string[] = [];
  if (run.cpuMs !== undefined) parts.push(`${formatMs(run.cpuMs)} CPU`);
  else if (run.durationMs !== undefined) parts.push(formatMs(run.durationMs));
  if (run.peakKiB !== undefined) parts.push(formatMemorySize(run.peakKiB));
  return parts.join(', ');
}

/**
 * The answer in quotes, its control characters escaped once (quoting it as JSON would escape each escape's
 * backslash again).
 */
function shownAnswer(result: CaseResult): string {
  if (result.answer === null) return 'none';
  if (result.answerLength <= ANSWER_SHOWN) return `"${escapeControls(result.answer)}"`;
  return `"${escapeControls(result.answer.slice(0, ANSWER_SHOWN))}…" (${count(result.answerLength, 'character')})`;
}

function timeLine(report: JudgeReport): string {
  const parts: string[] = [];
  const { slowest } = report;
  if (slowest) {
    // A case run alone has an id; otherwise the slowest is a batch run, the longest of the runs.
    const longestRun = longest(report.runs, (run) => run.durationMs);
    const which =
      slowest.id === undefined
        ? `the run of ${count(longestRun?.cases ?? report.cases, 'board')}`
        : `case ${slowest.id.slice(slowest.id.lastIndexOf('#') + 1)}${slowest.board ? ` (${formatBoard(slowest.board)})` : ''}`;
    parts.push(
      `slowest ${which}, ${formatMs(slowest.durationMs)}${slowest.cpuMs === undefined ? '' : ` (${formatMs(slowest.cpuMs)} CPU)`}`,
    );
  }
  const spent = [
    `program ${formatMs(report.programMs)}${report.programCpuMs === undefined ? '' : ` (${formatMs(report.programCpuMs)} CPU)`}`,
    `judge ${formatMs(report.judgingMs)}`,
  ];
  if (report.compileMs !== undefined) spent.push(`compile ${formatMs(report.compileMs)}`);
  parts.push(`total ${formatMs(report.totalMs)} (${spent.join(', ')})`);
  return `time: ${parts.join('; ')}`;
}

/**
 * The highest peak of the runs, against the limit (a stress run's against
 * the limit of the judge's own input, which it is bigger than), and what it
 * was built as where that is not the judge's machine; undefined where
 * memory was not measured.
 */
function memoryLine(report: JudgeReport, problem: Problem): string | undefined {
  if (report.peakKiB === undefined) return undefined;
  const largest = longest(report.runs, (run) => run.peakKiB ?? 0);
  const which =
    largest !== undefined && largest.cases === 1 && report.runs.length > 1
      ? ` (case ${largest.from + 1}${largest.set === report.set ? '' : ` of ${largest.set}`})`
      : '';
  const of = report.runs.length === 1 ? 'the run' : `the largest of ${count(report.runs.length, 'run')}`;
  const built =
    report.built !== undefined && report.built.wordBits !== report.built.judgeWordBits
      ? `; a ${report.built.wordBits}-bit build, where ${problem.name}'s judge built ${report.built.judgeWordBits}-bit programs: larger than there`
      : '';
  const limit = formatMemorySize(report.limits.memoryKiB);
  if (largest?.stress === true) {
    const against =
      report.peakKiB > report.limits.memoryKiB
        ? `over ${problem.name}'s ${limit}, which applies to its own input`
        : `within ${problem.name}'s ${limit}`;
    return `memory: peak ${formatMemorySize(report.peakKiB)} on ${count(largest.cases, 'board')}, ${against}${built}`;
  }
  return `memory: peak ${formatMemorySize(report.peakKiB)}${which}, ${of} (limit ${limit})${built}`;
}

function longest<T>(items: readonly T[], size: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>(
    (best, item) => (best === undefined || size(item) > size(best) ? item : best),
    undefined,
  );
}
