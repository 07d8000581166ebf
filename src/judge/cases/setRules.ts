import type { Problem } from '../../problems';
import { RunMode, standardBoards } from '../spec';

/** What of a problem its test sets follow. */
export interface SetRules {
  readonly name: string;
  /**
   * Whether its data has unsolvable boards (generated sets have none otherwise; a file is taken as it is).
   */
  readonly unsolvableBoards: boolean;
  /** The most moves a board of its data needs, where the statement bounds it: generated sets stay within. */
  readonly mostMoves: number | undefined;
  /** Each case is a start and a goal (HDU 3567). */
  readonly pairs: boolean;
  /**
   * How many boards the default set holds where one run takes them all and
   * the judge's input size is an estimate: that many, so that its time and
   * memory verdicts stand for the judge's (UVa 10181: what its accepted
   * programs answer in its 3 s). Undefined: the edge set and the usual
   * random boards.
   */
  readonly standardBoards: number | undefined;
}

/** The rules a problem's test sets follow, run `mode`'s way. */
export function setRulesOf(problem: Problem, mode: RunMode): SetRules {
  return {
    name: problem.name,
    unsolvableBoards: problem.unsolvableBoards,
    mostMoves: problem.mostMoves,
    pairs: problem.input.kind === 'counted-pairs',
    standardBoards: standardBoards(problem, mode),
  };
}
