// The search lab's methods against the distance table: every method that
// claims a shortest answer gives the table's length, every answer replays to
// the goal, and the counts that are fully determined are exact.
import assert from 'node:assert/strict';
import {
  Board,
  buildDistanceTable,
  distanceTable,
  EIGHT_PUZZLE,
  optimalDistance,
  parseBoard,
  PERMUTATIONS,
  randomBoardAt,
  randomWalk,
  replay,
  Puzzle,
  puzzleOf,
  seededRandom,
  sizeByKey,
  UNREACHABLE,
  unrank,
} from '../../../src/engine';
import {
  METHODS,
  methodNamed,
  runsOn,
  SearchFigures,
  SearchMethod,
  SearchStep,
} from '../../../src/engine/search';
import { linearConflict, manhattan } from '../../../src/engine/search/heuristic';

/**
 * A test that searches thousands of boards on the CPU: 36 s alone here, and three times that with both cores
 * busy elsewhere.
 */
const CPU_BOUND_MS = 240_000;

function board(text: string): Board {
  const parsed = parseBoard(text);
  assert.ok(parsed.ok, text);
  return parsed.board;
}

function method(name: string): SearchMethod {
  const found = methodNamed(name);
  assert.ok(found, name);
  return found;
}

const HARDEST = board('8 6 7 2 5 4 3 x 1');
const UNSOLVABLE = board('1 2 3 4 5 6 8 7 x');
const GOAL = board('1 2 3 4 5 6 7 8 x');
const TWO_BY_THREE = puzzleOf(sizeByKey('2x3'));
const FOUR_BY_FOUR = puzzleOf(sizeByKey('4x4'));

/** Every figure a method reports for a solved board, checked the same way. */
function assertSolved(
  figures: SearchFigures,
  start: Board,
  optimal: number,
  puzzle: Puzzle = EIGHT_PUZZLE,
): void {
  const label = `${figures.method} on ${start.join(' ')}`;
  assert.equal(figures.outcome, 'solved', label);
  assert.ok(figures.moves !== undefined, label);
  assert.equal(figures.length, figures.moves.length, label);
  assert.ok(replay(puzzle, start, figures.moves).solved, label);
  if (figures.method === 'greedy') {
    assert.equal(figures.shortest, false, label);
    assert.ok(figures.moves.length >= optimal, label);
  } else {
    assert.equal(figures.shortest, true, label);
    assert.equal(figures.moves.length, optimal, label);
  }
}

describe('search lab: the methods', () => {
  it('lists all nine methods in the table order, finds them by name and refuses unknown names', () => {
    assert.deepEqual(
      METHODS.map((m) => m.name),
      [
        'bfs-strings',
        'bfs-cantor',
        'reverse-table',
        'bidirectional',
        'astar-manhattan',
        'astar-linear-conflict',
        'idastar-manhattan',
        'idastar-linear-conflict',
        'greedy',
      ],
    );
    assert.equal(methodNamed('bfs'), undefined);
    assert.deepEqual(
      METHODS.filter((m) => runsOn(m, FOUR_BY_FOUR.size)).map((m) => m.name),
      ['astar-manhattan', 'astar-linear-conflict', 'idastar-manhattan', 'idastar-linear-conflict', 'greedy'],
    );
  });

  it('solves the 31-move board with every method, all but greedy in 31 moves', () => {
    for (const m of METHODS) assertSolved(m.run(EIGHT_PUZZLE, HARDEST), HARDEST, 31);
  });

  it('expands exactly one node on the goal itself, and answers it with no moves', () => {
    for (const m of METHODS) {
      if (m.name === 'reverse-table') continue;
      const figures = m.run(EIGHT_PUZZLE, GOAL);
      assert.equal(figures.expanded, 1, m.name);
      assert.equal(figures.generated, 0, m.name);
      assert.equal(figures.moves, '', m.name);
      assert.deepEqual(figures.expandedByDepth, [1], m.name);
    }
  });

  it('forward BFS discovers an unsolvable 3×3 board by expanding all 181,440 boards of its class, exactly', () => {
    // The start's class, layer by layer, is what a reverse BFS from the start itself finds.
    const layers = buildDistanceTable(puzzleOf(EIGHT_PUZZLE.size, UNSOLVABLE)).levelStart;
    const perDepth = layers.slice(1).map((end, d) => end - layers[d]);
    for (const name of ['bfs-strings', 'bfs-cantor']) {
      const figures = method(name).run(EIGHT_PUZZLE, UNSOLVABLE);
      assert.equal(figures.outcome, 'unsolvable', name);
      assert.equal(figures.expanded, PERMUTATIONS / 2, name);
      // Every board of the class tries every move of its blank: 20,160 boards per blank cell, 24 moves over
      // the nine cells.
      assert.equal(figures.generated, 20_160 * 24, name);
      assert.equal(figures.held, PERMUTATIONS / 2, name);
      assert.deepEqual(figures.expandedByDepth, perDepth, name);
      assert.equal(figures.moves, undefined, name);
      assert.equal(figures.shortest, false, name);
    }
    for (const name of ['astar-manhattan', 'astar-linear-conflict', 'greedy']) {
      const figures = method(name).run(EIGHT_PUZZLE, UNSOLVABLE);
      assert.equal(figures.outcome, 'unsolvable', name);
      assert.equal(figures.expanded, PERMUTATIONS / 2, name);
    }
    const both = method('bidirectional').run(EIGHT_PUZZLE, UNSOLVABLE);
    assert.equal(both.outcome, 'unsolvable');
    assert.ok(both.expanded >= PERMUTATIONS / 2, 'one side exhausts its class');
  });

  it('IDA* has no visited set, so on an unsolvable board it stops at its budget and says so', () => {
    for (const name of ['idastar-manhattan', 'idastar-linear-conflict']) {
      const figures = method(name).run(EIGHT_PUZZLE, UNSOLVABLE, { budget: 20_000 });
      assert.equal(figures.outcome, 'budget', name);
      assert.equal(figures.expanded, 20_000, name);
      assert.equal(figures.moves, undefined, name);
      assert.equal(figures.shortest, false, name);
    }
  });

  it('the reverse table: its build expands 181,440 entries and is counted once; a second board is only a look-up', () => {
    const built = method('reverse-table').run(EIGHT_PUZZLE, HARDEST, { rebuildTable: true });
    assert.equal(built.tableBuilt, true);
    assert.equal(built.tableEntries, 181_440);
    assert.equal(built.expanded, 181_440);
    assert.equal(built.held, 181_440);
    // The build tries every move but the one back: 20,160 boards per blank cell, 24 − 9 such moves, and the
    // goal's own.
    assert.equal(built.generated, 20_160 * 15 + 1);
    const table = distanceTable(EIGHT_PUZZLE);
    assert.deepEqual(
      built.expandedByDepth,
      table.levelStart.slice(1).map((end, d) => end - table.levelStart[d]),
    );
    const lookUp = method('reverse-table').run(EIGHT_PUZZLE, board('2 3 4 1 5 x 7 6 8'));
    assert.equal(lookUp.tableBuilt, false);
    assert.equal(lookUp.expanded, 0);
    assert.equal(lookUp.tableEntries, 181_440);
    assert.equal(lookUp.length, 19);
    assert.equal(method('reverse-table').run(EIGHT_PUZZLE, UNSOLVABLE).outcome, 'unsolvable');
  });

  it('the reverse table answers all 9! boards: the shortest length on every solvable one, unsolvable on every other', () => {
    const table = distanceTable(EIGHT_PUZZLE);
    const lab = method('reverse-table');
    let unsolvable = 0;
    for (let index = 0; index < PERMUTATIONS; index++) {
      const start = unrank(EIGHT_PUZZLE.size, index);
      const figures = lab.run(EIGHT_PUZZLE, start);
      const distance = table.distance[index];
      if (distance === UNREACHABLE) {
        unsolvable++;
        assert.equal(figures.outcome, 'unsolvable');
      } else {
        // finish() replays every answer; the length is what is left to check.
        assert.equal(figures.length, distance, start.join(' '));
      }
    }
    assert.equal(unsolvable, PERMUTATIONS / 2);
  });

  it('A*, IDA* and bidirectional BFS give the shortest length on 120 seeded boards at every distance 0…31 (3,840 boards); greedy replays and is never shorter', () => {
    const random = seededRandom(1_077);
    const names = [
      'bidirectional',
      'astar-manhattan',
      'astar-linear-conflict',
      'idastar-manhattan',
      'idastar-linear-conflict',
      'greedy',
    ];
    let boards = 0;
    for (let distance = 0; distance <= 31; distance++) {
      for (let k = 0; k < 120; k++) {
        const start = randomBoardAt(EIGHT_PUZZLE, distance, random);
        assert.ok(start);
        boards++;
        for (const name of names) assertSolved(method(name).run(EIGHT_PUZZLE, start), start, distance);
      }
    }
    assert.equal(boards, 3_840);
  }).timeout(CPU_BOUND_MS);

  it('forward BFS over strings and over ranks give the shortest length on 2 seeded boards at every distance', () => {
    const random = seededRandom(1_043);
    for (let distance = 0; distance <= 31; distance++) {
      for (let k = 0; k < 2; k++) {
        const start = randomBoardAt(EIGHT_PUZZLE, distance, random);
        assert.ok(start);
        for (const name of ['bfs-strings', 'bfs-cantor']) {
          const figures = method(name).run(EIGHT_PUZZLE, start);
          assertSolved(figures, start, distance);
          // Each BFS layer before the goal's is expanded whole.
          assert.equal(figures.expandedByDepth.length, distance + 1, name);
        }
      }
    }
  }).timeout(CPU_BOUND_MS);

  it('every method on all 720 boards of 2×3 (LeetCode 773): shortest where it claims so, unsolvable found without the parity test', () => {
    const table = distanceTable(TWO_BY_THREE);
    for (let index = 0; index < 720; index++) {
      const start = unrank(TWO_BY_THREE.size, index);
      const distance = table.distance[index];
      for (const m of METHODS) {
        const idaStar = m.name.startsWith('idastar');
        const figures = m.run(TWO_BY_THREE, start, {
          budget: idaStar && distance === UNREACHABLE ? 2_000 : undefined,
        });
        if (distance === UNREACHABLE)
          assert.equal(figures.outcome, idaStar ? 'budget' : 'unsolvable', `${m.name} ${index}`);
        else assertSolved(figures, start, distance, TWO_BY_THREE);
      }
    }
  }).timeout(CPU_BOUND_MS);

  it('on 4×4 only the heuristic methods run, within a budget; the others refuse', () => {
    const start = randomWalk(FOUR_BY_FOUR, 40, seededRandom(10_181));
    const astar = method('astar-linear-conflict').run(FOUR_BY_FOUR, start);
    assert.equal(astar.outcome, 'solved');
    const optimal = astar.length ?? -1;
    for (const name of ['astar-manhattan', 'idastar-manhattan', 'idastar-linear-conflict', 'greedy']) {
      assertSolved(method(name).run(FOUR_BY_FOUR, start), start, optimal, FOUR_BY_FOUR);
    }
    for (const name of ['bfs-strings', 'bfs-cantor', 'reverse-table', 'bidirectional']) {
      assert.throws(() => method(name).run(FOUR_BY_FOUR, start), /at most 9 cells/, name);
    }
    const cut = method('astar-manhattan').run(FOUR_BY_FOUR, start, { budget: 10 });
    assert.equal(cut.outcome, 'budget');
    assert.equal(cut.expanded, 10);
    assert.equal(cut.shortest, false);
    assert.equal(cut.moves, undefined);
  }).timeout(CPU_BOUND_MS);

  it('a goal of the user’s own (Luogu P1379’s 123804765) is reached by every method', () => {
    const luogu = puzzleOf(EIGHT_PUZZLE.size, board('1 2 3 8 x 4 7 6 5'));
    const start = board('2 8 3 1 6 4 7 x 5');
    const optimal = optimalDistance(luogu, start);
    assert.equal(optimal, 5);
    for (const m of METHODS) assertSolved(m.run(luogu, start), start, 5, luogu);
  });

  it('calls onStep once per expansion, in order; the reverse table steps through its look-ups', () => {
    for (const m of METHODS) {
      const steps: SearchStep[] = [];
      const figures = m.run(EIGHT_PUZZLE, board('2 3 4 1 5 x 7 6 8'), { onStep: (step) => steps.push(step) });
      if (m.name === 'reverse-table') {
        assert.equal(steps.length, 20);
        assert.deepEqual(
          steps.map((s) => s.h),
          Array.from({ length: 20 }, (_, i) => 19 - i),
        );
        continue;
      }
      assert.equal(steps.length, figures.expanded, m.name);
      assert.deepEqual(
        steps.map((s) => s.expanded),
        Array.from({ length: steps.length }, (_, i) => i + 1),
        m.name,
      );
      for (const step of steps) assert.equal(step.f, step.g + step.h, m.name);
      if (m.name !== 'bidirectional') assert.deepEqual(steps[steps.length - 1].board, GOAL, m.name);
    }
  });

  it('stops when cancelled, and reports the time through the caller’s clock', () => {
    let now = 0;
    const figures = method('bfs-cantor').run(EIGHT_PUZZLE, UNSOLVABLE, {
      isCancelled: () => true,
      clock: () => (now += 5),
    });
    assert.equal(figures.outcome, 'cancelled');
    assert.equal(figures.expanded, 4_096);
    assert.equal(figures.ms, 5);
  });

  it('both heuristics are consistent and never overstate the distance, on all 9! boards', () => {
    const table = distanceTable(EIGHT_PUZZLE);
    const estimates = [manhattan(EIGHT_PUZZLE), linearConflict(EIGHT_PUZZLE)];
    for (let index = 0; index < PERMUTATIONS; index++) {
      const start = unrank(EIGHT_PUZZLE.size, index);
      const distance = table.distance[index];
      const blank = start.indexOf(9);
      for (const estimate of estimates) {
        const h = estimate(start);
        if (distance !== UNREACHABLE) assert.ok(h <= distance, `${start.join('')}`);
        for (const to of [
          blank - 3,
          blank + 3,
          blank % 3 > 0 ? blank - 1 : -1,
          blank % 3 < 2 ? blank + 1 : -1,
        ]) {
          if (to < 0 || to > 8) continue;
          const child = start.slice();
          child[blank] = child[to];
          child[to] = 9;
          assert.ok(Math.abs(estimate(child) - h) <= 1, `${start.join('')} → ${child.join('')}`);
        }
      }
    }
  }).timeout(CPU_BOUND_MS);
});
