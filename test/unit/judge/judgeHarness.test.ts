// LeetCode 773: the user writes only `class Solution` (JavaScript: the
// function), with LeetCode's own signatures; the judge wraps it in a harness
// of its own per language that reads a board after another and prints each
// answer, so every board is one run. Right solutions in all four languages
// on all 720 boards, a wrong one, a crash halfway, and what is refused.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeOutcome } from '../../../src/judge';
import { judged, program, reportOf, ROOMY_MS, scratch } from '../support/judgeSupport';

function leetcode(name: string): string {
  return program(join('leetcode', name));
}

function refusal(outcome: JudgeOutcome): string {
  assert.equal(outcome.kind, 'compile-error', JSON.stringify(outcome).slice(0, 1000));
  if (outcome.kind !== 'compile-error') return '';
  assert.deepEqual(outcome.command, [], 'refused before any compiler ran');
  return outcome.output;
}

describe("LeetCode 773's harness, in every language LeetCode takes", function () {
  this.timeout(180_000);
  let files: ReturnType<typeof scratch>;
  before(() => {
    files = scratch();
  });
  after(() => files.cleanUp());

  for (const [language, source] of [
    ['Python', 'solution.py'],
    ['C++', 'solution.cpp'],
    ['Java', 'Solution.java'],
    ['JavaScript', 'solution.js'],
  ] as const) {
    it(`accepts a right ${language} Solution on all 720 boards, in one run`, async () => {
      const { outcome, events } = await judged({
        program: { kind: 'source', path: leetcode(source) },
        problem: 'leetcode773',
        tests: { kind: 'all' },
        timeLimitMs: ROOMY_MS,
      });
      const report = reportOf(outcome);
      assert.equal(report.cases, 720);
      assert.equal(report.accepted, 720, JSON.stringify(report.failures.slice(0, 3)));
      assert.equal(report.runs.length, 1, 'the harness answers every board in one run');
      assert.equal(report.counts['wrong-answer'], 0);
      const compiling = events.find((event) => event.type === 'compiling');
      assert.ok(compiling, "the user's file is checked or compiled first");
    });
  }

  it('fails a wrong Python Solution on the boards it gets wrong, with the answer it returned', async () => {
    const { outcome } = await judged({
      program: { kind: 'source', path: leetcode('wrong.py') },
      problem: 'leetcode773',
      tests: { kind: 'all' },
      timeLimitMs: ROOMY_MS,
    });
    const report = reportOf(outcome);
    assert.equal(report.accepted, 360, 'the solvable half');
    assert.equal(report.counts['wrong-answer'], 360);
    for (const failure of report.failures) {
      assert.equal(failure.optimal, null, 'only unsolvable boards fail');
      assert.equal(failure.answer, '0');
    }
  });

  it('counts what a Solution answered before it raised, as LeetCode runs one test after another', async () => {
    const source = join(files.dir, 'raises.py');
    writeFileSync(
      source,
      'class Solution:\n    calls = 0\n    def slidingPuzzle(self, board):\n        Solution.calls += 1\n        if Solution.calls > 5:\n            raise ValueError("tired")\n        return 0\n',
    );
    const { outcome } = await judged({
      program: { kind: 'source', path: source },
      problem: 'leetcode773',
      tests: { kind: 'edge' },
      timeLimitMs: ROOMY_MS,
    });
    const report = reportOf(outcome);
    const failure = report.runs[0].failure;
    assert.equal(failure?.verdict, 'runtime-error');
    assert.equal(failure?.answered, 5, 'each answer is flushed as it is given');
    assert.match(failure?.run.stderrTail ?? '', /ValueError: tired/);
    assert.match(
      failure?.run.stderrTail ?? '',
      new RegExp(`File "${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}", line 6`),
      "the traceback names the user's own lines",
    );
  });

  it('runs a JavaScript slidingPuzzle made with const or a declaration too', async () => {
    for (const [name, head] of [
      ['const.js', 'const slidingPuzzle = (board) =>'],
      ['declared.js', 'function slidingPuzzle(board)'],
    ] as const) {
      const source = join(files.dir, name);
      writeFileSync(
        source,
        `${head} { return board[0][0] === 1 && board[1][2] === 0 && board[1][1] === 5 ? 0 : -1; }${head.includes('=>') ? ';' : ''}\n`,
      );
      const { outcome } = await judged({
        program: { kind: 'source', path: source },
        problem: 'leetcode773',
        tests: { kind: 'edge' },
        timeLimitMs: ROOMY_MS,
      });
      const report = reportOf(outcome);
      assert.ok(report.accepted >= 1, `${name}: the solved board and the unsolvable ones`);
      assert.equal(report.runs[0].failure, undefined, name);
    }
  });

  it('refuses a file without the class or function LeetCode calls, in one sentence', async () => {
    const source = join(files.dir, 'main.py');
    writeFileSync(source, 'print(0)\n');
    const output = refusal(
      (await judged({ program: { kind: 'source', path: source }, problem: 'leetcode773' })).outcome,
    );
    assert.equal(
      output,
      `${source}: error: LeetCode calls Solution().slidingPuzzle(board); the file has none (write only the class LeetCode gives you, the judge supplies main)\n`,
    );
  });

  it('refuses C, which has no harness here, and a Java Solution with a package line', async () => {
    const c = join(files.dir, 'solution.c');
    writeFileSync(c, 'int slidingPuzzle(int** board, int boardSize, int* boardColSize) { return 0; }\n');
    assert.match(
      refusal((await judged({ program: { kind: 'source', path: c }, problem: 'leetcode773' })).outcome),
      /harness for C\+\+, Java, Python and JavaScript, not for c/,
    );
    const java = join(files.dir, 'Solution.java');
    writeFileSync(
      java,
      'package leet;\nclass Solution { public int slidingPuzzle(int[][] board) { return 0; } }\n',
    );
    assert.match(
      refusal((await judged({ program: { kind: 'source', path: java }, problem: 'leetcode773' })).outcome),
      /Solution\.java:1: error: .*remove the line 'package leet;'/,
    );
  });

  it("shows the user's own file and line in the compiler's messages of a C++ Solution", async () => {
    const source = join(files.dir, 'broken.cpp');
    writeFileSync(
      source,
      'class Solution {\npublic:\n    int slidingPuzzle(vector<vector<int>>& board) {\n        return undefinedThing;\n    }\n};\n',
    );
    const { outcome } = await judged({ program: { kind: 'source', path: source }, problem: 'leetcode773' });
    assert.equal(outcome.kind, 'compile-error');
    if (outcome.kind !== 'compile-error') return;
    assert.match(
      outcome.output,
      new RegExp(
        `${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:4:16: error: .undefinedThing. was not declared`,
      ),
    );
  });
});
