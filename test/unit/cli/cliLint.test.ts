// `eight-puzzle lint` run as CI runs it, the built
// command line on a real tree of files.
import assert from 'node:assert/strict';
import { spawnSync, SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAnswersBetween } from '../../../src/engine';

const ROOT = join(__dirname, '..', '..', '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');

function cli(args: string[], options: { cwd?: string; input?: string } = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [CLI, ...args], {
    cwd: options.cwd,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

interface Entry {
  file: string;
  line: number;
  column: number;
  kind: 'answer' | 'board';
  text: string;
  board?: string;
  boardLine?: number;
  boardFile?: string;
  ok?: boolean;
  message?: string;
  size?: string;
}

function json(r: SpawnSyncReturns<string>): Entry[] {
  return JSON.parse(r.stdout) as Entry[];
}

/**
 * A tree as people keep one: notes and solutions with samples, a judge's input and its answers, and what lint
 * must pass over.
 */
function writeTree(dir: string): void {
  mkdirSync(join(dir, 'notes'));
  writeFileSync(
    join(dir, 'notes', 'README.md'),
    [
      '# Eight puzzle',
      '',
      '2 3 4 1 5 x 7 6 8',
      'ullddrurdllurdruldr',
      '',
      'Another: 1 2 3 4 5 6 7 x 8 -> l',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'solve.cpp'),
    ['// 1 2 3 4 5 6 7 x 8  ->  r', 'int main() { return 0; }', ''].join('\n'),
  );
  writeFileSync(join(dir, 'case.in'), '2\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 x 7 8\n');
  writeFileSync(join(dir, 'case.out'), 'r\nl\n');
  // What lint passes over: installed packages, the repository's store, a binary file; each holds a wrong
  // answer.
  mkdirSync(join(dir, 'node_modules', 'pkg'), { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'pkg', 'README.md'), '1 2 3 4 5 6 7 x 8 -> l\n');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, '.git', 'notes.md'), '1 2 3 4 5 6 7 x 8 -> l\n');
  writeFileSync(
    join(dir, 'image.bin'),
    Buffer.concat([Buffer.from([0x89, 0x50, 0x00, 0x00]), Buffer.from('\n1 2 3 4 5 6 7 x 8 -> l\n')]),
  );
  // A loop of links: notes/up is the tree itself.
  symlinkSync('..', join(dir, 'notes', 'up'));
}

describe('eight-puzzle lint', () => {
  let dir = '';
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-lint-'));
    writeTree(dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each wrong answer as path:line:column: error: message, a summary last, and exits 1', () => {
    const r = cli(['lint', '.'], { cwd: dir });
    assert.equal(r.stderr, '');
    assert.equal(
      r.stdout,
      [
        "case.out:2:1: error: step 1: 'l' leaves the board (answer 'l' to the board at case.in:3)",
        "notes/README.md:6:31: error: ends 2 moves from the goal (answer 'l' to the board at line 6)",
        '5 answers in 4 files: 3 accepted, 2 wrong',
        '',
      ].join('\n'),
    );
    assert.equal(r.status, 1);
  });

  it('with --verbose, each accepted answer too, as info', () => {
    const r = cli(['lint', '--verbose', join('notes', 'README.md'), 'solve.cpp'], { cwd: dir });
    assert.deepEqual(r.stdout.split('\n'), [
      "notes/README.md:4:1: info: 19 moves, shortest (answer 'ullddrurdllurdruldr' to the board at line 3)",
      "notes/README.md:6:31: error: ends 2 moves from the goal (answer 'l' to the board at line 6)",
      "solve.cpp:1:27: info: 1 move, shortest (answer 'r' to the board at line 1)",
      '3 answers in 2 files: 2 accepted, 1 wrong',
      '',
    ]);
  });

  it('--format json: one array of every answer, accepted or not; --boards adds the boards', () => {
    const r = cli(['lint', '--format', 'json', '.'], { cwd: dir });
    assert.equal(r.status, 1);
    const entries = json(r);
    assert.equal(entries.length, 5);
    assert.ok(entries.every((entry) => entry.kind === 'answer'));
    assert.deepEqual(
      entries.find((entry) => entry.file === join('notes', 'README.md') && entry.line === 4),
      {
        file: join('notes', 'README.md'),
        line: 4,
        column: 1,
        kind: 'answer',
        text: 'ullddrurdllurdruldr',
        board: '2 3 4 1 5 x 7 6 8',
        boardLine: 3,
        ok: true,
        message: '19 moves, shortest',
      },
    );
    assert.deepEqual(
      entries.find((entry) => entry.file === 'case.out' && entry.line === 2),
      {
        file: 'case.out',
        line: 2,
        column: 1,
        kind: 'answer',
        text: 'l',
        board: '1 2 3 4 5 6 x 7 8',
        boardLine: 3,
        boardFile: 'case.in',
        ok: false,
        message: "step 1: 'l' leaves the board",
      },
    );
    const withBoards = json(
      cli(['lint', '--format', 'json', '--boards', join('notes', 'README.md')], { cwd: dir }),
    );
    assert.deepEqual(
      withBoards.map((entry) => [entry.kind, entry.line, entry.column, entry.text, entry.size ?? entry.ok]),
      [
        ['board', 3, 1, '2 3 4 1 5 x 7 6 8', '3x3'],
        ['answer', 4, 1, 'ullddrurdllurdruldr', true],
        ['board', 6, 10, '1 2 3 4 5 6 7 x 8', '3x3'],
        ['answer', 6, 31, 'l', false],
      ],
    );
  });

  it('skips node_modules, .git and binary files, and ends a loop of links', () => {
    const files = new Set(
      json(cli(['lint', '--format', 'json', '--boards', '.'], { cwd: dir })).map((entry) => entry.file),
    );
    assert.deepEqual([...files].sort(), ['case.in', 'case.out', join('notes', 'README.md'), 'solve.cpp']);
  });

  it('with --follow-links, follows a link out of the tree once, and stops where it would lead back into a folder it is in', () => {
    // From notes/, the link up leads out of it, to the tree, whose notes/ is where the walk already is:
    // entered once, never again.
    const files = json(
      cli(['lint', '--follow-links', '--format', 'json', '--boards', 'notes'], { cwd: dir }),
    ).map((entry) => entry.file);
    assert.deepEqual([...new Set(files)].sort(), [
      join('notes', 'README.md'),
      join('notes', 'up', 'case.in'),
      join('notes', 'up', 'case.out'),
      join('notes', 'up', 'solve.cpp'),
    ]);
    // Without it, the link is counted, not followed.
    const stayed = cli(['lint', 'notes'], { cwd: dir });
    assert.equal(
      stayed.stdout.split('\n').at(-2),
      '2 answers in 1 file: 1 accepted, 1 wrong, 1 link out of the tree not followed (--follow-links)',
    );
  });

  it('lets go of each file it stops reading early: more binary files than descriptors allowed', function () {
    this.timeout(30_000);
    const many = mkdtempSync(join(tmpdir(), 'eight-puzzle-lint-binary-'));
    try {
      const binary = Buffer.concat([Buffer.from([0, 1, 2, 0]), Buffer.alloc(40_000, 0x20)]);
      for (let i = 0; i < 600; i++) writeFileSync(join(many, `blob${i}.bin`), binary);
      // The answer files stop at their input's last board, leaving their extra lines unread.
      for (let i = 0; i < 300; i++) {
        writeFileSync(join(many, `c${i}.in`), '1 2 3 4 5 6 7 x 8\n');
        writeFileSync(join(many, `c${i}.out`), 'r\n' + 'extra\n'.repeat(5000));
      }
      const r = spawnSync('sh', ['-c', `ulimit -n 200 && exec "${process.execPath}" "${CLI}" lint .`], {
        cwd: many,
        encoding: 'utf8',
      });
      assert.equal(r.stderr, '');
      assert.deepEqual([r.stdout, r.status], ['300 answers in 600 files: 300 accepted, 0 wrong\n', 0]);
    } finally {
      rmSync(many, { recursive: true, force: true });
    }
  });

  it('lints a folder or file named on the command line even under node_modules', () => {
    const r = cli(['lint', join('node_modules', 'pkg')], { cwd: dir });
    assert.equal(r.status, 1);
    assert.match(r.stdout, /^node_modules\/pkg\/README\.md:1:22: error: /);
  });

  it('reads standard input for -', () => {
    const r = cli(['lint', '-'], { input: 'solution: 1 2 3 4 5 6 7 x 8 -> rr\n' });
    assert.equal(
      r.stdout,
      "<stdin>:1:32: error: step 2: 'r' leaves the board (answer 'rr' to the board at line 1)\n1 answer in 1 file: 0 accepted, 1 wrong\n",
    );
    assert.equal(r.status, 1);
  });

  it('lists with --boards only the boards the editor puts a lens over, not board-shaped text that repeats a cell', () => {
    // Met in installed packages: a regular expression's table of counts, a DES S-box of hex, and a comment's
    // dots.
    const input = [
      '" 2 3 3 w 2 3 3 6 2 0 2 3 3 e 2 1k',
      'var spfunction1 = [0x1010400,0,0x10000,0x1010404,0x1010004];',
      ' * - ForwardTokenCursor .......... The cursor which iterates tokens only.',
      '2 3 4 1 5 x 7 6 8',
      '',
    ].join('\n');
    const entries = json(cli(['lint', '--format', 'json', '--boards', '-'], { input }));
    assert.deepEqual(
      entries.map((entry) => [entry.kind, entry.line, entry.text]),
      [['board', 4, '2 3 4 1 5 x 7 6 8']],
    );
  });

  it('reads an answer file as people write answers: capitals, spaced letters, labels, counts and a count in a sentence judged; other prose, printed boards and blank lines given no verdict', () => {
    const folder = mkdtempSync(join(tmpdir(), 'eight-puzzle-lint-answers-'));
    try {
      // Every answer here is right (llddrr is shortest, 6 moves); the other lines are not answers.
      const board = '2 3 x 1 5 6 4 7 8';
      writeFileSync(join(folder, 'spaced.in'), `${board}\n${board}\n${board}\n${board}\n${board}\n`);
      writeFileSync(join(folder, 'spaced.out'), 'L L D D R R\nLLDDRR\nCase 3: llddrr\n6\nL, L, D, D, R, R\n');
      writeFileSync(join(folder, 'words.in'), `${board}\n${board}\n`);
      writeFileSync(
        join(folder, 'words.out'),
        "LEFT LEFT DOWN DOWN RIGHT RIGHT\n['LEFT', 'LEFT', 'DOWN', 'DOWN', 'RIGHT', 'RIGHT']\n",
      );
      writeFileSync(join(folder, 'prose.in'), `${board}\n${board}\n${board}\n${board}\n${board}\n`);
      writeFileSync(join(folder, 'prose.out'), 'The puzzle has been solved in 6 steps:\n123\n4 5 6\n78x\n\n');
      const r = cli(['lint', '--format', 'json', '.'], { cwd: folder });
      const entries = JSON.parse(r.stdout) as Entry[];
      assert.deepEqual(
        entries.map((entry) => [entry.file, entry.line, entry.column, entry.text, entry.ok, entry.boardLine]),
        [
          ['prose.out', 1, 31, '6', true, 1],
          ['spaced.out', 1, 1, 'L L D D R R', true, 1],
          ['spaced.out', 2, 1, 'LLDDRR', true, 2],
          ['spaced.out', 3, 9, 'llddrr', true, 3],
          ['spaced.out', 4, 1, '6', true, 4],
          ['spaced.out', 5, 1, 'L, L, D, D, R, R', true, 5],
          ['words.out', 1, 1, 'LEFT LEFT DOWN DOWN RIGHT RIGHT', true, 1],
          ['words.out', 2, 1, "['LEFT', 'LEFT', 'DOWN', 'DOWN', 'RIGHT', 'RIGHT']", true, 2],
        ],
      );
      assert.equal(r.status, 0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("reads letters as the tile's direction with --moves tile: the hint without it, the verdict with it", () => {
    const folder = mkdtempSync(join(tmpdir(), 'eight-puzzle-lint-tile-'));
    try {
      // The blank's shortest answer is rdrd; a program that names the tile's move writes LULU.
      writeFileSync(join(folder, 'tile.in'), 'x 1 3 4 2 5 7 8 6\nx 1 3 4 2 5 7 8 6\n');
      writeFileSync(join(folder, 'tile.out'), 'L U L U\nr\n');
      const blank = cli(['lint', 'tile.out'], { cwd: folder });
      assert.equal(blank.status, 1);
      assert.match(
        blank.stdout,
        /^tile\.out:1:1: error: step 1: 'l' leaves the board; read as the tile's moves it solves the board in 4 \(shortest\)/m,
      );
      const tile = cli(['lint', '--moves', 'tile', '--format', 'json', 'tile.out'], { cwd: folder });
      const entries = JSON.parse(tile.stdout) as Entry[];
      // Read as the tile's, `r` moves the blank left, off the board: the letter named is the one written.
      assert.deepEqual(
        entries.map((entry) => [entry.line, entry.text, entry.ok, entry.message]),
        [
          [1, 'L U L U', true, '4 moves, shortest'],
          [2, 'r', false, "step 1: 'r' leaves the board"],
        ],
      );
      assert.equal(tile.status, 1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads a Jupyter notebook through its cells and outputs, each verdict at its answer in the .ipynb', () => {
    const r = cli([
      'lint',
      '--format',
      'json',
      '--boards',
      join(ROOT, 'test', 'fixtures', 'notebooks', 'aima.ipynb'),
    ]);
    const entries = json(r);
    // A printed solution under its print(…), a search's value under the cell that computed it, and a
    // hand-written guess; a state's legal actions are none.
    assert.deepEqual(
      entries
        .filter((entry) => entry.kind === 'answer')
        .map((entry) => [entry.line, entry.column, entry.text, entry.ok, entry.boardLine, entry.message]),
      [
        [
          21,
          8,
          "['UP', 'LEFT', 'UP', 'LEFT', 'DOWN', 'RIGHT', 'RIGHT', 'DOWN']",
          true,
          27,
          '8 moves, shortest',
        ],
        [39, 9, "['RIGHT', 'RIGHT']", true, 48, '2 moves, shortest'],
        [78, 10, "['DOWN', 'LEFT']", false, 77, 'ends 2 moves from the goal'],
      ],
    );
    const lines = readFileSync(join(ROOT, 'test', 'fixtures', 'notebooks', 'aima.ipynb'), 'utf8').split('\n');
    // Each place is where the text is in the file.
    for (const entry of entries)
      assert.ok(
        lines[entry.line - 1].slice(entry.column - 1).startsWith(entry.text.split('\n')[0]),
        `${entry.line}:${entry.column} ${entry.text}`,
      );
    assert.equal(r.status, 1);

    // Anyone's JSON: cells and outputs that are no objects are passed over, and what is left is still read; a
    // file that is no JSON is text.
    const hostile =
      '{"cells": [null, 5, {"source": 7, "outputs": "x"}, {"source": ["# the eight puzzle\\n", "2 3 4 1 5 x 7 6 8\\n"], "outputs": [null, {"data": null}, {"text": ["ullddrurdllurdruldr\\n"]}]}]}';
    const folder = mkdtempSync(join(tmpdir(), 'eight-puzzle-lint-notebook-'));
    try {
      writeFileSync(join(folder, 'hostile.ipynb'), hostile);
      writeFileSync(join(folder, 'text.ipynb'), '{ not json: 2 3 4 1 5 x 7 6 8 -> ullddrurdllurdruldr\n');
      const read = cli(['lint', '--format', 'json', '.'], { cwd: folder });
      assert.deepEqual(
        json(read).map((entry) => [entry.file, entry.line, entry.column, entry.ok]),
        [
          ['hostile.ipynb', 1, 157, true],
          ['text.ipynb', 1, 34, true],
        ],
        read.stderr,
      );
      assert.equal(read.status, 0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('exits 0 when no answer is wrong', () => {
    const r = cli(['lint', 'solve.cpp'], { cwd: dir });
    assert.deepEqual([r.stdout, r.status], ['1 answer in 1 file: 1 accepted, 0 wrong\n', 0]);
  });

  it('exits 2 for a path that cannot be read, saying which, after linting the rest', () => {
    const r = cli(['lint', 'missing.md', 'solve.cpp'], { cwd: dir });
    assert.equal(r.status, 2);
    assert.equal(r.stderr, 'eight-puzzle: lint: missing.md: no such file\n');
    assert.equal(r.stdout, '1 answer in 1 file: 1 accepted, 0 wrong, 1 path unreadable\n');
  });

  it('exits 2 for a usage error, with the usage and no stack trace', () => {
    for (const args of [
      ['lint', '--format', 'xml'],
      ['lint', '--moves', 'up'],
      ['lint', '--goals', '5x5=1'],
      ['lint', '--steps'],
      ['lint', '-', '-'],
      ['lint', '--size', '2x3', '-'],
    ]) {
      const r = cli(args, { input: '' });
      assert.equal(r.status, 2, args.join(' '));
      assert.match(r.stderr, /^eight-puzzle: /);
      assert.doesNotMatch(r.stderr, /\n\s+at /);
    }
  });

  it('judges against --goal, and --goals for the other sizes', () => {
    const luogu = cli(['lint', '-', '--goal', '123804765'], { input: '283104765 -> uldr\n' });
    assert.equal(luogu.status, 0, luogu.stdout);
    assert.equal(cli(['lint', '-'], { input: '283104765 -> uldr\n' }).status, 1);
    const r = cli(['lint', '--format', 'json', '-', '--goals', '2x3=1 2 3 4 0 5'], {
      input: 'board [[1,2,3],[4,5,0]] -> l\n',
    });
    assert.deepEqual(
      json(r).map((entry) => entry.ok),
      [true],
    );
    // --size names the size of a goal whose cells do not say it.
    const sized = cli(['lint', '--format', 'json', '-', '--size', '2x3', '--goal', '1 2 3 4 0 5'], {
      input: 'board [[1,2,3],[4,5,0]] -> l\n',
    });
    assert.deepEqual(
      json(sized).map((entry) => entry.ok),
      [true],
    );
  });

  it('its text is what the problem matcher in package.json reads', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      contributes: { problemMatchers: { name: string; pattern: { regexp: string } }[] };
    };
    const matcher = manifest.contributes.problemMatchers.find((entry) => entry.name === 'eight-puzzle-lint');
    assert.ok(matcher);
    const pattern = new RegExp(matcher.pattern.regexp);
    const lines = cli(['lint', '--verbose', '.'], { cwd: dir }).stdout.trimEnd().split('\n');
    const matched = lines.map((line) => pattern.exec(line));
    assert.deepEqual(
      matched.map((match) => match?.slice(1, 5)),
      [
        ['case.out', '1', '1', 'info'],
        ['case.out', '2', '1', 'error'],
        ['notes/README.md', '4', '1', 'info'],
        ['notes/README.md', '6', '31', 'error'],
        ['solve.cpp', '1', '27', 'info'],
        undefined,
      ],
    );
  });

  it('finds in a long text read a window at a time exactly the answers the scanner finds in the whole of it', function () {
    this.timeout(30_000);
    const lines: string[] = [];
    for (let i = 0; i < 6000; i++) {
      if (i % 97 === 0)
        lines.push('2 3 4 1 5 x 7 6 8', i % 2 === 0 ? 'ullddrurdllurdruldr' : 'ullddrurdllurdruld');
      else if (i % 131 === 0) lines.push('# 1 2 3', '# 4 5 6', '# 7 x 8', '# r');
      else lines.push(`line ${i} of ordinary text`);
    }
    const whole = findAnswersBetween(
      { lineCount: lines.length, lineAt: (line) => lines[line] },
      0,
      lines.length - 1,
    );
    const linted = json(cli(['lint', '--format', 'json', '-'], { input: lines.join('\n') + '\n' }));
    assert.ok(whole.length > 100);
    assert.deepEqual(
      linted.map((entry) => [entry.line, entry.column, entry.text, entry.boardLine]),
      whole.map((answer) => [answer.line + 1, answer.start + 1, answer.text, answer.board.line + 1]),
    );
  });
});
