// The search lab as a user meets it: the cursor on the judges' sample in
// sample.in, "Open Search Lab" from the palette, Run, the table and the
// charts, then stepping through A*; reloading the window and finding the same
// table; and the README's screenshot of it.
import assert from 'node:assert/strict';
import { Frame } from 'playwright-core';
import { findInWebviews, runCommand } from '../harness/workbench';
import { useWorkbench } from './setup';
import {
  cursorToLine,
  focusEditor,
  openFromExplorer,
  publishScreenshot,
  screenshotPath,
  text,
  waitUntil,
} from './user';

describe('the search lab (e2e)', () => {
  const workbench = useWorkbench({ settings: { 'workbench.colorTheme': 'Dark 2026' } });

  it('opens on the board under the cursor, runs every method in its worker, shows the table and charts, and steps through A*', async function () {
    this.timeout(180_000);
    const { page } = workbench;
    await openFromExplorer(page, 'poj1077', 'sample.in');
    await focusEditor(page, 'sample.in');
    await cursorToLine(page, 1);
    await runCommand(page, 'Eight Puzzle: Open Search Lab');
    const { frame } = await findInWebviews(page, '#lab-run', 30_000);
    const lab: Frame = frame;
    await waitUntil(
      'the sample board',
      () => text(lab, '#lab-board-title'),
      (title) => title === '3×3 board: 2 3 4 1 5 x 7 6 8',
    );

    // The methods ticked: every one of the engine's that runs here (A* and IDA* with a learner's heuristic
    // are offered only after Check Heuristic).
    const methods = await lab.locator('input[name=method]:checked').count();
    assert.ok(methods >= 4, 'the lab offers the engine’s methods');
    await lab.locator('#lab-run').click();
    const states = (): Promise<string[]> =>
      lab
        .locator('#lab-figures tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state') ?? ''));
    await waitUntil(
      'every method to finish',
      states,
      (all) => all.length === methods && all.every((state) => state === 'done'),
      60_000,
    );
    const lengths = await lab
      .locator('#lab-figures tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute('data-method'), row.children[3]?.textContent]),
      );
    for (const [method, length] of lengths)
      if (method !== 'greedy') assert.equal(length, '19', `${method} finds the 19-move answer`);
    assert.equal(
      await lab.locator('#depth-chart g.series').count(),
      methods,
      'a line per method in the depth chart',
    );
    assert.equal(await lab.locator('#time-chart g.bar').count(), methods);
    assert.equal(await lab.locator('#held-chart g.bar').count(), methods);

    assert.equal(await lab.locator('#step-method').inputValue(), 'astar-manhattan');
    await lab.locator('#step-start').click();
    await waitUntil(
      'the first step',
      () => text(lab, '#step-position'),
      (position) => position.startsWith('Step 1 of'),
    );
    assert.equal(await text(lab, '#step-g'), '0');
    await lab.locator('#step-forward').click();
    await waitUntil(
      'the second step',
      () => text(lab, '#step-g'),
      (g) => g === '1',
    );
    const [g, h, f] = await Promise.all(['#step-g', '#step-h', '#step-f'].map((id) => text(lab, id)));
    assert.equal(Number(f), Number(g) + Number(h));

    // The README's picture: the table and the charts, beside the board's document.
    await lab.locator('#lab-figures').evaluate((table) => table.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: screenshotPath('lab.png') });
    publishScreenshot('lab.png');
  });

  it('shows the same board and table after the window is reloaded, without running again', async function () {
    this.timeout(180_000);
    const { page } = workbench;
    const rows = (lab: Frame): Promise<string[]> =>
      lab
        .locator('#lab-figures tbody tr')
        .evaluateAll((all) => all.map((row) => `${row.getAttribute('data-state')}: ${row.textContent}`));
    const before = await rows((await findInWebviews(page, '#lab-run', 30_000)).frame);
    assert.ok(
      before.length >= 4 && before.every((row) => row.startsWith('done: ')),
      'the last test left a finished run',
    );

    const reloaded = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === page.mainFrame(),
      timeout: 30_000,
    });
    await runCommand(page, 'Developer: Reload Window');
    await reloaded;
    await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
    await page
      .locator('.tabs-container .tab')
      .filter({ hasText: 'Search Lab' })
      .first()
      .waitFor({ timeout: 30_000 });
    const lab = (await findInWebviews(page, '#lab-run', 60_000)).frame;
    await waitUntil(
      'the restored table',
      () => rows(lab),
      (after) => after.join('\n') === before.join('\n'),
    );
    assert.equal(await text(lab, '#lab-board-title'), '3×3 board: 2 3 4 1 5 x 7 6 8');
    assert.equal(await text(lab, '#lab-status'), '', 'nothing ran');
    assert.equal(
      await lab.locator('#depth-chart g.series').count(),
      before.length,
      'the charts are back too',
    );
  });
});
