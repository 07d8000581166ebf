// Greedy best-first: always the board that looks nearest (least Manhattan
// distance plus linear conflict), never mind how far it is from the start.
// Fast, and its answers reach the goal, but nothing makes them shortest.
import { bestFirst } from './bestFirst';
import { guideFor } from './heuristic';
import type { SearchMethod, SearchOptions } from './types';

export const greedy: SearchMethod = {
  name: 'greedy',
  heuristic: true,
  run: (puzzle, board, options: SearchOptions = {}) =>
    bestFirst('greedy', guideFor('linear-conflict', puzzle), true, puzzle, board, options),
};
