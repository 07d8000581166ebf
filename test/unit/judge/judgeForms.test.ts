// The problems' forms, written once in src/problems: a case set's input in
// each problem's layout, a program's output read back into one answer per
// case, and each answer ruled on as the problem's judge rules.
import assert from 'node:assert/strict';
import { Board, EIGHT_PUZZLE, parseBoard, puzzleOf, sizeByKey, Size } from '../../../src/engine';
import {
  boardTextOf,
  CaseFacts,
  InputForm,
  noAnswer,
  OutputReader,
  problemOf,
  ProblemId,
  rule,
  smallestShortest,
  writeInput,
} from '../../../src/problems';

const board = (text: string, size: Size = EIGHT_PUZZLE.size): Board => {
  const parsed = parseBoard(text, size);
  assert.ok(parsed.ok, text);
  return parsed.board;
};

/** Boards as a case set holds them. */
function boards(
  size: Size,
  list: readonly Board[],
  goals?: readonly Board[],
): { size: Size; cells: Uint8Array; goals?: Uint8Array } {
  const cells = new Uint8Array(list.length * size.cells);
  list.forEach((b, i) => cells.set(b, i * size.cells));
  if (!goals) return { size, cells };
  const goalCells = new Uint8Array(goals.length * size.cells);
  goals.forEach((g, i) => goalCells.set(g, i * size.cells));
  return { size, cells, goals: goalCells };
}

function written(
  id: ProblemId,
  list: readonly Board[],
  forms?: (position: number) => InputForm | undefined,
  goals?: readonly Board[],
): string {
  const problem = problemOf(id);
  return Buffer.from(
    writeInput(problem, boards(problem.puzzle.size, list, goals), 0, list.length, forms),
  ).toString('latin1');
}

const SAMPLE = board('2 3 4 1 5 x 7 6 8');
const SOLVED = EIGHT_PUZZLE.goal;
const FOUR = sizeByKey('4x4');

describe('writing a case set’s input in each problem’s layout', () => {
  it('one board per run, or every board until the end, spaced with x (POJ 1077, HDU 1043)', () => {
    assert.equal(written('poj1077', [SAMPLE]), '2 3 4 1 5 x 7 6 8\n');
    assert.equal(written('hdu1043', [SAMPLE, SOLVED]), '2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n');
  });

  it('nine digits, 0 for the blank (Luogu P1379); a grid of rows (Aizu ALDS1_13_B)', () => {
    assert.equal(written('luogu1379', [board('283104765')]), '283104765\n');
    assert.equal(written('aizu-alds1-13-b', [board('1 3 0 4 2 5 7 8 6')]), '1 3 0\n4 2 5\n7 8 6\n');
  });

  it('the count, then each board after a blank line (UVa 652, UVa’s multiple input)', () => {
    assert.equal(written('uva652', [SAMPLE, SOLVED]), '2\n\n2 3 4 1 5 x 7 6 8\n\n1 2 3 4 5 6 7 8 x\n');
  });

  it('the count, then each 4×4 board as four lines (UVa 10181)', () => {
    const start = board('2 3 4 0 1 5 7 8 9 6 10 12 13 14 11 15', FOUR);
    assert.equal(written('uva10181', [start]), '1\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n');
  });

  it('the count, then each case’s start and goal (HDU 3567)', () => {
    const text = written('hdu3567', [board('12X453786'), board('564178X23')], undefined, [
      board('12345678X'),
      board('7568X4123'),
    ]);
    assert.equal(text, '2\n12X453786\n12345678X\n564178X23\n7568X4123\n');
  });

  it('LeetCode 773’s boards for the harness: a 2×3 board a line, 0 for the blank', () => {
    assert.equal(written('leetcode773', [board('[[4,1,2],[5,0,3]]', sizeByKey('2x3'))]), '4 1 2 5 0 3\n');
  });

  it('with --whitespace: CRLF, trailing spaces, no final newline, and each spacing the statement allows', () => {
    const crlf: InputForm = { crlf: true, trailingSpaces: true, finalNewline: false };
    assert.equal(
      written('hdu1043', [SAMPLE, SOLVED], () => crlf),
      '2 3 4 1 5 x 7 6 8  \r\n1 2 3 4 5 6 7 8 x  ',
    );
    const spaced = (spacing: InputForm['spacing']) =>
      written('poj1077', [SAMPLE], () => ({
        crlf: false,
        trailingSpaces: false,
        finalNewline: true,
        spacing,
      }));
    assert.equal(spaced('runs-of-spaces'), '2  3  4  1  5  x  7  6  8\n');
    assert.equal(spaced('tabs'), '2\t3\t4\t1\t5\tx\t7\t6\t8\n');
    assert.equal(spaced('rows'), '2 3 4\n1 5 x\n7 6 8\n');
    const grid = written('aizu-alds1-13-b', [board('1 3 0 4 2 5 7 8 6')], () => ({
      crlf: true,
      trailingSpaces: false,
      finalNewline: true,
      spacing: 'one-line',
    }));
    assert.equal(grid, '1 3 0 4 2 5 7 8 6\r\n');
    assert.deepEqual(problemOf('luogu1379').board.spacings, [], 'a compact board has no other spacing');
  });

  it('writes the 9! input in a few milliseconds', () => {
    const count = 362_880;
    const cells = new Uint8Array(count * 9);
    for (let i = 0; i < count; i++) cells.set(SAMPLE, i * 9);
    const start = performance.now();
    const bytes = writeInput(problemOf('hdu1043'), { size: EIGHT_PUZZLE.size, cells }, 0, count);
    const ms = performance.now() - start;
    assert.equal(bytes.length, count * 18);
    assert.ok(ms < 500, `${ms} ms`);
  });

  it('shows a board as the program is given it', () => {
    assert.equal(
      boardTextOf(problemOf('uva10181').board, FOUR, FOUR.defaultGoal),
      '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0',
    );
  });
});

/** What a reader makes of `lines` for `cases` cases of problem `id`. */
function read(
  id: ProblemId,
  cases: number,
  lines: readonly string[],
): { answers: string[]; extra: number; answered: number } {
  const answers: string[] = [];
  const reader = new OutputReader(
    problemOf(id).output,
    cases,
    {
      answer: (index, text, count) =>
        (answers[index] = count === undefined ? `answer ${text}` : `answer ${count}:${text}`),
      misplaced: (index, reason, _text, _count, layoutOnly) =>
        (answers[index] = `misplaced${layoutOnly ? ' (layout)' : ''}: ${reason}`),
    },
    problemOf(id).name,
  );
  for (const line of lines) reader.line(line);
  reader.end();
  return { answers, extra: reader.extra, answered: reader.answered };
}

describe('reading a program’s output back, one answer per case', () => {
  it('an answer a line, trimmed; lines after the last case counted when they hold anything', () => {
    assert.deepEqual(read('hdu1043', 2, ['ullddr \r', '', 'x', '']), {
      answers: ['answer ullddr', 'answer '],
      extra: 1,
      answered: 2,
    });
  });

  it('UVa 652: a blank line between two answers; an answer without it is out of its place', () => {
    assert.deepEqual(read('uva652', 3, ['ul', '', '', '', 'dr', '']).answers, [
      'answer ul',
      'answer ',
      'answer dr',
    ]);
    const missing = read('uva652', 2, ['ul', 'dr']);
    assert.equal(missing.answers[0], 'answer ul');
    assert.equal(
      missing.answers[1],
      'misplaced (layout): no blank line before it: UVa 652 puts a blank line between two answers',
    );
  });

  it('HDU 3567: Case k: n, then the moves; a solved case’s empty line, even missing at the end', () => {
    assert.deepEqual(read('hdu3567', 3, ['Case 1: 2', 'dd', 'Case 2: 0', '', 'Case 3: 0']).answers, [
      'answer 2:dd',
      'answer 0:',
      'answer 0:',
    ]);
    assert.deepEqual(read('hdu3567', 2, ['Case 1: 0', 'Case 2: 2', 'dd']).answers, [
      'answer 0:',
      'answer 2:dd',
    ]);
  });

  it('HDU 3567: a header out of order, misspelt or missing says where; only one spaced otherwise is a matter of layout', () => {
    const [wrongNumber] = read('hdu3567', 1, ['Case 2: 2', 'dd']).answers;
    assert.equal(wrongNumber, "misplaced: the header 'Case 2: 2' where 'Case 1: 2' is expected");
    const [loose] = read('hdu3567', 1, ['case 1:2', 'dd']).answers;
    assert.equal(loose, "misplaced: the header 'case 1:2': HDU 3567 writes it 'Case 1: 2'");
    const [spaced] = read('hdu3567', 1, ['Case 1:2', 'dd']).answers;
    assert.equal(spaced, "misplaced (layout): the header 'Case 1:2': HDU 3567 writes it 'Case 1: 2'");
    const headless = read('hdu3567', 2, ['dd', 'urrulldr']).answers;
    assert.deepEqual(headless, [
      "misplaced: 'dd' where the header 'Case 1: n' is expected (HDU 3567 heads each answer with it)",
      "misplaced: 'urrulldr' where the header 'Case 2: n' is expected (HDU 3567 heads each answer with it)",
    ]);
  });
});

/** A case toward the problem's goal (or `goal`). */
function facts(id: ProblemId, text: string, optimal: number | undefined, goal?: string): CaseFacts {
  const { puzzle } = problemOf(id);
  const toward = goal === undefined ? puzzle : puzzleOf(puzzle.size, board(goal, puzzle.size));
  return { puzzle: toward, board: board(text, puzzle.size), optimal };
}

function ruling(
  id: ProblemId,
  text: string,
  answer: string,
  optimal: number | undefined,
  options: { optimal?: boolean; count?: number; goal?: string } = {},
): string {
  const result = rule(
    problemOf(id),
    facts(id, text, optimal, options.goal),
    answer,
    options.count,
    options.optimal === true,
  );
  return result.reason === '' ? result.verdict : `${result.verdict}: ${result.reason}`;
}

describe('ruling on an answer as each problem’s judge does', () => {
  const sample = '2 3 4 1 5 x 7 6 8';
  const shortest = 'ullddrurdllurdruldr';

  it('any valid move string where the judge takes any; "not shortest" only with --optimal', () => {
    assert.equal(ruling('hdu1043', sample, shortest, 19), 'accepted');
    assert.equal(ruling('hdu1043', sample, `${shortest}lr`, 19), 'accepted');
    assert.equal(
      ruling('hdu1043', sample, `${shortest}lr`, 19, { optimal: true }),
      'not-shortest: 21 moves (shortest is 19)',
    );
    assert.equal(ruling('uva652', sample, `${shortest}lr`, 19), 'accepted');
  });

  it('AcWing 179 asks for the fewest moves: a longer valid answer is a wrong answer, not "not shortest"', () => {
    assert.equal(ruling('acwing179', sample, shortest, 19), 'accepted');
    assert.equal(
      ruling('acwing179', sample, `${shortest}lr`, 19),
      'wrong-answer: 21 moves: AcWing 179 asks for the fewest (19)',
    );
  });

  it('a count must be exactly the fewest: any other count is a wrong answer, with its parity said', () => {
    assert.equal(
      ruling('luogu1379', '123804765', '3', 0),
      'wrong-answer: 3 moves, but the fewest is 0, and every answer to this board has an even number of moves',
    );
    assert.equal(ruling('luogu1379', '283104765', '6', 4), 'wrong-answer: 6 moves, but the fewest is 4');
    assert.equal(
      ruling('luogu1379', '283104765', '3', 4),
      'wrong-answer: 3 moves is too few (shortest is 4)',
    );
    assert.equal(ruling('acwing845', sample, '19', 19), 'accepted');
    assert.equal(ruling('acwing845', '1 2 3 4 5 6 8 7 x', '-1', undefined), 'accepted');
    assert.equal(
      ruling('acwing845', sample, '-1', 19),
      'wrong-answer: this board is solvable (shortest is 19 moves)',
    );
    assert.equal(
      ruling('acwing845', sample, 'ullddr', 19),
      'wrong-answer: a move string, where the number of moves is expected',
    );
    assert.equal(
      ruling('leetcode773', '[[4,1,2],[5,0,3]]', 'undefined', 5),
      "wrong-answer: 'undefined' is not a number of moves",
      'a JavaScript function that returns nothing',
    );
    assert.equal(
      ruling('acwing845', sample, '1 9', 19),
      "wrong-answer: the right answer but for its spaces: '1 9' (AcWing 845's judge has no presentation error: a wrong answer)",
    );
  });

  it('an empty answer is worded the same wherever it comes from, and is right only for a solved board’s moves', () => {
    assert.equal(ruling('hdu1043', '1 2 3 4 5 6 7 8 x', '', 0), 'accepted');
    assert.equal(
      ruling('hdu1043', sample, '', 19),
      'wrong-answer: no answer, where a move string is expected (shortest is 19 moves)',
    );
    assert.equal(
      ruling('hdu1043', '1 2 3 4 5 6 8 7 x', '', undefined),
      "wrong-answer: no answer, where 'unsolvable' is expected (the board is unsolvable)",
    );
    assert.equal(
      ruling('luogu1379', '123804765', '', 0),
      'wrong-answer: no answer, where the number of moves is expected (0)',
    );
    const empty = noAnswer(problemOf('hdu1043'), facts('hdu1043', sample, 19));
    assert.equal(`${empty.verdict}: ${empty.reason}`, ruling('hdu1043', sample, '', 19));
  });

  it('UVa 10181: the blank’s moves in capitals, at most 50, and its own words for an unsolvable board', () => {
    const start = '2 3 4 0 1 5 7 8 9 6 10 12 13 14 11 15';
    assert.equal(ruling('uva10181', start, 'LLLDRDRDR', 9), 'accepted');
    assert.equal(ruling('uva10181', start, 'LLLDRDRDR' + 'LR'.repeat(20), 9), 'accepted');
    assert.equal(
      ruling('uva10181', start, 'LLLDRDRDR' + 'LR'.repeat(21), 9),
      'wrong-answer: 51 moves, more than the 50 UVa 10181 allows',
    );
    assert.equal(
      ruling('uva10181', start, 'lllddrdrdr', 9),
      'wrong-answer: moves in lower case, where UVa 10181 writes U, D, L, R',
    );
    assert.equal(
      ruling('uva10181', start, 'LLL DRD RDR', 9),
      "presentation-error: the right answer but for its spaces: 'LLL DRD RDR'",
    );
    assert.equal(
      ruling('uva10181', start, 'This puzzle is not solvable.', 9),
      'wrong-answer: this board is solvable (shortest is 9 moves)',
    );
    const unsolvable = '13 1 2 4 5 0 3 7 9 6 10 12 15 8 11 14';
    assert.equal(ruling('uva10181', unsolvable, 'This puzzle is not solvable.', undefined), 'accepted');
    assert.equal(
      ruling('uva10181', unsolvable, 'this puzzle is not solvable.', undefined),
      "wrong-answer: 'this puzzle is not solvable.': write 'This puzzle is not solvable.' as it is",
    );
    assert.equal(
      ruling('uva10181', unsolvable, 'This  puzzle is not solvable.', undefined),
      "presentation-error: the right answer but for its spaces: 'This  puzzle is not solvable.'",
    );
  });

  it('HDU 3567: exactly the lexicographically smallest of the shortest, its header’s count the answer’s length', () => {
    assert.equal(ruling('hdu3567', '564178X23', 'urrulldr', 8, { goal: '7568X4123', count: 8 }), 'accepted');
    const other = smallestShortest(puzzleOf(EIGHT_PUZZLE.size, board('7568X4123')), board('564178X23'));
    assert.equal(other, 'urrulldr');
    assert.equal(
      ruling('hdu3567', '12X453786', 'dd', 2, { count: 3, goal: '12345678X' }),
      'wrong-answer: the header says 3 moves, the answer has 2',
    );
    assert.equal(
      ruling('hdu3567', '12X453786', 'unsolvable', 2, { count: 0, goal: '12345678X' }),
      "wrong-answer: 'unsolvable': HDU 3567 promises every case a solution",
    );
  });

  it('HDU 3567: a shortest answer that is not the smallest says where it went the other way', () => {
    // X 1 5 / 4 3 2 / 7 8 6 has two shortest answers of 8 moves toward 12345678X.
    assert.equal(ruling('hdu3567', 'X15432786', 'rdruldrd', 8, { count: 8, goal: '12345678X' }), 'accepted');
    assert.equal(
      ruling('hdu3567', 'X15432786', 'rrdlurdd', 8, { count: 8, goal: '12345678X' }),
      "wrong-answer: a shortest answer, but not the lexicographically smallest: move 2 is 'r' where 'd' also leads to a shortest one ('rdruldrd')",
    );
  });

  it('an answer that is not a move string is a wrong answer that says why; one right but for its spaces is a presentation error', () => {
    assert.equal(
      ruling('poj1077', sample, 'ULLD', 19),
      'wrong-answer: moves in upper case, where POJ 1077 writes u, d, l, r',
    );
    assert.equal(
      ruling('poj1077', sample, 'ul dd', 19),
      "wrong-answer: not a move string (u, d, l, r) or 'unsolvable': ' ' at character 3",
      'wrong even without its spaces',
    );
    assert.equal(ruling('poj1077', sample, 'ullddrurdllurdruldr', 19), 'accepted');
    assert.equal(
      ruling('poj1077', sample, 'ull ddr urd llu rdr uldr', 19),
      "presentation-error: the right answer but for its spaces: 'ull ddr urd llu rdr uldr'",
    );
    assert.equal(
      ruling('poj1077', sample, 'Unsolvable', 19),
      "wrong-answer: 'Unsolvable': write 'unsolvable' as it is",
    );
    assert.equal(
      ruling('poj1077', sample, '19', 19),
      "wrong-answer: a number, where a move string (u, d, l, r) or 'unsolvable' is expected",
    );
    assert.equal(ruling('poj1077', sample, 'uu', 19), "wrong-answer: step 2: 'u' leaves the board");
  });
});
