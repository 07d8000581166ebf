import * as vscode from 'vscode';
import type { Puzzle } from '../../engine';
import type { CaseResult, CaseVerdict, PlannedCase, RunFigure } from '../../judge/spec';
import type { CompileDiagnostics } from './compileDiagnostics';
import type { RecordedRun } from './runLog';
import type { SetGroup } from './testTree';

/** What a solution's run needs of the Test Explorer and the editor. */
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

/** One group of cases (a test set, or its odd-whitespace twin) while it is judged. */
export interface GroupState {
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
  /** The first failures judged, no more than MOST_FAILURE_ITEMS: a wrong 9! program fails 362,880 times. */
  readonly failures: CaseResult[];
  readonly pending: Set<vscode.TestItem>;
  /** The listed cases, by id: a case that failed with its run is reported from its plan. */
  readonly planned: Map<string, PlannedCase>;
  /** The group's runs as they ended, with their time, memory and failure as a whole. */
  readonly runs: RunFigure[];
}

export function newGroupState(group: SetGroup, item: vscode.TestItem, reported: boolean): GroupState {
  return {
    group,
    item,
    reported,
    big: false,
    cases: 0,
    judged: 0,
    accepted: 0,
    durationMs: 0,
    timed: false,
    verdicts: new Map(),
    failures: [],
    pending: new Set(),
    planned: new Map(),
    runs: [],
  };
}

/**
 * Each failing case's result and puzzle, by its item: VS Code hands "Show Case on Board" the item, not our
 * message.
 */
export const failedCases = new WeakMap<
  vscode.TestItem,
  { readonly result: CaseResult; readonly puzzle: Puzzle }
>();
