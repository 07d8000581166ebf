import assert from 'node:assert/strict';
import {
  allBoards,
  EIGHT_PUZZLE,
  formatBoard,
  isSolvable,
  optimalDistance,
  puzzleOf,
  randomBoard,
  randomBoardAt,
  seededRandom,
} from '../../../src/engine';
import { cellsOf, distancesTo } from '../support/plainSearch';

describe('generating boards', () => {
  it('lists all 9! boards, each once', () => {
    const seen = new Set<string>();
    for (const board of allBoards(EIGHT_PUZZLE.size)) seen.add(formatBoard(board, { separator: '' }));
    assert.equal(seen.size, 362_880);
  });

  it('finds a solvable board at every optimal distance from 0 to 31, and none beyond', () => {
    const random = seededRandom(7);
    for (let distance = 0; distance <= 31; distance++) {
      for (let i = 0; i < 20; i++) {
        const board = randomBoardAt(EIGHT_PUZZLE, distance, random);
        assert.ok(board);
        assert.equal(optimalDistance(EIGHT_PUZZLE, board), distance);
      }
    }
    assert.equal(randomBoardAt(EIGHT_PUZZLE, 32, random), undefined);
    assert.equal(randomBoardAt(EIGHT_PUZZLE, -1, random), undefined);
    assert.equal(randomBoardAt(EIGHT_PUZZLE, 2.5, random), undefined);
  });

  it('for another goal, goes as far as that goal allows (Luogu P1379: 30 moves), and no farther', () => {
    const luogu = puzzleOf(EIGHT_PUZZLE.size, cellsOf('1238x4765'));
    let farthest = 0;
    for (const distance of distancesTo('1238x4765').values()) farthest = Math.max(farthest, distance);
    assert.equal(farthest, 30);
    const random = seededRandom(11);
    for (let distance = 0; distance <= farthest; distance++) {
      const board = randomBoardAt(luogu, distance, random);
      assert.ok(board, `no board at ${distance}`);
      assert.equal(optimalDistance(luogu, board), distance);
    }
    assert.equal(randomBoardAt(luogu, farthest + 1, random), undefined);
  });

  it('gives the same boards for the same seed, and others for another seed', () => {
    const list = (seed: number): string[] => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => formatBoard(randomBoard(EIGHT_PUZZLE.size, random)));
    };
    assert.deepEqual(list(42), list(42));
    assert.notDeepEqual(list(42), list(43));
  });

  it('draws solvable and unsolvable boards alike, as judges’ data does', () => {
    const random = seededRandom(1);
    let solvable = 0;
    for (let i = 0; i < 2000; i++)
      if (isSolvable(EIGHT_PUZZLE, randomBoard(EIGHT_PUZZLE.size, random))) solvable++;
    assert.ok(solvable > 800 && solvable < 1200, `${solvable} of 2000`);
  });
});
