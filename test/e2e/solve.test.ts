// "Solve Eight Puzzle" as a user runs it: select a board, F1, the command,
// Enter; read the answer in the notification, and act on its buttons.
import assert from 'node:assert/strict';
import { runCommand } from '../harness/workbench';
import { useWorkbench } from './setup';
import {
  boardFrame,
  boardMoves,
  boardTiles,
  clearToasts,
  cursorStatus,
  cursorToLine,
  editorLines,
  focusEditor,
  GOAL,
  play,
  text,
  toast,
  toastMessages,
  waitUntil,
} from './user';

const SAMPLE = '2 3 4 1 5 x 7 6 8';
const SAMPLE_LINE = '2  3  4  1  5  x  7  6  8'; // as samples/poj1077/sample.in writes it
const ANSWER = /^19 moves: ([udlr]{19})$/;

describe('Solve Eight Puzzle (e2e)', () => {
  const workbench = useWorkbench({ openFile: 'poj1077/sample.in' });

  it('solves the selected board from the command palette, and Insert puts the answer on the line below', async () => {
    const { page } = workbench;
    await focusEditor(page, 'sample.in');
    await waitUntil(
      'sample.in as it is on disk',
      () => editorLines(page),
      (lines) => lines.join('\n') === `${SAMPLE_LINE}\n`,
    );
    await cursorToLine(page, 1);
    await page.keyboard.press('Shift+End');
    await waitUntil(
      'the whole board to be selected',
      () => cursorStatus(page),
      (status) => status.includes(`(${SAMPLE_LINE.length} selected)`),
    );

    await runCommand(page, 'Eight Puzzle: Solve Eight Puzzle');

    const notification = toast(page, ANSWER);
    await notification.waitFor({ timeout: 15_000 });
    const message = (await notification.locator('.notification-list-item-message').innerText()).trim();
    const moves = ANSWER.exec(message)?.[1] ?? '';
    assert.equal(play(SAMPLE, moves), GOAL, `"${message}" does not solve ${SAMPLE}`);
    const buttons = (
      await notification.locator('.notification-list-item-buttons-container .monaco-button').allInnerTexts()
    ).map((label) => label.trim());
    assert.deepEqual(buttons, ['Insert', 'Copy', 'Show on Board']);
    assert.equal(
      await notification.locator('.codicon-info').count(),
      1,
      'an information notification, not a warning or an error',
    );

    await notification.locator('.monaco-button', { hasText: 'Insert' }).click();

    const lines = await waitUntil(
      'the answer on the line below the board',
      () => editorLines(page),
      (shown) => shown.length >= 2 && shown[1] === moves,
    );
    assert.deepEqual(
      lines,
      [SAMPLE_LINE, moves, ''],
      "the board, its answer below it, and the file's last (empty) line",
    );
    // The inserted answer is selected, so it can be copied or typed over at once.
    const selected = `Ln 2, Col 20 (${moves.length} selected)`;
    await waitUntil(
      `the answer to be selected ("${selected}")`,
      () => cursorStatus(page),
      (status) => status === selected,
      5_000,
    );
  });

  it('says what is wrong with a bad board, in an error notification without a stack trace', async () => {
    const { page } = workbench;
    await clearToasts(page);
    await runCommand(page, 'File: New Untitled Text File');
    await focusEditor(page, 'Untitled-1');
    await page.keyboard.insertText('1 2 3 4 5 6 7 4 x');
    await waitUntil(
      'the typed line in the editor',
      () => editorLines(page),
      (lines) => lines[0] === '1 2 3 4 5 6 7 4 x',
    );

    await runCommand(page, 'Eight Puzzle: Solve Eight Puzzle');

    const notification = toast(page, /tile 4 appears twice/);
    await notification.waitFor({ timeout: 15_000 });
    assert.equal(await notification.locator('.codicon-error').count(), 1, 'an error notification');
    const message = (await notification.locator('.notification-list-item-message').innerText()).trim();
    assert.equal(message, 'Not an eight puzzle board: tile 4 appears twice: "4" (line 1, column 15)');
    // Nothing else came up, such as VS Code's "Running the contributed command … failed" with the exception.
    const all = await toastMessages(page);
    assert.equal(
      all.filter((shown) => shown.includes('tile 4')).length,
      1,
      `one message about it, among ${JSON.stringify(all)}`,
    );
    for (const shown of all)
      assert.doesNotMatch(
        shown,
        /\bat .+:\d+|Error:|\.(js|ts):\d+|failed|undefined/i,
        'no stack trace or exception text',
      );
    // The second 4 is selected, for the user to fix.
    await waitUntil(
      'the second 4 to be selected',
      () => cursorStatus(page),
      (status) => /^Ln 1, Col 1[56] \(1 selected\)$/.test(status),
      5_000,
    );
  });

  it('shows the answer on the board from the notification ("Show on Board"), with the cursor on the board', async () => {
    const { page } = workbench;
    await page.locator('.tabs-container .tab').filter({ hasText: 'sample.in' }).first().click();
    await focusEditor(page, 'sample.in');
    await cursorToLine(page, 1); // no selection: the board under the cursor

    await runCommand(page, 'Eight Puzzle: Solve Eight Puzzle');

    const notification = toast(page, ANSWER);
    await notification.waitFor({ timeout: 15_000 });
    const moves =
      ANSWER.exec((await notification.locator('.notification-list-item-message').innerText()).trim())?.[1] ??
      '';
    await notification.locator('.monaco-button', { hasText: 'Show on Board' }).click();

    await page
      .locator('.tabs-container .tab')
      .filter({ hasText: 'Eight Puzzle' })
      .first()
      .waitFor({ timeout: 15_000 });
    const board = await boardFrame(page);
    assert.equal(await boardTiles(board), SAMPLE);
    assert.equal(await boardMoves(board), moves, 'the board plays the answer the notification gave');
    assert.equal(await text(board, '#step'), 'step 0 of 19');
    assert.equal(await text(board, '#remaining'), '19 moves to the goal');
  });
});
