// Test My Solution's reading of files, in Node: which problem a solution
// names, its language, and real compilers' error output read into places
// (g++, gcc, javac and python3 are run for real on broken sources).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compilerProblems } from '../../src/extension/testing/compilerProblems';
import { solutionLanguage } from '../../src/extension/testing/solutionFile';
import { problemNamedIn, problemsMentioned } from '../../src/problems';

describe('Test My Solution: the problem a solution names', () => {
  const cases: readonly (readonly [string, string | undefined])[] = [
    ['// POJ 1077 Eight', 'poj1077'],
    ['/* poj1077 */', 'poj1077'],
    ['# POJ-1077, one board per run', 'poj1077'],
    ['// HDU 1043', 'hdu1043'],
    ['// hdu1043: all boards until EOF', 'hdu1043'],
    ['// HDUOJ 1043', 'hdu1043'],
    ['// Luogu P1379 八数码难题', 'luogu1379'],
    ['// luogu1379', 'luogu1379'],
    ['# P1379', 'luogu1379'],
    ['// 洛谷 P1379', 'luogu1379'],
    ['// 洛谷P1379', 'luogu1379'],
    // Not a mention: part of a longer number or word.
    ['// P13790', undefined],
    ['// shdu1043x', undefined],
    ['int poj10770 = 0;', undefined],
    ['// just an eight puzzle', undefined],
    // Two problems named: the user chooses.
    ['// POJ 1077 / HDU 1043 "Eight"', undefined],
  ];
  for (const [text, expected] of cases) {
    it(`${JSON.stringify(text)} names ${expected ?? 'no one problem'}`, () => {
      assert.equal(problemNamedIn(text), expected);
    });
  }

  it('lists every problem mentioned, in order, once each', () => {
    assert.deepEqual(
      problemsMentioned('// HDU 1043, also POJ 1077; again HDU 1043').map((mention) => mention.problem),
      ['hdu1043', 'poj1077'],
    );
  });

  it('reads the sample solution as HDU 1043', () => {
    assert.equal(problemNamedIn(readFileSync(join(__dirname, '..', '..', '..', 'samples', 'judge', 'solution.cpp'), 'utf8')), 'hdu1043');
  });

  it('takes the language from VS Code, or else from the file name', () => {
    assert.equal(solutionLanguage('cpp', 'a.txt'), 'cpp');
    assert.equal(solutionLanguage('plaintext', 'main.cc'), 'cpp');
    assert.equal(solutionLanguage('plaintext', 'Main.JAVA'), 'java');
    assert.equal(solutionLanguage('python', 'x'), 'python');
    assert.equal(solutionLanguage('javascript', 'a.js'), 'javascript');
    assert.equal(solutionLanguage('plaintext', 'notes.md'), undefined);
    assert.equal(solutionLanguage('typescript', 'solve.ts'), undefined);
  });
});

describe('Test My Solution: compile errors read from real compilers', function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-compilers-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes `source` as `name`, runs the tool on it, and returns what it printed. */
  function compile(name: string, source: string, command: readonly string[]): string {
    const path = join(dir, name);
    writeFileSync(path, source);
    const run = spawnSync(command[0], [...command.slice(1), path], { cwd: dir, encoding: 'utf8' });
    assert.notEqual(run.status, 0, `${command.join(' ')} accepted the broken source`);
    return `${run.stdout}${run.stderr}`;
  }

  it('g++: file, line, column and message of each error', () => {
    const output = compile('broken.cpp', 'int main() {\n  int x = ;\n  return 0\n}\n', ['g++', '-O2', '-o', join(dir, 'broken')]);
    const errors = compilerProblems(output).filter((problem) => problem.severity === 'error');
    assert.ok(errors.length >= 2, output);
    assert.deepEqual({ file: errors[0].file, line: errors[0].line, column: errors[0].column }, { file: join(dir, 'broken.cpp'), line: 2, column: 11 });
    assert.match(errors[0].message, /expected primary-expression/);
    assert.equal(errors[1].line, 3);
  });

  it('gcc: the same form', () => {
    const output = compile('broken.c', '#include <stdio.h>\nint main(void) { printf("%d", y); }\n', ['gcc', '-O2', '-o', join(dir, 'brokenc')]);
    const errors = compilerProblems(output).filter((problem) => problem.severity === 'error');
    assert.equal(errors[0]?.line, 2, output);
    assert.match(errors[0].message, /'y' undeclared|‘y’ undeclared/);
  });

  it('javac: file, line, and the column its caret points at', () => {
    const output = compile('Main.java', 'public class Main {\n  public static void main(String[] a) {\n    int x = ;\n  }\n}\n', ['javac', '-d', dir]);
    const [error] = compilerProblems(output);
    assert.ok(error, output);
    assert.equal(error.severity, 'error');
    assert.equal(error.line, 3);
    assert.equal(error.column, 13);
    assert.match(error.message, /illegal start of expression/);
  });

  it("python3: a syntax error's line, and its caret's column after the line's indentation", () => {
    const output = compile('broken.py', 'import sys\nif True:\n    x = (1 +\n', ['python3']);
    const [error] = compilerProblems(output);
    assert.ok(error, output);
    assert.equal(error.file, join(dir, 'broken.py'));
    assert.equal(error.line, 3);
    assert.equal(error.afterIndentation, true);
    assert.equal(error.column, 5);
    assert.match(error.message, /^SyntaxError: /);
  });

  it("python3: a program's traceback that is no syntax error is no compile problem", () => {
    const output = compile('crash.py', 'def f():\n    return 1 // 0\nf()\n', ['python3']);
    assert.match(output, /ZeroDivisionError/);
    assert.deepEqual(compilerProblems(output), []);
  });

  it("the judge's own refusals (a Java package line, no class Solution) are read like a compiler's", () => {
    const [pack] = compilerProblems("/w/Packaged.java:4: error: the judges compile your class in no package and run it by its bare name: remove the line 'package acm.eight;'\n");
    assert.deepEqual([pack.file, pack.line, pack.severity], ['/w/Packaged.java', 4, 'error']);
    assert.match(pack.message, /^the judges compile your class in no package/);
    const [missing] = compilerProblems('/w/sol.py: error: LeetCode calls Solution().slidingPuzzle(board); the file has none\n');
    assert.equal(missing, undefined, 'a refusal of the whole file has no line to mark: the output channel and the message say it');
  });

  it('nothing readable, nothing shown', () => {
    assert.deepEqual(compilerProblems('collect2: error: ld returned 1 exit status\n'), []);
    assert.deepEqual(compilerProblems(''), []);
  });
});

describe('Test My Solution: the browser build (vscode.dev) holds none of the judge', () => {
  const root = join(__dirname, '..', '..', '..');
  const read = (path: string): string => readFileSync(join(root, path), 'utf8');

  it('requires nothing but vscode, and names no Node module but through the run-time check', () => {
    const bundle = read('dist/web/extension.js');
    const required = [...new Set([...bundle.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]))];
    assert.deepEqual(required, ['vscode']);
    // The one mention of a Node module: availability.ts asking for worker_threads, which the browser answers with nothing.
    const nodeModules = [...bundle.matchAll(/["'](?:node:)?(child_process|worker_threads|fs|os|path|net|tty)["']/g)].map((match) => match[0]);
    assert.deepEqual(nodeModules, ['"node:worker_threads"']);
  });

  it('has none of the code that starts programs; the worker bundle has it', () => {
    const web = read('dist/web/extension.js');
    const worker = read('dist/judgeWorker.js');
    for (const marker of ['child_process', 'spawn(', 'parentPort']) {
      assert.ok(!web.includes(marker), `the browser bundle holds ${marker}`);
    }
    assert.ok(worker.includes('parentPort') && worker.includes('child_process'), 'dist/judgeWorker.js is not the judge worker that starts programs');
  });
});
