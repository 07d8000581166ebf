import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, Worker } from 'node:worker_threads';
import { Board, isSolvable, Puzzle } from '../../engine';
import { LargeBoardSearch } from '../../engine/pdb';
import { CacheProblem, LargeSolver, nodeWorkerPort } from '../../solver';
import { loadDatabases } from '../../solver/cache';
import { nodeDatabaseFiles } from '../../solver/nodeFiles';

/** A board's fewest moves to the goal, undefined when it cannot reach it, or `cancelled`. */
export type BoardLength = number | undefined | 'cancelled';

/**
 * The fewest moves of boards too large for a distance table (4×4, 3×4),
 * from the engine's pattern databases, for the cases of a 4×4 problem.
 * Where the judge runs on a process's main thread (the command line), the
 * search runs in the large solver's worker thread (dist/solverWorker.js), so
 * Ctrl+C is heard while the databases build. In a worker thread (the
 * extension's judge), it runs right there, one board at a time with a turn
 * of the event loop between, so a cancel arrives between boards (and the
 * extension stops a worker that does not answer one in time).
 */
export interface LengthSolver {
  /** The fewest moves from `board` to the puzzle's goal. */
  length(puzzle: Puzzle, board: Board, signal?: AbortSignal): Promise<BoardLength>;
  /**
   * Whether full databases are building in the background that the cache can keep (in a worker, on a cold
   * cache).
   */
  readonly buildingForCache: boolean;
  /** Settles once nothing is building for the cache any more. */
  buildsSettled(): Promise<void>;
  dispose(): Promise<void>;
}

/** `onCacheProblem`: the databases were built but cannot be kept in `cacheDirectory`; called at most once, the lengths come all the same. */
export function lengthSolver(
  cacheDirectory: string,
  onCacheProblem: (problem: CacheProblem) => void = () => undefined,
): LengthSolver {
  const script = join(__dirname, 'solverWorker.js');
  let told = false;
  const tellOnce = (problem: CacheProblem): void => {
    if (told) return;
    told = true;
    onCacheProblem(problem);
  };
  return isMainThread && existsSync(script)
    ? new InWorker(cacheDirectory, script, tellOnce)
    : new InThread(cacheDirectory, tellOnce);
}

class InWorker implements LengthSolver {
  private readonly solver: LargeSolver;

  constructor(cacheDirectory: string, script: string, onCacheProblem: (problem: CacheProblem) => void) {
    this.solver = new LargeSolver({
      cacheDirectory,
      startWorker: () => nodeWorkerPort(new Worker(script)),
      onCacheProblem,
    });
  }

  async length(puzzle: Puzzle, board: Board, signal?: AbortSignal): Promise<BoardLength> {
    if (!isSolvable(puzzle, board)) return undefined;
    const answer = await this.solver.solve({ puzzle, board }, { signal });
    switch (answer.kind) {
      case 'shortest':
        return answer.moves.length;
      case 'unsolvable':
        return undefined;
      case 'cancelled':
        return 'cancelled';
      case 'unproven':
        // No budget is given, so the search proves every length: an unproven one is the solver's bug.
        throw new Error('the large solver could not prove a length');
    }
  }

  get buildingForCache(): boolean {
    return this.solver.buildingForCache;
  }

  buildsSettled(): Promise<void> {
    return this.solver.buildsSettled();
  }

  dispose(): Promise<void> {
    return this.solver.dispose();
  }
}

class InThread implements LengthSolver {
  /** The full databases are built right here, before the first length: nothing is left building. */
  readonly buildingForCache = false;
  private readonly searches = new Map<string, LargeBoardSearch>();

  constructor(
    private readonly cacheDirectory: string,
    private readonly onCacheProblem: (problem: CacheProblem) => void,
  ) {}

  async length(puzzle: Puzzle, board: Board, signal?: AbortSignal): Promise<BoardLength> {
    if (!isSolvable(puzzle, board)) return undefined;
    // A turn of the event loop, so a cancel sent to this thread is heard between boards.
    await new Promise((resolve) => setImmediate(resolve));
    if (signal?.aborted) return 'cancelled';
    const isCancelled = (): boolean => signal?.aborted === true;
    let search = this.searches.get(puzzle.key);
    if (!search) {
      const databases = loadDatabases(nodeDatabaseFiles(this.cacheDirectory), puzzle, {
        isCancelled,
        onCacheProblem: this.onCacheProblem,
      });
      if (!databases) return 'cancelled';
      search = new LargeBoardSearch(puzzle, databases);
      this.searches.set(puzzle.key, search);
    }
    const answer = search.solve(board, { isCancelled });
    if (answer.kind === 'cancelled') return 'cancelled';
    if (answer.kind === 'unsolvable') return undefined;
    return answer.moves.length;
  }

  buildsSettled(): Promise<void> {
    return Promise.resolve();
  }

  dispose(): Promise<void> {
    this.searches.clear();
    return Promise.resolve();
  }
}
