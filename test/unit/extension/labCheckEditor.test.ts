// The editor's side of the lab's checks that runs without VS Code: where a
// file defines its heuristic `h` (the lens's place), the sizes a file names
// (so Check Heuristic asks only when it must), and the host's end of the
// lab's worker thread against a stand-in worker (a failure is a message,
// cancel ends the worker, a worker that dies is an outcome too).
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { checkInWorker } from '../../../src/extension/lab/checkThread';
import { heuristicLanguageOf, heuristicLine, sizesNamedIn } from '../../../src/extension/lab/heuristicSource';
import type { FromLabWorker, ToLabWorker, TraceReplayRequest } from '../../../src/lab/spec/workerMessages';

describe('Check Heuristic finds h', () => {
  it('by the file’s name: .js, .mjs, .cjs and .py', () => {
    assert.deepEqual(['a.js', 'a.mjs', 'a.cjs', 'a.py', 'a.ts', 'a.pyc'].map(heuristicLanguageOf), [
      'javascript',
      'javascript',
      'javascript',
      'python',
      undefined,
      undefined,
    ]);
  });

  it('in every form a JavaScript module defines it', () => {
    const forms = [
      'function h(board, goal) {}',
      'export function h(board) {}',
      'export default function h(board) {}',
      'const h = (board) => 0;',
      'let h = function (board) {};',
      'export const h = (board) => 0;',
      'exports.h = (board) => 0;',
      'module.exports.h = (board) => 0;',
      'module.exports = function h(board) {};',
    ];
    for (const form of forms) assert.equal(heuristicLine(`// mine\n\n${form}\n`, 'javascript'), 2, form);
  });

  it('in Python, at the top level only', () => {
    assert.equal(heuristicLine('import math\ndef h(board, goal, rows, cols):\n    return 0\n', 'python'), 1);
    assert.equal(heuristicLine('class A:\n    def h(self, board):\n        return 0\n', 'python'), undefined);
  });

  it('nowhere in a file that only calls or mentions it', () => {
    assert.equal(
      heuristicLine('const x = h(board);\n// function h( is below\nfunction hh() {}\n', 'javascript'),
      undefined,
    );
    assert.equal(heuristicLine('def heuristic(board):\n    return h(board)\n', 'python'), undefined);
  });

  it('and the sizes a file names, each once, and no size in arithmetic', () => {
    assert.deepEqual(
      sizesNamedIn('# for the 2x3 puzzle (2×3), not 3x + 1\n').map((size) => size.key),
      ['2x3'],
    );
    assert.deepEqual(
      sizesNamedIn('// 4x4 and 3x3\n').map((size) => size.key),
      ['4x4', '3x3'],
    );
    assert.deepEqual(sizesNamedIn('rows * cols, 5x5, 0x10\n'), []);
  });
});

/** A stand-in for a worker thread: it records what it is sent, and answers as a test tells it to. */
class FakeWorker extends EventEmitter {
  readonly sent: ToLabWorker[] = [];
  terminated = false;
  postMessage(message: ToLabWorker): void {
    this.sent.push(message);
  }
  terminate(): Promise<number> {
    this.terminated = true;
    return Promise.resolve(1);
  }
  reply(message: FromLabWorker): void {
    this.emit('message', message);
  }
}

const REQUEST: TraceReplayRequest = { type: 'trace', file: '/nowhere.trace', steps: 10 };

function started(): { fake: FakeWorker; start: () => Worker } {
  const fake = new FakeWorker();
  return { fake, start: () => fake as unknown as Worker };
}

describe('the host’s end of the lab’s worker thread', () => {
  it('passes progress on, and ends the worker when the failure arrives as a message', async () => {
    const { fake, start } = started();
    const progress: number[] = [];
    const outcome = checkInWorker(start, REQUEST, (done) => progress.push(done));
    assert.deepEqual(fake.sent, [REQUEST]);
    fake.reply({ type: 'progress', done: 5, total: 10 });
    fake.reply({
      type: 'failure',
      message: 'h.py: h returned NaN at 1 2 3 4 5 6 7 x 8',
      board: '1 2 3 4 5 6 7 x 8',
    });
    assert.deepEqual(await outcome, {
      kind: 'failure',
      message: 'h.py: h returned NaN at 1 2 3 4 5 6 7 x 8',
      board: '1 2 3 4 5 6 7 x 8',
    });
    assert.deepEqual(progress, [5]);
    assert.equal(fake.terminated, true);
  });

  it('settles a cancel at once and tells the worker, which ends when it answers', async () => {
    const { fake, start } = started();
    const controller = new AbortController();
    const outcome = checkInWorker(start, REQUEST, undefined, controller.signal);
    controller.abort();
    assert.deepEqual(await outcome, { kind: 'cancelled' });
    assert.deepEqual(fake.sent, [REQUEST, { type: 'cancel' }]);
    fake.reply({ type: 'failure', message: 'cancelled' });
    assert.equal(fake.terminated, true);
  });

  it('says so when the worker cannot start or stops without an answer', async () => {
    const failing = await checkInWorker(() => {
      throw new Error('no such file');
    }, REQUEST);
    assert.equal(failing.kind, 'cannot-start');
    const { fake, start } = started();
    const outcome = checkInWorker(start, REQUEST);
    fake.emit('exit', 1);
    assert.deepEqual(await outcome, {
      kind: 'cannot-start',
      message: "the lab's worker stopped before it finished",
    });
  });
});
