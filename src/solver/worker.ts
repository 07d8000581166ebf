// The large-board solver in a worker thread (dist/solverWorker.js): it
// loads or builds the pattern databases and runs IDA* off the caller's
// thread. Requests come one at a time; a shared flag cancels the one
// running, so the worker stays usable and keeps its databases.
import { parentPort } from 'node:worker_threads';
import { isBoardOf, Puzzle, puzzleOf, sizeFromData } from '../engine';
import { LargeBoardSearch } from '../engine/pdb';
import { loadDatabases } from './cache';
import { FromWorker, SolveMessage, ToWorker } from './protocol';

const port = parentPort;
/** One search per puzzle (size and goal), with its tables, kept for the worker's life. */
const searches = new Map<string, LargeBoardSearch>();

/** The message's puzzle, made once here from its plain data. */
function puzzleIn(message: SolveMessage): Puzzle {
  const size = sizeFromData(message.shape);
  if (!size || !isBoardOf(size, message.goal)) throw new Error(`not a puzzle: ${JSON.stringify({ shape: message.shape, goal: message.goal })}`);
  return puzzleOf(size, message.goal);
}

function solve(message: SolveMessage, post: (message: FromWorker) => void): void {
  const { id } = message;
  const puzzle = puzzleIn(message);
  const flag = new Int32Array(message.cancel);
  const isCancelled = (): boolean => Atomics.load(flag, 0) !== 0;
  let search = searches.get(puzzle.key);
  if (!search) {
    const databases = loadDatabases(message.cacheDirectory, puzzle, {
      onDatabase: ({ done, total, what }) => post({ type: 'database', id, done, total, what }),
      isCancelled,
      onCacheProblem: (problem) => post({ type: 'cache', id, problem }),
    });
    if (!databases) {
      post({ type: 'answer', id, answer: { kind: 'cancelled' } });
      return;
    }
    search = new LargeBoardSearch(puzzle, databases);
    searches.set(puzzle.key, search);
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
