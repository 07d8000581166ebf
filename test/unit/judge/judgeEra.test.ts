// Judge-era programs, as people published them for POJ 1077 and HDU 1043,
// compiled and judged as their judges compiled them: `gets` (gone from
// C++14), a global named `move` (ambiguous since C++11), `memset` without
// <cstring> (which MinGW's library brought in through <iostream>), `#ifndef
// ONLINE_JUDGE freopen(…)`, a Java `public class Main` in a file named
// otherwise, and one with a `package` line. Each also fails as it would
// have elsewhere: the judge's environment is what makes it compile.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeOptions, JudgeOutcome } from '../../../src/judge';
import { javaProgramOf, packageLine } from '../../../src/judge/build/javaClass';
import { sandboxReport } from '../../../src/judge/sandbox';
import {
  compileDirs,
  inputFile,
  judged,
  program,
  reportOf,
  ROOMY_MS,
  scratch,
} from '../support/judgeSupport';

const FEW_BOARDS = ['1 2 3 4 5 6 7 8 x', '2 3 4 1 5 x 7 6 8', '8 6 7 2 5 4 3 x 1', '2 1 3 4 5 6 7 8 x'];

function era(name: string): string {
  return program(join('era', name));
}

/** The compiler's output of a compile error, or a failure that says what happened instead. */
function compileOutput(outcome: JudgeOutcome): string {
  assert.equal(outcome.kind, 'compile-error', JSON.stringify(outcome).slice(0, 1500));
  return outcome.kind === 'compile-error' ? outcome.output : '';
}

describe('judge-era programs, compiled as their judges compiled them', function () {
  this.timeout(180_000);
  let files: ReturnType<typeof scratch>;
  let few = '';
  before(() => {
    files = scratch();
    few = inputFile(files.dir, 'few.in', FEW_BOARDS);
  });
  after(() => files.cleanUp());

  const accepted = async (options: JudgeOptions): Promise<void> => {
    const { outcome, events } = await judged(options);
    const report = reportOf(outcome);
    assert.equal(report.accepted, report.cases, JSON.stringify(report.failures.slice(0, 3)));
    for (const dir of compileDirs(events))
      assert.equal(existsSync(dir), false, `${dir} is removed with the judgement`);
  };

  it('compiles gets() under HDU 1043 (C++98, as its G++ was), and not under C++14', async () => {
    await accepted({ program: { kind: 'source', path: era('gets.cpp') }, problem: 'hdu1043' });
    const newer = await judged({
      program: { kind: 'source', path: era('gets.cpp') },
      problem: 'hdu1043',
      compile: { standard: 'c++14' },
    });
    assert.match(
      compileOutput(newer.outcome),
      /'gets' was not declared in this scope|‘gets’ was not declared in this scope/,
    );
  });

  it('compiles a global named move under HDU 1043, which C++11 makes ambiguous with std::move', async () => {
    await accepted({ program: { kind: 'source', path: era('move.cpp') }, problem: 'hdu1043' });
    const newer = await judged({
      program: { kind: 'source', path: era('move.cpp') },
      problem: 'hdu1043',
      compile: { standard: 'c++11' },
    });
    assert.match(compileOutput(newer.outcome), /reference to .move. is ambiguous/);
  });

  it('compiles memset without <cstring> under HDU 1043, as MinGW brought it in through <iostream>; not under Luogu, whose library does not', async () => {
    await accepted({ program: { kind: 'source', path: era('memset.cpp') }, problem: 'hdu1043' });
    const luogu = await judged({
      program: { kind: 'source', path: era('memset.cpp') },
      problem: 'luogu1379',
    });
    assert.match(compileOutput(luogu.outcome), /.memset. was not declared in this scope/);
  });

  it('reproduces only what MinGW brought in: memset with nothing but <cstdio> still fails under HDU 1043', async () => {
    const source = join(files.dir, 'onlyCstdio.cpp');
    writeFileSync(
      source,
      '#include <cstdio>\nint a[9];\nint main() { memset(a, 0, sizeof a); puts(""); return 0; }\n',
    );
    const { outcome } = await judged({ program: { kind: 'source', path: source }, problem: 'hdu1043' });
    assert.match(compileOutput(outcome), /.memset. was not declared in this scope/);
  });

  it('defines ONLINE_JUDGE, so a solution skips its #ifndef ONLINE_JUDGE freopen; without it the program reads nothing', async () => {
    await accepted({
      program: { kind: 'source', path: era('onlineJudge.cpp') },
      problem: 'poj1077',
      tests: { kind: 'file', path: few },
      timeLimitMs: ROOMY_MS,
    });
    const { outcome } = await judged({
      program: { kind: 'source', path: era('onlineJudge.cpp') },
      problem: 'poj1077',
      tests: { kind: 'file', path: few },
      timeLimitMs: ROOMY_MS,
      compile: { defines: [] },
    });
    const report = reportOf(outcome);
    // The solved board's answer is an empty line: it is the one a program that prints nothing gets right.
    assert.equal(report.accepted, 1);
    assert.equal(report.cases - report.accepted, 3);
  });

  it("runs a Java public class Main from a file named otherwise, with HDU's Java allowance", async () => {
    const { outcome, events } = await judged({
      program: { kind: 'source', path: era('Solver.java') },
      problem: 'hdu1043',
    });
    const report = reportOf(outcome);
    assert.equal(report.accepted, report.cases);
    assert.equal(report.limits.from, 'language');
    assert.deepEqual([report.limits.timeMs, report.limits.memoryKiB], [10_000, 65_536]);
    const compiling = events.find((event) => event.type === 'compiling');
    assert.ok(
      compiling?.type === 'compiling' && compiling.command.some((arg) => arg.endsWith('/Main.java')),
      'compiled as Main.java',
    );
  });

  it('refuses a Java package line in one sentence, on its line, before compiling', async () => {
    const { outcome, events } = await judged({
      program: { kind: 'source', path: era('Packaged.java') },
      problem: 'hdu1043',
    });
    assert.equal(outcome.kind, 'compile-error');
    if (outcome.kind !== 'compile-error') return;
    assert.deepEqual(outcome.command, []);
    assert.equal(
      outcome.output,
      `${era('Packaged.java')}:4: error: the judges compile your class in no package and run it by its bare name: remove the line 'package acm.eight;'\n`,
    );
    assert.ok(!events.some((event) => event.type === 'compiling'), 'javac never ran');
  });

  it('refuses a Java program without a class Main, saying which class to rename', async () => {
    const source = join(files.dir, 'Eight.java');
    writeFileSync(
      source,
      '// class Main is only mentioned here\npublic class Eight {\n  public static void main(String[] args) {}\n}\n',
    );
    const { outcome } = await judged({ program: { kind: 'source', path: source } });
    assert.match(
      compileOutput(outcome),
      /Eight\.java:2: error: the judges save a Java program as Main\.java and run java Main: rename class Eight to Main/,
    );
  });

  it("names the user's file, not the copy in the run folder, in javac's messages", async () => {
    const source = join(files.dir, 'Broken.java');
    writeFileSync(
      source,
      'public class Main {\n  public static void main(String[] args) {\n    int x = ;\n  }\n}\n',
    );
    const output = compileOutput((await judged({ program: { kind: 'source', path: source } })).outcome);
    assert.match(
      output,
      new RegExp(
        `^${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3: error: illegal start of expression`,
        'm',
      ),
    );
    assert.ok(!output.includes('Main.java'), output);
  });

  it('reads a Java file written in GBK, as the judges on Chinese Windows did', async () => {
    const source = join(files.dir, 'Gbk.java');
    // `// 八数码` in GBK, then an ordinary program.
    const comment = Buffer.from([0x2f, 0x2f, 0x20, 0xb0, 0xcb, 0xca, 0xfd, 0xc2, 0xeb, 0x0a]);
    writeFileSync(
      source,
      Buffer.concat([
        comment,
        Buffer.from(
          'public class Main {\n  public static void main(String[] args) { System.out.println(""); }\n}\n',
        ),
      ]),
    );
    const { outcome } = await judged({
      program: { kind: 'source', path: source },
      problem: 'poj1077',
      tests: { kind: 'file', path: inputFile(files.dir, 'solved.in', ['1 2 3 4 5 6 7 8 x']) },
      timeLimitMs: ROOMY_MS,
    });
    assert.equal(reportOf(outcome).accepted, 1);
  });

  it("gives Luogu's runs its ONLINE_JUDGE=luogu environment variable", async () => {
    const { outcome } = await judged({
      program: { kind: 'command', command: 'sh', args: ['-c', 'cat > /dev/null; echo "$ONLINE_JUDGE"'] },
      problem: 'luogu1379',
      tests: { kind: 'file', path: inputFile(files.dir, 'luogu.in', ['283104765']) },
    });
    assert.equal(reportOf(outcome).failures[0]?.answer, 'luogu');
  });

  it('compiles and runs a source whose path holds a placeholder, quotes and spaces, and names it in its messages', async () => {
    const folder = join(files.dir, 'a {dir} "b"');
    mkdirSync(folder, { mode: 0o755 });
    const source = join(folder, 'sol{dir}{source}.cpp');
    copyFileSync(program('batch.cpp'), source);
    const right = reportOf(
      (
        await judged({
          program: { kind: 'source', path: source },
          problem: 'hdu1043',
          tests: { kind: 'edge' },
          timeLimitMs: ROOMY_MS,
        })
      ).outcome,
    );
    assert.equal(right.accepted, right.cases);
    const broken = join(folder, 'broken{dir}.cpp');
    writeFileSync(broken, 'int main() { return undeclared; }\n');
    const { outcome } = await judged({ program: { kind: 'source', path: broken }, problem: 'hdu1043' });
    assert.equal(outcome.kind, 'compile-error');
    assert.ok(
      outcome.kind === 'compile-error' && outcome.output.includes(`${broken}:1:`),
      outcome.kind === 'compile-error' ? outcome.output : '',
    );
  });

  it('runs a source in its run folder, its TMPDIR, which goes with the judgement', async () => {
    const source = join(files.dir, 'leaves.py');
    writeFileSync(
      source,
      'import os, sys, tempfile\nsys.stdin.read()\nopen(os.path.join(tempfile.gettempdir(), "left.txt"), "w").write("x")\nopen("here.txt", "w").write("x")\nprint(os.getcwd() == tempfile.gettempdir() and os.getcwd())\n',
    );
    const { outcome, events } = await judged({
      program: { kind: 'source', path: source },
      problem: 'poj1077',
      tests: { kind: 'file', path: inputFile(files.dir, 'solved1.in', ['1 2 3 4 5 6 7 8 x']) },
      timeLimitMs: ROOMY_MS,
    });
    const folder = reportOf(outcome).failures[0]?.answer ?? '';
    if (sandboxReport().isolation === 'namespaces') {
      // Each run works in a private /tmp of its own, which goes with it; the run folder, which the case runs
      // share, it sees read-only.
      assert.equal(folder, '/tmp', 'the working folder is the run’s private /tmp, and TMPDIR too');
      const dirs = compileDirs(events);
      assert.ok(dirs.length > 0, 'the source was checked in its run folder');
      for (const dir of dirs) assert.equal(existsSync(dir), false, `${dir} is removed`);
    } else {
      assert.match(
        folder,
        /\/eight-puzzle-judge-[^/]+$/,
        'the working folder is the run folder, and TMPDIR too',
      );
      assert.equal(existsSync(folder), false, 'removed with everything the program wrote there');
    }
  });

  it('stops a compiler that includes /dev/zero near its memory limit, and says so', async () => {
    const source = join(files.dir, 'zero.cpp');
    writeFileSync(source, '#include "/dev/zero"\nint main() {}\n');
    const output = compileOutput((await judged({ program: { kind: 'source', path: source } })).outcome);
    assert.match(
      output,
      /\(the compiler (used more than 2 GiB of memory|ran longer than 60 s) and was stopped\)/,
    );
  });

  it('prints what a JVM start costs here, once per board (one-board problems start it per board)', async () => {
    const empty = join(files.dir, 'Empty.java');
    writeFileSync(
      empty,
      'public class Main {\n  public static void main(String[] args) { System.out.println(""); }\n}\n',
    );
    for (const [what, source] of [
      ['an empty Main', empty],
      ["HDU 1043's table of 9! boards", era('Solver.java')],
    ] as const) {
      const { outcome } = await judged({
        program: { kind: 'source', path: source },
        problem: 'poj1077',
        tests: { kind: 'file', path: few },
        timeLimitMs: ROOMY_MS,
      });
      const { runs } = reportOf(outcome);
      assert.equal(runs.length, FEW_BOARDS.length);
      const wall = runs.reduce((sum, run) => sum + run.durationMs, 0) / runs.length;
      const cpu = runs.every((run) => run.cpuMs !== undefined)
        ? runs.reduce((sum, run) => sum + (run.cpuMs ?? 0), 0) / runs.length
        : undefined;
      const peak = Math.max(...runs.map((run) => run.peakKiB ?? 0));
      console.log(
        `      figure: a JVM start for ${what}: ${Math.round(wall)} ms a run${cpu === undefined ? '' : `, ${Math.round(cpu)} ms of CPU`}, peak ${Math.round(peak / 1024)} MiB`,
      );
    }
  });
});

describe("a Java program's class and package, as javac reads them", () => {
  it('finds class Main and a package line only in code, never in comments or strings', () => {
    assert.deepEqual(javaProgramOf('// package a.b;\n/* class Foo */\nclass Main {}\n'), {
      ok: true,
      mainClass: 'Main',
    });
    assert.deepEqual(packageLine('/* header\n */\npackage acm.eight;\npublic class Main {}\n'), {
      line: 3,
      name: 'acm.eight',
    });
    assert.equal(packageLine('String s = "package x;";\n'), undefined);
    const named = javaProgramOf('public final class Solver {\n  String s = "class Main";\n}\n');
    assert.deepEqual(named, {
      ok: false,
      line: 1,
      message: 'the judges save a Java program as Main.java and run java Main: rename class Solver to Main',
    });
  });
});
