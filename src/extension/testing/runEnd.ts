import * as vscode from 'vscode';
import type {
  CaseResult,
  JudgeOutcome,
  JudgeReport,
  Language,
  PlannedCase,
  RunFigure,
} from '../../judge/spec';
import { escapeMarkdown, failureReason, memoryWords, verdictTitle } from './caseWords';
import { reportFailure, runGroupKey } from './runEvents';
import { GroupState, SolutionRunContext } from './runState';
import { caseItem, groupKey, MOST_FAILURE_ITEMS } from './testTree';

/** How a solution's run ended. */
export type FileOutcome = 'judged' | 'compile-error' | 'cannot-start' | 'bad-options' | 'cancelled';

export interface JudgementEnd {
  readonly outcome: FileOutcome;
  readonly message?: string;
  readonly compileProblems?: number;
}

/** Reports what a judge run came to, for its groups; says whether to go on with the next set. */
export function endJudgement(
  context: SolutionRunContext,
  name: string,
  states: Map<string, GroupState>,
  result: JudgeOutcome,
  source: vscode.Uri,
  language: Language,
): JudgementEnd {
  const { run, output } = context;
  const mine = [...states.values()].filter((state) => state.group.name === name);
  switch (result.kind) {
    case 'compile-error': {
      const shown = context.diagnostics.show(source, result.output);
      const how =
        result.command.length === 0
          ? vscode.l10n.t('the judges would not compile it')
          : result.exitCode === null
            ? vscode.l10n.t('stopped')
            : vscode.l10n.t('exit code {0}', result.exitCode);
      output.appendLine(vscode.l10n.t('Compile error ({0}):', how));
      output.append(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
      if (result.needsNewerStandard) {
        const hint = vscode.l10n.t(
          'The judge compiles C++98, and this code needs C++11 or later: the setting eightPuzzle.judge.compile (its cpp standard) compiles it with a newer one, as a newer judge would; or is it another problem’s?',
        );
        output.appendLine(hint);
        run.appendLines(hint);
      }
      output.show(true);
      run.appendLines(result.output.trimEnd());
      const message = compileErrorMessage(result.output, shown);
      for (const state of mine) if (state.reported) run.errored(state.item, message);
      return { outcome: 'compile-error', message: result.output, compileProblems: shown };
    }
    case 'cannot-start':
    case 'bad-options': {
      output.appendLine(result.message);
      output.show(true);
      const message = new vscode.TestMessage(result.message);
      for (const state of mine) if (state.reported) run.errored(state.item, message);
      return { outcome: result.kind, message: result.message };
    }
    case 'cancelled':
      output.appendLine(vscode.l10n.t('Cancelled.'));
      return { outcome: 'cancelled' };
    case 'judged':
      return endReport(context, name, mine, result.report, source, language);
  }
}

function endReport(
  context: SolutionRunContext,
  name: string,
  mine: readonly GroupState[],
  report: JudgeReport,
  source: vscode.Uri,
  language: Language,
): JudgementEnd {
  const { run, output } = context;
  for (const state of mine) endGroup(context, state, report, mine.length === 1);
  const summary = vscode.l10n.t(
    '{0}: {1} of {2} cases accepted ({3} ms in all, of which the judge {4} ms)',
    name,
    report.accepted.toLocaleString(),
    report.cases.toLocaleString(),
    Math.round(report.totalMs),
    Math.round(report.judgingMs),
  );
  output.appendLine(summary);
  run.appendLines(summary);
  for (const line of reportLines(report)) {
    output.appendLine(line);
    run.appendLines(line);
  }
  for (const line of [report.diagnosis, report.stopped]) if (line !== undefined) output.appendLine(line);
  const compileProblems =
    language === 'python' || language === 'javascript'
      ? scriptSyntaxErrors(context, source, report)
      : undefined;
  if (report.cancelled) {
    output.appendLine(vscode.l10n.t('Cancelled.'));
    return { outcome: 'cancelled', compileProblems };
  }
  return { outcome: 'judged', compileProblems };
}

/**
 * The report's figures past the counts: right answers apart from the limits, the runs again near a limit, the
 * memory, the machine's load.
 */
function reportLines(report: JudgeReport): string[] {
  const lines: string[] = [];
  const stress = report.runs.some((figure) => figure.stress === true);
  if (report.right !== report.accepted || stress)
    lines.push(
      vscode.l10n.t(
        'Answers: {0} of {1} right.',
        report.right.toLocaleString(),
        report.cases.toLocaleString(),
      ),
    );
  for (const rerun of report.reruns) {
    const times = rerun.cpuMs.map((ms) => Math.round(ms).toLocaleString()).join(vscode.l10n.t(', '));
    lines.push(
      rerun.unsteady
        ? vscode.l10n.t(
            'Run {0} times near the time limit of {1} ms ({2} ms of CPU time): the runs disagree, and the fastest decided.',
            rerun.cpuMs.length,
            rerun.timeLimitMs.toLocaleString(),
            times,
          )
        : vscode.l10n.t(
            'Run {0} times near the time limit of {1} ms ({2} ms of CPU time): the fastest decided.',
            rerun.cpuMs.length,
            rerun.timeLimitMs.toLocaleString(),
            times,
          ),
    );
  }
  if (report.peakKiB !== undefined) {
    const over = stress && report.peakKiB > report.limits.memoryKiB;
    lines.push(
      over
        ? vscode.l10n.t(
            "Peak memory {0}, over the limit of {1}, which applies to the judge's own input, smaller than this set.",
            memoryWords(report.peakKiB),
            memoryWords(report.limits.memoryKiB),
          )
        : vscode.l10n.t(
            'Peak memory {0} (limit {1}).',
            memoryWords(report.peakKiB),
            memoryWords(report.limits.memoryKiB),
          ),
    );
  }
  if (report.load !== undefined)
    lines.push(
      vscode.l10n.t(
        "The machine's load was {0} on {1} cores: times here may be longer than on the judge's own machine.",
        report.load.average,
        report.load.cores,
      ),
    );
  if (report.unisolated !== undefined) lines.push(vscode.l10n.t('Sandbox: {0}.', report.unisolated));
  return lines;
}

function endGroup(
  context: SolutionRunContext,
  state: GroupState,
  report: JudgeReport,
  wholeRun: boolean,
): void {
  const { run } = context;
  state.item.description = undefined;
  const failedRuns = report.runs.filter(
    (figure) => figure.failure !== undefined && runGroupKey(state.group.name, figure) === state.group.key,
  );
  if (state.big) endBigGroup(context, state, report, failedRuns, wholeRun);
  else failPendingOfRuns(context, state, failedRuns);
  if (!state.reported || !state.big) return;
  // A batch run's time belongs to its cases together; per-case runs add up.
  const duration = state.timed
    ? state.durationMs
    : wholeRun
      ? (report.programCpuMs ?? report.programMs)
      : undefined;
  if (report.cancelled && state.judged < state.cases) {
    run.skipped(state.item);
    return;
  }
  if (state.cases > 0 && state.accepted === state.cases) run.passed(state.item, duration);
  else run.failed(state.item, groupMessage(state, report), duration);
}

/**
 * A set too big to list: only (some) failures came as events. Its counts are
 * the report's when the judgement was this group's alone, else the failures
 * heard of and the runs that failed whole; the simplest of the report's
 * failures get items of their own now.
 */
function endBigGroup(
  context: SolutionRunContext,
  state: GroupState,
  report: JudgeReport,
  failedRuns: readonly RunFigure[],
  wholeRun: boolean,
): void {
  if (wholeRun) {
    state.verdicts.clear();
    for (const [verdict, count] of Object.entries(report.counts) as [CaseResult['verdict'], number][])
      if (verdict !== 'accepted' && count > 0) state.verdicts.set(verdict, count);
  } else {
    for (const figure of failedRuns) {
      const failure = figure.failure;
      // The cases that took the run's verdict; its wrong answers came as results of their own.
      if (failure)
        state.verdicts.set(failure.verdict, (state.verdicts.get(failure.verdict) ?? 0) + failure.took);
    }
  }
  const failing = [...state.verdicts.values()].reduce((sum, n) => sum + n, 0);
  state.judged = report.cancelled ? state.judged : state.cases;
  state.accepted = report.cancelled ? 0 : Math.max(0, state.cases - failing);
  const failures = report.failures
    .filter((failure) => groupKey(state.group.name, failure) === state.group.key)
    .slice(0, MOST_FAILURE_ITEMS);
  state.failures.splice(0, state.failures.length, ...failures);
  const items = failures.map((failure, index) => {
    const item = caseItem(context.controller, state.item, failure);
    // In the judge's order, simplest first, rather than the set's.
    item.sortText = String(index).padStart(9, '0');
    return item;
  });
  state.item.children.replace(items);
  failures.forEach((failure, index) => {
    if (context.included(items[index])) reportFailure(context, items[index], failure);
  });
  state.item.description = vscode.l10n.t('{0} boards', state.cases.toLocaleString());
}

/**
 * The cases of a run that failed as a whole (it timed out, ran out of
 * memory, crashed) fail with it, each with the run's reason, whether or not
 * the judge sent each one's result.
 */
function failPendingOfRuns(
  context: SolutionRunContext,
  state: GroupState,
  failedRuns: readonly RunFigure[],
): void {
  for (const figure of failedRuns) {
    const failure = figure.failure;
    if (!failure) continue;
    for (let index = figure.from; index < figure.from + figure.cases; index++) {
      const id = `${figure.set}#${index + 1}`;
      const item = state.item.children.get(id);
      const planned = state.planned.get(id);
      if (!item || !planned || !state.pending.delete(item)) continue;
      state.judged++;
      state.verdicts.set(failure.verdict, (state.verdicts.get(failure.verdict) ?? 0) + 1);
      const reason = `${failure.reason}${figure.cases > 1 ? vscode.l10n.t(', after answering {0} of {1} boards', failure.answered.toLocaleString(), figure.cases.toLocaleString()) : ''}`;
      const result = runCase(planned, figure, failure.verdict, reason, failure.run);
      if (state.failures.length < MOST_FAILURE_ITEMS) state.failures.push(result);
      reportFailure(context, item, result);
    }
  }
}

/** A case that failed with its run, as a result: its plan, and the run's verdict, reason and figures. */
function runCase(
  planned: PlannedCase,
  figure: RunFigure,
  verdict: CaseResult['verdict'],
  reason: string,
  end: CaseResult['run'],
): CaseResult {
  return {
    ...planned,
    set: figure.set,
    verdict,
    reason,
    answer: null,
    answerLength: 0,
    ...(figure.cpuMs === undefined ? {} : { cpuMs: figure.cpuMs }),
    ...(figure.peakKiB === undefined ? {} : { peakKiB: figure.peakKiB }),
    ...(end ? { run: end } : {}),
  };
}

function groupMessage(state: GroupState, report: JudgeReport): vscode.TestMessage {
  const counts = state.verdicts;
  const lines = [
    vscode.l10n.t(
      '{0} of {1} cases accepted.',
      state.accepted.toLocaleString(),
      state.cases.toLocaleString(),
    ),
  ];
  if (counts.size > 0)
    lines.push(
      [...counts]
        .map(([verdict, count]) => `${verdictTitle(verdict)}: ${count.toLocaleString()}`)
        .join(vscode.l10n.t(', ')),
    );
  for (const figure of state.runs) {
    if (!figure.failure) continue;
    const { failure } = figure;
    const run = [figure.cases.toLocaleString(), verdictTitle(failure.verdict), failure.reason] as const;
    const answered = [failure.answered.toLocaleString(), failure.right.toLocaleString()] as const;
    lines.push(
      figure.inTime !== undefined && failure.verdict === 'time-limit-exceeded'
        ? vscode.l10n.t(
            'The run of {0} boards: {1}: {2}: {3} answered within the limit; it went on and answered {4}, {5} of them right',
            ...run,
            figure.inTime.toLocaleString(),
            ...answered,
          )
        : vscode.l10n.t(
            'The run of {0} boards: {1}: {2}, after answering {3}, {4} of them right',
            ...run,
            ...answered,
          ),
    );
  }
  const simplest = report.failures.find((failure) => groupKey(state.group.name, failure) === state.group.key);
  if (simplest)
    lines.push(
      vscode.l10n.t(
        'The simplest failing case: {0}: {1}',
        simplest.boardText.trim(),
        failureReason(simplest),
      ),
    );
  if (report.diagnosis !== undefined) lines.push(report.diagnosis);
  if (state.cases === 0) lines.push(vscode.l10n.t('No case was judged.'));
  return new vscode.TestMessage(lines.join('\n'));
}

function compileErrorMessage(output: string, shown: number): vscode.TestMessage {
  const head =
    shown > 0
      ? vscode.l10n.t('Compile error: see the Problems panel and the output channel Eight Puzzle: Judge.')
      : vscode.l10n.t('Compile error: see the output channel Eight Puzzle: Judge.');
  const text = output.length > 8_000 ? `${output.slice(0, 8_000)}\n…` : output;
  // The compiler's words as they are, in a fence that nothing in them can close.
  const markdown = new vscode.MarkdownString(
    `${escapeMarkdown(head)}\n\n\`\`\`\`text\n${text.replace(/`{4,}/g, '```')}\n\`\`\`\`\n`,
  );
  markdown.isTrusted = false;
  return new vscode.TestMessage(markdown);
}

/**
 * Python and JavaScript have no compile step: a syntax error shows as a
 * runtime error on every case. When the first one's standard error reads
 * as a syntax error, it goes to the Problems panel like a compiler's.
 */
function scriptSyntaxErrors(context: SolutionRunContext, source: vscode.Uri, report: JudgeReport): number {
  const crashed =
    report.failures.find((failure) => failure.verdict === 'runtime-error' && failure.run !== undefined)
      ?.run ?? report.runs.find((figure) => figure.failure?.verdict === 'runtime-error')?.failure?.run;
  if (!crashed || report.accepted > 0) {
    context.diagnostics.clear(source);
    return 0;
  }
  return context.diagnostics.show(source, crashed.stderrTail);
}
