// Test My Solution, inside VS Code: real programs (the judge's fixtures,
// compiled by g++ and javac and run by python3 for real) judged through the
// extension's Test Explorer controller. Each test checks what the command
// returns, the test items and the results the controller gave VS Code for
// each (read through the extension's API, since VS Code's cannot read them
// back), and what VS Code itself shows: the Problems panel, CodeLens, the
// board. Slow programs and cancellation are in testingLimits.test.ts.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { BoardPanel } from '../../src/extension/board/panel';
import {
  fileTree,
  group,
  program,
  solution,
  states,
  testingApi,
  testSolution,
  useSettings,
} from './testingHelpers';
import { closeAll, eventually, opened } from './util';

describe('Test My Solution (in the Test Explorer)', function () {
  // Compiling with g++ -O2 takes a few seconds on a busy machine, and some tests compile twice.
  this.timeout(120_000);

  // These tests are about right and wrong answers, not speed: a program that starts once per board can take
  // more than the problem's second when the machine is busy (a C++ one did, on the solved board), so the
  // limits
  // are roomy here (Python's table of 9! boards needs more than HDU 1043's 32 MiB), and the set is the edge
  // set
  // alone. The limits themselves are tested in testingLimits.test.ts, the judges' own in
  // testingJudges.test.ts.
  before(() => useSettings({ 'judge.timeLimit': 20_000, 'judge.memoryLimit': 512, 'judge.tests': ['edge'] }));
  after(() =>
    useSettings({ 'judge.timeLimit': undefined, 'judge.memoryLimit': undefined, 'judge.tests': undefined }),
  );
  afterEach(closeAll);

  it('passes every case of a right batch program in C++ (HDU 1043), each listed under its test set', async () => {
    const uri = solution('batch.cpp');
    const summary = await testSolution(uri);
    assert.equal(summary.outcome, 'judged');
    assert.equal(summary.problem, 'hdu1043', 'the problem named in the file');
    assert.deepEqual(
      summary.groups.map((one) => one.key),
      ['edge', 'edge+whitespace'],
    );
    for (const one of summary.groups) {
      assert.ok(one.cases >= 30, `the edge set has a board at each distance 0 to 31: ${one.cases} cases`);
      assert.equal(one.accepted, one.cases, JSON.stringify(one.failures.slice(0, 3)));
    }

    const file = await fileTree(uri);
    assert.equal(file.label, 'batch.cpp');
    // The pass says so beside its check mark: every case of both groups, as the notification says it too.
    const all = summary.groups.reduce((sum, one) => sum + one.cases, 0);
    assert.equal(file.description, `HDU 1043 · ${all.toLocaleString()} of ${all.toLocaleString()} accepted`);
    assert.equal(file.result?.state, 'passed');
    const edge = group(file, 'edge');
    assert.equal(edge.result?.state, 'passed');
    assert.equal(edge.children.length, summary.groups[0].cases);
    assert.deepEqual(states(edge.children), { passed: edge.children.length });
    // Each case is its board, as the program reads it, and how far it is.
    const solved = edge.children.find((item) => item.label === '1 2 3 4 5 6 7 8 x');
    assert.ok(
      solved,
      `no case for the solved board among ${edge.children
        .slice(0, 5)
        .map((item) => item.label)
        .join(', ')}…`,
    );
    assert.equal(solved.description, 'already solved');
    assert.ok(
      edge.children.some((item) => item.description === 'unsolvable'),
      'no unsolvable board in the edge set',
    );
    assert.ok(
      edge.children.some((item) => item.description === '31 moves'),
      'no board of the farthest distance',
    );
    assert.deepEqual(states(group(file, 'edge+whitespace').children), { passed: summary.groups[1].cases });
  });

  it('passes a right one-board-per-run program in Python (POJ 1077), with each case timed', async () => {
    const uri = solution('oneBoard.py');
    const summary = await testSolution(uri);
    assert.equal(summary.problem, 'poj1077');
    const file = await fileTree(uri);
    assert.equal(
      file.result?.state,
      'passed',
      JSON.stringify(summary.groups.map((one) => one.failures.slice(0, 2))),
    );
    const cases = group(file, 'edge').children;
    assert.deepEqual(states(cases), { passed: cases.length });
    for (const item of cases) {
      assert.ok(
        typeof item.result?.durationMs === 'number' && item.result.durationMs >= 0,
        `${item.label} has no duration`,
      );
      // Its own run's time and memory, as Test Results shows them beside the case.
      assert.ok(item.result?.figures?.wallMs !== undefined, `${item.label} has no figures`);
    }
  });

  it('fails only the solved board of a program that is wrong on it (C++), saying why, and shows it on the board', async () => {
    const uri = solution('wrongOnSolved.cpp', 'POJ 1077');
    const summary = await testSolution(uri);
    const file = await fileTree(uri);
    assert.equal(file.result?.state, 'failed');
    const edge = group(file, 'edge');
    assert.equal(edge.result?.state, 'failed');
    const failed = edge.children.filter((item) => item.result?.state === 'failed');
    assert.deepEqual(
      failed.map((item) => item.label),
      ['1 2 3 4 5 6 7 8 x'],
    );
    assert.equal(states(edge.children).passed, edge.children.length - 1);
    // Its solved board fails in both groups (plain, and with odd whitespace): two of all.
    const all = summary.groups.reduce((sum, one) => sum + one.cases, 0);
    assert.equal(
      file.description,
      `POJ 1077 · ${(all - 2).toLocaleString()} of ${all.toLocaleString()} accepted`,
    );
    const [message] = failed[0].result?.messages ?? [];
    assert.match(message, /^Wrong answer: this board is already solved/);
    assert.match(message, /unsolvable/, "the message quotes the program's answer");
    assert.equal(summary.groups[0].failures[0].verdict, 'wrong-answer');

    // "Show Case on Board", as the test message's menu calls it: the board, and the program's answer (none to
    // play).
    const item = (await testingApi()).item(uri, 'edge', failed[0].id);
    assert.ok(item);
    const panel = opened(
      await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.showCaseOnBoard', {
        test: item,
        message: new vscode.TestMessage(''),
      }),
    );
    await panel.whenReady();
    assert.deepEqual(panel.currentState?.start, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows a wrong answer on the board played up to its first illegal move', async () => {
    // Prints the sample's answer for every board: on the solved board its fifth move leaves the board.
    const uri = program(
      'sameAnswer.py',
      '# HDU 1043\nimport sys\nfor line in sys.stdin:\n    if line.strip():\n        print("ullddrurdllurdruldr")\n',
    );
    await useSettings({ 'judge.whitespace': false });
    try {
      await testSolution(uri);
    } finally {
      await useSettings({ 'judge.whitespace': undefined });
    }
    const edge = group(await fileTree(uri), 'edge');
    const solved = edge.children.find((item) => item.label === '1 2 3 4 5 6 7 8 x');
    assert.equal(solved?.result?.state, 'failed');
    assert.match(solved.result?.messages[0] ?? '', /^Wrong answer: step 5: 'd' leaves the board/);
    const item = (await testingApi()).item(uri, 'edge', solved.id);
    assert.ok(item);
    // As the case's own menu in the Test Explorer calls it: with the test item alone.
    const panel = opened(
      await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.showCaseOnBoard', item),
    );
    await panel.whenReady();
    const state = panel.currentState;
    assert.equal(state?.moves, 'ulld', 'the moves before the one that leaves the board');
    assert.equal(state?.step, 4, 'stopped where the next move cannot be played');
  });

  it("judges a Luogu P1379 program by its step counts, with expected and actual, and shows a case on the board with Luogu's goal", async () => {
    // One board per run as nine digits, and a count that is right for the goal only: 0.
    const uri = program('zeroSteps.py', '# Luogu P1379\nimport sys\nsys.stdin.read()\nprint(0)\n');
    await useSettings({ 'judge.whitespace': false });
    let summary;
    try {
      summary = await testSolution(uri);
    } finally {
      await useSettings({ 'judge.whitespace': undefined });
    }
    assert.equal(summary.problem, 'luogu1379');
    const cases = group(await fileTree(uri), 'edge').children;
    assert.ok(
      cases.every((item) => /^[0-8]{9}$/.test(item.label)),
      `boards as Luogu writes them: ${cases[0].label}`,
    );
    const solved = cases.find((item) => item.label === '123804765');
    assert.equal(solved?.result?.state, 'passed');
    const far = cases.find((item) => item.description === '30 moves');
    assert.equal(far?.result?.state, 'failed');
    assert.equal(far.result?.expected, '30');
    assert.equal(far.result?.actual, '0');
    const item = (await testingApi()).item(uri, 'edge', far.id);
    assert.ok(item);
    const panel = opened(
      await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.showCaseOnBoard', item),
    );
    await panel.whenReady();
    assert.deepEqual(
      panel.currentState?.puzzle.goal,
      [1, 2, 3, 8, 9, 4, 7, 6, 5],
      "the board plays to Luogu's goal, not the setting's",
    );
    assert.equal(
      panel.currentState?.moves.length,
      30,
      'a step count has no moves to play: a shortest solution instead',
    );
  });

  it('fails a batch program that breaks on CRLF line ends (Python) only in the whitespace set, naming the input form', async () => {
    const uri = solution('crlf.py', 'HDU 1043');
    await testSolution(uri);
    const file = await fileTree(uri);
    assert.equal(group(file, 'edge').result?.state, 'passed');
    const odd = group(file, 'edge+whitespace');
    assert.equal(odd.result?.state, 'failed');
    assert.ok((states(odd.children).failed ?? 0) > 0);
    const message = odd.children.find((item) => item.result?.state === 'failed')?.result?.messages[0] ?? '';
    assert.match(message, /CRLF line ends/);
  });

  it('reports a program that crashes (C++) as a runtime error with how it ended', async () => {
    const uri = solution('crash.cpp', 'POJ 1077');
    const summary = await testSolution(uri);
    const cases = group(await fileTree(uri), 'edge').children;
    assert.deepEqual(states(cases), { failed: cases.length });
    assert.ok(summary.groups[0].failures.every((failure) => failure.verdict === 'runtime-error'));
    assert.match(cases[0].result?.messages[0] ?? '', /^Runtime error/);
  });

  it('reports a program that crashes (Python) as a runtime error, with its standard error', async () => {
    const uri = solution('crash.py', 'POJ 1077');
    await testSolution(uri);
    const cases = group(await fileTree(uri), 'edge').children;
    assert.deepEqual(states(cases), { failed: cases.length });
    assert.match(cases[0].result?.messages[0] ?? '', /^Runtime error[\s\S]*IndexError/);
    // A crash is no syntax error: nothing in the Problems panel.
    assert.deepEqual((await testingApi()).compileProblems(uri), []);
  });

  it('stops a program that prints too much (Python) at the output limit', async () => {
    const uri = solution('printsForever.py', 'HDU 1043');
    await useSettings({ 'judge.whitespace': false });
    try {
      const summary = await testSolution(uri);
      assert.ok(summary.groups[0].failures.length > 0);
      assert.ok(
        summary.groups[0].failures.every((failure) => failure.verdict === 'output-limit-exceeded'),
        JSON.stringify(summary.groups[0].failures[0]),
      );
    } finally {
      await useSettings({ 'judge.whitespace': undefined });
    }
    const cases = group(await fileTree(uri), 'edge').children;
    assert.match(cases[0].result?.messages[0] ?? '', /^Output limit exceeded/);
  });

  it("puts a C++ compile error in the Problems panel, and errors the test with the compiler's output", async () => {
    const uri = solution('compileError.cpp', 'HDU 1043');
    const summary = await testSolution(uri);
    assert.equal(summary.outcome, 'compile-error');
    assert.match(summary.message ?? '', /error: .*moves.* was not declared/);
    const file = await fileTree(uri);
    assert.equal(file.result?.state, 'errored');
    assert.equal(group(file, 'edge').result?.state, 'errored');
    assert.match(group(file, 'edge').result?.messages[0] ?? '', /Compile error[\s\S]*was not declared/);
    // What VS Code's Problems panel holds for the file: line 6 (line 5 of the fixture, under the added first
    // line).
    await eventually(
      () => vscode.languages.getDiagnostics(uri).length > 0,
      'the compile error in the Problems panel',
    );
    const [error] = vscode.languages.getDiagnostics(uri);
    assert.equal(error.severity, vscode.DiagnosticSeverity.Error);
    assert.equal(error.range.start.line, 5);
    assert.match(error.message, /moves/);
  });

  it('puts a Python syntax error in the Problems panel', async () => {
    const uri = solution('compileError.py', 'HDU 1043');
    await useSettings({ 'judge.whitespace': false });
    try {
      await testSolution(uri);
    } finally {
      await useSettings({ 'judge.whitespace': undefined });
    }
    await eventually(
      () => vscode.languages.getDiagnostics(uri).length > 0,
      'the syntax error in the Problems panel',
    );
    const [error] = vscode.languages.getDiagnostics(uri);
    assert.match(error.message, /^SyntaxError/);
  });

  it('passes a right batch program in Java, compiled by javac', async () => {
    const uri = solution('Batch.java', 'HDU 1043');
    const summary = await testSolution(uri);
    assert.equal(summary.outcome, 'judged', summary.message);
    assert.equal((await fileTree(uri)).result?.state, 'passed');
  });

  it('puts "Test My Solution" at the top of a file that names its problem, and nowhere else', async () => {
    const named = solution('batch.cpp', undefined, 'lensed.cpp');
    await vscode.workspace.openTextDocument(named);
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      named,
    );
    const mine = lenses.filter((lens) => lens.command?.command === 'eightPuzzle.testSolution');
    assert.equal(mine.length, 1);
    assert.equal(mine[0].range.start.line, 0);
    assert.match(mine[0].command?.title ?? '', /Test My Solution \(HDU 1043\)/);
    const unnamed = solution('crash.cpp', undefined, 'unnamed.cpp');
    await vscode.workspace.openTextDocument(unnamed);
    const none = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      unnamed,
    );
    assert.deepEqual(
      none.filter((lens) => lens.command?.command === 'eightPuzzle.testSolution'),
      [],
    );
  });

  it('offers no "Test My Solution" on a helper that names its problem but reads no input (samples/solve.py), nor lists it in the Test Explorer', async () => {
    const helper = vscode.Uri.joinPath(
      vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file('/tmp'),
      'solve.py',
    );
    const document = await vscode.workspace.openTextDocument(helper);
    await vscode.window.showTextDocument(document);
    assert.match(document.getText(), /HDU 1043/);
    // Every provider answers the request, so its answers' verdicts are there, and no lens of ours.
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      helper,
    );
    assert.ok(lenses.length > 0, 'no lens at all on samples/solve.py');
    assert.deepEqual(
      lenses.filter((lens) => lens.command?.command === 'eightPuzzle.testSolution'),
      [],
    );
    assert.deepEqual((await testingApi()).snapshot(helper), []);
    // The same text made a program, reading the boards it answers: now it is a solution.
    const made = program(
      'solveRead.py',
      `${document.getText()}\nimport sys\nfor line in sys.stdin:\n    print(line)\n`,
    );
    await vscode.workspace.openTextDocument(made);
    const offered = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      made,
    );
    assert.match(
      offered.find((lens) => lens.command?.command === 'eightPuzzle.testSolution')?.command?.title ?? '',
      /Test My Solution \(HDU 1043\)/,
    );
  });
});
