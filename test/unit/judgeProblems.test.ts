// The registry of judge problems (src/problems): each problem declared once,
// with its puzzle resolved from its statement's goal, the words that name it
// in a file, and what the judge and the command line read from it.
import assert from 'node:assert/strict';
import { EIGHT_PUZZLE, samePuzzle } from '../../src/engine';
import { resolveSettings } from '../../src/judge/settings';
import { USAGE } from '../../src/cli/usage';
import { asProblemId, DEFAULT_PROBLEM, isProblemId, PROBLEM_IDS, problemNamedIn, problemOf, PROBLEMS, problemsForPicker } from '../../src/problems';

describe('the judge problems’ registry', () => {
  it('declares POJ 1077, HDU 1043 and Luogu P1379, in that order, HDU 1043 the default', () => {
    assert.deepEqual(PROBLEM_IDS, ['poj1077', 'hdu1043', 'luogu1379']);
    assert.deepEqual(PROBLEMS.map((problem) => problem.name), ['POJ 1077', 'HDU 1043', 'Luogu P1379']);
    assert.equal(DEFAULT_PROBLEM, 'hdu1043');
    assert.equal(problemOf(), problemOf('hdu1043'));
    assert.deepEqual(problemsForPicker().map((problem) => problem.id), ['hdu1043', 'poj1077', 'luogu1379']);
  });

  it('resolves each statement’s goal to its puzzle once: the judges’ 12345678x, Luogu’s 123804765', () => {
    assert.ok(samePuzzle(problemOf('poj1077').puzzle, EIGHT_PUZZLE));
    assert.ok(samePuzzle(problemOf('hdu1043').puzzle, EIGHT_PUZZLE));
    const luogu = problemOf('luogu1379').puzzle;
    assert.equal(luogu.size, EIGHT_PUZZLE.size);
    assert.deepEqual(luogu.goal, [1, 2, 3, 8, 9, 4, 7, 6, 5]);
    assert.equal(problemOf('luogu1379').goalText, '123804765');
  });

  it('says how each problem reads and answers, as its statement does', () => {
    const facts = PROBLEMS.map((problem) => [problem.id, problem.mode, problem.input.blank, problem.input.separator, problem.answer, problem.unsolvableBoards, problem.timeLimitMs]);
    assert.deepEqual(facts, [
      ['poj1077', 'per-case', 'x', ' ', 'moves', true, 1000],
      ['hdu1043', 'batch', 'x', ' ', 'moves', true, 1000],
      ['luogu1379', 'per-case', '0', '', 'steps', false, 1000],
    ]);
  });

  it('names each problem in a file by its name and by the name a comment gives it', () => {
    for (const problem of PROBLEMS) {
      assert.equal(problemNamedIn(`// ${problem.name}`), problem.id, problem.name);
      assert.equal(problemNamedIn(`# ${problem.commentName}: the eight puzzle`), problem.id, problem.commentName);
      assert.equal(problemNamedIn(`// ${problem.id}`), problem.id, problem.id);
    }
  });

  it('reads ids back from anywhere, and only its own', () => {
    for (const id of PROBLEM_IDS) {
      assert.ok(isProblemId(id));
      assert.equal(asProblemId(id), id);
    }
    assert.equal(isProblemId('uva10181'), false);
    assert.equal(isProblemId('toString'), false);
    assert.equal(asProblemId(7), undefined);
    assert.equal(asProblemId(undefined), undefined);
  });

  it('is what the judge runs each problem as', () => {
    for (const problem of PROBLEMS) {
      const settings = resolveSettings({ program: { kind: 'command', command: 'true', args: [] }, problem: problem.id });
      if (typeof settings === 'string') assert.fail(settings);
      assert.equal(settings.problem, problem);
      assert.equal(settings.puzzle, problem.puzzle);
      assert.equal(settings.mode, problem.mode);
      assert.equal(settings.timeLimitMs, problem.timeLimitMs);
    }
  });

  it('is what the command line’s usage offers', () => {
    assert.ok(USAGE.includes(`[--problem ${PROBLEM_IDS.join('|')}]`), USAGE);
    for (const problem of PROBLEMS) assert.match(USAGE.replace(/\s+/g, ' '), new RegExp(`${problem.id} \\(`), problem.id);
    assert.match(USAGE.replace(/\s+/g, ' '), /hdu1043 \(the default: every board in one run\)/);
    assert.match(USAGE.replace(/\s+/g, ' '), /luogu1379 \(one board per run, 0 for the blank, goal 123804765, the answer is the number of moves\)/);
  });
});
