// BFS from the start and from the goal at once, a whole layer at a time on
// the side with the smaller frontier, until the two meet. The layer in which
// they first meet is finished and the shortest meeting kept: stopping at the
// first meeting found could miss a shorter one later in the same layer.
import { MOVES, opposite } from '../move';
import { FACTORIAL, rank, unrank } from '../rank';
import { forEachNeighbourRank, movesAlong } from './path';
import { blindMethod } from './blindMethod';

const UNSEEN = 255;

interface Side {
  readonly distance: Uint8Array;
  readonly parent: Int32Array;
  readonly move: Uint8Array;
  readonly queue: Uint32Array;
  head: number;
  tail: number;
  depth: number;
}

function side(count: number, from: number): Side {
  const distance = new Uint8Array(count).fill(UNSEEN);
  const parent = new Int32Array(count);
  const queue = new Uint32Array(count);
  distance[from] = 0;
  parent[from] = -1;
  queue[0] = from;
  return { distance, parent, move: new Uint8Array(count), queue, head: 0, tail: 1, depth: 0 };
}

export const bidirectional = blindMethod('bidirectional', (setting, tally) => {
  const { board, cells, neighbours, size } = setting;
  const count = FACTORIAL[cells];
  const start = rank(board);
  const goal = rank(setting.goal);
  tally.hold(start === goal ? 1 : 2);
  if (start === goal) {
    const stop = tally.expand(0);
    return tally.finish(stop ?? 'solved', stop ? undefined : '', true);
  }
  const forward = side(count, start);
  const backward = side(count, goal);
  let best = Infinity;
  let meeting = -1;
  for (;;) {
    const here = forward.tail - forward.head <= backward.tail - backward.head ? forward : backward;
    const there = here === forward ? backward : forward;
    const layerEnd = here.tail;
    // A side with nothing left to expand has seen every board it can reach: the other end is not among them.
    if (here.head === layerEnd) return tally.finish('unsolvable', undefined, false);
    const childDistance = here.depth + 1;
    for (; here.head < layerEnd; here.head++) {
      const at = here.queue[here.head];
      const stop = tally.expand(here.depth);
      if (stop) return tally.finish(stop, undefined, false);
      const cellsHere = unrank(size, at);
      tally.onStep?.({
        board: cellsHere.slice(),
        g: here.depth,
        h: 0,
        f: here.depth,
        frontier: forward.tail - forward.head + backward.tail - backward.head - 1,
        expanded: tally.expanded,
      });
      forEachNeighbourRank(cellsHere, cellsHere.indexOf(cells), neighbours, (child, code) => {
        tally.generated++;
        if (here.distance[child] !== UNSEEN) return;
        here.distance[child] = childDistance;
        here.parent[child] = at;
        here.move[child] = code;
        here.queue[here.tail++] = child;
        const other = there.distance[child];
        if (other !== UNSEEN && childDistance + other < best) {
          best = childDistance + other;
          meeting = child;
        }
      });
      tally.hold(forward.tail + backward.tail);
    }
    here.depth = childDistance;
    if (meeting >= 0) {
      const toMeeting = movesAlong(
        meeting,
        (node) => forward.parent[node],
        (node) => forward.move[node],
      );
      let fromMeeting = '';
      // The backward side recorded moves away from the goal; walking to the goal undoes them.
      for (let node = meeting; backward.parent[node] >= 0; node = backward.parent[node])
        fromMeeting += MOVES[opposite(backward.move[node])];
      return tally.finish('solved', toMeeting + fromMeeting, true);
    }
  }
});
