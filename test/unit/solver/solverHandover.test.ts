// A search that starts on the quick 5-5-5 databases and finishes on the
// 6-6-3 ones, in the real worker (dist/solverWorker.js): the background
// build's tables reach the worker between two IDA* iterations, though it is
// busy in its synchronous search (it reads the builders' ports without
// waiting), and the request is told that it finished on the full ones.
import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { puzzleOf, sizeByKey } from '../../../src/engine';
import { databaseFileName, partitionFor } from '../../../src/engine/pdb';
import { DatabasesInUse, LargeSolver, nodeWorkerPort } from '../../../src/solver';
import { KORF_GOAL, korfInstances, reaches } from '../support/pdbSupport';

const WORKER = join(__dirname, '..', '..', '..', '..', 'dist', 'solverWorker.js');
const KORF = puzzleOf(sizeByKey('4x4'), KORF_GOAL);

describe('a search handed the full databases in the middle', function () {
  this.timeout(300_000);
  let cache: string;
  before(() => (cache = mkdtempSync(join(tmpdir(), 'eight-puzzle-handover-'))));
  after(() => rmSync(cache, { recursive: true, force: true }));

  it('starts Korf #88 on the quick databases, finishes it on the 6-6-3 ones built meanwhile, at its published 65 moves, and says so', async () => {
    const [easy] = korfInstances().filter((instance) => instance.number === 12);
    const hard = korfInstances().find((instance) => instance.number === 88)!;
    // A first solver fills the cache with both partitions' databases.
    let ready: () => void = () => undefined;
    const fullReady = new Promise<void>((resolve) => (ready = resolve));
    const first = new LargeSolver({
      cacheDirectory: cache,
      startWorker: () => nodeWorkerPort(new Worker(WORKER)),
      onDatabasesReady: () => ready(),
    });
    try {
      await first.solve({ puzzle: KORF, board: easy.board });
      await fullReady;
    } finally {
      await first.dispose();
    }
    // Without the full partition's smallest group on disk, a fresh worker starts on the quick databases, and
    // its
    // background build has only that group to build (the two 6-tile ones are read): it is over long before
    // the search.
    const smallest = partitionFor(KORF).reduce((a, b) => (a.length <= b.length ? a : b));
    rmSync(join(cache, databaseFileName(KORF, smallest)));
    const readies: DatabasesInUse[] = [];
    const solver = new LargeSolver({
      cacheDirectory: cache,
      startWorker: () => nodeWorkerPort(new Worker(WORKER)),
      onDatabasesReady: ({ inUse }) => readies.push(inUse),
    });
    try {
      const inUse: DatabasesInUse[] = [];
      const progress: DatabasesInUse[] = [];
      const answer = await solver.solve(
        { puzzle: KORF, board: hard.board },
        {
          onDatabasesInUse: (databases) => inUse.push(databases),
          onProgress: ({ databases }) => progress.push(databases),
        },
      );
      assert.deepEqual(inUse, [
        { partition: '5-5-5', quick: true },
        { partition: '6-6-3', quick: false },
      ]);
      assert.equal(answer.kind, 'shortest');
      if (answer.kind !== 'shortest') return;
      assert.equal(answer.moves.length, hard.length);
      assert.equal(hard.length, 65);
      assert.ok(
        reaches({ rows: 4, columns: 4 }, hard.board, answer.moves, KORF_GOAL),
        'the answer replays to the goal',
      );
      // Progress names the databases of the moment (the worker says them once, and again at the hand-over,
      // not with each progress).
      assert.ok(
        progress.length >= 2 && progress[0].quick && !progress[progress.length - 1].quick,
        JSON.stringify(progress),
      );
      // The build was heard in the middle of the search, and told to the host once it was over.
      assert.deepEqual(readies, [{ partition: '6-6-3', quick: false }]);
    } finally {
      await solver.dispose();
    }
  });
});
