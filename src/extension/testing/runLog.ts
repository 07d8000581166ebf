import * as vscode from 'vscode';
import { CaseFigures, figuresWords } from './caseWords';

/** What a run last said about a test item: its state, its messages as text, its duration. */
export interface ReportedResult {
  readonly state: 'enqueued' | 'started' | 'passed' | 'failed' | 'errored' | 'skipped';
  readonly messages: readonly string[];
  /** Expected and actual output of the first message, when it has them (a diff in Test Results). */
  readonly expected?: string;
  readonly actual?: string;
  readonly durationMs?: number;
  /** What the case's own run measured (its CPU and wall time, its peak memory), as shown in Test Results. */
  readonly figures?: CaseFigures;
  /**
   * A parent's state that VS Code works out from its children's, as the Test Explorer shows it; the run gave
   * it none of its own.
   */
  readonly derived?: true;
}

/** Which state of its children a parent shows, as VS Code ranks them: the worst one. */
const RANK: Readonly<Record<ReportedResult['state'], number>> = {
  skipped: 1,
  passed: 2,
  enqueued: 3,
  started: 4,
  failed: 5,
  errored: 6,
};

/**
 * A test item as the Test Explorer shows it, with its last result: plain data, for the in-host tests and
 * scripts.
 */
export interface ItemSnapshot {
  readonly id: string;
  readonly label: string;
  readonly description?: string;
  readonly result?: ReportedResult;
  readonly children: readonly ItemSnapshot[];
}

/**
 * A TestRun that also keeps what it told VS Code about each item, so the
 * in-host tests can check the very states and messages the Test Explorer
 * and Test Results were given (VS Code's API cannot read them back).
 */
export class RecordedRun {
  constructor(
    readonly run: vscode.TestRun,
    private readonly log: Map<vscode.TestItem, ReportedResult>,
  ) {}

  get token(): vscode.CancellationToken {
    return this.run.token;
  }

  enqueued(item: vscode.TestItem): void {
    this.run.enqueued(item);
    this.log.set(item, { state: 'enqueued', messages: [] });
  }

  started(item: vscode.TestItem): void {
    this.run.started(item);
    this.log.set(item, { state: 'started', messages: [] });
  }

  skipped(item: vscode.TestItem): void {
    this.run.skipped(item);
    this.log.set(item, { state: 'skipped', messages: [] });
  }

  /** A passed case's time and memory go to its own output in Test Results: a passed test has no message. */
  passed(item: vscode.TestItem, durationMs?: number, figures?: CaseFigures): void {
    this.run.passed(item, durationMs);
    const words = figures && figuresWords(figures);
    if (words !== undefined) this.appendLines(words, item);
    this.log.set(item, { state: 'passed', messages: [], durationMs, ...(figures ? { figures } : {}) });
  }

  failed(
    item: vscode.TestItem,
    message: vscode.TestMessage,
    durationMs?: number,
    figures?: CaseFigures,
  ): void {
    this.run.failed(item, message, durationMs);
    const diff =
      message.expectedOutput === undefined
        ? {}
        : { expected: message.expectedOutput, actual: message.actualOutput };
    this.log.set(item, {
      state: 'failed',
      messages: [textOf(message)],
      ...diff,
      durationMs,
      ...(figures ? { figures } : {}),
    });
  }

  errored(item: vscode.TestItem, message: vscode.TestMessage, durationMs?: number): void {
    this.run.errored(item, message, durationMs);
    this.log.set(item, { state: 'errored', messages: [textOf(message)], durationMs });
  }

  /** Lines for the run's output (Test Results' terminal), which wants CRLF. */
  appendLines(lines: string, item?: vscode.TestItem): void {
    this.run.appendOutput(`${lines.replace(/\r?\n/g, '\r\n')}\r\n`, undefined, item);
  }

  stateOf(item: vscode.TestItem): ReportedResult['state'] | undefined {
    return this.log.get(item)?.state;
  }
}

function textOf(message: vscode.TestMessage): string {
  return typeof message.message === 'string' ? message.message : message.message.value;
}

/** `item` and everything under it, with what `log` says of each. */
export function snapshotOf(
  item: vscode.TestItem,
  log: ReadonlyMap<vscode.TestItem, ReportedResult>,
): ItemSnapshot {
  const children: ItemSnapshot[] = [];
  item.children.forEach((child) => {
    children.push(snapshotOf(child, log));
  });
  children.sort((a, b) => sortKey(item, a.id).localeCompare(sortKey(item, b.id)));
  const result = log.get(item) ?? derived(children);
  return {
    id: item.id,
    label: item.label,
    ...(item.description === undefined ? {} : { description: item.description }),
    ...(result ? { result } : {}),
    children,
  };
}

function derived(children: readonly ItemSnapshot[]): ReportedResult | undefined {
  let worst: ReportedResult['state'] | undefined;
  for (const child of children) {
    const state = child.result?.state;
    if (state !== undefined && (worst === undefined || RANK[state] > RANK[worst])) worst = state;
  }
  return worst === undefined ? undefined : { state: worst, messages: [], derived: true };
}

function sortKey(parent: vscode.TestItem, id: string): string {
  const child = parent.children.get(id);
  return child?.sortText ?? child?.label ?? id;
}
