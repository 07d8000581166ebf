import {
  decodeDistanceTable,
  DistanceTable,
  DistanceTableStore,
  distanceTableFileMostBytes,
  distanceTableFileName,
  encodeDistanceTable,
  permutations,
  Puzzle,
} from '../../engine';
import type { RefusedFile } from '../../solver/cacheProblem';
import { nodeDatabaseFiles } from '../../solver/nodeFiles';

/**
 * The command line's distance tables, kept in its cache directory beside the
 * pattern databases: only 3×3's is worth a file (read and checked in about
 * 5 ms, where its search takes about 25 ms of a short run; 2×4's takes 2 ms).
 * Best effort and silent: a cache that cannot be written costs those
 * milliseconds, not a line on every run. A file refused on reading (a FIFO,
 * a link …: what this process did not write) is told to `onRefused`, since
 * someone put it there; the table is then searched for and written in its place.
 */
export function nodeDistanceTableStore(
  directory: string,
  onRefused?: (refused: RefusedFile) => void,
): DistanceTableStore {
  const files = nodeDatabaseFiles(directory, onRefused);
  const worthKeeping = (puzzle: Puzzle): boolean => permutations(puzzle.size) >= KEPT_FROM;
  return {
    load: (puzzle): DistanceTable | undefined => {
      if (!worthKeeping(puzzle)) return undefined;
      const bytes = files.read(distanceTableFileName(puzzle), distanceTableFileMostBytes(puzzle));
      const decoded = bytes && decodeDistanceTable(bytes, puzzle);
      return decoded && decoded.kind === 'ok' ? decoded.table : undefined;
    },
    save: (table) => {
      if (worthKeeping(table.puzzle))
        files.write(distanceTableFileName(table.puzzle), encodeDistanceTable(table));
    },
  };
}

/** Tables of this many permutations or more are kept: 9!, the eight puzzle's. */
const KEPT_FROM = 362_880;
