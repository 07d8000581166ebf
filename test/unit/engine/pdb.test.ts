// The pattern databases and IDA* in the test's own thread, on 3×4 and 4×3
// boards (their tables build in about a second): optimal lengths against an
// independent IDA*, an admissible heuristic, and database files that are
// checked when read.
import * as assert from 'node:assert/strict';
import { puzzleOf, seededRandom, Size, sizeByKey } from '../../../src/engine';
import {
  buildPatternDatabase,
  decodeDatabase,
  encodeDatabase,
  hasQuickPartition,
  LargeBoardSearch,
  partitionFor,
  PatternDatabase,
} from '../../../src/engine/pdb';
import { replay } from '../../../src/engine/replay';
import { KORF_GOAL, manhattanDistance, patternDistances, randomWalk, reaches } from '../support/pdbSupport';

const SIZES: Size[] = [sizeByKey('3x4'), sizeByKey('4x3')];

describe('pattern databases and IDA* for 3×4 and 4×3, and 4×4 on its quick databases', function () {
  this.timeout(60_000);
  const built = new Map<Size, { databases: PatternDatabase[]; search: LargeBoardSearch }>();
  before(function () {
    for (const shape of SIZES) {
      const puzzle = puzzleOf(shape);
      const databases = partitionFor(puzzle).map((tiles) => buildPatternDatabase(puzzle, tiles)!);
      built.set(shape, { databases, search: new LargeBoardSearch(puzzle, databases) });
    }
  });

  it('partitions the tiles into disjoint groups that cover them all (6-5 on 12 cells, 6-6-3 on 16)', function () {
    for (const shape of [...SIZES, sizeByKey('4x4')]) {
      const goal = shape.defaultGoal;
      const groups = partitionFor(puzzleOf(shape));
      const tiles = groups.flat().sort((a, b) => a - b);
      assert.deepEqual(
        tiles,
        Array.from({ length: goal.length - 1 }, (_, i) => i + 1),
      );
      assert.deepEqual(
        groups.map((group) => group.length),
        goal.length === 16 ? [6, 6, 3] : [6, 5],
      );
      const quick = partitionFor(puzzleOf(shape), 'quick');
      assert.deepEqual(
        quick.flat().sort((a, b) => a - b),
        tiles,
      );
      // 3×4 and 4×3 build their full databases in under a second, so their quick partition is the full one.
      assert.deepEqual(
        quick.map((group) => group.length),
        goal.length === 16 ? [5, 5, 5] : [6, 5],
      );
      assert.equal(hasQuickPartition(puzzleOf(shape)), goal.length === 16);
    }
    // 4×4's drawn 6-6-3: the three tiles around the blank's corner, the columns away from it and the rows
    // away from it, flipped to the blank's corner.
    assert.deepEqual(partitionFor(puzzleOf(sizeByKey('4x4'), KORF_GOAL)), [
      [2, 3, 6, 7, 10, 11],
      [8, 9, 12, 13, 14, 15],
      [1, 4, 5],
    ]);
    assert.deepEqual(partitionFor(puzzleOf(sizeByKey('4x4'))), [
      [5, 6, 9, 10, 13, 14],
      [1, 2, 3, 4, 7, 8],
      [11, 12, 15],
    ]);
  });

  it("solves random 4×4 boards up to 18 moves away on the quick 5-5-5 databases as short as an independent IDA*, toward the default goal and Korf's", function () {
    for (const goal of [sizeByKey('4x4').defaultGoal, KORF_GOAL]) {
      const puzzle = puzzleOf(sizeByKey('4x4'), goal);
      const search = new LargeBoardSearch(
        puzzle,
        partitionFor(puzzle, 'quick').map((tiles) => buildPatternDatabase(puzzle, tiles)!),
      );
      const random = seededRandom(goal[0] * 31 + 7);
      for (let i = 0; i < 12; i++) {
        const board = randomWalk(puzzle.size, goal, 8 + (i % 11), random);
        const distance = manhattanDistance(puzzle.size, board, goal);
        const answer = search.solve(board);
        assert.equal(answer.kind, 'shortest');
        if (answer.kind !== 'shortest') return;
        assert.equal(answer.moves.length, distance, `board ${board.join(' ')}`);
        assert.ok(reaches(puzzle.size, board, answer.moves, goal));
        assert.ok(
          search.estimate(board) <= distance,
          `the estimate ${search.estimate(board)} exceeds ${distance}`,
        );
      }
    }
  });

  for (const shape of SIZES) {
    it(`solves random ${shape.rows}×${shape.columns} boards up to 14 moves away as short as an independent IDA*, with a heuristic never above the distance`, function () {
      const { search } = built.get(shape)!;
      const goal = shape.defaultGoal;
      const random = seededRandom(shape.rows * 10 + shape.columns);
      for (let i = 0; i < 40; i++) {
        const board = randomWalk(shape, goal, 4 + (i % 11), random);
        const distance = manhattanDistance(shape, board, goal);
        const answer = search.solve(board);
        assert.equal(answer.kind, 'shortest');
        if (answer.kind !== 'shortest') return;
        assert.equal(answer.moves.length, distance, `board ${board.join(' ')}`);
        assert.ok(reaches(shape, board, answer.moves, goal));
        assert.ok(
          search.estimate(board) <= distance,
          `the estimate ${search.estimate(board)} exceeds ${distance}`,
        );
      }
    });
  }

  it('builds every entry of a table at its exact distance, as a plain 0-1 search over the blank and the group finds it', function () {
    const cases: [Size, readonly number[], number[]][] = [
      [sizeByKey('3x4'), sizeByKey('3x4').defaultGoal, [2, 5, 7, 11]],
      [sizeByKey('4x3'), sizeByKey('4x3').defaultGoal, [1, 2, 3, 4]],
      [sizeByKey('4x4'), sizeByKey('4x4').defaultGoal, [11, 12, 15]],
      [sizeByKey('4x4'), KORF_GOAL, [1, 4, 5]],
      [sizeByKey('4x4'), KORF_GOAL, [9, 14, 15]],
    ];
    for (const [shape, goal, tiles] of cases) {
      const built = buildPatternDatabase(puzzleOf(shape, goal), tiles)!.table;
      const expected = patternDistances(shape, goal, tiles);
      const wrong = built.findIndex((value, index) => value !== expected[index]);
      assert.equal(
        wrong,
        -1,
        `${shape.name} tiles ${tiles.join(' ')}: entry ${wrong} is ${built[wrong]}, not ${expected[wrong]}`,
      );
    }
  });

  it('refuses an unsolvable board by parity, without searching', function () {
    const shape = SIZES[0];
    const board = shape.defaultGoal.slice();
    [board[0], board[1]] = [board[1], board[0]];
    let asked = 0;
    assert.deepEqual(
      built.get(shape)!.search.solve(board, { isCancelled: () => ++asked > 0, progressEvery: 1 }),
      { kind: 'unsolvable' },
    );
    assert.equal(asked, 0);
  });

  it('answers the goal itself with no moves', function () {
    const shape = SIZES[1];
    assert.deepEqual(built.get(shape)!.search.solve(shape.defaultGoal), {
      kind: 'shortest',
      moves: '',
      nodes: 0,
    });
  });

  it('gives up the proof when the budget is spent, and still answers with moves that reach the goal', function () {
    const shape = SIZES[0];
    const goal = shape.defaultGoal;
    const board = randomWalk(shape, goal, 300, seededRandom(7));
    const answer = built.get(shape)!.search.solve(board, { budget: 50 });
    assert.ok(answer.kind === 'unproven' || answer.kind === 'shortest', answer.kind);
    if (answer.kind !== 'unproven' && answer.kind !== 'shortest') return;
    assert.ok(replay(puzzleOf(shape), board, answer.moves).solved);
    const optimal = built.get(shape)!.search.solve(board);
    assert.equal(optimal.kind, 'shortest');
    if (optimal.kind === 'shortest') assert.ok(answer.moves.length >= optimal.moves.length);
  });

  it('stops when asked to cancel', function () {
    const shape = SIZES[0];
    const board = randomWalk(shape, shape.defaultGoal, 300, seededRandom(8));
    const progress: number[] = [];
    const answer = built.get(shape)!.search.solve(board, {
      progressEvery: 16,
      onProgress: ({ nodes }) => progress.push(nodes),
      isCancelled: () => progress.length >= 2,
    });
    assert.deepEqual(answer, { kind: 'cancelled' });
    assert.equal(progress.length, 2);
  });

  it('writes a database with a header and reads back the same table; a damaged or foreign file is refused', function () {
    const shape = SIZES[0];
    const goal = shape.defaultGoal;
    const database = built.get(shape)!.databases[1];
    const bytes = encodeDatabase(database);
    // The data: every possible placement's value, in increasing index order (impossible ones are the table's
    // only 255s).
    assert.deepEqual(
      bytes.subarray(44),
      database.table.filter((value) => value !== 255),
    );
    const puzzle = puzzleOf(shape);
    const back = decodeDatabase(bytes, puzzle, database.tiles);
    assert.equal(back.kind, 'ok');
    if (back.kind === 'ok') assert.deepEqual(back.database.table, database.table);
    const damaged = bytes.slice();
    damaged[damaged.length - 100] ^= 1;
    assert.match(refusal(decodeDatabase(damaged, puzzle, database.tiles)), /checksum/);
    assert.match(
      refusal(decodeDatabase(bytes.subarray(0, bytes.length - 1), puzzle, database.tiles)),
      /bytes of data/,
    );
    assert.match(
      refusal(decodeDatabase(bytes, puzzleOf(sizeByKey('4x3'), goal), database.tiles)),
      /made for 3×4/,
    );
    assert.match(refusal(decodeDatabase(bytes, puzzle, [1, 2, 3, 4, 5, 6])), /another group/);
    const otherGoal = goal.slice();
    [otherGoal[0], otherGoal[1]] = [otherGoal[1], otherGoal[0]];
    assert.match(refusal(decodeDatabase(bytes, puzzleOf(shape, otherGoal), database.tiles)), /another goal/);
    const stale = bytes.slice();
    stale[4] = 99;
    assert.match(refusal(decodeDatabase(stale, puzzle, database.tiles)), /format version 99/);
  });
});

function refusal(decoded: ReturnType<typeof decodeDatabase>): string {
  return decoded.kind === 'bad' ? decoded.problem : 'accepted';
}
