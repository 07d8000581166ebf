// Pattern databases from a cache: read and checked, or built and written.
// The cache is best effort: one that cannot be written costs a rebuild next
// time and one report, never the answer. Pure over its files (files.ts), so
// a worker thread and a Web Worker load their databases the same way.
import type { Puzzle } from '../engine';
import type { CacheProblem } from './cacheProblem';
import type { DatabaseFiles } from './files';
import {
  buildPatternDatabase,
  databaseFileBytes,
  databaseFileName,
  decodeDatabase,
  encodeDatabase,
  Partition,
  partitionFor,
  partitionName,
  PatternDatabase,
  placementCount,
} from '../engine/pdb';

export interface LoadEvents {
  /** Building progress over all the groups that need building. */
  readonly onDatabase?: (progress: { done: number; total: number; what: string }) => void;
  readonly isCancelled?: () => boolean;
  /**
   * A database was built but could not be written: told once per load, the first failure being the reason for
   * all.
   */
  readonly onCacheProblem?: (problem: CacheProblem) => void;
}

/** The partition's databases if every one of them is in the cache and intact; nothing is built. */
export function cachedDatabases(
  files: DatabaseFiles,
  puzzle: Puzzle,
  which: Partition = 'full',
): PatternDatabase[] | undefined {
  const loaded: PatternDatabase[] = [];
  for (const tiles of partitionFor(puzzle, which)) {
    const database = readCached(files, puzzle, tiles);
    if (!database) return undefined;
    loaded.push(database);
  }
  return loaded;
}

/**
 * The puzzle's databases of the partition, from the cache or built (and then cached); undefined when
 * cancelled.
 */
export function loadDatabases(
  files: DatabaseFiles,
  puzzle: Puzzle,
  events: LoadEvents = {},
  which: Partition = 'full',
): PatternDatabase[] | undefined {
  const { size } = puzzle;
  const groups = partitionFor(puzzle, which);
  const loaded: (PatternDatabase | undefined)[] = groups.map((tiles) => readCached(files, puzzle, tiles));
  const missing = groups.filter((_, i) => !loaded[i]);
  const total = missing.reduce((sum, tiles) => sum + placementCount(size, tiles.length), 0);
  let before = 0;
  let reported = false;
  for (let i = 0; i < groups.length; i++) {
    if (loaded[i]) continue;
    const tiles = groups[i];
    const what = `${size.name} pattern database for tiles ${tiles.join(' ')} (${which === 'quick' ? 'the quick ' : ''}${partitionName(puzzle, which)})`;
    events.onDatabase?.({ done: before, total, what });
    const built = buildPatternDatabase(puzzle, tiles, {
      onProgress: ({ placements }) => events.onDatabase?.({ done: before + placements, total, what }),
      isCancelled: events.isCancelled,
    });
    if (!built) return undefined;
    before += placementCount(size, tiles.length);
    events.onDatabase?.({ done: before, total, what });
    const failure = files.write(databaseFileName(puzzle, tiles), encodeDatabase(built));
    if (failure !== undefined && !reported) {
      reported = true;
      events.onCacheProblem?.({ directory: files.directory, code: failure });
    }
    loaded[i] = built;
  }
  return loaded as PatternDatabase[];
}

/**
 * One group's database, from the cache or built and then cached (a write
 * that fails is told to `onCacheProblem`): what each builder thread of a
 * parallel build does with its group. Undefined when cancelled.
 */
export function loadGroup(
  files: DatabaseFiles,
  puzzle: Puzzle,
  tiles: readonly number[],
  events: LoadEvents = {},
): PatternDatabase | undefined {
  const cached = readCached(files, puzzle, tiles);
  if (cached) return cached;
  const built = buildPatternDatabase(puzzle, tiles, { isCancelled: events.isCancelled });
  if (!built) return undefined;
  const failure = files.write(databaseFileName(puzzle, tiles), encodeDatabase(built));
  if (failure !== undefined) events.onCacheProblem?.({ directory: files.directory, code: failure });
  return built;
}

/**
 * The group's database from the cache, checked against its puzzle and tiles; undefined when absent or
 * damaged.
 */
function readCached(
  files: DatabaseFiles,
  puzzle: Puzzle,
  tiles: readonly number[],
): PatternDatabase | undefined {
  const bytes = files.read(databaseFileName(puzzle, tiles), databaseFileBytes(puzzle, tiles));
  if (!bytes) return undefined;
  const decoded = decodeDatabase(bytes, puzzle, tiles);
  return decoded.kind === 'ok' ? decoded.database : undefined;
}
