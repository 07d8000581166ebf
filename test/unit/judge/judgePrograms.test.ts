// The judge on real programs, compiled and run by the judge itself: a right
// batch program and a right one-board program, and programs that are wrong
// on the solved board, break on CRLF, hang (with a child), crash, print
// forever and do not compile, in C++ and in Python; right Java and
// JavaScript programs. Each verdict, reason and figure a front end shows,
// and each run's time and memory. (The judge-era programs and LeetCode's
// harness: judgeEra.test.ts, judgeHarness.test.ts.)
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  EIGHT_PUZZLE,
  isAccepted,
  judgeAnswer,
  optimalDistance,
  replay,
  sameBoard,
} from '../../../src/engine';
import { problemOf } from '../../../src/problems';
import { CaseResult, JudgeEvent } from '../../../src/judge';
import { defaultChoice } from '../../../src/judge/sandbox/containment';
import { hasProc } from '../../../src/judge/sandbox/procfs';
import {
  assertGoneNow,
  compileDirs,
  hangingPids,
  inputFile,
  judged,
  program,
  readPids,
  reportOf,
  ROOMY_MS,
  scratch,
  waitFor,
  watchHanging,
} from '../support/judgeSupport';

/**
 * A few boards for programs run once per board, which pay their start-up (and Python's search) every time.
 */
const FEW_BOARDS = [
  '1 2 3 4 5 6 7 8 x',
  '1 2 3 4 5 x 7 8 6',
  '2 3 4 1 5 x 7 6 8',
  '8 6 7 2 5 4 3 x 1',
  '2 1 3 4 5 6 7 8 x',
];

/**
 * Room for the right programs of every language: HDU 1043 allows 32 MiB, which a Python table of 9! boards
 * needs more than.
 */
const ROOMY_MEMORY_KIB = 512 * 1024;

/** Every accepted result is a right answer by the engine's own judge, replayed here. */
function assertRightAnswers(results: readonly CaseResult[]): void {
  for (const result of results) {
    if (result.verdict !== 'accepted') continue;
    // The solved board's answer is an empty line, or nothing at all.
    if (result.answer === null || result.answer === '') {
      assert.equal(result.optimal, 0, `${result.id}: no answer`);
      continue;
    }
    assert.ok(
      isAccepted(judgeAnswer(EIGHT_PUZZLE, result.board, result.answer)),
      `${result.id}: ${result.answer}`,
    );
    if (result.answer !== 'unsolvable') assert.ok(replay(EIGHT_PUZZLE, result.board, result.answer).solved);
  }
}

describe('the judge, on real programs', function () {
  // Compilers and interpreters start slowly on a busy machine.
  this.timeout(120_000);
  let files: ReturnType<typeof scratch>;
  let few = '';
  before(() => {
    files = scratch();
    few = inputFile(files.dir, 'few.in', FEW_BOARDS);
  });
  after(() => files.cleanUp());

  for (const [language, source] of [
    ['C++', 'batch.cpp'],
    ['C', 'batch.c'],
    ['Python', 'batch.py'],
    ['Java', 'Batch.java'],
    ['JavaScript', 'batch.js'],
  ] as const) {
    it(`accepts a right batch program in ${language}, every board in one run, with the run's time and memory`, async () => {
      const { outcome, events, results } = await judged({
        program: { kind: 'source', path: program(source) },
        timeLimitMs: ROOMY_MS,
        memoryLimitKiB: ROOMY_MEMORY_KIB,
      });
      const report = reportOf(outcome);
      assert.equal(report.mode, 'batch');
      assert.equal(report.diagnosis, undefined);
      assert.equal(report.runs.length, 1, 'one run for every board');
      assert.equal(report.accepted, report.cases);
      assert.deepEqual(report.failures, []);
      assert.ok(report.cases >= 300, `the standard set has ${report.cases} boards`);
      assert.equal(results.length, report.cases, 'a result event for every case');
      assertRightAnswers(results);
      // Events come in order: (compiling, compiled,) the planned cases, the run, its end, the results.
      const types = events
        .map((event) => event.type)
        .filter((type) => type !== 'compiling' && type !== 'compiled');
      assert.deepEqual(types.slice(0, 3), ['cases', 'run-started', 'run-ended']);
      const planned = events.find(
        (event): event is Extract<JudgeEvent, { type: 'cases' }> => event.type === 'cases',
      );
      assert.deepEqual(
        planned?.cases.map((c) => c.id),
        results.map((r) => r.id),
      );
      const [run] = report.runs;
      assert.ok(run.durationMs > 0, 'the run is timed');
      // The judge measures CPU time wherever it contains the run, by a cgroup or /proc: only without either
      // is there none.
      if (hasProc() && defaultChoice() !== 'none')
        assert.ok(run.cpuMs !== undefined && run.cpuMs >= 0, `the run's CPU time: ${run.cpuMs} ms`);
      assert.ok(
        run.peakKiB === undefined || (run.peakKiB > 0 && run.peakKiB < ROOMY_MEMORY_KIB),
        `the run's peak memory: ${run.peakKiB} KiB`,
      );
      for (const dir of compileDirs(events)) assert.equal(existsSync(dir), false, `${dir} is removed`);
    });
  }

  it("holds a Python table of 9! boards to HDU 1043's 32 MiB, as HDU does: memory limit exceeded, with the peak", async () => {
    const { outcome } = await judged({
      program: { kind: 'source', path: program('batch.py') },
      tests: { kind: 'edge' },
    });
    const report = reportOf(outcome);
    assert.equal(report.limits.memoryKiB, 32 * 1024);
    if (report.runs[0].peakKiB === undefined) return; // Memory cannot be measured on this machine.
    assert.equal(report.counts['memory-limit-exceeded'], report.cases);
    assert.match(report.runs[0].failure?.reason ?? '', /memory limit of 32,768 KiB/);
  });

  it('covers the edge boards: solved, every distance up to 31, the farthest, unsolvable', async () => {
    const { results } = await judged({
      program: { kind: 'source', path: program('batch.js') },
      timeLimitMs: ROOMY_MS,
    });
    assert.ok(sameBoard(results[0].board, EIGHT_PUZZLE.goal), 'the solved board comes first');
    const distances = new Set(results.map((result) => result.optimal));
    for (let distance = 0; distance <= 31; distance++)
      assert.ok(distances.has(distance), `a board ${distance} moves away`);
    assert.ok(results.filter((result) => result.optimal === null).length >= 2, 'unsolvable boards');
    assert.equal(results.filter((result) => result.optimal === 31).length, 2, 'both boards 31 moves away');
  });

  for (const [language, source] of [
    ['C++', 'oneBoard.cpp'],
    ['Python', 'oneBoard.py'],
  ] as const) {
    it(`fails a ${language} program that answers only the first board under HDU 1043, which gives every board in one run`, async () => {
      const { outcome } = await judged({
        program: { kind: 'source', path: program(source) },
        tests: { kind: 'file', path: few },
        timeLimitMs: ROOMY_MS,
      });
      const report = reportOf(outcome);
      assert.equal(report.mode, 'batch');
      assert.equal(report.runs.length, 1, 'never rerun per board');
      assert.equal(report.accepted, 1, 'its one answer, to the first board');
      assert.equal(report.counts['wrong-answer'], 4);
      assert.match(
        report.failures[0].reason,
        /read until the end of input: HDU 1043 gives every board in one run/,
      );
    });

    it(`runs each board of a batch problem on its own when asked, to diagnose, and says it is not the verdict (${language})`, async () => {
      const { outcome, results } = await judged({
        program: { kind: 'source', path: program(source) },
        mode: 'per-case',
        tests: { kind: 'file', path: few },
        timeLimitMs: ROOMY_MS,
        memoryLimitKiB: ROOMY_MEMORY_KIB,
      });
      const report = reportOf(outcome);
      assert.equal(report.mode, 'per-case');
      assert.match(report.diagnosis ?? '', /to diagnose: not HDU 1043's verdict/);
      assert.equal(report.accepted, 5);
      assert.equal(report.runs.length, 5);
      for (const result of results) {
        assert.ok(result.durationMs !== undefined && result.durationMs > 0, 'each case has its own time');
        assert.ok(result.peakKiB === undefined || result.peakKiB > 0, 'and its own peak memory');
      }
      assertRightAnswers(results);
    });
  }

  it('runs a one-board program once per board under POJ 1077, and never in a batch', async () => {
    const { outcome } = await judged({
      program: { kind: 'source', path: program('oneBoard.cpp') },
      problem: 'poj1077',
      tests: { kind: 'file', path: few },
      timeLimitMs: ROOMY_MS,
    });
    const report = reportOf(outcome);
    assert.equal(report.diagnosis, undefined);
    assert.equal(report.runs.length, 5);
    assert.ok(report.slowest?.id?.startsWith(`${few}#`));
  });

  it('judges a one-board program in a batch as it is when --batch is asked for, even when it closes its input early', async () => {
    // 5,000 boards are more than a pipe holds: the program exits with most of its input unread (EPIPE on our
    // side).
    const { outcome } = await judged({
      program: { kind: 'source', path: program('oneBoard.cpp') },
      problem: 'poj1077',
      mode: 'batch',
      tests: { kind: 'random', count: 5000, seed: 7 },
      timeLimitMs: ROOMY_MS,
      detail: 'failures',
    });
    const report = reportOf(outcome);
    assert.match(report.diagnosis ?? '', /to diagnose/);
    assert.equal(report.runs.length, 1);
    assert.equal(report.accepted, 1, 'its one answer, to the first board');
    assert.equal(report.counts['wrong-answer'], 4999);
    assert.match(report.failures[0].reason, /^no answer/);
  });

  for (const [language, source] of [
    ['C++', 'wrongOnSolved.cpp'],
    ['Python', 'wrongOnSolved.py'],
  ] as const) {
    it(`fails a ${language} program on the solved board only, with the special judge's reason`, async () => {
      const { outcome } = await judged({
        program: { kind: 'source', path: program(source) },
        problem: 'poj1077',
        tests: { kind: 'file', path: few },
        timeLimitMs: ROOMY_MS,
      });
      const report = reportOf(outcome);
      assert.equal(report.accepted, 4);
      assert.equal(report.failures.length, 1);
      const [failure] = report.failures;
      assert.ok(sameBoard(failure.board, EIGHT_PUZZLE.goal));
      assert.equal(failure.verdict, 'wrong-answer');
      assert.equal(failure.answer, 'unsolvable');
      assert.equal(failure.reason, 'this board is already solved (no moves needed)');
      assert.equal(failure.judged?.kind, 'wrongly-unsolvable');
    });
  }

  for (const [language, source] of [
    ['C++', 'crlf.cpp'],
    ['Python', 'crlf.py'],
  ] as const) {
    it(`passes a ${language} program on plain input and fails it on CRLF, naming the form`, async () => {
      const { outcome } = await judged({
        program: { kind: 'source', path: program(source) },
        whitespace: true,
        tests: { kind: 'file', path: few },
        timeLimitMs: ROOMY_MS,
        memoryLimitKiB: ROOMY_MEMORY_KIB,
      });
      const report = reportOf(outcome);
      const plain = report.failures.filter((failure) => failure.form === undefined);
      assert.deepEqual(plain, [], 'the plain input is all accepted');
      const crlf = report.failures.filter((failure) => failure.form?.crlf === true);
      assert.ok(crlf.length >= 4, 'the boards fed with CRLF fail');
      for (const failure of crlf) {
        assert.equal(failure.verdict, 'wrong-answer');
        assert.equal(failure.answer, 'unsolvable');
      }
      assert.ok(report.runs.length >= 2, 'the plain set and its whitespace variants, each in one run');
    });
  }

  it('accepts the right programs with CRLF, trailing spaces and no final newline, in both modes', async () => {
    for (const [source, problem] of [
      ['batch.cpp', 'hdu1043'],
      ['oneBoard.py', 'poj1077'],
    ] as const) {
      const { outcome, results } = await judged({
        program: { kind: 'source', path: program(source) },
        problem,
        whitespace: true,
        tests: { kind: 'file', path: few },
        timeLimitMs: ROOMY_MS,
      });
      const report = reportOf(outcome);
      assert.equal(report.accepted, report.cases, source);
      assert.ok(report.cases >= 10);
      const forms = results.filter((result) => result.form).map((result) => result.form);
      assert.ok(
        forms.some((form) => form?.crlf) &&
          forms.some((form) => form?.trailingSpaces) &&
          forms.some((form) => !form?.finalNewline),
        `${source}: every form is fed`,
      );
    }
  });

  for (const [language, source, problem] of [
    ['C++', 'hang.cpp', 'poj1077'],
    ['Python', 'hang.py', 'hdu1043'],
  ] as const) {
    it(`stops a ${language} program that hangs at the time limit, and kills the child it forked (${problem})`, async () => {
      const hanging = watchHanging(process.pid);
      try {
        const { outcome } = await judged({
          program: { kind: 'source', path: program(source) },
          problem,
          tests: { kind: 'file', path: inputFile(files.dir, 'one.in', ['2 3 4 1 5 x 7 6 8']) },
          timeLimitMs: 700,
        });
        const report = reportOf(outcome);
        assert.equal(report.counts['time-limit-exceeded'], 1);
        assert.equal(report.mode, problem === 'poj1077' ? 'per-case' : 'batch');
        const failure = report.runs[0].failure;
        assert.equal(failure?.verdict, 'time-limit-exceeded');
        assert.match(failure?.reason ?? '', /over the limit of 700 ms, stopped|after 700 ms/);
        assert.equal(failure?.run.signal, 'SIGKILL');
        const pids = hanging.pids();
        assert.ok(pids, 'the program and its child were seen running before the limit');
        assertGoneNow(pids);
      } finally {
        hanging.stop();
      }
    });
  }

  it('kills a child that a program leaves running when it exits', async () => {
    const pidFile = join(files.dir, 'left.pids');
    // The shell answers the solved board at once, leaving a sleeping child in its process group. It tells
    // their ids in a file of
    // the test's, which a run in namespaces could not write: this test is of the layer beneath
    // (judgeSandboxNamespaces.test.ts
    // checks from outside that nothing of a run in namespaces is left).
    process.env.EIGHT_PUZZLE_JUDGE_ISOLATION = 'none';
    const script = `sleep 600 & echo "$$ $!" > '${pidFile}'; cat > /dev/null; echo`;
    const { outcome } = await judged({
      program: { kind: 'command', command: 'sh', args: ['-c', script] },
      tests: { kind: 'file', path: inputFile(files.dir, 'solved.in', ['1 2 3 4 5 6 7 8 x']) },
      timeLimitMs: ROOMY_MS,
    });
    delete process.env.EIGHT_PUZZLE_JUDGE_ISOLATION;
    assert.equal(reportOf(outcome).accepted, 1);
    const pids = readPids(pidFile);
    assert.ok(pids);
    assertGoneNow(pids);
  });

  it('cancels a run when asked: the program and its child are killed, and the report says cancelled', async () => {
    const controller = new AbortController();
    let pids: number[] | undefined;
    {
      const running = judged(
        {
          program: { kind: 'source', path: program('hang.cpp') },
          problem: 'poj1077',
          tests: { kind: 'file', path: few },
          timeLimitMs: 60_000,
        },
        controller.signal,
      );
      await waitFor(
        () => (pids = hangingPids(process.pid)) !== undefined,
        'the hanging program to start',
        30_000,
      );
      controller.abort();
      const { outcome, events } = await running;
      const report = reportOf(outcome);
      assert.equal(report.cancelled, true);
      assert.equal(report.cases, 0, 'no case was judged');
      assertGoneNow(pids ?? []);
      for (const dir of compileDirs(events)) assert.equal(existsSync(dir), false, `${dir} is removed`);
    }
  });

  it('says runtime error for a C++ program that aborts, with the signal and the end of its standard error', async () => {
    const { outcome } = await judged({
      program: { kind: 'source', path: program('crash.cpp') },
      problem: 'poj1077',
      tests: { kind: 'file', path: few },
    });
    const report = reportOf(outcome);
    assert.equal(report.counts['runtime-error'], 5);
    const failure = report.runs[0].failure;
    assert.match(failure?.reason ?? '', /killed by SIGABRT \(aborted\)/);
    assert.equal(failure?.run.signal, 'SIGABRT');
    assert.match(failure?.run.stderrTail ?? '', /out_of_range/);
  });

  it('says runtime error for a Python program that raises, with the exit code and the traceback', async () => {
    const { outcome } = await judged({
      program: { kind: 'source', path: program('crash.py') },
      tests: { kind: 'file', path: few },
      timeLimitMs: ROOMY_MS,
    });
    const report = reportOf(outcome);
    assert.equal(report.counts['runtime-error'], 5, 'the batch run fails every board');
    assert.equal(report.runs.length, 1);
    const failure = report.runs[0].failure;
    assert.equal(failure?.reason, 'exit code 1');
    assert.equal(failure?.answered, 0);
    assert.equal(failure?.run.exitCode, 1);
    assert.match(failure?.run.stderrTail ?? '', /IndexError: list index out of range$/);
  });

  for (const [language, source] of [
    ['C++', 'printsForever.cpp'],
    ['Python', 'printsForever.py'],
  ] as const) {
    it(`stops a ${language} program that prints forever at the output limit`, async () => {
      const { outcome } = await judged({
        program: { kind: 'source', path: program(source) },
        problem: 'poj1077',
        tests: { kind: 'file', path: few },
        timeLimitMs: ROOMY_MS,
        outputLimitBytes: 64 * 1024,
      });
      const report = reportOf(outcome);
      assert.equal(report.counts['output-limit-exceeded'], 5);
      assert.match(
        report.runs[0].failure?.reason ?? report.failures[0].reason,
        /more than 64 KiB of output, stopped/,
      );
      // Stopped at the limit, not at the time limit.
      assert.ok(report.programMs < ROOMY_MS, `${report.programMs} ms`);
    });
  }

  it('shows a C++ compile error as g++ printed it, compiled as the judge compiles, and removes the run folder', async () => {
    const { outcome, events } = await judged({
      program: { kind: 'source', path: program('compileError.cpp') },
    });
    assert.equal(outcome.kind, 'compile-error');
    if (outcome.kind !== 'compile-error') return;
    assert.equal(outcome.command[0], 'g++');
    for (const flag of ['-std=gnu++98', '-O2', '-DONLINE_JUDGE'])
      assert.ok(outcome.command.includes(flag), `${flag} in ${outcome.command.join(' ')}`);
    assert.match(outcome.output, /compileError\.cpp:5:3: error: .moves. was not declared in this scope/);
    assert.equal(outcome.exitCode, 1);
    const dirs = [...new Set(compileDirs(events).map((dir) => dir.replace(/\/judge-include$/, '')))];
    assert.equal(dirs.length, 1, dirs.join(', '));
    assert.equal(existsSync(dirs[0]), false);
  });

  it('shows a Python syntax error as the interpreter prints it, before any board runs', async () => {
    const { outcome, events } = await judged({
      program: { kind: 'source', path: program('compileError.py') },
    });
    assert.equal(outcome.kind, 'compile-error');
    if (outcome.kind !== 'compile-error') return;
    assert.match(outcome.output, /compileError\.py", line 4\n.*\n *\^\nSyntaxError: '\(' was never closed/);
    assert.ok(!events.some((event) => event.type === 'run-started'));
  });

  it('says a program that cannot be started cannot, rather than failing every case', async () => {
    const missing = await judged({
      program: { kind: 'command', command: join(files.dir, 'no-such-program'), args: [] },
    });
    assert.deepEqual(missing.outcome, {
      kind: 'cannot-start',
      message: `${join(files.dir, 'no-such-program')}: not found`,
    });
    const notExecutable = await judged({ program: { kind: 'command', command: few, args: [] } });
    assert.equal(notExecutable.outcome.kind, 'cannot-start');
    const unknown = await judged({ program: { kind: 'source', path: few } });
    assert.equal(unknown.outcome.kind, 'bad-options');
  });

  it('judges Luogu P1379 step counts against the optimal distance', async () => {
    // 0, 4 and 12 moves from Luogu's goal.
    const boards = inputFile(files.dir, 'luogu.in', ['123804765', '283104765', '072813654']);
    // A program that prints the length of a shortest answer that it gets from the command line's own solver.
    const cli = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');
    const right = await judged({
      program: {
        kind: 'command',
        command: process.execPath,
        args: [cli, 'solve', '--steps', '--goal', '123804765'],
      },
      problem: 'luogu1379',
      tests: { kind: 'file', path: boards },
      timeLimitMs: ROOMY_MS,
      memoryLimitKiB: ROOMY_MEMORY_KIB,
    });
    assert.equal(reportOf(right.outcome).accepted, 3);
    const plusTwo = await judged({
      program: { kind: 'command', command: 'sh', args: ['-c', 'echo 6'] },
      problem: 'luogu1379',
      tests: { kind: 'file', path: boards },
      timeLimitMs: ROOMY_MS,
    });
    const report = reportOf(plusTwo.outcome);
    assert.deepEqual(problemOf('luogu1379').puzzle.goal, [1, 2, 3, 8, 9, 4, 7, 6, 5]);
    assert.equal(optimalDistance(problemOf('luogu1379').puzzle, [2, 8, 3, 1, 9, 4, 7, 6, 5]), 4);
    // Luogu wants exactly the minimum: any other count is a wrong answer.
    assert.equal(report.accepted, 0);
    assert.equal(report.counts['wrong-answer'], 3);
  });
});
