// The judge in a worker thread, as the extension host runs it
// (dist/judgeWorker.js): plain data in and out, events as they happen,
// and cancellation that kills the running program.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { FromJudgeWorker, JudgeEvent, ToJudgeWorker } from '../../../src/judge/spec';
import { judgeInWorker } from '../../../src/extension/testing/judgeClient';
import {
  assertAllGone,
  assertGoneNow,
  hangingPids,
  inputFile,
  program,
  reportOf,
  ROOMY_MS,
  scratch,
  waitFor,
} from '../support/judgeSupport';

const WORKER = join(__dirname, '..', '..', '..', '..', 'dist', 'judgeWorker.js');

describe('the judge in a worker thread', function () {
  this.timeout(120_000);
  let files: ReturnType<typeof scratch>;
  before(() => (files = scratch()));
  after(() => files.cleanUp());

  it('judges a program and sends every event and the report across', async () => {
    const events: JudgeEvent[] = [];
    const boards = inputFile(files.dir, 'two.in', ['1 2 3 4 5 6 7 8 x', '2 3 4 1 5 x 7 6 8']);
    const outcome = await judgeInWorker(
      () => new Worker(WORKER),
      {
        program: { kind: 'source', path: program('wrongOnSolved.cpp') },
        problem: 'poj1077',
        tests: { kind: 'file', path: boards },
        timeLimitMs: ROOMY_MS,
      },
      (event) => events.push(event),
    );
    const report = reportOf(outcome);
    assert.equal(report.accepted, 1);
    assert.equal(report.failures[0].judged?.kind, 'wrongly-unsolvable');
    assert.deepEqual(
      events.map((event) => event.type),
      [
        'compiling',
        'compiled',
        'cases',
        'run-started',
        'run-ended',
        'results',
        'run-started',
        'run-ended',
        'results',
      ],
    );
    const ended = events.flatMap((event) => (event.type === 'run-ended' ? [event.run] : []));
    assert.ok(
      ended.every((run) => run.durationMs > 0 && (run.peakKiB === undefined || run.peakKiB > 0)),
      'each run comes back with its time and memory',
    );
    const results = events.flatMap((event) => (event.type === 'results' ? event.results : []));
    assert.deepEqual(
      results.map((result) => [result.id, result.verdict]),
      [
        [`${boards}#1`, 'wrong-answer'],
        [`${boards}#2`, 'accepted'],
      ],
    );
  });

  it('cancels when its signal aborts: the program and its child die, and the outcome still arrives', async () => {
    const controller = new AbortController();
    const running = judgeInWorker(
      () => new Worker(WORKER),
      { program: { kind: 'command', command: 'python3', args: [program('hang.py')] }, timeLimitMs: 60_000 },
      undefined,
      controller.signal,
    );
    let pids: number[] | undefined;
    await waitFor(
      () => (pids = hangingPids(process.pid)) !== undefined,
      'the hanging program to start',
      30_000,
    );
    controller.abort();
    const report = reportOf(await running);
    assert.equal(report.cancelled, true);
    assertGoneNow(pids ?? []);
  });

  it('says so when its script cannot be loaded, rather than rejecting', async () => {
    const outcome = await judgeInWorker(() => new Worker(join(files.dir, 'missing.js')), {
      program: { kind: 'command', command: 'true', args: [] },
    });
    assert.equal(outcome.kind, 'cannot-start');
  });
});

describe('the judge worker’s process reports', function () {
  this.timeout(60_000);
  let files: ReturnType<typeof scratch>;
  before(() => (files = scratch()));
  after(() => files.cleanUp());

  it('names each process group it starts, so the thread that started it can kill them if the worker is stopped', async () => {
    const worker = new Worker(WORKER);
    const alive = new Set<number>();
    worker.on('message', (message: FromJudgeWorker) => {
      if (message.type !== 'process') return;
      if (message.alive) alive.add(message.groupId);
      else alive.delete(message.groupId);
    });
    worker.postMessage({
      type: 'judge',
      options: {
        program: { kind: 'command', command: 'python3', args: [program('hang.py')] },
        timeLimitMs: 60_000,
      },
    } satisfies ToJudgeWorker);
    let pids: number[] = [];
    await waitFor(
      () => (pids = hangingPids(process.pid) ?? []).length > 0,
      'the hanging program to start',
      30_000,
    );
    const told = [...alive];
    await worker.terminate();
    // The caller knows which process group to kill: the one the run started in (its launcher's, where
    // namespaces hold the program).
    assert.equal(told.length, 1);
    for (const groupId of told) {
      try {
        process.kill(-groupId, 'SIGKILL');
      } catch {
        // Gone already: a run tied to the thread that started it dies with it.
      }
    }
    // Killed by this test, which waits for them to be gone as the judge would.
    await assertAllGone(pids);
  });
});
