import * as vscode from 'vscode';
import {
  CaseResult,
  PlannedCase,
  STANDARD_RANDOM_CASES,
  standardBoards,
  TestSetSpec,
} from '../../judge/spec';
import { Problem, problemOf, ProblemId, runModeOf } from '../../problems';
import type { JudgeSettings } from '../config';
import { distanceWords } from './caseWords';

/**
 * The test tree: one item per solution file, under it one per test set (and
 * one for the same boards with odd whitespace), under those one per case.
 * A set of more boards than {@link MOST_CASE_ITEMS} (all 9!) lists only its
 * failing cases, the simplest first, up to {@link MOST_FAILURE_ITEMS}: the
 * Test Explorer is a list to read, not a store of 362,880 rows.
 */
export const MOST_CASE_ITEMS = 2_000;
export const MOST_FAILURE_ITEMS = 100;

/** One group of cases under a file: a test set as the settings name it, plain or with odd whitespace. */
export interface SetGroup {
  /** The item's id: the set's name, and `name+whitespace` for the whitespace twin. */
  readonly key: string;
  /** The set as written in the settings, which one judge run covers with its twin. */
  readonly name: string;
  readonly whitespace: boolean;
  readonly spec: TestSetSpec;
  /**
   * Whether every case gets an item: not where the set and its twins hold more than {@link MOST_CASE_ITEMS}
   * cases.
   */
  readonly everyCase: boolean;
  /** The default set's boards where the judge's input size decides them (HDU 1043: 1,400). */
  readonly standardBoards?: number;
}

/** A few dozen boards: a set at every distance, the farthest boards and unsolvable ones. */
const EDGE_BOARDS = 50;

/**
 * How many cases a set and its whitespace twins hold for `problem`, where
 * that is known before it runs: a judges' input file is a few hundred
 * boards at most, so counted as small.
 */
function expectedCases(spec: TestSetSpec, problem: Problem | undefined, whitespace: boolean): number {
  const boards = ((): number => {
    switch (spec.kind) {
      case 'edge':
      case 'file':
        return EDGE_BOARDS;
      case 'random':
        return spec.count;
      case 'standard':
        return (
          spec.count ??
          (problem === undefined ? undefined : standardBoards(problem)) ??
          EDGE_BOARDS + STANDARD_RANDOM_CASES
        );
      case 'all':
        return Infinity;
    }
  })();
  // A batch run feeds the set once more with odd line ends, and once in each spacing the statement allows; a
  // board run alone gets them in turn.
  const twins =
    !whitespace || problem === undefined
      ? 1
      : runModeOf(problem.input) === 'batch'
        ? 2 + problem.board.spacings.length
        : 2;
  return boards * twins;
}

/** The groups the settings ask for, in order, each plain one followed by its twin; and the settings that name no set. `problem` is what it is judged as, when known. */
export function setGroups(
  settings: JudgeSettings,
  problem?: Problem,
): { groups: SetGroup[]; problems: string[] } {
  const groups: SetGroup[] = [];
  const problems: string[] = [];
  for (const entry of settings.tests) {
    if ('problem' in entry) {
      problems.push(`${entry.name}: ${entry.problem}`);
      continue;
    }
    const spec = entry.spec;
    // One judge run covers the set and its twins, with one level of detail for both.
    const everyCase = expectedCases(spec, problem, settings.whitespace) <= MOST_CASE_ITEMS;
    const sized =
      spec.kind === 'standard' && spec.count === undefined && problem !== undefined
        ? standardBoards(problem)
        : undefined;
    const group = {
      name: entry.name,
      spec,
      everyCase,
      ...(sized === undefined ? {} : { standardBoards: sized }),
    };
    groups.push({ ...group, key: entry.name, whitespace: false });
    if (settings.whitespace) groups.push({ ...group, key: `${entry.name}+whitespace`, whitespace: true });
  }
  return { groups, problems };
}

/** The group a judged case belongs to. */
export function groupKey(name: string, result: Pick<CaseResult, 'form'>): string {
  return result.form ? `${name}+whitespace` : name;
}

export function fileItem(controller: vscode.TestController, uri: vscode.Uri): vscode.TestItem {
  const existing = controller.items.get(uri.toString());
  if (existing) return existing;
  const item = controller.createTestItem(uri.toString(), uri.path.slice(uri.path.lastIndexOf('/') + 1), uri);
  // At the top of the file, so the gutter shows its run button and state on line 1.
  item.range = new vscode.Range(0, 0, 0, 0);
  controller.items.add(item);
  return item;
}

/** What each file's last judged run came to (`74 of 74 accepted`), for the problem it was judged as. */
const tallies = new WeakMap<vscode.TestItem, { readonly problem: ProblemId; readonly words: string }>();

/**
 * A file's description in the Test Explorer: its problem, and what its last
 * run came to while the problem stays the same (`HDU 1043 · 74 of 74
 * accepted`), so a pass says so beside the check mark.
 */
export function describeFile(item: vscode.TestItem, problem: ProblemId | undefined, tally?: string): void {
  if (problem !== undefined && tally !== undefined) tallies.set(item, { problem, words: tally });
  const last = tallies.get(item);
  const name = problem === undefined ? undefined : problemOf(problem).name;
  const kept = last !== undefined && last.problem === problem ? last.words : undefined;
  const description =
    name === undefined || kept === undefined ? name : vscode.l10n.t('{0} · {1}', name, kept);
  if (item.description !== description) item.description = description;
}

/** Forgets what a file's last run came to, as a new one starts. */
export function forgetTally(item: vscode.TestItem): void {
  tallies.delete(item);
}

/** Puts `groups` under the file's item, keeping the items (and their results) of groups that stay. */
export function syncGroups(
  controller: vscode.TestController,
  file: vscode.TestItem,
  groups: readonly SetGroup[],
): void {
  const items = groups.map((group, index) => {
    const item =
      file.children.get(group.key) ?? controller.createTestItem(group.key, groupLabel(group), file.uri);
    item.label = groupLabel(group);
    item.description = groupDescription(group);
    item.sortText = String(index).padStart(3, '0');
    return item;
  });
  file.children.replace(items);
}

function groupLabel(group: SetGroup): string {
  const spec = group.spec;
  const base =
    spec.kind === 'edge'
      ? vscode.l10n.t('edge cases')
      : spec.kind === 'standard'
        ? group.standardBoards !== undefined
          ? vscode.l10n.t('{0} boards, the judge’s own input size', group.standardBoards.toLocaleString())
          : vscode.l10n.t(
              'edge cases and {0} random boards',
              (spec.count ?? STANDARD_RANDOM_CASES).toLocaleString(),
            )
        : spec.kind === 'all'
          ? vscode.l10n.t('every board')
          : spec.kind === 'random'
            ? vscode.l10n.t('{0} random boards', spec.count.toLocaleString())
            : spec.path.slice(Math.max(spec.path.lastIndexOf('/'), spec.path.lastIndexOf('\\')) + 1);
  return group.whitespace ? vscode.l10n.t('{0}, odd whitespace', base) : base;
}

function groupDescription(group: SetGroup): string | undefined {
  if (group.whitespace)
    return vscode.l10n.t(
      'CRLF line ends, trailing spaces, no final newline, the spacings the statement allows',
    );
  if (group.spec.kind === 'edge' || group.spec.kind === 'standard')
    return vscode.l10n.t('solved, unsolvable, every distance, the farthest');
  return group.spec.kind === 'file' ? group.spec.path : undefined;
}

/** The item of one case: the board as the program reads it, and how far it is from the goal. */
export function caseItem(
  controller: vscode.TestController,
  parent: vscode.TestItem,
  planned: Pick<PlannedCase, 'id' | 'index' | 'boardText' | 'optimal'>,
): vscode.TestItem {
  const existing = parent.children.get(planned.id);
  const item = existing ?? controller.createTestItem(planned.id, planned.boardText.trim(), parent.uri);
  if (!existing) parent.children.add(item);
  item.label = planned.boardText.trim();
  item.description = distanceWords(planned.optimal);
  // In the order the program reads them, whatever the labels.
  item.sortText = String(planned.index).padStart(9, '0');
  return item;
}
