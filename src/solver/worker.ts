// The large-board solver in a worker thread (dist/solverWorker.js): it
// loads or builds the pattern databases and runs IDA* off the caller's
// thread. Requests come one at a time; a shared flag cancels the one
// running, so the worker stays usable and keeps its databases.
//
// On a cold cache a size with a quick partition (4×4) answers at once on
// its quick databases while a builder thread (background.ts, this same
// script) builds the full ones; they replace the quick ones between
// requests. A warm cache goes straight to the full ones.
import { parentPort } from 'node:worker_threads';
import type { Puzzle } from '../engine';
import { hasQuickPartition, LargeBoardSearch, Partition, partitionName, PatternDatabase } from '../engine/pdb';
import { buildInBackground, isBuilderThread, runBuilder } from './background';
import { cachedDatabases, loadDatabases } from './cache';
import { DatabasesInUse, FromWorker, SolveMessage, ToWorker } from './protocol';
import { puzzleFromData } from './puzzleData';

type Post = (message: FromWorker) => void;

/** A puzzle's search, on the databases it has now. */
interface Ready {
  readonly search: LargeBoardSearch;
  readonly inUse: DatabasesInUse;
}

/** One search per puzzle (size and goal), with its tables, kept for the worker's life. */
const searches = new Map<string, Ready>();
/** Puzzles whose full databases are building in the background. */
const building = new Set<string>();

function ready(puzzle: Puzzle, databases: readonly PatternDatabase[], which: Partition): Ready {
  return { search: new LargeBoardSearch(puzzle, databases), inUse: { partition: partitionName(puzzle, which), quick: which === 'quick' } };
}

/** Starts the full databases' build, once per puzzle; when they come they replace the quick ones. */
function startFullBuild(puzzle: Puzzle, cacheDirectory: string, post: Post): void {
  if (building.has(puzzle.key)) return;
  building.add(puzzle.key);
  buildInBackground(puzzle, cacheDirectory, {
    onBuilt: (databases) => {
      building.delete(puzzle.key);
      const full = ready(puzzle, databases, 'full');
      searches.set(puzzle.key, full);
      post({ type: 'ready', puzzle: puzzle.key, inUse: full.inUse });
    },
    // The quick databases stay; the next request tries again.
    onFailed: () => building.delete(puzzle.key),
    onCacheProblem: (problem) => post({ type: 'cache', problem }),
  });
}

/** The puzzle's search: the one in memory, else the full databases from the cache, else the quick ones (building the full ones after), else the full ones built now. */
function searchFor(puzzle: Puzzle, message: SolveMessage, isCancelled: () => boolean, post: Post): Ready | undefined {
  const { id, cacheDirectory } = message;
  const known = searches.get(puzzle.key);
  if (known) {
    if (known.inUse.quick) startFullBuild(puzzle, cacheDirectory, post);
    return known;
  }
  const quick = hasQuickPartition(puzzle);
  const cached = quick ? cachedDatabases(cacheDirectory, puzzle) : undefined;
  const which: Partition = quick && !cached ? 'quick' : 'full';
  const databases =
    cached ??
    loadDatabases(
      cacheDirectory,
      puzzle,
      {
        onDatabase: ({ done, total, what }) => post({ type: 'database', id, done, total, what }),
        isCancelled,
        onCacheProblem: (problem) => post({ type: 'cache', problem }),
      },
      which,
    );
  if (!databases) return undefined;
  const found = ready(puzzle, databases, which);
  searches.set(puzzle.key, found);
  if (which === 'quick') startFullBuild(puzzle, cacheDirectory, post);
  return found;
}

function solve(message: SolveMessage, post: Post): void {
  const { id } = message;
  const puzzle = puzzleFromData(message);
  const flag = new Int32Array(message.cancel);
  const isCancelled = (): boolean => Atomics.load(flag, 0) !== 0;
  const found = searchFor(puzzle, message, isCancelled, post);
  if (!found) {
    post({ type: 'answer', id, answer: { kind: 'cancelled' } });
    return;
  }
  const { search, inUse } = found;
  post({ type: 'databases', id, inUse });
  const answer = search.solve(message.board, {
    budget: message.budget,
    isCancelled,
    onProgress: ({ bound, nodes }) => post({ type: 'progress', id, bound, nodes, databases: inUse }),
  });
  post({ type: 'answer', id, answer });
}

const port = parentPort;
if (isBuilderThread()) {
  runBuilder();
} else if (port) {
  const post: Post = (message) => port.postMessage(message);
  port.on('message', (message: ToWorker) => {
    try {
      solve(message, post);
    } catch (error) {
      post({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) });
    }
  });
}
