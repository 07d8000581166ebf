// `eight-puzzle judge` as a user runs it: the installed command line as a
// child process, compiling and running the test programs for real. What it
// prints, in what order, and its exit codes; the problem it judges as and
// why; the limits, time and memory it reports; output that stays a screenful;
// and that Ctrl+C leaves nothing running.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertAllGone,
  CLI,
  hangingPids,
  inputFile,
  M32,
  PROGRAMS,
  ROOMY_MS,
  RUNS_32_BIT,
  scratch,
  waitFor,
} from '../support/judgeSupport';

interface Ran {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

function judgeCli(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Ran {
  const ran = spawnSync(process.execPath, [CLI, 'judge', ...args], {
    cwd: PROGRAMS,
    encoding: 'utf8',
    env,
    maxBuffer: 64 * 1024 * 1024,
    timeout: 110_000,
  });
  return { code: ran.status, out: ran.stdout, err: ran.stderr };
}

const ROOMY = ['--time-limit', String(ROOMY_MS)];
/** Room for Python's table of 9! boards, which HDU 1043's 32 MiB does not give. */
const ROOMY_MEMORY = ['--memory-limit', '512M'];

describe('eight-puzzle judge', function () {
  this.timeout(120_000);
  let files: ReturnType<typeof scratch>;
  let few = '';
  before(() => {
    files = scratch();
    few = inputFile(files.dir, 'few.in', [
      '1 2 3 4 5 6 7 8 x',
      '2 3 4 1 5 x 7 6 8',
      '8 6 7 2 5 4 3 x 1',
      '2 1 3 4 5 6 7 8 x',
    ]);
  });
  after(() => files.cleanUp());

  it('exits 0 for a right program, saying what it judged it as, how it compiled it, the limits, and the time and memory', () => {
    const ran = judgeCli(['batch.cpp']);
    assert.equal(ran.code, 0, ran.err);
    const lines = ran.out.trimEnd().split('\n');
    assert.equal(lines[0], 'judged as HDU 1043, named in the source');
    // Built as HDU's MinGW built it: 32-bit, with GCC 4's strings.
    assert.match(
      lines[1],
      new RegExp(
        `^compile: g\\+\\+ ${M32}-D_GLIBCXX_USE_CXX11_ABI=0 -std=gnu\\+\\+98 -O2 -DONLINE_JUDGE .*batch\\.cpp -lm$`,
      ),
    );
    assert.equal(lines[2], "compiler: HDU 1043's G++");
    assert.equal(
      lines[3],
      RUNS_32_BIT
        ? "machine: built 32-bit with GCC 4's copy-on-write strings, as on HDU 1043's 32-bit Windows, MinGW GCC 4; memory counted as there: the pages a program touches"
        : "note: this machine cannot build and run 32-bit programs (npm run setup installs g++-multilib; the kernel must run 32-bit programs too): built 64-bit with GCC 4's copy-on-write strings, so pointers take twice the memory they took on HDU 1043's 32-bit Windows, MinGW GCC 4; a run is held to twice the memory limit, and only a peak past that is over the limit there for sure",
    );
    assert.match(lines[4], /^edge\+random:1363: 1,400 cases, every board in one run$/);
    assert.equal(
      lines[5],
      'limits: 5,000 ms of CPU time and 32 MiB a run (Time Limit: 10000/5000 MS (Java/Others)  Memory Limit: 65536/32768 K (Java/Others)  Special Judge)',
    );
    // The figures' lines; a line of the machine's load may stand between them and the count, when the machine
    // is busy.
    const figures = lines.filter((line) => /^(time|memory|load): /.test(line));
    assert.match(
      figures[0],
      /^time: slowest the run of 1,400 boards, [\d,]+ ms( \([\d,]+ ms CPU\))?; total [\d,]+ ms \(program [\d,]+ ms( \([\d,]+ ms CPU\))?, judge [\d,]+ ms, compile [\d,]+ ms\)$/,
    );
    assert.match(
      figures[1],
      RUNS_32_BIT
        ? /^memory: peak [\d.,]+ (KiB|MiB), the run \(limit 32 MiB\)$/
        : /^memory: peak [\d.,]+ (KiB|MiB), the run \(limit 32 MiB\); a 64-bit build, where HDU 1043's judge built 32-bit programs: larger than there$/,
    );
    assert.ok(
      figures.length === 2 || /^load: [\d.]+ on \d+ cores during the judgement/.test(figures[2]),
      figures.join('\n'),
    );
    assert.equal(lines[lines.length - 1], '1,400 of 1,400 cases accepted');
  });

  it("exits 1 and prints the failing case with its board, the answer, the reason and its run's time and memory", () => {
    const ran = judgeCli(['--problem', 'poj1077', '--tests', few, 'wrongOnSolved.cpp', ...ROOMY]);
    assert.equal(ran.code, 1);
    const lines = ran.out.trimEnd().split('\n');
    assert.equal(lines[0], 'judged as POJ 1077 (--problem poj1077)');
    assert.equal(lines[2], "compiler: POJ 1077's G++ (MinGW GCC 4.4.0)");
    assert.equal(lines[4], `${few}: 4 cases, one run per board`);
    assert.equal(lines[5], 'limits: 15,000 ms of CPU time and 64 MiB a run (given)');
    assert.match(
      lines[6],
      /^case 1: 1 2 3 4 5 6 7 8 x \(0 moves\), answer "unsolvable": wrong answer: this board is already solved \(no moves needed\)( \[[\d,]+ ms( CPU)?(, [\d.,]+ (KiB|MiB))?\])?$/,
    );
    assert.equal(lines[7], 'verdicts: 3 accepted, 1 wrong answer');
    assert.match(lines[8], /^time: slowest case \d \([1-8x ]+\), [\d,]+ ms/);
    assert.equal(lines[lines.length - 1], '3 of 4 cases accepted');
  });

  it('fails a one-board program under HDU 1043, which gives every board in one run, and never reruns it', () => {
    const ran = judgeCli(['--problem', 'hdu1043', '--tests', few, 'oneBoard.cpp', ...ROOMY]);
    assert.equal(ran.code, 1, ran.out + ran.err);
    assert.match(ran.out, /read until the end of input: HDU 1043 gives every board in one run/);
    assert.match(ran.out, /\n1 of 4 cases accepted\n$/);
  });

  it('runs each board on its own with --per-case, saying it only diagnoses', () => {
    const ran = judgeCli(['--problem', 'hdu1043', '--per-case', '--tests', few, 'oneBoard.cpp', ...ROOMY]);
    assert.equal(ran.code, 0, ran.out + ran.err);
    assert.match(
      ran.out,
      /\nnote: each board was run on its own, to diagnose: not HDU 1043's verdict, which gives every board in one run\n/,
    );
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

  it('prints at most a screenful of cases per verdict, then how many more', () => {
    const ran = judgeCli([
      '--tests',
      'random:500',
      ...ROOMY,
      '--',
      'sh',
      '-c',
      'cat > /dev/null; yes r | head -n 500',
    ]);
    assert.equal(ran.code, 1);
    const cases = ran.out.split('\n').filter((line) => line.startsWith('case '));
    assert.equal(cases.length, 20);
    assert.match(ran.out, /\n… and 480 more wrong answer\n/);
  });

  it('says a batch run that timed out in one line, however many boards it held', () => {
    const ran = judgeCli(['--tests', 'all', '--time-limit', '300', '--', 'sh', '-c', 'exec sleep 100']);
    assert.equal(ran.code, 1);
    assert.ok(ran.out.split('\n').length < 15, `${ran.out.split('\n').length} lines`);
    assert.match(
      ran.out,
      /\nthe run of 362,880 boards \(all\): time limit exceeded: [^\n]*after answering 0 of 362,880/,
    );
    assert.match(ran.out, /\n0 of 362,880 cases accepted\n$/);
  });

  it('says memory limit exceeded with the peak, at --memory-limit', () => {
    const hog =
      'import sys\nsys.stdin.read()\nblocks = [bytearray(16 << 20) for _ in range(16)]\nprint(len(blocks))\n';
    const source = join(files.dir, 'hog.py');
    writeFileSync(source, hog);
    const ran = judgeCli(['--tests', few, '--memory-limit', '64M', ...ROOMY, source]);
    assert.equal(ran.code, 1);
    assert.match(ran.out, /\nlimits: 15,000 ms of CPU time and 64 MiB a run \(given\)\n/);
    assert.match(ran.out, /\nthe run of 4 boards \([^)]*\): memory limit exceeded: [^\n]*64 MiB|65,536 KiB/);
  });

  it('feeds CRLF, trailing spaces and no final newline with --whitespace, and names the form of a failing case', () => {
    const ran = judgeCli(['--whitespace', '--tests', few, 'crlf.py', ...ROOMY, ...ROOMY_MEMORY]);
    assert.equal(ran.code, 1);
    assert.match(
      ran.out,
      /\ncase 2 \(CRLF line end[^)]*\): 2 3 4 1 5 x 7 6 8 \(19 moves\), answer "unsolvable": wrong answer: this board is solvable \(shortest is 19 moves\)\n/,
    );
    assert.doesNotMatch(ran.out, /\ncase \d+: /, 'the plain input is all accepted');
  });

  it('judges a source as the problem it names, or as the default with a hint when its answers fit other problems', () => {
    const named = join(files.dir, 'p1379.py');
    writeFileSync(named, '# Luogu P1379\nprint(0)\n');
    assert.match(judgeCli(['--tests', few, named]).out, /^judged as Luogu P1379, named in the source\n/);
    // Answers every board with a number, as Luogu wants: under HDU 1043 that is no answer at all.
    const ran = judgeCli(['--tests', few, ...ROOMY, '--', 'sh', '-c', 'while read line; do echo 5; done']);
    assert.equal(ran.code, 1);
    assert.match(ran.out, /^judged as HDU 1043, the default \(--problem chooses another\)\n/);
    assert.match(
      ran.out,
      /\nevery case failed as HDU 1043; its answers are numbers, which these problems take: try [^\n]*--problem luogu1379 \(Luogu P1379\)/,
    );
  });

  it("compiles as the problem's judge does, with --std, --cflags and --defines over it", () => {
    const era = join(PROGRAMS, 'era', 'gets.cpp');
    assert.equal(judgeCli([era]).code, 0);
    const newer = judgeCli(['--std', 'c++14', era]);
    assert.equal(newer.code, 2);
    assert.match(newer.err, /.gets. was not declared in this scope/);
    const flags = judgeCli([
      '--cflags',
      '-O0 -g',
      '--defines',
      'ONLINE_JUDGE,LOCAL=1',
      '--tests',
      few,
      'batch.cpp',
    ]);
    assert.equal(flags.code, 0, flags.err);
    assert.match(
      flags.out,
      new RegExp(
        `\\ncompile: g\\+\\+ ${M32}-D_GLIBCXX_USE_CXX11_ABI=0 -std=gnu\\+\\+98 -O0 -g -DONLINE_JUDGE -DLOCAL=1 `,
      ),
    );
  });

  it("says when C++98 is why today's code does not compile, and how to judge it with a newer standard", () => {
    const modern = join(files.dir, 'modern.cpp');
    writeFileSync(
      modern,
      '// HDU 1043\n#include <vector>\nint main() { std::vector<int> v = {1, 2}; for (auto x : v) (void)x; }\n',
    );
    const ran = judgeCli([modern]);
    assert.equal(ran.code, 2);
    assert.match(
      ran.err,
      /\neight-puzzle: judge: compilation error \(g\+\+, exit code 1\)\neight-puzzle: judge: HDU 1043's judge compiles C\+\+98 \(-std=gnu\+\+98\), and this code needs C\+\+11 or later\. --std c\+\+11/,
    );
    // The setup is said even when compiling fails: which problem, why, and the compiler's command.
    assert.match(
      ran.out,
      new RegExp(
        `^judged as HDU 1043, named in the source\\ncompile: g\\+\\+ ${M32}.*-std=gnu\\+\\+98 .*modern\\.cpp -lm\\ncompiler: HDU 1043's G\\+\\+\\n`,
      ),
    );
    const unnamed = join(files.dir, 'unnamed.cpp');
    writeFileSync(
      unnamed,
      '#include <unordered_map>\nint main() { std::unordered_map<int, int> m; return (int)m.size(); }\n',
    );
    const guessed = judgeCli([unnamed]);
    assert.equal(guessed.code, 2);
    assert.match(
      guessed.out,
      /^judged as HDU 1043, the default \(name the problem in a comment, or give --problem\)\n/,
    );
    assert.match(
      guessed.err,
      /HDU 1043's judge compiles C\+\+98 \(-std=gnu\+\+98\), and this code needs C\+\+11 or later\. HDU 1043 was only the default, as the source names no problem: if it is another problem's .*name it in a comment or give --problem;/,
    );
  });

  it("says a problem named only by the file's name is named so", () => {
    const byName = join(files.dir, 'poj1077.py');
    writeFileSync(byName, 'print("unsolvable")\n');
    assert.match(
      judgeCli(['--tests', few, byName]).out,
      /^judged as POJ 1077, named by the file's name \(a comment in the source, or --problem, says otherwise\)\n/,
    );
  });

  it('shows a compile error as the compiler printed it, and exits 2', () => {
    const ran = judgeCli(['compileError.cpp']);
    assert.equal(ran.code, 2);
    assert.match(
      ran.out,
      /^judged as HDU 1043, the default .*\ncompile: g\+\+ .*compileError\.cpp -lm\n/,
      'the setup, on standard output',
    );
    assert.match(ran.err, /compileError\.cpp:5:3: error: .moves. was not declared in this scope\n/);
    assert.match(ran.err, /\neight-puzzle: judge: compilation error \(g\+\+, exit code 1\)\n$/);
  });

  it('refuses a Java package line as a compilation error, in one sentence, and exits 2', () => {
    const ran = judgeCli([join('era', 'Packaged.java')]);
    assert.equal(ran.code, 2);
    assert.match(
      ran.err,
      /Packaged\.java:4: error: the judges compile your class in no package .*remove the line 'package acm\.eight;'\neight-puzzle: judge: compilation error \(the judges would not compile it\)\n$/,
    );
  });

  it('exits 2 for a program that cannot be started, with nothing on standard output', () => {
    const ran = judgeCli(['--', './no-such-program']);
    assert.equal(ran.code, 2);
    assert.equal(ran.out, '');
    assert.equal(ran.err, 'eight-puzzle: judge: ./no-such-program: not found\n');
  });

  it('refuses a FIFO as a test file at once, rather than waiting on it', () => {
    const fifo = join(files.dir, 'tests.fifo');
    execFileSync('mkfifo', [fifo]);
    const ran = judgeCli(['--tests', fifo, 'batch.cpp']);
    assert.equal(ran.code, 2, ran.out + ran.err);
    assert.match(ran.err, /tests\.fifo/);
  });

  it('exits 2 for usage errors, saying what is wrong', () => {
    const cases: [string[], RegExp][] = [
      [[], /judge: give a SOURCE file/],
      [['--per-case', '--batch', 'batch.cpp'], /choose one of --per-case and --batch/],
      [
        ['--problem', 'uva', 'batch.cpp'],
        /--problem "uva": expected poj1077, hdu1043, luogu1379, acwing179, /,
      ],
      [['--tests', 'random:0', 'batch.cpp'], /expected random:N with N from 1/],
      [['--seed', '3', '--tests', 'edge', 'batch.cpp'], /--seed goes with --tests random:N/],
      [['--time-limit', '0', 'batch.cpp'], /--time-limit "0": expected a whole number from 1 to 600000/],
      [
        ['--memory-limit', 'lots', 'batch.cpp'],
        /--memory-limit "lots": expected a size from 1M to 64G, such as 65536K, 256M or 1G/,
      ],
      [['--std', 'c++17;rm', 'batch.cpp'], /--std "c\+\+17;rm": expected a language standard/],
      [['--defines', 'A,1B', 'batch.cpp'], /--defines: "1B" is not NAME or NAME=VALUE/],
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
    const first = judgeCli(['--tests', 'random:50', '--seed', '9', 'batch.js', ...ROOMY, ...ROOMY_MEMORY]);
    assert.equal(first.code, 0, first.err);
    assert.match(first.out, /\nrandom:50: 50 cases, /);
    assert.match(first.out, /\n50 of 50 cases accepted\n$/);
  });

  it('judges all 9! boards in one run', function () {
    const ran = judgeCli(['--tests', 'all', 'batch.cpp', ...ROOMY]);
    assert.equal(ran.code, 0, ran.err);
    assert.match(ran.out, /\nall: 362,880 cases, every board in one run/);
    assert.match(ran.out, /\n362,880 of 362,880 cases accepted\n$/);
  });

  it('kills the program and its child on Ctrl+C, and exits 130', async () => {
    const child = spawn(
      process.execPath,
      [CLI, 'judge', '--time-limit', '60000', '--', 'python3', join(PROGRAMS, 'hang.py')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (piece: Buffer) => (err += piece.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let pids: number[] | undefined;
    await waitFor(
      () => (pids = hangingPids(child.pid ?? 0)) !== undefined,
      'the hanging program to start',
      30_000,
    );
    child.kill('SIGINT');
    assert.equal(await exited, 130);
    assert.match(err, /eight-puzzle: judge: interrupted/);
    await assertAllGone(pids ?? []);
  });

  it('exits at once on a second Ctrl+C, and still leaves nothing running and no run folder', async () => {
    // The run folder goes in a temporary directory of this test's own, to be looked at afterwards.
    const temp = mkdtempSync(join(files.dir, 'tmp-'));
    const env = { ...process.env, TMPDIR: temp };
    const child = spawn(
      process.execPath,
      [CLI, 'judge', '--time-limit', '60000', join(PROGRAMS, 'hang.cpp')],
      { stdio: 'ignore', env },
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let pids: number[] | undefined;
    await waitFor(
      () => (pids = hangingPids(child.pid ?? 0)) !== undefined,
      'the hanging program to start',
      30_000,
    );
    assert.equal(
      readdirSync(temp).filter((name) => name.startsWith('eight-puzzle-judge-')).length,
      1,
      'the run folder, while the program runs',
    );
    child.kill('SIGINT');
    child.kill('SIGINT');
    assert.equal(await exited, 130);
    await assertAllGone(pids ?? []);
    assert.deepEqual(
      readdirSync(temp).filter((name) => name.startsWith('eight-puzzle-judge-')),
      [],
    );
  });
});
