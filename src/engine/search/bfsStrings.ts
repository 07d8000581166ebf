// Forward BFS with boards as strings in a Map, the articles' first attempt:
// deliberately naive (a new string per child, a hash per look-up) but
// correct, so the lab can show what the later methods save.
import { MOVES, opposite } from '../move';
import { blindMethod } from './blindMethod';

export const bfsStrings = blindMethod('bfs-strings', (setting, tally) => {
  const { board, cells, neighbours } = setting;
  const blankDigit = String(cells);
  const start = board.join('');
  const goal = setting.goal.join('');
  // Each board seen, with the move that first reached it (−1 for the start).
  const reachedBy = new Map<string, number>([[start, -1]]);
  const queue: string[] = [start];
  let depth = 0;
  let layerEnd = 1;
  tally.hold(1);
  for (let head = 0; head < queue.length; head++) {
    if (head === layerEnd) {
      depth++;
      layerEnd = queue.length;
    }
    const here = queue[head];
    const stop = tally.expand(depth);
    if (stop) return tally.finish(stop, undefined, false);
    tally.onStep?.({
      board: Array.from(here, Number),
      g: depth,
      h: 0,
      f: depth,
      frontier: queue.length - head - 1,
      expanded: tally.expanded,
    });
    if (here === goal) return tally.finish('solved', movesTo(here, reachedBy, neighbours, blankDigit), true);
    const blank = here.indexOf(blankDigit);
    for (let code = 0; code < 4; code++) {
      const to = neighbours[blank * 4 + code];
      if (to < 0) continue;
      tally.generated++;
      const child = swapped(here, blank, to);
      if (reachedBy.has(child)) continue;
      reachedBy.set(child, code);
      queue.push(child);
    }
    tally.hold(reachedBy.size);
  }
  return tally.finish('unsolvable', undefined, false);
});

function swapped(text: string, a: number, b: number): string {
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return text.slice(0, low) + text[high] + text.slice(low + 1, high) + text[low] + text.slice(high + 1);
}

/** The answer, found by undoing the recorded moves from the goal back to the start. */
function movesTo(
  goal: string,
  reachedBy: Map<string, number>,
  neighbours: Int8Array,
  blankDigit: string,
): string {
  const letters: string[] = [];
  let here = goal;
  for (let code = reachedBy.get(here) ?? -1; code >= 0; code = reachedBy.get(here) ?? -1) {
    letters.push(MOVES[code]);
    const blank = here.indexOf(blankDigit);
    here = swapped(here, blank, neighbours[blank * 4 + opposite(code)]);
  }
  return letters.reverse().join('');
}
