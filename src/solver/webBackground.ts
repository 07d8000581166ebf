// The full pattern databases built in the background in a browser: the
// solver's Web Worker starts workers of its own script (dist/web/solverWorker.js)
// as builders, one per group, as many at once as there are cores but one,
// while it answers on the quick databases. Browsers let a dedicated worker
// start workers; where one may not (VS Code's fallback for browsers without
// nested workers throws), the quick databases simply stay. A builder sends
// its table back (transferred); this worker caches it through the host.
import type { Puzzle } from '../engine';
import { databaseFileName, encodeDatabase, partitionFor, PatternDatabase } from '../engine/pdb';
import type { DatabaseFiles } from './files';
import type { BuildOrder, FromBuilder } from './protocol';
import type { BackgroundEvents } from './requests';

/** Starts building the puzzle's full databases, a builder per group, from `script` (this worker's own). */
export function webBuildInBackground(
  puzzle: Puzzle,
  files: DatabaseFiles,
  events: BackgroundEvents,
  script: string,
): void {
  const groups = partitionFor(puzzle);
  const tables: (PatternDatabase | undefined)[] = groups.map(() => undefined);
  let next = 0;
  let done = 0;
  let failed = false;
  const fail = (): void => {
    if (failed) return;
    failed = true;
    events.onFailed();
  };
  const startNext = (): void => {
    if (failed || next >= groups.length) return;
    const group = next++;
    const tiles = groups[group];
    let builder: Worker;
    try {
      builder = new Worker(script);
    } catch {
      fail();
      return;
    }
    builder.addEventListener('message', (event: MessageEvent<FromBuilder>) => {
      if (event.data.type !== 'built') return;
      builder.terminate();
      const database: PatternDatabase = { puzzle, tiles: tiles.slice(), table: event.data.table };
      const failure = files.write(databaseFileName(puzzle, tiles), encodeDatabase(database));
      if (failure !== undefined) events.onCacheProblem({ directory: files.directory, code: failure });
      tables[group] = database;
      if (++done === groups.length) events.onBuilt(tables as PatternDatabase[]);
      else startNext();
    });
    builder.addEventListener('error', () => {
      builder.terminate();
      fail();
    });
    const order: BuildOrder = {
      role: 'build',
      goal: puzzle.goal.slice(),
      shape: { rows: puzzle.size.rows, columns: puzzle.size.columns },
      tiles: tiles.slice(),
      cacheDirectory: files.directory,
    };
    builder.postMessage(order);
  };
  const cores =
    typeof navigator === 'object' && Number.isFinite(navigator.hardwareConcurrency)
      ? navigator.hardwareConcurrency
      : 2;
  const threads = Math.max(1, Math.min(groups.length, cores - 1));
  for (let i = 0; i < threads; i++) startNext();
}

/** Whether this scope can start builders: a Web Worker's own Worker, and the URL of its script. */
export function canBuildInBackground(): string | undefined {
  const href = (globalThis as { location?: { href?: unknown } }).location?.href;
  return typeof Worker === 'function' && typeof href === 'string' ? href : undefined;
}
