import assert from 'node:assert/strict';
import { CommandError, Io, TextSource } from '../../../src/cli/io/io';
import { main } from '../../../src/cli/main';
import { PROBLEM_IDS, problemOf } from '../../../src/problems';

interface Run {
  code: number;
  out: string;
  err: string;
}

/** `solve` in-process on standard input; `--format` is read as the command line reads it. */
function run(argv: string[], stdin: string): Run {
  const result: Run = { code: 0, out: '', err: '' };
  const decoder = new TextDecoder();
  const io: Io = {
    open: (file): TextSource => {
      if (file !== undefined && file !== '-') throw new CommandError(`${file}: no such file`);
      let done = false;
      return { read: () => (done ? undefined : ((done = true), stdin)) };
    },
    out: (text) => (result.out += typeof text === 'string' ? text : decoder.decode(text)),
    err: (text) => (result.err += text),
    errIsTerminal: false,
    outIsTerminal: false,
  };
  result.code = main(argv, io);
  return result;
}

describe('solve --format PROBLEM: the answer form the registry holds', () => {
  it("writes LeetCode 773's form on its size: the number of moves, -1 for none", () => {
    const form = problemOf('leetcode773').answer;
    assert.deepEqual(form, { kind: 'steps', unsolvable: '-1' });
    const r = run(
      ['solve', '--format', 'leetcode773'],
      '1 2 3 4 0 5\n1 2 3 5 4 0\n4 1 2 5 0 3\n[[1,2,3],[4,5,0]]\n',
    );
    // The same as --size 2x3 --steps --unsolvable -1, without saying any of it.
    assert.equal(r.out, '1\n-1\n5\n0\n');
    assert.equal(r.code, 0);
    assert.equal(
      r.out,
      run(
        ['solve', '--size', '2x3', '--steps', '--unsolvable', '-1'],
        '1 2 3 4 0 5\n1 2 3 5 4 0\n4 1 2 5 0 3\n[[1,2,3],[4,5,0]]\n',
      ).out,
    );
  });

  it("takes the problem's goal: Luogu 1379's boards go toward 123804765", () => {
    assert.equal(problemOf('luogu1379').goalText, '123804765');
    const r = run(['solve', '--format', 'luogu1379'], '283104765\n123804765\n');
    assert.equal(r.out, '4\n0\n');
    assert.equal(r.code, 0);
  });

  it("keeps --steps, --unsolvable and --size over the problem's own", () => {
    assert.equal(
      run(['solve', '--format', 'acwing845', '--unsolvable', 'none'], '2 1 3 4 5 6 7 8 x\n').out,
      'none\n',
    );
    assert.equal(run(['solve', '--format', 'poj1077', '--steps'], '1 2 3 4 5 6 7 x 8\n').out, '1\n');
    assert.equal(run(['solve', '--format', 'leetcode773', '--size', '2x2'], '1 2 x 3\n').out, '1\n');
  });

  it("writes the judges' lower-case moves and `unsolvable` for a problem whose boards all have a solution", () => {
    const r = run(['solve', '--format', 'hdu3567'], '1 2 3 4 5 6 7 x 8\n2 1 3 4 5 6 7 8 x\n');
    assert.equal(r.out, 'r\nunsolvable\n');
  });

  it('refuses an unknown name with a usage error that lists the problems', () => {
    const r = run(['solve', '--format', 'uva999'], '');
    assert.equal(r.code, 2);
    assert.equal(r.out, '');
    assert.ok(
      r.err.startsWith(`eight-puzzle: --format "uva999": expected a problem, ${PROBLEM_IDS.join(', ')}\n`),
      r.err,
    );
    assert.match(r.err, /usage:\n {2}eight-puzzle solve .*\[--format PROBLEM\]/);
    for (const id of PROBLEM_IDS) assert.ok(r.err.includes(id), id);
  });
});
