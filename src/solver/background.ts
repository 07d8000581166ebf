// The full pattern databases built in the background: the solver's worker
// starts threads of its own script (dist/solverWorker.js) as builders, one
// per group and as many at once as there are cores but one, so the build runs
// beside the worker, which answers on the quick databases meanwhile and
// hears from the builders between requests. Each builder caches its group,
// then transfers the table back (no copy of 16 MiB). A group's build is the
// same in any thread, so the tables are byte for byte those of one thread.
import { availableParallelism } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { Puzzle } from '../engine';
import { partitionFor, PatternDatabase } from '../engine/pdb';
import { loadGroup } from './cache';
import type { CacheProblem } from './cacheProblem';
import { nodeDatabaseFiles } from './nodeFiles';
import type { BuildOrder, FromBuilder } from './protocol';
import { puzzleFromData } from './puzzleData';
import type { BackgroundEvents } from './requests';

export type { BackgroundEvents } from './requests';

export interface BackgroundOptions {
  /** The builders' script: this one (dist/solverWorker.js) unless a test says otherwise. */
  readonly script?: string;
  /**
   * Builders at once. By default the cores there are but one, which is the
   * search's: on 2 cores two builders beside the search made the first
   * answer slower (1.65–1.76 s against 0.85–1.15 s) and the cold batch no faster.
   */
  readonly threads?: number;
}

/**
 * Starts building the puzzle's full databases, a thread per group. Nothing
 * to stop: each builder ends with its answer, and all of them with the
 * worker when it is terminated (Node stops a thread's own threads with it).
 */
export function buildInBackground(puzzle: Puzzle, cacheDirectory: string, events: BackgroundEvents, options: BackgroundOptions = {}): void {
  const groups = partitionFor(puzzle);
  const tables: (PatternDatabase | undefined)[] = groups.map(() => undefined);
  let next = 0;
  let done = 0;
  let failed = false;
  const startNext = (): void => {
    if (failed || next >= groups.length) return;
    const group = next++;
    buildGroup(puzzle, groups[group], cacheDirectory, options.script ?? __filename, {
      onBuilt: (database) => {
        tables[group] = database;
        if (++done === groups.length) events.onBuilt(tables as PatternDatabase[]);
        else startNext();
      },
      onFailed: () => {
        if (failed) return;
        failed = true;
        events.onFailed();
      },
      onCacheProblem: events.onCacheProblem,
    });
  };
  const threads = Math.max(1, Math.min(groups.length, options.threads ?? availableParallelism() - 1));
  for (let i = 0; i < threads; i++) startNext();
}

interface GroupEvents {
  readonly onBuilt: (database: PatternDatabase) => void;
  readonly onFailed: () => void;
  readonly onCacheProblem: (problem: CacheProblem) => void;
}

/** One builder thread for one group. */
function buildGroup(puzzle: Puzzle, tiles: readonly number[], cacheDirectory: string, script: string, events: GroupEvents): void {
  const order: BuildOrder = { role: 'build', goal: puzzle.goal.slice(), shape: { rows: puzzle.size.rows, columns: puzzle.size.columns }, tiles: tiles.slice(), cacheDirectory };
  let settled = false;
  const builder = new Worker(script, { workerData: order });
  builder.on('message', (message: FromBuilder) => {
    if (message.type === 'cache') {
      events.onCacheProblem(message.problem);
      return;
    }
    settled = true;
    events.onBuilt({ puzzle, tiles: tiles.slice(), table: message.table });
  });
  const fail = (): void => {
    if (settled) return;
    settled = true;
    events.onFailed();
  };
  builder.on('error', fail);
  builder.on('exit', fail);
}

/** Whether this thread was started as a builder, by {@link buildInBackground}. */
export function isBuilderThread(): boolean {
  return (workerData as Partial<BuildOrder> | null)?.role === 'build';
}

/** The builder's side: build (or read) its group's database, cache it, send the table back, and end. */
export function runBuilder(): void {
  const port = parentPort;
  const order = workerData as BuildOrder;
  if (!port) return;
  const puzzle = puzzleFromData(order);
  const post = (message: FromBuilder, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);
  const database = loadGroup(nodeDatabaseFiles(order.cacheDirectory), puzzle, order.tiles, { onCacheProblem: (problem) => post({ type: 'cache', problem }) });
  if (!database) return;
  post({ type: 'built', table: database.table }, [database.table.buffer as ArrayBuffer]);
}
