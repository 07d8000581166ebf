import assert from 'node:assert/strict';
import {
  allBoards,
  applyMove,
  Board,
  MOVES,
  linkedMove,
  linkedRank,
  buildDistanceTable,
  distanceTable,
  EIGHT_PUZZLE,
  formatBoard,
  isSolvable,
  optimalDistance,
  PERMUTATIONS,
  puzzleOf,
  rank,
  replay,
  solve,
  UNREACHABLE,
  unrank,
} from '../../../src/engine';
import { allBoards as allBoardStrings, cellsOf, distancesTo, oddTiles, slide } from '../support/plainSearch';

// Every one of the 9! boards, with the goal 12345678x. The known figures come
// from the literature on the eight puzzle (OEIS A089473 lists the same histogram).
const KNOWN_HISTOGRAM = [
  1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878, 16993,
  17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
];
const EIGHT = EIGHT_PUZZLE.size;

describe('the engine on all 362,880 permutations', function () {
  this.timeout(60_000);
  const table = distanceTable(EIGHT_PUZZLE);

  it('ranks and unranks every permutation, in Cantor order from 12345678x to x87654321', () => {
    let index = 0;
    let last: Board = [];
    for (const board of allBoards(EIGHT)) {
      assert.equal(rank(board), index, `rank of ${formatBoard(board)}`);
      index++;
      last = board;
    }
    assert.equal(index, PERMUTATIONS);
    assert.equal(formatBoard(unrank(EIGHT, 0), { separator: '' }), '12345678x');
    assert.equal(formatBoard(last, { separator: '' }), 'x87654321');
  });

  it('calls a board unsolvable exactly when the inversion parity says so', () => {
    let reachable = 0;
    for (let index = 0; index < PERMUTATIONS; index++) {
      const board = unrank(EIGHT, index);
      const byTable = table.distance[index] !== UNREACHABLE;
      assert.equal(
        byTable,
        isSolvable(EIGHT_PUZZLE, board),
        `parity and search disagree on ${formatBoard(board)}`,
      );
      assert.equal(solve(EIGHT_PUZZLE, board).solvable, byTable);
      if (byTable) reachable++;
    }
    assert.equal(reachable, 181_440);
  });

  it('answers every solvable board with moves that replay to the goal in exactly the searched distance', () => {
    let checked = 0;
    for (let index = 0; index < PERMUTATIONS; index++) {
      if (table.distance[index] === UNREACHABLE) continue;
      const board = unrank(EIGHT, index);
      const solution = solve(EIGHT_PUZZLE, board);
      assert.ok(solution.solvable);
      assert.equal(solution.moves.length, table.distance[index]);
      const played = replay(EIGHT_PUZZLE, board, solution.moves);
      assert.equal(played.badStep, undefined, `${formatBoard(board)}: ${solution.moves}`);
      assert.ok(played.solved, `${formatBoard(board)}: ${solution.moves} does not reach the goal`);
      checked++;
    }
    assert.equal(checked, 181_440);
  });

  it('links every board to a neighbour one move closer, by the move it stores', () => {
    for (let index = 0; index < PERMUTATIONS; index++) {
      const d = table.distance[index];
      if (d === UNREACHABLE || index === table.goalRank) continue;
      // The move and the rank it leads to, in one number.
      const link = table.link[index];
      const after = applyMove(EIGHT, unrank(EIGHT, index), MOVES[linkedMove(link)]);
      assert.ok(after, `the stored move leaves the board at rank ${index}`);
      assert.equal(rank(after), linkedRank(link));
      assert.equal(table.distance[linkedRank(link)], d - 1);
    }
  });

  it('has the known distance histogram: at most 31 moves, 2 boards at 31 and 221 at 30', () => {
    const histogram = new Array<number>(32).fill(0);
    for (let index = 0; index < PERMUTATIONS; index++) {
      const d = table.distance[index];
      if (d !== UNREACHABLE) histogram[d]++;
    }
    assert.equal(table.maxDistance, 31);
    assert.equal(histogram[31], 2);
    assert.equal(histogram[30], 221);
    assert.deepEqual(histogram, KNOWN_HISTOGRAM);
    assert.equal(
      histogram.reduce((a, b) => a + b, 0),
      181_440,
    );
    // The search order is sorted by distance, level by level.
    for (let d = 0; d <= 31; d++)
      assert.equal(table.levelStart[d + 1] - table.levelStart[d], KNOWN_HISTOGRAM[d]);
  });

  it('solves for another goal (Luogu P1379, 123804765) with the same rules', () => {
    const luogu = buildDistanceTable(puzzleOf(EIGHT, [1, 2, 3, 8, 9, 4, 7, 6, 5]));
    assert.equal(luogu.order.length, 181_440);
    // With the blank in the centre the farthest boards are 30 moves away.
    assert.equal(luogu.maxDistance, 30);
    for (const index of [0, 1, 1000, 99_999, PERMUTATIONS - 1]) {
      const board = unrank(EIGHT, index);
      const solvable = isSolvable(luogu.puzzle, board);
      assert.equal(luogu.distance[index] !== UNREACHABLE, solvable);
      const solution = solve(luogu.puzzle, board);
      if (solution.solvable) assert.ok(replay(luogu.puzzle, board, solution.moves).solved);
    }
    assert.notDeepEqual(luogu.puzzle.goal, EIGHT_PUZZLE.goal);
  });
});

/** A goal drawn from a fixed seed, so the run is repeatable and still not one anyone picked. */
function seededGoal(seed: number): string {
  const cells = '12345678x'.split('');
  let state = seed;
  for (let i = cells.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  return cells.join('');
}

describe('custom goals, against a plain search written in the test, on all 362,880 boards', function () {
  this.timeout(300_000);
  const boards = allBoardStrings();
  const goals = [
    ['the default goal', '12345678x'],
    ['Luogu P1379 (123804765)', '1238x4765'],
    ['the blank first', 'x12345678'],
    ['a goal from a seed', seededGoal(2026)],
    ['the other parity class: 1 and 2 swapped', '21345678x'],
  ] as const;

  it('covers both classes of goals: tiles in even and in odd order', () => {
    assert.equal(boards.length, PERMUTATIONS);
    assert.equal(new Set(boards).size, PERMUTATIONS);
    const classes = new Set(goals.map(([, goal]) => oddTiles(goal)));
    assert.deepEqual([...classes].sort(), [false, true]);
  });

  for (const [name, goal] of goals) {
    it(`${name}, ${goal}: the same distance for every board, the same largest distance, and answers that take exactly that many moves`, () => {
      const expected = distancesTo(goal);
      assert.equal(expected.size, PERMUTATIONS / 2, 'half of all boards reach any goal');
      const puzzle = puzzleOf(EIGHT, cellsOf(goal));
      let largest = 0;
      for (const board of boards) {
        const want = expected.get(board);
        const cells = cellsOf(board);
        const got = optimalDistance(puzzle, cells);
        if (got !== want) assert.fail(`${board} → ${goal}: the engine says ${got}, the plain search ${want}`);
        if (isSolvable(puzzle, cells) !== (want !== undefined))
          assert.fail(`${board} → ${goal}: parity disagrees with the search`);
        const solution = solve(puzzle, cells);
        if (want === undefined) {
          if (solution.solvable) assert.fail(`${board} → ${goal}: answered, but it cannot reach the goal`);
          continue;
        }
        largest = Math.max(largest, want);
        if (!solution.solvable || solution.moves.length !== want)
          assert.fail(`${board} → ${goal}: ${JSON.stringify(solution)} is not ${want} moves`);
        let at: string | undefined = board;
        for (const letter of solution.moves) at = at === undefined ? undefined : slide(at, letter);
        if (at !== goal) assert.fail(`${board} → ${goal}: ${solution.moves} ends at ${at}`);
      }
      assert.equal(distanceTable(puzzle).maxDistance, largest);
    });
  }
});
