import assert from 'node:assert/strict';
import {
  allBoards,
  Board,
  buildDistanceTable,
  distanceTable,
  hasDistanceTable,
  hasTable,
  isSolvable,
  maxDistance,
  optimalDistance,
  permutations,
  puzzleOf,
  puzzleParity,
  rank,
  replay,
  seededRandom,
  randomBoardAt,
  Size,
  SIZES,
  solve,
  solveRank,
  UNREACHABLE,
  unrank,
  writeMoves,
} from '../../../src/engine';

// Every size of at most 9 cells, every permutation, against a plain search
// written here: boards are strings of one character a cell ('a' + value, the
// blank the last letter), moves are string swaps, distances live in a Map.
// It shares no code with the engine, so the ranked tables answer to it.

const SMALL_SIZES = SIZES.filter(hasTable);

function letters(board: Board): string {
  return board.map((value) => String.fromCharCode(96 + value)).join('');
}

function plainDistances(goal: Board, size: Size): Map<string, number> {
  const { rows, columns } = size;
  const blank = String.fromCharCode(96 + rows * columns);
  const start = letters(goal);
  const distances = new Map<string, number>([[start, 0]]);
  let level = [start];
  for (let distance = 1; level.length > 0; distance++) {
    const next: string[] = [];
    for (const board of level) {
      const at = board.indexOf(blank);
      const [row, column] = [Math.floor(at / columns), at % columns];
      const targets = [
        row > 0 ? at - columns : -1,
        row < rows - 1 ? at + columns : -1,
        column > 0 ? at - 1 : -1,
        column < columns - 1 ? at + 1 : -1,
      ];
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

/**
 * A goal of the other parity class from the default one: two tiles swapped, the blank moved to the first
 * cell.
 */
function otherGoals(size: Size): Board[] {
  const base = size.defaultGoal.slice();
  const swapped = base.slice();
  [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
  const blankFirst = [base.length, ...base.slice(0, -1)];
  return [swapped, blankFirst];
}

describe('every size of at most 9 cells, against a plain search', function () {
  this.timeout(120_000);
  for (const size of SMALL_SIZES) {
    const goals = [size.defaultGoal, ...otherGoals(size)];
    // The eight puzzle's 9! boards are checked goal by goal in engine.exhaustive.test.ts; here only its new
    // goals.
    for (const goal of size.cells === 9 ? goals.slice(1) : goals) {
      it(`${size.key} toward ${letters(goal)}: solvability, every distance, every answer`, () => {
        const puzzle = puzzleOf(size, goal);
        const plain = plainDistances(goal, size);
        const table = distanceTable(puzzle);
        assert.equal(table.puzzle.size.rows, size.rows);
        assert.equal(table.puzzle.size.columns, size.columns);
        assert.equal(plain.size, permutations(size) / 2, 'half the boards reach the goal');
        let count = 0;
        let farthest = 0;
        const out = new Uint8Array(64);
        for (const board of allBoards(size)) {
          const expected = plain.get(letters(board));
          const index = rank(board);
          assert.equal(index, count++);
          assert.deepEqual(unrank(size, index), board);
          assert.equal(isSolvable(puzzle, board), expected !== undefined, `parity of ${letters(board)}`);
          assert.equal(puzzleParity(size, board) === puzzleParity(size, goal), expected !== undefined);
          assert.equal(optimalDistance(puzzle, board), expected);
          const solution = solve(puzzle, board);
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
          const played = replay(puzzle, board, solution.moves);
          assert.ok(
            played.solved && played.badStep === undefined,
            `${solution.moves} from ${letters(board)}`,
          );
          const end = writeMoves(table, index, out, 0);
          assert.equal(new TextDecoder().decode(out.subarray(0, end)), solution.moves);
        }
        assert.equal(count, permutations(size));
        assert.equal(maxDistance(puzzle), farthest);
        assert.equal(table.levelStart.length - 2, farthest);
      });
    }
  }

  it('keeps one table per size and goal: 2×4 and 4×2 share ranks but not distances', () => {
    const wide = puzzleOf(SMALL_SIZES.find((s) => s.rows === 2 && s.columns === 4)!);
    const tall = puzzleOf(SMALL_SIZES.find((s) => s.rows === 4 && s.columns === 2)!);
    assert.deepEqual(wide.goal, tall.goal);
    assert.notEqual(distanceTable(wide), distanceTable(tall));
    assert.ok(hasDistanceTable(wide) && hasDistanceTable(tall));
    // The blank one row up: one move on 4×2 (two columns), not on 2×4.
    const board = [1, 2, 3, 4, 5, 6, 7, 8];
    [board[5], board[7]] = [board[7], board[5]];
    assert.equal(optimalDistance(tall, board), 1);
    assert.notEqual(optimalDistance(wide, board), 1);
  });

  it('builds a table the same way twice, and draws boards at a distance from it', () => {
    const puzzle = puzzleOf(SMALL_SIZES.find((s) => s.rows === 2 && s.columns === 3)!);
    const fresh = buildDistanceTable(puzzle);
    assert.deepEqual(fresh.distance, distanceTable(puzzle).distance);
    const random = seededRandom(7);
    for (let d = 0; d <= fresh.maxDistance; d++) {
      const board = randomBoardAt(puzzle, d, random);
      assert.ok(board);
      assert.equal(optimalDistance(puzzle, board), d);
    }
    assert.equal(randomBoardAt(puzzle, fresh.maxDistance + 1, random), undefined);
  });

  it('refuses sizes of more than 9 cells with a RangeError that names the large solver', () => {
    for (const size of SIZES.filter((s) => s.cells > 9)) {
      const puzzle = puzzleOf(size);
      assert.equal(hasTable(size), false);
      assert.equal(hasDistanceTable(puzzle), false);
      assert.throws(() => distanceTable(puzzle), /large solver/);
      assert.throws(() => solve(puzzle, puzzle.goal), /large solver/);
      assert.throws(() => permutations(size), /large solver/);
    }
  });
});
