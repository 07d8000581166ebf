// The registry of judge problems (src/problems): each problem declared once,
// with its puzzle resolved from its statement's goal, the words that name it
// in a file, its forms, limits and run mode as its statement gives them, and
// what the judge and the command line read from it.
import assert from 'node:assert/strict';
import { EIGHT_PUZZLE, samePuzzle, sizeByKey } from '../../../src/engine';
import { resolveSettings } from '../../../src/judge/settings';
import { USAGE } from '../../../src/cli/usage';
import {
  asProblemId,
  DEFAULT_PROBLEM,
  isProblemId,
  PROBLEM_IDS,
  problemNamedIn,
  problemOf,
  PROBLEMS,
  problemsForPicker,
  runModeOf,
} from '../../../src/problems';

const ALL = [
  'poj1077',
  'hdu1043',
  'luogu1379',
  'acwing179',
  'acwing845',
  'uva652',
  'hdu3567',
  'leetcode773',
  'uva10181',
  'aizu-alds1-13-b',
  'aizu-alds1-13-c',
];

describe('the judge problems’ registry', () => {
  it('declares the eleven problems of the family, in that order, HDU 1043 the default', () => {
    assert.deepEqual(PROBLEM_IDS, ALL);
    assert.deepEqual(
      PROBLEMS.map((problem) => problem.name),
      [
        'POJ 1077',
        'HDU 1043',
        'Luogu P1379',
        'AcWing 179',
        'AcWing 845',
        'UVa 652',
        'HDU 3567',
        'LeetCode 773',
        'UVa 10181',
        'Aizu ALDS1_13_B',
        'Aizu ALDS1_13_C',
      ],
    );
    assert.equal(DEFAULT_PROBLEM, 'hdu1043');
    assert.equal(problemOf(), problemOf('hdu1043'));
    assert.deepEqual(
      problemsForPicker().map((problem) => problem.id),
      ['hdu1043', ...ALL.filter((id) => id !== 'hdu1043')],
    );
  });

  it('resolves each statement’s goal to its puzzle once: the judges’ 12345678x, Luogu’s 123804765, LeetCode’s 2×3, the 15-puzzle’s', () => {
    assert.ok(samePuzzle(problemOf('poj1077').puzzle, EIGHT_PUZZLE));
    assert.ok(samePuzzle(problemOf('hdu1043').puzzle, EIGHT_PUZZLE));
    assert.ok(samePuzzle(problemOf('aizu-alds1-13-b').puzzle, EIGHT_PUZZLE));
    assert.deepEqual(problemOf('luogu1379').puzzle.goal, [1, 2, 3, 8, 9, 4, 7, 6, 5]);
    assert.equal(problemOf('luogu1379').goalText, '123804765');
    assert.equal(problemOf('leetcode773').puzzle.size, sizeByKey('2x3'));
    assert.deepEqual(problemOf('leetcode773').puzzle.goal, [1, 2, 3, 4, 5, 6]);
    for (const id of ['uva10181', 'aizu-alds1-13-c'] as const)
      assert.deepEqual(problemOf(id).puzzle.goal, sizeByKey('4x4').defaultGoal, id);
  });

  it('says how each problem reads and answers, as its statement does', () => {
    const facts = PROBLEMS.map((problem) => {
      const answer =
        problem.answer.kind === 'steps'
          ? `steps ${problem.answer.unsolvable ?? '(always solvable)'}`
          : `moves ${problem.answer.case} ${problem.answer.accept.kind}${problem.answer.accept.kind === 'at-most' ? ` ${problem.answer.accept.moves}` : ''} / ${problem.answer.unsolvable ?? '(always solvable)'}`;
      return [
        problem.id,
        problem.puzzle.size.key,
        `${problem.board.layout} ${problem.board.blank}`,
        problem.input.kind,
        problem.output.kind,
        runModeOf(problem.input),
        answer,
        problem.unsolvableBoards,
        problem.mostMoves ?? '-',
      ];
    });
    assert.deepEqual(facts, [
      [
        'poj1077',
        '3x3',
        'spaced x',
        'one-board',
        'lines',
        'per-case',
        'moves lower any / unsolvable',
        true,
        '-',
      ],
      [
        'hdu1043',
        '3x3',
        'spaced x',
        'until-end',
        'lines',
        'batch',
        'moves lower any / unsolvable',
        true,
        '-',
      ],
      [
        'luogu1379',
        '3x3',
        'compact 0',
        'one-board',
        'lines',
        'per-case',
        'steps (always solvable)',
        false,
        '-',
      ],
      [
        'acwing179',
        '3x3',
        'spaced x',
        'one-board',
        'lines',
        'per-case',
        'moves lower shortest / unsolvable',
        true,
        '-',
      ],
      ['acwing845', '3x3', 'spaced x', 'one-board', 'lines', 'per-case', 'steps -1', true, '-'],
      [
        'uva652',
        '3x3',
        'spaced x',
        'counted',
        'blank-between',
        'batch',
        'moves lower any / unsolvable',
        true,
        '-',
      ],
      [
        'hdu3567',
        '3x3',
        'compact X',
        'counted-pairs',
        'case-headed',
        'batch',
        'moves lower lexicographic-shortest / (always solvable)',
        false,
        '-',
      ],
      ['leetcode773', '2x3', 'spaced 0', 'until-end', 'lines', 'batch', 'steps -1', true, '-'],
      [
        'uva10181',
        '4x4',
        'grid 0',
        'counted',
        'lines',
        'batch',
        'moves upper at-most 50 / This puzzle is not solvable.',
        true,
        45,
      ],
      [
        'aizu-alds1-13-b',
        '3x3',
        'grid 0',
        'one-board',
        'lines',
        'per-case',
        'steps (always solvable)',
        false,
        '-',
      ],
      [
        'aizu-alds1-13-c',
        '4x4',
        'grid 0',
        'one-board',
        'lines',
        'per-case',
        'steps (always solvable)',
        false,
        45,
      ],
    ]);
    assert.deepEqual(problemOf('uva652').input, { kind: 'counted', blankLines: true });
    assert.deepEqual(problemOf('hdu3567').input, { kind: 'counted-pairs' });
    assert.deepEqual(problemOf('leetcode773').solution, {
      kind: 'method',
      className: 'Solution',
      method: 'slidingPuzzle',
    });
    assert.ok(
      PROBLEMS.filter((problem) => problem.id !== 'leetcode773').every(
        (problem) => problem.solution.kind === 'program',
      ),
    );
  });

  it('says how many boards each judge’s input holds, and whether the statement says so or the figure is an estimate from evidence', () => {
    const sizes = PROBLEMS.map((problem) => [
      problem.id,
      problem.data.from,
      problem.input.kind === 'one-board' ? problem.data.boards === 1 : problem.data.boards > 1,
    ]);
    assert.deepEqual(sizes, [
      ['poj1077', 'statement', true],
      ['hdu1043', 'estimate', true],
      ['luogu1379', 'statement', true],
      ['acwing179', 'statement', true],
      ['acwing845', 'statement', true],
      ['uva652', 'estimate', true],
      ['hdu3567', 'statement', true],
      ['leetcode773', 'estimate', true],
      ['uva10181', 'estimate', true],
      ['aizu-alds1-13-b', 'statement', true],
      ['aizu-alds1-13-c', 'statement', true],
    ]);
    assert.equal(problemOf('hdu3567').data.boards, 200, 'T <= 200');
    for (const problem of PROBLEMS)
      assert.ok(
        problem.data.basis.length > 20 && !/TODO/.test(problem.data.basis),
        `${problem.id}: where its size comes from`,
      );
  });

  it('says which judge had the verdict Presentation Error, and which machine and memory rule each judge’s figures rest on', () => {
    assert.deepEqual(
      PROBLEMS.filter((problem) => problem.presentationError).map((problem) => problem.id),
      ['poj1077', 'hdu1043', 'uva652', 'hdu3567', 'uva10181', 'aizu-alds1-13-b', 'aizu-alds1-13-c'],
    );
    assert.deepEqual(
      PROBLEMS.filter((problem) => problem.environment.machine.wordBits === 32).map((problem) => problem.id),
      ['poj1077', 'hdu1043', 'hdu3567'],
      'POJ and HDU: MinGW on 32-bit Windows',
    );
    for (const problem of PROBLEMS) {
      const { machine } = problem.environment;
      assert.equal(machine.memory, 'resident');
      assert.ok(machine.evidence.length > 40, `${problem.id}: what its machine rests on`);
      assert.equal(machine.strings, machine.wordBits === 32 ? 'copy-on-write' : 'short-string');
    }
  });

  it('carries each problem’s limits with their source and the statement’s words, saying which could not be confirmed', () => {
    const limits = PROBLEMS.map((problem) => [
      problem.id,
      problem.limits.others.timeMs,
      problem.limits.others.memoryKiB,
      problem.limits.confirmed,
    ]);
    assert.deepEqual(limits, [
      ['poj1077', 1000, 65536, true],
      ['hdu1043', 5000, 32768, true],
      ['luogu1379', 1000, 131072, true],
      ['acwing179', 1000, 65536, false],
      ['acwing845', 1000, 65536, false],
      ['uva652', 3000, 131072, false],
      ['hdu3567', 2000, 65536, false],
      ['leetcode773', 2000, 262144, true],
      ['uva10181', 3000, 131072, false],
      ['aizu-alds1-13-b', 1000, 131072, false],
      ['aizu-alds1-13-c', 1000, 131072, false],
    ]);
    assert.deepEqual(problemOf('hdu1043').limits.languages, { java: { timeMs: 10000, memoryKiB: 65536 } });
    assert.equal(problemOf('leetcode773').limits.published, false);
    for (const problem of PROBLEMS) {
      assert.match(problem.url, /^https?:\/\//, problem.id);
      assert.match(problem.limits.source, /^https?:\/\//, problem.id);
      assert.notEqual(problem.limits.stated, '', problem.id);
      // What could not be confirmed is said in the entry.
      if (!problem.limits.confirmed)
        assert.ok(
          problem.unconfirmed.some((doubt) => /limit/.test(doubt)),
          problem.id,
        );
    }
  });

  it('compiles as each judge does: ONLINE_JUDGE where the judge defines it, POJ’s and HDU’s old GCC in C++98 with the headers its library brought', () => {
    for (const id of ['poj1077', 'hdu1043', 'hdu3567', 'uva652', 'uva10181'] as const)
      assert.ok(problemOf(id).environment.defines.includes('ONLINE_JUDGE'), id);
    for (const problem of PROBLEMS) assert.notEqual(problem.environment.source, '', problem.id);
    assert.equal(problemOf('poj1077').environment.cpp.standard, 'gnu++98');
    assert.deepEqual(problemOf('hdu3567').environment.cpp.libraryIncludes, ['cstring', 'cstdio']);
    assert.equal(problemOf('uva10181').environment.cpp.standard, 'c++11');
  });

  it('names each problem in a file by its name and by the name a comment gives it', () => {
    for (const problem of PROBLEMS) {
      assert.equal(problemNamedIn(`// ${problem.name}`), problem.id, problem.name);
      assert.equal(
        problemNamedIn(`# ${problem.commentName}: the eight puzzle`),
        problem.id,
        problem.commentName,
      );
      assert.equal(problemNamedIn(`// ${problem.id}`), problem.id, problem.id);
    }
    assert.equal(problemNamedIn('int slidingPuzzle(vector<vector<int>>& board)'), 'leetcode773');
    for (const declared of [
      '    def slidingPuzzle(self, board):',
      'public int slidingPuzzle(int[][] board) {',
      'var slidingPuzzle = function(board) {',
    ])
      assert.equal(problemNamedIn(declared), 'leetcode773', declared);
    // A call of the method is no solution of it: a script that prints a solution's answers names no problem.
    assert.equal(problemNamedIn('print(Solution().slidingPuzzle([[4,1,2],[5,0,3]]))  # 5'), undefined);
    assert.equal(
      problemNamedIn('// HDU 3567 (Eight II) and HDU 1043'),
      undefined,
      'two problems named: the user chooses',
    );
    assert.equal(problemNamedIn('// UVa 101810'), undefined, 'whole numbers only');
  });

  it('reads ids back from anywhere, and only its own', () => {
    for (const id of PROBLEM_IDS) {
      assert.ok(isProblemId(id));
      assert.equal(asProblemId(id), id);
    }
    assert.equal(isProblemId('uva100'), false);
    assert.equal(isProblemId('toString'), false);
    assert.equal(asProblemId(7), undefined);
    assert.equal(asProblemId(undefined), undefined);
  });

  it('is what the judge runs each problem as: its puzzle and its run mode', () => {
    for (const problem of PROBLEMS) {
      const settings = resolveSettings({
        program: { kind: 'command', command: 'true', args: [] },
        problem: problem.id,
      });
      if (typeof settings === 'string') assert.fail(settings);
      assert.equal(settings.problem, problem);
      assert.equal(settings.puzzle, problem.puzzle);
      assert.equal(settings.mode, runModeOf(problem.input));
      assert.equal(settings.diagnosis, undefined);
    }
  });

  it('is what the command line’s usage offers', () => {
    const usage = USAGE.replace(/\s+/g, ' ');
    for (const problem of PROBLEMS) assert.ok(usage.includes(`${problem.id} (`), problem.id);
  });
});
