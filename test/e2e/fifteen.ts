// samples/uva10181/fifteen.txt's 4×4 board solved as a user solves it, for
// the end-to-end tests and the bench (scripts/benchWeb.ts), which time it.
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Frame, Locator, Page } from 'playwright-core';
import { runCommand } from '../harness/workbench';
import {
  boardMoves,
  boardTiles,
  cursorToLine,
  focusEditor,
  keepToastsSeen,
  openFromExplorer,
  text,
  toast,
} from './user';

export const FIFTEEN = '1 2 8 4 5 x 10 3 9 6 7 12 13 14 11 15';
/** Solve's answer for fifteen.txt: 22 moves, proven shortest. */
export const FIFTEEN_ANSWER = /^22 moves: ([udlr]{22})$/;
export const GOAL_4X4 = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x';

/** The board shows fifteen.txt's board with Solve's `moves`; played at the fastest speed, it ends on the goal. */
export async function playFifteenToGoal(board: Frame, moves: string): Promise<void> {
  assert.equal(await boardMoves(board), moves);
  assert.equal(await text(board, '#step'), 'step 0 of 22');
  await board.locator('#speed').selectOption('4');
  await board.locator('#play').click();
  await board.locator('#status').filter({ hasText: 'Solved' }).waitFor({ timeout: 30_000 });
  assert.equal(await boardTiles(board), GOAL_4X4);
  assert.equal(await text(board, '#step'), 'step 22 of 22');
}

/** Brings fifteen.txt's tab to the front and clicks into its text. */
export async function toFifteen(page: Page): Promise<void> {
  await page.locator('.tabs-container .tab').filter({ hasText: 'fifteen.txt' }).first().click();
  await focusEditor(page, 'fifteen.txt');
}

/**
 * Runs Solve from the palette with the cursor on fifteen.txt's grid, keeping
 * every toast seen ({@link keepToastsSeen}); resolves with the answer's moves,
 * the seconds from the command to the answer's notification, and of those
 * the seconds after the palette closed (the palette itself takes seconds on
 * a busy machine).
 */
export async function solveFifteen(
  page: Page,
): Promise<{ moves: string; seconds: number; afterPalette: number }> {
  await page.mouse.move(5, 5);
  await toFifteen(page);
  await cursorToLine(page, 7); // the grid's third row: a 4×4 grid starts three lines above its last
  await keepToastsSeen(page);
  const started = performance.now();
  await runCommand(page, 'Eight Puzzle: Solve Eight Puzzle');
  const closed = performance.now();
  const answer = toast(page, FIFTEEN_ANSWER);
  await answer.waitFor({ timeout: 240_000 });
  const answered = performance.now();
  const moves =
    FIFTEEN_ANSWER.exec((await answer.locator('.notification-list-item-message').innerText()).trim())?.[1] ??
    '';
  return { moves, seconds: (answered - started) / 1000, afterPalette: (answered - closed) / 1000 };
}

/**
 * One of the 15-puzzle's farthest boards (80 moves from the goal): its search runs far longer than a test
 * waits.
 */
const HARDEST = '0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1';

/**
 * Runs Solve on uva10181/hardest.txt (written into the workspace first, if
 * it is not there yet); resolves with the search's progress notification
 * once it shows a bound.
 */
export async function startHardestSearch(page: Page, workspace: string): Promise<Locator> {
  const file = join(workspace, 'uva10181', 'hardest.txt');
  if (!existsSync(file)) writeFileSync(file, `${HARDEST}\n`);
  await openFromExplorer(page, 'uva10181', 'hardest.txt');
  await focusEditor(page, 'hardest.txt');
  await cursorToLine(page, 1);
  await runCommand(page, 'Eight Puzzle: Solve Eight Puzzle');
  const searching = toast(page, /bound \d+/);
  await searching.waitFor({ timeout: 60_000 });
  return searching;
}

/** Cancels a search from its progress notification, and waits for the notice that it was cancelled. */
export async function cancelFromNotification(page: Page, searching: Locator): Promise<void> {
  await searching.locator('.monaco-button', { hasText: 'Cancel' }).click();
  await toast(page, 'Solving the 4×4 board was cancelled.').waitFor({ timeout: 15_000 });
}
