// The board webview as a user plays it: open it on a board in the editor,
// play the solution to the end, move tiles by hand with the mouse and the
// arrow keys, reload the window and find the same board; and the README's
// screenshots of it in the default light and dark themes.
import assert from 'node:assert/strict';
import { Frame, Page } from 'playwright-core';
import { runCommand } from '../harness/workbench';
import { useWorkbench } from './setup';
import {
  boardFrame,
  boardMoves,
  boardTiles,
  cursorToLine,
  focusEditor,
  GOAL,
  openFromExplorer,
  pickColorTheme,
  pixelsOf,
  play,
  publishScreenshot,
  screenshotPath,
  text,
  waitUntil,
} from './user';

const SAMPLE = '2 3 4 1 5 x 7 6 8';
// VS Code 1.139's default themes (what a new user sees), by their settings ids.
const LIGHT_THEME = 'Light 2026';
const DARK_THEME = 'Dark 2026';

describe('the board webview (e2e)', () => {
  // No file in the start URL: VS Code restores a window's editors, the board among them, only
  // when the URL does not name files to open. sample.in is opened from the Explorer instead.
  const workbench = useWorkbench({ settings: { 'workbench.colorTheme': LIGHT_THEME } });
  /** The shortest solution the board was opened with. */
  let solution = '';

  before(async () => {
    await openFromExplorer(workbench.page, 'poj1077', 'sample.in');
  });

  /** Open Board with the cursor on sample.in's board, as a user runs it from the palette. */
  async function openSampleBoard(page: Page): Promise<Frame> {
    await page.locator('.tabs-container .tab').filter({ hasText: 'sample.in' }).first().click();
    await focusEditor(page, 'sample.in');
    await cursorToLine(page, 1);
    await runCommand(page, 'Eight Puzzle: Open Board');
    await page
      .locator('.tabs-container .tab')
      .filter({ hasText: 'Eight Puzzle' })
      .first()
      .waitFor({ timeout: 15_000 });
    const board = await boardFrame(page);
    await waitUntil(
      'the sample board',
      () => boardTiles(board),
      (tiles) => tiles === SAMPLE,
    );
    await waitUntil(
      'step 0',
      () => text(board, '#step'),
      (step) => step === 'step 0 of 19',
    );
    return board;
  }

  it('"Open Board" shows the board under the cursor, beside the editor, with its shortest solution', async () => {
    const { page } = workbench;
    const board = await openSampleBoard(page);

    // Beside the editor: two editor groups, sample.in in one and the board in the other.
    assert.equal(await page.locator('.editor-group-container').count(), 2);
    assert.equal(await text(board, '#remaining'), '19 moves to the goal');
    solution = await boardMoves(board);
    assert.equal(solution.length, 19, `a shortest solution has 19 moves, not "${solution}"`);
    assert.equal(play(SAMPLE, solution), GOAL, `"${solution}" does not solve ${SAMPLE}`);
    assert.equal(await board.locator('#status').textContent(), '');
    assert.equal(await board.locator('#play').getAttribute('aria-disabled'), 'false');
    assert.equal(
      await board.locator('#back').getAttribute('aria-disabled'),
      'true',
      'nothing to step back to at step 0',
    );
  });

  it('Play runs the solution to the end and says "Solved"', async () => {
    const { page } = workbench;
    const board = await boardFrame(page);
    await board.locator('#speed').selectOption('4'); // 4×: 19 moves in about 2 s
    await board.locator('#play').click();
    assert.equal(await board.locator('#play').getAttribute('aria-pressed'), 'true', 'playing');

    await board.locator('#status').filter({ hasText: 'Solved' }).waitFor({ timeout: 20_000 });
    assert.equal(await boardTiles(board), GOAL);
    assert.equal(await text(board, '#step'), 'step 19 of 19');
    assert.equal(await text(board, '#remaining'), '0 moves to the goal');
    assert.equal(await board.locator('body.solved').count(), 1);
    assert.equal(
      await board.locator('#moves .move.current').getAttribute('data-index'),
      '18',
      'the last move is the current one',
    );
    await waitUntil(
      'playback to stop at the end',
      () => board.locator('#play').getAttribute('aria-pressed'),
      (pressed) => pressed === 'false',
      5_000,
    );
    assert.equal(
      await board.locator('#forward').getAttribute('aria-disabled'),
      'true',
      'nothing to step forward to',
    );
  });

  it('moves tiles by hand, with a click next to the blank and with the arrow keys, and the move string grows', async () => {
    const { page } = workbench;
    const board = await boardFrame(page);
    assert.equal(await boardTiles(board), GOAL, 'starts where the last test ended');

    // The blank is bottom right; tile 8 is to its left. Clicking it moves the blank left.
    await board.locator('#board .tile[data-cell="7"]').click();
    await waitUntil(
      'the click to play "l"',
      () => boardMoves(board),
      (moves) => moves === `${solution}l`,
    );
    assert.equal(await boardTiles(board), '1 2 3 4 5 6 7 x 8');
    assert.equal(await text(board, '#step'), 'step 20 of 20');
    assert.equal(await board.locator('#status').textContent(), '', 'no longer solved');
    assert.equal(await board.locator('body.solved').count(), 0);

    // Keyboard: focus the board, then the arrow keys move the blank (↑ is 'u', → is 'r').
    await board.locator('#board .tile.movable').first().focus();
    await page.keyboard.press('ArrowUp');
    await waitUntil(
      'ArrowUp to play "u"',
      () => boardMoves(board),
      (moves) => moves === `${solution}lu`,
    );
    await page.keyboard.press('ArrowRight');
    await waitUntil(
      'ArrowRight to play "r"',
      () => boardMoves(board),
      (moves) => moves === `${solution}lur`,
    );
    assert.equal(await boardTiles(board), play(GOAL, 'lur'));
    assert.equal(await boardTiles(board), '1 2 3 4 6 x 7 5 8');
    assert.equal(await text(board, '#step'), 'step 22 of 22');
    assert.equal(await text(board, '#remaining'), '3 moves to the goal');
    assert.equal(await board.locator('#moves .move').count(), 22);
  });

  it('restores the same board after the window is reloaded', async () => {
    const { page } = workbench;
    let board = await boardFrame(page);
    const before = {
      tiles: await boardTiles(board),
      moves: await boardMoves(board),
      step: await text(board, '#step'),
    };
    assert.equal(before.moves, `${solution}lur`);

    const reloaded = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === page.mainFrame(),
      timeout: 30_000,
    });
    await runCommand(page, 'Developer: Reload Window');
    await reloaded;
    await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });

    await page
      .locator('.tabs-container .tab')
      .filter({ hasText: 'Eight Puzzle' })
      .first()
      .waitFor({ timeout: 30_000 });
    board = await boardFrame(page, 60_000);
    const after = {
      tiles: await waitUntil(
        'the restored tiles',
        () => boardTiles(board),
        (tiles) => tiles === before.tiles,
      ),
      moves: await boardMoves(board),
      step: await text(board, '#step'),
    };
    assert.deepEqual(after, before);
    assert.equal(await text(board, '#remaining'), '3 moves to the goal');
  });

  describe('screenshots for the README', () => {
    /** The board part of the workbench, at step 6 with a hint showing; checked, saved, and returned. */
    async function boardScreenshot(page: Page, board: Frame, name: string): Promise<Buffer> {
      await page.mouse.move(0, 400); // no hover highlight on the buttons
      const group = page
        .locator('.editor-group-container')
        .filter({ has: page.locator('.tab', { hasText: 'Eight Puzzle' }) });
      const area = await group.boundingBox();
      const content = await board.locator('.layout').boundingBox();
      assert.ok(area && content, 'the board is on screen');
      const clip = {
        x: area.x + 1,
        y: area.y,
        width: area.width - 1,
        height: Math.min(area.height, content.y + content.height - area.y + 4),
      };
      const png = await page.screenshot({ path: screenshotPath(name), clip });
      const published = publishScreenshot(name);
      console.log(`      screenshot: ${screenshotPath(name)}${published ? `, copied to ${published}` : ''}`);
      return png;
    }

    async function boardAtStepSixWithHint(page: Page): Promise<Frame> {
      const board = await openSampleBoard(page);
      for (let step = 1; step <= 6; step++) {
        await board.locator('#forward').click();
        await waitUntil(
          `step ${step}`,
          () => text(board, '#step'),
          (shown) => shown === `step ${step} of 19`,
        );
      }
      await board.locator('#hint').click();
      await board.locator('#board .tile.hinted').waitFor({ timeout: 5_000 });
      assert.match(await text(board, '#hint-text'), /^Next: [udlr], tile \d slides (up|down|left|right)$/);
      return board;
    }

    /** The theme the webview got from VS Code, and the colour its tiles are drawn in. */
    async function webviewTheme(
      board: Frame,
    ): Promise<{ kind: string; id: string; tile: string; button: string }> {
      return board.locator('body').evaluate((body) => {
        const face = body.querySelector('#board .tile:not(.blank) .face');
        const probe = document.createElement('span');
        probe.style.color = 'var(--vscode-button-background)';
        body.append(probe);
        const button = getComputedStyle(probe).color;
        probe.remove();
        return {
          kind: body.dataset.vscodeThemeKind ?? '',
          id: body.dataset.vscodeThemeId ?? '',
          tile: face ? getComputedStyle(face).backgroundColor : '',
          button,
        };
      });
    }

    const brightness = (rgb: number[]): number => (rgb[0] + rgb[1] + rgb[2]) / 3;

    before(async () => {
      // Wide enough for the board beside its controls, as the README shows it.
      await workbench.page.setViewportSize({ width: 1600, height: 900 });
      await runCommand(workbench.page, 'View: Close Primary Side Bar');
    });

    it(`draws the board in ${LIGHT_THEME} (docs/board-light.png)`, async () => {
      const { page } = workbench;
      const board = await boardAtStepSixWithHint(page);
      const theme = await webviewTheme(board);
      assert.equal(theme.kind, 'vscode-light');
      assert.equal(theme.id, LIGHT_THEME);
      assert.equal(theme.tile, theme.button, "tiles in the theme's button colour");

      const png = await boardScreenshot(page, board, 'board-light.png');
      const [corner] = await pixelsOf(page, png, [[4, 40]]);
      assert.ok(
        brightness(corner) > 200,
        `a light background in the screenshot, not rgb(${corner.join(', ')})`,
      );
    });

    it(`follows a switch to ${DARK_THEME} at once (docs/board-dark.png)`, async () => {
      const { page } = workbench;
      await pickColorTheme(page, DARK_THEME);
      let board = await boardFrame(page);
      await waitUntil(
        'the webview to turn dark',
        async () => (await webviewTheme(board)).kind,
        (kind) => kind === 'vscode-dark',
      );
      board = await boardAtStepSixWithHint(page);
      const theme = await webviewTheme(board);
      assert.equal(theme.id, DARK_THEME);
      assert.equal(theme.tile, theme.button, "tiles in the theme's button colour");

      const png = await boardScreenshot(page, board, 'board-dark.png');
      const [corner] = await pixelsOf(page, png, [[4, 40]]);
      assert.ok(
        brightness(corner) < 60,
        `a dark background in the screenshot, not rgb(${corner.join(', ')})`,
      );
    });
  });
});
