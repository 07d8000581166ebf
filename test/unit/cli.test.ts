import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Io } from '../../src/cli/io';
import { main } from '../../src/cli/main';

interface Run {
  code: number;
  out: string;
  err: string;
}

/** Runs the command line in-process on made-up files. */
function run(argv: string[], files: Record<string, string> = {}, stdin = ''): Run {
  let out = '';
  let err = '';
  const io: Io = {
    read: (file) => {
      if (file === undefined || file === '-') return stdin;
      if (!(file in files)) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return files[file];
    },
    out: (text) => {
      out += typeof text === 'string' ? text : new TextDecoder().decode(text);
    },
    err: (text) => {
      err += text;
    },
    errIsTerminal: false,
  };
  const code = main(argv, io);
  return { code, out, err };
}

describe('eight-puzzle solve', () => {
  it('answers each board on its own line, in the judges’ output form', () => {
    const r = run(['solve', 'in'], { in: '2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 x 8\n' });
    assert.equal(r.code, 0);
    assert.equal(r.out, 'ullddrurdllurrdlurd\nunsolvable\nr\n');
    assert.equal(r.err, '');
  });

  it('gives an empty line for a board that is already solved (the first seed answers “unsolvable”)', () => {
    assert.equal(run(['solve'], {}, '1 2 3 4 5 6 7 8 x\n').out, '\n');
  });

  it('reads CRLF lines correctly (the second seed answers “unsolvable” for them)', () => {
    const r = run(['solve'], {}, '2 3 4 1 5 x 7 6 8\r\n1 2 3 4 5 6 7 x 8\r\n');
    assert.equal(r.out, 'ullddrurdllurrdlurd\nr\n');
  });

  it('reads 3-line grids, compact boards and commas, with no final newline', () => {
    const r = run(['solve'], {}, '2 3 4\n1 5 x\n7 6 8\n12345678x\n1,2,3,4,5,6,7,x,8');
    assert.equal(r.out, 'ullddrurdllurrdlurd\n\nr\n');
  });

  it('prints the number of moves with --steps (Luogu P1379) and takes another goal with --goal', () => {
    assert.equal(run(['solve', '--steps'], {}, '2 3 4 1 5 x 7 6 8\n').out, '19\n');
    const luogu = run(['solve', '--steps', '--goal', '123804765'], {}, '283104765\n');
    assert.equal(luogu.out, '4\n');
  });

  it('reports a bad line with its line, column and text, and still answers the others', () => {
    const r = run(['solve', 'in'], { in: '1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 7 4 x\n1 2 3 4 5 6 7 8 x\n' });
    assert.equal(r.code, 2);
    assert.equal(r.out, 'r\ninvalid\n\n');
    assert.equal(r.err, 'line 2, column 15: tile 4 appears twice\n  1 2 3 4 5 6 7 4 x\n                ^\n');
    assert.doesNotMatch(r.err, /\bat .*\.js/);
  });

  it('says clearly when the file is missing or the goal is bad', () => {
    const missing = run(['solve', 'nope.in']);
    assert.equal(missing.code, 2);
    assert.match(missing.err, /^eight-puzzle: nope.in: no such file/);
    const badGoal = run(['solve', '--goal', '1234'], {}, '');
    assert.equal(badGoal.code, 2);
    assert.match(badGoal.err, /--goal "1234": 4 cells, expected 9/);
  });
});

describe('eight-puzzle check, a special judge', () => {
  const input = '2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 7 8 x\n';

  it('accepts every valid answer and exits 0', () => {
    const r = run(['check', 'in', 'out'], { in: input, out: 'ullddrurdllurdruldr\nunsolvable\nrlr\n\n' });
    assert.equal(r.out, 'all 4 cases accepted\n');
    assert.equal(r.code, 0);
  });

  it('with --optimal, rejects an answer longer than a shortest one', () => {
    const r = run(['check', '--optimal', 'in', 'out'], { in: input, out: 'ullddrurdllurdruldr\nunsolvable\nrlr\n\n' });
    assert.equal(r.out, 'case 3 (output line 3): 3 moves (shortest is 1)\n3 of 4 cases accepted, 1 wrong\n');
    assert.equal(r.code, 1);
  });

  it('names each wrong case, what is wrong and at which step, and exits 1', () => {
    const r = run(['check', 'in', 'out'], { in: input, out: 'ullddl\nr\nunsolvable\nu\n' });
    assert.equal(
      r.out,
      [
        "case 1 (output line 1): step 6: 'l' leaves the board",
        'case 2 (output line 2): this board is unsolvable',
        'case 3 (output line 3): this board is solvable (in 1 move)',
        'case 4 (output line 4): ends 1 move from the goal',
        '0 of 4 cases accepted, 4 wrong',
        '',
      ].join('\n'),
    );
    assert.equal(r.code, 1);
  });

  it('counts missing and extra answers as wrong', () => {
    const missing = run(['check', 'in', 'out'], { in: input, out: 'ullddrurdllurdruldr\n' });
    assert.match(missing.out, /case 2: no answer \(the output has only 1 line\)/);
    assert.equal(missing.code, 1);
    const extra = run(['check', 'in', 'out'], { in: '1 2 3 4 5 6 7 x 8\n', out: 'r\nr\n' });
    assert.match(extra.out, /output line 2: extra answer, there are only 1 board/);
    assert.equal(extra.code, 1);
  });

  it('accepts CRLF and trailing spaces in the output', () => {
    const r = run(['check', 'in', 'out'], { in: input, out: 'ullddrurdllurdruldr \r\nunsolvable\r\nr\r\n\r\n' });
    assert.equal(r.code, 0);
  });

  it('exits 2 when the input is malformed, judging the other cases all the same', () => {
    const r = run(['check', 'in', 'out'], { in: '1 2 3 4 5 6 7 8\n1 2 3 4 5 6 7 x 8\n', out: 'r\nd\n' });
    assert.equal(r.code, 2);
    assert.match(r.err, /in: line 1, column 1: 8 cells, expected 9: the blank is missing/);
    assert.match(r.out, /case 1: the input board is malformed, not judged/);
    assert.match(r.out, /case 2 \(output line 2\): step 1: 'd' leaves the board/);
    assert.match(r.out, /0 of 2 cases accepted, 1 wrong, 1 not judged/);
  });

  it('exits 2 for a file it cannot read', () => {
    const r = run(['check', 'in', 'missing.out'], { in: input });
    assert.equal(r.code, 2);
    assert.match(r.err, /missing.out: no such file/);
  });
});

describe('eight-puzzle gen and show', () => {
  it('writes all 9! boards in the judges’ input form, in Cantor order', () => {
    const lines = run(['gen', '--all']).out.trimEnd().split('\n');
    assert.equal(lines.length, 362_880);
    assert.equal(lines[0], '1 2 3 4 5 6 7 8 x');
    assert.equal(lines[lines.length - 1], 'x 8 7 6 5 4 3 2 1');
  });

  it('writes N random boards, the same for the same seed, at a chosen distance', () => {
    const a = run(['gen', '--random', '5', '--seed', '9']).out;
    assert.equal(a, run(['gen', '--random', '5', '--seed', '9']).out);
    assert.equal(a.trimEnd().split('\n').length, 5);
    const far = run(['gen', '--random', '3', '--distance', '31']).out;
    const steps = run(['solve', '--steps'], {}, far).out;
    assert.equal(steps, '31\n31\n31\n');
  });

  it('refuses contradictory or out-of-range options', () => {
    assert.equal(run(['gen']).code, 2);
    assert.match(run(['gen', '--all', '--random', '3']).err, /choose exactly one of --all and --random N/);
    assert.match(run(['gen', '--random', '3', '--distance', '40']).err, /--distance "40": expected a whole number from 0 to 31/);
    assert.match(run(['gen', '--random', 'many']).err, /--random "many"/);
    assert.match(run(['frobnicate']).err, /unknown command 'frobnicate'/);
    assert.match(run(['solve', '--bogus']).err, /^eight-puzzle: Unknown option '--bogus'/);
  });

  it('shows the board after each move, and the verdict', () => {
    const r = run(['show', '1 2 3 4 5 6 7 x 8', 'r']);
    assert.equal(r.out, 'start\n1 2 3\n4 5 6\n7 x 8\n\nafter 1 (r)\n1 2 3\n4 5 6\n7 8 x\n1 move, shortest\n');
    assert.equal(r.code, 0);
  });

  it('shows where a move string goes wrong', () => {
    const r = run(['show', '12345678x', 'dd']);
    assert.equal(r.code, 1);
    assert.equal(r.err, "show: step 1: 'd' leaves the board\n");
    const bad = run(['show', '1234']);
    assert.match(bad.err, /show: 4 cells, expected 9: "1234" at column 1/);
  });
});

describe('the installed eight-puzzle binary', () => {
  const cli = join(__dirname, '..', '..', '..', 'dist', 'cli.js');

  it('reads standard input and writes standard output', () => {
    const r = spawnSync(process.execPath, [cli, 'solve'], { input: '2 3 4 1 5 x 7 6 8\n', encoding: 'utf8' });
    assert.equal(r.stdout, 'ullddrurdllurrdlurd\n');
    assert.equal(r.status, 0);
  });

  it('prints no stack trace for bad input, and exits non-zero', () => {
    const r = spawnSync(process.execPath, [cli, 'solve'], { input: 'hello\n', encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.equal(r.stdout, 'invalid\n');
    assert.match(r.stderr, /^line 1, column 1: 'hello' is not a tile or a blank/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  });
});
