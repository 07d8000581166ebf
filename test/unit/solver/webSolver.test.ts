// The browser build's solver (dist/web/solverWorker.js, from `npm run build`)
// behind LargeSolver as the web extension host runs it: no shared memory and
// the cache reached through the host (HostFiles). The bundle runs here in a
// Node worker thread, given the two calls of a Web Worker's global scope it
// uses (postMessage, addEventListener on 'message'; no Worker, so no
// background build: 4×4 stays on its quick databases); the web-worker host,
// where the full ones are built too, is tested end to end in
// test/e2e/webSolver.test.ts.
import * as assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { puzzleOf, replay, seededRandom, sizeByKey } from '../../../src/engine';
import { databaseFileName, decodeDatabase, partitionFor } from '../../../src/engine/pdb';
import {
  CacheProblem,
  DatabasesInUse,
  HostFiles,
  LargeProgress,
  LargeSolver,
  nodeWorkerPort,
  SolverPort,
} from '../../../src/solver';
import { assertKorfLength, KORF_GOAL, korfInstances, randomWalk } from '../support/pdbSupport';
import { waitFor } from '../support/waitFor';

const WEB_WORKER = join(__dirname, '..', '..', '..', '..', 'dist', 'web', 'solverWorker.js');
const KORF = puzzleOf(sizeByKey('4x4'), KORF_GOAL);

/** A Web Worker's global scope over a worker thread's port: what the bundle calls, and nothing else. */
const SHIM = join(tmpdir(), `eight-puzzle-web-worker-shim-${process.pid}.js`);
writeFileSync(
  SHIM,
  `const { parentPort } = require('node:worker_threads');
globalThis.postMessage = (message, transfer) => parentPort.postMessage(message, transfer);
globalThis.addEventListener = (type, listener) => { if (type === 'message') parentPort.on('message', (data) => listener({ data })); };
require(${JSON.stringify(WEB_WORKER)});
`,
);

/**
 * The web bundle in a worker thread, sharing no memory, as in a browser page that is not cross-origin
 * isolated.
 */
function startWebWorker(started: SolverPort[] = []): SolverPort {
  const port: SolverPort = { ...nodeWorkerPort(new Worker(SHIM)), canShare: false };
  started.push(port);
  return port;
}

/** The host's storage, in memory; `failWith` makes every write fail with that code. */
function memoryFiles(
  failWith?: string,
): HostFiles & { readonly files: Map<string, Uint8Array>; readonly reads: string[] } {
  const files = new Map<string, Uint8Array>();
  const reads: string[] = [];
  return {
    files,
    reads,
    read: (name) => {
      reads.push(name);
      return Promise.resolve(files.get(name));
    },
    write: (name, bytes) => {
      if (failWith !== undefined) return Promise.resolve(failWith);
      files.set(name, bytes);
      return Promise.resolve(undefined);
    },
  };
}

describe("the browser build's solver: a Web Worker's bundle, no shared memory, the cache through the host", function () {
  this.timeout(120_000);
  const easy = korfInstances().filter((instance) => [12, 30, 31].includes(instance.number));
  const quickNames = partitionFor(KORF, 'quick').map((tiles) => databaseFileName(KORF, tiles));
  after(() => rmSync(SHIM, { force: true }));

  it('requires nothing and names no Node module: it is a browser script', () => {
    const bundle = readFileSync(WEB_WORKER, 'utf8');
    assert.deepEqual(
      [...bundle.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]),
      [],
    );
    assert.deepEqual(
      [...bundle.matchAll(/["'](?:node:)?(child_process|worker_threads|fs|os|path)["']/g)].map(
        (match) => match[0],
      ),
      [],
    );
  });

  it('answers 4×4 cold on the quick databases and hands them to the host to keep; the next worker reads them and builds nothing', async () => {
    const storage = memoryFiles();
    const inUse: DatabasesInUse[] = [];
    const built: string[] = [];
    const cold = new LargeSolver({
      cacheDirectory: 'memory:/storage',
      startWorker: () => startWebWorker(),
      files: storage,
    });
    try {
      const first = await cold.solve(
        { puzzle: KORF, board: easy[0].board },
        {
          onDatabase: ({ what }) => built.push(what),
          onDatabasesInUse: (databases) => inUse.push(databases),
        },
      );
      assertKorfLength(first, easy[0]);
      assert.ok(built.length > 0 && built.every((what) => /the quick 5-5-5/.test(what)), built.join(' | '));
      assert.deepEqual(inUse, [{ partition: '5-5-5', quick: true }]);
      await waitFor(
        () => quickNames.every((name) => storage.files.has(name)),
        'the quick databases in the storage',
        30_000,
      );
      for (const [i, tiles] of partitionFor(KORF, 'quick').entries())
        assert.equal(decodeDatabase(storage.files.get(quickNames[i])!, KORF, tiles).kind, 'ok');
      // The host read the puzzle's files once, for the worker's first request: the second is answered from
      // memory.
      const reads = storage.reads.length;
      assertKorfLength(await cold.solve({ puzzle: KORF, board: easy[1].board }), easy[1]);
      assert.equal(storage.reads.length, reads);
    } finally {
      await cold.dispose();
    }
    const warm = new LargeSolver({
      cacheDirectory: 'memory:/storage',
      startWorker: () => startWebWorker(),
      files: storage,
    });
    try {
      built.length = 0;
      assertKorfLength(
        await warm.solve(
          { puzzle: KORF, board: easy[2].board },
          { onDatabase: ({ what }) => built.push(what) },
        ),
        easy[2],
      );
      assert.deepEqual(built, []);
    } finally {
      await warm.dispose();
    }
  });

  it('cancels by terminating the worker at once, and a fresh one answers the next request from the stored databases', async () => {
    const storage = memoryFiles();
    const started: SolverPort[] = [];
    const solver = new LargeSolver({
      cacheDirectory: 'memory:/storage',
      startWorker: () => startWebWorker(started),
      files: storage,
    });
    try {
      assertKorfLength(await solver.solve({ puzzle: KORF, board: easy[0].board }), easy[0]);
      await waitFor(
        () => quickNames.every((name) => storage.files.has(name)),
        'the quick databases in the storage',
        30_000,
      );
      const hard = korfInstances().find((instance) => instance.number === 88)!;
      const controller = new AbortController();
      const progress: LargeProgress[] = [];
      const running = solver.solve(
        { puzzle: KORF, board: hard.board },
        { signal: controller.signal, onProgress: (p) => progress.push(p) },
      );
      await waitFor(() => progress.length > 0, 'a progress report', 30_000);
      const abortedAt = performance.now();
      controller.abort();
      assert.deepEqual(await running, { kind: 'cancelled' });
      assert.ok(performance.now() - abortedAt < 1000, 'the cancel waited for a flag nobody can see');
      const built: string[] = [];
      assertKorfLength(
        await solver.solve(
          { puzzle: KORF, board: easy[1].board },
          { onDatabase: ({ what }) => built.push(what) },
        ),
        easy[1],
      );
      assert.equal(started.length, 2, 'a fresh worker answered after the cancel');
      assert.deepEqual(built, [], 'the fresh worker built the databases again');
    } finally {
      await solver.dispose();
    }
  });

  it('a storage that cannot be written: told once, though two puzzles built databases it could not keep, and the answers come all the same', async () => {
    const told: CacheProblem[] = [];
    const solver = new LargeSolver({
      cacheDirectory: 'memory:/full',
      startWorker: () => startWebWorker(),
      files: memoryFiles('NoPermissions'),
      onCacheProblem: (problem) => told.push(problem),
    });
    try {
      assertKorfLength(await solver.solve({ puzzle: KORF, board: easy[0].board }), easy[0]);
      const threeByFour = puzzleOf(sizeByKey('3x4'));
      const board = randomWalk({ rows: 3, columns: 4 }, threeByFour.goal, 30, seededRandom(7));
      const answer = await solver.solve({ puzzle: threeByFour, board });
      assert.ok(
        answer.kind === 'shortest' && replay(threeByFour, board, answer.moves).solved,
        JSON.stringify(answer),
      );
      await waitFor(() => told.length > 0, 'the cache problem told', 30_000);
    } finally {
      await solver.dispose();
    }
    assert.deepEqual(told, [{ directory: 'memory:/full', code: 'NoPermissions' }]);
  });
});
