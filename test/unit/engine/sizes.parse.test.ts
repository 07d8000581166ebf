import assert from 'node:assert/strict';
import {
  Board,
  boardsAlong,
  describeVerdict,
  EIGHT_PUZZLE,
  isAccepted,
  isSolvable,
  judgeAnswer,
  judgeMoveCount,
  manhattanDistance,
  parseBoard,
  puzzleOf,
  randomBoard,
  randomSolvableBoard,
  readBoardCells,
  replay,
  seededRandom,
  Size,
  sizeNamed,
  UNSOLVABLE,
} from '../../../src/engine';

function size(key: string): Size {
  const named = sizeNamed(key);
  assert.ok(named, key);
  return named;
}

function parsed(text: string, shape?: Size): { board: Board; size: Size } {
  const result = parseBoard(text, shape);
  assert.ok(result.ok, `${JSON.stringify(text)}: ${result.ok ? '' : result.error.message}`);
  return result;
}

function failure(
  text: string,
  shape?: Size,
): { code: string; message: string; offset: number; length: number } {
  const result = parseBoard(text, shape);
  assert.ok(!result.ok, `${JSON.stringify(text)} should not parse`);
  return result.error;
}

const FIFTEEN = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0';

describe('parsing boards of every size', () => {
  it('infers the square sizes from the cell count', () => {
    assert.equal(parsed('1 2 3 x').size.key, '2x2');
    assert.deepEqual(parsed('123x').board, [1, 2, 3, 4]);
    assert.equal(parsed('2 3 4 1 5 x 7 6 8').size.key, '3x3');
    const fifteen = parsed(FIFTEEN);
    assert.equal(fifteen.size.key, '4x4');
    assert.deepEqual(fifteen.board, size('4x4').defaultGoal);
    assert.deepEqual(parsed('1,2,3,4,5,6,7,8,9,10,11,12,13,14,x,15').board.slice(-2), [16, 15]);
    assert.deepEqual(parsed('{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, .}').board[15], 16);
    assert.deepEqual(
      parsed(' 1  2  3  4\n 5  6  7  8\n 9 10 11 12\n13 14 15  0').board,
      size('4x4').defaultGoal,
    );
  });

  it('asks for the size of 6, 8 and 12 cells, and says which sizes they could be, over all the cells', () => {
    const six = failure('1 2 3 4 5 x');
    assert.equal(six.code, 'size-needed');
    assert.equal(six.message, '6 cells: give the size, 2x3 or 3x2');
    assert.deepEqual([six.offset, six.length], [0, 11]);
    assert.equal(failure('1234567x').message, '8 cells: give the size, 2x4 or 4x2');
    assert.equal(failure('1 2 3 4 5 6 7 8 9 10 11 0').message, '12 cells: give the size, 3x4 or 4x3');
    // Eight cells that are an eight puzzle's board missing a cell keep that reading.
    assert.equal(failure('1 2 3 4 5 6 7 8').message, '8 cells, expected 9: the blank is missing');
  });

  it('reads each given size, compact up to 9 cells and with separators above', () => {
    assert.deepEqual(parsed('4 1 2 5 0 3', size('2x3')).board, [4, 1, 2, 5, 6, 3]);
    assert.deepEqual(parsed('41250 3'.replace(' ', ''), size('3x2')).board, [4, 1, 2, 5, 6, 3]);
    assert.deepEqual(parsed('1 2 3 4\n5 6 7 x', size('2x4')).board, [1, 2, 3, 4, 5, 6, 7, 8]);
    assert.deepEqual(
      parsed('1 2 3 4 5 6 7 8 9 10 11 0', size('3x4')).board,
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    assert.equal(parsed('1 2 3 4 5 6 7 8 9 10 11 0', size('4x3')).size.key, '4x3');
  });

  it('says what is wrong and where for every size', () => {
    const nine = failure('1 2 3 9', size('2x2'));
    assert.equal(nine.message, "'9' is not a tile or a blank: use 1–3 and x (or 0 or .)");
    assert.deepEqual([nine.offset, nine.length], [6, 1]);
    const sixteen = failure('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16', size('4x4'));
    assert.equal(sixteen.message, "'16' is not a tile or a blank: use 1–15 and x (or 0 or .)");
    assert.deepEqual([sixteen.offset, sixteen.length], [36, 2]);
    assert.equal(
      failure('1 2 3 4 5 6 7 8 9 10 11 12 13 14 0', size('4x4')).message,
      '15 cells, expected 16: tile 15 is missing',
    );
    assert.equal(
      failure('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15', size('4x4')).message,
      '15 cells, expected 16: the blank is missing',
    );
    const many = failure(FIFTEEN + ' 1', size('4x4'));
    assert.equal(many.message, '17 cells, expected 16');
    assert.equal(many.offset, FIFTEEN.length + 1);
    const twice = failure('1 2 3 4 5 6 7 8 9 10 11 12 13 14 14 0', size('4x4'));
    assert.equal(twice.message, 'tile 14 appears twice');
    assert.deepEqual([twice.offset, twice.length], [33, 2]);
    assert.equal(failure('x 1 2 0', size('2x2')).message, 'two blanks');
    assert.equal(failure('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 00', size('4x4')).code, 'unknown-symbol');
    // The compact form is for one-symbol cells: 16 digits in a row are no 4×4 board.
    assert.equal(parseBoard('123456789abcdef0', size('4x4')).ok, false);
    // The eight puzzle's wording is unchanged.
    assert.equal(
      failure('1 2 3 9', EIGHT_PUZZLE.size).message,
      "'9' is not a tile or a blank: use 1–8 and x (or 0 or .)",
    );
    assert.equal(failure('1 2 3 4', EIGHT_PUZZLE.size).message, '4 cells, expected 9');
  });

  it('reads cells without allocating with the same verdicts as parseBoard', () => {
    const cells: number[] = [];
    const samples: [string, string][] = [
      [FIFTEEN, '4x4'],
      ['1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16', '4x4'],
      ['1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 00', '4x4'],
      ['[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0]', '4x4'],
      ['123x', '2x2'],
      ['1234', '2x2'],
      ['12x4', '2x2'],
      ['412503', '2x3'],
      ['412563', '2x3'],
      ['1 2 3 4 5 6 7 8 9 10 11 0', '3x4'],
      ['1 2 3 4 5 6 7 8 9 10 11 11', '3x4'],
    ];
    for (const [text, key] of samples) {
      const result = parseBoard(text, size(key));
      assert.equal(readBoardCells(text, 0, text.length, cells, size(key)), result.ok, `${text} as ${key}`);
      if (result.ok) assert.deepEqual(cells.slice(0, result.board.length), result.board);
    }
  });
});

describe('judging and replaying boards of every size', () => {
  const fourByFour = size('4x4');
  const puzzle = puzzleOf(fourByFour);
  const goal = puzzle.goal;
  // Three moves from the goal: the blank went u, l, l.
  const board = parsed('1 2 3 4 5 6 7 8 9 x 10 11 13 14 15 12').board;

  it('replays 4×4 answers and shows every board along the way', () => {
    assert.ok(replay(puzzle, board, 'rrd').solved);
    assert.equal(replay(puzzle, board, 'rrdd').badStep?.problem, 'leaves-board');
    assert.equal(boardsAlong(fourByFour, board, 'rrd').length, 4);
    assert.deepEqual(boardsAlong(fourByFour, board, 'rrd')[3], goal);
  });

  it('judges 4×4 answers with the shortest length when the caller knows it, and honestly without', () => {
    assert.deepEqual(judgeAnswer(puzzle, board, 'rrd', 3), { kind: 'shortest', moves: 3 });
    assert.deepEqual(judgeAnswer(puzzle, board, 'rrdlr', 3), { kind: 'longer', moves: 5, optimal: 3 });
    assert.deepEqual(judgeAnswer(puzzle, board, 'rrd'), { kind: 'reaches-goal', moves: 3 });
    assert.equal(
      describeVerdict(judgeAnswer(puzzle, board, 'rrd')).message,
      'reaches the goal in 3 moves (shortest unknown)',
    );
    assert.ok(isAccepted(judgeAnswer(puzzle, board, 'rrd')));
    assert.ok(!isAccepted(judgeAnswer(puzzle, board, 'rrd'), true), 'not proven shortest');
    assert.deepEqual(judgeAnswer(puzzle, board, 'rr'), {
      kind: 'short-of-goal',
      moves: 2,
      remaining: 1,
      atLeast: true,
    });
    assert.equal(
      describeVerdict(judgeAnswer(puzzle, board, 'r')).message,
      'ends at least 2 moves from the goal',
    );
    assert.deepEqual(judgeAnswer(puzzle, board, 'rq'), {
      kind: 'bad-step',
      step: 2,
      letter: 'q',
      problem: 'not-a-move',
    });
    assert.equal(
      describeVerdict(judgeAnswer(puzzle, board, UNSOLVABLE)).message,
      'this board is solvable (in at least 3 moves)',
    );
    assert.equal(
      describeVerdict(judgeAnswer(puzzle, board, UNSOLVABLE, 3)).message,
      'this board is solvable (shortest is 3 moves)',
    );
    const swapped = board.slice();
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    assert.deepEqual(judgeAnswer(puzzle, swapped, UNSOLVABLE), { kind: 'unsolvable' });
    assert.deepEqual(judgeAnswer(puzzle, swapped, 'rrd'), { kind: 'board-unsolvable' });
    assert.deepEqual(judgeMoveCount(puzzle, board, 3, 3), { kind: 'shortest', moves: 3 });
    assert.deepEqual(judgeMoveCount(puzzle, board, 1), {
      kind: 'too-few-moves',
      moves: 1,
      optimal: 3,
      atLeast: true,
    });
    assert.deepEqual(judgeMoveCount(puzzle, board, 3), { kind: 'unchecked-count', moves: 3 });
    assert.equal(manhattanDistance(puzzle, board), 3);
  });

  it('draws boards of any size: all of them, or only those that reach the goal', () => {
    for (const key of ['2x2', '2x3', '3x4', '4x4']) {
      const shape = size(key);
      const toward = puzzleOf(shape);
      const random = seededRandom(5);
      const seen = [0, 0];
      for (let i = 0; i < 400; i++) {
        const any = randomBoard(shape, random);
        assert.deepEqual(
          any.slice().sort((a, b) => a - b),
          shape.defaultGoal.slice(),
        );
        seen[isSolvable(toward, any) ? 1 : 0]++;
        assert.ok(isSolvable(toward, randomSolvableBoard(toward, random)));
      }
      assert.ok(seen[0] > 100 && seen[1] > 100, `${key}: both halves drawn (${seen.join(', ')})`);
    }
  });
});
