// A pattern-database cache that cannot be written costs a rebuild and one
// line, never the answer: the installed command line with its cache under a
// file (HOME=/dev/null, EIGHT_PUZZLE_CACHE naming a file), where a database's
// file name is taken by a directory, and in /proc; and the solver itself,
// which says so once for its life however many puzzles it builds for.
// 3×4 and 4×3 boards keep it quick: their databases build in about a second.
import assert from 'node:assert/strict';
import { spawnSync, SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  Board,
  formatBoard,
  Puzzle,
  puzzleOf,
  randomWalk,
  replay,
  seededRandom,
  sizeByKey,
} from '../../../src/engine';
import { databaseFileName, partitionFor } from '../../../src/engine/pdb';
import { lengthSolver } from '../../../src/judge/cases/largeLengths';
import { CacheProblem, LargeSolver, nodeWorkerPort } from '../../../src/solver';

const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');
const WORKER = join(__dirname, '..', '..', '..', '..', 'dist', 'solverWorker.js');
const PUZZLE = puzzleOf(sizeByKey('3x4'));

/**
 * The CLI with only the cache's variables of our choosing: no XDG_CACHE_HOME of the machine's to hide HOME.
 */
function solveWith(cacheEnv: Record<string, string>, boards: readonly Board[]): SpawnSyncReturns<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.XDG_CACHE_HOME;
  delete env.EIGHT_PUZZLE_CACHE;
  return spawnSync(process.execPath, [CLI, 'solve', '--size', '3x4'], {
    input: boards.map((board) => formatBoard(board)).join('\n') + '\n',
    encoding: 'utf8',
    env: { ...env, ...cacheEnv },
    // A hang (Node's recursive mkdir loops under /proc) fails the test rather than the run.
    timeout: 60_000,
  });
}

/**
 * Every board answered with moves that reach the goal, and standard error exactly one line naming the cache
 * and the cause.
 */
function assertAnsweredWithOneLine(
  r: SpawnSyncReturns<string>,
  boards: readonly Board[],
  directory: string,
  code: string,
): void {
  assert.equal(r.status, 0, r.stderr);
  const answers = r.stdout.trimEnd().split('\n');
  assert.equal(answers.length, boards.length, r.stdout);
  boards.forEach((board, i) => assert.ok(replay(PUZZLE, board, answers[i]).solved, answers[i]));
  const lines = r.stderr.split('\n').filter((line) => line !== '');
  assert.equal(lines.length, 1, r.stderr);
  assert.ok(
    lines[0].startsWith(`eight-puzzle: the pattern databases cannot be cached in ${directory} (`),
    lines[0],
  );
  assert.ok(lines[0].includes(code), lines[0]);
  assert.match(lines[0], /they are built again on every run$/);
  assert.doesNotMatch(r.stderr, /internal error|\n\s+at /);
}

describe('a pattern-database cache that cannot be written', function () {
  this.timeout(120_000);
  const random = seededRandom(18);
  const boards = [randomWalk(PUZZLE, 40, random), randomWalk(PUZZLE, 40, random)];
  let scratch: string;
  before(() => (scratch = mkdtempSync(join(tmpdir(), 'eight-puzzle-cache-'))));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('HOME=/dev/null: the answers, and one line saying the cache under a file cannot be written', () => {
    assertAnsweredWithOneLine(
      solveWith({ HOME: '/dev/null' }, boards),
      boards,
      '/dev/null/.cache/eight-puzzle',
      'ENOTDIR',
    );
  });

  it('EIGHT_PUZZLE_CACHE naming a file: the answers and one line, and the file untouched', () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'mine');
    assertAnsweredWithOneLine(solveWith({ EIGHT_PUZZLE_CACHE: file }, boards), boards, file, 'ENOTDIR');
    assertAnsweredWithOneLine(
      solveWith({ EIGHT_PUZZLE_CACHE: join(file, 'deeper') }, boards),
      boards,
      join(file, 'deeper'),
      'ENOTDIR',
    );
    assert.equal(readFileSync(file, 'utf8'), 'mine');
  });

  it('EIGHT_PUZZLE_CACHE a directory whose database file names are taken by directories: one line every run, and no temporary file left', () => {
    const directory = join(scratch, 'taken');
    for (const tiles of partitionFor(PUZZLE))
      mkdirSync(join(directory, databaseFileName(PUZZLE, tiles)), { recursive: true });
    for (let run = 0; run < 2; run++)
      assertAnsweredWithOneLine(
        solveWith({ EIGHT_PUZZLE_CACHE: directory }, boards),
        boards,
        directory,
        'EISDIR',
      );
    assert.deepEqual(
      readdirSync(directory).filter((name) => name.endsWith('.tmp')),
      [],
    );
  });

  it("sweeps the temporary files of writers that died between write and rename, and leaves a live writer's", () => {
    const directory = join(scratch, 'stale');
    mkdirSync(directory, { recursive: true });
    // A finished child's process id: no process has it now (a reuse this soon is not to be feared).
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    const name = databaseFileName(PUZZLE, partitionFor(PUZZLE)[0]);
    const stale = `${name}.${dead}.1.tmp`;
    const live = `${name}.${process.pid}.${Date.now()}.tmp`;
    const other = 'notes.tmp';
    for (const file of [stale, live, other]) writeFileSync(join(directory, file), 'half');
    const r = solveWith({ EIGHT_PUZZLE_CACHE: directory }, boards);
    assert.equal(r.status, 0, r.stderr);
    const left = readdirSync(directory);
    assert.ok(!left.includes(stale), "the dead writer's file is gone");
    assert.ok(left.includes(live) && left.includes(other), left.join(' '));
    assert.ok(left.includes(name), 'the database itself is written');
  });

  it('EIGHT_PUZZLE_CACHE in /proc: the answers and one line, where Node alone would loop for ever making the directory', () => {
    assertAnsweredWithOneLine(solveWith({ EIGHT_PUZZLE_CACHE: '/proc' }, boards), boards, '/proc', 'ENOENT');
    assertAnsweredWithOneLine(
      solveWith({ EIGHT_PUZZLE_CACHE: '/proc/eight-puzzle' }, boards),
      boards,
      '/proc/eight-puzzle',
      'ENOENT',
    );
  });

  it('a writable directory: no line at all, and the databases cached there', () => {
    const directory = join(scratch, 'fine', 'nested');
    const r = solveWith({ EIGHT_PUZZLE_CACHE: directory }, boards);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stderr, '');
    assert.ok(readdirSync(directory).some((name) => name.endsWith('.bin')));
  });

  it('the solver tells its owner once, though two puzzles each built databases it could not keep, and answers both', async () => {
    const file = join(scratch, 'solver-file');
    writeFileSync(file, '');
    const told: CacheProblem[] = [];
    const solver = new LargeSolver({
      cacheDirectory: file,
      startWorker: () => nodeWorkerPort(new Worker(WORKER)),
      onCacheProblem: (problem) => told.push(problem),
    });
    try {
      const other: Puzzle = puzzleOf(sizeByKey('4x3'));
      for (const puzzle of [PUZZLE, other]) {
        const board = randomWalk(puzzle, 30, seededRandom(7));
        const answer = await solver.solve({ puzzle, board });
        assert.equal(answer.kind, 'shortest');
        assert.ok(answer.kind === 'shortest' && replay(puzzle, board, answer.moves).solved);
      }
    } finally {
      await solver.dispose();
    }
    assert.deepEqual(told, [{ directory: file, code: 'ENOTDIR' }]);
  });

  it("the judge's length solver, in the thread it runs on in the extension: the lengths, and its owner told once", async () => {
    const file = join(scratch, 'judge-file');
    writeFileSync(file, '');
    const told: CacheProblem[] = [];
    const unwritable = lengthSolver(file, (problem) => told.push(problem));
    const writable = lengthSolver(join(scratch, 'judge-cache'));
    try {
      const random = seededRandom(5);
      for (const board of [randomWalk(PUZZLE, 40, random), randomWalk(PUZZLE, 40, random)]) {
        const length = await unwritable.length(PUZZLE, board);
        assert.equal(typeof length, 'number');
        assert.equal(length, await writable.length(PUZZLE, board));
      }
    } finally {
      await unwritable.dispose();
      await writable.dispose();
    }
    assert.deepEqual(told, [{ directory: file, code: 'ENOTDIR' }]);
  });
});
