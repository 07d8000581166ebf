// `eight-puzzle judge` as a user runs it: the installed command line as a
// child process, compiling and running the test programs for real. What it
// prints, in what order, and its exit codes; and that Ctrl+C leaves nothing
// running.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { assertAllGone, CLI, inputFile, PROGRAMS, readPids, ROOMY_MS, scratch, waitFor } from './judgeSupport';

interface Ran {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

function judgeCli(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Ran {
  const ran = spawnSync(process.execPath, [CLI, 'judge', ...args], { cwd: PROGRAMS, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  return { code: ran.status, out: ran.stdout, err: ran.stderr };
}

const ROOMY = ['--time-limit', String(ROOMY_MS)];

describe('eight-puzzle judge', function () {
  this.timeout(120_000);
  let files: ReturnType<typeof scratch>;
  let few = '';
  before(() => {
    files = scratch();
    few = inputFile(files.dir, 'few.in', ['1 2 3 4 5 6 7 8 x', '2 3 4 1 5 x 7 6 8', '8 6 7 2 5 4 3 x 1', '2 1 3 4 5 6 7 8 x']);
  });
  after(() => files.cleanUp());

  it('exits 0 for a right program, and ends with the time figures and N of M cases accepted', () => {
    const ran = judgeCli(['batch.cpp', ...ROOMY]);
    assert.equal(ran.code, 0, ran.err);
    const lines = ran.out.trimEnd().split('\n');
    assert.match(lines[0], /^edge: \d+ cases, every board in one run, time limit [\d,]+ ms for the run \(15,000 ms per board, scaled\)$/);
    assert.match(lines[lines.length - 2], /^time: slowest the run of \d+ boards, [\d,]+ ms; total [\d,]+ ms \(program [\d,]+ ms, judge [\d,]+ ms, compile [\d,]+ ms\)$/);
    const [, accepted, cases] = /^(\d+) of (\d+) cases accepted$/.exec(lines[lines.length - 1]) ?? [];
    assert.ok(accepted !== undefined && accepted === cases, lines[lines.length - 1]);
    assert.equal(ran.err, '');
  });

  it('exits 1 and prints the failing case with its board, the answer and the reason', () => {
    const ran = judgeCli(['--problem', 'poj1077', '--tests', few, 'wrongOnSolved.cpp', ...ROOMY]);
    assert.equal(ran.code, 1);
    const lines = ran.out.trimEnd().split('\n');
    assert.deepEqual(lines.slice(0, 3), [
      `${few}: 4 cases, one run per board, time limit 15,000 ms each`,
      'case 1: 1 2 3 4 5 6 7 8 x (0 moves), answer "unsolvable": wrong answer: this board is already solved (no moves needed)',
      'verdicts: 3 accepted, 1 wrong answer',
    ]);
    assert.match(lines[3], /^time: slowest case \d \([1-8x ]+\), [\d,]+ ms; total/);
    assert.equal(lines[4], '3 of 4 cases accepted');
  });

  it('says when a batch run answers only the first board, and reruns it per board', () => {
    const ran = judgeCli(['--tests', few, 'oneBoard.cpp', ...ROOMY]);
    assert.equal(ran.code, 0, ran.out + ran.err);
    assert.match(ran.out, /\nthe program answered only the first board of 4 in one run: each board is run on its own\n/);
  });

  it('lists the simplest failing cases first, and shortens long answers', () => {
    // Answers every board with the same long wrong string.
    const script = `cat > /dev/null; for i in 1 2 3 4; do echo ${'r'.repeat(60)}; done`;
    const ran = judgeCli(['--tests', few, ...ROOMY, '--', 'sh', '-c', script]);
    assert.equal(ran.code, 1);
    const cases = ran.out.split('\n').filter((line) => line.startsWith('case '));
    assert.deepEqual(
      cases.map((line) => line.slice(0, line.indexOf(':'))),
      ['case 1', 'case 4', 'case 2', 'case 3'],
      'the solved board (0 moves), the unsolvable one, then 19 and 31 moves',
    );
    assert.match(cases[0], /answer "r{40}…" \(60 characters\): wrong answer: step 1: 'r' leaves the board$/);
  });

  it('feeds CRLF, trailing spaces and no final newline with --whitespace, and names the form of a failing case', () => {
    const ran = judgeCli(['--whitespace', '--tests', few, 'crlf.py', ...ROOMY]);
    assert.equal(ran.code, 1);
    assert.ok(ran.out.startsWith(`${few}: 8 cases, every board in one run`), ran.out);
    assert.match(ran.out, /\ncase 2 \(CRLF line end\): 2 3 4 1 5 x 7 6 8 \(19 moves\), answer "unsolvable": wrong answer: this board is solvable \(shortest is 19 moves\)\n/);
    assert.doesNotMatch(ran.out, /\ncase \d+: /, 'the plain input is all accepted');
  });

  it('shows a compile error as the compiler printed it, and exits 2', () => {
    const ran = judgeCli(['compileError.cpp']);
    assert.equal(ran.code, 2);
    assert.equal(ran.out, '');
    assert.match(ran.err, /compileError\.cpp:5:3: error: .moves. was not declared in this scope\n/);
    assert.match(ran.err, /\neight-puzzle: judge: compilation failed \(g\+\+, exit code 1\)\n$/);
  });

  it('exits 2 for a program that cannot be started, with nothing on standard output', () => {
    const ran = judgeCli(['--', './no-such-program']);
    assert.equal(ran.code, 2);
    assert.equal(ran.out, '');
    assert.equal(ran.err, 'eight-puzzle: judge: ./no-such-program: not found\n');
  });

  it('exits 2 for usage errors, saying what is wrong', () => {
    const cases: [string[], RegExp][] = [
      [[], /judge: give a SOURCE file/],
      [['--per-case', '--batch', 'batch.cpp'], /choose one of --per-case and --batch/],
      [['--problem', 'uva', 'batch.cpp'], /--problem "uva": expected poj1077, hdu1043, luogu1379/],
      [['--tests', 'random:0', 'batch.cpp'], /expected random:N with N from 1/],
      [['--seed', '3', 'batch.cpp'], /--seed goes with --tests random:N/],
      [['--time-limit', '0', 'batch.cpp'], /--time-limit "0": expected a whole number from 1 to 600000/],
      [['--steps', 'batch.cpp'], /judge does not take --steps \(solve does\)/],
      [['a.cpp', 'b.cpp'], /unexpected argument 'b.cpp'/],
      [['a.cpp', '--', './a.out'], /give either a SOURCE file or -- COMMAND, not both/],
      [['notes.txt'], /notes\.txt: unknown language '\.txt'/],
      [['--tests', 'missing.in', 'batch.cpp'], /missing\.in: no such file/],
    ];
    for (const [args, message] of cases) {
      const ran = judgeCli(args);
      assert.equal(ran.code, 2, args.join(' '));
      assert.match(ran.err, message, args.join(' '));
      assert.doesNotMatch(ran.err, /\n\s+at /, 'no stack trace');
    }
  });

  it('judges random:N boards from a seed, the same boards every time', () => {
    const first = judgeCli(['--tests', 'random:50', '--seed', '9', 'batch.js', ...ROOMY]);
    assert.equal(first.code, 0, first.err);
    assert.match(first.out, /^random:50: 50 cases, /);
    assert.match(first.out, /\n50 of 50 cases accepted\n$/);
  });

  it('judges all 9! boards in one run', function () {
    const ran = judgeCli(['--tests', 'all', 'batch.cpp', ...ROOMY]);
    assert.equal(ran.code, 0, ran.err);
    assert.match(ran.out, /^all: 362,880 cases, every board in one run/);
    assert.match(ran.out, /\n362,880 of 362,880 cases accepted\n$/);
  });

  it('kills the program and its child on Ctrl+C, and exits 130', async () => {
    const pidFile = join(files.dir, 'interrupted.pids');
    const child = spawn(process.execPath, [CLI, 'judge', '--time-limit', '60000', '--', 'python3', join(PROGRAMS, 'hang.py'), pidFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (piece: Buffer) => (err += piece.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await waitFor(() => readPids(pidFile) !== undefined, 'the hanging program to start');
    child.kill('SIGINT');
    assert.equal(await exited, 130);
    assert.match(err, /eight-puzzle: judge: interrupted after 0 cases\n/);
    await assertAllGone(readPids(pidFile) ?? []);
  });

  it('exits at once on a second Ctrl+C, and still leaves nothing running and no compilation directory', async () => {
    const pidFile = join(files.dir, 'twice.pids');
    // The compilation directory goes in a temporary directory of this test's own, to be looked at afterwards.
    const temp = mkdtempSync(join(files.dir, 'tmp-'));
    const env = { ...process.env, TMPDIR: temp, EIGHT_PUZZLE_PIDS: pidFile };
    const child = spawn(process.execPath, [CLI, 'judge', '--time-limit', '60000', join(PROGRAMS, 'hang.cpp')], { stdio: 'ignore', env });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await waitFor(() => readPids(pidFile) !== undefined, 'the hanging program to start', 30_000);
    assert.equal(readdirSync(temp).length, 1, 'the compilation directory, while the program runs');
    child.kill('SIGINT');
    child.kill('SIGINT');
    assert.equal(await exited, 130);
    await assertAllGone(readPids(pidFile) ?? []);
    assert.deepEqual(readdirSync(temp), []);
  });
});
