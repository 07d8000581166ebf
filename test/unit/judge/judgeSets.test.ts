// The test sets of every size and problem: the default (edge and a few
// hundred seeded random boards), 2×3's all 720 boards, HDU 3567's pairs of a
// start and its own goal, 4×4 sets with the pattern databases' lengths, and
// the test files the judge reads (and the ones it refuses).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Board, isSolvable, puzzleOf, sizeByKey } from '../../../src/engine';
import { boardOf, goalOf, makeCaseSet, optimalOf } from '../../../src/judge/cases/caseSet';
import { SetRules, setRulesOf } from '../../../src/judge/cases/setRules';
import { CaseSet } from '../../../src/judge/cases/caseSetType';
import { lengthSolver } from '../../../src/judge/cases/largeLengths';
import { TestSetSpec } from '../../../src/judge/spec';
import { distanceToward, problemOf, ProblemId, runModeOf } from '../../../src/problems';
import { TEST_PDB_CACHE } from '../support/judgeCaseSupport';
import { scratch } from '../support/judgeSupport';
import { manhattanDistance } from '../support/pdbSupport';
import { distancesTo } from '../support/plainSearch';

function rulesOf(id: ProblemId): SetRules {
  const problem = problemOf(id);
  return setRulesOf(problem, runModeOf(problem.input));
}

async function setOf(id: ProblemId, spec: TestSetSpec, signal?: AbortSignal): Promise<CaseSet> {
  const solver = lengthSolver(TEST_PDB_CACHE);
  try {
    const made = await makeCaseSet(spec, problemOf(id).puzzle, rulesOf(id), {
      lengths: () => solver,
      signal,
    });
    if (!made.ok) assert.fail('message' in made ? made.message : 'cancelled');
    return made.set;
  } finally {
    await solver.dispose();
  }
}

async function refused(id: ProblemId, spec: TestSetSpec): Promise<string> {
  const made = await makeCaseSet(spec, problemOf(id).puzzle, rulesOf(id), {
    lengths: () => lengthSolver(TEST_PDB_CACHE),
  });
  assert.ok(!made.ok && 'message' in made, JSON.stringify(made).slice(0, 200));
  return made.message;
}

const text = (board: Board): string => board.map((value) => (value === 9 ? 'x' : String(value))).join('');

describe('the default test set', () => {
  it('is edge, then seeded random boards to the judge’s own size where it is estimated, else 300: the same boards from the same seed', async () => {
    const edge = await setOf('hdu1043', { kind: 'edge' });
    const standard = await setOf('hdu1043', { kind: 'standard', seed: 1 });
    assert.equal(
      standard.count,
      problemOf('hdu1043').data.boards,
      'HDU 1043: about 700 solvable boards, 1,400 drawn uniformly',
    );
    assert.equal(standard.name, `edge+random:${standard.count - edge.count}`);
    assert.deepEqual(standard.cells.subarray(0, edge.cells.length), edge.cells);
    assert.deepEqual((await setOf('hdu1043', { kind: 'standard', seed: 1 })).cells, standard.cells);
    assert.notDeepEqual((await setOf('hdu1043', { kind: 'standard', seed: 2 })).cells, standard.cells);
    assert.equal((await setOf('hdu1043', { kind: 'standard', seed: 1, count: 10 })).count, edge.count + 10);
    const poj = await setOf('poj1077', { kind: 'standard', seed: 1 });
    assert.equal(poj.name, 'edge+random:300', 'a board a run: every run is the judge’s own size');
  });

  it('is the edge set’s nearest boards and its unsolvable ones where the judge’s input is small (UVa 10181: 40)', async () => {
    const edge = await setOf('uva10181', { kind: 'edge' });
    const standard = await setOf('uva10181', { kind: 'standard', seed: 1 });
    assert.equal(standard.name, 'edge:40');
    const lengths = Array.from({ length: standard.count }, (_, i) => optimalOf(standard, i));
    assert.deepEqual(
      lengths.slice(0, 37),
      Array.from({ length: 37 }, (_, d) => d),
      'the solved board, then one at each distance to 36',
    );
    assert.deepEqual(lengths.slice(37), [null, null, null], 'and the unsolvable ones');
    assert.deepEqual(standard.cells.subarray(0, 37 * 16), edge.cells.subarray(0, 37 * 16));
  });

  it('holds every distance edge misses more than once: its random boards meet the middle distances many times', async () => {
    const standard = await setOf('luogu1379', { kind: 'standard', seed: 1 });
    const atSeventeen = Array.from({ length: standard.count }, (_, i) => optimalOf(standard, i)).filter(
      (d) => d === 17,
    ).length;
    assert.ok(atSeventeen >= 10, `${atSeventeen} boards of 17 moves`);
    const puzzle = problemOf('luogu1379').puzzle;
    for (let i = 0; i < standard.count; i++)
      assert.ok(isSolvable(puzzle, boardOf(standard, i)), 'Luogu promises a solution: no unsolvable board');
  });
});

describe('sets of every size', () => {
  it('LeetCode 773: all 720 2×3 boards, each with its distance', async () => {
    const all = await setOf('leetcode773', { kind: 'all' });
    assert.equal(all.count, 720);
    assert.equal(all.size, sizeByKey('2x3'));
    const puzzle = problemOf('leetcode773').puzzle;
    const unsolvable = Array.from({ length: 720 }, (_, i) => i).filter((i) => optimalOf(all, i) === null);
    assert.equal(unsolvable.length, 360);
    for (const i of unsolvable) assert.ok(!isSolvable(puzzle, boardOf(all, i)));
  });

  it('UVa 10181: edge holds the solved board, a board at every distance up to 45, and unsolvable ones; random boards stay within 45', async function () {
    this.timeout(180_000);
    const puzzle = problemOf('uva10181').puzzle;
    const edge = await setOf('uva10181', { kind: 'edge' });
    const distances = Array.from({ length: edge.count }, (_, i) => optimalOf(edge, i));
    for (let d = 0; d <= 45; d++) assert.ok(distances.includes(d), `distance ${d}`);
    assert.equal(distances.filter((d) => d === null).length, 3);
    assert.ok(distances.every((d) => d === null || d <= 45));
    // An IDA* with plain Manhattan distance, sharing no code with the databases, agrees where it is quick.
    for (let i = 0; i < edge.count; i++) {
      const d = distances[i];
      if (d !== null && d <= 20)
        assert.equal(manhattanDistance(puzzle.size, boardOf(edge, i), puzzle.goal), d, `case ${i + 1}`);
    }
    const random = await setOf('uva10181', { kind: 'random', count: 40, seed: 3 });
    const lengths = Array.from({ length: random.count }, (_, i) => optimalOf(random, i));
    assert.ok(lengths.some((d) => d === null) && lengths.some((d) => d !== null));
    assert.ok(lengths.every((d) => d === null || d <= 45));
    for (let i = 0; i < random.count; i++)
      assert.equal(lengths[i] === null, !isSolvable(puzzle, boardOf(random, i)));
  });

  it('Aizu ALDS1_13_C: no unsolvable board, none farther than 45; all is refused on 4×4', async function () {
    this.timeout(180_000);
    const standard = await setOf('aizu-alds1-13-c', { kind: 'standard', seed: 1, count: 30 });
    const lengths = Array.from({ length: standard.count }, (_, i) => optimalOf(standard, i));
    assert.ok(lengths.every((d) => d !== null && d <= 45));
    assert.match(await refused('aizu-alds1-13-c', { kind: 'all' }), /too many to judge/);
  });

  it('a cancelled 4×4 set says so', async () => {
    const controller = new AbortController();
    controller.abort();
    const made = await makeCaseSet({ kind: 'edge' }, problemOf('uva10181').puzzle, rulesOf('uva10181'), {
      lengths: () => lengthSolver(TEST_PDB_CACHE),
      signal: controller.signal,
    });
    assert.deepEqual(made, { ok: false, cancelled: true });
  });
});

describe('HDU 3567’s cases: a start and its own goal', () => {
  it('edge: the statement’s samples first, then goals with the blank in every cell and starts at every distance to each', async () => {
    const edge = await setOf('hdu3567', { kind: 'edge' });
    assert.ok(edge.goals);
    assert.equal(text(boardOf(edge, 0)), '12x453786');
    assert.equal(text(goalOf(edge, 0) ?? []), '12345678x');
    assert.equal(optimalOf(edge, 0), 2);
    assert.equal(optimalOf(edge, 1), 8);
    const blanks = new Set(Array.from({ length: edge.count }, (_, i) => (goalOf(edge, i) ?? []).indexOf(9)));
    assert.equal(blanks.size, 9);
    const distances = new Set(Array.from({ length: edge.count }, (_, i) => optimalOf(edge, i)));
    for (let d = 0; d <= 31; d++) assert.ok(distances.has(d), `distance ${d}`);
  });

  it('each case’s distance is the plain search’s toward its own goal, and every start reaches it', async () => {
    const random = await setOf('hdu3567', { kind: 'random', count: 4, seed: 4 });
    for (let i = 0; i < random.count; i++) {
      const goal = goalOf(random, i) ?? [];
      const plain = distancesTo(text(goal)).get(text(boardOf(random, i)));
      assert.equal(optimalOf(random, i), plain ?? null, `case ${i + 1}`);
      assert.notEqual(plain, undefined, 'HDU 3567 promises a solution');
      assert.equal(distanceToward(puzzleOf(random.size, goal), boardOf(random, i)), plain);
    }
  });
});

describe('test files', () => {
  it('pairs for HDU 3567, two boards a case (the count skipped); an odd number is an error', async () => {
    const files = scratch();
    try {
      const pairs = join(files.dir, 'pairs.in');
      writeFileSync(pairs, '2\n12X453786\n12345678X\n564178X23\n7568X4123\n');
      const set = await setOf('hdu3567', { kind: 'file', path: pairs });
      assert.equal(set.count, 2);
      assert.equal(optimalOf(set, 1), 8);
      const odd = join(files.dir, 'odd.in');
      writeFileSync(odd, '12X453786\n12345678X\n564178X23\n');
      assert.equal(
        await refused('hdu3567', { kind: 'file', path: odd }),
        `${odd}: 3 boards, where each case is a start and a goal (an even number)`,
      );
    } finally {
      files.cleanUp();
    }
  });

  it('refuses at once what cannot be a test file: a FIFO with no writer, a device, a directory', async () => {
    const files = scratch();
    try {
      const fifo = join(files.dir, 'fifo');
      execFileSync('mkfifo', [fifo]);
      assert.equal(
        await refused('hdu1043', { kind: 'file', path: fifo }),
        `${fifo}: not a regular file (a pipe or a device cannot be a test file)`,
      );
      assert.equal(
        await refused('hdu1043', { kind: 'file', path: '/dev/zero' }),
        '/dev/zero: not a regular file (a pipe or a device cannot be a test file)',
      );
      mkdirSync(join(files.dir, 'folder'));
      assert.equal(
        await refused('hdu1043', { kind: 'file', path: join(files.dir, 'folder') }),
        `${join(files.dir, 'folder')}: is a directory`,
      );
      assert.equal(
        await refused('hdu1043', { kind: 'file', path: '/no/such/file.in' }),
        '/no/such/file.in: no such file',
      );
    } finally {
      files.cleanUp();
    }
  });

  it('4×4 boards of a file get their lengths from the databases', async function () {
    this.timeout(120_000);
    const files = scratch();
    try {
      const path = join(files.dir, 'uva.in');
      writeFileSync(
        path,
        '2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n13 1 2 4\n5 0 3 7\n9 6 10 12\n15 8 11 14\n',
      );
      const set = await setOf('uva10181', { kind: 'file', path });
      assert.deepEqual([optimalOf(set, 0), optimalOf(set, 1)], [9, null]);
    } finally {
      files.cleanUp();
    }
  });
});
