// The installed command line on boards of more than 9 cells: the real solver
// in its worker thread, with its pattern databases cached where it is told.
// 3×4 boards keep it quick (their databases build in about a second); the
// 4×4 solver itself is tested on Korf's instances in solver.test.ts.
import assert from 'node:assert/strict';
import { spawn, spawnSync, SpawnSyncReturns } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  formatBoard,
  parseBoard,
  puzzleOf,
  randomWalk,
  replay,
  seededRandom,
  sizeByKey,
} from '../../../src/engine';
import { waitFor } from '../support/waitFor';

const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');

describe('the installed eight-puzzle binary on 3×4 boards', function () {
  this.timeout(120_000);
  const puzzle = puzzleOf(sizeByKey('3x4'));
  let cache: string;

  before(() => (cache = mkdtempSync(join(tmpdir(), 'eight-puzzle-cli-cache-'))));
  after(() => rmSync(cache, { recursive: true, force: true }));

  function cli(args: string[], input: string): SpawnSyncReturns<string> {
    return spawnSync(process.execPath, [CLI, ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, EIGHT_PUZZLE_CACHE: cache },
    });
  }

  it('answers each board with a move string that replays to the goal (--steps: its length), and caches the databases it built', () => {
    const random = seededRandom(12);
    const boards = Array.from({ length: 5 }, () => randomWalk(puzzle, 60, random));
    const r = cli(
      ['solve', '--size', '3x4', '--steps'],
      boards.map((board) => formatBoard(board)).join('\n') + '\n',
    );
    assert.equal(r.status, 0, r.stderr);
    const lengths = r.stdout.trim().split('\n').map(Number);
    const moves = cli(['solve', '--size', '3x4'], boards.map((board) => formatBoard(board)).join('\n') + '\n')
      .stdout.trim()
      .split('\n');
    boards.forEach((board, i) => {
      assert.ok(replay(puzzle, board, moves[i]).solved, moves[i]);
      assert.equal(moves[i].length, lengths[i]);
    });
    assert.ok(
      readdirSync(cache).some((name) => name.endsWith('.bin')),
      'the databases are cached',
    );
  });

  it('gives the same answers, in the same order, on three workers as on one, the lines that are no boards kept in their places', () => {
    const random = seededRandom(31);
    const lines = Array.from({ length: 12 }, (_, i) =>
      i === 4
        ? 'not a board'
        : i === 7
          ? '2 1 3 4 5 6 7 8 9 10 11 x'
          : formatBoard(randomWalk(puzzle, 40 + 5 * i, random)),
    );
    const input = lines.join('\n') + '\n';
    const on = (workers: number): SpawnSyncReturns<string> =>
      spawnSync(process.execPath, [CLI, 'solve', '--size', '3x4'], {
        input,
        encoding: 'utf8',
        env: { ...process.env, EIGHT_PUZZLE_CACHE: cache, EIGHT_PUZZLE_WORKERS: String(workers) },
      });
    const one = on(1);
    const three = on(3);
    assert.equal(one.status, 2, one.stderr);
    assert.equal(three.status, 2, three.stderr);
    assert.equal(three.stdout, one.stdout);
    assert.equal(three.stderr, one.stderr);
    const answers = three.stdout.split('\n').slice(0, -1);
    assert.equal(answers.length, lines.length);
    assert.deepEqual([answers[4], answers[7]], ['invalid', 'unsolvable']);
    answers.forEach((moves, i) => {
      const board = parseBoard(lines[i], puzzle.size);
      if (board.ok && i !== 7)
        assert.ok(replay(puzzle, board.board, moves).solved, `line ${i + 1}: ${moves}`);
    });
  });

  it('answers a longer board, not proven shortest, once --budget is spent', () => {
    const board = randomWalk(puzzle, 200, seededRandom(3));
    const unbounded = cli(['solve', '--size', '3x4'], formatBoard(board) + '\n');
    const bounded = cli(['solve', '--size', '3x4', '--budget', '1'], formatBoard(board) + '\n');
    assert.equal(bounded.status, 0, bounded.stderr);
    const answer = bounded.stdout.trim();
    assert.ok(replay(puzzle, board, answer).solved, answer);
    assert.ok(answer.length >= unbounded.stdout.trim().length);
    assert.match(bounded.stderr, /line 1: \d+ moves, not proven shortest/);
  });

  it('checks --optimal answers against the shortest length the solver finds', () => {
    const boards = [randomWalk(puzzle, 40, seededRandom(5)), randomWalk(puzzle, 40, seededRandom(6))];
    const input = boards.map((board) => formatBoard(board)).join('\n') + '\n';
    const shortest = cli(['solve', '--size', '3x4'], input).stdout.trim().split('\n');
    // A detour at the end (the blank up and back down from its corner) keeps the answer valid and makes it
    // longer.
    const output = [shortest[0], shortest[1] + 'ud'].join('\n') + '\n';
    const dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-check-'));
    try {
      writeFileSync(join(dir, 'in'), input);
      writeFileSync(join(dir, 'out'), output);
      const plain = cli(['check', join(dir, 'in'), join(dir, 'out'), '--size', '3x4'], '');
      assert.equal(plain.status, 0, plain.stdout + plain.stderr);
      const optimal = cli(['check', join(dir, 'in'), join(dir, 'out'), '--size', '3x4', '--optimal'], '');
      assert.equal(optimal.status, 1, optimal.stdout + optimal.stderr);
      assert.match(
        optimal.stdout,
        new RegExp(`case 2 \\(output line 2\\): .*shortest is ${shortest[1].length}`),
      );
      assert.doesNotMatch(optimal.stdout, /case 1/);
      assert.match(optimal.stdout, /1 of 2 cases accepted, 1 wrong/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a --budget that is not a number of nodes', () => {
    const r = cli(['solve', '--budget', 'lots'], '');
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--budget "lots": give a number of nodes/);
  });

  it('stops a search at Ctrl+C with exit code 130', async () => {
    // The blank-first goal makes this board far from it: the search is still running when the signal comes.
    const child = spawn(
      process.execPath,
      [CLI, 'solve', '--size', '4x4', '--goal', '0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15'],
      { env: { ...process.env, EIGHT_PUZZLE_CACHE: cache } },
    );
    let err = '';
    child.stderr.on('data', (data: Buffer) => (err += data.toString()));
    child.stdin.end('14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n');
    // Waits for the worker to be at work: the 4×4 databases' files appear as it builds them.
    await waitFor(
      () => readdirSync(cache).some((name) => name.includes('4x4')),
      'a 4×4 database file in the cache',
      60_000,
    );
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 130, err);
  });
});

describe("the installed eight-puzzle binary's cache, from empty", function () {
  this.timeout(120_000);
  let cache: string;
  before(() => (cache = mkdtempSync(join(tmpdir(), 'eight-puzzle-cli-cache-'))));
  after(() => rmSync(cache, { recursive: true, force: true }));

  it('a 4×4 board: answers on the quick databases, then keeps the full ones before it ends, so the next run starts on them', () => {
    // 22 moves, toward the usual goal (UVa 10181's, which the judge's test below shares): answered in moments
    // on the
    // quick 5-5-5 databases, long before the 6-6-3 ones are built.
    const args = [CLI, 'solve', '--steps', '--size', '4x4'];
    const input = '1 2 8 4 5 0 10 3 9 6 7 12 13 14 11 15\n';
    const run = (): SpawnSyncReturns<string> =>
      spawnSync(process.execPath, args, {
        input,
        encoding: 'utf8',
        env: { ...process.env, EIGHT_PUZZLE_CACHE: cache },
      });
    const first = run();
    assert.equal(first.status, 0, first.stderr);
    assert.equal(first.stdout, '22\n');
    assert.match(
      first.stderr,
      /^eight-puzzle: keeping the full pattern databases for the next runs: a few seconds more \(Ctrl\+C skips\)\n$/,
    );
    const kept = readdirSync(cache).filter((name) => name.includes('4x4')).length;
    assert.equal(kept, 6, `the quick and the full databases, three each: ${readdirSync(cache).join(' ')}`);
    const second = run();
    assert.equal(second.status, 0, second.stderr);
    assert.equal(second.stdout, '22\n');
    assert.equal(second.stderr, '', 'nothing left to build');
  });

  it('judge on a 4×4 problem: the cases’ lengths from the quick databases, the report, then the full ones kept before it ends', () => {
    // The test above's databases but one 6-tile group, so the judge's background build has one real group to
    // build
    // (seconds, long after its report), and this test does not pay for the whole of it again.
    const judged = mkdtempSync(join(tmpdir(), 'eight-puzzle-cli-cache-'));
    try {
      const databases = readdirSync(cache).filter((name) => name.includes('4x4'));
      const left = databases.find((name) => /-[0-9a-f]{6}\.bin$/.test(name));
      assert.ok(databases.length === 6 && left, `the test above's six databases: ${databases.join(' ')}`);
      for (const name of databases) if (name !== left) copyFileSync(join(cache, name), join(judged, name));
      const args = [
        CLI,
        'judge',
        '--problem',
        'uva10181',
        '--tests',
        'random:4',
        join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'programs', 'problems', 'uva10181.cpp'),
      ];
      const run = (): SpawnSyncReturns<string> =>
        spawnSync(process.execPath, args, {
          encoding: 'utf8',
          env: { ...process.env, EIGHT_PUZZLE_CACHE: judged },
        });
      const first = run();
      assert.equal(first.status, 0, first.stdout + first.stderr);
      assert.match(first.stdout, /\n4 of 4 cases accepted\n$/);
      assert.match(
        first.stderr,
        /^eight-puzzle: keeping the full pattern databases for the next runs: a few seconds more \(Ctrl\+C skips\)\n$/,
      );
      const kept = readdirSync(judged).filter((name) => name.includes('4x4')).length;
      assert.equal(kept, 6, `the group left out, built and kept: ${readdirSync(judged).join(' ')}`);
      assert.deepEqual(
        readFileSync(join(judged, left)),
        readFileSync(join(cache, left)),
        'the same bytes as the solver built',
      );
    } finally {
      rmSync(judged, { recursive: true, force: true });
    }
  });

  it("3×3's distance table: writes it on the first run, reads it on the next, and writes it again when it is damaged, with the same answers each time", () => {
    const input = '2 3 4 1 5 x 7 6 8\n8 7 6 5 4 3 2 1 x\n';
    const run = (env: NodeJS.ProcessEnv = { EIGHT_PUZZLE_CACHE: cache }): SpawnSyncReturns<string> =>
      spawnSync(process.execPath, [CLI, 'solve'], {
        input,
        encoding: 'utf8',
        env: { ...process.env, ...env },
      });
    const first = run();
    assert.equal(first.status, 0, first.stderr);
    assert.equal(first.stderr, '');
    const file = join(
      cache,
      readdirSync(cache).find((name) => name.startsWith('table-') && name.endsWith('.bin')) ?? 'none',
    );
    // Dated an hour back, in whole seconds (as every file system keeps them): a run that searched again would
    // write it anew.
    const past = Math.floor(Date.now() / 1000) - 3600;
    const dated = (): number => Math.floor(statSync(file).mtimeMs / 1000);
    utimesSync(file, past, past);
    const second = run();
    assert.equal(second.stdout, first.stdout);
    assert.equal(dated(), past, 'read, not written again');
    const bytes = readFileSync(file);
    bytes[bytes.length - 1] ^= 1;
    writeFileSync(file, bytes);
    utimesSync(file, past, past);
    const third = run();
    assert.equal(third.stdout, first.stdout);
    assert.equal(third.stderr, '');
    assert.notEqual(dated(), past, 'the damaged file replaced');
    // A cache that cannot be written costs the search again, and no line.
    const unwritable = run({ EIGHT_PUZZLE_CACHE: join(file, 'under-a-file') });
    assert.equal(unwritable.status, 0, unwritable.stderr);
    assert.equal(unwritable.stdout, first.stdout);
    assert.equal(unwritable.stderr, '');
  });
});
