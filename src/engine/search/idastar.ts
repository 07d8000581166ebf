// IDA*: depth-first search under a bound on f = g + h, the bound raised to
// the least f that exceeded it, until the goal is reached. It holds only the
// path, never a visited set, so it never undoes the last move but may visit
// a board many times; and on a board that cannot reach the goal it never
// runs out of paths, so it stops at its budget (it has one on every size).
import { Board } from '../boardType';
import { MOVES, opposite } from '../move';
import type { Puzzle } from '../puzzleType';
import { Guide, guideFor } from './heuristic';
import { settingOf, Tally } from './tally';
import type { FiguresNamed, SearchMethod, SearchOptions } from './types';

/**
 * IDA*'s budget on boards of at most 9 cells when the caller gives none: the hardest eight-puzzle boards need
 * about 15,000 nodes, an unsolvable one would never end.
 */
export const DEFAULT_IDASTAR_BUDGET = 2_000_000;

const FOUND = -1;
const STOPPED = -2;

export function idastar<Name extends string>(
  method: Name,
  guide: Guide,
  puzzle: Puzzle,
  board: Board,
  options: SearchOptions,
): FiguresNamed<Name> {
  const setting = settingOf(method, true, puzzle, board, options, DEFAULT_IDASTAR_BUDGET);
  const { cells, neighbours, goal } = setting;
  const tally = new Tally(method, setting, options);
  const { estimate, consistent } = guide;
  const here = Uint8Array.from(board);
  const goalCells = Uint8Array.from(goal);
  const path: number[] = [];
  let stopped: FiguresNamed<Name>['outcome'] | undefined;
  let bound = estimate(here);

  const isGoal = (): boolean => {
    for (let i = 0; i < cells; i++) if (here[i] !== goalCells[i]) return false;
    return true;
  };

  /** FOUND, STOPPED, or the least f above the bound met below this node. */
  const search = (g: number, h: number, blank: number, last: number): number => {
    const f = g + h;
    if (f > bound) return f;
    const stop = tally.expand(g);
    if (stop) {
      stopped = stop;
      return STOPPED;
    }
    tally.hold(g + 1);
    tally.onStep?.({ board: Array.from(here), g, h, f, frontier: g, expanded: tally.expanded });
    // Only a guide 0 at the goal may skip the test where h is not 0.
    if ((h === 0 || !consistent) && isGoal()) return FOUND;
    let least = Infinity;
    for (let code = 0; code < 4; code++) {
      const to = neighbours[blank * 4 + code];
      if (to < 0 || (last >= 0 && code === opposite(last))) continue;
      tally.generated++;
      here[blank] = here[to];
      here[to] = cells;
      path.push(code);
      const result = search(g + 1, estimate(here), to, code);
      if (result === FOUND || result === STOPPED) return result;
      path.pop();
      here[to] = here[blank];
      here[blank] = cells;
      if (result < least) least = result;
    }
    return least;
  };

  const blank = board.indexOf(cells);
  for (;;) {
    const result = search(0, estimate(here), blank, -1);
    if (result === FOUND) return tally.finish('solved', path.map((code) => MOVES[code]).join(''), consistent);
    if (result === STOPPED) return tally.finish(stopped ?? 'budget', undefined, false);
    // No path left under any bound: only a board with no moves at all gets here.
    if (result === Infinity) return tally.finish('unsolvable', undefined, false);
    bound = result;
  }
}

export const idastarManhattan: SearchMethod = {
  name: 'idastar-manhattan',
  heuristic: true,
  run: (puzzle, board, options: SearchOptions = {}) =>
    idastar('idastar-manhattan', guideFor('manhattan', puzzle), puzzle, board, options),
};

export const idastarLinearConflict: SearchMethod = {
  name: 'idastar-linear-conflict',
  heuristic: true,
  run: (puzzle, board, options: SearchOptions = {}) =>
    idastar('idastar-linear-conflict', guideFor('linear-conflict', puzzle), puzzle, board, options),
};
