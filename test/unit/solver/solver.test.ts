// LargeSolver with its real worker thread (dist/solverWorker.js, from
// `npm run build`): on a cold cache the quick 4×4 databases answer at once
// while the full ones build in the background, off this thread; both are
// cached on disk and checked, Korf's easier instances come out at their
// published lengths on either, and cancel, dispose and budget behave.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { puzzleOf, seededRandom, sizeByKey } from '../../../src/engine';
import {
  decodeDatabase,
  LargeBoardSearch,
  partitionFor,
  PatternDatabase,
  databaseFileName,
} from '../../../src/engine/pdb';
import { DatabasesInUse, LargeProgress, LargeSolver, nodeWorkerPort } from '../../../src/solver';
import {
  assertKorfLength,
  KORF_GOAL,
  korfInstances,
  manhattanDistance,
  randomWalk,
  reaches,
} from '../support/pdbSupport';
import { waitFor } from '../support/waitFor';

const WORKER = join(__dirname, '..', '..', '..', '..', 'dist', 'solverWorker.js');
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
  /** Settles when the worker says Korf's full databases replaced the quick ones. */
  let fullReady: Promise<DatabasesInUse>;
  before(() => {
    cache = mkdtempSync(join(tmpdir(), 'eight-puzzle-pdb-'));
    let ready: (inUse: DatabasesInUse) => void = () => undefined;
    fullReady = new Promise((resolve) => (ready = resolve));
    solver = new LargeSolver({
      cacheDirectory: cache,
      startWorker: () => nodeWorkerPort(new Worker(WORKER)),
      onDatabasesReady: ({ puzzle, inUse }) => {
        if (puzzle === KORF.key) ready(inUse);
      },
    });
  });
  after(async () => {
    await solver.dispose();
    rmSync(cache, { recursive: true, force: true });
  });

  it("on a cold cache answers Korf's easier instances at once on the quick 5-5-5 databases, cancels a search while the 6-6-3 ones build in the background, then answers on those at the same lengths", async function () {
    const seen: { done: number; total: number; what: string }[] = [];
    const instances = korfInstances().filter((instance) => EASY.includes(instance.number));
    assert.equal(instances.length, EASY.length);
    const inUse: DatabasesInUse[] = [];
    const onDatabasesInUse = (databases: DatabasesInUse): number => inUse.push(databases);
    const first = await solver.solve(
      { puzzle: KORF, board: instances[0].board },
      { onDatabase: (progress) => seen.push(progress), onDatabasesInUse },
    );
    assert.ok(seen.length >= 3, 'database progress was reported');
    const last = seen[seen.length - 1];
    assert.equal(last.done, last.total);
    assert.ok(
      seen.every(({ what }) => /4×4 pattern database for tiles .* \(the quick 5-5-5\)/.test(what)),
      'only the quick databases were built before the answer',
    );
    // The quick ones are cached at once; the first search starts the full build, so it cannot be over yet.
    assert.deepEqual(inUse, [{ partition: '5-5-5', quick: true }]);
    for (const [i, instance] of instances.entries()) {
      const answer = i === 0 ? first : await solver.solve({ puzzle: KORF, board: instance.board });
      assertKorfLength(answer, instance);
    }

    // A long search on the quick databases, cancelled while the full ones build: the worker answers, and the
    // build goes on.
    const hard = korfInstances().find((instance) => instance.number === 88)!;
    const controller = new AbortController();
    const progress: LargeProgress[] = [];
    const running = solver.solve(
      { puzzle: KORF, board: hard.board },
      { signal: controller.signal, onProgress: (p) => progress.push(p) },
    );
    await waitFor(() => progress.length > 0, 'a progress report', 30_000);
    controller.abort();
    assert.deepEqual(await running, { kind: 'cancelled' });
    assertKorfLength(await solver.solve({ puzzle: KORF, board: instances[1].board }), instances[1]);

    // The worker's build runs off this thread: its timer keeps firing while the 6-6-3 databases are built.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    try {
      await fullReady;
    } finally {
      clearInterval(timer);
    }
    assert.ok(ticks >= 10, `only ${ticks} timer ticks while the full databases were built`);
    const bins = readdirSync(cache).filter((name) => name.endsWith('.bin'));
    assert.equal(bins.length, 6, 'the quick and the full databases are cached');
    assert.equal(readdirSync(cache).filter((name) => name.endsWith('.tmp')).length, 0);
    inUse.length = 0;
    for (const instance of instances)
      assertKorfLength(
        await solver.solve({ puzzle: KORF, board: instance.board }, { onDatabasesInUse }),
        instance,
      );
    assert.ok(
      inUse.length === instances.length &&
        inUse.every((databases) => databases.partition === '6-6-3' && !databases.quick),
      JSON.stringify(inUse),
    );

    // A warm cache goes straight to the full databases, building nothing.
    const warm = new LargeSolver({
      cacheDirectory: cache,
      startWorker: () => nodeWorkerPort(new Worker(WORKER)),
    });
    try {
      const built: string[] = [];
      inUse.length = 0;
      assertKorfLength(
        await warm.solve(
          { puzzle: KORF, board: instances[2].board },
          { onDatabase: ({ what }) => built.push(what), onDatabasesInUse },
        ),
        instances[2],
      );
      assert.deepEqual(built, []);
      assert.deepEqual(inUse, [{ partition: '6-6-3', quick: false }]);
    } finally {
      await warm.dispose();
    }
  });

  it('is disposed while the full databases build in the background: dispose ends, and later requests answer cancelled', async function () {
    const cold = mkdtempSync(join(tmpdir(), 'eight-puzzle-pdb-'));
    const fresh = new LargeSolver({
      cacheDirectory: cold,
      startWorker: () => nodeWorkerPort(new Worker(WORKER)),
    });
    try {
      const easy = korfInstances().find((instance) => instance.number === 12)!;
      assertKorfLength(await fresh.solve({ puzzle: KORF, board: easy.board }), easy);
      await fresh.dispose();
      assert.deepEqual(await fresh.solve({ puzzle: KORF, board: easy.board }), { kind: 'cancelled' });
    } finally {
      await fresh.dispose();
      rmSync(cold, { recursive: true, force: true });
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

  it("a search that starts on the quick 5-5-5 databases and is handed the 6-6-3 ones after its first iteration, its last, or in the middle of one finishes there at Korf's published lengths", function () {
    const cached = (which: 'full' | 'quick'): LargeBoardSearch =>
      new LargeBoardSearch(
        KORF,
        partitionFor(KORF, which).map((tiles) => {
          const decoded = decodeDatabase(
            readFileSync(join(cache, databaseFileName(KORF, tiles))),
            KORF,
            tiles,
          );
          assert.equal(decoded.kind, 'ok');
          return (decoded as { database: PatternDatabase }).database;
        }),
      );
    const quick = cached('quick');
    const full = cached('full');
    for (const instance of korfInstances().filter((korf) => [12, 42, 55].includes(korf.number))) {
      // The hook is asked after every iteration that ends without the goal: count them on the quick tables
      // alone.
      let iterations = 0;
      const alone = quick.solve(instance.board, { replacement: () => void ++iterations });
      assert.ok(iterations >= 2, `instance ${instance.number}: ${iterations} iterations without the goal`);
      // Handed over after the first, then after the last: there the bound reached is the answer's length
      // itself.
      for (const at of [1, iterations]) {
        let asked = 0;
        const answer = quick.solve(instance.board, {
          replacement: () => (++asked === at ? full : undefined),
        });
        assertKorfLength(answer, instance);
        assert.ok(asked >= at, `instance ${instance.number}: asked ${asked} times`);
        if (at === 1)
          assert.ok(
            answer.kind === 'shortest' && alone.kind === 'shortest' && answer.nodes < alone.nodes,
            'fewer nodes handed over than on the quick tables alone',
          );
      }
      // Asked at progress checks too: handed over in the middle of an iteration, which starts again on the
      // full tables.
      let checks = 0;
      const bounds: number[] = [];
      const midway = quick.solve(instance.board, {
        progressEvery: 64,
        onProgress: ({ bound }) => bounds.push(bound),
        replacement: () => (++checks === 3 ? full : undefined),
      });
      assertKorfLength(midway, instance);
      assert.ok(
        bounds.length >= 3 && bounds.every((bound, i) => i === 0 || bound >= bounds[i - 1]),
        `bounds ${bounds.join(' ')}`,
      );
    }
  });

  it('cancels a long search promptly, and the worker answers the next request', async function () {
    const hard = korfInstances().find((instance) => instance.number === 88)!;
    const controller = new AbortController();
    const progress: number[] = [];
    const running = solver.solve(
      { puzzle: KORF, board: hard.board },
      { signal: controller.signal, onProgress: ({ nodes }) => progress.push(nodes) },
    );
    await waitFor(() => progress.length > 0, 'a progress report', 30_000);
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
    const answers = await Promise.all([
      solver.solve({ puzzle: KORF, board: unsolvable }),
      ...easy.map((instance) => solver.solve({ puzzle: KORF, board: instance.board })),
    ]);
    assert.deepEqual(answers[0], { kind: 'unsolvable' });
    answers
      .slice(1)
      .forEach((answer, i) =>
        assert.equal(answer.kind === 'shortest' && answer.moves.length, easy[i].length),
      );
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
    const fresh = new LargeSolver({
      cacheDirectory: cache,
      startWorker: () => nodeWorkerPort(new Worker(WORKER)),
    });
    try {
      const rebuilt: string[] = [];
      const again = await fresh.solve(
        { puzzle: THREE_BY_FOUR_PUZZLE, board },
        { onDatabase: ({ what }) => rebuilt.push(what) },
      );
      assert.deepEqual(again, first);
      assert.ok(rebuilt.length > 0, 'the damaged database was built again');
      assert.ok(
        rebuilt.every((what) => what.includes(partitionFor(THREE_BY_FOUR_PUZZLE)[0].join(' '))),
        'only the damaged one',
      );
      assert.deepEqual(Uint8Array.from(readFileSync(join(cache, name))), Uint8Array.from(bytes));
    } finally {
      await fresh.dispose();
    }
  });
});
