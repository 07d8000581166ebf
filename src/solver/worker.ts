// The large-board solver in a worker thread (dist/solverWorker.js): it
// loads or builds the pattern databases and runs IDA* off the caller's
// thread. Requests come one at a time; a shared flag cancels the one
// running, so the worker stays usable and keeps its databases.
import { parentPort } from 'node:worker_threads';
import { LargeBoardSearch } from '../engine/pdb';
import { shapeKey } from '../engine/shape';
import { loadDatabases } from './cache';
import { FromWorker, SolveMessage, ToWorker } from './protocol';

const port = parentPort;
/** One search per shape and goal, with its tables, kept for the worker's life. */
const searches = new Map<string, LargeBoardSearch>();

function solve(message: SolveMessage, post: (message: FromWorker) => void): void {
  const { id, shape, goal } = message;
  const flag = new Int32Array(message.cancel);
  const isCancelled = (): boolean => Atomics.load(flag, 0) !== 0;
  const key = `${shapeKey(shape)} ${goal.join(',')}`;
  let search = searches.get(key);
  if (!search) {
    const databases = loadDatabases(message.cacheDirectory, shape, goal, {
      onDatabase: ({ done, total, what }) => post({ type: 'database', id, done, total, what }),
      isCancelled,
    });
    if (!databases) {
      post({ type: 'answer', id, answer: { kind: 'cancelled' } });
      return;
    }
    search = new LargeBoardSearch(shape, goal, databases);
    searches.set(key, search);
  }
  const answer = search.solve(message.board, {
    budget: message.budget,
    isCancelled,
    onProgress: ({ bound, nodes }) => post({ type: 'progress', id, bound, nodes }),
  });
  post({ type: 'answer', id, answer });
}

if (port) {
  const post = (message: FromWorker): void => port.postMessage(message);
  port.on('message', (message: ToWorker) => {
    try {
      solve(message, post);
    } catch (error) {
      post({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) });
    }
  });
}
