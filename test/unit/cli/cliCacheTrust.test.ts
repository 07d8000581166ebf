// The caches trust nothing they did not write: the installed command line
// with someone else's thing at a cache file's place. A FIFO (whose read
// would wait for ever), a link to /dev/zero (which never ends), a link to
// a file elsewhere, a hard link, a file of another user's, one any user may
// write, and one longer than its kind can be: each is refused with one line,
// the answer is right all the same, memory stays small, and a fresh file of
// our own takes the place (the link's target untouched). The links and
// foreign files hold a distance table with a valid checksum and one distance
// made one short, so a run that trusted them would answer 18 for a 19-move
// board; the FIFO would hang a run that opened it, and /dev/zero would grow
// it by gigabytes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  ftruncateSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildDistanceTable,
  distanceTableFileName,
  EIGHT_PUZZLE,
  encodeDistanceTable,
  formatBoard,
  parseBoard,
  puzzleOf,
  randomWalk,
  rank,
  replay,
  seededRandom,
  sizeByKey,
} from '../../../src/engine';
import { databaseFileName, partitionFor } from '../../../src/engine/pdb';
import { errLines, startCli, stopChild, WatchedChild } from '../support/cliChild';
import { waitFor } from '../support/waitFor';

/** 19 moves from the goal: its answer with --steps is 19, and 18 from the tampered table. */
const BOARD = '2 3 4 1 5 x 7 6 8';
const TABLE = distanceTableFileName(EIGHT_PUZZLE);
/** Far above the 50–120 MiB a run takes, far below what /dev/zero or a 3 GiB file read whole would take. */
const MOST_KIB = 400 * 1024;

function mkfifo(path: string): void {
  execFileSync('mkfifo', [path]);
}

/**
 * The eight puzzle's table, one distance made one short, encoded with a checksum that matches: a file the
 * decoder accepts.
 */
function tamperedTable(): Uint8Array {
  const table = buildDistanceTable(EIGHT_PUZZLE);
  const board = parseBoard(BOARD);
  assert.ok(board.ok);
  const distance = new Uint8Array(table.distance);
  assert.equal(distance[rank(board.board)], 19);
  distance[rank(board.board)] = 18;
  return encodeDistanceTable({ ...table, distance });
}

describe('cache files the command line did not write', function () {
  this.timeout(120_000);
  let scratch: string;
  let tampered: Uint8Array;
  let running: WatchedChild | undefined;
  before(() => {
    scratch = mkdtempSync(join(tmpdir(), 'eight-puzzle-trust-'));
    tampered = tamperedTable();
  });
  afterEach(() => stopChild(running));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  /** A fresh cache directory, with `place` done to the 3×3 table's file name. */
  function cacheWith(name: string, place: (path: string) => void): { cache: string; path: string } {
    const cache = join(scratch, name);
    mkdirSync(cache);
    const path = join(cache, TABLE);
    place(path);
    return { cache, path };
  }

  /**
   * `solve --steps` on the 19-move board; resolves once it has exited,
   * failing if it has not in 30 s (a FIFO read would wait for ever) or
   * once its memory has passed {@link MOST_KIB} (/dev/zero read whole).
   */
  async function solveSteps(cache: string): Promise<WatchedChild> {
    running = startCli(['solve', '--steps'], cache);
    running.child.stdin.end(`${BOARD}\n`);
    const child = running;
    await waitFor(() => child.exit !== undefined || child.peakKiB >= MOST_KIB, 'solve to exit', 30_000);
    assert.ok(child.peakKiB < MOST_KIB, `peak ${child.peakKiB} KiB`);
    return child;
  }

  /**
   * The right answer, exit 0, one line saying why the file was refused, and a regular file of our own in its
   * place now.
   */
  function assertRefused(child: WatchedChild, path: string, why: RegExp): void {
    assert.equal(child.exit?.code, 0, child.err);
    assert.equal(child.out, '19\n', 'the answer comes from a table built here, not from the file');
    const lines = errLines(child);
    assert.equal(lines.length, 1, child.err);
    assert.ok(lines[0].startsWith(`eight-puzzle: not reading the cache file ${path}: `), lines[0]);
    assert.match(lines[0], why);
    assert.match(lines[0], /; built again instead$/);
    assert.ok(child.peakKiB < MOST_KIB, `peak ${child.peakKiB} KiB`);
    const now = lstatSync(path);
    assert.ok(now.isFile() && !now.isSymbolicLink(), 'a regular file took the place');
    assert.equal(now.uid, process.getuid?.() ?? now.uid);
    assert.equal(now.nlink, 1);
  }

  it("a FIFO at the 3×3 table's place: refused at once, with one line, where opening it would wait for a writer for ever", async () => {
    const { cache, path } = cacheWith('fifo', mkfifo);
    const started = Date.now();
    const child = await solveSteps(cache);
    console.log(
      `figure: solve with a FIFO at the table's place: ${(child.exit?.at ?? started) - started} ms to exit, peak ${Math.round(child.peakKiB / 1024)} MiB`,
    );
    assertRefused(child, path, /it is a named pipe \(FIFO\), not a regular file/);
  });

  it('a link to /dev/zero: refused, with memory small, where reading it would grow the process by gigabytes', async () => {
    const { cache, path } = cacheWith('zero', (at) => symlinkSync('/dev/zero', at));
    const child = await solveSteps(cache);
    console.log(
      `figure: solve with /dev/zero at the table's place: peak ${Math.round(child.peakKiB / 1024)} MiB`,
    );
    assertRefused(child, path, /it is a symbolic link/);
  });

  it('a link to a regular file elsewhere: refused, and the file it leads to left as it was', async () => {
    const target = join(scratch, 'elsewhere.bin');
    writeFileSync(target, tampered);
    const { cache, path } = cacheWith('link', (at) => symlinkSync(target, at));
    assertRefused(await solveSteps(cache), path, /it is a symbolic link/);
    assert.deepEqual(new Uint8Array(readFileSync(target)), tampered);
  });

  it('a hard link to a file elsewhere: refused, since a file this cache writes has one name', async () => {
    const target = join(scratch, 'hard.bin');
    writeFileSync(target, tampered);
    const { cache, path } = cacheWith('hard', (at) => linkSync(target, at));
    assertRefused(await solveSteps(cache), path, /it has 2 names \(hard links\)/);
    assert.deepEqual(new Uint8Array(readFileSync(target)), tampered);
  });

  it('a file any user may write: refused', async () => {
    const { cache, path } = cacheWith('writable', (at) => {
      writeFileSync(at, tampered);
      chmodSync(at, 0o666);
    });
    assertRefused(await solveSteps(cache), path, /any user may write to it/);
  });

  it("a file of another user's (run as root: chowned to 65534): refused", async function () {
    if (process.getuid?.() !== 0) this.skip();
    const { cache, path } = cacheWith('foreign', (at) => {
      writeFileSync(at, tampered, { mode: 0o644 });
      chownSync(at, 65534, 65534);
    });
    assertRefused(await solveSteps(cache), path, /it belongs to user 65534, not to this user \(0\)/);
  });

  it('a file of 1.5 GiB (sparse): refused before a byte is read', async () => {
    const { cache, path } = cacheWith('huge', (at) => {
      const fd = openSync(at, 'w', 0o644);
      ftruncateSync(fd, 1.5 * 2 ** 30);
      closeSync(fd);
    });
    const child = await solveSteps(cache);
    console.log(
      `figure: solve with a 1.5 GiB file at the table's place: peak ${Math.round(child.peakKiB / 1024)} MiB`,
    );
    assertRefused(child, path, /it is 1610612736 bytes, longer than the \d+ its kind can be/);
  });

  it('its own file: read, with not a word', async () => {
    const { cache, path } = cacheWith('own', () => undefined);
    const first = await solveSteps(cache);
    assert.equal(first.err, '');
    const written = readFileSync(path);
    const second = await solveSteps(cache);
    assert.equal(second.out, '19\n');
    assert.equal(second.err, '');
    assert.deepEqual(readFileSync(path), written, 'read, not written again');
  });

  it("a FIFO at the 3×3 table's place does not hang judge: one line, and every answer judged", async () => {
    const { cache } = cacheWith('judge', mkfifo);
    running = startCli(['judge', '--problem', 'hdu1043', '--tests', 'edge', '--', '/bin/true'], cache);
    const child = running;
    await waitFor(() => child.exit !== undefined, 'judge to exit', 60_000);
    // The program prints nothing: every board but the solved one is a wrong answer.
    assert.equal(child.exit?.code, 1, child.err);
    assert.match(child.out, /cases accepted/);
    assert.equal(
      errLines(child).filter((line) => line.includes('not reading the cache file')).length,
      1,
      child.err,
    );
  });
});

describe('pattern-database files the command line did not write', function () {
  this.timeout(120_000);
  const puzzle = puzzleOf(sizeByKey('3x4'));
  let cache: string;
  let running: WatchedChild | undefined;
  before(() => (cache = mkdtempSync(join(tmpdir(), 'eight-puzzle-trust-pdb-'))));
  afterEach(() => stopChild(running));
  after(() => rmSync(cache, { recursive: true, force: true }));

  it("a FIFO at one database's place and a link to /dev/zero at the other's, two workers: one line each, right answers, memory small", async () => {
    const [first, second] = partitionFor(puzzle).map((tiles) => join(cache, databaseFileName(puzzle, tiles)));
    mkfifo(first);
    symlinkSync('/dev/zero', second);
    const random = seededRandom(26);
    const boards = Array.from({ length: 4 }, () => randomWalk(puzzle, 40, random));
    running = startCli(['solve', '--size', '3x4'], cache, { EIGHT_PUZZLE_WORKERS: '2' });
    const child = running;
    child.child.stdin.end(boards.map((board) => formatBoard(board)).join('\n') + '\n');
    await waitFor(() => child.exit !== undefined || child.peakKiB >= MOST_KIB, 'solve to exit', 60_000);
    console.log(
      `figure: 3×4 solve with a FIFO and /dev/zero at the databases' places: peak ${Math.round(child.peakKiB / 1024)} MiB`,
    );
    assert.equal(child.exit?.code, 0, child.err);
    const answers = child.out.trimEnd().split('\n');
    assert.equal(answers.length, boards.length, child.out);
    boards.forEach((board, i) => assert.ok(replay(puzzle, board, answers[i]).solved, answers[i]));
    assert.deepEqual(
      errLines(child).sort(),
      [
        `eight-puzzle: not reading the cache file ${first}: it is a named pipe (FIFO), not a regular file; built again instead`,
        `eight-puzzle: not reading the cache file ${second}: it is a symbolic link; built again instead`,
      ].sort(),
    );
    assert.ok(child.peakKiB < MOST_KIB, `peak ${child.peakKiB} KiB`);
    for (const path of [first, second])
      assert.ok(lstatSync(path).isFile(), `${path}: a database of our own took the place`);
  });
});
