// Test My Solution at its limits, inside VS Code: a program that hangs is
// stopped at its time limit, a run cancelled from the Test Explorer kills
// the program's whole process tree, and a 9! run leaves the extension host
// free (the judge works in a worker thread). Real programs throughout: the
// judge's hanging fixtures fork a child that hangs too, and both are found
// from outside, by their run's marker (test/unit/support/hangingProcesses.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { TestSolutionResult } from '../../src/extension/testing';
import { hangingPids, watchHanging } from '../unit/support/hangingProcesses';
import { fileTree, group, program, solution, states, testSolution, useSettings } from './testingHelpers';
import { closeAll, eventually, reportFigure, within } from './util';

/** Whether a process is still running: there, and not a zombie waiting for its parent to collect it. */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command's name, which is in parentheses and may itself hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/**
 * None of `pids` is running when the run has ended: the judge reports a run
 * only once nothing of the program's process group is left.
 */
function goneNow(pids: readonly number[]): void {
  const left = pids
    .filter(running)
    .map((pid) => `${pid}: ${readFileSync(`/proc/${pid}/stat`, 'utf8').trim()}`);
  assert.deepEqual(left, [], 'still running when the run ended');
}

describe('Test My Solution at its limits (in the Test Explorer)', function () {
  this.timeout(180_000);
  let scratch: string;
  let oneBoard: string;

  before(() => {
    scratch = mkdtempSync(join(tmpdir(), 'eight-puzzle-limits-'));
    oneBoard = join(scratch, 'one.in');
    writeFileSync(oneBoard, '2 3 4 1 5 x 7 6 8\n');
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));
  afterEach(async () => {
    await useSettings({
      'judge.tests': undefined,
      'judge.whitespace': undefined,
      'judge.timeLimit': undefined,
      'judge.memoryLimit': undefined,
      'judge.runCommands': undefined,
    });
    await closeAll();
  });

  it('stops a program that hangs (Python) at its time limit, and leaves neither it nor its child running', async () => {
    await useSettings({
      'judge.tests': [oneBoard],
      'judge.whitespace': false,
      'judge.timeLimit': 300,
      'judge.runCommands': { python: ['python3', '{source}'] },
    });
    const uri = solution('hang.py', 'POJ 1077');
    // The judge works in a worker thread of this extension host: its runs carry this process's id in their
    // marker.
    const hanging = watchHanging(process.pid);
    const summary = await testSolution(uri).finally(() => hanging.stop());
    assert.deepEqual(
      summary.groups.map((one) => one.failures.map((failure) => failure.verdict)),
      [['time-limit-exceeded']],
    );
    const [only] = group(await fileTree(uri), oneBoard).children;
    assert.equal(only.label, '2 3 4 1 5 x 7 6 8');
    assert.equal(only.result?.state, 'failed');
    assert.match(only.result?.messages[0] ?? '', /^Time limit exceeded/);
    const [parent, child] = hanging.pids() ?? [];
    assert.ok(parent > 0 && child > 0, 'the program and its child were seen running before the limit');
    goneNow([parent, child]);
  });

  it('cancels a run from the Test Explorer (Cancel Test Run), killing the program and its child (C++)', async () => {
    await useSettings({ 'judge.tests': [oneBoard], 'judge.whitespace': false, 'judge.timeLimit': 60_000 });
    const uri = solution('hang.cpp', 'HDU 1043');
    const result = vscode.commands.executeCommand<TestSolutionResult>('eightPuzzle.testSolution', uri);
    // Compiled and running: both processes are there.
    let pids: number[] = [];
    await eventually(
      () => (pids = hangingPids(process.pid) ?? []).length === 2,
      'the hanging program to start',
      60_000,
    );
    const [parent, child] = pids;
    assert.ok(running(parent) && running(child));
    const asked = performance.now();
    await vscode.commands.executeCommand('testing.cancelRun');
    const summary = await within(Promise.resolve(result), 'the cancelled run to end', 20_000);
    reportFigure(
      'Test My Solution, Cancel Test Run until the run ended',
      `${(performance.now() - asked).toFixed(0)} ms`,
    );
    assert.ok(!('refused' in summary));
    assert.equal(summary.outcome, 'cancelled');
    goneNow([parent, child]);
    const file = await fileTree(uri);
    assert.equal(file.result?.state, 'skipped');
    assert.deepEqual(
      group(file, oneBoard).children.map((item) => item.result?.state),
      ['skipped'],
    );
  });

  it('judges a right batch program on all 9! boards while the extension host stays free', async () => {
    await useSettings({ 'judge.tests': ['all'], 'judge.whitespace': false });
    const uri = solution('batch.cpp', undefined, 'batchAll.cpp');
    // The host's own timers keep firing on time while the judge works in its thread.
    let last = performance.now();
    let longest = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 20);
    const started = performance.now();
    let summary;
    try {
      summary = await testSolution(uri);
    } finally {
      clearInterval(ticks);
    }
    reportFigure(
      'Test My Solution, 9! batch (C++, compile included), wall time',
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    reportFigure(
      "Test My Solution, 9! batch, the extension host's longest wait between 20 ms timer ticks",
      `${longest.toFixed(0)} ms`,
    );
    assert.equal(summary.outcome, 'judged');
    assert.deepEqual(
      summary.groups.map((one) => [one.cases, one.accepted]),
      [[362_880, 362_880]],
    );
    const all = group(await fileTree(uri), 'all');
    assert.equal(all.result?.state, 'passed');
    assert.equal(all.description, '362,880 boards');
    assert.equal(all.children.length, 0, 'a set this big lists only its failing cases');
    // A loose bound, to catch the judging moving onto the host's thread (seconds), not to measure it.
    assert.ok(longest < 1_500, `the extension host was blocked for ${longest.toFixed(0)} ms`);
  });

  it('lists only the simplest failing cases of a 9! run that fails almost every board', async () => {
    await useSettings({ 'judge.tests': ['all'], 'judge.whitespace': false });
    // The sample's answer for every board: right for that one board only.
    const uri = program(
      'sameAnswerAll.py',
      '# HDU 1043\nimport sys\nfor line in sys.stdin:\n    if line.strip():\n        print("ullddrurdllurdruldr")\n',
    );
    let last = performance.now();
    let longest = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 20);
    let summary;
    try {
      summary = await testSolution(uri);
    } finally {
      clearInterval(ticks);
    }
    reportFigure(
      "Test My Solution, 9! batch failing 362,879 boards, the extension host's longest wait between 20 ms timer ticks",
      `${longest.toFixed(0)} ms`,
    );
    assert.deepEqual(
      summary.groups.map((one) => [one.cases, one.accepted]),
      [[362_880, 1]],
    );
    const all = group(await fileTree(uri), 'all');
    assert.equal(all.result?.state, 'failed');
    assert.match(all.result?.messages[0] ?? '', /^1 of 362,880 cases accepted\.\nWrong answer: 362,879/);
    assert.equal(all.children.length, 100);
    // The simplest first, as the judge orders them: the solved board, then unsolvable ones (a one-word
    // answer).
    assert.equal(all.children[0].label, '1 2 3 4 5 6 7 8 x');
    assert.equal(all.children[1].description, 'unsolvable');
    assert.deepEqual(states(all.children), { failed: 100 });
    assert.ok(longest < 1_500, `the extension host was blocked for ${longest.toFixed(0)} ms`);
  });
});
