// The walkthrough as a new user meets it: opened by itself on the first
// start (eightPuzzle.walkthrough.openOnFirstStart left on, as it is for users), six steps,
// and each step's button doing what the step says. (That it opens only once
// is kept in global state; code-server has no restart of the extension host,
// and a page reload restores the workbench's tabs from lazily saved state.)
import assert from 'node:assert/strict';
import { Locator, Page } from 'playwright-core';
import { findInWebviews } from '../harness/workbench';
import { useWorkbench } from './setup';
import { boardFrame, boardTiles, editorLines, toast, waitUntil } from './user';

/** The walkthrough's page in the editor area. */
const PAGE = '.gettingStartedContainer';

function step(page: Page, id: string): Locator {
  return page.locator(`${PAGE} button.getting-started-step[data-step-id$="#${id}"]`);
}

/** Opens a step, if it is not open, and clicks the button of its description labelled `label`. */
async function press(page: Page, id: string, label: string): Promise<void> {
  // Back to the walkthrough's tab, behind what the last step opened.
  const tab = page.locator('.tabs-container .tab').filter({ hasText: 'Welcome' }).first();
  // A hover the last step left open would take the click; the pointer leaving it closes it. (Not Escape:
  // on the walkthrough's page Escape goes back to the list of walkthroughs.)
  await page.mouse.move(1, 1);
  const entry = step(page, id);
  // Until the walkthrough is in front: what the last step opened may still be arriving (a busy machine opens
  // an
  // editor late), and it hides the walkthrough when it comes.
  await waitUntil(
    `the walkthrough's step ${id} in view`,
    async () => {
      if (await entry.isVisible()) return true;
      await tab.click({ timeout: 5_000 }).catch(() => undefined);
      return false;
    },
    (visible) => visible,
    30_000,
  );
  await entry.scrollIntoViewIfNeeded();
  if ((await entry.getAttribute('aria-expanded')) !== 'true') await entry.click();
  await waitUntil(
    `step ${id} to open`,
    () => entry.getAttribute('aria-expanded'),
    (expanded) => expanded === 'true',
  );
  await entry.locator('.monaco-button, a').filter({ hasText: label }).first().click();
}

describe('the walkthrough (e2e)', function () {
  this.timeout(240_000);
  const workbench = useWorkbench({ settings: { 'eightPuzzle.walkthrough.openOnFirstStart': true } });

  it('opens by itself on the first start, with six steps, one per feature', async () => {
    const { page } = workbench;
    await page
      .locator(PAGE)
      .filter({ hasText: 'Get started with Eight Puzzle' })
      .first()
      .waitFor({ timeout: 60_000 });
    const ids = await page
      .locator(`${PAGE} button.getting-started-step`)
      .evaluateAll((steps) => steps.map((one) => (one.getAttribute('data-step-id') ?? '').split('#').pop()));
    assert.deepEqual(ids, ['solve', 'hover', 'check', 'board', 'lab', 'testing']);
  });

  it("Solve's button opens sample boards and solves the first", async () => {
    const { page } = workbench;
    await press(workbench.page, 'solve', 'Solve a sample board');
    await toast(page, /^19 moves: [udlr]{19}$/).waitFor({ timeout: 30_000 });
    assert.ok((await editorLines(page)).includes('2 3 4 1 5 x 7 6 8'));
  });

  it("the board's button opens the board", async () => {
    const { page } = workbench;
    await press(page, 'board', 'Open Board');
    // The Solve step is ticked by its own button, though the command that solved ran inside the extension.
    await waitUntil(
      'the Solve step ticked',
      () => step(page, 'solve').getAttribute('aria-checked'),
      (checked) => checked === 'true',
    );
    const frame = await boardFrame(page);
    await waitUntil(
      'a 3×3 board',
      () => boardTiles(frame),
      (tiles) => /^[1-8x]( [1-8x]){8}$/.test(tiles),
    );
  });

  it("the hover's button shows the hover of a sample answer", async () => {
    const { page } = workbench;
    await press(page, 'hover', 'Hover a sample answer');
    await page
      .locator('.monaco-hover')
      .filter({ hasText: 'After move 1 of 19' })
      .first()
      .waitFor({ timeout: 30_000 });
  });

  it("the verdicts' button opens sample answers, judged", async () => {
    const { page } = workbench;
    await press(page, 'check', 'Open sample answers');
    // Its document in front, so that the next step's look at the walkthrough is not raced by it.
    await waitUntil(
      'the sample answers in front',
      () => editorLines(page),
      (lines) => lines.some((line) => line.startsWith('# Boards with answers')),
      30_000,
    );
    await waitUntil(
      'the wrong answers in the Problems count',
      () => page.locator('.statusbar-item[id="status.problems"]').innerText(),
      (count) => /[1-9]/.test(count),
      30_000,
    );
  });

  it("the Search Lab's button opens the lab on the judges' sample", async () => {
    const { page } = workbench;
    await press(page, 'lab', 'Open the Search Lab');
    await findInWebviews(page, '#lab-run', 30_000);
  });

  it("Test My Solution's buttons open a sample solution and judge it: it passes, and says so", async () => {
    const { page } = workbench;
    await press(page, 'testing', 'Open a sample solution');
    await page
      .locator('.codelens-decoration a')
      .filter({ hasText: 'Test My Solution (HDU 1043)' })
      .first()
      .waitFor({ timeout: 30_000 });
    // Pressed with the walkthrough in front: it tests the solution just shown.
    await press(page, 'testing', 'Test My Solution');
    await toast(page, /solution\.cpp passes HDU 1043: ([\d,]+) of \1 accepted/).waitFor({ timeout: 150_000 });
  });
});

describe('the walkthrough on a first start with a file open (e2e)', function () {
  this.timeout(240_000);
  const workbench = useWorkbench({
    settings: { 'eightPuzzle.walkthrough.openOnFirstStart': true },
    openFile: 'poj1077/sample.in',
  });

  it('opens beside the file, which keeps its place in front and the focus', async () => {
    const { page } = workbench;
    await page
      .locator(PAGE)
      .filter({ hasText: 'Get started with Eight Puzzle' })
      .first()
      .waitFor({ timeout: 60_000 });
    // Two groups: the file's tab active in one, the walkthrough's in the other.
    const activeTabs = page.locator('.editor-group-container .tabs-container .tab.active');
    await waitUntil(
      'the file and the walkthrough each in front of a group',
      () => activeTabs.allInnerTexts(),
      (titles) =>
        titles.length === 2 &&
        titles.some((title) => /sample\s*\.in/.test(title)) &&
        titles.some((title) => title.includes('Welcome')),
    );
    // The keyboard is the file's: the focused group is the file's, with its text editor focused. (Waited for:
    // the
    // walkthrough's page takes the focus as it draws, late on a busy machine, and the extension gives it
    // back.)
    const focusedGroup = page.locator('.editor-group-container.active .tabs-container .tab.active');
    await waitUntil(
      'the file’s group focused',
      () => focusedGroup.innerText(),
      (title) => /sample\s*\.in/.test(title),
    );
    await waitUntil(
      'the text editor focused',
      () => page.evaluate(() => (document.activeElement?.closest('.monaco-editor') ?? null) !== null),
      (inEditor) => inEditor,
    );
  });
});
