// Boards of other sizes as a user meets them: "Open Board" with no puzzle
// under the cursor asks for a size (3×3 first, the last one remembered), and
// a 4×4 board is edited to a near-goal board and played to the goal by keyboard.
import assert from 'node:assert/strict';
import { Frame, Page } from 'playwright-core';
import { closePalette, findInWebviews, openPalette, runCommand } from '../harness/workbench';
import {
  cancelFromNotification,
  FIFTEEN,
  FIFTEEN_ANSWER,
  GOAL_4X4,
  playFifteenToGoal,
  startHardestSearch,
} from './fifteen';
import { useWorkbench } from './setup';
import {
  acceptInQuickPick,
  boardTiles,
  clearToasts,
  cursorToLine,
  editorLine,
  exactly,
  focusEditor,
  hoverCharacter,
  keepToastsSeen,
  text,
  toast,
  toastsSeen,
  waitUntil,
} from './user';

const ROW_LABELS = '.quick-input-list .monaco-list-row .label-name';
const SIZE_PICKER = '.quick-input-widget .quick-input-box input[placeholder="The size of the board"]';

/**
 * Runs Open Board from the palette, as a user does, and waits for its size
 * picker (the harness's runCommand waits for the palette to close, which a
 * command that opens a picker of its own never lets it do).
 */
async function openBoardPicker(page: Page): Promise<void> {
  const title = 'Eight Puzzle: Open Board';
  const entry = page
    .locator('.quick-input-widget .quick-input-list .monaco-list-row .label-name')
    .filter({ hasText: exactly(title) })
    .first();
  // Right after the workbench appears the extension's commands may not be listed yet: try again until they
  // are.
  await waitUntil(
    `the palette to offer "${title}"`,
    async () => {
      await openPalette(page, title);
      const offered = await entry.waitFor({ state: 'visible', timeout: 3_000 }).then(
        () => true,
        () => false,
      );
      if (!offered) await closePalette(page);
      return offered;
    },
    (offered) => offered,
    30_000,
  );
  await acceptInQuickPick(page, title);
  await page.locator(SIZE_PICKER).waitFor({ state: 'visible', timeout: 15_000 });
}

/** The board webview's frame, once it shows `cells` tiles. */
async function boardWith(page: Page, cells: number): Promise<Frame> {
  const { frame } = await findInWebviews(page, '#board .tile', 30_000);
  await waitUntil(
    `the board to show ${cells} tiles`,
    () => frame.locator('#board .tile').count(),
    (count) => count === cells,
  );
  return frame;
}

describe('boards of every size (e2e)', () => {
  const workbench = useWorkbench();

  it('"Open Board" offers the sizes, 3×3 first; 4×4 opens a 4×4 board, played to the goal by keyboard', async () => {
    const { page } = workbench;
    await openBoardPicker(page);
    assert.deepEqual(await page.locator(ROW_LABELS).allTextContents(), [
      '3×3',
      '2×2',
      '2×3',
      '3×2',
      '2×4',
      '4×2',
      '3×4',
      '4×3',
      '4×4',
    ]);
    await acceptInQuickPick(page, '4×4');

    const board = await boardWith(page, 16);
    assert.equal(await board.locator('#board').getAttribute('aria-label'), 'Board, 4 rows by 4 columns');
    assert.equal(await board.locator('#goal .cell').count(), 16);

    // A near-goal board, typed as a user types it: four rows, the blank as x.
    await board.locator('#edit').click();
    await board.locator('#edit-input').fill('1 2 3 4\n5 6 7 8\n9 10 x 11\n13 14 15 12');
    await board.locator('#edit-input').press('Enter');
    await waitUntil(
      'the edited board',
      () => boardTiles(board),
      (tiles) => tiles === '1 2 3 4 5 6 7 8 9 10 x 11 13 14 15 12',
    );
    assert.equal(
      await board.locator('#board .tile[data-cell="11"]').getAttribute('aria-label'),
      'tile 11, row 3, column 4',
    );

    // Keyboard only: a movable tile has the focus, → moves the blank right, ↓ down.
    await board.locator('#board .tile.movable').first().focus();
    await page.keyboard.press('ArrowRight');
    await waitUntil(
      '→ to play "r"',
      () => text(board, '#step'),
      (step) => step === 'step 1 of 1',
    );
    await page.keyboard.press('ArrowDown');
    await board.locator('#status').filter({ hasText: 'Solved' }).waitFor({ timeout: 10_000 });
    assert.equal(await boardTiles(board), GOAL_4X4);
    assert.equal(await text(board, '#step'), 'step 2 of 2');
    assert.equal(await text(board, '#remaining'), '0 moves to the goal');
    assert.equal((await board.locator('#moves .move').allTextContents()).join(''), 'rd');
  });

  it('remembers the size picked: the picker starts at 4×4 the next time, and Escape opens nothing', async () => {
    const { page } = workbench;
    await openBoardPicker(page);
    const focused = page.locator('.quick-input-list .monaco-list-row.focused .label-name');
    await waitUntil(
      'the picker to start at 4×4',
      () => focused.allInnerTexts(),
      (labels) => exactly('4×4').test(labels[0] ?? ''),
    );
    assert.equal((await page.locator(ROW_LABELS).allInnerTexts())[0]?.trim(), '3×3', '3×3 stays first');
    // Escape, with the focus in the picker's own box, as it is when the picker opens.
    await page.locator(SIZE_PICKER).focus();
    await page.keyboard.press('Escape');
    await page
      .locator('.quick-input-widget:not(.quick-input-widget-closing)')
      .waitFor({ state: 'hidden', timeout: 10_000 });
    const board = await boardWith(page, 16);
    assert.equal(await text(board, '#status'), 'Solved', 'the board is as it was');
  });
});

const HOVER = '.monaco-hover';

describe('a 4×4 board in the editor (e2e)', () => {
  const workbench = useWorkbench({ openFile: 'uva10181/fifteen.txt' });

  it('previews the boards along an upper-case UVa answer when it is hovered, with two-digit tiles', async () => {
    const { page } = workbench;
    await focusEditor(page, 'fifteen.txt');
    const hover = page
      .locator(HOVER)
      .filter({ hasText: 'After move 1 of 22' })
      .filter({ visible: true })
      .first();
    // Right after the workbench opens the extension may still be starting: hover again until the preview
    // comes.
    await waitUntil(
      'a hover over the UVa answer',
      async () => {
        await hoverCharacter(page, editorLine(page, /^URRDD/), 0);
        return hover.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
      },
      (shown) => shown,
      30_000,
    );
    const grid = (
      await hover.locator('.monaco-tokenized-source', { hasText: 'start' }).first().innerText()
    ).split('\n');
    // start, after U, end: four rows of four cells each, columns two characters wide.
    assert.equal(grid[1].trim(), '1  2  8  4    1  ·  8  4    1  2  3  4');
    assert.equal(grid[4].trim(), '13 14 11 15   13 14 11 15   13 14 15  ·');
    assert.match(await hover.innerText(), /22 steps, shortest not known yet · Solve · Show on Board/);
  });

  it('solves the 4×4 grid under the cursor with progress, then plays the answer on the board to the goal', async function () {
    this.timeout(300_000);
    const { page } = workbench;
    await page.mouse.move(5, 5);
    await focusEditor(page, 'fifteen.txt');
    await cursorToLine(page, 7); // the grid's third row: a 4×4 grid starts three lines above its last
    await keepToastsSeen(page);
    await runCommand(page, 'Eight Puzzle: Solve Eight Puzzle');
    const answer = toast(page, FIFTEEN_ANSWER);
    await answer.waitFor({ timeout: 240_000 });
    // The database build and the search reported in a notification meanwhile; on the quick databases it may
    // have
    // shown for well under a second, so every message shown is looked at, not only those still there.
    assert.ok(
      (await toastsSeen(page)).some((message) =>
        /building the 4×4 pattern databases|bound \d+/.test(message),
      ),
      `a progress notification, among: ${(await toastsSeen(page)).join(' | ')}`,
    );
    const moves =
      FIFTEEN_ANSWER.exec(
        (await answer.locator('.notification-list-item-message').innerText()).trim(),
      )?.[1] ?? '';

    await answer.locator('.monaco-button', { hasText: 'Show on Board' }).click();
    const board = await boardWith(page, 16);
    assert.equal(await boardTiles(board), FIFTEEN);
    await playFifteenToGoal(board, moves);
  });

  it('cancels the search on a hard 4×4 board from its notification, and says so', async function () {
    this.timeout(300_000);
    const { page } = workbench;
    await clearToasts(page);
    const searching = await startHardestSearch(page, workbench.workspace);
    await cancelFromNotification(page, searching);
    assert.equal(await searching.count(), 0, 'the progress notification is gone');
  });
});
