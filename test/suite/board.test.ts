import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  applyMove,
  Board,
  EIGHT_PUZZLE,
  isSolvable,
  Move,
  optimalDistance,
  puzzleOf,
  sameBoard,
  sizeByKey,
} from '../../src/engine';
import type { BoardPanel } from '../../src/extension/board/panel';
import { closeAll, cursorAt, editorWith, eventually, opened, reportFigure, show } from './util';

function boardTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter(
      (tab) =>
        tab.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith('eightPuzzle.board'),
    );
}

describe('the board panel', () => {
  afterEach(closeAll);

  it('opens beside the editor with the puzzle under the cursor and its solution, and says how fast', async () => {
    const editor = await editorWith('2 3 4 1 5 x 7 6 8\n');
    await cursorAt(editor, 0);
    const started = Date.now();
    const panel = opened(
      await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.openBoard'),
    );
    await panel.whenReady();
    reportFigure(
      'Open Board until the webview is ready (an earlier test opened the session’s first webview)',
      `${Date.now() - started} ms`,
    );
    assert.equal(boardTabs().length, 1);
    assert.equal(panel.currentState?.moves.length, 19);
    assert.deepEqual(panel.currentState?.start, [2, 3, 4, 1, 5, 9, 7, 6, 8]);

    // Once more, now that VS Code has set up its webview machinery.
    panel.panel.dispose();
    await show(editor.document);
    const again = Date.now();
    const second = opened(
      await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.openBoard'),
    );
    await second.whenReady();
    reportFigure('Open Board again, webview machinery warm', `${Date.now() - again} ms`);
  });

  it('opens a random solvable board of the size asked for when there is no puzzle', async () => {
    await editorWith('no puzzle here\n');
    const panel = opened(
      await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.openBoard', { size: '3x3' }),
    );
    const start = panel.currentState?.start;
    assert.ok(start);
    assert.equal(optimalDistance(EIGHT_PUZZLE, start), 20);
    assert.equal(panel.currentState?.puzzle.size.key, '3x3');

    await vscode.commands.executeCommand('eightPuzzle.openBoard', { size: '2x3' });
    await eventually(() => panel.reportedState?.start.length === 6, 'the webview to show a 2×3 board');
    const small = panel.reportedState;
    assert.ok(small);
    assert.equal(small.puzzle.size.key, '2x3');
    // Rebuilt from this suite's registry: the suite is bundled apart from the extension, and sizes compare by
    // identity.
    const smallPuzzle = puzzleOf(sizeByKey('2x3'), small.puzzle.goal);
    assert.equal(
      optimalDistance(smallPuzzle, small.start),
      20,
      'the 2×3 board is 20 moves from its goal (its farthest is 21)',
    );
  });

  it('opens a 4×4 board by command, and the board plays it to the goal', async () => {
    await editorWith('no puzzle here\n');
    const size = sizeByKey('4x4');
    const fifteen = puzzleOf(size);
    const { goal } = fifteen;
    const panel = opened(
      await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.openBoard', { size: '4x4' }),
    );
    await eventually(() => panel.reportedState !== undefined, 'the webview to report its board');
    const dealt = panel.reportedState;
    assert.ok(dealt);
    assert.equal(dealt.puzzle.size.key, '4x4');
    assert.deepEqual(dealt.puzzle.goal, goal);
    assert.equal(dealt.start.length, 16);
    assert.ok(isSolvable(fifteen, dealt.start), 'a random 4×4 board that can reach the goal');
    assert.equal(dealt.moves, '', 'no table for 16 cells: the board opens without a solution');

    // Show on Board with the size it carries: a board three moves from the goal and the moves that solve it,
    // played to the end.
    const near = (['u', 'l', 'u'] as Move[]).reduce<Board>(
      (board, move) => applyMove(size, board, move) ?? board,
      goal,
    );
    const text = near.map((cell) => (cell === 16 ? 'x' : String(cell))).join(' ');
    await vscode.commands.executeCommand('eightPuzzle.showOnBoard', {
      board: text,
      size: '4x4',
      moves: 'drd',
      step: 3,
    });
    await eventually(() => panel.reportedState?.moves === 'drd', 'the webview to take the 4×4 board');
    const played = panel.reportedState;
    assert.ok(played);
    assert.equal(played.puzzle.size.key, '4x4');
    assert.deepEqual(played.start, near);
    assert.equal(played.step, 3);
    const end = [...played.moves].reduce<Board | undefined>(
      (board, move) => board && applyMove(size, board, move as Move),
      played.start,
    );
    assert.ok(end && sameBoard(end, goal), 'the moves end at the goal');

    // A size that does not fit the board's cells is refused.
    assert.equal(
      await vscode.commands.executeCommand('eightPuzzle.showOnBoard', { board: text, size: '3x3' }),
      undefined,
    );
    assert.equal(
      await vscode.commands.executeCommand('eightPuzzle.showOnBoard', { board: text, size: '5x5' }),
      undefined,
    );
  });
});

describe('the board panel from a link', () => {
  afterEach(closeAll);

  it('reuses one panel, and shows a board at a given step from a link', async () => {
    const panel = opened(
      await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.showOnBoard', {
        board: '23415x768',
        moves: 'ullddrurdllurdruldr',
        step: 7,
      }),
    );
    await vscode.commands.executeCommand('eightPuzzle.showOnBoard', {
      board: '123456x78',
      moves: 'rr',
      step: 1,
    });
    await eventually(() => panel.currentState?.moves === 'rr', 'the second board');
    await eventually(() => boardTabs().length === 1, 'one board tab');
    assert.equal(panel.currentState?.step, 1);
  });

  it('ignores a link with a bad board', async () => {
    const result = await vscode.commands.executeCommand('eightPuzzle.showOnBoard', { board: '1 2 3' });
    assert.equal(result, undefined);
  });
});
