// What a node budget costs in memory. A best-first method (A*, greedy) keeps
// every node it makes until it ends, so its memory grows with its budget and
// a budget must be bounded by the memory there is; the others hold a path
// (IDA*) or tables of a fixed size (the BFS methods, on at most 9 cells).
import type { Size } from '../sizes';
import type { MethodName } from './types';

/** How a method's memory grows: with the nodes it keeps, or not with its budget at all. */
const GROWTH: Readonly<Record<MethodName, 'nodes' | 'fixed'>> = {
  'bfs-strings': 'fixed',
  'bfs-cantor': 'fixed',
  'reverse-table': 'fixed',
  bidirectional: 'fixed',
  'astar-manhattan': 'nodes',
  'astar-linear-conflict': 'nodes',
  'idastar-manhattan': 'fixed',
  'idastar-linear-conflict': 'fixed',
  greedy: 'nodes',
};

/**
 * Most nodes a JavaScript Map holds (2²⁴): the best-first methods index
 * every node in one, and past it the Map throws.
 */
export const MOST_MAP_ENTRIES = 2 ** 24;

/**
 * Each expansion adds at most 3 nodes (the blank has at most 4 neighbours,
 * and the board it came from is already kept), the start one more.
 */
const MOST_NEW_PER_EXPANSION = 3;

/**
 * Bytes one kept node may cost at the worst moment, an upper estimate
 * (measured: about 226 bytes of resident memory a node for 4×4 A*):
 * - the node pool's typed arrays, cells + 15 bytes, three times over while
 *   it doubles (the old arrays, and new ones of twice the length);
 * - two priority-queue entries of 12 bytes (a node pushed again leaves
 *   its old entry), three times over while the queue doubles;
 * - a Map entry (key, value and chain, 8 bytes each, and its bucket's
 *   share), three times over while the Map rehashes;
 * - the key: a heap number up to 13 cells, else a string of one byte a
 *   cell after a 16-byte header, in 8-byte words.
 */
export function bytesPerKeptNode(cells: number): number {
  const pool = 3 * (cells + 15);
  const queue = 3 * 2 * 12;
  const map = 3 * 28;
  const key = cells <= 13 ? 16 : 16 + Math.ceil(cells / 8) * 8;
  return pool + queue + map + key;
}

/**
 * The boards a search from one board can reach: half of every arrangement (the other half has the other
 * parity).
 */
function reachable(size: Size): number {
  let count = 1;
  for (let k = 2; k <= size.cells; k++) count *= k;
  return count / 2;
}

/** Most nodes `method` keeps on boards of `size` within `budget` expansions. */
export function mostKeptNodes(method: MethodName, size: Size, budget: number): number {
  if (GROWTH[method] === 'fixed') return 0;
  return Math.min(MOST_NEW_PER_EXPANSION * budget + 1, reachable(size));
}

/**
 * The largest budget with which `method` fits in `bytes` on boards of
 * `size` and within a Map's size: Infinity when no budget can outgrow them
 * (a method of fixed memory, or a size whose every board fits), and 0 when
 * not even the start fits.
 */
export function largestBudgetWithin(method: MethodName, size: Size, bytes: number): number {
  if (GROWTH[method] === 'fixed') return Infinity;
  const nodes = Math.min(Math.floor(bytes / bytesPerKeptNode(size.cells)), MOST_MAP_ENTRIES);
  if (nodes >= reachable(size)) return Infinity;
  return Math.max(0, Math.floor((nodes - 1) / MOST_NEW_PER_EXPANSION));
}
