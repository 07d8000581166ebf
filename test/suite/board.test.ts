import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { optimalDistance } from '../../src/engine';
import type { BoardPanel } from '../../src/extension/board/panel';
import { closeAll, cursorAt, editorWith, eventually, opened, reportFigure, show } from './util';

function boardTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all.flatMap((group) => group.tabs).filter((tab) => tab.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith('eightPuzzle.board'));
}

describe('the board panel', () => {
  afterEach(closeAll);

  it('opens beside the editor with the puzzle under the cursor and its solution, and says how fast', async () => {
    const editor = await editorWith('2 3 4 1 5 x 7 6 8\n');
    await cursorAt(editor, 0);
    const started = Date.now();
    const panel = opened(await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.openBoard'));
    await panel.whenReady();
    reportFigure('Open Board until the webview is ready (an earlier test opened the session’s first webview)', `${Date.now() - started} ms`);
    assert.equal(boardTabs().length, 1);
    assert.equal(panel.currentState?.moves.length, 19);
    assert.deepEqual(panel.currentState?.start, [2, 3, 4, 1, 5, 9, 7, 6, 8]);

    // Once more, now that VS Code has set up its webview machinery.
    panel.panel.dispose();
    await show(editor.document);
    const again = Date.now();
    const second = opened(await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.openBoard'));
    await second.whenReady();
    reportFigure('Open Board again, webview machinery warm', `${Date.now() - again} ms`);
  });

  it('opens a random solvable board when there is no puzzle', async () => {
    await editorWith('no puzzle here\n');
    const panel = opened(await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.openBoard'));
    const start = panel.currentState?.start;
    assert.ok(start);
    assert.equal(optimalDistance(start), 20);
  });

  it('reuses one panel, and shows a board at a given step from a link', async () => {
    const panel = opened(await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.showOnBoard', { board: '23415x768', moves: 'ullddrurdllurdruldr', step: 7 }));
    await vscode.commands.executeCommand('eightPuzzle.showOnBoard', { board: '123456x78', moves: 'rr', step: 1 });
    await eventually(() => panel.currentState?.moves === 'rr', 'the second board');
    await eventually(() => boardTabs().length === 1, 'one board tab');
    assert.equal(panel.currentState?.step, 1);
  });

  it('ignores a link with a bad board', async () => {
    const result = await vscode.commands.executeCommand('eightPuzzle.showOnBoard', { board: '1 2 3' });
    assert.equal(result, undefined);
  });
});
