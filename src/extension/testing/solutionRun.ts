import * as vscode from 'vscode';
import type { CaseVerdict, JudgeOptions, Language } from '../../judge/spec';
import type { ProblemId } from '../../problems';
import type { JudgeSettings } from '../config';
import { judgeOffThread } from './judgeThread';
import { endJudgement, FileOutcome } from './runEnd';
import { onEvent } from './runEvents';
import { GroupState, newGroupState, SolutionRunContext } from './runState';
import { SetGroup } from './testTree';

export type { FileOutcome } from './runEnd';
export type { SolutionRunContext } from './runState';
export { failedCases } from './runState';

/** What one group of cases came to, in plain data: what the Test Explorer was told, summed up. */
export interface GroupSummary {
  readonly key: string;
  readonly cases: number;
  readonly accepted: number;
  /** The first failing cases (at most MOST_FAILURE_ITEMS; the simplest first for a set too big to list). */
  readonly failures: readonly {
    readonly id: string;
    readonly board: string;
    readonly verdict: CaseVerdict;
    readonly reason: string;
  }[];
}

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
    if (item && context.wanted(item))
      states.set(group.key, newGroupState(group, item, context.included(item)));
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
    // A set listed case by case gets its state from its cases, as VS Code works it out; one too big to list
    // has its own.
    for (const state of mine) if (state.reported && !state.group.everyCase) run.started(state.item);
    const options: JudgeOptions = {
      program: { kind: 'source', path: source.fsPath },
      problem,
      tests: mine[0].group.spec,
      timeLimitMs: settings.timeLimitMs,
      memoryLimitKiB: settings.memoryLimitKiB,
      compile: settings.compile[language],
      whitespace: mine.some((state) => state.group.whitespace),
      toolchains: settings.toolchains,
      // Every case as an item, or only the failures of a set too big to list (and to send across threads).
      detail: mine[0].group.everyCase ? 'every-case' : 'failures',
    };
    const result = await judgeOffThread(
      context.workerScript,
      options,
      (event) => onEvent(context, name, states, event, source),
      context.token,
    );
    const ended = endJudgement(context, name, states, result, source, language);
    compileProblems = ended.compileProblems ?? compileProblems;
    if (ended.outcome !== 'judged') {
      outcome = ended.outcome;
      message = ended.message;
      break;
    }
  }

  // Cases the run never reached (cancelled, or stopped by a compile error) are said to be skipped, not left
  // spinning.
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

function summaryOf(state: GroupState): GroupSummary {
  return {
    key: state.group.key,
    cases: state.cases,
    accepted: state.accepted,
    failures: state.failures.map((failure) => ({
      id: failure.id,
      board: failure.boardText.trim(),
      verdict: failure.verdict,
      reason: failure.reason,
    })),
  };
}
