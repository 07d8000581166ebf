import { Problem, runModeOf } from '../../problems';
import type { RunMode } from './types';

/**
 * The boards of the default set where the judge's input size decides them:
 * a problem whose every board comes in one run, its size an estimate
 * (HDU 1043: 1,400), so that the set's time and memory verdicts stand for
 * the judge's. Undefined where it does not: the edge set and
 * STANDARD_RANDOM_CASES random boards (a board a run is the judge's
 * size whatever the set; a statement's bound splits a set into runs).
 */
export function standardBoards(
  problem: Problem,
  mode: RunMode = runModeOf(problem.input),
): number | undefined {
  return mode === 'batch' && problem.input.kind !== 'one-board' && problem.data.from === 'estimate'
    ? problem.data.boards
    : undefined;
}
