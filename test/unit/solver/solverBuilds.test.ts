// What the solver knows of its worker's background builds, which the command
// line waits for before it ends (buildsSettled): told by the worker's own
// messages, and forgotten with the worker when it is stopped. The worker here
// is a port that answers as the protocol says, so each case can be reached
// at will; the real worker's builds are in cliLarge.test.ts and background.test.ts.
import assert from 'node:assert/strict';
import { puzzleOf, sizeByKey } from '../../../src/engine';
import { LargeSolver, SolverPort } from '../../../src/solver';
import type { FromSolverWorker, ToSolverWorker } from '../../../src/solver/protocol';

const PUZZLE = puzzleOf(sizeByKey('4x4'));

/** A worker that posts `building` for the first request and then searches until it is stopped; it records what it is sent. */
function buildingWorker(sent: ToSolverWorker[], terminated: { count: number }): SolverPort {
  let listener: (message: FromSolverWorker) => void = () => undefined;
  return {
    canShare: false,
    postMessage: (message) => {
      sent.push(message);
      if (message.type !== 'solve') return;
      queueMicrotask(() => {
        listener({ type: 'building', puzzle: PUZZLE.key });
        listener({ type: 'databases', id: message.id, inUse: { partition: '5-5-5', quick: true } });
        listener({ type: 'progress', id: message.id, bound: 50, nodes: 1 });
      });
    },
    onMessage: (received) => (listener = received),
    onLost: () => undefined,
    terminate: () => {
      terminated.count++;
      return Promise.resolve();
    },
  };
}

describe('the background builds the solver waits for', () => {
  it('knows a build is under way, asks the worker to hurry while waiting, and forgets it with a worker stopped by a cancel', async () => {
    const sent: ToSolverWorker[] = [];
    const terminated = { count: 0 };
    const solver = new LargeSolver({
      cacheDirectory: '/nowhere',
      startWorker: () => buildingWorker(sent, terminated),
    });
    const controller = new AbortController();
    let progressed!: () => void;
    const progress = new Promise<void>((resolve) => (progressed = resolve));
    const answer = solver.solve(
      { puzzle: PUZZLE, board: PUZZLE.goal.slice() },
      { signal: controller.signal, onProgress: () => progressed() },
    );
    await progress;
    assert.equal(solver.buildingForCache, true);
    let settled = false;
    const waiting = solver.buildsSettled().then(() => (settled = true));
    assert.deepEqual(
      sent.map((message) => message.type),
      ['solve', 'hurry'],
    );
    await Promise.resolve();
    assert.equal(settled, false, 'settled while the build was under way');
    controller.abort();
    assert.deepEqual(await answer, { kind: 'cancelled' });
    await waiting;
    assert.equal(terminated.count, 1);
    assert.equal(solver.buildingForCache, false);
    await solver.dispose();
  });

  it('settles when the worker says the build is done, or that it failed', async () => {
    for (const ending of ['ready', 'unbuilt'] as const) {
      let listener: (message: FromSolverWorker) => void = () => undefined;
      const port: SolverPort = {
        canShare: false,
        postMessage: (message) => {
          if (message.type !== 'solve') return;
          queueMicrotask(() => {
            listener({ type: 'building', puzzle: PUZZLE.key });
            listener({ type: 'answer', id: message.id, answer: { kind: 'shortest', moves: '', nodes: 0 } });
          });
        },
        onMessage: (received) => (listener = received),
        onLost: () => undefined,
        terminate: () => Promise.resolve(),
      };
      const solver = new LargeSolver({ cacheDirectory: '/nowhere', startWorker: () => port });
      await solver.solve({ puzzle: PUZZLE, board: PUZZLE.goal.slice() });
      assert.equal(solver.buildingForCache, true, ending);
      const waiting = solver.buildsSettled();
      listener(
        ending === 'ready'
          ? { type: 'ready', puzzle: PUZZLE.key, inUse: { partition: '6-6-3', quick: false } }
          : { type: 'unbuilt', puzzle: PUZZLE.key },
      );
      await waiting;
      assert.equal(solver.buildingForCache, false, ending);
      await solver.dispose();
    }
  });
});
