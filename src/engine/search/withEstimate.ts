// A* and IDA* steered by an estimate the caller gives: the lab runs them
// with a learner's heuristic, looked up by rank from the values it was
// checked with, beside the same searches with the lab's own bounds.
import type { Board } from '../boardType';
import type { Puzzle } from '../puzzleType';
import { bestFirst } from './bestFirst';
import type { Guide } from './heuristic';
import { idastar } from './idastar';
import type { EstimateFigures, SearchOptions } from './types';

/** A* with a closed set under `guide`; its answer is called shortest only when the guide is known consistent. */
export function astarWith(
  guide: Guide,
  puzzle: Puzzle,
  board: Board,
  options: SearchOptions = {},
): EstimateFigures {
  return bestFirst('astar-yours', guide, false, puzzle, board, options);
}

/** IDA* under `guide`, with IDA*'s own default budget; the goal is tested on every node unless the guide is known consistent. */
export function idastarWith(
  guide: Guide,
  puzzle: Puzzle,
  board: Board,
  options: SearchOptions = {},
): EstimateFigures {
  return idastar('idastar-yours', guide, puzzle, board, options);
}
