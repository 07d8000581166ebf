// The lab's budgets, bounded by the memory its Web Worker has: A* and greedy
// keep every board they make, and a budget whose boards do not fit ends the
// worker with an out-of-memory crash after minutes of work. Such a budget is
// refused before the run, naming the largest that fits (the command line's
// `lab --budget` does the same against Node's heap, src/cli/lab/labBudget.ts).
import type { Size } from '../../engine';
import { largestBudgetWithin } from '../../engine/search';
import type { MethodName } from '../../engine/search/types';
import type { LabMethodName } from '../../protocol/labMessages';

/**
 * The share of the heap a search may plan on: the collector needs the rest to work in, and an estimate is
 * only an estimate.
 */
const USABLE_SHARE = 0.75;
/** Where the browser does not say its heap's limit: the project's bar for a search's memory. */
const ASSUMED_HEAP = 1024 ** 3;

/** Chromium's heap figures (VS Code's webviews run in Chromium); other browsers have none. */
interface HeapFigures {
  readonly jsHeapSizeLimit?: unknown;
}

/**
 * Bytes a worker's search may take: a fresh worker's heap limit, the same as the page's, less the collector's
 * share.
 */
export function workerRoom(): number {
  const figures = (performance as { memory?: HeapFigures }).memory;
  const limit =
    typeof figures?.jsHeapSizeLimit === 'number' && figures.jsHeapSizeLimit > 0
      ? figures.jsHeapSizeLimit
      : ASSUMED_HEAP;
  return limit * USABLE_SHARE;
}

/** The first of `methods` whose boards within `budget` would not fit in `room` bytes, with the largest budget that does. */
export function budgetBeyondRoom(
  methods: readonly LabMethodName[],
  size: Size,
  budget: number,
  room: number,
): { readonly method: LabMethodName; readonly largest: number } | undefined {
  for (const method of methods) {
    const largest = largestBudgetWithin(keepsAs(method), size, room);
    if (budget > largest) return { method, largest };
  }
  return undefined;
}

/** The lab's method that keeps nodes as `method` does: A* and IDA* with the learner's heuristic keep what they keep with Manhattan's. */
function keepsAs(method: LabMethodName): MethodName {
  return method === 'astar-yours'
    ? 'astar-manhattan'
    : method === 'idastar-yours'
      ? 'idastar-manhattan'
      : method;
}
