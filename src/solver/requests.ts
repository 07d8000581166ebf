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
  /**
   * A core is idle while the build goes on (see HurryMessage): start a builder more, if a group is left that
   * none has begun.
   */
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

/**
 * The worker's answer to each request: one search per puzzle (size and goal),
 * with its tables, kept for the worker's life, and per puzzle its full
 * databases' build in the background.
 */
export class SolverRequests {
  private readonly searches = new Map<string, Ready>();
  private readonly building = new Map<string, BackgroundBuild>();

  constructor(private readonly side: SolverSide) {}

  /** Answers a request, or passes a hurry on to the builds under way; a request that throws is answered `failed`. */
  answer(message: ToSolverWorker): void {
    if (message.type === 'hurry') {
      this.building.forEach((build) => build.hurry?.());
      return;
    }
    try {
      this.solve(message);
    } catch (error) {
      this.side.post({
        type: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  private solve(message: SolveMessage): void {
    const { id } = message;
    const post = this.side.post;
    const puzzle = puzzleFromData(message);
    // Without a shared flag the caller cancels by terminating the worker: nothing to look at here.
    const flag = message.cancel ? new Int32Array(message.cancel) : undefined;
    const isCancelled = (): boolean => flag !== undefined && Atomics.load(flag, 0) !== 0;
    const found = this.searchFor(puzzle, message, isCancelled);
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
      replacement: this.replacementFor(puzzle, current, (inUse) => post({ type: 'databases', id, inUse })),
    });
    post({ type: 'answer', id, answer });
  }

  /**
   * The puzzle's search: the one in memory, else the full databases from the cache, else the quick ones
   * (building the full ones after), else the full ones built now.
   */
  private searchFor(puzzle: Puzzle, message: SolveMessage, isCancelled: () => boolean): Ready | undefined {
    const { id, cacheDirectory } = message;
    const post = this.side.post;
    const known = this.searches.get(puzzle.key);
    if (known) {
      if (known.inUse.quick) this.startFullBuild(puzzle, cacheDirectory);
      return known;
    }
    const files = this.side.files(message);
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
    this.searches.set(puzzle.key, found);
    if (which === 'quick') this.startFullBuild(puzzle, cacheDirectory);
    return found;
  }

  /** Starts the full databases' build, once per puzzle; when they come they replace the quick ones. */
  private startFullBuild(puzzle: Puzzle, cacheDirectory: string): void {
    const { post } = this.side;
    if (!this.side.buildInBackground || this.building.has(puzzle.key)) return;
    // Set before the build starts: a build that fails at once deletes it again.
    this.building.set(puzzle.key, {});
    post({ type: 'building', puzzle: puzzle.key });
    const build = this.side.buildInBackground(puzzle, cacheDirectory, {
      onBuilt: (databases) => {
        this.building.delete(puzzle.key);
        const full = ready(puzzle, databases, 'full');
        this.searches.set(puzzle.key, full);
        post({ type: 'ready', puzzle: puzzle.key, inUse: full.inUse });
      },
      // The quick databases stay; the next request tries again.
      onFailed: () => {
        this.building.delete(puzzle.key);
        post({ type: 'unbuilt', puzzle: puzzle.key });
      },
      onCacheProblem: (problem) => post({ type: 'cache', problem }),
      onRefused: (file) => post({ type: 'refused', file }),
    });
    if (build && this.building.has(puzzle.key)) this.building.set(puzzle.key, build);
  }

  /**
   * The search's hook, where the side can hear its builders in the middle of
   * a search: hears them now, and offers the full databases once they are in
   * and the search is not on them yet, telling the request (`announce`).
   * Undefined where nothing could arrive before the search ends.
   */
  private replacementFor(
    puzzle: Puzzle,
    current: { value: Ready },
    announce: (inUse: DatabasesInUse) => void,
  ): (() => LargeBoardSearch | undefined) | undefined {
    const poll = this.building.get(puzzle.key)?.poll;
    if (!current.value.inUse.quick || !poll) return undefined;
    return () => {
      if (this.building.has(puzzle.key)) poll();
      const now = this.searches.get(puzzle.key);
      if (!now || now === current.value || now.inUse.quick) return undefined;
      current.value = now;
      announce(now.inUse);
      return now.search;
    };
  }
}
