import assert from 'node:assert/strict';
import {
  ANY_CONTEXT,
  findAnswers,
  findAnswersBetween,
  findBoards,
  findBoardsBetween,
  findBoardsInLine,
  gridRow,
  LineSource,
} from '../../../src/engine';

const spans = (line: string): string[] => findBoardsInLine(line).map((b) => line.slice(b.start, b.end));

describe('finding boards in free text', () => {
  it('finds boards written with spaces, commas, or as one word', () => {
    assert.deepEqual(spans('2 3 4 1 5 x 7 6 8'), ['2 3 4 1 5 x 7 6 8']);
    assert.deepEqual(spans('int a[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};'), ['2, 3, 4, 1, 5, 0, 7, 6, 8']);
    assert.deepEqual(spans('// input: 23415x768 -> ullddrurdllurdruldr'), ['23415x768']);
    assert.deepEqual(spans('a: 1 2 3 4 5 6 7 8 x, b: 1 2 3 4 5 6 7 x 8'), [
      '1 2 3 4 5 6 7 8 x',
      '1 2 3 4 5 6 7 x 8',
    ]);
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
    assert.deepEqual(
      findBoards(four.slice(1)).map((b) => b.line),
      [0],
    );
    assert.deepEqual(
      findBoards(['1 2 3', '4 5 6', '7 8 x', '', '1 2 3', '4 5 6', '7 8 x']).map((b) => b.line),
      [0, 4],
    );
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
    const whole = findAnswersBetween(source(text), 0, text.length - 1).map(
      (a) => `${a.line}:${a.start} ${a.text}`,
    );
    assert.deepEqual(whole, ['10:0 ullddrurdllurdruldr', '12:0 ullddrurdllurdrul']);
    for (let from = 0; from < text.length; from++) {
      for (let to = from; to < text.length; to++) {
        const window = findAnswersBetween(source(text), from, to).map(
          (a) => `${a.line}:${a.start} ${a.text}`,
        );
        const expected = whole.filter(
          (pair) => Number(pair.split(':')[0]) >= from && Number(pair.split(':')[0]) <= to,
        );
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
        assert.deepEqual(
          window,
          whole.filter((b) => Number(b.split('+')[0]) >= from && Number(b.split('+')[0]) <= to),
          `lines ${from}…${to}`,
        );
      }
    }
  });
});

const shapes = (line: string): string[] =>
  findBoardsInLine(line).map((b) => `${b.size.name} ${line.slice(b.start, b.end)}`);

describe('finding boards of other sizes', () => {
  it('gives every board found as before its shape, 3×3', () => {
    assert.deepEqual(shapes('2 3 4 1 5 x 7 6 8 and 23415x768'), ['3×3 2 3 4 1 5 x 7 6 8', '3×3 23415x768']);
    assert.deepEqual(
      findBoards(['2 3 4', '1 5 x', '7 6 8']).map((b) => b.size.name),
      ['3×3'],
    );
  });

  it('finds sixteen cells on a line, with spaces or commas, any blank, a case number or a count', () => {
    assert.deepEqual(shapes('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0'), [
      '4×4 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0',
    ]);
    assert.deepEqual(shapes('int a[16] = {2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15};'), [
      '4×4 2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15',
    ]);
    assert.deepEqual(shapes('// 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15 -> r'), [
      '4×4 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15',
    ]);
    assert.deepEqual(shapes('case 12 1 2 3 4 5 6 7 8 9 10 11 12 13 14 . 15'), [
      '4×4 1 2 3 4 5 6 7 8 9 10 11 12 13 14 . 15',
    ]);
    assert.deepEqual(shapes('1 2 3 4 5 6 7 8 9 10 11 12 13 14 X 15, 41 moves.'), [
      '4×4 1 2 3 4 5 6 7 8 9 10 11 12 13 14 X 15',
    ]);
  });

  it('takes no sixteen numbers that are not a board, and says nothing about them', () => {
    assert.deepEqual(shapes('float m[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};'), []);
    assert.deepEqual(
      shapes('const squares = [1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225, 256];'),
      [],
    );
    assert.deepEqual(shapes('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15'), []);
    assert.deepEqual(shapes('01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 00'), []);
    // Longer runs are tables, even when sixteen or nine of them would do: no board is cut out of a longer
    // run.
    assert.deepEqual(shapes('0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19'), []);
    assert.deepEqual(shapes('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 16 17 18 19'), []);
    // Two readings are a guess.
    assert.deepEqual(shapes('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 1'), []);
    // Numbers inside words and decimals are not cells.
    assert.deepEqual(shapes('v1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0.5'), []);
  });

  it('finds nine cells inside sixteen only as the larger board', () => {
    assert.deepEqual(shapes('x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15'), [
      '4×4 x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15',
    ]);
    // Not a board of sixteen, and the nine are cut out of a longer run: nothing.
    assert.deepEqual(shapes('x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 16'), []);
  });

  it('finds boards written as LeetCode writes them, in code, comments and examples', () => {
    assert.deepEqual(shapes('Input: board = [[4,1,2],[5,0,3]]'), ['2×3 [[4,1,2],[5,0,3]]']);
    assert.deepEqual(shapes('# [[1, 2, 3], [4, 0, 5]]'), ['2×3 [[1, 2, 3], [4, 0, 5]]']);
    assert.deepEqual(shapes('board = [[1,2,3],[4,5,6],[7,8,0]]'), ['3×3 [[1,2,3],[4,5,6],[7,8,0]]']);
    assert.deepEqual(shapes('vector<vector<int>> board = {{3, 2, 4}, {1, 5, 0}};'), [
      '2×3 {{3, 2, 4}, {1, 5, 0}}',
    ]);
    assert.deepEqual(shapes('[[1,2,3,4],[5,6,7,0]] [[1,2,3],[4,5,6],[7,8,9],[10,11,0]]'), [
      '2×4 [[1,2,3,4],[5,6,7,0]]',
      '4×3 [[1,2,3],[4,5,6],[7,8,9],[10,11,0]]',
    ]);
    assert.deepEqual(shapes('[[1,2,3,4],[5,6,7,8],[9,10,11,12],[13,14,15,0]]'), [
      '4×4 [[1,2,3,4],[5,6,7,8],[9,10,11,12],[13,14,15,0]]',
    ]);
  });

  it('takes no bracketed matrix that is not a board, nor brackets that index', () => {
    assert.deepEqual(shapes('m = [[1,2],[3,4]]'), []);
    assert.deepEqual(shapes('eye = [[1, 0], [0, 1]]'), []);
    assert.deepEqual(shapes('ragged = [[1,2,3],[4,0]]'), []);
    assert.deepEqual(shapes('[[1,2,3,4,5],[6,7,8,9,0]]'), []);
    assert.deepEqual(shapes('[[1,2,3],[4,5,06]]'), []);
    assert.deepEqual(shapes('picked = a[[0, 1, 2], [3, 4, 5]]'), []);
    assert.deepEqual(shapes('[[0, 1, 2], [3, 4, 5]][0]'), ['2×3 [[0, 1, 2], [3, 4, 5]]']);
    // Rows of two are pairs: edges, intervals, points.
    assert.deepEqual(shapes('edges = [[0, 1], [2, 3], [4, 5]]; square = [[1, 2], [0, 3]]'), []);
  });

  it('parses each board with the size it was found with, at the offsets where it is written', () => {
    const line = 'x = [[1,2,3],[4,0,5]]; y = [[1,2,3],[4,5,6],[7,8,0]]';
    const [twoByThree, threeByThree] = findBoardsInLine(line);
    assert.ok(twoByThree.result.ok && threeByThree.result.ok);
    assert.deepEqual([...twoByThree.result.board], [1, 2, 3, 4, 6, 5]);
    assert.equal(twoByThree.result.size.name, '2×3');
    assert.deepEqual(
      twoByThree.result.offsets.map((offset) => line[twoByThree.start + offset]),
      ['1', '2', '3', '4', '0', '5'],
    );
    assert.deepEqual([...threeByThree.result.board], [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const [sixteen] = findBoards(['1 2 3 4', '5 6 7 8', '9 10 11 12', '13 14 x 15']);
    assert.ok(sixteen.result.ok);
    assert.deepEqual([...sixteen.result.board], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 15]);
  });

  it('takes exactly four rows of four as a 4×4 grid, when they are a board', () => {
    const grid = ['/*', ' *  1  2  3  4', ' *  5  6  7  8', ' *  9 10 11 12', ' * 13 14 15  x', ' */'];
    const [found, ...others] = findBoards(grid, 10);
    assert.deepEqual(others, []);
    assert.deepEqual(
      [found.line, found.lineCount, found.start, found.end, found.size.name],
      [11, 4, 4, 14, '4×4'],
    );
    // Five rows are a table; four rows that are no board are nothing.
    assert.deepEqual(findBoards(['0 0 0 0', ...grid.slice(1, 5)]), []);
    assert.deepEqual(findBoards([...grid.slice(1, 5), '9 9 9 9']), []);
    assert.deepEqual(findBoards(['1 0 0 0', '0 1 0 0', '0 0 1 0', '0 0 0 1']), []);
  });

  it('never mixes rows of three and rows of four', () => {
    const lines = ['1 2 3', '4 5 6', '7 8 x', '1 2 3 4', '5 6 7 8', '9 10 11 12', '13 14 15 0', '1 2 3'];
    assert.deepEqual(
      findBoards(lines).map((b) => `${b.line}+${b.lineCount} ${b.size.name}`),
      ['0+3 3×3', '3+4 4×4'],
    );
  });

  it('still finds a board written as a word on a line of four numbers', () => {
    assert.deepEqual(
      findBoards(['123456780 1 2 3'], 0, ANY_CONTEXT).map((b) => b.start),
      [0],
    );
  });
});

describe('pairing answers with boards of other sizes', () => {
  const answers = (lines: string[]): string[] =>
    findAnswers(lines, 0, ANY_CONTEXT).map((a) => `${a.line}:${a.start} ${a.text} (${a.board.size.name})`);

  it('pairs 4×4 answers by the same rule, in lower or upper case', () => {
    assert.deepEqual(answers(['1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15 -> r']), ['0:41 r (4×4)']);
    assert.deepEqual(answers(['// 2 3 4 0 1 5 7 8 9 6 10 12 13 14 11 15', '// LLLDRDRDR']), [
      '1:3 LLLDRDRDR (4×4)',
    ]);
    assert.deepEqual(answers(['1 2 3 4', '5 6 7 8', '9 10 11 12', '13 14 0 15', 'r']), ['4:0 r (4×4)']);
    // Mixed case is no answer; upper case is one after nine cells too, as 3×3 solutions print them.
    assert.deepEqual(answers(['1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15 -> Rr']), []);
    assert.deepEqual(answers(['1 2 3 4 5 6 7 x 8 -> R']), ['0:21 R (3×3)']);
  });

  it('pairs a LeetCode board with the number its example gives, and no 3×3 board with a number where no problem says toward which goal', () => {
    assert.deepEqual(answers(['Input: board = [[1,2,3],[4,0,5]]', 'Output: 1']), ['1:8 1 (2×3)']);
    assert.deepEqual(answers(['Input: 283104765', 'Output: 4']), []);
    assert.deepEqual(answers(['Sample Input', '283104765', 'Sample Output', '4']), []);
    assert.deepEqual(answers(['[[1,2,3],[4,0,5]] -> r']), ['0:21 r (2×3)']);
  });
});

describe('reading a window of a document with 3- and 4-line grids', () => {
  const text = [
    'header: the 15-puzzle', // a file about the puzzle: a line of 0…15 is a board
    '1 2 3 4', // five rows of four: a table, from any start
    '5 6 7 8',
    '9 10 11 12',
    '13 14 15 0',
    '1 2 3 4',
    'r',
    '# 1 2 3 4', // a 4×4 grid, with its answer below
    '# 5 6 7 8',
    '# 9 10 11 12',
    '# 13 14 0 15',
    '# r',
    '2 3 4', // a 3×3 grid right after it
    '1 5 x',
    '7 6 8',
    'ullddrurdllurdruldr',
    '1 2 3 4', // four rows of four that are no board
    '1 2 3 4',
    '1 2 3 4',
    '1 2 3 4',
    'd',
    '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15 r',
    ' 1  2  3  4',
    ' 5  6  7  8',
    ' 9 10 11 12',
    '13 14 15  x',
    'u',
  ];

  it('finds the pairs a reading of the whole document finds, wherever the window starts', () => {
    const whole = findAnswersBetween(source(text), 0, text.length - 1).map(
      (a) => `${a.line}:${a.start} ${a.text}`,
    );
    assert.deepEqual(whole, ['11:2 r', '15:0 ullddrurdllurdruldr', '21:38 r', '26:0 u']);
    for (let from = 0; from < text.length; from++) {
      for (let to = from; to < text.length; to++) {
        const window = findAnswersBetween(source(text), from, to).map(
          (a) => `${a.line}:${a.start} ${a.text}`,
        );
        assert.deepEqual(
          window,
          whole.filter((pair) => Number(pair.split(':')[0]) >= from && Number(pair.split(':')[0]) <= to),
          `lines ${from}…${to}`,
        );
      }
    }
  });

  it('finds the boards a reading of the whole document finds, wherever the window starts', () => {
    const whole = findBoardsBetween(source(text), 0, text.length - 1).map(
      (b) => `${b.line}+${b.lineCount} ${b.size.name}`,
    );
    assert.deepEqual(whole, ['7+4 4×4', '12+3 3×3', '21+1 4×4', '22+4 4×4']);
    for (let from = 0; from < text.length; from++) {
      for (let to = from; to < text.length; to++) {
        const window = findBoardsBetween(source(text), from, to).map(
          (b) => `${b.line}+${b.lineCount} ${b.size.name}`,
        );
        assert.deepEqual(
          window,
          whole.filter((b) => Number(b.split('+')[0]) >= from && Number(b.split('+')[0]) <= to),
          `lines ${from}…${to}`,
        );
      }
    }
  });
});
