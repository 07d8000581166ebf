// A learner's own work in the Search Lab, as the learner meets it: a Python
// heuristic that overestimates, checked from the CodeLens over its `def h(`,
// its worst board shown and opened on the board; and a search's trace opened
// from the palette and stepped through. The README's pictures of both.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Frame } from 'playwright-core';
import { findInWebviews, runCommand } from '../harness/workbench';
import { useWorkbench } from './setup';
import { boardTiles, openFromExplorer, publishScreenshot, screenshotPath, text, waitUntil } from './user';

/** Twice Manhattan distance: consistent nowhere, and over the true distance on most boards. */
const TWICE_MANHATTAN = `def h(board, goal, rows, cols):
    moves = 0
    for cell, tile in enumerate(board):
        if tile:
            home = goal.index(tile)
            moves += abs(cell // cols - home // cols) + abs(cell % cols - home % cols)
    return 2 * moves
`;

describe('the search lab on a learner’s heuristic and trace (e2e)', () => {
  const workbench = useWorkbench({ settings: { 'workbench.colorTheme': 'Dark 2026' } });

  it('Check Heuristic over a Python h: every board checked, the worst one shown, and opened on the board', async function () {
    this.timeout(180_000);
    const { page } = workbench;
    writeFileSync(join(workbench.workspace, 'lab', 'twice.py'), TWICE_MANHATTAN);
    await openFromExplorer(page, 'lab', 'twice.py');
    const lens = page.locator('.codelens-decoration a').filter({ hasText: 'Check Heuristic' }).first();
    await lens.waitFor({ timeout: 30_000 });
    await lens.click();

    const lab: Frame = (await findInWebviews(page, '#lab-heuristic:not([hidden])', 60_000)).frame;
    await waitUntil(
      'every board checked',
      () => text(lab, '#heuristic-boards'),
      (boards) => boards === '181,440',
    );
    assert.match(await text(lab, '#heuristic-checked'), /proven/i);
    assert.match(await text(lab, '#heuristic-admissible'), /^no\b/i);
    assert.match(await text(lab, '#heuristic-consistent'), /^no\b/i);
    // Twice Manhattan is 44 on the worst board, whose true distance is 22: 22 over, the most of any board.
    const worst = lab.locator('#heuristic-worst button').first();
    assert.match(await worst.innerText(), /h 44, distance 22/);
    assert.ok(
      (await lab.locator('#heuristic-comparison tbody tr.yours').count()) >= 2,
      'A* and IDA* with yours in the comparison',
    );

    await lab.locator('#lab-heuristic').evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await waitUntil(
      'the progress notification gone',
      () => page.locator('.notifications-toasts .notification-toast').count(),
      (toasts) => toasts === 0,
    );
    await page.screenshot({ path: screenshotPath('lab-heuristic.png') });
    publishScreenshot('lab-heuristic.png');

    // The lab's board is the worst one, and A* with the learner's h runs on it beside the lab's own methods.
    await waitUntil(
      'the worst board in the lab',
      () => text(lab, '#lab-board-title'),
      (title) => title.startsWith('3×3 board: ') && title.length > 12,
    );
    const yours = lab.locator('input[name=method][value="astar-yours"]');
    await waitUntil(
      'A* (yours) offered',
      () => yours.isEnabled(),
      (enabled) => enabled,
    );
    await lab
      .locator('input[name=method]')
      .evaluateAll((boxes) =>
        boxes.forEach(
          (box) =>
            ((box as HTMLInputElement).checked = ['astar-yours', 'astar-manhattan'].includes(
              (box as HTMLInputElement).value,
            )),
        ),
      );
    await lab.locator('#lab-run').click();
    const row = (method: string) => lab.locator(`#lab-figures tbody tr[data-method="${method}"]`);
    await waitUntil(
      'both rows done',
      () =>
        Promise.all(
          ['astar-yours', 'astar-manhattan'].map((method) => row(method).getAttribute('data-state')),
        ),
      (states) => states.every((state) => state === 'done'),
      60_000,
    );
    // Manhattan's A* proves 22 moves; twice Manhattan is not consistent, so its answer is not called
    // shortest.
    assert.equal(await row('astar-manhattan').locator('td').nth(2).innerText(), '22');

    await worst.click();
    // The board's page (the lab draws a board of its own too, so found by what only the board's page has).
    const board = (await findInWebviews(page, '#remaining', 30_000)).frame;
    await waitUntil(
      'the worst board on the board',
      () => boardTiles(board),
      (tiles) => /^[1-8x]( [1-8x]){8}$/.test(tiles),
    );
    await waitUntil(
      'its distance',
      () => text(board, '#remaining'),
      (remaining) => remaining === '22 moves to the goal',
    );
  });

  it('Open Trace in Search Lab: a breadth-first search replayed, and stepped through', async function () {
    this.timeout(180_000);
    const { page } = workbench;
    // The lab beside the trace alone, as a learner who just ran their search has it.
    await runCommand(page, 'View: Close All Editors');
    await openFromExplorer(page, 'lab', 'bfs.trace');
    await runCommand(page, 'Eight Puzzle: Open Trace in Search Lab');
    const lab: Frame = (await findInWebviews(page, '#lab-trace:not([hidden])', 60_000)).frame;
    await waitUntil(
      'the summary',
      () => text(lab, '#trace-summary'),
      (summary) => /expanded 385 boards/.test(summary),
    );
    assert.match(
      await text(lab, '#trace-summary'),
      /, 0 of them again/,
      'a breadth-first search expands no board twice',
    );
    await lab.locator('#trace-stepper').scrollIntoViewIfNeeded();
    await waitUntil(
      'the first step',
      () => text(lab, '#trace-position'),
      (position) => /^Step 1 of/.test(position),
    );

    await lab.locator('#lab-trace').evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await waitUntil(
      'the progress notification gone',
      () => page.locator('.notifications-toasts .notification-toast').count(),
      (toasts) => toasts === 0,
    );
    await page.screenshot({ path: screenshotPath('lab-trace.png') });
    publishScreenshot('lab-trace.png');
  });
});
