// The lab's own methods from the trace's start, beside the learner's search,
// and the sentence that puts the two side by side.
import type { Board } from '../boardType';
import type { Puzzle } from '../puzzleType';
import { hasTable } from '../sizes';
import { MethodName, METHODS, runsOn, SearchOptions } from '../search';
import type { TraceFigures } from './traceFigures';
import { groupDigits } from './traceReplay';

/** One of our methods on the trace's start. */
export interface OurRun {
  readonly method: string;
  readonly expanded: number;
  /** The answer's length, or null when it found none. */
  readonly length: number | null;
  /** `solved`, `unsolvable`, `budget` (its node budget spent) or `cancelled`. */
  readonly outcome: string;
}

/**
 * The node budget of each method on sizes without a distance table: enough
 * for A* on most 15-puzzles a learner traces, small enough to answer in
 * seconds beside a trace.
 */
export const LARGE_TRACE_BUDGET = 200_000;

/** The words a sentence names each method by. */
const METHOD_WORDS: Readonly<Record<MethodName, string>> = {
  'bfs-strings': 'BFS over strings',
  'bfs-cantor': 'BFS over Cantor ranks',
  'reverse-table': 'the reverse table',
  bidirectional: 'bidirectional BFS',
  'astar-manhattan': 'A* with Manhattan',
  'astar-linear-conflict': 'A* with linear conflict',
  'idastar-manhattan': 'IDA* with Manhattan',
  'idastar-linear-conflict': 'IDA* with linear conflict',
  greedy: 'greedy best-first',
};

/** Every method that runs on the size, from `start` toward the puzzle's goal, within `budget` nodes on sizes without a table. */
export function ourRuns(
  puzzle: Puzzle,
  start: Board,
  options: { readonly budget?: number; readonly isCancelled?: () => boolean } = {},
): OurRun[] {
  const budget = options.budget ?? (hasTable(puzzle.size) ? undefined : LARGE_TRACE_BUDGET);
  const searchOptions: SearchOptions = { budget, isCancelled: options.isCancelled, rebuildTable: true };
  return METHODS.filter((method) => runsOn(method, puzzle.size)).map((method) => {
    const figures = method.run(puzzle, start, searchOptions);
    return {
      method: method.name,
      expanded: figures.expanded,
      length: figures.length ?? null,
      outcome: figures.outcome,
    };
  });
}

/**
 * "your search expanded 2,178 boards, 2,096 of them again; A* with Manhattan expands 63, BFS over Cantor
 * ranks 1,021".
 */
export function traceSummary(
  figures: Pick<TraceFigures, 'expansions' | 'reexpanded'>,
  ours: readonly OurRun[],
): string {
  const { expansions, reexpanded } = figures;
  const yours = `your search expanded ${groupDigits(expansions)} board${expansions === 1 ? '' : 's'}${reexpanded > 0 ? `, ${groupDigits(reexpanded)} of them again` : ''}`;
  const compared = ['astar-manhattan', 'bfs-cantor']
    .map((name) => ours.find((run) => run.method === name))
    .filter((run): run is OurRun => run !== undefined)
    .map(
      (run, i) =>
        `${METHOD_WORDS[run.method as MethodName]}${i === 0 ? ' expands' : ''} ${groupDigits(run.expanded)}${run.outcome === 'budget' ? ' (budget spent)' : ''}`,
    );
  return compared.length === 0 ? yours : `${yours}; ${compared.join(', ')}`;
}
