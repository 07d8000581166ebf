// Best-first search with a closed set, shared by A* (by f = g + h, ties to the
// larger g, which is nearer the goal) and greedy best-first (by h alone).
// With a consistent heuristic A* never reopens a closed node, so the first
// time it expands the goal its g is the shortest length.
import { Board } from '../boardType';
import type { Puzzle } from '../puzzleType';
import type { Guide } from './heuristic';
import { keyMaker, NodePool } from './nodePool';
import { movesAlong } from './path';
import { PriorityQueue } from './priorityQueue';
import { settingOf, Tally } from './tally';
import type { FiguresNamed, SearchOptions } from './types';

/** Room for g under each f in one priority: f · 2¹⁶ + (2¹⁶ − 1 − g). */
const G_ROOM = 65536;

/** Answers are proven shortest only for A* (not greedy) under a guide known consistent. */
export function bestFirst<Name extends string>(
  method: Name,
  guide: Guide,
  greedy: boolean,
  puzzle: Puzzle,
  board: Board,
  options: SearchOptions,
): FiguresNamed<Name> {
  const setting = settingOf(method, true, puzzle, board, options);
  const { cells, neighbours, goal } = setting;
  const tally = new Tally(method, setting, options);
  const { estimate } = guide;
  const keyOf = keyMaker(cells);
  const goalKey = keyOf(goal, 0);
  const pool = new NodePool(cells);
  const index = new Map<number | string, number>();
  const queue = new PriorityQueue();
  const priority = (g: number, h: number): number =>
    (greedy ? h : g + h) * G_ROOM + (G_ROOM - 1 - Math.min(g, G_ROOM - 1));

  const start = pool.add(board, board.indexOf(cells));
  pool.g[start] = 0;
  pool.h[start] = estimate(board);
  pool.parent[start] = -1;
  index.set(keyOf(board, 0), start);
  queue.push(start, priority(0, pool.h[start]));
  let open = 1;
  tally.hold(1);
  const child = new Uint8Array(cells);

  for (;;) {
    const node = queue.pop();
    if (node < 0) return tally.finish('unsolvable', undefined, false);
    // A node pushed again with a better g leaves its old entry behind.
    if (pool.closed[node]) continue;
    const g = pool.g[node];
    const stop = tally.expand(g);
    if (stop) return tally.finish(stop, undefined, false);
    pool.closed[node] = 1;
    open--;
    const at = node * cells;
    if (tally.onStep) {
      const h = pool.h[node];
      tally.onStep({ board: pool.board(node), g, h, f: g + h, frontier: open, expanded: tally.expanded });
    }
    if (keyOf(pool.cellsOf, at) === goalKey) {
      const moves = movesAlong(
        node,
        (n) => pool.parent[n],
        (n) => pool.move[n],
      );
      return tally.finish('solved', moves, !greedy && guide.consistent);
    }
    const blank = pool.blank[node];
    for (let code = 0; code < 4; code++) {
      const to = neighbours[blank * 4 + code];
      if (to < 0) continue;
      tally.generated++;
      const cellsHere = pool.cellsOf;
      for (let i = 0; i < cells; i++) child[i] = cellsHere[at + i];
      child[blank] = child[to];
      child[to] = cells;
      const key = keyOf(child, 0);
      const known = index.get(key);
      const childG = g + 1;
      if (known !== undefined) {
        // Greedy ignores g, so a board met again is simply skipped.
        if (greedy || pool.closed[known] || pool.g[known] <= childG) continue;
        pool.g[known] = childG;
        pool.parent[known] = node;
        pool.move[known] = code;
        queue.push(known, priority(childG, pool.h[known]));
        continue;
      }
      const added = pool.add(child, to);
      pool.g[added] = childG;
      pool.h[added] = estimate(child);
      pool.parent[added] = node;
      pool.move[added] = code;
      index.set(key, added);
      queue.push(added, priority(childG, pool.h[added]));
      open++;
    }
    // Open and closed nodes alike stay in the pool until the search ends.
    tally.hold(pool.size);
  }
}
