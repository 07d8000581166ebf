import assert from 'node:assert/strict';
import {
  allBoards, Board, buildDistanceTable, cellCount, distanceTable, hasDistanceTable, isSolvable, maxDistance, optimalDistance, permutations, puzzleParity, rank, replay, seededRandom,
  randomBoardAt, Shape, shapeKey, SHAPES, solve, solveRank, UNREACHABLE, unrank, writeMoves, goalOf,
} from '../../src/engine';

// Every size of at most 9 cells, every permutation, against a plain search
// written here: boards are strings of one character a cell ('a' + value, the
// blank the last letter), moves are string swaps, distances live in a Map.
// It shares no code with the engine, so the ranked tables answer to it.

const SMALL_SHAPES = SHAPES.filter((shape) => cellCount(shape) <= 9);

function letters(board: Board): string {
  return board.map((value) => String.fromCharCode(96 + value)).join('');
}

function plainDistances(goal: Board, shape: Shape): Map<string, number> {
  const { rows, columns } = shape;
  const blank = String.fromCharCode(96 + rows * columns);
  const start = letters(goal);
  const distances = new Map<string, number>([[start, 0]]);
  let level = [start];
  for (let distance = 1; level.length > 0; distance++) {
    const next: string[] = [];
    for (const board of level) {
      const at = board.indexOf(blank);
      const [row, column] = [Math.floor(at / columns), at % columns];
      const targets = [row > 0 ? at - columns : -1, row < rows - 1 ? at + columns : -1, column > 0 ? at - 1 : -1, column < columns - 1 ? at + 1 : -1];
      for (const to of targets) {
        if (to < 0) continue;
        const cells = board.split('');
        [cells[at], cells[to]] = [cells[to], cells[at]];
        const after = cells.join('');
        if (distances.has(after)) continue;
        distances.set(after, distance);
        next.push(after);
      }
    }
    level = next;
  }
  return distances;
}

/** A goal of the other parity class from the default one: two tiles swapped, the blank moved to the first cell. */
function otherGoals(shape: Shape): Board[] {
  const base = goalOf(shape).slice();
  const swapped = base.slice();
  [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
  const blankFirst = [base.length, ...base.slice(0, -1)];
  return [swapped, blankFirst];
}

describe('every size of at most 9 cells, against a plain search', function () {
  this.timeout(120_000);
  for (const shape of SMALL_SHAPES) {
    const goals = [goalOf(shape), ...otherGoals(shape)];
    // The eight puzzle's 9! boards are checked goal by goal in engine.exhaustive.test.ts; here only its new goals.
    for (const goal of cellCount(shape) === 9 ? goals.slice(1) : goals) {
      it(`${shapeKey(shape)} toward ${letters(goal)}: solvability, every distance, every answer`, () => {
        const plain = plainDistances(goal, shape);
        const table = distanceTable(goal, shape);
        assert.equal(table.shape.rows, shape.rows);
        assert.equal(table.shape.columns, shape.columns);
        assert.equal(plain.size, permutations(shape) / 2, 'half the boards reach the goal');
        let count = 0;
        let farthest = 0;
        const out = new Uint8Array(64);
        for (const board of allBoards(shape)) {
          const expected = plain.get(letters(board));
          const index = rank(board);
          assert.equal(index, count++);
          assert.deepEqual(unrank(index, shape), board);
          assert.equal(isSolvable(board, goal, shape), expected !== undefined, `parity of ${letters(board)}`);
          assert.equal(puzzleParity(board, shape) === puzzleParity(goal, shape), expected !== undefined);
          assert.equal(optimalDistance(board, goal, shape), expected);
          const solution = solve(board, goal, shape);
          if (expected === undefined) {
            assert.equal(solution.solvable, false);
            assert.equal(table.distance[index], UNREACHABLE);
            assert.equal(solveRank(table, index).solvable, false);
            continue;
          }
          farthest = Math.max(farthest, expected);
          assert.ok(solution.solvable);
          assert.equal(solution.distance, expected);
          assert.equal(solution.moves.length, expected);
          const played = replay(board, solution.moves, goal, shape);
          assert.ok(played.solved && played.badStep === undefined, `${solution.moves} from ${letters(board)}`);
          const end = writeMoves(table, index, out, 0);
          assert.equal(new TextDecoder().decode(out.subarray(0, end)), solution.moves);
        }
        assert.equal(count, permutations(shape));
        assert.equal(maxDistance(goal, shape), farthest);
        assert.equal(table.levelStart.length - 2, farthest);
      });
    }
  }

  it('keeps one table per size and goal: 2×4 and 4×2 share ranks but not distances', () => {
    const wide = SMALL_SHAPES.find((s) => s.rows === 2 && s.columns === 4)!;
    const tall = SMALL_SHAPES.find((s) => s.rows === 4 && s.columns === 2)!;
    const goal = goalOf(wide);
    assert.notEqual(distanceTable(goal, wide), distanceTable(goal, tall));
    assert.ok(hasDistanceTable(goal, wide) && hasDistanceTable(goal, tall));
    // The blank one row up: one move on 4×2 (two columns), not on 2×4.
    const board = [1, 2, 3, 4, 5, 6, 7, 8];
    [board[5], board[7]] = [board[7], board[5]];
    assert.equal(optimalDistance(board, goal, tall), 1);
    assert.notEqual(optimalDistance(board, goal, wide), 1);
  });

  it('builds a table the same way twice, and draws boards at a distance from it', () => {
    const shape = SMALL_SHAPES.find((s) => s.rows === 2 && s.columns === 3)!;
    const fresh = buildDistanceTable(goalOf(shape), shape);
    assert.deepEqual(fresh.distance, distanceTable(goalOf(shape), shape).distance);
    const random = seededRandom(7);
    for (let d = 0; d <= fresh.maxDistance; d++) {
      const board = randomBoardAt(d, random, goalOf(shape), shape);
      assert.ok(board);
      assert.equal(optimalDistance(board, goalOf(shape), shape), d);
    }
    assert.equal(randomBoardAt(fresh.maxDistance + 1, random, goalOf(shape), shape), undefined);
  });

  it('refuses sizes of more than 9 cells with a RangeError that names the large solver', () => {
    for (const shape of SHAPES.filter((s) => cellCount(s) > 9)) {
      const goal = goalOf(shape);
      assert.equal(hasDistanceTable(goal, shape), false);
      assert.throws(() => distanceTable(goal, shape), /large solver/);
      assert.throws(() => solve(goal, goal, shape), /large solver/);
      assert.throws(() => permutations(shape), /large solver/);
    }
  });
});
