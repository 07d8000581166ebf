// What the solver's worker does with a request, wherever it runs: a worker
// thread (worker.ts) or a Web Worker in the browser (webWorker.ts). It loads
// or builds the pattern databases and runs IDA* off the caller's thread.
// Requests come one at a time; a shared flag, where there is one, cancels
// the one running, so the worker stays usable and keeps its databases.
//
// On a cold cache a size with a quick partition (4×4) answers at once on
// its quick databases while the full ones build in the background, where
// the side can build there; they replace the quick ones between requests,
// or in the middle of a search where the side can hear its builders without
// waiting (the search's `replacement` hook, asked between two iterations and
// at its progress checks). A warm cache goes straight to the full ones.
// Pure: no Node, no DOM.
import type { Puzzle } from '../engine';
import {
  hasQuickPartition,
  LargeBoardSearch,
  Partition,
  partitionName,
  PatternDatabase,
} from '../engine/pdb';
import { cachedDatabases, loadDatabases } from './cache';
import type { CacheProblem, RefusedFile } from './cacheProblem';
import type { DatabaseFiles } from './files';
import type { DatabasesInUse, FromSolverWorker, SolveMessage, ToSolverWorker } from './protocol';
import { puzzleFromData } from './puzzleData';

/** Posts a message to the caller, handing over `transfer` (not copied). */
export type Post = (message: FromSolverWorker, transfer?: ArrayBuffer[]) => void;

export interface BackgroundEvents {
  /** The full databases, in the partition's order, built (or read) and cached where the cache allows. */
  readonly onBuilt: (databases: PatternDatabase[]) => void;
  /** A builder failed or stopped without its group: the quick databases stay in use. */
  readonly onFailed: () => void;
  readonly onCacheProblem: (problem: CacheProblem) => void;
  /** A builder refused a cache file (a FIFO, a link …) and built its group instead. */
  readonly onRefused?: (file: RefusedFile) => void;
}

/** A background build under way. */
export interface BackgroundBuild {
  /**
   * Hears now what the builders have sent, calling the events for it: for a
   * worker busy in a synchronous search, whose event loop does not turn
   * until the search ends. Without it the events come on the event loop.
   */
  readonly poll?: () => void;
  /** A core is idle while the build goes on (see HurryMessage): start a builder more, if a group is left that none has begun. */
  readonly hurry?: () => void;
}

/** Where the worker runs: how it answers, reaches the cache, and builds in the background. */
export interface SolverSide {
  readonly post: Post;
  /** The cache a request names. */
  files(message: SolveMessage): DatabaseFiles;
  /**
   * Builds the puzzle's full databases beside the worker. Absent where the
   * worker can start no threads of its own (a Web Worker in VS Code's web
   * extension host): there the quick databases stay in use. A build with a
   * poll (a worker thread's) can reach a search under way.
   */
  readonly buildInBackground?: (
    puzzle: Puzzle,
    cacheDirectory: string,
    events: BackgroundEvents,
  ) => BackgroundBuild | void;
}

/** A puzzle's search, on the databases it has now. */
interface Ready {
  readonly search: LargeBoardSearch;
  readonly inUse: DatabasesInUse;
}

function ready(puzzle: Puzzle, databases: readonly PatternDatabase[], which: Partition): Ready {
  return {
    search: new LargeBoardSearch(puzzle, databases),
    inUse: { partition: partitionName(puzzle, which), quick: which === 'quick' },
  };
}

/** What the worker knows of its searches and builds, as the replacement hook reads it. */
interface Known {
  readonly searches: ReadonlyMap<string, Ready>;
  readonly building: ReadonlyMap<string, BackgroundBuild>;
  /** Tells the request the databases it goes on with. */
  readonly announce: (inUse: DatabasesInUse) => void;
}

/**
 * The search's hook, where the side can hear its builders in the middle of
 * a search: hears them now, and offers the full databases once they are in
 * and the search is not on them yet, telling the request. Undefined where
 * nothing could arrive before the search ends.
 */
function replacementFor(
  puzzle: Puzzle,
  current: { value: Ready },
  known: Known,
): (() => LargeBoardSearch | undefined) | undefined {
  const poll = known.building.get(puzzle.key)?.poll;
  if (!current.value.inUse.quick || !poll) return undefined;
  return () => {
    if (known.building.has(puzzle.key)) poll();
    const now = known.searches.get(puzzle.key);
    if (!now || now === current.value || now.inUse.quick) return undefined;
    current.value = now;
    known.announce(now.inUse);
    return now.search;
  };
}

/** The worker's answer to each request: one search per puzzle (size and goal), with its tables, kept for the worker's life. */
export function answerRequests(side: SolverSide): (message: ToSolverWorker) => void {
  const { post } = side;
  const searches = new Map<string, Ready>();
  /** Per puzzle, its full databases' build in the background. */
  const building = new Map<string, BackgroundBuild>();

  /** Starts the full databases' build, once per puzzle; when they come they replace the quick ones. */
  const startFullBuild = (puzzle: Puzzle, cacheDirectory: string): void => {
    if (!side.buildInBackground || building.has(puzzle.key)) return;
    // Set before the build starts: a build that fails at once deletes it again.
    building.set(puzzle.key, {});
    post({ type: 'building', puzzle: puzzle.key });
    const build = side.buildInBackground(puzzle, cacheDirectory, {
      onBuilt: (databases) => {
        building.delete(puzzle.key);
        const full = ready(puzzle, databases, 'full');
        searches.set(puzzle.key, full);
        post({ type: 'ready', puzzle: puzzle.key, inUse: full.inUse });
      },
      // The quick databases stay; the next request tries again.
      onFailed: () => {
        building.delete(puzzle.key);
        post({ type: 'unbuilt', puzzle: puzzle.key });
      },
      onCacheProblem: (problem) => post({ type: 'cache', problem }),
      onRefused: (file) => post({ type: 'refused', file }),
    });
    if (build && building.has(puzzle.key)) building.set(puzzle.key, build);
  };

  /** The puzzle's search: the one in memory, else the full databases from the cache, else the quick ones (building the full ones after), else the full ones built now. */
  const searchFor = (
    puzzle: Puzzle,
    message: SolveMessage,
    isCancelled: () => boolean,
  ): Ready | undefined => {
    const { id, cacheDirectory } = message;
    const known = searches.get(puzzle.key);
    if (known) {
      if (known.inUse.quick) startFullBuild(puzzle, cacheDirectory);
      return known;
    }
    const files = side.files(message);
    const quick = hasQuickPartition(puzzle);
    const cached = quick ? cachedDatabases(files, puzzle) : undefined;
    const which: Partition = quick && !cached ? 'quick' : 'full';
    const events = {
      onDatabase: ({ done, total, what }: { done: number; total: number; what: string }) =>
        post({ type: 'database', id, done, total, what }),
      isCancelled,
      onCacheProblem: (problem: CacheProblem) => post({ type: 'cache', problem }),
    };
    const databases = cached ?? loadDatabases(files, puzzle, events, which);
    if (!databases) return undefined;
    const found = ready(puzzle, databases, which);
    searches.set(puzzle.key, found);
    if (which === 'quick') startFullBuild(puzzle, cacheDirectory);
    return found;
  };

  const solve = (message: SolveMessage): void => {
    const { id } = message;
    const puzzle = puzzleFromData(message);
    // Without a shared flag the caller cancels by terminating the worker: nothing to look at here.
    const flag = message.cancel ? new Int32Array(message.cancel) : undefined;
    const isCancelled = (): boolean => flag !== undefined && Atomics.load(flag, 0) !== 0;
    const found = searchFor(puzzle, message, isCancelled);
    if (!found) {
      post({ type: 'answer', id, answer: { kind: 'cancelled' } });
      return;
    }
    const current = { value: found };
    post({ type: 'databases', id, inUse: found.inUse });
    const answer = found.search.solve(message.board, {
      budget: message.budget,
      isCancelled,
      onProgress: ({ bound, nodes }) => post({ type: 'progress', id, bound, nodes }),
      replacement: replacementFor(puzzle, current, {
        searches,
        building,
        announce: (inUse) => post({ type: 'databases', id, inUse }),
      }),
    });
    post({ type: 'answer', id, answer });
  };

  return (message) => {
    if (message.type === 'hurry') {
      building.forEach((build) => build.hurry?.());
      return;
    }
    try {
      solve(message);
    } catch (error) {
      post({
        type: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
}
