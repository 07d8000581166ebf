import assert from 'node:assert/strict';
import { findAnswersBetween, findBoards, findBoardsBetween, findBoardsInLine, gridRow, LineSource } from '../../src/engine';

const spans = (line: string): string[] => findBoardsInLine(line).map((b) => line.slice(b.start, b.end));

describe('finding boards in free text', () => {
  it('finds boards written with spaces, commas, or as one word', () => {
    assert.deepEqual(spans('2 3 4 1 5 x 7 6 8'), ['2 3 4 1 5 x 7 6 8']);
    assert.deepEqual(spans('int a[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};'), ['2, 3, 4, 1, 5, 0, 7, 6, 8']);
    assert.deepEqual(spans('// input: 23415x768 -> ullddrurdllurdruldr'), ['23415x768']);
    assert.deepEqual(spans('a: 1 2 3 4 5 6 7 8 x, b: 1 2 3 4 5 6 7 x 8'), ['1 2 3 4 5 6 7 8 x', '1 2 3 4 5 6 7 x 8']);
  });

  it('ignores runs of more or fewer than nine cells, and numbers inside words', () => {
    assert.deepEqual(spans('1 2 3 4 5 6 7 8'), []);
    assert.deepEqual(spans('id123456780 and 1234567800 and v2.3.4.1.5.0.7.6.8'), []);
    assert.deepEqual(spans('for (int i = 0; i < 9; i++) x = 5;'), []);
    assert.deepEqual(spans('0 1 2 3 4 5 6 7 8 1 2 3 4 5 6 7 8'), []);
  });

  it('finds a board followed by a full stop', () => {
    assert.deepEqual(spans('Solve 2 3 4 1 5 x 7 6 8.'), ['2 3 4 1 5 x 7 6 8']);
    assert.deepEqual(spans('Solve 23415x768. Then rest.'), ['23415x768']);
    // A dot that is a cell stays one.
    assert.deepEqual(spans('1 2 3 4 5 6 7 8 .'), ['1 2 3 4 5 6 7 8 .']);
    assert.deepEqual(spans('the goal 12345678.'), ['12345678.']);
    assert.deepEqual(spans('2 3 4 1 5 x 7 6 8.5'), []);
  });

  it('finds a board with a case number before it or a count after it', () => {
    assert.deepEqual(spans('case 7 2 3 4 1 5 x 7 6 8'), ['2 3 4 1 5 x 7 6 8']);
    assert.deepEqual(spans('2 3 4 1 5 x 7 6 8, 5 moves'), ['2 3 4 1 5 x 7 6 8']);
    assert.deepEqual(spans('#3 2 3 4 1 5 x 7 6 8 19'), ['2 3 4 1 5 x 7 6 8']);
    assert.deepEqual(spans('case 1 2 3 4 1 5 x 7 6 8 5'), ['2 3 4 1 5 x 7 6 8']);
    // Two readings, or one that needs a letter as the extra cell, are guesses: none is taken.
    assert.deepEqual(spans('1 2 3 4 5 6 7 8 x 1'), []);
    assert.deepEqual(spans('5 1 2 3 4 x 6 7 8 5'), []);
    assert.deepEqual(spans('x 2 3 4 1 5 6 7 8 x'), []);
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

  it('takes exactly three rows of three cells as a grid, never three of a longer stack', () => {
    const four = ['1 2 3', '4 5 6', '7 8 x', '1 2 3'];
    assert.deepEqual(findBoards(four), []);
    assert.deepEqual(findBoards(four.slice(1)).map((b) => b.line), [0]);
    assert.deepEqual(findBoards(['1 2 3', '4 5 6', '7 8 x', '', '1 2 3', '4 5 6', '7 8 x']).map((b) => b.line), [0, 4]);
  });
});

/** A document made of `lines`, read as the editor reads it. */
function source(lines: readonly string[]): LineSource {
  return { lineCount: lines.length, lineAt: (line) => lines[line] };
}

describe('reading a window of a document', () => {
  const text = [
    'header',
    '1 2 3', // a stack of four rows: no grid, from any start
    '4 5 6',
    '7 8 x',
    '1 2 3',
    'r',
    '',
    '2 3 4', // a grid, with its answer below
    '1 5 x',
    '7 6 8',
    'ullddrurdllurdruldr',
    '2 3 4 1 5 x 7 6 8',
    'ullddrurdllurdrul',
  ];

  it('finds the pairs a reading of the whole document finds, wherever the window starts', () => {
    const whole = findAnswersBetween(source(text), 0, text.length - 1).map((a) => `${a.line}:${a.start} ${a.text}`);
    assert.deepEqual(whole, ['10:0 ullddrurdllurdruldr', '12:0 ullddrurdllurdrul']);
    for (let from = 0; from < text.length; from++) {
      for (let to = from; to < text.length; to++) {
        const window = findAnswersBetween(source(text), from, to).map((a) => `${a.line}:${a.start} ${a.text}`);
        const expected = whole.filter((pair) => Number(pair.split(':')[0]) >= from && Number(pair.split(':')[0]) <= to);
        assert.deepEqual(window, expected, `lines ${from}…${to}`);
      }
    }
  });

  it('finds the boards a reading of the whole document finds, wherever the window starts', () => {
    const whole = findBoardsBetween(source(text), 0, text.length - 1).map((b) => `${b.line}+${b.lineCount}`);
    assert.deepEqual(whole, ['7+3', '11+1']);
    for (let from = 0; from < text.length; from++) {
      for (let to = from; to < text.length; to++) {
        const window = findBoardsBetween(source(text), from, to).map((b) => `${b.line}+${b.lineCount}`);
        assert.deepEqual(window, whole.filter((b) => Number(b.split('+')[0]) >= from && Number(b.split('+')[0]) <= to), `lines ${from}…${to}`);
      }
    }
  });
});
