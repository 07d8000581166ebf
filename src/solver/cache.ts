// Pattern databases on disk: read and checked, or built and written
// atomically (a temporary file, then a rename), so a crash or a second
// process never leaves a half-written file under the real name.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Puzzle } from '../engine';
import { buildPatternDatabase, databaseFileName, decodeDatabase, encodeDatabase, partitionFor, PatternDatabase, placementCount } from '../engine/pdb';

export interface LoadEvents {
  /** Building progress over all the groups that need building. */
  readonly onDatabase?: (progress: { done: number; total: number; what: string }) => void;
  readonly isCancelled?: () => boolean;
}

/** The puzzle's databases, from the cache or built (and then cached); undefined when cancelled. */
export function loadDatabases(cacheDirectory: string, puzzle: Puzzle, events: LoadEvents = {}): PatternDatabase[] | undefined {
  const { size } = puzzle;
  const groups = partitionFor(puzzle);
  const loaded: (PatternDatabase | undefined)[] = groups.map((tiles) => readCached(join(cacheDirectory, databaseFileName(puzzle, tiles)), puzzle, tiles));
  const missing = groups.filter((_, i) => !loaded[i]);
  const total = missing.reduce((sum, tiles) => sum + placementCount(size, tiles.length), 0);
  let before = 0;
  for (let i = 0; i < groups.length; i++) {
    if (loaded[i]) continue;
    const tiles = groups[i];
    const what = `${size.name} pattern database for tiles ${tiles.join(' ')}`;
    events.onDatabase?.({ done: before, total, what });
    const built = buildPatternDatabase(puzzle, tiles, {
      onProgress: ({ placements }) => events.onDatabase?.({ done: before + placements, total, what }),
      isCancelled: events.isCancelled,
    });
    if (!built) return undefined;
    before += placementCount(size, tiles.length);
    events.onDatabase?.({ done: before, total, what });
    writeAtomically(cacheDirectory, databaseFileName(puzzle, tiles), encodeDatabase(built));
    loaded[i] = built;
  }
  return loaded as PatternDatabase[];
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

/** Best effort: a cache that cannot be written only means building again next time. */
function writeAtomically(directory: string, name: string, bytes: Uint8Array): void {
  const temporary = join(directory, `${name}.${process.pid}.${Date.now()}.tmp`);
  try {
    mkdirSync(directory, { recursive: true });
    writeFileSync(temporary, bytes);
    renameSync(temporary, join(directory, name));
  } catch {
    rmSync(temporary, { force: true });
  }
}
