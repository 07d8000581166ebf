import assert from 'node:assert/strict';
import { findBoards, findBoardsInLine, gridRow } from '../../src/engine';

const spans = (line: string): string[] => findBoardsInLine(line).map((b) => line.slice(b.start, b.end));

describe('finding boards in free text', () => {
  it('finds boards written with spaces, commas, or as one word', () => {
    assert.deepEqual(spans('2 3 4 1 5 x 7 6 8'), ['2 3 4 1 5 x 7 6 8']);
    assert.deepEqual(spans('int a[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};'), ['2, 3, 4, 1, 5, 0, 7, 6, 8']);
    assert.deepEqual(spans('// input: 23415x768 -> ullddrurdllurdruldr'), ['23415x768']);
    assert.deepEqual(spans('a: 1 2 3 4 5 6 7 8 x, b: 1 2 3 4 5 6 7 x 8'), ['1 2 3 4 5 6 7 8 x', '1 2 3 4 5 6 7 x 8']);
  });

  it('ignores runs of more or fewer than nine cells, and numbers inside words', () => {
    assert.deepEqual(spans('1 2 3 4 5 6 7 8 x 1'), []);
    assert.deepEqual(spans('1 2 3 4 5 6 7 8'), []);
    assert.deepEqual(spans('id123456780 and 1234567800 and v2.3.4.1.5.0.7.6.8'), []);
    assert.deepEqual(spans('for (int i = 0; i < 9; i++) x = 5;'), []);
  });

  it('keeps a nine-cell run that repeats a tile, with its error', () => {
    const [found] = findBoardsInLine('1 2 3 4 5 6 7 4 x');
    assert.equal(found.result.ok, false);
  });

  it('finds 3-line grids, also in comments', () => {
    assert.deepEqual(gridRow('  # 2 3 4'), { start: 4, end: 9 });
    assert.equal(gridRow('2 3 4 5'), undefined);
    const boards = findBoards(['/*', ' * 2 3 4', ' * 1 5 x', ' * 7 6 8', ' */'], 10);
    assert.equal(boards.length, 1);
    assert.deepEqual([boards[0].line, boards[0].lineCount, boards[0].start, boards[0].end], [11, 3, 3, 8]);
    assert.ok(boards[0].result.ok);
  });
});
