// Bad traces through the command line, in-process as the other commands'
// tests run it: each bad line its own message, `FILE:LINE:COLUMN: what:
// "text"`, the rest of the report kept, and the exit codes.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandError, Io } from '../../../src/cli/io/io';
import { runCommandLine } from '../../../src/cli/main';
import type { TraceReport } from '../../../src/lab/spec';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = {
    open(file) {
      throw new CommandError(`${file}: not read through Io`);
    },
    out: (text) => (out += typeof text === 'string' ? text : new TextDecoder().decode(text)),
    err: (text) => (err += text),
    errIsTerminal: false,
    outIsTerminal: false,
  };
  const code = await runCommandLine(argv, io);
  return { code, out, err };
}

describe('lab --trace: bad traces', function () {
  // Each replay runs our nine methods too; on a machine kept busy that is seconds, not a hang.
  this.timeout(120_000);
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-bad-trace-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  function file(name: string, text: string): string {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  }

  it('an unreadable line, a board of another size, a line with no board: a message each, and the rest replayed (exit 1)', async () => {
    const trace = file(
      'mixed.trace',
      [
        'expand 2 3 4 1 5 x 7 6 8 g=0 h=5',
        'expand 2 3 4 1 5 x 7 6 9 g=1',
        'visit 2 3 x 1 5 4 7 6 8',
        'expand 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0',
        'expand',
        'expand 2 3 4 1 5 6 7 8',
        'expand\t23x154768 g=1 h=4',
        '',
      ].join('\r\n'),
    );
    const { code, out, err } = await run(['lab', '--trace', trace, '--json']);
    assert.equal(code, 1);
    const report = JSON.parse(out) as TraceReport;
    assert.equal(report.expansions, 2);
    assert.equal(report.statedLines, 2);
    assert.deepEqual(report.unreadable, { count: 5, firstLine: 2 });
    assert.deepEqual(
      err.split('\n').filter((line) => line !== ''),
      [
        `eight-puzzle: ${trace}:2:24: '9' is not a tile or a blank: use 1–8 and x (or 0 or .): "9"`,
        `eight-puzzle: ${trace}:3:1: expected "expand BOARD": "visit"`,
        `eight-puzzle: ${trace}:4:8: a 4×4 board in a 3×3 trace: "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0"`,
        `eight-puzzle: ${trace}:5:7: no board after "expand": "expand"`,
        `eight-puzzle: ${trace}:6:8: 8 cells, expected 9: the blank is missing: "2 3 4 1 5 6 7 8"`,
      ],
    );
    assert.deepEqual(
      report.problems,
      err
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => line.slice('eight-puzzle: '.length)),
    );
  });

  it('a line too long is reported by its start and length, never held, and the lines after it are read', async () => {
    const trace = file(
      'long.trace',
      `expand 2 3 4 1 5 x 7 6 8\nexpand ${'1 '.repeat(600_000)}\nexpand 2 3 x 1 5 4 7 6 8\n`,
    );
    const { code, out, err } = await run(['lab', '--trace', trace, '--json']);
    assert.equal(code, 1);
    assert.equal((JSON.parse(out) as TraceReport).expansions, 2);
    assert.match(
      err,
      new RegExp(
        `^eight-puzzle: ${trace}:2:1: a line of 1,200,007 characters, longer than the 1,048,576 a trace line may hold: "expand 1 1 1`,
      ),
    );
  });

  it('many bad lines: the first ten said, then how many more', async () => {
    const trace = file('many.trace', 'expand 2 3 4 1 5 x 7 6 8\n' + 'expand 1 1 1\n'.repeat(25));
    const { code, out, err } = await run(['lab', '--trace', trace]);
    assert.equal(code, 1);
    const lines = err.split('\n').filter((line) => line !== '');
    assert.equal(lines.length, 11);
    assert.equal(lines[10], `eight-puzzle: ${trace}: … and 15 more unreadable lines`);
    assert.match(out, /unreadable +25 lines, the first on line 2/);
  });

  it('an empty trace, a trace of comments and a missing file: one message, exit 2', async () => {
    for (const [trace, message] of [
      [file('empty.trace', ''), 'no board expanded: a trace has one "expand BOARD" line per expansion'],
      [
        file('comments.trace', '# nothing\n\n   \n# more\n'),
        'no board expanded: a trace has one "expand BOARD" line per expansion',
      ],
      [join(dir, 'absent.trace'), 'no such file'],
    ]) {
      const { code, out, err } = await run(['lab', '--trace', trace]);
      assert.equal(code, 2);
      assert.equal(out, '');
      assert.equal(err, `eight-puzzle: ${trace}: ${message}\n`);
    }
  });

  it('a trace of nothing but bad lines: exit 2, and each line said', async () => {
    const trace = file('all-bad.trace', 'expand 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n');
    const { code, err } = await run(['lab', '--trace', trace, '--size', '3x3']);
    assert.equal(code, 2);
    assert.match(
      err,
      /no line could be read \(1 unreadable\)\neight-puzzle: .*all-bad\.trace:1:8: a 4×4 board in a 3×3 trace/,
    );
  });

  it('usage errors: a bad --start, --start of another size, --first without --trace, a BOARD beside --trace (exit 2, no stack)', async () => {
    const trace = file('ok.trace', 'expand 2 3 4 1 5 x 7 6 8\n');
    for (const argv of [
      ['lab', '--trace', trace, '--start', '1 2 3'],
      ['lab', '--trace', trace, '--start', '1 2 3 4 5 x', '--size', '3x3'],
      ['lab', '--first', '3', '2 3 4 1 5 x 7 6 8'],
      ['lab', '--trace', trace, '2 3 4 1 5 x 7 6 8'],
      ['lab', '--trace', trace, '--first', 'many'],
    ]) {
      const { code, err } = await run(argv);
      assert.equal(code, 2, argv.join(' '));
      assert.match(err, /^eight-puzzle: /);
      assert.doesNotMatch(err, /\n\s+at /);
    }
  });

  it('--size 2x3 reads a trace of 2×3 boards, which 6 cells alone could not say', async () => {
    const trace = file('small.trace', 'expand 4 1 3 x 2 5\nexpand 4 1 3 2 x 5\n');
    const { code, out } = await run(['lab', '--trace', trace, '--size', '2x3', '--json']);
    assert.equal(code, 0);
    const report = JSON.parse(out) as TraceReport;
    assert.equal(report.size, '2x3');
    assert.equal(report.expansions, 2);
  });
});
