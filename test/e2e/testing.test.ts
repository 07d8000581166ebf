// Test My Solution as a user meets it in the real VS Code: a C++ solution
// open, its CodeLens, the Test Explorer's run button, the cases' icons (one
// failing, the others passing), why the failing one failed and that case on
// the board, from the button on its message; a LeetCode 773 class in Python,
// put in the judge's harness, with its failing cases. Then where no program may run:
// an untrusted folder (Restricted Mode) and the browser build (as on
// vscode.dev), where the lens, the command and the Test Explorer say why.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../harness/browser';
import { CodeServer, startCodeServer } from '../harness/codeServer';
import { paths } from '../harness/repo';
import { TempDir, tempDir } from '../harness/tempDir';
import { openWorkbench, runCommand } from '../harness/workbench';
import { webOnlyExtension } from '../harness/webOnly';
import { useWorkbench } from './setup';
import {
  boardFrame,
  boardMoves,
  boardTiles,
  publishScreenshot,
  screenshotPath,
  toast,
  waitUntil,
} from './user';

/** The Test Explorer's tree rows. */
const TREE_ROWS = '.test-explorer .monaco-list-row';
const BOARD = /^[1-8x]( [1-8x]){8}$/;
/** A LeetCode 773 board as its harness reads it: six cells, 0 the blank. */
const LEETCODE_BOARD = /^[0-5]( [0-5]){5}$/;

/**
 * The Test Explorer's row labelled `label`. A row's `.label` holds the
 * label and then its description (`wrong.cppPOJ 1077`), so the label is
 * matched at its start.
 */
function testRow(page: Page, label: string): Locator {
  return page
    .locator(TREE_ROWS)
    .filter({
      has: page.locator('.label', {
        hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      }),
    })
    .first();
}

/**
 * What each row of the Test Explorer shows, top to bottom: its label, its description, and its state as its
 * icon says (passed, failed, errored, unset…).
 */
async function explorerRows(page: Page): Promise<{ label: string; description: string; state: string }[]> {
  return page.locator(TREE_ROWS).evaluateAll((rows) =>
    rows
      .map((row) => {
        const label = row.querySelector('.label');
        const state =
          /codicon-testing-([\w-]+?)-icon/.exec(row.querySelector('.computed-state')?.className ?? '')?.[1] ??
          'none';
        return {
          top: parseFloat((row as HTMLElement).style.top) || 0,
          label: (label?.firstChild?.textContent ?? '').trim(),
          description: (label?.querySelector('.test-label-description')?.textContent ?? '').trim(),
          state,
        };
      })
      .sort((a, b) => a.top - b.top)
      .map(({ top: _top, ...row }) => row),
  );
}

/**
 * The Test Explorer's summary of the last run, over its tree: `36/37`
 * (passed of all the tests it ran), and whether it is still running (its
 * re-run button shows only when it has ended).
 */
async function runSummary(page: Page): Promise<{ counts: string; duration: string; running: boolean }> {
  const summary = page.locator('.test-explorer .result-summary').first();
  if ((await summary.count()) === 0) return { counts: '', duration: '', running: false };
  return summary.evaluate((element) => ({
    counts:
      Array.from(element.children, (child) => (child.textContent ?? '').trim()).find((text) =>
        /^\d+\/\d+$/.test(text),
      ) ?? '',
    duration: (element.querySelector('duration')?.textContent ?? '').trim(),
    running: element.querySelector<HTMLElement>(':scope > a')?.style.display === 'none',
  }));
}

/**
 * Expands a row of the Test Explorer (a click on its twistie) unless it is
 * open already. The tree may open the row itself as results arrive, and a
 * click landing then shuts it, so a row seen shut after a click is clicked
 * again.
 */
async function expand(row: Locator): Promise<void> {
  for (let tries = 1; ; tries++) {
    if ((await row.getAttribute('aria-expanded')) === 'true') return;
    await row.locator('.monaco-tl-twistie').click();
    const opened = await waitUntil(
      'the row to open',
      () => row.getAttribute('aria-expanded'),
      (expanded) => expanded === 'true',
      10_000,
    ).then(
      () => true,
      () => false,
    );
    if (opened) return;
    assert.ok(tries < 4, `the row never opened: aria-expanded is ${await row.getAttribute('aria-expanded')}`);
  }
}

/**
 * Opens a failed case's message in a peek with a double click on its row.
 * A busy workbench may miss one: the peek is what is waited for, and the
 * double click given again until it shows.
 */
async function openMessage(page: Page, label: string, verdict: string): Promise<Locator> {
  const peek = page.locator('.monaco-editor .peekview-widget').filter({ hasText: verdict }).first();
  for (let tries = 1; ; tries++) {
    await testRow(page, label).dblclick();
    const shown = await peek.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return peek;
    assert.ok(tries < 4, `the message of ${label} never opened in a peek`);
  }
}

/** Runs one item from the Test Explorer with the run button its row shows under the mouse. */
async function runFromExplorer(page: Page, label: string): Promise<void> {
  await runCommand(page, 'Testing: Focus on Test Explorer View');
  const row = testRow(page, label);
  await row.waitFor({ timeout: 30_000 });
  await row.hover();
  await row.locator('.action-label[aria-label="Run Test"]').click();
}

/** The CodeLens above line 1 whose text matches `title`. */
function lens(page: Page, title: string | RegExp): Locator {
  return page.locator('.codelens-decoration a').filter({ hasText: title }).first();
}

describe('Test My Solution (e2e)', function () {
  this.timeout(180_000);
  // The edge set alone: these tests are about what the user sees, and a one-board-per-run program pays a
  // start per board.
  const workbench = useWorkbench({
    settings: { 'eightPuzzle.judge.whitespace': false, 'eightPuzzle.judge.tests': ['edge'] },
  });

  before(async function (this: Mocha.Context) {
    this.timeout(60_000);
    // A user's C++ solution that names its problem, and is wrong on one board: the one already solved.
    const wrong = readFileSync(
      join(paths.repoRoot, 'test', 'fixtures', 'programs', 'wrongOnSolved.cpp'),
      'utf8',
    );
    writeFileSync(
      join(workbench.workspace, 'judge', 'wrong.cpp'),
      `// POJ 1077: one board per run.\n${wrong}`,
    );
    await workbench.reopen('judge/wrong.cpp');
  });

  it('offers "Test My Solution" above the solution, naming its problem', async () => {
    await lens(workbench.page, 'Test My Solution (POJ 1077)').waitFor({ timeout: 30_000 });
  });

  it('runs the solution from the Test Explorer, and shows its failing case and its passing ones', async () => {
    const { page } = workbench;
    await runFromExplorer(page, 'wrong.cpp');
    await waitUntil(
      'the run to start',
      () => runSummary(page),
      (summary) => summary.counts !== '',
    );
    const ended = await waitUntil(
      'the run to end',
      () => runSummary(page),
      (summary) => !summary.running,
      90_000,
    );
    await expand(testRow(page, 'wrong.cpp'));
    await expand(testRow(page, 'edge cases'));
    const rows = await waitUntil(
      'the cases of the edge set',
      () => explorerRows(page),
      (found) => found.filter((row) => BOARD.test(row.label)).length >= 20,
    );
    const cases = rows.filter((row) => BOARD.test(row.label));
    assert.deepEqual(
      cases.filter((row) => row.state !== 'passed').map((row) => `${row.label}: ${row.state}`),
      ['1 2 3 4 5 6 7 8 x: failed'],
    );
    // Each case says how far its board is from the goal (and how long it took).
    assert.match(
      cases.find((row) => row.label === '1 2 3 4 5 6 7 8 x')?.description ?? '',
      /^already solved/,
    );
    assert.ok(
      cases.some((row) => /^19 moves/.test(row.description)),
      JSON.stringify(cases.map((row) => row.description)),
    );
    // Passed of all, counting cases only: the file and its set are not tests of their own.
    const [passed, all] = ended.counts.split('/').map(Number);
    assert.equal(all - passed, 1, `the summary says ${ended.counts}`);
    assert.ok(all >= cases.length, `the summary says ${ended.counts} for ${cases.length} cases shown`);
    assert.equal(rows.find((row) => row.label === 'wrong.cpp')?.state, 'failed');
  });

  it('says why the failing case failed, and opens it on the board from its message', async () => {
    const { page } = workbench;
    // A double click on a failed test opens its message where it points: the top of the solution.
    const peek = await openMessage(page, '1 2 3 4 5 6 7 8 x', 'Wrong answer: this board is already solved');
    const shown = (await peek.innerText()).replace(/\s+/g, ' ');
    assert.match(shown, /Board: 1 2 3 4 5 6 7 8 x \(already solved\)/);
    assert.match(shown, /Your answer: unsolvable/);
    // The README's picture of it.
    await page.screenshot({ path: screenshotPath('testing.png') });
    publishScreenshot('testing.png');

    // The message's own button (the testing/message/content menu, offered for our messages by their context
    // value).
    await peek.locator('.floating-click-widget').filter({ hasText: 'Show Case on Board' }).click();
    const frame = await boardFrame(page);
    await waitUntil(
      'the failing case on the board',
      () => boardTiles(frame),
      (tiles) => tiles === '1 2 3 4 5 6 7 8 x',
    );
    assert.equal(await boardMoves(frame), '', 'its answer, unsolvable, has no moves to play');

    // The same from the failing case's own menu in the Test Explorer, with the board closed first.
    await runCommand(page, 'View: Close All Editors');
    await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached', timeout: 15_000 });
    await testRow(page, '1 2 3 4 5 6 7 8 x').click({ button: 'right' });
    const item = page.locator('.monaco-menu .action-item').filter({ hasText: 'Show Case on Board' }).first();
    await item.hover();
    await page.keyboard.press('Enter');
    const again = await boardFrame(page);
    await waitUntil(
      'the failing case on the board again',
      () => boardTiles(again),
      (tiles) => tiles === '1 2 3 4 5 6 7 8 x',
    );
    // A passing case has no such action.
    await page.keyboard.press('Escape');
    await testRow(page, '1 2 3 4 5 x 7 8 6').click({ button: 'right' });
    const menu = page.locator('.monaco-menu').first();
    await menu.waitFor();
    assert.doesNotMatch(await menu.innerText(), /Show Case on Board/);
    await page.keyboard.press('Escape');
  });

  it('asks once which problem a solution solves when it names none, and remembers', async () => {
    const { page } = workbench;
    // The right batch program without its first line, which named HDU 1043.
    const batch = readFileSync(join(paths.repoRoot, 'test', 'fixtures', 'programs', 'batch.cpp'), 'utf8');
    writeFileSync(join(workbench.workspace, 'judge', 'unnamed.cpp'), batch.slice(batch.indexOf('\n') + 1));
    await workbench.reopen('judge/unnamed.cpp');
    await page
      .locator('.tabs-container .tab.active')
      .filter({ hasText: 'unnamed.cpp' })
      .waitFor({ timeout: 30_000 });

    // The beaker in the editor's title bar (the palette's own quick input would be taken for the question).
    const beaker = page.locator(
      '.editor-group-container.active .action-label.codicon-beaker[aria-label="Test My Solution"]',
    );
    await beaker.click({ timeout: 30_000 });
    const question = page
      .locator('.quick-input-widget')
      .filter({ hasText: 'Which problem does judge/unnamed.cpp solve?' });
    await question.waitFor({ timeout: 20_000 });
    // Typed, as a user narrows a list: only HDU 1043 is left, and Enter takes it.
    await page.keyboard.insertText('HDU 1043');
    await waitUntil(
      'the list narrowed to HDU 1043',
      () => question.locator('.monaco-list-row').count(),
      (count) => count === 1,
    );
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'hidden' });
    await page.locator('.activitybar .action-label[aria-label^="Testing"]').click();
    await waitUntil(
      'unnamed.cpp listed for HDU 1043',
      () => explorerRows(page),
      (rows) => rows.some((row) => row.label === 'unnamed.cpp' && row.description.startsWith('HDU 1043')),
      30_000,
    );
    const first = await waitUntil(
      'the run to end',
      () => runSummary(page),
      (summary) => summary.counts !== '' && !summary.running,
      90_000,
    );
    assert.match(first.counts, /^(\d+)\/\1$/, 'every case passed');
    // The pass says so where the user looks: a notification, and the file's row beside its check mark.
    const cases = first.counts.split('/')[0];
    await toast(page, `judge/unnamed.cpp passes HDU 1043: ${cases} of ${cases} accepted`).waitFor({
      timeout: 20_000,
    });
    await waitUntil(
      'the count beside the file',
      () => explorerRows(page),
      (rows) =>
        rows.some(
          (row) =>
            row.label === 'unnamed.cpp' &&
            row.description.startsWith(`HDU 1043 · ${cases} of ${cases} accepted`),
        ),
    );

    // Again: a new run, and no question this time.
    await page.locator('.tabs-container .tab').filter({ hasText: 'unnamed.cpp' }).click();
    await beaker.click({ timeout: 30_000 });
    let asked = false;
    let restarted = false;
    await waitUntil(
      'a second run to start and end',
      async () => {
        asked ||= await page.locator('.quick-input-widget').filter({ hasText: 'Which problem' }).isVisible();
        const summary = await runSummary(page);
        restarted ||= summary.running || summary.duration !== first.duration;
        return summary;
      },
      (summary) => restarted && !summary.running,
      90_000,
    );
    assert.equal(asked, false, 'asked again');
  });

  it("judges a LeetCode 773 class in Python, in the judge's harness, and shows its failing cases and why", async () => {
    const { page } = workbench;
    // A Solution as LeetCode takes it (no main, no imports), wrong on the boards that have no solution: it
    // answers 0 for them.
    const wrong = readFileSync(
      join(paths.repoRoot, 'test', 'fixtures', 'programs', 'leetcode', 'wrong.py'),
      'utf8',
    );
    writeFileSync(join(workbench.workspace, 'judge', 'lc773.py'), `# LeetCode 773\n${wrong}`);
    await workbench.reopen('judge/lc773.py');
    await lens(page, 'Test My Solution (LeetCode 773)').waitFor({ timeout: 30_000 });
    await runFromExplorer(page, 'lc773.py');
    await waitUntil(
      'the run to start',
      () => runSummary(page),
      (summary) => summary.counts !== '',
    );
    const ended = await waitUntil(
      'the run to end',
      () => runSummary(page),
      (summary) => !summary.running,
      90_000,
    );
    await expand(testRow(page, 'lc773.py'));
    await expand(testRow(page, 'edge cases'));
    const rows = await waitUntil(
      'the cases of the edge set',
      () => explorerRows(page),
      (found) => found.filter((row) => LEETCODE_BOARD.test(row.label)).length >= 10,
    );
    const cases = rows.filter((row) => LEETCODE_BOARD.test(row.label));
    const failed = cases.filter((row) => row.state === 'failed');
    assert.ok(failed.length > 0, `no failing case among ${JSON.stringify(cases.slice(0, 5))}`);
    assert.ok(
      failed.every((row) => /^unsolvable/.test(row.description)),
      JSON.stringify(failed),
    );
    assert.ok(
      cases.some((row) => row.state === 'passed' && /^already solved/.test(row.description)),
      'the solved board passes',
    );
    const [passed, all] = ended.counts.split('/').map(Number);
    assert.ok(all - passed >= failed.length, `the summary says ${ended.counts}`);
    assert.equal(rows.find((row) => row.label === 'lc773.py')?.state, 'failed');

    // Its message: the verdict, and LeetCode's expected -1 beside the 0 it returned (a number has one right
    // answer).
    const peek = await openMessage(page, failed[0].label, 'Wrong answer: this board is unsolvable');
    const shown = (await peek.innerText()).replace(/\s+/g, ' ');
    assert.match(shown, new RegExp(failed[0].label));
    assert.match(shown, /-1 Expected 0 Actual/);
    await page.keyboard.press('Escape');
  });
});

interface Elsewhere {
  readonly name: string;
  readonly untrusted?: boolean;
  readonly web?: boolean;
  readonly lens: string;
  readonly toast: RegExp;
}

const ELSEWHERE: readonly Elsewhere[] = [
  {
    name: 'in an untrusted folder (Restricted Mode)',
    untrusted: true,
    lens: 'Test My Solution: needs a trusted workspace',
    toast:
      /not available in Restricted Mode: it compiles and runs your program, so it needs a trusted workspace/,
  },
  {
    name: 'in the browser build (as on vscode.dev)',
    web: true,
    lens: 'Test My Solution: not available in the browser',
    toast: /not available in the browser/,
  },
];

for (const place of ELSEWHERE) {
  describe(`Test My Solution ${place.name} (e2e)`, function () {
    this.timeout(120_000);
    let temp: TempDir;
    let server: CodeServer;
    let browser: Browser;
    let page: Page;

    before(async function (this: Mocha.Context) {
      this.timeout(120_000);
      temp = tempDir('eight-puzzle-testing-elsewhere-');
      const workspace = join(temp.path, 'workspace');
      mkdirSync(workspace);
      cpSync(join(paths.samples, 'judge', 'solution.cpp'), join(workspace, 'solution.cpp'));
      server = await startCodeServer({
        extensions: [place.web === true ? webOnlyExtension(temp.path) : paths.repoRoot],
        workspaceTrust: place.untrusted === true,
        // No trust dialog: an untrusted folder simply opens in Restricted Mode.
        settings:
          place.untrusted === true
            ? {
                'security.workspace.trust.startupPrompt': 'never',
                'security.workspace.trust.banner': 'never',
              }
            : {},
        logFile: join(
          paths.testResults,
          `testing-${place.web === true ? 'web' : 'untrusted'}.code-server.log`,
        ),
      });
      browser = await launchChromium();
      page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await openWorkbench(page, server, workspace, join(workspace, 'solution.cpp'));
    });

    afterEach(async function (this: Mocha.Context) {
      if (this.currentTest?.state !== 'failed' || page === undefined) return;
      mkdirSync(paths.testResults, { recursive: true });
      await page
        .screenshot({
          path: join(
            paths.testResults,
            `${this.currentTest
              .fullTitle()
              .replace(/[^\w.-]+/g, '_')
              .slice(0, 120)}.png`,
          ),
        })
        .catch(() => undefined);
    });

    after(async function (this: Mocha.Context) {
      this.timeout(30_000);
      await browser?.close();
      await server?.stop();
      temp?.remove();
    });

    it('says so in the lens above the solution', async () => {
      await lens(page, place.lens).waitFor({ timeout: 60_000 });
    });

    it('says why when the command is run from the palette', async () => {
      await runCommand(page, 'Eight Puzzle: Test My Solution', 60_000);
      await toast(page, place.toast).waitFor({ timeout: 20_000 });
      if (place.untrusted === true) {
        const button = toast(page, place.toast).getByRole('button', { name: 'Manage Workspace Trust' });
        assert.equal(await button.count(), 1, 'no way to trust the workspace is offered');
      }
    });

    if (place.untrusted === true) {
      it('runs nothing from the Test Explorer: VS Code asks for trust first, and a refusal leaves the solution unrun', async () => {
        await runFromExplorer(page, 'solution.cpp');
        const dialog = page
          .locator('.monaco-dialog-box')
          .filter({ hasText: 'Running tests may execute code' });
        await dialog.waitFor({ timeout: 20_000 });
        await dialog
          .locator('.monaco-button, a, button')
          .filter({ hasText: /^Cancel$/ })
          .first()
          .click();
        await dialog.waitFor({ state: 'hidden' });
        assert.equal((await explorerRows(page)).find((row) => row.label === 'solution.cpp')?.state, 'unset');
        await lens(page, place.lens).waitFor({ timeout: 5_000 });
      });
    }
  });
}
