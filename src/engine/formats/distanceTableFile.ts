import { checksum, FileKind, headerProblem, writeHeader } from './cacheFile';
import { DistanceTable, UNREACHABLE } from '../distanceTable';
import type { Puzzle } from '../puzzleType';
import { permutations, rank } from '../rank';

/**
 * A distance table as bytes for a cache on disk, so a short command-line run
 * reads 3×3's in about 5 ms instead of searching for it (about 25 ms, a
 * sixth of a 9! batch). The header:
 *
 *     0  'EPDT'   4  format version (u16)   6  rows, columns (u8)
 *     8  permutations (u32)   12  reachable boards (u32)   16  levels + 1 (u32)
 *    20  FNV-1a of everything after the header (u32)
 *    24  the goal, one byte per cell (16 bytes, zero-padded)   40  data
 *
 * The data: `distance` (one byte a rank, padded to 4 bytes), `link` (u32 a
 * rank), `order` (u32 a reachable board) and `levelStart` (u32 each), all
 * little-endian. Decoding checks every field against the puzzle asked for,
 * and the checksum, so a stale or damaged file is refused, never trusted.
 */
const FORMAT_VERSION = 1;
const HEADER = 40;
const KIND: FileKind = { magic: 'EPDT', version: FORMAT_VERSION, header: HEADER, what: 'a distance table' };
/** Distances are bytes, so a table has at most 256 levels (its largest distance is far below). */
const MOST_LEVELS = 256;
/** The file is little-endian; so are the machines this runs on, whose typed arrays are then copied whole. */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** The file name for a puzzle's table: size and goal both in it. */
export function distanceTableFileName(puzzle: Puzzle): string {
  return `table-v${FORMAT_VERSION}-${puzzle.size.key}-${puzzle.goal.map((value) => value.toString(16)).join('')}.bin`;
}

/**
 * A table's file is at most this long (its levels, unknown before it is read, are at most 256), so a cache
 * may refuse a longer one before reading a byte of it.
 */
export function distanceTableFileMostBytes(puzzle: Puzzle): number {
  const count = permutations(puzzle.size);
  return layout(count, count / 2, MOST_LEVELS).end;
}

/** Where each part of the data starts, and the file's length. */
function layout(
  count: number,
  reachable: number,
  levels: number,
): { link: number; order: number; levelStart: number; end: number } {
  const link = HEADER + Math.ceil(count / 4) * 4;
  const order = link + 4 * count;
  const levelStart = order + 4 * reachable;
  return { link, order, levelStart, end: levelStart + 4 * levels };
}

export function encodeDistanceTable(table: DistanceTable): Uint8Array {
  const { puzzle } = table;
  const count = table.distance.length;
  const parts = layout(count, table.order.length, table.levelStart.length);
  const bytes = new Uint8Array(parts.end);
  const view = new DataView(bytes.buffer);
  writeHeader(bytes, KIND, puzzle.size.rows, puzzle.size.columns);
  view.setUint32(8, count, true);
  view.setUint32(12, table.order.length, true);
  view.setUint32(16, table.levelStart.length, true);
  bytes.set(puzzle.goal, 24);
  bytes.set(table.distance, HEADER);
  const put = (at: number, values: ArrayLike<number>): void => {
    if (LITTLE_ENDIAN && values instanceof Uint32Array)
      bytes.set(new Uint8Array(values.buffer, values.byteOffset, values.byteLength), at);
    else for (let i = 0; i < values.length; i++) view.setUint32(at + 4 * i, values[i], true);
  };
  put(parts.link, table.link);
  put(parts.order, table.order);
  put(parts.levelStart, table.levelStart);
  view.setUint32(20, checksum(bytes, HEADER), true);
  return bytes;
}

export type DecodedTable =
  { readonly kind: 'ok'; readonly table: DistanceTable } | { readonly kind: 'bad'; readonly problem: string };

/** The puzzle's table in `bytes` if it is exactly the one asked for and intact. */
export function decodeDistanceTable(bytes: Uint8Array, puzzle: Puzzle): DecodedTable {
  const bad = (problem: string): DecodedTable => ({ kind: 'bad', problem });
  const { size, goal } = puzzle;
  const problem = headerProblem(bytes, KIND, size.rows, size.columns);
  if (problem !== undefined) return bad(problem);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (goal.some((tile, i) => bytes[24 + i] !== tile)) return bad('made for another goal');
  const count = permutations(size);
  const reachable = view.getUint32(12, true);
  const levels = view.getUint32(16, true);
  if (view.getUint32(8, true) !== count || reachable !== count / 2 || levels < 2 || levels > MOST_LEVELS)
    return bad('its counts are not those of the size');
  const parts = layout(count, reachable, levels);
  if (bytes.length !== parts.end) return bad(`${bytes.length} bytes, expected ${parts.end}`);
  if (view.getUint32(20, true) !== checksum(bytes, HEADER))
    return bad('the checksum does not match: the file is damaged');
  // A copy of its own for each part: the file's bytes may sit anywhere in their buffer, and a Uint32Array
  // must be aligned.
  // (A copy through the constructor: a Node Buffer's slice is a view, not a copy.)
  const words = (start: number, length: number): Uint32Array => {
    if (LITTLE_ENDIAN)
      return new Uint32Array(new Uint8Array(bytes.subarray(start, start + 4 * length)).buffer);
    return Uint32Array.from({ length }, (_, i) => view.getUint32(start + 4 * i, true));
  };
  const distance = new Uint8Array(bytes.subarray(HEADER, HEADER + count));
  const link = words(parts.link, count);
  const order = words(parts.order, reachable);
  const levelStart = Array.from(words(parts.levelStart, levels));
  const goalRank = rank(goal);
  if (distance[goalRank] !== 0 || order[0] !== goalRank || levelStart[levels - 1] !== reachable)
    return bad('the goal is not where the table starts');
  let unreachable = 0;
  for (let i = 0; i < count; i++) if (distance[i] === UNREACHABLE) unreachable++;
  if (unreachable !== count - reachable) return bad('its distances do not cover the reachable boards');
  return {
    kind: 'ok',
    table: {
      puzzle,
      goalRank,
      distance,
      link,
      order,
      levelStart,
      maxDistance: levels - 2,
      bytes: Math.ceil(count / 32) * 4 + distance.byteLength + link.byteLength + order.byteLength,
    },
  };
}
