// The search lab's methods, each behind the one interface of ./types.
import { astarLinearConflict, astarManhattan } from './astar';
import { bfsCantor } from './bfsCantor';
import { bfsStrings } from './bfsStrings';
import { bidirectional } from './bidirectional';
import { greedy } from './greedy';
import { idastarLinearConflict, idastarManhattan } from './idastar';
import { reverseTable } from './reverseTable';
import type { MethodName, SearchMethod } from './types';
import { hasTable, Size } from '../sizes';

export type {
  EstimateFigures,
  EstimateMethodName,
  MethodName,
  SearchFigures,
  SearchMethod,
  SearchOptions,
  SearchStep,
} from './types';
export type { Estimate, Guide } from './heuristic';
export { guideFor } from './heuristic';
export { astarWith, idastarWith } from './withEstimate';
export { DEFAULT_LARGE_BUDGET } from './tally';
export { DEFAULT_IDASTAR_BUDGET } from './idastar';

/** Every method, in the order the lab's table lists them. */
export const METHODS: readonly SearchMethod[] = Object.freeze([
  bfsStrings,
  bfsCantor,
  reverseTable,
  bidirectional,
  astarManhattan,
  astarLinearConflict,
  idastarManhattan,
  idastarLinearConflict,
  greedy,
]);

/** The method of that name, or undefined. */
export function methodNamed(name: string): SearchMethod | undefined {
  return METHODS.find((method) => method.name === name);
}

/** Whether a method runs on boards of `size`: heuristic ones on every size, the others (which need ranks) on sizes with a distance table. */
export function runsOn(method: SearchMethod, size: Size): boolean {
  return method.heuristic || hasTable(size);
}

/** The names, in the table's order. */
export const METHOD_NAMES: readonly MethodName[] = METHODS.map((method) => method.name);
export { bytesPerKeptNode, largestBudgetWithin, mostKeptNodes, MOST_MAP_ENTRIES } from './memory';
