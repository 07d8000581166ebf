// A file that names a problem is read with that problem's goal and answer
// form; the user's explicit goal setting wins over it.
import assert from 'node:assert/strict';
import {
  EIGHT_PUZZLE,
  findBoardsInLine,
  formatBoard,
  parseBoard,
  puzzleOf,
  sizeByKey,
} from '../../../src/engine';
import { fileProblemOf, goalFor } from '../../../src/problems';

describe('the problem a file names', () => {
  it('gives the problem, and numbers of moves as answers where it asks for them', () => {
    const luogu = fileProblemOf('// 洛谷 P1379 八数码难题\nint main() {}');
    assert.equal(luogu.problem?.id, 'luogu1379');
    assert.deepEqual(luogu.context, { puzzle: true, counts: true });
    assert.equal(fileProblemOf('# AcWing 845').context.counts, true);
    assert.equal(fileProblemOf('// Aizu ALDS1_13_B').context.counts, true);
    assert.equal(fileProblemOf('// LeetCode 773').problem?.id, 'leetcode773');
    const hdu = fileProblemOf('// HDU 1043');
    assert.deepEqual([hdu.problem?.id, hdu.context.counts], ['hdu1043', false]);
  });

  it('names none when a file names none, or two; and then only its words say whether it is about the puzzle', () => {
    assert.deepEqual(fileProblemOf('x = np.arange(6)'), {
      problem: undefined,
      context: { puzzle: false, counts: false },
    });
    assert.equal(fileProblemOf('// POJ 1077 vs HDU 1043').problem, undefined);
    assert.equal(fileProblemOf('# the eight puzzle').context.puzzle, true);
    assert.equal(fileProblemOf('# 八数码').context.puzzle, true);
  });

  it('judges toward the explicit setting first, then the problem of the board’s size, then the default', () => {
    const luogu = fileProblemOf('P1379').problem;
    const parsed = parseBoard('1 2 3 4 5 6 7 x 8');
    assert.ok(parsed.ok);
    const setting = puzzleOf(EIGHT_PUZZLE.size, parsed.board);
    assert.deepEqual(goalFor(EIGHT_PUZZLE.size, setting, EIGHT_PUZZLE, luogu), {
      puzzle: setting,
      source: 'setting',
    });
    const fromProblem = goalFor(EIGHT_PUZZLE.size, undefined, EIGHT_PUZZLE, luogu);
    assert.deepEqual(
      [formatBoard(fromProblem.puzzle.goal), fromProblem.source],
      ['1 2 3 8 x 4 7 6 5', 'problem'],
    );
    // A problem of another size leaves this size's goal alone.
    const twoByThree = sizeByKey('2x3');
    assert.equal(goalFor(twoByThree, undefined, puzzleOf(twoByThree), luogu).source, 'default');
    assert.equal(goalFor(EIGHT_PUZZLE.size, undefined, EIGHT_PUZZLE, undefined).source, 'default');
  });
});

describe('boards that do not stand alone', () => {
  // The ordinary files of the precision corpus hold each form in context (precision.test.ts); here, one line
  // each.
  it('are neither cut out of a longer run nor pieces of a number or an identifier, while a case number and a count stay', () => {
    const spans = (line: string): string[] => findBoardsInLine(line).map((b) => line.slice(b.start, b.end));
    assert.deepEqual(spans('case 7 2 3 4 1 5 x 7 6 8'), ['2 3 4 1 5 x 7 6 8']);
    assert.deepEqual(spans('2 3 4 1 5 x 7 6 8, 5 moves'), ['2 3 4 1 5 x 7 6 8']);
    assert.deepEqual(spans('[0 1 2 3 4 5 6 7 8 9]'), []);
    assert.deepEqual(spans('{9, 0, 8, 1, 7, 2, 6, 3, 5, 4}'), []);
    assert.deepEqual(spans('8 8 0 1 5 2 6 7 3 4 0'), []);
    assert.deepEqual(spans('id = "ID-12345678X-7"'), []);
    assert.deepEqual(spans('x = 48.376512'), []);
    assert.deepEqual(spans('id = "12345678X"'), ['12345678X']);
  });
});

describe('sixteen numbers on a line, in a file that does not say it is about the puzzle', () => {
  const plain = { puzzle: false, counts: false };
  const spans = (line: string): string[] =>
    findBoardsInLine(line, 0, plain).map((b) => line.slice(b.start, b.end));

  it('are a board alone on their line, even with an answer after them', () => {
    assert.deepEqual(spans('1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15'), [
      '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15',
    ]);
    assert.deepEqual(spans('// 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15 -> r'), [
      '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15',
    ]);
  });

  it('are none in code, or as 0…15 in order', () => {
    assert.deepEqual(
      spans('static const int S1_0[16] = {14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7};'),
      [],
    );
    assert.deepEqual(spans('/* 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 */'), []);
  });
});

describe('a compact word of digits, in a file that does not say it is about the puzzle', () => {
  const spans = (line: string): string[] =>
    findBoardsInLine(line, 0, { puzzle: false, counts: false }).map((b) => line.slice(b.start, b.end));

  it('is a board when an answer follows it after an arrow, and a number otherwise', () => {
    assert.deepEqual(spans('283104765 -> uldr'), ['283104765']);
    assert.deepEqual(spans('population = 153486702'), []);
    assert.deepEqual(spans('153486702 -> total'), []);
  });
});
