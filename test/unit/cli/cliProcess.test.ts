// The installed command line as a child process, where the behaviour is about
// real streams: pipes that close, a full disk, bytes on standard input, and
// the memory a process really holds.
import assert from 'node:assert/strict';
import { spawn, spawnSync, SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EIGHT_PUZZLE, optimalDistance, parseBoard, replay } from '../../../src/engine';
import { nineFactorialBatch } from '../support/nineFactorial';

const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');

function cli(args: string[], input?: string | Buffer, nodeOptions: string[] = []): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...nodeOptions, CLI, ...args], {
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * Runs the command line with its stdout or stderr a pipe that this side closes at once, or after the first
 * piece.
 */
function withClosedPipe(
  args: string[],
  stdin: string,
  close: 'stdout' | 'stderr',
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    if (close === 'stderr') child.stderr.destroy();
    else child.stderr.on('data', (data: Buffer) => (err += data.toString()));
    if (close === 'stdout') child.stdout.once('data', () => child.stdout.destroy());
    else child.stdout.on('data', (data: Buffer) => (out += data.toString()));
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('the installed eight-puzzle binary', () => {
  it('reads standard input and writes standard output', () => {
    const r = cli(['solve'], '2 3 4 1 5 x 7 6 8\n');
    assert.equal(r.status, 0);
    const start = parseBoard('2 3 4 1 5 x 7 6 8');
    assert.ok(start.ok);
    const answer = r.stdout.trimEnd();
    assert.ok(replay(EIGHT_PUZZLE, start.board, answer).solved, answer);
    assert.equal(answer.length, optimalDistance(EIGHT_PUZZLE, start.board));
  });

  it('answers all 9! boards from a pipe with the engine’s shortest answers, then a line that is no board the general way', function () {
    this.timeout(60_000);
    const { boards, answers } = nineFactorialBatch();
    // The bad line and the grid after the 9! plain lines go to the text reader, with their own line numbers.
    const r = cli(['solve'], `${boards.join('\n')}\n1 2 3 4 5 6 7 4 x\n2 3 4\n1 5 x\n7 6 8\n`);
    assert.equal(r.status, 2);
    assert.equal(
      r.stderr,
      'line 362881, column 15: tile 4 appears twice\n  1 2 3 4 5 6 7 4 x\n                ^\n',
    );
    const out = r.stdout.split('\n');
    assert.deepEqual(out.slice(0, 362_880), answers);
    assert.deepEqual(out.slice(362_880), ['invalid', answers[boards.indexOf('2 3 4 1 5 x 7 6 8')], '']);
    // And, not only the same as the engine: every 97th answer replays to the goal in the fewest moves.
    for (let i = 0; i < boards.length; i += 97) {
      const start = parseBoard(boards[i]);
      assert.ok(start.ok);
      if (answers[i] === 'unsolvable') continue;
      assert.ok(replay(EIGHT_PUZZLE, start.board, out[i]).solved, boards[i]);
      assert.equal(out[i].length, optimalDistance(EIGHT_PUZZLE, start.board), boards[i]);
    }
  });

  it('prints no stack trace for bad input, and exits 2', () => {
    const r = cli(['solve'], 'hello\n');
    assert.equal(r.status, 2);
    assert.equal(r.stdout, 'invalid\n');
    assert.match(r.stderr, /^line 1, column 1: 'hello' is not a tile or a blank/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  });

  it('accepts a UTF-8 byte-order mark at the start of the input, in both files of check', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const r = cli(['solve'], Buffer.concat([bom, Buffer.from('1 2 3 4 5 6 7 x 8\n')]));
    assert.deepEqual([r.stdout, r.stderr, r.status], ['r\n', '', 0]);
    const dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-bom-'));
    try {
      writeFileSync(join(dir, 'in'), Buffer.concat([bom, Buffer.from('1\r\n1 2 3 4 5 6 7 x 8\r\n')]));
      writeFileSync(join(dir, 'out'), Buffer.concat([bom, Buffer.from('r\r\n')]));
      const checked = cli(['check', join(dir, 'in'), join(dir, 'out')]);
      assert.deepEqual([checked.stdout, checked.stderr, checked.status], ['all 1 case accepted\n', '', 0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writing to a full disk gives one clear line and exit 3, not a stack trace', function () {
    if (!existsSync('/dev/full')) this.skip();
    for (const args of [['gen', '--all'], ['solve'], ['--help']]) {
      const full = openSync('/dev/full', 'w');
      try {
        const r = spawnSync(process.execPath, [CLI, ...args], {
          input: '2 3 4 1 5 x 7 6 8\n',
          stdio: ['pipe', full, 'pipe'],
          encoding: 'utf8',
        });
        assert.equal(r.status, 3, args.join(' '));
        assert.equal(
          r.stderr,
          'eight-puzzle: cannot write standard output: no space left on device (ENOSPC)\n',
        );
      } finally {
        closeSync(full);
      }
    }
  });

  it('stops quietly, and successfully, when the reader of its output goes away (gen --all | head)', async () => {
    const gen = await withClosedPipe(['gen', '--all'], '', 'stdout');
    assert.deepEqual([gen.code, gen.err], [0, '']);
    const solved = await withClosedPipe(['solve'], '1 2 3 4 5 6 7 x 8\n'.repeat(200_000), 'stdout');
    assert.deepEqual([solved.code, solved.err], [0, '']);
  });

  it('keeps its exit code and its answers when standard error is a closed pipe', async () => {
    const r = await withClosedPipe(
      ['solve'],
      '1 2 3 4 5 6 7 8 8\n'.repeat(300) + '1 2 3 4 5 6 7 x 8\n',
      'stderr',
    );
    assert.equal(r.code, 2);
    assert.equal(r.out, 'invalid\n'.repeat(300) + 'r\n');
  });

  it('answers every other line around a 16 MiB line, and shows only its start', () => {
    const huge = '1 2 3 '.repeat((16 * 1024 * 1024) / 6);
    const r = cli(['solve'], `1 2 3 4 5 6 7 x 8\n${huge}\n1 2 3 4 5 6 x 7 8\n`);
    assert.equal(r.status, 2);
    assert.equal(r.stdout, 'r\ninvalid\nrr\n');
    assert.equal(
      r.stderr,
      `line 2: ${huge.length.toLocaleString('en-US')} characters, too long for a board (a line may hold at most 1,048,576)\n  ${huge.slice(0, 72)}…\n`,
    );
  });
});

describe('the command line in bounded memory', function () {
  // Each of these runs out of a 16 MB heap unless the input is streamed; the heap size is the bound, not a
  // timing.
  this.timeout(60_000);
  const HEAP = ['--max-old-space-size=16'];
  let dir = '';
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-memory-'));
    const { boards, answers } = nineFactorialBatch();
    // Three times the 9! file: 20 MB, more than the whole heap it may use.
    writeFileSync(join(dir, 'all.in'), `${boards.join('\n')}\n`.repeat(3));
    writeFileSync(join(dir, 'all.out'), `${answers.join('\n')}\n`.repeat(3));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('solve reads a 20 MB input in a 16 MB heap', () => {
    const r = spawnSync(process.execPath, [...HEAP, CLI, 'solve', join(dir, 'all.in')], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
    assert.deepEqual([r.status, r.stderr], [0, '']);
  });

  it('check judges 1,088,640 answers in a 16 MB heap', () => {
    const r = cli(['check', join(dir, 'all.in'), join(dir, 'all.out')], undefined, HEAP);
    assert.deepEqual([r.stdout, r.stderr, r.status], ['all 1,088,640 cases accepted\n', '', 0]);
  });

  it('gen writes a million random boards in a 16 MB heap', () => {
    const r = spawnSync(process.execPath, [...HEAP, CLI, 'gen', '--random', '1000000'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
    assert.deepEqual([r.status, r.stderr], [0, '']);
  });
});
