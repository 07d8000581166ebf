// The judge's parts that need no program: how answers are read, which
// boards the test sets hold, the bytes a program is fed, how output is cut
// into lines, and the limits.
import assert from 'node:assert/strict';
import { Board, EIGHT_PUZZLE, isSolvable, maxDistance, optimalDistance, puzzleOf, sameBoard } from '../../src/engine';
import { judgeOne, trimAnswer } from '../../src/judge/answers';
import { boardOf, edgeBoards, makeCaseSet, optimalOf } from '../../src/judge/caseSet';
import { batchInput, boardText, inputLine, whitespaceForm } from '../../src/judge/inputs';
import { LineSplitter } from '../../src/judge/lines';
import { batchTimeLimit, resolveSettings, Settings } from '../../src/judge/settings';
import { describeForm, JudgeOptions, languageOf } from '../../src/judge';
import { problemOf } from '../../src/problems';
import { inputFile, scratch } from './judgeSupport';

const SAMPLE: Board = [2, 3, 4, 1, 5, 9, 7, 6, 8];
const UNSOLVABLE_BOARD: Board = [2, 1, 3, 4, 5, 6, 7, 8, 9];
const LUOGU = problemOf('luogu1379').puzzle;
const LUOGU_GOAL = LUOGU.goal;
const HDU_INPUT = problemOf('hdu1043').input;
const LUOGU_INPUT = problemOf('luogu1379').input;

describe('reading a program’s answer', () => {
  it('gives the special judge’s verdict for a move string or unsolvable', () => {
    assert.deepEqual(judgeOne(EIGHT_PUZZLE, SAMPLE, 'ullddrurdllurdruldr', 'moves', false), { verdict: 'accepted', reason: '', judged: { kind: 'shortest', moves: 19 } });
    assert.equal(judgeOne(EIGHT_PUZZLE, UNSOLVABLE_BOARD, 'unsolvable', 'moves', false).verdict, 'accepted');
    const wrong = judgeOne(EIGHT_PUZZLE, SAMPLE, 'uu', 'moves', false);
    assert.equal(wrong.verdict, 'wrong-answer');
    assert.equal(wrong.reason, "step 2: 'u' leaves the board");
  });

  it('accepts a longer answer, unless shortest ones are asked for: then it is not shortest', () => {
    const longer = 'ullddrurdllurdruldr' + 'lr';
    assert.equal(judgeOne(EIGHT_PUZZLE, SAMPLE, longer, 'moves', false).verdict, 'accepted');
    assert.deepEqual(judgeOne(EIGHT_PUZZLE, SAMPLE, longer, 'moves', true), { verdict: 'not-shortest', reason: '21 moves (shortest is 19)', judged: { kind: 'longer', moves: 21, optimal: 19 } });
  });

  it('calls an answer that is not a move string, a number or unsolvable a presentation error, saying why', () => {
    const cases: [string, string][] = [
      ['ULLD', "not a move string (u, d, l, r) or 'unsolvable': 'U' at character 1"],
      ['ul dd', "not a move string (u, d, l, r) or 'unsolvable': ' ' at character 3"],
      ['Unsolvable', "'Unsolvable': write 'unsolvable' in lower case"],
      ['19', "a number, where a move string (u, d, l, r) or 'unsolvable' is expected"],
    ];
    for (const [answer, reason] of cases) assert.deepEqual(judgeOne(EIGHT_PUZZLE, SAMPLE, answer, 'moves', false), { verdict: 'presentation-error', reason }, answer);
  });

  it('judges a number of moves against the optimal distance (Luogu P1379)', () => {
    const board: Board = [2, 8, 3, 1, 9, 4, 7, 6, 5];
    assert.equal(optimalDistance(LUOGU, board), 4);
    assert.equal(judgeOne(LUOGU, board, '4', 'steps', true).verdict, 'accepted');
    assert.deepEqual(judgeOne(LUOGU, board, '5', 'steps', true), { verdict: 'not-shortest', reason: '5 moves (shortest is 4)', judged: { kind: 'longer', moves: 5, optimal: 4 } });
    assert.deepEqual(judgeOne(LUOGU, board, '3', 'steps', true), { verdict: 'wrong-answer', reason: '3 moves is too few (shortest is 4)', judged: { kind: 'too-few-moves', moves: 3, optimal: 4 } });
    assert.equal(judgeOne(LUOGU, board, '1', 'steps', true).reason, '1 move is too few (shortest is 4)');
    assert.equal(judgeOne(LUOGU, board, '-1', 'steps', true).reason, 'this board is solvable (shortest is 4 moves)');
    assert.equal(judgeOne(EIGHT_PUZZLE, UNSOLVABLE_BOARD, '-1', 'steps', true).verdict, 'accepted');
    assert.equal(judgeOne(EIGHT_PUZZLE, UNSOLVABLE_BOARD, '7', 'steps', true).reason, 'this board is unsolvable');
    assert.deepEqual(judgeOne(LUOGU, board, 'urdl', 'steps', true), { verdict: 'presentation-error', reason: 'a move string, where the number of moves is expected' });
    assert.equal(judgeOne(LUOGU, board, '', 'steps', true).verdict, 'presentation-error');
  });

  it('trims spaces, tabs and a carriage return around an answer, never inside it', () => {
    assert.equal(trimAnswer(' \tullddr \r'), 'ullddr');
    assert.equal(trimAnswer('ul dr'), 'ul dr');
  });
});

describe('the test sets', () => {
  it('edge: the solved board first, a board at every distance, the farthest ones, and unsolvable ones', () => {
    for (const goal of [EIGHT_PUZZLE.goal, [9, 1, 2, 3, 4, 5, 6, 7, 8]]) {
      const puzzle = puzzleOf(EIGHT_PUZZLE.size, goal);
      const boards = edgeBoards(puzzle, true);
      assert.ok(sameBoard(boards[0], goal));
      const distances = boards.map((board) => optimalDistance(puzzle, board));
      for (let d = 0; d <= maxDistance(puzzle); d++) assert.ok(distances.includes(d), `distance ${d}`);
      assert.ok(distances.filter((d) => d === undefined).length >= 3, 'three unsolvable boards');
      assert.equal(new Set(boards.map((board) => board.join(''))).size, boards.length, 'no board twice');
    }
  });

  it('edge for Luogu P1379: no unsolvable boards (it promises a solution), distances up to 30', () => {
    const boards = edgeBoards(LUOGU, false);
    assert.ok(boards.every((board) => isSolvable(LUOGU, board)));
    assert.equal(Math.max(...boards.map((board) => optimalDistance(LUOGU, board) ?? 0)), 30);
  });

  it('random:N draws the same boards from the same seed, and others from another', () => {
    const a = makeCaseSet({ kind: 'random', count: 100, seed: 5 }, EIGHT_PUZZLE, true);
    const b = makeCaseSet({ kind: 'random', count: 100, seed: 5 }, EIGHT_PUZZLE, true);
    const c = makeCaseSet({ kind: 'random', count: 100, seed: 6 }, EIGHT_PUZZLE, true);
    assert.ok(a.ok && b.ok && c.ok);
    assert.deepEqual(a.set.cells, b.set.cells);
    assert.notDeepEqual(a.set.cells, c.set.cells);
    assert.equal(a.set.name, 'random:100');
    assert.deepEqual(makeCaseSet({ kind: 'random', count: 0, seed: 1 }, EIGHT_PUZZLE, true), { ok: false, message: 'random:0: expected a whole number of boards from 1 to 1,000,000' });
  });

  it('all: every one of the 9! boards in Cantor order, with its distance; the solvable half for Luogu', () => {
    const all = makeCaseSet({ kind: 'all' }, EIGHT_PUZZLE, true);
    assert.ok(all.ok);
    assert.equal(all.set.count, 362880);
    assert.deepEqual(boardOf(all.set, 0), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.deepEqual(boardOf(all.set, 362879), [9, 8, 7, 6, 5, 4, 3, 2, 1]);
    for (const index of [1, 1000, 200000, 362879]) assert.equal(optimalOf(all.set, index), optimalDistance(EIGHT_PUZZLE, boardOf(all.set, index)) ?? null);
    const luogu = makeCaseSet({ kind: 'all' }, LUOGU, false);
    assert.ok(luogu.ok);
    assert.equal(luogu.set.count, 181440);
  });

  it('a file: its boards in its own forms, a case count skipped; a malformed board is an error that says where', () => {
    const files = scratch();
    try {
      const good = makeCaseSet({ kind: 'file', path: inputFile(files.dir, 'good.in', ['2', '2 3 4 1 5 x 7 6 8', '{1, 2, 3, 4, 5, 6, 7, 8, 0}']) }, EIGHT_PUZZLE, true);
      assert.ok(good.ok);
      assert.equal(good.set.count, 2);
      assert.deepEqual(boardOf(good.set, 0), SAMPLE);
      assert.equal(optimalOf(good.set, 1), 0);
      const bad = inputFile(files.dir, 'bad.in', ['2 3 4 1 5 x 7 6 8', '1 2 3 4 5 6 7 8 8']);
      assert.deepEqual(makeCaseSet({ kind: 'file', path: bad }, EIGHT_PUZZLE, true), { ok: false, message: `${bad}, line 2: tile 8 appears twice` });
    } finally {
      files.cleanUp();
    }
    const missing = makeCaseSet({ kind: 'file', path: '/no/such/file.in' }, EIGHT_PUZZLE, true);
    assert.deepEqual(missing, { ok: false, message: '/no/such/file.in: no such file' });
  });
});

describe('what a program is fed', () => {
  const set = (() => {
    const made = makeCaseSet({ kind: 'random', count: 4, seed: 1 }, EIGHT_PUZZLE, true);
    assert.ok(made.ok);
    return made.set;
  })();

  it('writes boards in the preset’s form', () => {
    const text = boardText(set, 0, HDU_INPUT);
    assert.match(text, /^([1-8x] ){8}[1-8x]$/);
    assert.match(boardText(set, 0, LUOGU_INPUT), /^[0-8]{9}$/);
    assert.equal(batchInput(set, 0, 4, HDU_INPUT).toString(), [0, 1, 2, 3].map((i) => boardText(set, i, HDU_INPUT) + '\n').join(''));
  });

  it('with whitespace, a batch gets CRLF on every line, trailing spaces on every other, and no final line end', () => {
    const forms = [0, 1, 2, 3].map((i) => whitespaceForm(i, 4, true));
    const bytes = batchInput(set, 0, 4, HDU_INPUT, (i) => forms[i]).toString();
    const text = (i: number): string => boardText(set, i, HDU_INPUT);
    assert.equal(bytes, `${text(0)}  \r\n${text(1)}\r\n${text(2)}  \r\n${text(3)}`);
    assert.equal(describeForm(forms[0]), 'CRLF line end, trailing spaces');
    assert.equal(describeForm(forms[3]), 'no final newline');
  });

  it('with whitespace, boards run one at a time get each form in turn', () => {
    const lines = [0, 1, 2].map((i) => inputLine('1 2 3 4 5 6 7 8 x', whitespaceForm(i, 3, false)));
    assert.deepEqual(lines, ['1 2 3 4 5 6 7 8 x\r\n', '1 2 3 4 5 6 7 8 x  \n', '1 2 3 4 5 6 7 8 x']);
  });
});

describe('cutting output into lines', () => {
  it('finds lines across piece ends, a UTF-8 character cut in two, and a last line without a line end', () => {
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(line));
    const bytes = Buffer.from('ul\r\ndr→\n\nlast');
    for (let i = 0; i < bytes.length; i++) splitter.push(bytes.subarray(i, i + 1));
    splitter.end();
    assert.deepEqual(lines, ['ul\r', 'dr→', '', 'last']);
    assert.equal(splitter.lines, 4);
  });

  it('counts no line for output that ends with its line end', () => {
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(line));
    splitter.push(Buffer.from('a\nb\n'));
    splitter.end();
    assert.deepEqual(lines, ['a', 'b']);
  });
});

describe('the limits', () => {
  const settings = (options: Partial<Parameters<typeof resolveSettings>[0]> = {}): Settings => {
    const resolved = resolveSettings({ program: { kind: 'command', command: 'true', args: [] }, ...options });
    if (typeof resolved === 'string') assert.fail(resolved);
    return resolved;
  };

  it('scales a batch run’s time limit with its boards: once more per 10,000', () => {
    assert.equal(batchTimeLimit(settings(), 37), 2000);
    assert.equal(batchTimeLimit(settings(), 10_000), 2000);
    assert.equal(batchTimeLimit(settings(), 362_880), 38_000);
    assert.equal(batchTimeLimit(settings({ timeLimitMs: 500 }), 20_001), 2000);
  });

  it('takes the preset’s mode and goal unless told otherwise; counts are always held to the optimum', () => {
    assert.equal(settings().mode, 'batch');
    assert.equal(settings({ problem: 'poj1077' }).mode, 'per-case');
    assert.equal(settings({ problem: 'poj1077', mode: 'batch' }).modeChosen, true);
    assert.deepEqual(settings({ problem: 'luogu1379' }).puzzle.goal, LUOGU_GOAL);
    assert.equal(settings({ problem: 'luogu1379' }).optimal, true);
    assert.equal(settings().optimal, false);
  });

  it('refuses a time limit or a goal that makes no sense', () => {
    const base = { program: { kind: 'command' as const, command: 'true', args: [] } };
    const message = (options: Partial<JudgeOptions>): string => {
      const resolved = resolveSettings({ ...base, ...options });
      assert.equal(typeof resolved, 'string');
      return resolved as string;
    };
    assert.match(message({ timeLimitMs: 0 }), /expected a whole number of milliseconds/);
    assert.match(message({ goal: [1, 1, 2, 3, 4, 5, 6, 7, 8] }), /not a board/);
  });

  it('knows a source’s language by its extension', () => {
    assert.equal(languageOf('a/b/Main.java'), 'java');
    assert.equal(languageOf('sol.CPP'), 'cpp');
    assert.equal(languageOf('sol.cc'), 'cpp');
    assert.equal(languageOf('x.py'), 'python');
    assert.equal(languageOf('x.js'), 'javascript');
    assert.equal(languageOf('x.c'), 'c');
    assert.equal(languageOf('x.rs'), undefined);
  });
});
