// The farthest a board can be from the goal depends on the goal (30 moves
// when the blank's home is the centre, 31 for 12345678x): Insert Random
// Puzzle and Generate Test Data offer only distances that exist.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { Board, EIGHT_PUZZLE, optimalDistance, parseBoard, puzzleOf } from '../../src/engine';
import { closeAll, editorWith, setSetting } from './util';

const CENTRE_GOAL = '123804765';

function goalBoard(text: string): Board {
  const parsed = parseBoard(text);
  assert.ok(parsed.ok);
  return parsed.board;
}

/**
 * Runs Insert Random Puzzle with no argument and picks the last distance its
 * quick pick offers. The command shows the pick before it returns to us, and
 * the host carries our commands to the window after that, in order.
 */
async function insertFarthest(): Promise<Board | undefined> {
  const inserted = vscode.commands.executeCommand<Board | undefined>('eightPuzzle.insertRandom');
  await vscode.commands.executeCommand('quickInput.last');
  await vscode.commands.executeCommand('quickInput.accept');
  return inserted;
}

describe('the farthest distance from the configured goal', () => {
  afterEach(async () => {
    await setSetting('goal', undefined);
    await closeAll();
  });

  it('ends Insert Random Puzzle’s choices at 31 moves for 12345678x', async () => {
    const editor = await editorWith('\n');
    const board = await insertFarthest();
    assert.ok(board, 'nothing was inserted');
    assert.equal(optimalDistance(EIGHT_PUZZLE, board), 31);
    assert.equal(parseBoard(editor.document.lineAt(0).text).ok, true);
  });

  it('ends them at 30 moves when the goal’s blank is in the centre, and refuses 31', async () => {
    await setSetting('goal', CENTRE_GOAL);
    const centre = puzzleOf(EIGHT_PUZZLE.size, goalBoard(CENTRE_GOAL));
    const editor = await editorWith('\n');
    const board = await insertFarthest();
    assert.ok(board, 'nothing was inserted');
    assert.equal(optimalDistance(centre, board), 30);

    const before = editor.document.getText();
    assert.equal(await vscode.commands.executeCommand('eightPuzzle.insertRandom', 31), undefined);
    assert.equal(editor.document.getText(), before);
  });

  it('generates random boards only at a distance that exists for the goal', async () => {
    await setSetting('goal', CENTRE_GOAL);
    const centre = puzzleOf(EIGHT_PUZZLE.size, goalBoard(CENTRE_GOAL));
    const refused = await vscode.commands.executeCommand('eightPuzzle.generateTestData', {
      kind: 'random',
      count: 3,
      seed: 1,
      distance: 31,
    });
    assert.equal(refused, undefined);
    const document = await vscode.commands.executeCommand<vscode.TextDocument>(
      'eightPuzzle.generateTestData',
      { kind: 'random', count: 3, seed: 1, distance: 30 },
    );
    const lines = document.getText().trimEnd().split('\n');
    assert.equal(lines.length, 3);
    for (const line of lines) assert.equal(optimalDistance(centre, goalBoard(line)), 30, line);
  });
});
