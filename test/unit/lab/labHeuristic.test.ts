// A learner's heuristic checked by the lab (src/lab/heuristic/check.ts), in
// JavaScript and in Python, every figure against a breadth-first search and
// the heuristics written again in the test (labHeuristicSupport.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EIGHT_PUZZLE, Puzzle, puzzleOf, sizeByKey } from '../../../src/engine';
import { checkHeuristic } from '../../../src/lab/heuristic/check';
import type { HeuristicReport } from '../../../src/lab/spec';
import {
  blankParity,
  expectedFigures,
  Heuristic,
  HEURISTICS,
  judgesForm,
  manhattan,
  searchFrom,
  Space,
  twiceManhattan,
} from '../support/labHeuristicSupport';

const LEARNER_GOAL_3X3 = [1, 2, 3, 4, 5, 6, 7, 8, 0];

async function report(file: string, puzzle: Puzzle = EIGHT_PUZZLE, sample = 20): Promise<HeuristicReport> {
  const outcome = await checkHeuristic({ file: join(HEURISTICS, file), puzzle, sample, seed: 7 });
  if (!outcome.ok) assert.fail(outcome.message);
  return outcome.report;
}

function assertFigures(
  got: HeuristicReport,
  space: Space,
  goal: number[],
  columns: number,
  h: Heuristic,
): void {
  const expected = expectedFigures(space, goal, columns, h);
  assert.equal(got.proven, true);
  assert.equal(got.boards, expected.boards);
  assert.equal(got.edges, expected.edges);
  assert.equal(got.goalValue, expected.goalValue);
  assert.equal(got.overestimates, expected.overestimates);
  assert.equal(got.admissible, expected.overestimates === 0);
  assert.equal(got.inconsistentEdges, expected.inconsistentEdges);
  assert.equal(got.consistent, expected.inconsistentEdges === 0);
  if (expected.worstExcess === null) assert.equal(got.worst, null);
  else {
    assert.ok(got.worst);
    assert.equal(got.worst.h - got.worst.distance, expected.worstExcess);
    assert.ok(expected.worstCandidates.has(got.worst.board), `${got.worst.board} is among the worst boards`);
    for (const more of got.moreWorst) assert.ok(more.h - more.distance <= expected.worstExcess);
  }
  assert.equal(got.byDistance.length, expected.byDistance.length);
  got.byDistance.forEach((row, d) => {
    const want = expected.byDistance[d];
    assert.deepEqual(
      [row.distance, row.boards, row.exact, row.over],
      [want.distance, want.boards, want.exact, want.over],
    );
    assert.ok(Math.abs(row.meanH - want.sumH / want.boards) < 1e-9);
  });
}

describe('lab --heuristic: a heuristic checked on every board', function () {
  this.timeout(600_000);
  const space = searchFrom(LEARNER_GOAL_3X3, 3);

  it('the breadth-first search of the test meets 181,440 boards and 241,920 edges', () => {
    assert.equal(space.boards.length, 181_440);
    assert.equal(space.edges.length, 241_920);
  });

  for (const file of ['manhattan.cjs', 'manhattan.py', 'manhattanDefault.mjs']) {
    it(`${file}: admissible and consistent, every figure as the test works it out, every comparison answer shortest`, async () => {
      const got = await report(file);
      assertFigures(got, space, LEARNER_GOAL_3X3, 3, manhattan);
      assert.equal(got.comparison.boards, 20);
      for (const row of got.comparison.rows) {
        assert.equal(row.shortest, row.boards, `${row.search} with ${row.heuristic}`);
        assert.equal(row.budgetSpent, 0);
      }
      const yours = got.comparison.rows.filter((row) => row.heuristic === 'yours');
      const theirs = got.comparison.rows.filter((row) => row.heuristic === 'manhattan');
      assert.deepEqual(
        yours.map((row) => row.expanded),
        theirs.map((row) => row.expanded),
        'Manhattan as yours expands what our Manhattan does',
      );
      console.log(
        `      figure: ${file} on 9!/2 boards: ${got.evaluateMs} ms in h, ${got.totalMs} ms in all (with the comparison)`,
      );
    });
  }

  for (const file of ['blankParity.cjs', 'blankParity.py']) {
    it(`${file}: admissible but inconsistent`, async () => {
      const got = await report(file);
      assertFigures(got, space, LEARNER_GOAL_3X3, 3, blankParity);
      assert.equal(got.admissible, true);
      assert.equal(got.consistent, false);
      assert.ok(got.worstEdge && Math.abs(got.worstEdge.hFrom - got.worstEdge.hTo) > 1);
    });
  }

  for (const file of ['twiceManhattan.cjs', 'twiceManhattan.py']) {
    it(`${file}: overestimates, the worst boards named, every edge inconsistent`, async () => {
      const got = await report(file);
      assertFigures(got, space, LEARNER_GOAL_3X3, 3, twiceManhattan);
      assert.equal(got.inconsistentEdges, 241_920);
      assert.equal(got.moreWorst.length, 5);
      const yours = got.comparison.rows.filter((row) => row.heuristic === 'yours');
      assert.ok(
        yours.some((row) => row.shortest < row.boards),
        'an overestimate gives some answer longer than the shortest',
      );
    });
  }

  it('2×3 toward a goal of its own, in both languages', async () => {
    const goal = [1, 2, 3, 0, 4, 5];
    const puzzle = puzzleOf(sizeByKey('2x3'), [1, 2, 3, 6, 4, 5]);
    const small = searchFrom(goal, 3);
    assert.equal(small.boards.length, 360);
    for (const file of ['manhattan.cjs', 'twiceManhattan.py']) {
      const got = await report(file, puzzle);
      assertFigures(got, small, goal, 3, file.startsWith('manhattan') ? manhattan : twiceManhattan);
      assert.equal(got.size, '2x3');
    }
  });
});

describe('lab --heuristic: a sample on 4×4, never proven', function () {
  this.timeout(600_000);
  let cache: string;
  let saved: string | undefined;
  before(() => {
    cache = mkdtempSync(join(tmpdir(), 'heuristic-cache-'));
    saved = process.env.EIGHT_PUZZLE_CACHE;
    process.env.EIGHT_PUZZLE_CACHE = cache;
  });
  after(() => {
    if (saved === undefined) delete process.env.EIGHT_PUZZLE_CACHE;
    else process.env.EIGHT_PUZZLE_CACHE = saved;
    rmSync(cache, { recursive: true, force: true });
  });

  it('Manhattan on Korf’s 100 and solved walks: admissible and consistent on the sample, proven false, no comparison', async () => {
    const started = Date.now();
    const got = await report('manhattan.py', puzzleOf(sizeByKey('4x4')), 5);
    assert.equal(got.proven, false);
    assert.ok(got.boards > 100, `${got.boards} boards`);
    assert.equal(got.admissible, true);
    assert.equal(got.consistent, true);
    assert.equal(got.comparison.rows.length, 0);
    assert.ok(
      got.byDistance.some((row) => row.distance >= 41),
      'Korf’s instances are among the boards',
    );
    console.log(`      figure: 4×4 sample of ${got.boards} boards in ${Date.now() - started} ms`);
  });

  it('twice Manhattan overestimates there, and the worst is a board of the sample', async () => {
    const got = await report('twiceManhattan.cjs', puzzleOf(sizeByKey('4x4')), 5);
    assert.equal(got.proven, false);
    assert.equal(got.admissible, false);
    assert.ok(got.worst && got.worst.h > got.worst.distance);
    const learner = got.worst.board.split(' ').map((cell) => (cell === 'x' ? 0 : Number(cell)));
    const goal = [...Array.from({ length: 15 }, (_, i) => i + 1), 0];
    assert.equal(got.worst.h, twiceManhattan(learner, goal, 4));
    assert.equal(judgesForm(learner), got.worst.board);
  });
});
