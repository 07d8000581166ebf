// The engine's by-rank solvers refuse what has no answer, instead of
// answering 'u' (the table's default entry) or walking in circles.
import assert from 'node:assert/strict';
import {
  Board,
  distanceTable,
  EIGHT_PUZZLE,
  parseBoard,
  PERMUTATIONS,
  puzzleOf,
  rank,
  replay,
  solveRank,
  UNREACHABLE,
  unrank,
  writeMoves,
} from '../../../src/engine';

function board(text: string): Board {
  const parsed = parseBoard(text);
  assert.ok(parsed.ok, text);
  return parsed.board;
}

const LUOGU = puzzleOf(EIGHT_PUZZLE.size, board('1 2 3 8 x 4 7 6 5'));
const NOT_RANKS = [-1, 1.5, PERMUTATIONS, Number.NaN, Number.POSITIVE_INFINITY];

describe('solving by rank', () => {
  it('answers every rank the goal cannot reach "unsolvable", and every other one with a shortest answer', () => {
    const table = distanceTable(EIGHT_PUZZLE);
    let unreachable = 0;
    for (let start = 0; start < PERMUTATIONS; start++) {
      if (table.distance[start] !== UNREACHABLE) continue;
      unreachable++;
      assert.deepEqual(solveRank(table, start), { solvable: false }, `rank ${start}`);
    }
    assert.equal(unreachable, PERMUTATIONS / 2);
    // 1 2 3 4 5 6 8 7 x: the search never touches its entries, which must not be read as a move ('u').
    assert.deepEqual(solveRank(table, rank(board('1 2 3 4 5 6 8 7 x'))), { solvable: false });
    for (const text of ['2 3 4 1 5 x 7 6 8', '1 2 3 4 5 6 7 8 x', '8 6 7 2 5 4 3 x 1']) {
      const solution = solveRank(table, rank(board(text)));
      assert.ok(solution.solvable, text);
      assert.equal(solution.moves.length, solution.distance);
      assert.ok(replay(EIGHT_PUZZLE, board(text), solution.moves).solved, text);
    }
  });

  it('refuses, without looping, a rank the goal cannot reach when the goal is not rank 0', () => {
    // 12345678x is rank 0 and cannot reach 123804765; the table's untouched entry for it points at itself.
    const table = distanceTable(LUOGU);
    assert.equal(table.distance[0], UNREACHABLE);
    assert.deepEqual(solveRank(table, 0), { solvable: false });
    assert.throws(() => writeMoves(table, 0, new Uint8Array(64), 0), RangeError);
  });

  it('writes the same letters as solveRank, and throws a RangeError for a rank with no answer', () => {
    const table = distanceTable(EIGHT_PUZZLE);
    const out = new Uint8Array(64);
    for (const text of ['2 3 4 1 5 x 7 6 8', '8 6 7 2 5 4 3 x 1', '1 2 3 4 5 6 7 8 x']) {
      const start = rank(board(text));
      const end = writeMoves(table, start, out, 3);
      const solution = solveRank(table, start);
      assert.ok(solution.solvable);
      assert.equal(new TextDecoder().decode(out.subarray(3, end)), solution.moves);
    }
    const unsolvable = rank(board('1 2 3 4 5 6 8 7 x'));
    assert.throws(
      () => writeMoves(table, unsolvable, out, 0),
      (error: unknown) => error instanceof RangeError && /cannot reach the goal/.test(error.message),
    );
  });

  it('throws a RangeError for a number that is not a rank', () => {
    const table = distanceTable(EIGHT_PUZZLE);
    for (const value of NOT_RANKS) {
      assert.throws(() => solveRank(table, value), RangeError, String(value));
      assert.throws(() => writeMoves(table, value, new Uint8Array(64), 0), RangeError, String(value));
    }
    // The last rank is one.
    assert.deepEqual(unrank(EIGHT_PUZZLE.size, PERMUTATIONS - 1), board('x 8 7 6 5 4 3 2 1'));
    assert.doesNotThrow(() => solveRank(table, PERMUTATIONS - 1));
  });
});
