import * as vscode from 'vscode';
import {
  type AppliedLimits,
  type BuiltFor,
  type CaseResult,
  type JudgeEvent,
  type PlannedCase,
  type RunFigure,
  shellWord,
} from '../../judge/spec';
import { caseFigures, caseFailureMessage, memoryWords } from './caseWords';
import { failedCases, GroupState, SolutionRunContext } from './runState';
import { caseItem, groupKey, MOST_FAILURE_ITEMS } from './testTree';

/**
 * What the judge says as it goes, shown as it happens: the compiler's command and words, the cases, each
 * result.
 */
export function onEvent(
  context: SolutionRunContext,
  name: string,
  states: Map<string, GroupState>,
  event: JudgeEvent,
  source: vscode.Uri,
): void {
  const { run, output } = context;
  switch (event.type) {
    case 'compiling': {
      const lines = [
        `$ ${event.command.map(shellWord).join(' ')}`,
        ...(event.built ? [builtWords(event.built)] : []),
      ];
      for (const line of lines) {
        output.appendLine(line);
        run.appendLines(line);
      }
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
    case 'preparing-cases':
      output.appendLine(event.what);
      return;
    case 'cache-problem':
      output.appendLine(
        vscode.l10n.t(
          'The pattern databases cannot be saved in {0} ({1}): they will be built again next time. The lengths are not affected.',
          event.directory,
          event.code,
        ),
      );
      return;
    case 'cases': {
      const mode =
        event.mode === 'batch' ? vscode.l10n.t('every board in one run') : vscode.l10n.t('one board per run');
      const line = vscode.l10n.t(
        '{0}: {1} boards, {2}, {3}',
        name,
        event.count.toLocaleString(),
        mode,
        limitWords(event.limits),
      );
      output.appendLine(line);
      run.appendLines(line);
      if (event.stress) {
        const stress = vscode.l10n.t(
          "More boards than the judge's own input holds: every answer is judged, and the time and memory are figures, not verdicts.",
        );
        output.appendLine(stress);
        run.appendLines(stress);
      }
      if (event.diagnosis !== undefined) {
        output.appendLine(event.diagnosis);
        run.appendLines(event.diagnosis);
      }
      for (const state of states.values()) {
        if (state.group.name !== name) continue;
        const planned = event.cases.filter((one) => groupKey(name, one) === state.group.key);
        planGroup(context, state, groupCount(state, event), planned);
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
    case 'run-ended':
      states.get(runGroupKey(name, event.run))?.runs.push(event.run);
      return;
    case 'results':
      for (const result of event.results) {
        const state = states.get(groupKey(name, result));
        if (state) reportCase(context, state, result);
      }
  }
}

/** What a C or C++ program is built as, beside the judge's machine: `Built 32-bit, as the judge's machine built it`. */
function builtWords(built: BuiltFor): string {
  if (built.asked)
    return vscode.l10n.t(
      'Built {0}-bit, as the flags given ask: the memory figures are not those of the judge’s machine.',
      built.wordBits,
    );
  if (built.wordBits === built.judgeWordBits)
    return vscode.l10n.t(
      'Built {0}-bit, as the judge’s machine built it; memory counted as the judge counts it: the pages a program touches.',
      built.wordBits,
    );
  return vscode.l10n.t(
    'This machine cannot build {0}-bit programs (install g++-multilib): built {1}-bit, so the memory figures are larger than on the judge’s machine.',
    built.judgeWordBits,
    built.wordBits,
  );
}

/** The group of a run: the plain set's, or its odd-whitespace twin's (every other variant: `edge+tabs`, `edge+crlf`). */
export function runGroupKey(name: string, run: Pick<RunFigure, 'set'>): string {
  return run.set === name ? name : `${name}+whitespace`;
}

/** `2,000 ms and 64 MiB a run`: the limits the judge applies, and whose they are. */
function limitWords(limits: AppliedLimits): string {
  const applied = vscode.l10n.t(
    '{0} ms of CPU time and {1} a run',
    limits.timeMs.toLocaleString(),
    memoryWords(limits.memoryKiB),
  );
  if (limits.from === 'options') return vscode.l10n.t('{0} (from the settings)', applied);
  return limits.published
    ? `${applied} (${limits.stated})`
    : vscode.l10n.t('{0} (the judge publishes none)', applied);
}

/** How many cases a group has: those listed for it, or for a set too big to list, its share of the count. */
function groupCount(state: GroupState, event: Extract<JudgeEvent, { type: 'cases' }>): number {
  if (state.group.everyCase)
    return event.cases.filter((one) => groupKey(state.group.name, one) === state.group.key).length;
  const variants =
    event.runs > 0 && event.mode === 'batch' ? event.runs : state.group.whitespace || hasTwin(state) ? 2 : 1;
  const plain = Math.round(event.count / Math.max(1, variants));
  return state.group.whitespace ? event.count - plain : plain;
}

function hasTwin(state: GroupState): boolean {
  return state.item.parent?.children.get(`${state.group.name}+whitespace`) !== undefined;
}

/** Lists a group's cases before they run (or, for a big set, just says how many there are). */
function planGroup(
  context: SolutionRunContext,
  state: GroupState,
  count: number,
  planned: readonly PlannedCase[],
): void {
  state.cases = count;
  state.big = !state.group.everyCase;
  if (state.big) {
    state.item.children.replace([]);
    state.item.description = vscode.l10n.t('{0} boards', count.toLocaleString());
    return;
  }
  state.planned.clear();
  for (const one of planned) state.planned.set(one.id, one);
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
  const duration = result.cpuMs ?? result.durationMs;
  if (duration !== undefined) {
    state.durationMs += duration;
    state.timed = true;
  }
  if (state.big) return;
  const item = state.item.children.get(result.id);
  if (!item || !state.pending.delete(item)) return;
  if (result.verdict === 'accepted') context.run.passed(item, duration, caseFigures(result));
  else reportFailure(context, item, result);
}

/** A failing case, with what "Show Case on Board" needs. */
export function reportFailure(context: SolutionRunContext, item: vscode.TestItem, result: CaseResult): void {
  failedCases.set(item, { result, puzzle: context.puzzle });
  context.run.failed(item, caseMessage(item, result), result.cpuMs ?? result.durationMs, caseFigures(result));
}

function caseMessage(item: vscode.TestItem, result: CaseResult): vscode.TestMessage {
  const message = new vscode.TestMessage(caseFailureMessage(result));
  // Offers "Show Case on Board" in Test Results (testing/message/context and testing/message/content).
  message.contextValue = 'eightPuzzle.case';
  // A number of moves (Luogu P1379, LeetCode 773) has one right answer, so expected and actual mean
  // something; a move string has many.
  if (result.answer !== null && /^-?\d+$/.test(result.answer)) {
    message.expectedOutput = result.optimal === null ? '-1' : String(result.optimal);
    message.actualOutput = result.answer;
  }
  if (item.uri) message.location = new vscode.Location(item.uri, new vscode.Position(0, 0));
  return message;
}
