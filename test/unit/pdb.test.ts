// The pattern databases and IDA* in the test's own thread, on 3×4 and 4×3
// boards (their tables build in about a second): optimal lengths against an
// independent IDA*, an admissible heuristic, and database files that are
// checked when read.
import * as assert from 'node:assert/strict';
import { seededRandom } from '../../src/engine';
import { buildPatternDatabase, decodeDatabase, encodeDatabase, LargeBoardSearch, partitionFor, PatternDatabase } from '../../src/engine/pdb';
import { replay } from '../../src/engine/replay';
import { defaultGoal, Shape } from '../../src/engine/shape';
import { manhattanDistance, randomWalk, reaches } from './pdbSupport';

const SIZES: Shape[] = [
  { rows: 3, columns: 4 },
  { rows: 4, columns: 3 },
];

describe('pattern databases and IDA* for 3×4 and 4×3', function () {
  this.timeout(60_000);
  const built = new Map<Shape, { databases: PatternDatabase[]; search: LargeBoardSearch }>();
  before(function () {
    for (const shape of SIZES) {
      const goal = defaultGoal(shape);
      const databases = partitionFor(shape, goal).map((tiles) => buildPatternDatabase(shape, goal, tiles)!);
      built.set(shape, { databases, search: new LargeBoardSearch(shape, goal, databases) });
    }
  });

  it('partitions the tiles into disjoint groups that cover them all (6-5 on 12 cells, 6-6-3 on 16)', function () {
    for (const shape of [...SIZES, { rows: 4, columns: 4 }]) {
      const goal = defaultGoal(shape);
      const groups = partitionFor(shape, goal);
      const tiles = groups.flat().sort((a, b) => a - b);
      assert.deepEqual(tiles, Array.from({ length: goal.length - 1 }, (_, i) => i + 1));
      assert.deepEqual(groups.map((group) => group.length), goal.length === 16 ? [6, 6, 3] : [6, 5]);
    }
  });

  for (const shape of SIZES) {
    it(`solves random ${shape.rows}×${shape.columns} boards up to 14 moves away as short as an independent IDA*, with a heuristic never above the distance`, function () {
      const { search } = built.get(shape)!;
      const goal = defaultGoal(shape);
      const random = seededRandom(shape.rows * 10 + shape.columns);
      for (let i = 0; i < 40; i++) {
        const board = randomWalk(shape, goal, 4 + (i % 11), random);
        const distance = manhattanDistance(shape, board, goal);
        const answer = search.solve(board);
        assert.equal(answer.kind, 'shortest');
        if (answer.kind !== 'shortest') return;
        assert.equal(answer.moves.length, distance, `board ${board.join(' ')}`);
        assert.ok(reaches(shape, board, answer.moves, goal));
        assert.ok(search.estimate(board) <= distance, `the estimate ${search.estimate(board)} exceeds ${distance}`);
      }
    });
  }

  it('refuses an unsolvable board by parity, without searching', function () {
    const shape = SIZES[0];
    const board = defaultGoal(shape);
    [board[0], board[1]] = [board[1], board[0]];
    let asked = 0;
    assert.deepEqual(built.get(shape)!.search.solve(board, { isCancelled: () => ++asked > 0, progressEvery: 1 }), { kind: 'unsolvable' });
    assert.equal(asked, 0);
  });

  it('answers the goal itself with no moves', function () {
    const shape = SIZES[1];
    assert.deepEqual(built.get(shape)!.search.solve(defaultGoal(shape)), { kind: 'shortest', moves: '', nodes: 0 });
  });

  it('gives up the proof when the budget is spent, and still answers with moves that reach the goal', function () {
    const shape = SIZES[0];
    const goal = defaultGoal(shape);
    const board = randomWalk(shape, goal, 300, seededRandom(7));
    const answer = built.get(shape)!.search.solve(board, { budget: 50 });
    assert.ok(answer.kind === 'unproven' || answer.kind === 'shortest', answer.kind);
    if (answer.kind !== 'unproven' && answer.kind !== 'shortest') return;
    assert.ok(replay(board, answer.moves, goal, shape).solved);
    const optimal = built.get(shape)!.search.solve(board);
    assert.equal(optimal.kind, 'shortest');
    if (optimal.kind === 'shortest') assert.ok(answer.moves.length >= optimal.moves.length);
  });

  it('stops when asked to cancel', function () {
    const shape = SIZES[0];
    const board = randomWalk(shape, defaultGoal(shape), 300, seededRandom(8));
    const progress: number[] = [];
    const answer = built.get(shape)!.search.solve(board, { progressEvery: 16, onProgress: ({ nodes }) => progress.push(nodes), isCancelled: () => progress.length >= 2 });
    assert.deepEqual(answer, { kind: 'cancelled' });
    assert.equal(progress.length, 2);
  });

  it('writes a database with a header and reads back the same table; a damaged or foreign file is refused', function () {
    const shape = SIZES[0];
    const goal = defaultGoal(shape);
    const database = built.get(shape)!.databases[1];
    const bytes = encodeDatabase(database);
    const back = decodeDatabase(bytes, shape, goal, database.tiles);
    assert.equal(back.kind, 'ok');
    if (back.kind === 'ok') assert.deepEqual(back.database.table, database.table);
    const damaged = bytes.slice();
    damaged[damaged.length - 100] ^= 1;
    assert.match(refusal(decodeDatabase(damaged, shape, goal, database.tiles)), /checksum/);
    assert.match(refusal(decodeDatabase(bytes.subarray(0, bytes.length - 1), shape, goal, database.tiles)), /bytes of data/);
    assert.match(refusal(decodeDatabase(bytes, { rows: 4, columns: 3 }, goal, database.tiles)), /made for 3×4/);
    assert.match(refusal(decodeDatabase(bytes, shape, goal, [1, 2, 3, 4, 5, 6])), /another group/);
    const otherGoal = goal.slice();
    [otherGoal[0], otherGoal[1]] = [otherGoal[1], otherGoal[0]];
    assert.match(refusal(decodeDatabase(bytes, shape, otherGoal, database.tiles)), /another goal/);
    const stale = bytes.slice();
    stale[4] = 99;
    assert.match(refusal(decodeDatabase(stale, shape, goal, database.tiles)), /format version 99/);
  });
});

function refusal(decoded: ReturnType<typeof decodeDatabase>): string {
  return decoded.kind === 'bad' ? decoded.problem : 'accepted';
}
