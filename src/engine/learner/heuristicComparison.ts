// A* and IDA* with the learner's heuristic (looked up by rank from the values
// it was checked with) beside the lab's own bounds, on the same seeded boards
// from every distance band: whether the heuristic is good, not merely valid.
import type { Board } from '../boardType';
import type { DistanceTable } from '../distanceTable';
import type { PatternDatabase } from '../pdb/database';
import { Random, randomBelow, seededRandom } from '../random';
import { rankAt, unrank } from '../rank';
import { Guide, guideFor } from '../search/heuristic';
import { astarWith, idastarWith } from '../search/withEstimate';
import type { SearchOptions } from '../search/types';
import { databaseEstimate } from './databaseEstimate';

export type ComparedSearch = 'astar' | 'idastar';
export type ComparedHeuristic = 'yours' | 'manhattan' | 'linear-conflict' | 'pattern-databases';

export interface ComparisonFigure {
  readonly search: ComparedSearch;
  readonly heuristic: ComparedHeuristic;
  readonly boards: number;
  readonly expanded: number;
  readonly meanExpanded: number;
  readonly shortest: number;
  readonly budgetSpent: number;
}

export interface ComparisonFigures {
  readonly boards: number;
  readonly seed: number;
  readonly budget: number;
  readonly rows: readonly ComparisonFigure[];
}

export interface ComparisonOptions {
  readonly boards: number;
  readonly seed: number;
  /** Nodes per board and search. */
  readonly budget: number;
  /** The pattern databases of the comparison's last heuristic, for this puzzle. */
  readonly databases: readonly PatternDatabase[];
  readonly isCancelled?: () => boolean;
}

/** A* keeps h in 32-bit integers: a learner's larger value is held at this, which no distance comes near. */
const MOST_H = 2 ** 30;

/**
 * `count` boards, spread over the distances 1 … max as evenly as the count
 * allows (each band before any gets a second), each drawn at random from its band.
 */
export function comparisonBoards(table: DistanceTable, count: number, random: Random): Board[] {
  const { levelStart, maxDistance, order } = table;
  const boards: Board[] = [];
  for (let k = 0; k < count && maxDistance > 0; k++) {
    const distance = 1 + (k % maxDistance);
    const from = levelStart[distance];
    const rank = order[from + randomBelow(random, levelStart[distance + 1] - from)];
    boards.push(unrank(table.puzzle.size, rank));
  }
  return boards;
}

/** The learner's heuristic as a guide: a look-up by rank, known neither consistent nor 0 at the goal. */
export function yoursGuide(values: Float64Array, cells: number): Guide {
  return {
    estimate: (board, offset = 0) => Math.min(values[rankAt(board, offset, cells)], MOST_H),
    consistent: false,
  };
}

export function compareSearches(
  table: DistanceTable,
  values: Float64Array,
  options: ComparisonOptions,
): ComparisonFigures {
  const { puzzle } = table;
  const boards = comparisonBoards(table, options.boards, seededRandom(options.seed));
  const guides: readonly [ComparedHeuristic, Guide][] = [
    ['yours', yoursGuide(values, puzzle.size.cells)],
    ['manhattan', guideFor('manhattan', puzzle)],
    ['linear-conflict', guideFor('linear-conflict', puzzle)],
    ['pattern-databases', { estimate: databaseEstimate(puzzle, options.databases), consistent: true }],
  ];
  const searchOptions: SearchOptions = { budget: options.budget, isCancelled: options.isCancelled };
  const rows: ComparisonFigure[] = [];
  for (const search of ['astar', 'idastar'] as const) {
    for (const [heuristic, guide] of guides) {
      let expanded = 0;
      let shortest = 0;
      let budgetSpent = 0;
      for (const board of boards) {
        const run = search === 'astar' ? astarWith : idastarWith;
        const figures = run(guide, puzzle, board, searchOptions);
        expanded += figures.expanded;
        if (figures.outcome === 'budget') budgetSpent++;
        if (
          figures.outcome === 'solved' &&
          figures.length === table.distance[rankAt(board, 0, puzzle.size.cells)]
        )
          shortest++;
      }
      rows.push({
        search,
        heuristic,
        boards: boards.length,
        expanded,
        meanExpanded: boards.length > 0 ? expanded / boards.length : 0,
        shortest,
        budgetSpent,
      });
    }
  }
  return { boards: boards.length, seed: options.seed, budget: options.budget, rows };
}
