// The search lab's page in a real Chromium, as the extension builds it (CSP,
// nonce, the worker fetched and started from blob:), with a fake VS Code API.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { EIGHT_PUZZLE, manhattanDistance, parseBoard } from '../../src/engine';
import { METHODS } from '../../src/engine/search';
import type { LabBoardData } from '../../src/protocol/labMessages';
import { paths } from '../harness/repo';
import { handled, posted, reloadPage, send, useLabSession } from './labSession';
import { waitFor } from './waitFor';

const SCREENSHOTS = join(paths.repoRoot, 'out', 'test', 'webview', 'screenshots');

function board(text: string): number[] {
  const parsed = parseBoard(text);
  assert.ok(parsed.ok, text);
  return parsed.board.slice();
}

/** The judges' sample, 19 moves from the goal. */
const SAMPLE = board('2 3 4 1 5 x 7 6 8');
const GOAL = board('1 2 3 4 5 6 7 8 x');
/** The 3×3 size as messages write it. */
const THREE = { rows: 3, columns: 3 };

describe('the search lab webview', function () {
  this.timeout(60_000);
  const session = useLabSession();

  async function openLab(lab: LabBoardData = { board: SAMPLE, goal: GOAL, shape: THREE }): Promise<Page> {
    const page = await session.openPage();
    await send(page, { type: 'load', lab });
    await page.waitForSelector('#board button.tile');
    return page;
  }

  const tableRows = (page: Page): Promise<{ method: string; state: string; cells: string[] }[]> =>
    page.$$eval('#lab-figures tbody tr', (rows) =>
      rows.map((row) => ({
        method: row.getAttribute('data-method') ?? '',
        state: row.getAttribute('data-state') ?? '',
        cells: [...row.children].map((cell) => cell.textContent ?? ''),
      })),
    );
  const allDone = async (page: Page, count: number): Promise<boolean> => {
    const rows = await tableRows(page);
    return rows.length === count && rows.every((row) => row.state === 'done');
  };

  it('runs every method in the worker: one table row each, and a series per method in the depth chart and the bars', async function () {
    const page = await openLab();
    const csp = await page.$eval(
      'meta[http-equiv="Content-Security-Policy"]',
      (meta) => meta.getAttribute('content') ?? '',
    );
    assert.match(
      csp,
      /script-src 'nonce-[0-9a-f]{48}'; connect-src http:\/\/127\.0\.0\.1:\d+; worker-src blob:$/,
    );
    const names = METHODS.map((method) => method.name);
    assert.deepEqual(
      await page.$$eval('input[name=method]:checked', (boxes) =>
        boxes.map((box) => (box as HTMLInputElement).value),
      ),
      names,
      'every method is chosen on a 3×3 board',
    );
    await page.click('#lab-run');
    await waitFor('every method to finish', () => allDone(page, names.length));
    const rows = await tableRows(page);
    assert.deepEqual(
      rows.map((row) => row.method),
      names,
    );
    for (const row of rows) {
      // Method, outcome, shortest?, length, expanded, generated, held, time.
      assert.equal(row.cells.length, 8, row.method);
      assert.match(
        row.cells[1],
        row.method === 'reverse-table' ? /^solved, table of 181,440 boards$/ : /^solved$/,
        row.method,
      );
      assert.match(row.cells[4], /^[\d,]+$/, `${row.method} expanded`);
      if (row.method !== 'greedy')
        assert.deepEqual(
          [row.cells[2], row.cells[3]],
          ['yes', '19'],
          `${row.method} finds the shortest, 19 moves`,
        );
      else assert.ok(Number(row.cells[3]) >= 19, 'greedy is never shorter than the shortest');
    }
    const series = await page.$$eval('#depth-chart svg g.series', (groups) =>
      groups.map((group) => ({
        method: group.getAttribute('data-method'),
        points: group.querySelectorAll('circle').length,
      })),
    );
    assert.deepEqual(
      series.map((s) => s.method),
      names,
      'one line per method',
    );
    for (const s of series) assert.ok(s.points >= 2, `${s.method} has a point per depth`);
    assert.equal(
      (await page.$$eval('#depth-table tbody tr', (rows) => rows.length)) >= 20,
      true,
      'the text alternative has a row per depth 0…19',
    );
    for (const id of ['time-chart', 'held-chart']) {
      const bars = await page.$$eval(`#${id} g.bar`, (groups) =>
        groups.map((group) => ({
          method: group.getAttribute('data-method'),
          label: group.getAttribute('aria-label'),
        })),
      );
      assert.deepEqual(
        bars.map((bar) => bar.method),
        names,
        id,
      );
    }
    assert.match((await page.textContent('#lab-status')) ?? '', /finished/);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'lab.png'), fullPage: true });
  });

  it('steps through A*: play and step change the board and its g, h and f, and the live region reads them', async function () {
    const page = await openLab();
    assert.equal(
      await page.$eval('#step-method', (select) => (select as HTMLSelectElement).value),
      'astar-manhattan',
      'A* is the method stepped by default',
    );
    await page.click('#step-start');
    await waitFor(
      'the steps',
      async () => (await page.textContent('#step-position'))?.startsWith('Step 1 of') ?? false,
    );
    const figures = async (): Promise<string[]> =>
      Promise.all(
        ['#step-g', '#step-h', '#step-f', '#step-frontier', '#step-expanded'].map(
          async (id) => (await page.textContent(id)) ?? '',
        ),
      );
    const tiles = (): Promise<string[]> =>
      page.$$eval('#board button.tile', (cells) =>
        cells.map((cell) => (cell as HTMLElement).dataset.value ?? ''),
      );
    const first = await figures();
    const h = String(manhattanDistance(EIGHT_PUZZLE, SAMPLE));
    assert.deepEqual(first.slice(0, 3), ['0', h, h], 'the start: g 0, h = its Manhattan distance, f = g + h');
    assert.deepEqual(await tiles(), ['2', '3', '4', '1', '5', '', '7', '6', '8']);
    await page.click('#step-forward');
    const second = await figures();
    assert.equal(second[0], '1', 'the second node expanded is one move from the start');
    assert.equal(Number(second[2]), Number(second[0]) + Number(second[1]), 'f = g + h');
    assert.notDeepEqual(await tiles(), ['2', '3', '4', '1', '5', '', '7', '6', '8'], 'its board is another');
    assert.match((await page.textContent('#step-live')) ?? '', /^Step 2 of [\d,]+: g 1, h \d+, f \d+/);
    await page.click('#step-play');
    await waitFor('play to advance', async () => Number((await figures())[4].replace(/,/g, '')) > 5);
    await page.click('#step-play');
    assert.equal(await page.getAttribute('#step-play', 'aria-pressed'), 'false');
    assert.match((await page.textContent('#step-note')) ?? '', /expansions/);
  });

  it('has the board’s player controls, and writes every count as the rest of the lab does (5,000, not 5000)', async function () {
    const page = await openLab();
    const controls = await page.$$eval('#lab-step .player > *', (children) =>
      children.map((child) => ({
        id: child.id || (child.querySelector('select')?.id ?? ''),
        icon: child.matches('button.icon-button') && child.querySelector('svg.icon') !== null,
        label: child.getAttribute('aria-label') ?? child.firstChild?.textContent,
      })),
    );
    assert.deepEqual(controls, [
      { id: 'step-restart', icon: true, label: 'Restart' },
      { id: 'step-back', icon: true, label: 'Step back' },
      { id: 'step-play', icon: true, label: 'Play' },
      { id: 'step-forward', icon: true, label: 'Step forward' },
      { id: 'step-speed', icon: false, label: 'Speed' },
    ]);
    assert.equal(
      await page.$eval('#step-speed option:checked', (option) => option.textContent),
      '10 steps/s',
    );
    // Breadth-first search expands every board up to depth 19: more than the lab keeps, so the counts run
    // into thousands.
    await page.selectOption('#step-method', 'bfs-cantor');
    await page.click('#step-start');
    await waitFor(
      'the steps',
      async () => (await page.textContent('#step-position'))?.startsWith('Step 1 of') ?? false,
    );
    const note = (await page.textContent('#step-note')) ?? '';
    const kept =
      /^Showing the first ([\d,]+) of ([\d,]+) expansions \(the lab keeps at most ([\d,]+)\)\.$/.exec(note);
    assert.ok(kept, note);
    assert.match(kept[1], /^\d{1,3}(,\d{3})+$/, 'thousands are grouped');
    const position = (await page.textContent('#step-position')) ?? '';
    assert.ok(position.startsWith(`Step 1 of ${kept[1]}:`), `${position} counts the steps as the note does`);
    await page.click('#step-play');
    assert.equal(await page.getAttribute('#step-play', 'aria-label'), 'Pause');
    await page.click('#step-play');
  });

  it('keeps every column of the table readable at 400 and 520 px: stacked, nothing cut off', async function () {
    const page = await openLab();
    await page.click('#lab-run');
    await waitFor('every method to finish', () => allDone(page, METHODS.length));
    for (const width of [1000, 520, 400]) {
      await page.setViewportSize({ width, height: 900 });
      const hidden = await page.evaluate(() => {
        const viewport = document.documentElement.clientWidth;
        const headers = [...document.querySelectorAll('#lab-figures thead th')];
        const inView = (target: Element): boolean => {
          const box = target.getBoundingClientRect();
          return (
            box.width > 1 &&
            box.height > 1 &&
            box.left >= 0 &&
            box.right <= viewport + 0.5 &&
            target.scrollWidth <= target.clientWidth + 1
          );
        };
        const problems: string[] = [];
        for (const row of document.querySelectorAll<HTMLTableRowElement>('#lab-figures tbody tr')) {
          [...row.cells].forEach((cell, column) => {
            const header = headers[column]?.textContent ?? '';
            if (!inView(cell))
              problems.push(`${row.dataset.method} ${header}: value "${cell.textContent}" is cut off`);
            // The column's name is shown either in the header row, or over the value when rows are stacked.
            const before = getComputedStyle(cell, '::before');
            const labelled =
              cell.getAttribute('data-label') === header &&
              before.display !== 'none' &&
              before.content !== 'none' &&
              before.content !== 'normal';
            if (!inView(headers[column]) && !labelled)
              problems.push(`${row.dataset.method} ${header}: the column's name is not shown`);
          });
        }
        if (document.documentElement.scrollWidth > viewport)
          problems.push(
            `the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${viewport}`,
          );
        return problems;
      });
      assert.deepEqual(hidden, [], `at ${width} px`);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.locator('#lab-figures').screenshot({ path: join(SCREENSHOTS, `lab-table-${width}.png`) });
    }
  });

  it('copies the table as Markdown through the host, one row per method', async function () {
    const page = await openLab();
    assert.equal(
      await page.$eval('#lab-copy', (copy) => (copy as HTMLButtonElement).disabled),
      true,
      'nothing to copy before a run',
    );
    await page.click('#lab-run');
    await waitFor('every method to finish', () => allDone(page, METHODS.length));
    await page.click('#lab-copy');
    const copy = (await posted(page)).find((message) => message.type === 'copyMarkdown');
    assert.ok(copy && copy.type === 'copyMarkdown');
    const lines = copy.markdown.trim().split('\n');
    assert.equal(lines[0], '**3×3 board: 2 3 4 1 5 x 7 6 8**');
    assert.equal(
      lines[2],
      '| Method | Outcome | Shortest? | Length | Expanded | Generated | Most held | Time (ms) |',
    );
    assert.equal(lines.length, 4 + METHODS.length);
    assert.match(
      lines[4 + METHODS.map((m) => m.name).indexOf('astar-manhattan')],
      /^\| A\*, Manhattan \| solved \| yes \| 19 \| /,
    );
    await send(page, { type: 'copied', ok: true });
    await waitFor(
      'the copy to be confirmed',
      async () => (await page.textContent('#lab-status')) === 'Copied the table as Markdown.',
    );
  });

  const savedState = (page: Page): Promise<unknown> =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('eight-puzzle-lab-state') ?? 'null') as unknown);

  const reload = reloadPage;

  it('after a reload shows the saved board, choices and figures, table and charts, without running anything', async function () {
    const page = await openLab();
    const chosen = ['astar-manhattan', 'greedy'];
    for (const box of await page.$$('input[name=method]')) {
      if (!chosen.includes((await box.getAttribute('value')) ?? '')) await box.uncheck();
    }
    await page.fill('#lab-budget', '70000');
    await page.click('#lab-run');
    await waitFor('both methods to finish', () => allDone(page, 2));
    const before = await tableRows(page);
    const saved = JSON.stringify(await savedState(page));
    assert.ok(saved.length < 2000, `the saved state is small: ${saved.length} characters`);
    assert.doesNotMatch(saved, /"moves"/, 'no answers in the saved state');

    await reload(page);
    assert.deepEqual(
      await tableRows(page),
      before,
      'the same rows, figures and all, before the host says anything',
    );
    assert.deepEqual(
      await page.$$eval('#depth-chart svg g.series', (groups) =>
        groups.map((group) => group.getAttribute('data-method')),
      ),
      chosen,
    );
    assert.deepEqual(
      await page.$$eval('#time-chart g.bar', (groups) =>
        groups.map((group) => group.getAttribute('data-method')),
      ),
      chosen,
    );
    assert.deepEqual(
      await page.$$eval('#board button.tile', (cells) =>
        cells.map((cell) => (cell as HTMLElement).dataset.value ?? ''),
      ),
      ['2', '3', '4', '1', '5', '', '7', '6', '8'],
    );
    assert.equal(await page.textContent('#lab-board-title'), '3×3 board: 2 3 4 1 5 x 7 6 8');
    assert.deepEqual(
      await page.$$eval('input[name=method]:checked', (boxes) =>
        boxes.map((box) => (box as HTMLInputElement).value),
      ),
      chosen,
    );
    assert.equal(await page.inputValue('#lab-budget'), '70000');
    assert.equal(await page.textContent('#lab-status'), '', 'nothing ran');
    assert.equal(
      await page.$eval('#lab-copy', (copy) => (copy as HTMLButtonElement).disabled),
      false,
      'the figures can be copied',
    );

    // The revived host loads the board it was given back: the figures are still about it.
    await send(page, { type: 'load', lab: { board: SAMPLE, goal: GOAL, shape: THREE } });
    await handled(page);
    assert.deepEqual(await tableRows(page), before);
    // Another board: the figures were about the old one.
    await send(page, { type: 'load', lab: { board: GOAL, goal: GOAL, shape: THREE } });
    await waitFor(
      'the new board',
      async () => (await page.textContent('#lab-board-title')) === '3×3 board: 1 2 3 4 5 6 7 8 x',
    );
    assert.deepEqual(await tableRows(page), []);
  });

  it('refuses a saved state that is not valid, and starts empty', async function () {
    const page = await openLab();
    await page.click('#lab-run');
    await waitFor('every method to finish', () => allDone(page, METHODS.length));
    await page.evaluate(() => {
      const state = JSON.parse(sessionStorage.getItem('eight-puzzle-lab-state') ?? '{}') as {
        figures: { expanded: number }[];
      };
      state.figures[0].expanded = -5;
      sessionStorage.setItem('eight-puzzle-lab-state', JSON.stringify(state));
    });
    await reload(page);
    assert.deepEqual(await tableRows(page), []);
    assert.equal(await page.textContent('#lab-board-title'), '');
    assert.equal(
      await page.$eval('#lab-run', (run) => (run as HTMLButtonElement).disabled),
      true,
      'no board to run on',
    );
  });

  it('ignores a message that is not the protocol, and a board that is not a board', async function () {
    const page = await openLab();
    await send(page, { type: 'load', lab: { board: [1, 1, 2, 3, 4, 5, 6, 7, 9], goal: GOAL, shape: THREE } });
    await send(page, { type: 'load', lab: { board: SAMPLE, goal: GOAL, shape: { rows: 5, columns: 5 } } });
    await send(page, { type: 'copied', ok: 'yes' });
    await send(page, { type: 'run' });
    await send(page, 'load');
    await handled(page);
    assert.equal(
      await page.textContent('#lab-board-title'),
      '3×3 board: 2 3 4 1 5 x 7 6 8',
      'still the board it had',
    );
    assert.equal(await page.textContent('#lab-status'), '');
  });

  it('says what is wrong with a typed board, and where; a 4×4 board runs only the heuristic methods', async function () {
    const page = await openLab();
    await page.fill('#lab-input', '1 2 3 4 5 6 7 8 8');
    await page.click('#lab-apply');
    assert.match((await page.textContent('#lab-error')) ?? '', /tile 8 appears twice/);
    assert.equal(await page.getAttribute('#lab-input', 'aria-invalid'), 'true');
    await page.fill('#lab-input', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15');
    await page.click('#lab-apply');
    assert.equal(await page.textContent('#lab-error'), '');
    assert.equal(
      await page.textContent('#lab-board-title'),
      '4×4 board: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15',
    );
    const chosen = await page.$$eval('input[name=method]:checked', (boxes) =>
      boxes.map((box) => (box as HTMLInputElement).value),
    );
    assert.deepEqual(
      chosen,
      METHODS.filter((method) => method.heuristic).map((method) => method.name),
    );
    assert.ok(Number(await page.inputValue('#lab-budget')) > 0, 'with a budget');
    await page.click('#lab-run');
    await waitFor('the heuristic methods to finish', () => allDone(page, chosen.length));
  });

  it('stays responsive while a long search runs in the worker, and Stop ends it', async function () {
    // A 4×4 board far from the goal, with a budget no method reaches soon: the search runs for seconds.
    const far = board('15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 x');
    const page = await openLab({
      board: far,
      goal: board('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x'),
      shape: { rows: 4, columns: 4 },
    });
    await page.fill('#lab-budget', '500000000');
    // A* and greedy keep every board they make: a budget whose boards do not fit in the worker's heap is
    // refused before it runs.
    await page.click('#lab-run');
    const refusal = (await page.textContent('#lab-status')) ?? '';
    assert.match(
      refusal,
      /^A budget of 500,000,000 nodes does not fit in the memory of the lab's worker for .+ on 4×4 boards: the largest that fits is [\d,]+\./,
    );
    const largest = Number(/the largest that fits is ([\d,]+)/.exec(refusal)?.[1].replace(/,/g, ''));
    assert.ok(largest > 100_000 && largest < 500_000_000, `the largest budget named: ${largest}`);
    assert.deepEqual(await tableRows(page), [], 'nothing ran');
    // The IDA* methods keep only their path, so they take that budget.
    for (const name of ['astar-manhattan', 'astar-linear-conflict', 'greedy'])
      await page.uncheck(`input[name=method][value="${name}"]`);
    await page.click('#lab-run');
    await waitFor('a method to be running', async () =>
      (await tableRows(page)).some((row) => row.state === 'running'),
    );
    // The page answers a click at once while the worker searches.
    const before = await page.$eval(
      'input[name=method][value="greedy"]',
      (box) => (box as HTMLInputElement).checked,
    );
    const answered = await page.evaluate(async () => {
      const start = performance.now();
      document.querySelector<HTMLInputElement>('input[name=method][value="greedy"]')?.click();
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      return performance.now() - start;
    });
    assert.equal(
      await page.$eval('input[name=method][value="greedy"]', (box) => (box as HTMLInputElement).checked),
      !before,
      'the click was handled',
    );
    assert.ok(answered < 1000, `the page answered in ${answered.toFixed(0)} ms`);
    assert.ok(
      (await tableRows(page)).some((row) => row.state === 'running'),
      'the search is still running',
    );
    await page.click('#lab-stop');
    await waitFor('the run to stop', async () =>
      (await tableRows(page)).every((row) => row.state !== 'running' && row.state !== 'queued'),
    );
    assert.ok((await tableRows(page)).some((row) => row.state === 'stopped'));
    assert.equal(
      await page.$eval('#lab-run', (run) => (run as HTMLButtonElement).disabled),
      false,
      'Run is available again',
    );
  });
});
