import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  BLANK,
  EIGHT_PUZZLE,
  formatBoard,
  optimalDistance,
  parseBoard,
  Puzzle,
  puzzleOf,
  replay,
} from '../../src/engine';
import type { SolveResult } from '../../src/extension/commands/solve';
import type { SolveAllResult } from '../../src/extension/commands/solveAll';
import { closeAll, cursorAt, editorWith, reportFigure, select, setSetting, show } from './util';

const SAMPLE = '2 3 4 1 5 x 7 6 8';

async function solveHere(): Promise<SolveResult> {
  const result = await vscode.commands.executeCommand<SolveResult | undefined>('eightPuzzle.solve');
  assert.ok(result, 'the command returned nothing');
  return result;
}

/**
 * The answer's moves, checked by replay: any shortest answer will do, so the
 * tests never depend on which one the solver's tie-breaking picks.
 */
function movesOf(result: SolveResult, puzzle: Puzzle = EIGHT_PUZZLE): string {
  assert.ok('solution' in result, `expected a solution, got ${JSON.stringify(result)}`);
  assert.ok(result.solution.solvable);
  const { moves } = result.solution;
  assert.ok(
    replay(puzzle, result.board, moves).solved,
    `${moves} does not take ${formatBoard(result.board)} to the goal`,
  );
  return moves;
}

describe('Solve Eight Puzzle', () => {
  afterEach(closeAll);

  it('solves the selected board with a shortest answer', async () => {
    const editor = await editorWith(`${SAMPLE}\n`);
    await select(editor, SAMPLE);
    const started = performance.now();
    const result = await solveHere();
    reportFigure(
      'Solve Eight Puzzle, command round trip (table built by earlier tests)',
      `${(performance.now() - started).toFixed(1)} ms`,
    );
    assert.ok('board' in result);
    assert.equal(formatBoard(result.board), SAMPLE);
    assert.equal(movesOf(result).length, 19);
  });

  it('solves the board under the cursor when nothing is selected, even inside a comment', async () => {
    const editor = await editorWith(`int main() {\n  // input: ${SAMPLE}  (POJ 1077)\n}\n`, 'cpp');
    await cursorAt(editor, 1, 20);
    assert.equal(movesOf(await solveHere()).length, 19);
  });

  it('solves a 3-line grid around the cursor', async () => {
    const editor = await editorWith('Sample:\n2 3 4\n1 5 x\n7 6 8\n');
    await cursorAt(editor, 3, 2);
    assert.equal(movesOf(await solveHere()).length, 19);
  });

  it('says a board is unsolvable', async () => {
    const editor = await editorWith('1 2 3 4 5 6 8 7 x\n');
    await cursorAt(editor, 0);
    const result = await solveHere();
    assert.ok('solution' in result);
    assert.equal(result.solution.solvable, false);
  });

  it('explains bad text and selects the offending part', async () => {
    const editor = await editorWith('1 2 3 4 5 6 7 4 x\n');
    await select(editor, '1 2 3 4 5 6 7 4 x');
    const result = await solveHere();
    assert.ok('error' in result);
    assert.equal(result.error, 'tile 4 appears twice: "4" (line 1, column 15)');
    assert.equal(editor.document.getText(editor.selection), '4');
    assert.equal(editor.selection.start.character, 14);
  });

  it('counts the cells of a short board', async () => {
    const editor = await editorWith('1 2 3 4 5 6 7 8\n');
    await cursorAt(editor, 0, 3);
    const result = await solveHere();
    assert.ok('error' in result);
    assert.match(result.error, /^8 cells, expected 9: the blank is missing/);
  });

  it('uses the goal from the settings, without a reload', async () => {
    await setSetting('goal', '123804765');
    try {
      const editor = await editorWith('2 8 3 1 0 4 7 6 5\n');
      await cursorAt(editor, 0);
      assert.equal(
        movesOf(await solveHere(), puzzleOf(EIGHT_PUZZLE.size, [1, 2, 3, 8, BLANK, 4, 7, 6, 5])).length,
        4,
      );
    } finally {
      await setSetting('goal', undefined);
    }
  });
});

describe('Insert Random Puzzle and Generate Test Data', () => {
  afterEach(closeAll);

  it('inserts a board exactly as many moves from the goal as asked', async () => {
    const editor = await editorWith('first line\n');
    await cursorAt(editor, 0);
    const board = await vscode.commands.executeCommand<number[]>('eightPuzzle.insertRandom', 12);
    assert.ok(board);
    assert.equal(optimalDistance(EIGHT_PUZZLE, board), 12);
    assert.equal(editor.document.lineAt(1).text, formatBoard(board));
    assert.equal(editor.document.lineAt(0).text, 'first line');
  });

  it('writes N random boards from a seed, the same each time', async () => {
    const make = async (): Promise<string> => {
      const doc = await vscode.commands.executeCommand<vscode.TextDocument>('eightPuzzle.generateTestData', {
        kind: 'random',
        count: 10,
        seed: 5,
      });
      return doc.getText();
    };
    const first = await make();
    assert.equal(first.trimEnd().split('\n').length, 10);
    assert.equal(await make(), first);
    for (const line of first.trimEnd().split('\n')) assert.ok(parseBoard(line).ok, line);
  });
});

describe('Solve All Puzzles in File', function () {
  this.timeout(120_000);
  afterEach(closeAll);

  it('answers every board in the judges’ output form, keeping bad lines in place', async () => {
    await editorWith(
      `${SAMPLE}\n1 2 3 4 5 6 8 7 x\n\n1 2 3\n4 5 6\n7 8 x\n1 2 3 4 5 6 7 7 x\n1 2 3 4 5 6 7 x 8\n`,
    );
    const result = await vscode.commands.executeCommand<SolveAllResult>('eightPuzzle.solveAll');
    assert.ok(result.document);
    const lines = result.document.getText().split('\n');
    assert.equal(lines[0].length, 19);
    assert.ok(
      replay(EIGHT_PUZZLE, [2, 3, 4, 1, 5, BLANK, 7, 6, 8], lines[0]).solved,
      `${lines[0]} does not solve ${SAMPLE}`,
    );
    assert.deepEqual(lines.slice(1), ['unsolvable', '', 'invalid', 'r', '']);
    assert.deepEqual([result.boards, result.unsolvable, result.invalid], [5, 1, 1]);
  });

  it('solves all 9! boards, and says how long it took', async () => {
    const input = await vscode.commands.executeCommand<vscode.TextDocument>('eightPuzzle.generateTestData', {
      kind: 'all',
    });
    assert.equal(input.lineCount, 362_881);
    await show(input);
    const started = Date.now();
    const result = await vscode.commands.executeCommand<SolveAllResult>('eightPuzzle.solveAll');
    const elapsed = Date.now() - started;
    reportFigure('Solve All Puzzles in File, 9! lines', `${elapsed} ms`);
    assert.deepEqual(
      [result.boards, result.unsolvable, result.invalid, result.cancelled],
      [362_880, 181_440, 0, false],
    );
    const answers = result.document?.getText().split('\n') ?? [];
    // Spot-check answers against the independent replay.
    for (const index of [0, 1, 2, 1000, 99_999, 362_879]) {
      const board = parseBoard(input.lineAt(index).text);
      assert.ok(board.ok);
      const answer = answers[index];
      if (answer === 'unsolvable') assert.equal(optimalDistance(EIGHT_PUZZLE, board.board), undefined);
      else {
        assert.ok(replay(EIGHT_PUZZLE, board.board, answer).solved, `line ${index + 1}`);
        assert.equal(
          answer.length,
          optimalDistance(EIGHT_PUZZLE, board.board),
          `line ${index + 1} is a shortest answer`,
        );
      }
    }
  });
});
