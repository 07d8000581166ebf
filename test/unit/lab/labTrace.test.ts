// A learner's search replayed from its trace: traces written by small
// searches in the test (breadth-first, depth-first that re-expands, A* with
// g and h, one with a line taken out), every figure of the report against
// the test's own breadth-first searches.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBoard, puzzleOf, sizeByKey } from '../../../src/engine';
import { TraceReplay } from '../../../src/engine/learner/traceReplay';
import { replayTraceFile } from '../../../src/lab/trace';
import type { TraceReport } from '../../../src/lab/spec';
import {
  astarTrace,
  breadthFirstTrace,
  cellsOf,
  depthFirstTrace,
  distancesFrom,
  expectedFigures,
  Expansion,
  FIRST_EXPANSION_LINE,
  goalOf,
  Grid,
  THREE,
  traceText,
} from '../support/labTraceSupport';

const START = cellsOf('2 3 4 1 5 x 7 6 8');
const HARD = cellsOf('8 6 7 2 5 4 3 x 1');

describe("lab --trace: the replay of a learner's search", function () {
  // Each replay runs our nine methods too; on a machine kept busy that is seconds, not a hang.
  this.timeout(120_000);
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-trace-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  let written = 0;
  async function replay(
    text: string,
    options: { steps?: number; size?: '2x3' | '3x3' | '4x4'; start?: string } = {},
  ): Promise<TraceReport> {
    const file = join(dir, `trace-${written++}.txt`);
    writeFileSync(file, text);
    const puzzle = options.size ? puzzleOf(sizeByKey(options.size)) : undefined;
    const parsed = options.start === undefined ? undefined : parseBoard(options.start, puzzle?.size);
    if (parsed && !parsed.ok) throw new Error(parsed.error.message);
    const start = parsed?.board;
    const outcome = await replayTraceFile({ file, steps: options.steps, puzzle, start });
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.message);
    return outcome.report;
  }

  function assertFigures(report: TraceReport, expected: ReturnType<typeof expectedFigures>): void {
    for (const name of [
      'expansions',
      'distinct',
      'reexpanded',
      'jumps',
      'goalLine',
      'goalReached',
      'byDepth',
      'breadthFirst',
      'gTooLow',
      'gAbove',
      'hOver',
      'fDecreases',
      'statedLines',
      'mostExpanded',
    ] as const) {
      assert.deepEqual(report[name], expected[name], name);
    }
  }

  it('a breadth-first search: no jumps, breadth-first order, nothing expanded twice, the goal on its line', async () => {
    const goal = goalOf(THREE);
    const trace = breadthFirstTrace(THREE, START, goal);
    // Every form the parser reads, taking turns line by line.
    const report = await replay(traceText(trace, ['spaced', 'compact', 'zero', 'array']));
    const expected = expectedFigures(THREE, trace, START, goal);
    assertFigures(report, expected);
    assert.equal(report.reexpanded, 0);
    assert.equal(report.jumps.count, 0);
    assert.equal(report.breadthFirst.count, 0);
    assert.equal(report.gTooLow.count + report.gAbove.count, 0, 'a breadth-first g is the true depth');
    assert.equal(report.goalLine, FIRST_EXPANSION_LINE + trace.length - 1);
    assert.equal(report.start, '2 3 4 1 5 x 7 6 8');
    assert.equal(report.size, '3x3');
    assert.equal(report.unreadable.count, 0);
    const bfs = report.ours.find((run) => run.method === 'bfs-cantor');
    assert.equal(bfs?.length, distancesFrom(THREE, START).get(goal.join(' ')));
    assert.match(report.summary ?? '', /^your search expanded [\d,]+ boards; A\* with Manhattan expands \d+/);
  });

  it('a depth-first search that re-expands: reexpanded, the boards expanded most and the boards out of order', async () => {
    const goal = goalOf(THREE);
    const trace = depthFirstTrace(THREE, HARD, goal, 15);
    assert.ok(trace.length > 10_000, `${trace.length} expansions`);
    const report = await replay(traceText(trace));
    const expected = expectedFigures(THREE, trace, HARD, goal);
    assertFigures(report, expected);
    assert.ok(report.reexpanded > 1000 && report.breadthFirst.count > 1000 && report.gAbove.count > 0);
    assert.equal(report.mostExpanded.length, 5);
    assert.equal(report.goalReached, false, 'the goal is 31 moves away, past the limit');
    assert.equal(report.jumps.count, 0);
    assert.match(
      report.summary ?? '',
      new RegExp(
        `expanded ${trace.length.toLocaleString('en-US')} boards, ${report.reexpanded.toLocaleString('en-US')} of them again`,
      ),
    );
  });

  it('A* with Manhattan, g and h stated: f never decreases, no g below the truth, no h above it', async () => {
    const goal = goalOf(THREE);
    const trace = astarTrace(THREE, HARD, goal);
    const report = await replay(traceText(trace, ['spaced', 'compact']));
    const expected = expectedFigures(THREE, trace, HARD, goal);
    assertFigures(report, expected);
    assert.equal(report.statedLines, trace.length);
    assert.deepEqual(
      [report.fDecreases.count, report.gTooLow.count, report.hOver.count, report.gAbove.count],
      [0, 0, 0, 0],
    );
    assert.equal(report.goalReached, true);
    assert.equal(trace[trace.length - 1].g, 31);
  });

  it('a trace with a line taken out: the boards only it led to are jumps, each counted and the first named', async () => {
    const goal = goalOf(THREE);
    const whole = breadthFirstTrace(THREE, START, goal);
    const trace = [...whole.slice(0, 3), ...whole.slice(4)];
    const report = await replay(traceText(trace));
    const expected = expectedFigures(THREE, trace, START, goal);
    assertFigures(report, expected);
    assert.ok(report.jumps.count > 0);
    assert.ok((report.jumps.firstLine ?? 0) > FIRST_EXPANSION_LINE + 3);
  });

  it('wrong g and h are counted: g too low, g too high, h over the distance, f falling', async () => {
    const goal = goalOf(THREE);
    const trace: Expansion[] = breadthFirstTrace(THREE, HARD, goal)
      .slice(0, 400)
      .map((expansion, i) => ({
        board: expansion.board,
        g: (expansion.g ?? 0) + (i % 5 === 1 ? -1 : i % 5 === 2 ? 2 : 0),
        h: i % 7 === 3 ? 40 : 0,
      }));
    const report = await replay(traceText(trace));
    assertFigures(report, expectedFigures(THREE, trace, HARD, goal));
    assert.ok(
      report.gTooLow.count > 0 &&
        report.gAbove.count > 0 &&
        report.hOver.count > 0 &&
        report.fDecreases.count > 0,
    );
  });

  it('--start: the distances are from the start given, and a search that began elsewhere is out of order', async () => {
    const goal = goalOf(THREE);
    const trace = breadthFirstTrace(THREE, START, goal).slice(5);
    const report = await replay(traceText(trace), { start: '2 3 4 1 5 x 7 6 8' });
    assertFigures(report, expectedFigures(THREE, trace, START, goal));
    assert.equal(report.start, '2 3 4 1 5 x 7 6 8');
  });

  it('steps: the first N expansions with their distances and what is wrong with each', async () => {
    const goal = goalOf(THREE);
    const trace = depthFirstTrace(THREE, START, goal, 4);
    const report = await replay(traceText(trace), { steps: 50 });
    assert.equal(report.steps.length, Math.min(50, trace.length));
    const fromStart = distancesFrom(THREE, START);
    const toGoal = distancesFrom(THREE, goal);
    const seen = new Set<string>();
    let deepest = -1;
    report.steps.forEach((step, i) => {
      const board = trace[i].board.join(' ');
      assert.equal(step.board, board);
      assert.equal(step.line, FIRST_EXPANSION_LINE + i);
      assert.equal(step.fromStart, fromStart.get(board));
      assert.equal(step.toGoal, toGoal.get(board));
      assert.equal(step.g, trace[i].g);
      assert.equal(step.h, null);
      assert.equal(step.reexpanded, seen.has(board));
      assert.equal(step.outOfOrder, (fromStart.get(board) ?? 0) < deepest);
      assert.equal(step.jump, false);
      seen.add(board);
      deepest = Math.max(deepest, fromStart.get(board) ?? 0);
    });
  });

  it('other sizes: 2×3 with its table, and 4×4 with none (no distances, the rest counted by a map)', async () => {
    const small: Grid = { rows: 2, columns: 3 };
    const smallStart = cellsOf('4 1 3 x 2 5');
    const smallTrace = depthFirstTrace(small, smallStart, goalOf(small), 6);
    const report = await replay(traceText(smallTrace), { size: '2x3' });
    assertFigures(report, expectedFigures(small, smallTrace, smallStart, goalOf(small)));

    const large: Grid = { rows: 4, columns: 4 };
    const largeStart = cellsOf('1 2 3 4 5 6 7 8 9 10 11 12 13 x 14 15');
    const largeTrace = depthFirstTrace(large, largeStart, goalOf(large), 5);
    const largeReport = await replay(traceText(largeTrace));
    const expected = expectedFigures(large, largeTrace, largeStart, goalOf(large));
    for (const name of [
      'expansions',
      'distinct',
      'reexpanded',
      'jumps',
      'goalLine',
      'goalReached',
      'mostExpanded',
    ] as const)
      assert.deepEqual(largeReport[name], expected[name], name);
    assert.equal(largeReport.byDepth, null);
    assert.equal(largeReport.distances, false);
    assert.deepEqual(
      largeReport.ours.map((run) => run.method),
      ['astar-manhattan', 'astar-linear-conflict', 'idastar-manhattan', 'idastar-linear-conflict', 'greedy'],
    );
    assert.equal(largeReport.ours[0].length, 2);
  });

  it('an IDA*-like restart at the start is no jump, and a board the start cannot reach is counted apart', () => {
    const replay = new TraceReplay({ puzzle: puzzleOf(sizeByKey('3x3')) });
    const lines = [
      'expand 2 3 4 1 5 x 7 6 8',
      'expand 2 3 x 1 5 4 7 6 8',
      'expand 2 3 4 1 5 x 7 6 8',
      'expand 1 2 3 4 5 6 8 7 x',
    ];
    lines.forEach((text, i) => replay.line(i + 1, text));
    const figures = replay.finish();
    assert.ok(figures);
    assert.deepEqual(figures.jumps, { count: 1, firstLine: 4 });
    assert.deepEqual(figures.unreachable, { count: 1, firstLine: 4 });
    assert.deepEqual(figures.breadthFirst, { count: 1, firstLine: 3 });
    assert.deepEqual(figures.byDepth, [2, 1]);
  });

  it("goals per size: a trace whose size is read from its boards goes toward that size's goal in the list (Luogu's), not the size's own", () => {
    const goal = parseBoard('1 2 3 8 x 4 7 6 5');
    assert.ok(goal.ok);
    const luogu = puzzleOf(sizeByKey('3x3'), goal.board);
    const replay = new TraceReplay({ goals: [puzzleOf(sizeByKey('2x3')), luogu] });
    ['expand 1 2 3 8 4 x 7 6 5', 'expand 1 2 3 8 x 4 7 6 5'].forEach((text, i) => replay.line(i + 1, text));
    const figures = replay.finish();
    assert.ok(figures);
    assert.equal(figures.goal, '1 2 3 8 x 4 7 6 5');
    assert.equal(figures.goalLine, 2);
  });
});
