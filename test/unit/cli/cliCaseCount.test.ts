// A first line is a case count only where it can be one,
// run through the built command line as a user runs it.
import assert from 'node:assert/strict';
import { spawnSync, SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');

function cli(args: string[], input?: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [CLI, ...args], {
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

describe('case counts only where they can be one (solve and check)', () => {
  it('reads 123456789 before boards as the bad board it is: line 1 is answered invalid', () => {
    const r = cli(['solve'], '123456789\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 7 8 x\n');
    assert.deepEqual([r.stdout, r.status], ['invalid\nr\n\n', 2]);
    assert.match(r.stderr, /^line 1, column 9: '9' is not a tile or a blank/);
    assert.doesNotMatch(r.stderr, /cases/);
  });

  it('streams a long input after such a first line: every board answered, line for line', function () {
    this.timeout(60_000);
    const boards = 200_000;
    const r = cli(['solve'], '123456789\n' + '1 2 3 4 5 6 7 x 8\n'.repeat(boards));
    assert.equal(r.status, 2);
    assert.equal(r.stdout, 'invalid\n' + 'r\n'.repeat(boards));
  });

  it('an input of that one line is a bad board, exit 2, not a silent success', () => {
    const r = cli(['solve'], '123456789\n');
    assert.deepEqual([r.stdout, r.status], ['invalid\n', 2]);
  });

  it('a number of eight or more digits is never a count', () => {
    const r = cli(['solve'], '12345678\n1 2 3 4 5 6 7 x 8\n');
    assert.deepEqual([r.stdout, r.status], ['invalid\nr\n', 2]);
    assert.match(r.stderr, /^line 1, column 1: 8 cells, expected 9/);
  });

  it('a small count and boards after it: the count is no board, a disagreement only noticed', () => {
    const r = cli(['solve'], '2\n1 2 3 4 5 6 7 x 8\n');
    assert.deepEqual([r.stdout, r.status], ['r\n', 0]);
    assert.equal(r.stderr, 'eight-puzzle: standard input: line 1 says 2 cases, but 1 board follows\n');
    assert.deepEqual([cli(['solve'], '1234567\n1 2 3 4 5 6 7 x 8\n').stdout], ['r\n']);
  });

  it('a count and no boards is an error, exit 2, with a clear message', () => {
    const r = cli(['solve'], '3\n');
    assert.deepEqual([r.stdout, r.status], ['', 2]);
    assert.equal(r.stderr, 'eight-puzzle: standard input: line 1 says 3 cases, but no board follows\n');
    const dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-count-'));
    try {
      writeFileSync(join(dir, 'x.in'), '3\n\n');
      writeFileSync(join(dir, 'x.out'), '');
      const checked = cli(['check', join(dir, 'x.in'), join(dir, 'x.out')]);
      assert.equal(checked.status, 2);
      assert.match(checked.stderr, /x\.in: line 1 says 3 cases, but no board follows\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a count of zero and nothing after it agree: exit 0', () => {
    assert.deepEqual([cli(['solve'], '0\n').status, cli(['solve'], '0\n').stderr], [0, '']);
  });
});
