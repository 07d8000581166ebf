// Every size on vscode.dev: the browser build in code-server's web-worker
// extension host (no Node, no worker threads), where the 4×4 solver runs in a
// Web Worker started from the extension's own files. A cold Solve with
// progress (on the quick 5-5-5 databases), played to the goal on the board;
// the hover's verdict after it; a search cancelled (the worker is terminated,
// as code-server's page shares no memory with its workers) and the board's
// Hint and Solve answered by a fresh worker; the full 6-6-3 databases built
// in the background by the worker's own workers and kept, with the quick
// ones, in the extension's storage; and a new session that builds nothing
// and searches on the 6-6-3 ones.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Frame, Page } from 'playwright-core';
import { puzzleOf, sizeByKey } from '../../src/engine';
import { databaseFileName, decodeDatabase, partitionFor } from '../../src/engine/pdb';
import { findInWebviews } from '../harness/workbench';
import {
  cancelFromNotification,
  FIFTEEN,
  FIFTEEN_ANSWER,
  GOAL_4X4,
  playFifteenToGoal,
  solveFifteen,
  startHardestSearch,
  toFifteen,
} from './fifteen';
import { useWorkbench } from './setup';
import {
  boardTiles,
  clearToasts,
  editorLine,
  hoverCharacter,
  keepToastsSeen,
  text,
  toast,
  toastsSeen,
  waitUntil,
} from './user';

/** A board 17 moves from the goal, none of whose answers the host knows: its Hint has to be searched. */
const SEVENTEEN = '1 2 3 4\n5 7 12 8\n9 6 14 10\n13 11 x 15';
const BUILDING = /building the 4×4 pattern databases/;
/** fifteen.txt's puzzle: 4×4 toward the default goal, the blank last. */
const FIFTEEN_PUZZLE = puzzleOf(sizeByKey('4x4'));

/** The 4×4 board's webview frame, once it shows its 16 tiles. */
async function boardFrame(page: Page): Promise<Frame> {
  const { frame } = await findInWebviews(page, '#board .tile', 30_000);
  await waitUntil(
    'the board to show 16 tiles',
    () => frame.locator('#board .tile').count(),
    (count) => count === 16,
  );
  return frame;
}

describe('every size on vscode.dev: a 4×4 board in the web-worker extension host (e2e)', () => {
  const workbench = useWorkbench({ openFile: 'uva10181/fifteen.txt', web: true });

  it('solves the 4×4 grid cold in a Web Worker, with progress, then plays the answer on the board to the goal', async function () {
    this.timeout(300_000);
    const { page } = workbench;
    const { moves, seconds, afterPalette } = await solveFifteen(page);
    console.log(
      `      figure: the first 4×4 Solve in the web-worker extension host, cold (the quick 5-5-5 databases built in a Web Worker): ${seconds.toFixed(1)} s from the palette, ${afterPalette.toFixed(1)} s after it closed, load ${loadavg()[0].toFixed(2)}`,
    );
    const seen = await toastsSeen(page);
    assert.ok(
      seen.some((message) => BUILDING.test(message)) || seen.some((message) => /bound \d+/.test(message)),
      `a progress notification, among: ${seen.join(' | ')}`,
    );
    assert.ok(
      !seen.some((message) => /needs VS Code on a computer/.test(message)),
      'the browser build says it cannot solve',
    );

    await toast(page, FIFTEEN_ANSWER).locator('.monaco-button', { hasText: 'Show on Board' }).click();
    const board = await boardFrame(page);
    await waitUntil(
      'the 4×4 board',
      () => boardTiles(board),
      (tiles) => tiles === FIFTEEN,
    );
    await playFifteenToGoal(board, moves);
  });

  it('knows the proven length in the hover over the UVa answer once solved', async function () {
    this.timeout(60_000);
    const { page } = workbench;
    await toFifteen(page);
    const hover = page
      .locator('.monaco-hover')
      .filter({ hasText: '22 steps, shortest: 22 moves' })
      .filter({ visible: true })
      .first();
    await waitUntil(
      'a hover with the proven length over the UVa answer',
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
  });

  it("cancels a search on the hardest board, and a fresh worker then answers the board's Hint and Solve from the cached databases", async function () {
    this.timeout(300_000);
    const { page } = workbench;
    await page.mouse.move(5, 5);
    await clearToasts(page);
    await cancelFromNotification(page, await startHardestSearch(page, workbench.workspace));

    await keepToastsSeen(page);
    await page.locator('.tabs-container .tab').filter({ hasText: 'Eight Puzzle' }).first().click();
    const board = await boardFrame(page);
    await board.locator('#edit').click();
    await board.locator('#edit-input').fill(SEVENTEEN);
    await board.locator('#edit-input').press('Enter');
    await waitUntil(
      'the edited board',
      () => boardTiles(board),
      (tiles) => tiles === SEVENTEEN.replace(/\n/g, ' '),
    );
    await board.locator('#hint').click();
    await board.locator('#board .tile.hinted').waitFor({ timeout: 60_000 });
    assert.match(await text(board, '#hint-text'), /^Next: [udlr], tile \d+ slides (up|down|left|right)$/);
    await board.locator('#solve').click();
    await board.locator('#status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60_000 });
    assert.equal(await boardTiles(board), GOAL_4X4);
    assert.equal(await text(board, '#step'), 'step 17 of 17');
    const seen = await toastsSeen(page);
    assert.ok(
      !seen.some((message) => BUILDING.test(message)),
      `the fresh worker built databases again: ${seen.join(' | ')}`,
    );
  });

  it("builds the full 6-6-3 databases in the background, in workers of its worker, and keeps them in the extension's storage with the quick ones", async function () {
    this.timeout(300_000);
    const storage = join(workbench.server.userDataDir, 'User', 'globalStorage', 'eight-puzzle.eight-puzzle');
    const names = [...partitionFor(FIFTEEN_PUZZLE, 'quick'), ...partitionFor(FIFTEEN_PUZZLE, 'full')].map(
      (tiles) => databaseFileName(FIFTEEN_PUZZLE, tiles),
    );
    const stored = (): string[] => (existsSync(storage) ? readdirSync(storage) : []);
    await waitUntil(
      'the six 4×4 databases in the storage',
      () => Promise.resolve(stored()),
      (files) => names.every((name) => files.includes(name)),
      240_000,
    );
    for (const [i, tiles] of [
      ...partitionFor(FIFTEEN_PUZZLE, 'quick'),
      ...partitionFor(FIFTEEN_PUZZLE, 'full'),
    ].entries()) {
      assert.equal(
        decodeDatabase(readFileSync(join(storage, names[i])), FIFTEEN_PUZZLE, tiles).kind,
        'ok',
        names[i],
      );
    }
  });

  it("in a new session reads the databases from the extension's storage: Solve builds nothing, and searches on the 6-6-3 ones", async function () {
    this.timeout(300_000);
    const { page } = workbench;
    await workbench.reopen('uva10181/fifteen.txt');
    const { seconds, afterPalette } = await solveFifteen(page);
    console.log(
      `      figure: the first 4×4 Solve of a new session in the web-worker extension host, the databases from the storage: ${seconds.toFixed(1)} s from the palette, ${afterPalette.toFixed(1)} s after it closed, load ${loadavg()[0].toFixed(2)}`,
    );
    const seen = await toastsSeen(page);
    assert.ok(
      !seen.some((message) => BUILDING.test(message)),
      `the databases were built again: ${seen.join(' | ')}`,
    );

    // A search long enough to show its progress says which databases it runs on: not the quick ones.
    await clearToasts(page);
    const searching = await startHardestSearch(page, workbench.workspace);
    const progress = (await searching.locator('.notification-list-item-message').innerText()).trim();
    assert.doesNotMatch(progress, /quick/, progress);
    await cancelFromNotification(page, searching);
  });
});
