import * as vscode from 'vscode';
import type { Puzzle } from '../../engine';
import type { CaseResult, CaseVerdict, JudgeEvent, JudgeOptions, JudgeOutcome, JudgeReport, Language, PlannedCase } from '../../judge/spec';
import type { ProblemId } from '../../problems';
import type { JudgeSettings } from '../config';
import { escapeMarkdown, failureMessage, failureReason, verdictTitle } from './caseWords';
import { CompileDiagnostics } from './compileDiagnostics';
import { judgeOffThread } from './judgeThread';
import { RecordedRun } from './runLog';
import { caseItem, groupKey, MOST_FAILURE_ITEMS, SetGroup } from './testTree';

/** What one group of cases came to, in plain data: what the Test Explorer was told, summed up. */
export interface GroupSummary {
  readonly key: string;
  readonly cases: number;
  readonly accepted: number;
  /** The first failing cases (at most {@link MOST_FAILURE_ITEMS}; the simplest first for a set too big to list). */
  readonly failures: readonly { readonly id: string; readonly board: string; readonly verdict: CaseVerdict; readonly reason: string }[];
}

/** How a solution's run ended. */
export type FileOutcome = 'judged' | 'compile-error' | 'cannot-start' | 'bad-options' | 'cancelled';

export interface FileRunSummary {
  readonly file: string;
  readonly problem: ProblemId;
  readonly outcome: FileOutcome;
  /** For a compile error, a program that cannot start, or bad options: what the judge said. */
  readonly message?: string;
  readonly groups: readonly GroupSummary[];
  /** The problems the Problems panel now shows for the file (compile errors, Python's syntax errors). */
  readonly compileProblems: number;
}

export interface SolutionRunContext {
  readonly controller: vscode.TestController;
  readonly run: RecordedRun;
  readonly output: vscode.OutputChannel;
  readonly diagnostics: CompileDiagnostics;
  readonly workerScript: string;
  /** Whether the request asks for `item` (it or a parent is included, and neither is excluded): only those are reported. */
  readonly included: (item: vscode.TestItem) => boolean;
  /** Whether the request asks for `item` or for something under it: the sets to run. */
  readonly wanted: (item: vscode.TestItem) => boolean;
  readonly token: vscode.CancellationToken;
  /** The problem's puzzle, whose goal the board shows a failing case with. */
  readonly puzzle: Puzzle;
}

interface GroupState {
  readonly group: SetGroup;
  readonly item: vscode.TestItem;
  /** Whether the set's own item was asked for, or only some of its cases. */
  readonly reported: boolean;
  /** Too many cases to list: only failures get items, at the end. */
  big: boolean;
  cases: number;
  judged: number;
  accepted: number;
  durationMs: number;
  timed: boolean;
  /** How many of each verdict but accepted. */
  readonly verdicts: Map<CaseVerdict, number>;
  /** The first failures judged, no more than {@link MOST_FAILURE_ITEMS}: a wrong 9! program fails 362,880 times. */
  readonly failures: CaseResult[];
  readonly pending: Set<vscode.TestItem>;
}

/**
 * Judges one solution file on the groups asked for, one judge run per test
 * set (its whitespace twin comes in the same run), and reports every case to
 * the Test Explorer as the judge finishes it.
 */
export async function runSolution(
  context: SolutionRunContext,
  file: vscode.TestItem,
  source: vscode.Uri,
  problem: ProblemId,
  language: Language,
  settings: JudgeSettings,
  groups: readonly SetGroup[],
): Promise<FileRunSummary> {
  const { run } = context;
  const states = new Map<string, GroupState>();
  for (const group of groups) {
    const item = file.children.get(group.key);
    if (item && context.wanted(item)) states.set(group.key, newGroupState(group, item, context.included(item)));
  }
  const names = [...new Set(groups.filter((group) => states.has(group.key)).map((group) => group.name))];
  let compileProblems = 0;
  let outcome: FileOutcome = 'judged';
  let message: string | undefined;

  for (const name of names) {
    if (context.token.isCancellationRequested) {
      outcome = 'cancelled';
      break;
    }
    const mine = [...states.values()].filter((state) => state.group.name === name);
    // A set listed case by case gets its state from its cases, as VS Code works it out; one too big to list has its own.
    for (const state of mine) if (state.reported && !state.group.everyCase) run.started(state.item);
    const options: JudgeOptions = {
      program: { kind: 'source', path: source.fsPath },
      problem,
      tests: mine[0].group.spec,
      timeLimitMs: settings.timeLimitMs,
      whitespace: mine.some((state) => state.group.whitespace),
      toolchains: settings.toolchains,
      // Every case as an item, or only the failures of a set too big to list (and to send across threads).
      detail: mine[0].group.everyCase ? 'every-case' : 'failures',
    };
    const variants = options.whitespace === true ? 2 : 1;
    const result = await judgeOffThread(context.workerScript, options, (event) => onEvent(context, name, variants, states, event, source), context.token);
    const ended = endJudgement(context, name, states, result, source, language);
    compileProblems = ended.compileProblems ?? compileProblems;
    if (ended.outcome !== 'judged') {
      outcome = ended.outcome;
      message = ended.message;
      break;
    }
  }

  // Cases the run never reached (cancelled, or stopped by a compile error) are said to be skipped, not left spinning.
  for (const state of states.values()) {
    for (const item of state.pending) run.skipped(item);
    state.pending.clear();
    if (state.reported && run.stateOf(state.item) === 'started') run.skipped(state.item);
  }
  return {
    file: source.fsPath,
    problem,
    outcome,
    ...(message === undefined ? {} : { message }),
    groups: [...states.values()].map(summaryOf),
    compileProblems,
  };
}

function newGroupState(group: SetGroup, item: vscode.TestItem, reported: boolean): GroupState {
  return { group, item, reported, big: false, cases: 0, judged: 0, accepted: 0, durationMs: 0, timed: false, verdicts: new Map(), failures: [], pending: new Set() };
}

function onEvent(context: SolutionRunContext, name: string, variants: number, states: Map<string, GroupState>, event: JudgeEvent, source: vscode.Uri): void {
  const { run, output } = context;
  switch (event.type) {
    case 'compiling': {
      const line = `$ ${event.command.map(quoteArgument).join(' ')}`;
      output.appendLine(line);
      run.appendLines(line);
      return;
    }
    case 'compiled': {
      output.appendLine(vscode.l10n.t('Compiled in {0} ms.', Math.round(event.durationMs)));
      if (event.output.trim() !== '') {
        output.append(event.output.endsWith('\n') ? event.output : `${event.output}\n`);
        run.appendLines(event.output.trimEnd());
      }
      context.diagnostics.show(source, event.output);
      return;
    }
    case 'cases': {
      const mode = event.mode === 'batch' ? vscode.l10n.t('every board in one run') : vscode.l10n.t('one board per run');
      const limit = event.batchTimeLimitMs === undefined ? vscode.l10n.t('{0} ms per board', event.timeLimitMs) : vscode.l10n.t('{0} ms per board, {1} ms for the run', event.timeLimitMs, event.batchTimeLimitMs);
      const line = vscode.l10n.t('{0}: {1} boards, {2}, {3}', name, event.count.toLocaleString(), mode, limit);
      output.appendLine(line);
      run.appendLines(line);
      // Twins have the same boards: a run with whitespace has two of each.
      for (const state of states.values()) {
        if (state.group.name !== name) continue;
        const planned = event.cases.filter((one) => groupKey(name, one) === state.group.key);
        planGroup(context, state, Math.round(event.count / variants), planned);
      }
      return;
    }
    case 'run-started': {
      // A run of the whole set: every case of it is running now.
      if (event.cases <= 1) return;
      for (const state of states.values()) {
        if (state.group.name === name) for (const item of state.pending) run.started(item);
      }
      return;
    }
    case 'results': {
      for (const result of event.results) {
        const state = states.get(groupKey(name, result));
        if (state) reportCase(context, state, result);
      }
      return;
    }
    case 'rerun': {
      output.appendLine(event.reason);
      run.appendLines(event.reason);
      return;
    }
  }
}

/** Lists a group's cases before they run (or, for a big set, just says how many there are). */
function planGroup(context: SolutionRunContext, state: GroupState, count: number, planned: readonly PlannedCase[]): void {
  state.cases = count;
  state.big = !state.group.everyCase;
  if (state.big) {
    state.item.children.replace([]);
    state.item.description = vscode.l10n.t('{0} boards', count.toLocaleString());
    return;
  }
  const items = planned.map((one) => caseItem(context.controller, state.item, one));
  state.item.children.replace(items);
  for (const item of items) {
    if (!context.included(item)) continue;
    state.pending.add(item);
    context.run.enqueued(item);
  }
}

function reportCase(context: SolutionRunContext, state: GroupState, result: CaseResult): void {
  state.judged++;
  if (result.verdict === 'accepted') state.accepted++;
  else {
    state.verdicts.set(result.verdict, (state.verdicts.get(result.verdict) ?? 0) + 1);
    if (state.failures.length < MOST_FAILURE_ITEMS) state.failures.push(result);
  }
  if (result.durationMs !== undefined) {
    state.durationMs += result.durationMs;
    state.timed = true;
  }
  if (state.big) return;
  const item = state.item.children.get(result.id);
  if (!item || !state.pending.delete(item)) return;
  if (result.verdict === 'accepted') context.run.passed(item, result.durationMs);
  else reportFailure(context, item, result);
}

/** A failing case, with what "Show Case on Board" needs: VS Code hands the command the item, not our message. */
function reportFailure(context: SolutionRunContext, item: vscode.TestItem, result: CaseResult): void {
  failedCases.set(item, { result, puzzle: context.puzzle });
  context.run.failed(item, caseMessage(item, result), result.durationMs);
}

/** Each failing case's result and puzzle, by its item. */
export const failedCases = new WeakMap<vscode.TestItem, { readonly result: CaseResult; readonly puzzle: Puzzle }>();

function caseMessage(item: vscode.TestItem, result: CaseResult): vscode.TestMessage {
  const message = new vscode.TestMessage(failureMessage(result));
  // Offers "Show Case on Board" in Test Results (testing/message/context and testing/message/content).
  message.contextValue = 'eightPuzzle.case';
  // A number of moves (Luogu P1379) has one right answer, so expected and actual mean something; a move string has many.
  if (result.answer !== null && /^\d+$/.test(result.answer) && result.optimal !== null) {
    message.expectedOutput = String(result.optimal);
    message.actualOutput = result.answer;
  }
  if (item.uri) message.location = new vscode.Location(item.uri, new vscode.Position(0, 0));
  return message;
}

/** Reports what a judge run came to, for its groups; says whether to go on with the next set. */
function endJudgement(
  context: SolutionRunContext,
  name: string,
  states: Map<string, GroupState>,
  result: JudgeOutcome,
  source: vscode.Uri,
  language: Language,
): { outcome: FileOutcome; message?: string; compileProblems?: number } {
  const { run, output } = context;
  const mine = [...states.values()].filter((state) => state.group.name === name);
  switch (result.kind) {
    case 'compile-error': {
      const shown = context.diagnostics.show(source, result.output);
      output.appendLine(vscode.l10n.t('Compile error ({0}):', result.exitCode === null ? vscode.l10n.t('stopped') : vscode.l10n.t('exit code {0}', result.exitCode)));
      output.append(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
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
    case 'cancelled': {
      output.appendLine(vscode.l10n.t('Cancelled.'));
      return { outcome: 'cancelled' };
    }
    case 'judged': {
      const report = result.report;
      for (const state of mine) endGroup(context, state, report, mine.length === 1);
      const summary = vscode.l10n.t('{0}: {1} of {2} cases accepted ({3} ms in all, of which the judge {4} ms)', name, report.accepted.toLocaleString(), report.cases.toLocaleString(), Math.round(report.totalMs), Math.round(report.judgingMs));
      output.appendLine(summary);
      run.appendLines(summary);
      if (report.rerunReason !== undefined) output.appendLine(report.rerunReason);
      const compileProblems = language === 'python' || language === 'javascript' ? scriptSyntaxErrors(context, source, report) : undefined;
      if (report.cancelled) {
        output.appendLine(vscode.l10n.t('Cancelled.'));
        return { outcome: 'cancelled', compileProblems };
      }
      return { outcome: 'judged', compileProblems };
    }
  }
}

function endGroup(context: SolutionRunContext, state: GroupState, report: JudgeReport, wholeRun: boolean): void {
  const { run } = context;
  state.item.description = undefined;
  if (state.big) {
    // Only failures came as events: the report has them all, simplest first, and the rest were accepted.
    const all = report.failures.filter((failure) => groupKey(state.group.name, failure) === state.group.key);
    state.judged = report.cancelled ? all.length : state.cases;
    state.accepted = report.cancelled ? 0 : state.cases - all.length;
    state.verdicts.clear();
    for (const failure of all) state.verdicts.set(failure.verdict, (state.verdicts.get(failure.verdict) ?? 0) + 1);
    // The simplest failures now get items of their own.
    const failures = all.slice(0, MOST_FAILURE_ITEMS);
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
  if (!state.reported || !state.big) return;
  // A batch run's time belongs to its cases together; per-case runs add up.
  const duration = state.timed ? state.durationMs : wholeRun ? report.programMs : undefined;
  if (report.cancelled && state.judged < state.cases) {
    run.skipped(state.item);
    return;
  }
  if (state.cases > 0 && state.accepted === state.cases) run.passed(state.item, duration);
  else run.failed(state.item, groupMessage(state, report), duration);
}

function groupMessage(state: GroupState, report: JudgeReport): vscode.TestMessage {
  const counts = state.verdicts;
  const lines = [vscode.l10n.t('{0} of {1} cases accepted.', state.accepted.toLocaleString(), state.cases.toLocaleString())];
  if (counts.size > 0) lines.push([...counts].map(([verdict, count]) => `${verdictTitle(verdict)}: ${count.toLocaleString()}`).join(vscode.l10n.t(', ')));
  const simplest = report.failures.find((failure) => groupKey(state.group.name, failure) === state.group.key);
  if (simplest) lines.push(vscode.l10n.t('The simplest failing case: {0}: {1}', simplest.boardText.trim(), failureReason(simplest)));
  if (report.rerunReason !== undefined) lines.push(report.rerunReason);
  if (state.cases === 0) lines.push(vscode.l10n.t('No case was judged.'));
  return new vscode.TestMessage(lines.join('\n'));
}

function compileErrorMessage(output: string, shown: number): vscode.TestMessage {
  const head = shown > 0 ? vscode.l10n.t('Compile error: see the Problems panel and the output channel Eight Puzzle: Judge.') : vscode.l10n.t('Compile error: see the output channel Eight Puzzle: Judge.');
  const text = output.length > 8_000 ? `${output.slice(0, 8_000)}\n…` : output;
  // The compiler's words as they are, in a fence that nothing in them can close.
  const markdown = new vscode.MarkdownString(`${escapeMarkdown(head)}\n\n\`\`\`\`text\n${text.replace(/`{4,}/g, '```')}\n\`\`\`\`\n`);
  markdown.isTrusted = false;
  return new vscode.TestMessage(markdown);
}

/**
 * Python and JavaScript have no compile step: a syntax error shows as a
 * runtime error on every case. When the first one's standard error reads
 * as a syntax error, it goes to the Problems panel like a compiler's.
 */
function scriptSyntaxErrors(context: SolutionRunContext, source: vscode.Uri, report: JudgeReport): number {
  const crashed = report.failures.find((failure) => failure.verdict === 'runtime-error' && failure.run !== undefined);
  if (!crashed?.run || report.accepted > 0) {
    context.diagnostics.clear(source);
    return 0;
  }
  return context.diagnostics.show(source, crashed.run.stderrTail);
}

function summaryOf(state: GroupState): GroupSummary {
  return {
    key: state.group.key,
    cases: state.cases,
    accepted: state.accepted,
    failures: state.failures.map((failure) => ({ id: failure.id, board: failure.boardText.trim(), verdict: failure.verdict, reason: failure.reason })),
  };
}

function quoteArgument(argument: string): string {
  return /^[\w@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replace(/'/g, "'\\''")}'`;
}
