// The full pattern databases built in the background: the solver's worker
// starts a thread of its own script (dist/solverWorker.js) as a builder, so
// the build runs on another core while the worker answers on the quick
// databases, and its messages arrive between requests. The builder caches
// what it builds, then transfers the tables back (no copy of 33 MiB).
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { isBoardOf, Puzzle, puzzleOf, sizeFromData } from '../engine';
import type { PatternDatabase } from '../engine/pdb';
import { loadDatabases } from './cache';
import type { CacheProblem } from './cacheProblem';
import type { BuildOrder, FromBuilder } from './protocol';

export interface BackgroundEvents {
  /** The full databases, built (or read) and cached where the cache allows. */
  readonly onBuilt: (databases: PatternDatabase[]) => void;
  /** The builder failed or stopped without them: the quick databases stay in use. */
  readonly onFailed: () => void;
  readonly onCacheProblem: (problem: CacheProblem) => void;
}

/**
 * Starts building the puzzle's full databases in a thread of this script.
 * Nothing to stop: the builder ends with its answer, and with the worker
 * when the worker is terminated (Node stops a thread's own threads with it).
 */
export function buildInBackground(puzzle: Puzzle, cacheDirectory: string, events: BackgroundEvents): void {
  const order: BuildOrder = { role: 'build', goal: puzzle.goal.slice(), shape: { rows: puzzle.size.rows, columns: puzzle.size.columns }, cacheDirectory };
  let settled = false;
  const builder = new Worker(__filename, { workerData: order });
  builder.on('message', (message: FromBuilder) => {
    if (message.type === 'cache') {
      events.onCacheProblem(message.problem);
      return;
    }
    settled = true;
    events.onBuilt(message.groups.map(({ tiles, table }) => ({ puzzle, tiles, table })));
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

/** The builder's side: build (or read) the full databases, cache them, send the tables back, and end. */
export function runBuilder(): void {
  const port = parentPort;
  const order = workerData as BuildOrder;
  if (!port) return;
  const size = sizeFromData(order.shape);
  if (!size || !isBoardOf(size, order.goal)) throw new Error(`not a puzzle: ${JSON.stringify(order)}`);
  const puzzle = puzzleOf(size, order.goal);
  const post = (message: FromBuilder, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);
  const databases = loadDatabases(order.cacheDirectory, puzzle, { onCacheProblem: (problem) => post({ type: 'cache', problem }) });
  if (!databases) return;
  const groups = databases.map(({ tiles, table }) => ({ tiles: tiles.slice(), table }));
  post({ type: 'built', groups }, groups.map(({ table }) => table.buffer as ArrayBuffer));
}
