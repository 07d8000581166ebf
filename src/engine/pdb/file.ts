import { checksum, FileKind, headerProblem, writeHeader } from '../formats/cacheFile';
import type { Puzzle } from '../puzzleType';
import { DIGIT_BITS, PatternDatabase, placementCount, tableSize, UNREACHED } from './database';

/**
 * A pattern database as bytes for a cache on disk: a header that says what
 * it is, then one byte per possible placement (impossible ones are left
 * out), in the order of the sparse index. The header:
 *
 *     0  'EPDB'            4  format version (u16)   6  rows, columns (u8)
 *     8  cells, tiles (u8), 2 bytes 0
 *    12  the goal, one byte per cell (16 bytes, zero-padded)
 *    28  the group's tiles (8 bytes, zero-padded)
 *    36  data length (u32)  40  FNV-1a of the data (u32)   44  data
 *
 * Decoding checks every field against what was asked for, and the
 * checksum, so a stale or damaged file is refused, never trusted.
 */
export const FORMAT_VERSION = 1;
const HEADER = 44;
const KIND: FileKind = { magic: 'EPDB', version: FORMAT_VERSION, header: HEADER, what: 'a pattern database' };

/**
 * What a database's file name is made of: the size's key and its largest value (the blank's), and the goal.
 */
export interface DatabaseNaming {
  readonly size: { readonly key: string; readonly blank: number };
  readonly goal: readonly number[];
}

/**
 * The file name for a group's database: size, goal and tiles all in it,
 * written so that it reads back one way only (no two groups or goals share
 * a name, whatever the size).
 */
export function databaseFileName(puzzle: DatabaseNaming, tiles: readonly number[]): string {
  const largest = puzzle.size.blank;
  return `pdb-v${FORMAT_VERSION}-${puzzle.size.key}-${hexValues(puzzle.goal, largest)}-${hexValues(tiles, largest)}.bin`;
}

/**
 * Values from 1 to `largest` in hex. Up to 16, a digit each and `10` for
 * 16 (4×4's blank): no value is 0, so a 0 always ends a `10`, and the
 * names the cache has always had stay valid. Past 16 (5×5's 25), every
 * value takes as many digits as the largest (`01` … `19`), since one digit
 * or two would read two ways (`111`: 1 then 17, or 17 then 1).
 */
function hexValues(values: readonly number[], largest: number): string {
  if (largest <= 16) return values.map((value) => value.toString(16)).join('');
  const width = largest.toString(16).length;
  return values.map((value) => value.toString(16).padStart(width, '0')).join('');
}

/** A group's file is exactly this long, so a cache may refuse a longer one before reading a byte of it. */
export function databaseFileBytes(puzzle: Puzzle, tiles: readonly number[]): number {
  return HEADER + placementCount(puzzle.size, tiles.length);
}

/**
 * Calls `visit(prefix, used)` for every possible placement of the tiles
 * of digits 1 to k − 1, in increasing index order: `prefix` is their part
 * of the index, `used` their cells as a mask. The caller then gives digit
 * 0's tile each free cell in turn (`prefix | cell`), so the placements
 * come in the sparse index's order, and the impossible ones are skipped
 * rather than found by testing every index (16.8 M for six tiles): a
 * database loads in a quarter of the time the testing would take.
 */
function forEachRun(n: number, k: number, visit: (prefix: number, used: number) => void): void {
  const place = (digit: number, used: number, prefix: number): void => {
    if (digit === 0) {
      visit(prefix, used);
      return;
    }
    for (let cell = 0; cell < n; cell++) {
      const bit = 1 << cell;
      if ((used & bit) === 0) place(digit - 1, used | bit, prefix | (cell << (DIGIT_BITS * digit)));
    }
  };
  place(k - 1, 0, 0);
}

export function encodeDatabase(database: PatternDatabase): Uint8Array {
  const { puzzle, tiles, table } = database;
  const { size, goal } = puzzle;
  const n = size.cells;
  const length = placementCount(size, tiles.length);
  const bytes = new Uint8Array(HEADER + length);
  const view = new DataView(bytes.buffer);
  writeHeader(bytes, KIND, size.rows, size.columns);
  bytes[8] = n;
  bytes[9] = tiles.length;
  bytes.set(goal, 12);
  bytes.set(tiles, 28);
  view.setUint32(36, length, true);
  let at = HEADER;
  forEachRun(n, tiles.length, (prefix, used) => {
    for (let cell = 0; cell < n; cell++) if ((used & (1 << cell)) === 0) bytes[at++] = table[prefix | cell];
  });
  view.setUint32(40, checksum(bytes, HEADER), true);
  return bytes;
}

export type Decoded =
  | { readonly kind: 'ok'; readonly database: PatternDatabase }
  | { readonly kind: 'bad'; readonly problem: string };

/** The database in `bytes` if it is exactly the one asked for and intact. */
export function decodeDatabase(bytes: Uint8Array, puzzle: Puzzle, tiles: readonly number[]): Decoded {
  const { size, goal } = puzzle;
  const bad = (problem: string): Decoded => ({ kind: 'bad', problem });
  const problem = headerProblem(bytes, KIND, size.rows, size.columns);
  if (problem !== undefined) return bad(problem);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = size.cells;
  if (bytes[8] !== n) return bad(`made for ${bytes[8]} cells, not ${n}`);
  if (bytes[9] !== tiles.length || tiles.some((tile, i) => bytes[28 + i] !== tile))
    return bad('made for another group of tiles');
  if (goal.some((tile, i) => bytes[12 + i] !== tile)) return bad('made for another goal');
  const length = placementCount(size, tiles.length);
  if (view.getUint32(36, true) !== length || bytes.length !== HEADER + length)
    return bad(`${bytes.length - HEADER} bytes of data, expected ${length}`);
  if (view.getUint32(40, true) !== checksum(bytes, HEADER))
    return bad('the checksum does not match: the file is damaged');
  const table = new Uint8Array(tableSize(tiles.length)).fill(UNREACHED);
  let at = HEADER;
  let broken = false;
  forEachRun(n, tiles.length, (prefix, used) => {
    for (let cell = 0; cell < n; cell++) {
      if ((used & (1 << cell)) !== 0) continue;
      const value = bytes[at++];
      if (value === UNREACHED) broken = true;
      table[prefix | cell] = value;
    }
  });
  if (broken) return bad('a placement has no distance');
  let goalIndex = 0;
  for (let i = tiles.length - 1; i >= 0; i--) goalIndex = (goalIndex << DIGIT_BITS) | goal.indexOf(tiles[i]);
  if (table[goalIndex] !== 0) return bad("the goal's placement is not at distance 0");
  return { kind: 'ok', database: { puzzle, tiles: tiles.slice(), table } };
}
