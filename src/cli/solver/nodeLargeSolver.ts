import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDirectory } from '../../solver/nodeFiles';
import { nodeWorkerPort } from '../../solver';
import { ASKED_PER_WORKER, LargeSolverPool, poolSize } from '../../solver/pool';
import { describeCacheProblem, RefusedFile } from '../../solver/cacheProblem';
import { Io, notice } from '../io/io';
import { keepBuilds } from './keepBuilds';
import type { SolveLarge } from '../../solver';

/**
 * A worker per core for a batch of large boards, up to this many: each holds its own tables, so even these
 * stay far within 1 GiB.
 */
const MOST_WORKERS = 8;

/**
 * The command line's solver for boards of more than 9 cells. Its worker
 * threads start with the first such board, so a 3×3 batch never pays for
 * them, and a batch of them is searched on a worker per core (or
 * `$EIGHT_PUZZLE_WORKERS`). The pattern databases are cached in
 * `$XDG_CACHE_HOME/eight-puzzle` (`~/.cache/eight-puzzle`), or in
 * `$EIGHT_PUZZLE_CACHE` when set. While a
 * large board is searched, or the lab runs its methods, Ctrl+C cancels the
 * work (a second one exits). A cache that cannot be written is said once,
 * on standard error (`stderr`), and the answers come all the same. Full
 * databases still building in the background when the work is done are
 * waited for, and kept (Ctrl+C skips the wait).
 */
export function nodeLargeSolver(
  stderr: Pick<Io, 'err' | 'errIsTerminal'>,
  onRefusedFile?: (file: RefusedFile) => void,
): {
  readonly solveLarge: SolveLarge;
  readonly searchesAtOnce: number;
  readonly signal: AbortSignal;
  dispose(): Promise<void>;
} {
  const interrupted = new AbortController();
  let solver: LargeSolverPool | undefined;
  const workers = poolSize(process.env.EIGHT_PUZZLE_WORKERS, availableParallelism(), MOST_WORKERS);
  const onSignal = (): void => {
    if (interrupted.signal.aborted) process.exit(130);
    interrupted.abort();
  };
  let listening = false;
  const listen = (): void => {
    if (listening) return;
    listening = true;
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  };
  return {
    /**
     * Asked for by a command at the start of long work: only from then on does Ctrl+C cancel rather than end
     * the process.
     */
    get signal(): AbortSignal {
      listen();
      return interrupted.signal;
    },
    // More than the workers: the pool queues them, and a worker freed by a quick board takes the next at
    // once.
    searchesAtOnce: workers * ASKED_PER_WORKER,
    solveLarge: async (request, events) => {
      // Node's worker threads are loaded with the first large board: a 3×3 batch starts without them.
      const { Worker } = await import('node:worker_threads');
      solver ??= new LargeSolverPool({
        workers,
        cacheDirectory: defaultCacheDirectory(),
        startWorker: () => nodeWorkerPort(new Worker(join(__dirname, 'solverWorker.js'))),
        onCacheProblem: (problem) => notice(stderr, describeCacheProblem(problem)),
        onRefusedFile,
      });
      listen();
      return solver.solve(request, events);
    },
    dispose: async () => {
      if (solver?.buildingForCache) listen();
      await keepBuilds(solver, interrupted.signal, stderr);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await solver?.dispose();
    },
  };
}
