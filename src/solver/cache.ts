// Pattern databases on disk: read and checked, or built and written
// atomically (a temporary file, then a rename), so a crash or a second
// process never leaves a half-written file under the real name. The cache
// is best effort: a directory that cannot be written costs a rebuild next
// time and one report, never the answer.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Puzzle } from '../engine';
import type { CacheProblem } from './cacheProblem';
import { buildPatternDatabase, databaseFileName, decodeDatabase, encodeDatabase, Partition, partitionFor, partitionName, PatternDatabase, placementCount } from '../engine/pdb';

export interface LoadEvents {
  /** Building progress over all the groups that need building. */
  readonly onDatabase?: (progress: { done: number; total: number; what: string }) => void;
  readonly isCancelled?: () => boolean;
  /** A database was built but could not be written: told once per load, the first failure being the reason for all. */
  readonly onCacheProblem?: (problem: CacheProblem) => void;
}

/** The partition's databases if every one of them is in the cache and intact; nothing is built. */
export function cachedDatabases(cacheDirectory: string, puzzle: Puzzle, which: Partition = 'full'): PatternDatabase[] | undefined {
  const loaded: PatternDatabase[] = [];
  for (const tiles of partitionFor(puzzle, which)) {
    const database = readCached(join(cacheDirectory, databaseFileName(puzzle, tiles)), puzzle, tiles);
    if (!database) return undefined;
    loaded.push(database);
  }
  return loaded;
}

/** The puzzle's databases of the partition, from the cache or built (and then cached); undefined when cancelled. */
export function loadDatabases(cacheDirectory: string, puzzle: Puzzle, events: LoadEvents = {}, which: Partition = 'full'): PatternDatabase[] | undefined {
  const { size } = puzzle;
  const groups = partitionFor(puzzle, which);
  const loaded: (PatternDatabase | undefined)[] = groups.map((tiles) => readCached(join(cacheDirectory, databaseFileName(puzzle, tiles)), puzzle, tiles));
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
    const failure = writeAtomically(cacheDirectory, databaseFileName(puzzle, tiles), encodeDatabase(built));
    if (failure !== undefined && !reported) {
      reported = true;
      events.onCacheProblem?.({ directory: cacheDirectory, code: failure });
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
export function loadGroup(cacheDirectory: string, puzzle: Puzzle, tiles: readonly number[], events: LoadEvents = {}): PatternDatabase | undefined {
  const name = databaseFileName(puzzle, tiles);
  const cached = readCached(join(cacheDirectory, name), puzzle, tiles);
  if (cached) return cached;
  const built = buildPatternDatabase(puzzle, tiles, { isCancelled: events.isCancelled });
  if (!built) return undefined;
  const failure = writeAtomically(cacheDirectory, name, encodeDatabase(built));
  if (failure !== undefined) events.onCacheProblem?.({ directory: cacheDirectory, code: failure });
  return built;
}

function readCached(path: string, puzzle: Puzzle, tiles: readonly number[]): PatternDatabase | undefined {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    return undefined;
  }
  const decoded = decodeDatabase(bytes, puzzle, tiles);
  return decoded.kind === 'ok' ? decoded.database : undefined;
}

/**
 * Best effort: a cache that cannot be written only means building again
 * next time. Never throws; says why it failed (an error code), or undefined
 * when the file is in place.
 */
function writeAtomically(directory: string, name: string, bytes: Uint8Array): string | undefined {
  const temporary = join(directory, `${name}.${process.pid}.${Date.now()}.tmp`);
  try {
    makeDirectory(directory);
    writeFileSync(temporary, bytes);
    renameSync(temporary, join(directory, name));
    return undefined;
  } catch (error) {
    removeQuietly(temporary);
    return codeOf(error);
  }
}

/**
 * mkdir -p, one level at a time: Node 20's own recursive mkdirSync never
 * returns where a directory cannot be made for want of its parent's
 * support (under /proc it loops on ENOENT), which would hang the worker.
 */
function makeDirectory(path: string): void {
  try {
    mkdirSync(path);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EEXIST') return;
    const parent = dirname(path);
    if (code !== 'ENOENT' || parent === path) throw error;
    makeDirectory(parent);
    // Once more, now that the parent is there: a second ENOENT is the answer.
    mkdirSync(path);
  }
}

/** The clean-up after a failed write, which may fail for the same reason (ENOTDIR under a file): nothing to add then. */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // The temporary file was never made where the path cannot even be looked up.
  }
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}
