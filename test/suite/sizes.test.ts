// The editor's features on boards of other sizes: a 4×4 board (hover,
// Solve through the large solver, the proven length then known to the
// verdicts, lenses and quick fixes) and LeetCode's 2×3 board in Python.
// The first Solve builds the 4×4 pattern databases in the solver's worker
// (once per run, in this host's global storage); the tests after it reuse them.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  formatBoard,
  parseBoard,
  puzzleOf,
  randomWalk,
  replay,
  seededRandom,
  sizeByKey,
  SizeKey,
} from '../../src/engine';
import type { SolveResult } from '../../src/extension/commands/solve';
import type { SolveAllResult } from '../../src/extension/commands/solveAll';
import type { EightPuzzleApi } from '../../src/extension/extension';
import type { PoolState } from '../../src/solver/pool';
import { closeAll, cursorAt, editorWith, eventually, reportFigure } from './util';

/**
 * 22 moves from the goal: deep enough to be a real search, shallow enough that the database build is the
 * cost.
 */
const FIFTEEN_GRID = [' 1  2  8  4', ' 5  0 10  3', ' 9  6  7 12', '13 14 11 15'];
const FIFTEEN = FIFTEEN_GRID.join(' ').trim().split(/\s+/).join(' ');
const FIFTEEN_SHORTEST = 22;
/** Upper-case, as UVa 10181 writes answers; one shortest answer (any other would do for the judge). */
const FIFTEEN_ANSWER = 'URRDDLUULDDRRULURDLDDR';
/** Two moves from the goal: once the databases are built, its search is instant. */
const NEAR_GOAL = '1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12';
const LEETCODE = '[[4,1,2],[5,0,3]]';

/** Long enough for a cold build of the 4×4 databases on a loaded two-core machine. */
const SOLVER_MS = 240_000;

function hoverText(hovers: vscode.Hover[]): string {
  return hovers
    .flatMap((hover) =>
      hover.contents.map((part) => (typeof part === 'string' ? part : 'value' in part ? part.value : '')),
    )
    .join('\n');
}

async function hoverAt(document: vscode.TextDocument, line: number, character: number): Promise<string> {
  return hoverText(
    await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      document.uri,
      new vscode.Position(line, character),
    ),
  );
}

async function lensTitles(document: vscode.TextDocument): Promise<string[]> {
  const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
    'vscode.executeCodeLensProvider',
    document.uri,
  );
  return lenses.map((lens) => lens.command?.title ?? '');
}

function ours(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'eight puzzle');
}

function solvedMoves(result: SolveResult | undefined, board: string, size: SizeKey): string {
  assert.ok(result && 'solution' in result, `expected a solution, got ${JSON.stringify(result)}`);
  assert.equal(result.puzzle.size.key, size);
  assert.ok(result.solution.solvable);
  // This suite's own puzzle of the size: it is bundled apart from the extension, whose sizes are other
  // objects.
  const puzzle = puzzleOf(sizeByKey(size));
  const parsed = parseBoard(board, puzzle.size);
  assert.ok(parsed.ok);
  assert.ok(
    replay(puzzle, parsed.board, result.solution.moves).solved,
    `${result.solution.moves} does not solve ${board}`,
  );
  return result.solution.moves;
}

describe('a 4×4 board in the editor', () => {
  afterEach(closeAll);

  it('hovers a move string after a 4×4 grid: two-digit tiles side by side, the shortest not known yet, a Solve link', async () => {
    const editor = await editorWith(['UVa 10181:', ...FIFTEEN_GRID, FIFTEEN_ANSWER, ''].join('\n'));
    const text = await hoverAt(editor.document, 5, 0);
    assert.match(text, /After move 1 of 22/);
    assert.match(text, /✓ /, text);
    // After U the blank has gone up from 5 0 10 3: the first row reads 1 · 8 4.
    assert.match(text, / 1 {2}· {2}8 {2}4/, text);
    assert.match(text, /13 14 11 15/);
    assert.match(text, /22 steps, shortest not known yet/);
    assert.match(text, /command:eightPuzzle\.solveBoard\?/);
    const board = await hoverAt(editor.document, 2, 4);
    assert.match(board, /4×4 board/);
    assert.match(board, /command:eightPuzzle\.showOnBoard\?[^)]*size%22%3A%224x4/);
    assert.deepEqual(await lensTitles(editor.document), ['Solve', 'Show on Board']);
  });

  it('solves a 4×4 board under the cursor with the large solver, and then knows its length everywhere', async function () {
    this.timeout(SOLVER_MS + 30_000);
    const editor = await editorWith(['UVa 10181:', ...FIFTEEN_GRID, FIFTEEN_ANSWER, ''].join('\n'));
    // The cursor on the grid's last row: a 4×4 grid starts three lines above it.
    await cursorAt(editor, 4, 3);
    const started = performance.now();
    const result = await vscode.commands.executeCommand<SolveResult | undefined>('eightPuzzle.solve');
    reportFigure(
      'Solve on a 22-move 4×4 board, including the pattern databases (cold on a fresh host)',
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    assert.equal(solvedMoves(result, FIFTEEN, '4x4').length, FIFTEEN_SHORTEST);
    assert.ok(result && 'proven' in result && result.proven);

    // The proven length reaches the hover, the lens and the verdict.
    assert.match(await hoverAt(editor.document, 5, 3), /22 steps, shortest: 22 moves/);
    assert.deepEqual(await lensTitles(editor.document), ['Solve (22 moves)', 'Show on Board']);
    assert.match(await hoverAt(editor.document, 5, 3), /✓ 22 moves, shortest/);
  });

  it('judges a wrong 4×4 answer, and its quick fix solves and replaces it', async function () {
    this.timeout(SOLVER_MS + 30_000);
    const editor = await editorWith(`${NEAR_GOAL} u\n`);
    await eventually(() => ours(editor.document.uri).length === 1, 'a diagnostic on the 4×4 answer');
    const [diagnostic] = ours(editor.document.uri);
    assert.match(diagnostic.message, /at least/);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      editor.document.uri,
      diagnostic.range,
    );
    const replace = actions.find((action) => action.title === 'Replace with a shortest solution');
    assert.ok(replace?.command, 'the large board’s fix runs the solver first');
    const args: unknown[] = replace.command.arguments ?? [];
    assert.equal(await vscode.commands.executeCommand(replace.command.command, ...args), true);
    assert.equal(editor.document.lineAt(0).text, `${NEAR_GOAL} rd`);
    await eventually(
      () => ours(editor.document.uri).length === 0,
      'the diagnostic to go once the answer is shortest',
    );
  });
});

describe('LeetCode’s 2×3 board in a Python file', () => {
  afterEach(closeAll);

  it('has a "Solve (5 moves)" lens, and Solve answers it', async () => {
    const editor = await editorWith(`print(Solution().slidingPuzzle(${LEETCODE}))  # 5\n`, 'python');
    assert.deepEqual(await lensTitles(editor.document), ['Solve (5 moves)', 'Show on Board']);
    await cursorAt(editor, 0, 35);
    const result = await vscode.commands.executeCommand<SolveResult | undefined>('eightPuzzle.solve');
    assert.equal(solvedMoves(result, LEETCODE, '2x3').length, 5);
    assert.match(await hoverAt(editor.document, 0, 35), /Shortest solution: 5 moves/);
  });
});

describe('Solve All on a file of several sizes', () => {
  afterEach(closeAll);

  it('answers a 2×3, a 3×3 and a 4×4 board in order, the 4×4 one by the large solver', async function () {
    this.timeout(SOLVER_MS + 30_000);
    await editorWith([LEETCODE, '2 3 4 1 5 x 7 6 8', NEAR_GOAL, ''].join('\n'));
    const result = await vscode.commands.executeCommand<SolveAllResult | undefined>('eightPuzzle.solveAll');
    assert.ok(result?.document, `no answers: ${JSON.stringify(result)}`);
    assert.deepEqual(
      [result.boards, result.unsolvable, result.invalid, result.cancelled, result.leftLines],
      [3, 0, 0, false, []],
    );
    const [leetcode, eight, fifteen] = result.document.getText().split('\n');
    assert.equal(leetcode.length, 5);
    assert.equal(eight.length, 19);
    assert.equal(fifteen, 'rd');
  });

  it('answers a file of 4×4 boards in order on the pool of workers (two here: the harness sets EIGHT_PUZZLE_WORKERS), each answer replaying to the goal', async function () {
    this.timeout(SOLVER_MS + 30_000);
    const puzzle = puzzleOf(sizeByKey('4x4'));
    const extension = vscode.extensions.getExtension<EightPuzzleApi>('eight-puzzle.eight-puzzle');
    assert.ok(extension?.isActive, 'the extension is active');
    const pool = (): PoolState | undefined => extension.exports.largeSolver();
    // The first Solve above answered on the quick databases; a batch spreads over the workers once the full
    // ones are in the cache.
    await eventually(
      () => pool()?.spread.includes(puzzle.key) === true,
      "4×4's full databases, built in the background",
      SOLVER_MS,
    );
    const random = seededRandom(7);
    const boards = Array.from({ length: 10 }, (_, i) => randomWalk(puzzle, 30 + 4 * i, random));
    await editorWith(boards.map((board) => formatBoard(board)).join('\n') + '\n');
    const result = await vscode.commands.executeCommand<SolveAllResult | undefined>('eightPuzzle.solveAll');
    assert.ok(result?.document, `no answers: ${JSON.stringify(result)}`);
    assert.deepEqual(
      [result.boards, result.unsolvable, result.invalid, result.cancelled, result.leftLines],
      [10, 0, 0, false, []],
    );
    const answers = result.document.getText().split('\n');
    boards.forEach((board, i) =>
      assert.ok(
        replay(puzzle, board, answers[i]).solved,
        `line ${i + 1}: ${answers[i]} does not solve ${formatBoard(board)}`,
      ),
    );
    assert.deepEqual([pool()?.workers, pool()?.started], [2, 2], 'both workers searched');
  });
});
