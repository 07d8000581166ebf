// Test My Solution as the judges judge, inside VS Code: a LeetCode 773
// class in the judge's harness, a judge-era program compiled as HDU's G++
// compiled it (and the compile settings over that), the problem's own
// limits (Memory Limit Exceeded with its peak), and each case's time and
// memory beside its verdict.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { fileTree, group, program, solution, states, testSolution, useSettings } from './testingHelpers';
import { closeAll } from './util';

const ID = 'eight-puzzle.eight-puzzle';

function fixtureText(path: string): string {
  const extension = vscode.extensions.getExtension(ID);
  assert.ok(extension);
  return readFileSync(join(extension.extensionPath, 'test', 'fixtures', 'programs', path), 'utf8');
}

describe('Test My Solution as the judges judge (in the Test Explorer)', function () {
  this.timeout(180_000);
  afterEach(async () => {
    await useSettings({
      'judge.tests': undefined,
      'judge.whitespace': undefined,
      'judge.timeLimit': undefined,
      'judge.memoryLimit': undefined,
      'judge.compile': undefined,
    });
    await closeAll();
  });

  it("judges a LeetCode 773 Python class in the judge's harness, every board in one run, on the default set", async () => {
    await useSettings({ 'judge.whitespace': false });
    const uri = program('lc773.py', `# LeetCode 773\n${fixtureText('leetcode/solution.py')}`);
    const summary = await testSolution(uri);
    assert.equal(summary.problem, 'leetcode773');
    assert.equal(summary.outcome, 'judged', summary.message);
    const [set] = summary.groups;
    assert.equal(set.key, 'standard');
    assert.equal(set.accepted, set.cases, JSON.stringify(set.failures.slice(0, 3)));
    const file = await fileTree(uri);
    assert.equal(
      file.description,
      `LeetCode 773 · ${set.cases.toLocaleString()} of ${set.cases.toLocaleString()} accepted`,
    );
    const cases = group(file, 'standard').children;
    assert.deepEqual(states(cases), { passed: cases.length });
  });

  it('fails a wrong LeetCode class on the boards it gets wrong, with expected and actual', async () => {
    await useSettings({ 'judge.whitespace': false, 'judge.tests': ['edge'] });
    const uri = program('lc773wrong.py', `# LeetCode 773\n${fixtureText('leetcode/wrong.py')}`);
    await testSolution(uri);
    const cases = group(await fileTree(uri), 'edge').children;
    const failed = cases.filter((item) => item.result?.state === 'failed');
    assert.ok(
      failed.length > 0 && failed.every((item) => item.description === 'unsolvable'),
      'only the unsolvable boards fail',
    );
    assert.equal(failed[0].result?.expected, '-1');
    assert.equal(failed[0].result?.actual, '0');
    assert.match(failed[0].result?.messages[0] ?? '', /^Wrong answer/);
  });

  it("compiles judge-era code as HDU 1043's G++ did (gets, C++98), and as the compile settings say over it", async () => {
    await useSettings({ 'judge.whitespace': false, 'judge.tests': ['edge'] });
    const uri = solution(join('era', 'gets.cpp'), undefined, 'gets.cpp');
    const summary = await testSolution(uri);
    assert.equal(summary.problem, 'hdu1043');
    assert.equal(summary.outcome, 'judged', summary.message);
    await useSettings({ 'judge.compile': { cpp: { standard: 'c++14' } } });
    const newer = await testSolution(uri);
    assert.equal(newer.outcome, 'compile-error');
    assert.match(newer.message ?? '', /gets.* was not declared/);
  });

  it("says Memory limit exceeded with the peak, under the problem's own limit (HDU 1043: 32 MiB)", async () => {
    await useSettings({ 'judge.whitespace': false, 'judge.tests': ['edge'] });
    const uri = program(
      'hog.py',
      '# HDU 1043\nimport sys\nsys.stdin.read()\nblocks = [bytearray(16 << 20) for _ in range(8)]\nprint(len(blocks))\n',
    );
    const summary = await testSolution(uri);
    const verdicts = new Set(summary.groups[0].failures.map((failure) => failure.verdict));
    assert.deepEqual([...verdicts], ['memory-limit-exceeded']);
    const cases = group(await fileTree(uri), 'edge').children;
    assert.deepEqual(states(cases), { failed: cases.length });
    assert.match(cases[0].result?.messages[0] ?? '', /^Memory limit exceeded/);
    assert.match(cases[0].result?.messages[0] ?? '', /32,768 KiB|32 MiB/);
  });

  it("keeps each case's own time and peak memory beside its verdict, for a problem run a board at a time", async () => {
    await useSettings({ 'judge.whitespace': false, 'judge.tests': ['edge'] });
    const uri = solution('oneBoard.cpp');
    await testSolution(uri);
    const cases = group(await fileTree(uri), 'edge').children;
    assert.deepEqual(states(cases), { passed: cases.length });
    for (const item of cases) {
      const figures = item.result?.figures;
      assert.ok(figures?.wallMs !== undefined && figures.wallMs > 0, `${item.label}: no time`);
      assert.ok(
        figures.peakKiB === undefined || figures.peakKiB > 0,
        `${item.label}: peak ${figures.peakKiB}`,
      );
    }
  });
});
