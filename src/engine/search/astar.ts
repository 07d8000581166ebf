// A* with a closed set, by Manhattan distance or Manhattan distance plus
// linear conflict: both consistent, so every answer is shortest.
import { bestFirst } from './bestFirst';
import { guideFor } from './heuristic';
import type { SearchMethod, SearchOptions } from './types';

export const astarManhattan: SearchMethod = {
  name: 'astar-manhattan',
  heuristic: true,
  run: (puzzle, board, options: SearchOptions = {}) =>
    bestFirst('astar-manhattan', guideFor('manhattan', puzzle), false, puzzle, board, options),
};

export const astarLinearConflict: SearchMethod = {
  name: 'astar-linear-conflict',
  heuristic: true,
  run: (puzzle, board, options: SearchOptions = {}) =>
    bestFirst('astar-linear-conflict', guideFor('linear-conflict', puzzle), false, puzzle, board, options),
};
