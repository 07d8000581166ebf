// The search lab's page showing a learner's work, in a real Chromium as the
// extension builds it: a heuristic's report (figures, the chart of h against
// the true distance, the worst boards that open on the board, the comparison)
// and a trace's (figures, depths, and stepping with its marked steps).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { EIGHT_PUZZLE, manhattanDistance, permutations, unrank } from '../../src/engine';
import { paths } from '../harness/repo';
import {
  FAR,
  GOAL_TEXT,
  HEURISTIC_REPORT,
  ONE_AWAY,
  SAMPLE_TEXT,
  TRACE_REPORT,
  TWO_AWAY,
} from '../harness/labReportSamples';
import { posted, reloadPage, send, useLabSession } from './labSession';
import { waitFor } from './waitFor';

const SCREENSHOTS = join(paths.repoRoot, 'out', 'test', 'webview', 'screenshots');
const PUZZLE = { goal: [1, 2, 3, 4, 5, 6, 7, 8, 9], shape: { rows: 3, columns: 3 } };

describe('the search lab webview: a learner’s reports', function () {
  this.timeout(60_000);
  const session = useLabSession();

  const text = async (page: Page, selector: string): Promise<string> =>
    (await page.textContent(selector)) ?? '';
  const openLab = (): Promise<Page> => session.openPage();

  async function showHeuristic(page: Page, report: unknown = HEURISTIC_REPORT): Promise<void> {
    await send(page, { type: 'heuristic', puzzle: PUZZLE, report });
    await page.waitForSelector('#lab-heuristic:not([hidden]) #heuristic-chart');
  }

  it('shows a heuristic’s figures, its h against the true distance, and the comparison', async function () {
    const page = await openLab();
    assert.equal(
      await page.$eval('#lab-heuristic', (section) => (section as HTMLElement).hidden),
      true,
      'no report, no section',
    );
    await showHeuristic(page);
    assert.equal(await text(page, '#heuristic-heading'), 'Your heuristic: /work/h.py');
    assert.equal(await text(page, '#heuristic-checked'), 'on every board: proven');
    assert.equal(await text(page, '#heuristic-boards'), '181,440');
    assert.equal(await text(page, '#heuristic-edges'), '241,920');
    assert.equal(await text(page, '#heuristic-goal'), '0');
    assert.equal(await text(page, '#heuristic-admissible'), 'no: h overestimates on 1,234 boards');
    assert.equal(await text(page, '#heuristic-consistent'), 'no: 56 inconsistent edges');
    assert.equal(await text(page, '#heuristic-worst-edge'), `${ONE_AWAY} (h 3) → ${TWO_AWAY} (h 0)`);
    const points = await page.$$eval('#heuristic-chart .mean-h .point', (shapes) =>
      shapes.map((shape) => ({
        tag: shape.tagName,
        distance: shape.getAttribute('data-distance'),
        h: shape.getAttribute('data-mean-h'),
        over: shape.getAttribute('data-over'),
      })),
    );
    assert.deepEqual(
      points,
      [
        { tag: 'circle', distance: '0', h: '0', over: '0' },
        { tag: 'polygon', distance: '1', h: '2', over: '2' },
        { tag: 'circle', distance: '2', h: '2', over: '0' },
        { tag: 'circle', distance: '3', h: '2.5', over: '0' },
      ],
      'a point per distance; where boards overestimate, a triangle',
    );
    assert.equal(
      await page.$$eval('#heuristic-chart .exact-line line', (lines) => lines.length),
      1,
      'the line h = distance',
    );
    // The point over the line is drawn above it: a smaller y than the line's at the same x.
    const [pointY, lineY] = await page.$eval('#heuristic-chart', (chart) => {
      const triangle = chart.querySelector('polygon.point');
      const line = chart.querySelector('.exact-line line');
      const y = (triangle?.getAttribute('points') ?? '').split(' ').map((pair) => Number(pair.split(',')[1]));
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((name) => Number(line?.getAttribute(name)));
      const x = Number((triangle?.getAttribute('points') ?? '').split(' ')[0].split(',')[0]);
      return [(y[1] + y[0]) / 2, y1 + ((y2 - y1) * (x - x1)) / (x2 - x1)];
    });
    assert.ok(pointY < lineY, `the overestimating point (${pointY}) is above the line (${lineY})`);
    const table = await page.$$eval('#heuristic-distance-table tbody tr', (rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent)),
    );
    assert.deepEqual(table[1], ['1', '2', '2', '2.00', '0', '2']);
    const comparison = await page.$$eval('#heuristic-comparison tbody tr', (rows) =>
      rows.map((row) => ({
        yours: row.classList.contains('yours'),
        cells: [...row.children].map((cell) => cell.textContent),
      })),
    );
    assert.deepEqual(
      comparison.map((row) => row.cells.slice(0, 4)),
      [
        ['A*', 'yours', '100', '5,000'],
        ['A*', 'Manhattan', '100', '12,000'],
        ['IDA*', 'yours', '100', '9,000'],
        ['IDA*', 'pattern databases', '100', '800'],
      ],
    );
    assert.deepEqual(
      comparison.map((row) => row.yours),
      [true, false, true, false],
    );
    assert.match(
      await text(page, '#heuristic-comparison caption'),
      /^Nodes expanded on the same 100 boards \(seed 7, at most 1,000,000 nodes a board\)$/,
    );
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.locator('#lab-heuristic').screenshot({ path: join(SCREENSHOTS, 'lab-heuristic.png') });
  });

  it('draws the worst boards small, and a click or Enter on one asks the host to open it on the board', async function () {
    const page = await openLab();
    await showHeuristic(page);
    const boards = await page.$$eval('#heuristic-worst button.board-button', (buttons) =>
      buttons.map((button) => ({
        board: button.getAttribute('data-board'),
        label: button.getAttribute('aria-label'),
        cells: [...button.querySelectorAll('.mini-board .cell')].map((cell) => cell.textContent).join(' '),
      })),
    );
    assert.deepEqual(boards, [
      {
        board: SAMPLE_TEXT,
        label: `${SAMPLE_TEXT}: h 25, distance 19. Open on the board`,
        cells: '2 3 4 1 5  7 6 8',
      },
      {
        board: ONE_AWAY,
        label: `${ONE_AWAY}: h 3, distance 1. Open on the board`,
        cells: '1 2 3 4 5 6 7  8',
      },
    ]);
    await page.click(`#heuristic-worst button[data-board="${SAMPLE_TEXT}"]`);
    await waitFor('the openBoard message', async () =>
      (await posted(page)).some((message) => message.type === 'openBoard'),
    );
    assert.deepEqual(
      (await posted(page)).filter((message) => message.type === 'openBoard'),
      [{ type: 'openBoard', board: SAMPLE_TEXT }],
    );
    // By keyboard: the boards are Tab stops, and Enter opens one.
    await page.focus(`#heuristic-worst button[data-board="${SAMPLE_TEXT}"]`);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-board')), ONE_AWAY);
    await page.keyboard.press('Enter');
    await waitFor(
      'the second openBoard',
      async () => (await posted(page)).filter((message) => message.type === 'openBoard').length === 2,
    );
    assert.deepEqual((await posted(page)).filter((message) => message.type === 'openBoard')[1], {
      type: 'openBoard',
      board: ONE_AWAY,
    });
  });

  it('says a sampled check is not proven, and that no board overestimates when none does', async function () {
    const page = await openLab();
    await showHeuristic(page, {
      ...HEURISTIC_REPORT,
      proven: false,
      boards: 1000,
      admissible: true,
      overestimates: 0,
      worst: null,
      moreWorst: [],
      consistent: true,
      inconsistentEdges: 0,
      worstEdge: null,
    });
    assert.equal(await text(page, '#heuristic-checked'), 'on a sample of boards: not proven');
    assert.equal(await text(page, '#heuristic-admissible'), 'yes: h never exceeds the true distance');
    assert.equal(await text(page, '#heuristic-consistent'), 'yes: one move never changes h by more than 1');
    assert.equal(await page.$('#heuristic-worst-edge'), null);
    assert.equal(await text(page, '#heuristic-worst .note'), 'No board where h overestimates.');
  });

  it('ignores a report that is not one: another size, a bad board, values of the wrong length or negative', async function () {
    const page = await openLab();
    const bad = [
      { type: 'heuristic', puzzle: PUZZLE, report: { ...HEURISTIC_REPORT, size: '4x4' } },
      {
        type: 'heuristic',
        puzzle: PUZZLE,
        report: { ...HEURISTIC_REPORT, worst: { board: '1 1 2 3 4 5 6 7 x', h: 1, distance: 0 } },
      },
      { type: 'heuristic', puzzle: PUZZLE, report: HEURISTIC_REPORT, values: [0, 1, 2] },
      {
        type: 'heuristic',
        puzzle: PUZZLE,
        report: HEURISTIC_REPORT,
        values: Array.from({ length: 362_880 }, (_, i) => (i === 5 ? -1 : 0)),
      },
      {
        type: 'trace',
        puzzle: PUZZLE,
        report: { ...TRACE_REPORT, steps: [{ ...TRACE_REPORT.steps[0], line: -1 }] },
      },
      { type: 'trace', puzzle: { ...PUZZLE, shape: { rows: 5, columns: 5 } }, report: TRACE_REPORT },
    ];
    for (const message of bad) await send(page, message);
    await send(page, { type: 'copied', ok: true });
    await waitFor('the last message to be handled', async () => (await text(page, '#lab-status')) !== '');
    assert.equal(await page.$eval('#lab-heuristic', (section) => (section as HTMLElement).hidden), true);
    assert.equal(await page.$eval('#lab-trace', (section) => (section as HTMLElement).hidden), true);
  });

  async function showTrace(page: Page): Promise<void> {
    await send(page, { type: 'trace', puzzle: PUZZLE, report: TRACE_REPORT });
    await page.waitForSelector('#lab-trace:not([hidden]) #trace-stepper');
  }

  it('shows a trace’s figures beside ours, its depths, and the boards it expanded most', async function () {
    const page = await openLab();
    await showTrace(page);
    assert.equal(
      await text(page, '#trace-summary'),
      'Your search expanded 2,178 boards, 2,096 of them again. A*, Manhattan expands 63. BFS, Cantor ranks expands 9.',
    );
    assert.equal(await text(page, '#trace-expansions'), '2,178');
    assert.equal(await text(page, '#trace-distinct'), '82');
    assert.equal(await text(page, '#trace-jumps'), '1, the first at line 5');
    assert.equal(await text(page, '#trace-goal'), 'reached at line 7');
    assert.equal(await text(page, '#trace-breadth-first'), '1, the first at line 6');
    assert.equal(await text(page, '#trace-g-above'), '1, the first at line 4');
    assert.equal(await text(page, '#trace-h-over'), 'none');
    const bars = await page.$$eval('#trace-depth-chart g.bar', (groups) =>
      groups.map((group) => group.getAttribute('aria-label')),
    );
    assert.deepEqual(bars, ['distance 0: 1', 'distance 1: 3', 'distance 2: 2']);
    assert.deepEqual(
      await page.$$eval('#trace-ours tbody tr', (rows) =>
        rows.map((row) => [...row.children].map((cell) => cell.textContent)),
      ),
      [
        ['A*, Manhattan', 'solved', '2', '63'],
        ['BFS, Cantor ranks', 'solved', '2', '9'],
      ],
    );
    assert.equal(await page.getAttribute('#trace-most button.board-button', 'data-board'), ONE_AWAY);
    assert.match(await text(page, '#trace-kept'), /^Showing the first 6 of 2,178 expansions\.$/);
    assert.match(await text(page, '#lab-trace'), /A trace has no frontier/);
  });

  it('steps through a trace: each step’s board, line, g and h against the truth, and its marks in words', async function () {
    const page = await openLab();
    await showTrace(page);
    const cells = (): Promise<string> =>
      page.$$eval('#trace-board .cell', (all) => all.map((cell) => cell.textContent || 'x').join(' '));
    const marked = (): Promise<string | null> => page.getAttribute('#trace-stepper', 'data-marks');
    assert.equal(await text(page, '#trace-position'), 'Step 1 of 6: line 2');
    assert.equal(await cells(), TWO_AWAY);
    assert.equal(await text(page, '#trace-g'), '0 (correct)');
    assert.equal(await text(page, '#trace-marks'), 'none');
    await page.click('#trace-forward');
    await page.click('#trace-forward');
    assert.equal(await text(page, '#trace-position'), 'Step 3 of 6: line 4');
    assert.equal(await text(page, '#trace-marks'), '⚠ expanded again');
    assert.equal(await text(page, '#trace-g'), '2 ⚠ (above the true 0)');
    assert.equal(await marked(), 'reexpanded');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.locator('#lab-trace').screenshot({ path: join(SCREENSHOTS, 'lab-trace.png') });
    assert.equal(await page.$eval('#trace-stepper', (stepper) => stepper.classList.contains('marked')), true);
    await page.click('#trace-next-marked');
    assert.equal(await text(page, '#trace-position'), 'Step 4 of 6: line 5');
    assert.equal(await cells(), FAR);
    assert.equal(await text(page, '#trace-marks'), '⚠ jump');
    assert.equal(await text(page, '#trace-g'), 'not stated');
    await page.click('#trace-next-marked');
    assert.equal(await text(page, '#trace-marks'), '⚠ out of breadth-first order');
    assert.equal(
      await page.getAttribute('#trace-next-marked', 'aria-disabled'),
      'true',
      'no marked step after the last',
    );
    await page.click('#trace-forward');
    assert.equal(await cells(), GOAL_TEXT);
    assert.equal(await marked(), '');
    assert.equal(
      await page.$eval('#trace-stepper', (stepper) => stepper.classList.contains('marked')),
      false,
    );
    await page.click('#trace-open');
    await waitFor('the openBoard message', async () =>
      (await posted(page)).some((message) => message.type === 'openBoard'),
    );
    assert.deepEqual(
      (await posted(page)).filter((message) => message.type === 'openBoard'),
      [{ type: 'openBoard', board: GOAL_TEXT }],
    );
    // Play runs to the end from the start.
    await page.click('#trace-restart');
    await page.click('#trace-play');
    await waitFor(
      'play to reach the last step',
      async () => (await text(page, '#trace-position')) === 'Step 6 of 6: line 7',
    );
  });

  it('keeps the heuristic’s report through a reload, but not the trace’s', async function () {
    const page = await openLab();
    await showHeuristic(page);
    await showTrace(page);
    await reloadPage(page);
    assert.equal(await text(page, '#heuristic-boards'), '181,440');
    assert.equal(await page.$$eval('#heuristic-worst button.board-button', (buttons) => buttons.length), 2);
    assert.equal(await page.$eval('#lab-trace', (section) => (section as HTMLElement).hidden), true);
  });

  it('runs A* and IDA* with the learner’s heuristic beside ours when the host sends its values', async function () {
    const page = await openLab();
    await send(page, { type: 'load', lab: { board: [2, 3, 4, 1, 5, 9, 7, 6, 8], ...PUZZLE } });
    await page.waitForSelector('#lab-board-title:has-text("3×3 board")');
    assert.equal(
      await page.isVisible('input[name=method][value="astar-yours"]'),
      false,
      'no values, no methods of theirs',
    );
    // Their heuristic is Manhattan's, looked up by rank: A* with it must do what A* with Manhattan does.
    const size = EIGHT_PUZZLE.size;
    const values = Array.from({ length: permutations(size) }, (_, rank) =>
      manhattanDistance(EIGHT_PUZZLE, unrank(size, rank)),
    );
    const report = {
      ...HEURISTIC_REPORT,
      admissible: true,
      overestimates: 0,
      worst: null,
      moreWorst: [],
      consistent: true,
      inconsistentEdges: 0,
      worstEdge: null,
    };
    await send(page, { type: 'heuristic', puzzle: PUZZLE, report, values });
    await page.waitForSelector('input[name=method][value="astar-yours"]:visible');
    assert.equal(await page.textContent('label:has(input[value="astar-yours"])'), 'A* (yours)');
    for (const box of await page.$$('input[name=method]')) {
      const name = (await box.getAttribute('value')) ?? '';
      if (['astar-manhattan', 'astar-yours', 'idastar-yours'].includes(name)) await box.check();
      else await box.uncheck();
    }
    await page.click('#lab-run');
    const rows = (): Promise<{ method: string | null; state: string | null; cells: (string | null)[] }[]> =>
      page.$$eval('#lab-figures tbody tr', (all) =>
        all.map((row) => ({
          method: row.getAttribute('data-method'),
          state: row.getAttribute('data-state'),
          cells: [...row.children].map((cell) => cell.textContent),
        })),
      );
    await waitFor('the three methods to finish', async () => {
      const all = await rows();
      return all.length === 3 && all.every((row) => row.state === 'done');
    });
    const [manhattan, astar, idastar] = await rows();
    assert.deepEqual(
      [manhattan.method, astar.method, idastar.method],
      ['astar-manhattan', 'astar-yours', 'idastar-yours'],
    );
    assert.deepEqual(
      astar.cells.slice(0, 5),
      ['A* (yours)', 'solved', 'yes', '19', manhattan.cells[4]],
      'the same search as A* with Manhattan, proven shortest (consistent)',
    );
    assert.deepEqual(idastar.cells.slice(0, 4), ['IDA* (yours)', 'solved', 'yes', '19']);
    assert.deepEqual(
      await page.$$eval('#depth-chart svg g.series', (groups) =>
        groups.map((group) => group.getAttribute('data-method')),
      ),
      ['astar-manhattan', 'astar-yours', 'idastar-yours'],
    );
    // Stepping through A* with theirs starts at the board, with their h.
    await page.selectOption('#step-method', 'astar-yours');
    await page.click('#step-start');
    await waitFor('the steps', async () => (await text(page, '#step-position')).startsWith('Step 1 of'));
    assert.equal(
      await text(page, '#step-h'),
      String(manhattanDistance(EIGHT_PUZZLE, [2, 3, 4, 1, 5, 9, 7, 6, 8])),
    );
    // After a reload the values are gone, and so are their methods and rows.
    await page.reload();
    await page.waitForSelector('#lab-run');
    await waitFor('the restored rows', async () => (await rows()).length === 1);
    assert.equal((await rows())[0].method, 'astar-manhattan');
    assert.equal(await page.isVisible('input[name=method][value="astar-yours"]'), false);
  });
});
