// The pool that searches a batch of large boards on several workers
// (src/solver/pool.ts): which worker each request goes to, and when. The
// workers here are ports that answer as the protocol says, each search held
// until the test lets it end, so every order of events can be reached; the
// real workers' answers are in cliLarge.test.ts.
import assert from 'node:assert/strict';
import { puzzleOf, sizeByKey } from '../../../src/engine';
import type { LargeAnswer } from '../../../src/engine/pdb/answer';
import type { SolverPort } from '../../../src/solver';
import { LargeSolverPool } from '../../../src/solver/pool';
import type { DatabasesInUse, FromSolverWorker, SolveMessage } from '../../../src/solver/protocol';
import { waitFor } from '../support/waitFor';

const PUZZLE = puzzleOf(sizeByKey('4x4'));
const QUICK: DatabasesInUse = { partition: '5-5-5', quick: true };
const FULL: DatabasesInUse = { partition: '6-6-3', quick: false };

/** A search a fake worker has begun: the request, and how to end it. */
interface Search {
  readonly worker: number;
  readonly message: SolveMessage;
  readonly post: (message: FromSolverWorker) => void;
  /** The worker's message that the search runs on these databases (once they are read or built). */
  runsOn(inUse: DatabasesInUse): void;
  end(moves: string): void;
}

/** Workers whose searches say which databases they run on, and answer, when the test tells them. */
function fakeWorkers() {
  const searches: Search[] = [];
  let started = 0;
  const terminated: number[] = [];
  /** Each 'hurry' the workers were sent, by worker. */
  const hurried: number[] = [];
  const start = (): SolverPort => {
    const worker = started++;
    let listener: (message: FromSolverWorker) => void = () => undefined;
    return {
      canShare: true,
      postMessage: (message) => {
        if (message.type === 'hurry') hurried.push(worker);
        if (message.type !== 'solve') return;
        const post = (reply: FromSolverWorker): void => listener(reply);
        searches.push({
          worker,
          message,
          post,
          runsOn: (inUse) => post({ type: 'databases', id: message.id, inUse }),
          end: (moves) =>
            post({ type: 'answer', id: message.id, answer: { kind: 'shortest', moves, nodes: 1 } }),
        });
      },
      onMessage: (received) => (listener = received),
      onLost: () => undefined,
      terminate: () => {
        terminated.push(worker);
        return Promise.resolve();
      },
    };
  };
  return { start, searches, terminated, hurried, started: () => started };
}

/** Boards told apart by their first cell, so each answer can be matched to its request. */
function request(n: number) {
  const board = PUZZLE.goal.slice();
  board[0] = n;
  return { puzzle: PUZZLE, board };
}

/** The board a search was asked about, by its first cell. */
const boardOf = (search: Search): number => search.message.board[0];

/** A few turns of the event loop: what the pool would do on its own, it has done by then. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('the pool of large-board workers', () => {
  it('keeps a puzzle on one worker until it runs on the full databases, then spreads its requests over the workers', async () => {
    const workers = fakeWorkers();
    const pool = new LargeSolverPool({ workers: 2, cacheDirectory: '/nowhere', startWorker: workers.start });
    const answers = [1, 2, 3].map((n) => pool.solve(request(n)));
    await waitFor(() => workers.searches.length === 1, 'the first search');
    // Before its `databases` message the first worker may still be reading or building them.
    await settle();
    assert.equal(workers.searches.length, 1, 'a second search before the first worker had its databases');
    workers.searches[0].runsOn(FULL);
    await waitFor(
      () => workers.searches.length === 2,
      'a second worker, once the first is on the full databases',
    );
    assert.deepEqual(
      workers.searches.map((search) => [search.worker, boardOf(search)]),
      [
        [0, 1],
        [1, 2],
      ],
    );
    workers.searches[1].end('r');
    await waitFor(() => workers.searches.length === 3, 'the third request, on the worker freed first');
    assert.deepEqual([workers.searches[2].worker, boardOf(workers.searches[2])], [1, 3]);
    workers.searches[2].end('rr');
    workers.searches[0].end('rrr');
    const moves = (await Promise.all(answers)).map((answer) =>
      answer.kind === 'shortest' ? answer.moves : answer.kind,
    );
    assert.deepEqual(moves, ['rrr', 'r', 'rr'], 'each answer to its own request');
    assert.equal(workers.started(), 2, 'no more workers than asked for');
    await pool.dispose();
    assert.deepEqual(workers.terminated.sort(), [0, 1]);
  });

  it('keeps a puzzle answered on the quick databases on its one worker, whose builders make the full ones, and spreads once they are ready', async () => {
    const workers = fakeWorkers();
    const pool = new LargeSolverPool({ workers: 3, cacheDirectory: '/nowhere', startWorker: workers.start });
    const answers = [1, 2, 3, 4].map((n) => pool.solve(request(n)));
    await waitFor(() => workers.searches.length === 1, 'the first search');
    workers.searches[0].post({ type: 'building', puzzle: PUZZLE.key });
    workers.searches[0].runsOn(QUICK);
    workers.searches[0].end('r');
    await waitFor(() => workers.searches.length === 2, 'the second search');
    workers.searches[1].runsOn(QUICK);
    await settle();
    assert.equal(workers.searches.length, 2);
    assert.equal(workers.searches[1].worker, 0, 'still on the worker that builds the full databases');
    assert.equal(workers.started(), 1);
    // The core a second worker would search on is idle meanwhile: the builders are asked to take it, once.
    assert.deepEqual(workers.hurried, [0]);
    // The full databases are in: 'ready' names the puzzle, and the other workers may load them from the
    // cache.
    workers.searches[1].post({ type: 'ready', puzzle: PUZZLE.key, inUse: FULL });
    await waitFor(() => workers.searches.length === 4, 'the waiting requests on new workers');
    assert.deepEqual(
      workers.searches.slice(2).map((search) => [search.worker, boardOf(search)]),
      [
        [1, 3],
        [2, 4],
      ],
    );
    workers.searches.slice(1).forEach((search) => search.end('l'));
    assert.equal((await Promise.all(answers)).length, 4);
    await pool.dispose();
  });

  it('spreads nothing when the cache cannot keep the databases, since each worker would build its own, and tells the problem once', async () => {
    const workers = fakeWorkers();
    const told: string[] = [];
    const pool = new LargeSolverPool({
      workers: 2,
      cacheDirectory: '/nowhere',
      startWorker: workers.start,
      onCacheProblem: (problem) => told.push(problem.code),
    });
    const answers = [1, 2].map((n) => pool.solve(request(n)));
    await waitFor(() => workers.searches.length === 1, 'the first search');
    workers.searches[0].post({ type: 'cache', problem: { directory: '/nowhere', code: 'EROFS' } });
    workers.searches[0].runsOn(FULL);
    await settle();
    assert.equal(workers.searches.length, 1, 'a second worker, which would build the databases again');
    workers.searches[0].end('r');
    await waitFor(() => workers.searches.length === 2, 'the second search');
    assert.equal(workers.searches[1].worker, 0);
    workers.searches[1].end('r');
    await Promise.all(answers);
    assert.equal(workers.started(), 1);
    assert.deepEqual(told, ['EROFS']);
    await pool.dispose();
  });

  it('ends a worker beyond the first once it has been idle, where asked to, and starts one again for the next batch', async () => {
    const workers = fakeWorkers();
    const pool = new LargeSolverPool({
      workers: 2,
      cacheDirectory: '/nowhere',
      startWorker: workers.start,
      releaseIdleAfterMs: 0,
    });
    const batch = (): Promise<LargeAnswer[]> => Promise.all([1, 2].map((n) => pool.solve(request(n))));
    const first = batch();
    await waitFor(() => workers.searches.length === 1, 'the first search');
    workers.searches[0].runsOn(FULL);
    await waitFor(() => workers.searches.length === 2, 'the second worker');
    workers.searches.forEach((search) => search.end('r'));
    await first;
    await waitFor(() => workers.terminated.length === 1, 'the idle second worker ended');
    assert.deepEqual(workers.terminated, [1]);
    assert.equal(pool.state.started, 1, 'the first worker kept');
    const second = batch();
    await waitFor(() => workers.searches.length === 4, 'the next batch on two workers again');
    assert.deepEqual(
      workers.searches
        .slice(2)
        .map((search) => search.worker)
        .sort(),
      [0, 2],
    );
    workers.searches.slice(2).forEach((search) => search.end('r'));
    await second;
    await pool.dispose();
  });

  it('cancels the searches of a batch on every worker, and answers the requests still waiting when it is disposed', async () => {
    const workers = fakeWorkers();
    const pool = new LargeSolverPool({ workers: 2, cacheDirectory: '/nowhere', startWorker: workers.start });
    const batch = new AbortController();
    const answers = [1, 2, 3].map((n) => pool.solve(request(n), { signal: batch.signal }));
    await waitFor(() => workers.searches.length === 1, 'the first search');
    workers.searches[0].runsOn(FULL);
    await waitFor(() => workers.searches.length === 2, 'two searches at once');
    batch.abort();
    // Each worker sees its request's flag and answers as a cancelled search does.
    for (const search of workers.searches) {
      const flag = new Int32Array(search.message.cancel as SharedArrayBuffer);
      assert.equal(Atomics.load(flag, 0), 1, `worker ${search.worker}'s flag`);
      search.post({ type: 'answer', id: search.message.id, answer: { kind: 'cancelled' } });
    }
    const kinds = (await Promise.all(answers)).map((answer: LargeAnswer) => answer.kind);
    assert.deepEqual(kinds, ['cancelled', 'cancelled', 'cancelled']);
    assert.equal(workers.searches.length, 2, 'the third request was never started');

    const later = new LargeSolverPool({ workers: 1, cacheDirectory: '/nowhere', startWorker: workers.start });
    const first = later.solve(request(4));
    const waiting = later.solve(request(5));
    await waitFor(() => workers.searches.length === 3, 'the search before the dispose');
    await later.dispose();
    assert.deepEqual(await waiting, { kind: 'cancelled' });
    assert.deepEqual(await first, { kind: 'cancelled' });
    await pool.dispose();
  });
});
