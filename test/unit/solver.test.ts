// LargeSolver with its real worker thread (dist/solverWorker.js, from
// `npm run build`): the 4×4 databases are built in the worker while this
// thread keeps running, cached on disk and checked, Korf's easier instances
// come out at their published lengths, and cancel and budget behave.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { puzzleOf, seededRandom, sizeByKey } from '../../src/engine';
import { decodeDatabase, LargeBoardSearch, partitionFor, PatternDatabase, databaseFileName } from '../../src/engine/pdb';
import { LargeAnswer, LargeSolver } from '../../src/solver';
import { KORF_GOAL, korfInstances, manhattanDistance, randomWalk, reaches } from './pdbSupport';

const WORKER = join(__dirname, '..', '..', '..', 'dist', 'solverWorker.js');
const FOUR: { rows: number; columns: number } = { rows: 4, columns: 4 };
const THREE_BY_FOUR = { rows: 3, columns: 4 };
/** The puzzles the solver is asked about: Korf's blank-first 15-puzzle, and 3×4 toward its own goal. */
const KORF = puzzleOf(sizeByKey('4x4'), KORF_GOAL);
const THREE_BY_FOUR_PUZZLE = puzzleOf(sizeByKey('3x4'));
/** Korf's instances whose solve takes the fewest nodes here (each under 10,000). */
const EASY = [12, 30, 31, 42, 47, 55, 71, 93];

describe('the large-board solver in its worker thread', function () {
  this.timeout(120_000);
  let cache: string;
  let solver: LargeSolver;
  before(() => {
    cache = mkdtempSync(join(tmpdir(), 'eight-puzzle-pdb-'));
    solver = new LargeSolver({ cacheDirectory: cache, startWorker: () => new Worker(WORKER) });
  });
  after(async () => {
    await solver.dispose();
    rmSync(cache, { recursive: true, force: true });
  });

  it("builds the 4×4 databases in the worker, reporting progress, while this thread's timers keep firing; then solves Korf's easier instances at their published lengths", async function () {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const seen: { done: number; total: number; what: string }[] = [];
    const instances = korfInstances().filter((instance) => EASY.includes(instance.number));
    assert.equal(instances.length, EASY.length);
    let first: LargeAnswer;
    try {
      first = await solver.solve({ puzzle: KORF, board: instances[0].board }, { onDatabase: (progress) => seen.push(progress) });
    } finally {
      clearInterval(timer);
    }
    assert.ok(seen.length > 3, 'database progress was reported');
    const last = seen[seen.length - 1];
    assert.equal(last.done, last.total);
    assert.match(last.what, /4×4 pattern database/);
    // Building takes seconds; on this thread the timer would not have fired at all.
    assert.ok(ticks >= 10, `only ${ticks} timer ticks while the databases were built`);
    assert.equal(readdirSync(cache).filter((name) => name.endsWith('.bin')).length, 3);
    assert.equal(readdirSync(cache).filter((name) => name.endsWith('.tmp')).length, 0);
    for (const [i, instance] of instances.entries()) {
      const answer = i === 0 ? first : await solver.solve({ puzzle: KORF, board: instance.board });
      assert.equal(answer.kind, 'shortest', `instance ${instance.number}`);
      if (answer.kind !== 'shortest') continue;
      assert.equal(answer.moves.length, instance.length, `instance ${instance.number}`);
      assert.ok(reaches(FOUR, instance.board, answer.moves, KORF_GOAL), `instance ${instance.number} replays to the goal`);
    }
  });

  it("random 4×4 boards up to 14 moves from Korf's goal: as short as an independent IDA*, and the cached databases' heuristic never above the distance", async function () {
    const databases = partitionFor(KORF).map((tiles) => {
      const decoded = decodeDatabase(readFileSync(join(cache, databaseFileName(KORF, tiles))), KORF, tiles);
      assert.equal(decoded.kind, 'ok');
      return (decoded as { database: PatternDatabase }).database;
    });
    const search = new LargeBoardSearch(KORF, databases);
    const random = seededRandom(1616);
    for (let i = 0; i < 20; i++) {
      const board = randomWalk(FOUR, KORF_GOAL, 6 + (i % 9), random);
      const distance = manhattanDistance(FOUR, board, KORF_GOAL);
      assert.ok(search.estimate(board) <= distance);
      const answer = await solver.solve({ puzzle: KORF, board });
      assert.equal(answer.kind, 'shortest');
      if (answer.kind === 'shortest') {
        assert.equal(answer.moves.length, distance, `board ${board.join(' ')}`);
        assert.ok(reaches(FOUR, board, answer.moves, KORF_GOAL));
      }
    }
  });

  it('cancels a long search promptly, and the worker answers the next request', async function () {
    const hard = korfInstances().find((instance) => instance.number === 88)!;
    const controller = new AbortController();
    const progress: number[] = [];
    const running = solver.solve({ puzzle: KORF, board: hard.board }, { signal: controller.signal, onProgress: ({ nodes }) => progress.push(nodes) });
    await waitFor(() => progress.length > 0);
    const asked = Date.now();
    controller.abort();
    assert.deepEqual(await running, { kind: 'cancelled' });
    assert.ok(Date.now() - asked < 1000, `cancelling took ${Date.now() - asked} ms`);
    const easy = korfInstances().find((instance) => instance.number === 12)!;
    const after = await solver.solve({ puzzle: KORF, board: easy.board });
    assert.equal(after.kind, 'shortest');
  });

  it('with a budget, answers Korf #1 as not proven shortest, with moves that reach the goal', async function () {
    const instance = korfInstances()[0];
    const answer = await solver.solve({ puzzle: KORF, board: instance.board, budget: 1000 });
    assert.equal(answer.kind, 'unproven');
    if (answer.kind !== 'unproven') return;
    assert.ok(answer.moves.length >= instance.length);
    assert.ok(reaches(FOUR, instance.board, answer.moves, KORF_GOAL));
  });

  it('refuses an unsolvable board and queues concurrent requests', async function () {
    const unsolvable = KORF_GOAL.slice();
    [unsolvable[1], unsolvable[2]] = [unsolvable[2], unsolvable[1]];
    const easy = korfInstances().filter((instance) => EASY.includes(instance.number));
    const answers = await Promise.all([solver.solve({ puzzle: KORF, board: unsolvable }), ...easy.map((instance) => solver.solve({ puzzle: KORF, board: instance.board }))]);
    assert.deepEqual(answers[0], { kind: 'unsolvable' });
    answers.slice(1).forEach((answer, i) => assert.equal(answer.kind === 'shortest' && answer.moves.length, easy[i].length));
  });

  it('rejects a damaged cache file and builds it again', async function () {
    const goal = THREE_BY_FOUR_PUZZLE.goal;
    const board = randomWalk(THREE_BY_FOUR, goal, 12, seededRandom(3));
    const first = await solver.solve({ puzzle: THREE_BY_FOUR_PUZZLE, board });
    assert.equal(first.kind, 'shortest');
    const name = databaseFileName(THREE_BY_FOUR_PUZZLE, partitionFor(THREE_BY_FOUR_PUZZLE)[0]);
    const bytes = readFileSync(join(cache, name));
    const damaged = Uint8Array.from(bytes);
    damaged[damaged.length - 1] ^= 0x10;
    writeFileSync(join(cache, name), damaged);
    // A fresh solver (a fresh worker) has nothing in memory: it must read the files.
    const fresh = new LargeSolver({ cacheDirectory: cache, startWorker: () => new Worker(WORKER) });
    try {
      const rebuilt: string[] = [];
      const again = await fresh.solve({ puzzle: THREE_BY_FOUR_PUZZLE, board }, { onDatabase: ({ what }) => rebuilt.push(what) });
      assert.deepEqual(again, first);
      assert.ok(rebuilt.length > 0, 'the damaged database was built again');
      assert.ok(rebuilt.every((what) => what.includes(partitionFor(THREE_BY_FOUR_PUZZLE)[0].join(' '))), 'only the damaged one');
      assert.deepEqual(Uint8Array.from(readFileSync(join(cache, name))), Uint8Array.from(bytes));
    } finally {
      await fresh.dispose();
    }
  });
});

async function waitFor(condition: () => boolean, deadlineMs = 30_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
