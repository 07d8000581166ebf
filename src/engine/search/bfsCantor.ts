// Forward BFS over Cantor ranks, the articles' second attempt: a board is its
// rank, the visited set a bitset of n! bits, and each rank keeps its parent's
// rank and the move that reached it, so the answer is read back from the goal.
import { FACTORIAL, rank, unrank } from '../rank';
import { forEachNeighbourRank, movesAlong } from './path';
import { blindMethod } from './blindMethod';

export const bfsCantor = blindMethod('bfs-cantor', (setting, tally) => {
  const { board, cells, neighbours, size } = setting;
  const count = FACTORIAL[cells];
  const visited = new Uint32Array(Math.ceil(count / 32));
  const parent = new Int32Array(count);
  const move = new Uint8Array(count);
  // Without the parity test the search cannot know only half the ranks are
  // reachable, so the queue has room for all of them.
  const queue = new Uint32Array(count);
  const goalRank = rank(setting.goal);
  const start = rank(board);
  visited[start >>> 5] |= 1 << (start & 31);
  parent[start] = -1;
  queue[0] = start;
  let tail = 1;
  let depth = 0;
  let layerEnd = 1;
  tally.hold(1);
  for (let head = 0; head < tail; head++) {
    if (head === layerEnd) {
      depth++;
      layerEnd = tail;
    }
    const here = queue[head];
    const stop = tally.expand(depth);
    if (stop) return tally.finish(stop, undefined, false);
    const cellsHere = unrank(size, here);
    tally.onStep?.({
      board: cellsHere.slice(),
      g: depth,
      h: 0,
      f: depth,
      frontier: tail - head - 1,
      expanded: tally.expanded,
    });
    if (here === goalRank) {
      const moves = movesAlong(
        here,
        (node) => parent[node],
        (node) => move[node],
      );
      return tally.finish('solved', moves, true);
    }
    forEachNeighbourRank(cellsHere, cellsHere.indexOf(cells), neighbours, (child, code) => {
      tally.generated++;
      const bit = 1 << (child & 31);
      if (visited[child >>> 5] & bit) return;
      visited[child >>> 5] |= bit;
      parent[child] = here;
      move[child] = code;
      queue[tail++] = child;
    });
    // Every rank ever queued stays marked in the bitset: that is what it holds.
    tally.hold(tail);
  }
  return tally.finish('unsolvable', undefined, false);
});
