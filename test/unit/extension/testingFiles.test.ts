// Test My Solution's reading of files, in Node: which problem a solution
// names, its language, and real compilers' error output read into places
// (g++, gcc, javac and python3 are run for real on broken sources).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compilerProblems } from '../../../src/extension/testing/compilerProblems';
import { solutionLanguage } from '../../../src/extension/testing/solutionFile';
import { isSolution } from '../../../src/extension/testing/solutionShape';
import { Language, problemNamedIn, problemOf, problemsMentioned } from '../../../src/problems';

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
    assert.equal(
      problemNamedIn(
        readFileSync(join(__dirname, '..', '..', '..', '..', 'samples', 'judge', 'solution.cpp'), 'utf8'),
      ),
      'hdu1043',
    );
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

describe('Test My Solution: solutions and helpers', () => {
  const root = join(__dirname, '..', '..', '..', '..');
  const program = problemOf('hdu1043').solution;
  const leetcode = problemOf('leetcode773').solution;

  // Whole programs as people write them for a judge: each reads the input and writes the output.
  const solutions: readonly (readonly [string, Language, string])[] = [
    [
      'C++ with cin and cout',
      'cpp',
      '// HDU 1043\n#include <iostream>\n#include <string>\nint main() {\n  std::ios::sync_with_stdio(false);\n  std::string line;\n  while (std::getline(std::cin, line)) std::cout << solve(line) << "\\n";\n}\n',
    ],
    [
      'C++ with scanf and printf',
      'cpp',
      '// POJ 1077\n#include <cstdio>\nchar s[64];\nint main() {\n  while (scanf("%s", s) == 1) { /* read the nine cells */ }\n  printf("%s\\n", answer);\n  return 0;\n}\n',
    ],
    [
      'C++ with a fast reader and puts',
      'cpp',
      '#include <bits/stdc++.h>\nusing namespace std;\nstatic char buf[1 << 16];\nint main() {\n  size_t n = fread(buf, 1, sizeof buf, stdin);\n  puts(n ? "ullddrurdllurdruldr" : "unsolvable");\n}\n',
    ],
    [
      'Python with sys.stdin and print',
      'python',
      '# HDU 1043\nimport sys\nfrom collections import deque\n\ndef main():\n    for line in sys.stdin:\n        print(solve(line.split()))\n\nmain()\n',
    ],
    [
      'Python with input() and sys.stdout.write',
      'python',
      '# Luogu P1379\nstart = input().strip()\nimport sys\nsys.stdout.write(str(bfs(start)) + "\\n")\n',
    ],
    [
      'Python reading all at once',
      'python',
      'import sys\ndata = sys.stdin.buffer.read().split()\nout = []\nprint("\\n".join(out))\n',
    ],
    [
      'Java with BufferedReader and System.out',
      'java',
      'import java.io.*;\npublic class Main {\n  public static void main(String[] args) throws IOException {\n    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));\n    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));\n    for (String line; (line = in.readLine()) != null; ) out.println(solve(line));\n    out.flush();\n  }\n}\n',
    ],
    [
      'Java with Scanner',
      'java',
      'import java.util.Scanner;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner sc = new Scanner(System.in);\n    while (sc.hasNext()) System.out.println(sc.next());\n  }\n}\n',
    ],
    [
      'JavaScript reading fd 0',
      'javascript',
      "const lines = require('fs').readFileSync(0, 'utf8').split('\\n');\nfor (const line of lines) console.log(line);\n",
    ],
  ];
  for (const [name, language, text] of solutions) {
    it(`a solution: ${name}`, () => assert.equal(isSolution(language, text, program), true));
  }

  // Files that name a problem and are no program a judge can run: helpers, tests, notes in code.
  const helpers: readonly (readonly [string, Language, string])[] = [
    [
      'a C++ header of helpers',
      'cpp',
      '// HDU 1043 helpers: Cantor expansion of a board.\n#pragma once\nint cantor(const int *cells) {\n  int rank = 0;\n  return rank;\n}\n',
    ],
    [
      'a C++ generator that only writes',
      'cpp',
      '// POJ 1077: writes random boards for my tests.\n#include <cstdio>\nint main() { for (int i = 0; i < 10; i++) printf("%d\\n", i); }\n',
    ],
    [
      'C++ whose reading is only in comments',
      'cpp',
      '// HDU 1043: read each board with cin, answer with cout.\n/* int main() { std::cin >> s; std::cout << s; } */\nint rank(int x) { return x; }\n',
    ],
    [
      'a Python module of moves that prints a check',
      'python',
      '"""HDU 1043 helpers: read a board with input() and replay its moves."""\nMOVES = {"u": -3, "d": 3}\n\ndef replay(board, moves):\n    return board\n\nif __name__ == "__main__":\n    print(replay("23415x768", "ullddrurdllurdruldr"))\n',
    ],
    [
      'a Python unit test',
      'python',
      '# Tests of my HDU 1043 solver.\nimport unittest\nfrom solver import solve\n\nclass SolveTest(unittest.TestCase):\n    def test_goal(self):\n        self.assertEqual(solve("12345678x"), "")\n',
    ],
    [
      'a Java class of helpers',
      'java',
      '/** HDU 1043: the board as an int, System.in is read elsewhere. */\npublic final class Boards {\n  static int rank(int[] cells) { return 0; }\n  static String show(int board) { return "x"; }\n}\n',
    ],
    [
      'a Java JUnit test that prints',
      'java',
      '// POJ 1077 solver tests\nimport org.junit.jupiter.api.Test;\nclass SolverTest {\n  @Test void solves() { System.out.println(Solver.solve("12345678x")); }\n}\n',
    ],
  ];
  for (const [name, language, text] of helpers) {
    it(`no solution: ${name}`, () => assert.equal(isSolution(language, text, program), false));
  }

  it("LeetCode's form: the class and method its judge calls, not a program", () => {
    const python =
      'class Solution:\n    def slidingPuzzle(self, board: List[List[int]]) -> int:\n        return -1\n';
    assert.equal(isSolution('python', python, leetcode), true);
    assert.equal(
      isSolution(
        'cpp',
        'class Solution {\npublic:\n  int slidingPuzzle(vector<vector<int>>& board) { return -1; }\n};\n',
        leetcode,
      ),
      true,
    );
    assert.equal(
      isSolution(
        'java',
        'class Solution {\n  public int slidingPuzzle(int[][] board) { return -1; }\n}\n',
        leetcode,
      ),
      true,
    );
    assert.equal(
      isSolution('javascript', 'var slidingPuzzle = function(board) { return -1; };\n', leetcode),
      true,
    );
    assert.equal(
      isSolution(
        'python',
        '# LeetCode 773: my notes\n# class Solution: def slidingPuzzle(...)\nBOARD = [[4, 1, 2], [5, 0, 3]]\n',
        leetcode,
      ),
      false,
    );
  });

  it("the package ships the walkthrough's samples (the solution, the lab's heuristic and trace) and no other", function () {
    this.timeout(60_000);
    // vsce's own list of what it would package, as `npm run package` packages it.
    const listed = spawnSync(
      process.execPath,
      [join(root, 'node_modules', '@vscode', 'vsce', 'vsce'), 'ls', '--no-dependencies'],
      { cwd: root, encoding: 'utf8' },
    );
    assert.equal(listed.status, 0, listed.stderr);
    const samples = listed.stdout.split('\n').filter((path) => path.startsWith('samples/'));
    assert.deepEqual(samples.sort(), [
      'samples/judge/solution.cpp',
      'samples/lab/bfs.trace',
      'samples/lab/heuristic.py',
    ]);
  });

  it('reads the samples as a newcomer meets them: solve.py is a helper, the judge sample and the LeetCode sample are solutions', () => {
    const read = (path: string): string => readFileSync(join(root, path), 'utf8');
    assert.equal(isSolution('python', read('samples/solve.py'), program), false);
    assert.equal(isSolution('cpp', read('samples/judge/solution.cpp'), program), true);
    // The lab's sample heuristic is no solution: Check Heuristic is offered there, not Test My Solution.
    assert.equal(isSolution('python', read('samples/lab/heuristic.py'), program), false);
    assert.equal(isSolution('python', read('samples/leetcode773/sliding_puzzle.py'), leetcode), true);
    for (const [file, language] of [
      ['batch.cpp', 'cpp'],
      ['batch.c', 'c'],
      ['batch.py', 'python'],
      ['Batch.java', 'java'],
      ['batch.js', 'javascript'],
      ['oneBoard.cpp', 'cpp'],
      ['oneBoard.py', 'python'],
    ] as const) {
      assert.equal(isSolution(language, read(`test/fixtures/programs/${file}`), program), true, file);
    }
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
    const output = compile('broken.cpp', 'int main() {\n  int x = ;\n  return 0\n}\n', [
      'g++',
      '-O2',
      '-o',
      join(dir, 'broken'),
    ]);
    const errors = compilerProblems(output).filter((problem) => problem.severity === 'error');
    assert.ok(errors.length >= 2, output);
    assert.deepEqual(
      { file: errors[0].file, line: errors[0].line, column: errors[0].column },
      { file: join(dir, 'broken.cpp'), line: 2, column: 11 },
    );
    assert.match(errors[0].message, /expected primary-expression/);
    assert.equal(errors[1].line, 3);
  });

  it('gcc: the same form', () => {
    const output = compile('broken.c', '#include <stdio.h>\nint main(void) { printf("%d", y); }\n', [
      'gcc',
      '-O2',
      '-o',
      join(dir, 'brokenc'),
    ]);
    const errors = compilerProblems(output).filter((problem) => problem.severity === 'error');
    assert.equal(errors[0]?.line, 2, output);
    assert.match(errors[0].message, /'y' undeclared|‘y’ undeclared/);
  });

  it('javac: file, line, and the column its caret points at', () => {
    const output = compile(
      'Main.java',
      'public class Main {\n  public static void main(String[] a) {\n    int x = ;\n  }\n}\n',
      ['javac', '-d', dir],
    );
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
    const [pack] = compilerProblems(
      "/w/Packaged.java:4: error: the judges compile your class in no package and run it by its bare name: remove the line 'package acm.eight;'\n",
    );
    assert.deepEqual([pack.file, pack.line, pack.severity], ['/w/Packaged.java', 4, 'error']);
    assert.match(pack.message, /^the judges compile your class in no package/);
    const [missing] = compilerProblems(
      '/w/sol.py: error: LeetCode calls Solution().slidingPuzzle(board); the file has none\n',
    );
    assert.equal(
      missing,
      undefined,
      'a refusal of the whole file has no line to mark: the output channel and the message say it',
    );
  });

  it('nothing readable, nothing shown', () => {
    assert.deepEqual(compilerProblems('collect2: error: ld returned 1 exit status\n'), []);
    assert.deepEqual(compilerProblems(''), []);
  });
});

describe('Test My Solution: the browser build (vscode.dev) holds none of the judge', () => {
  const root = join(__dirname, '..', '..', '..', '..');
  const read = (path: string): string => readFileSync(join(root, path), 'utf8');

  it('requires nothing but vscode, and names no Node module but through the run-time check', () => {
    const bundle = read('dist/web/extension.js');
    const required = [
      ...new Set([...bundle.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1])),
    ];
    assert.deepEqual(required, ['vscode']);
    // The only mentions of Node modules: nodeThreads.ts asking Node at run time for worker_threads and os
    // (the cores, for the solver's workers), which the browser answers with nothing.
    const nodeModules = [
      ...bundle.matchAll(/["'](?:node:)?(child_process|worker_threads|fs|os|path|net|tty)["']/g),
    ].map((match) => match[0]);
    assert.deepEqual(nodeModules.sort(), ['"node:os"', '"node:worker_threads"']);
  });

  it('has none of the code that starts programs; the worker bundle has it', () => {
    const web = read('dist/web/extension.js');
    const worker = read('dist/judgeWorker.js');
    for (const marker of ['child_process', 'spawn(', 'parentPort']) {
      assert.ok(!web.includes(marker), `the browser bundle holds ${marker}`);
    }
    assert.ok(
      worker.includes('parentPort') && worker.includes('child_process'),
      'dist/judgeWorker.js is not the judge worker that starts programs',
    );
  });
});
