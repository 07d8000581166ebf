// The farthest a board can be from the goal depends on the goal: on where
// its blank lives. Insert Random Puzzle and Shuffle offer only what exists.
import assert from 'node:assert/strict';
import {
  BLANK,
  Board,
  EIGHT_PUZZLE,
  formatBoard,
  maxDistance,
  optimalDistance,
  Puzzle,
  puzzleOf,
  randomBoardAt,
  seededRandom,
} from '../../../src/engine';

/** Tiles 1–8 in order with the blank at `cell`. */
function goalWithBlankAt(cell: number): Board {
  const tiles = [1, 2, 3, 4, 5, 6, 7, 8];
  return [...tiles.slice(0, cell), BLANK, ...tiles.slice(cell)];
}

function toward(goal: Board): Puzzle {
  return puzzleOf(EIGHT_PUZZLE.size, goal);
}

/**
 * The farthest distance by a plain breadth-first search over boards as strings, independent of the engine's
 * table.
 */
function farthestByBfs(goal: Board): number {
  const start = goal.join('');
  const seen = new Map<string, number>([[start, 0]]);
  const queue = [start];
  let farthest = 0;
  for (let head = 0; head < queue.length; head++) {
    const here = queue[head];
    const distance = seen.get(here) ?? 0;
    farthest = Math.max(farthest, distance);
    const blank = here.indexOf(String(BLANK));
    const [row, column] = [Math.floor(blank / 3), blank % 3];
    for (const [dr, dc] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ]) {
      const [r, c] = [row + dr, column + dc];
      if (r < 0 || r > 2 || c < 0 || c > 2) continue;
      const cells = here.split('');
      [cells[blank], cells[r * 3 + c]] = [cells[r * 3 + c], cells[blank]];
      const next = cells.join('');
      if (seen.has(next)) continue;
      seen.set(next, distance + 1);
      queue.push(next);
    }
  }
  return farthest;
}

describe('the farthest distance from a goal', () => {
  it('is 30 when the blank lives in the centre and 31 anywhere else', () => {
    for (let cell = 0; cell < 9; cell++) {
      const goal = goalWithBlankAt(cell);
      assert.equal(maxDistance(toward(goal)), cell === 4 ? 30 : 31, formatBoard(goal));
    }
    assert.equal(maxDistance(EIGHT_PUZZLE), 31);
    assert.equal(maxDistance(toward([1, 2, 3, 8, BLANK, 4, 7, 6, 5])), 30);
  });

  it('agrees with a plain breadth-first search, for a centre goal and the judges’ goal', () => {
    const luogu: Board = [1, 2, 3, 8, BLANK, 4, 7, 6, 5];
    assert.equal(farthestByBfs(luogu), maxDistance(toward(luogu)));
    assert.equal(farthestByBfs(goalWithBlankAt(8)), maxDistance(toward(goalWithBlankAt(8))));
  });

  it('is the last distance at which a board can be dealt', () => {
    const random = seededRandom(3);
    for (const puzzle of [goalWithBlankAt(4), goalWithBlankAt(8), goalWithBlankAt(1)].map(toward)) {
      const farthest = maxDistance(puzzle);
      const dealt = randomBoardAt(puzzle, farthest, random);
      assert.ok(dealt);
      assert.equal(optimalDistance(puzzle, dealt), farthest);
      assert.equal(randomBoardAt(puzzle, farthest + 1, random), undefined);
    }
  });
});
