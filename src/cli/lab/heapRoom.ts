import { getHeapStatistics } from 'node:v8';

/**
 * The share of the heap's free room a search may plan on: the collector needs the rest to work in, and an
 * estimate is only an estimate.
 */
const USABLE_SHARE = 0.75;

/**
 * Bytes a search may still take in this process: V8's heap limit (which
 * --max-old-space-size sets) less what is in use. The typed arrays a search
 * keeps live outside that heap, so counting them in it errs on the safe side.
 */
export function heapRoom(): number {
  const { heap_size_limit: limit, used_heap_size: used } = getHeapStatistics();
  return Math.max(0, (limit - used) * USABLE_SHARE);
}
