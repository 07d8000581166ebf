// `eight-puzzle lint` stays in the tree it is given. No
// link out of it is followed unless asked, the kernel's files are never
// read, names that could forge a line or colour the terminal are printed
// escaped, names that are not UTF-8 are read, and UTF-16 files are text.
// The built command line, on real files; each run has a deadline, so a walk
// that goes where it must not fails instead of hanging the suite.
import assert from 'node:assert/strict';
import { spawnSync, SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');
/**
 * Far more than any of these runs takes (each well under a second), far less than a walk of the whole disk.
 */
const DEADLINE_MS = 30_000;

function lint(args: string[], cwd?: string): SpawnSyncReturns<string> {
  const r = spawnSync(process.execPath, [CLI, 'lint', ...args], {
    cwd,
    encoding: 'utf8',
    timeout: DEADLINE_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  assert.equal(r.error, undefined, `lint ${args.join(' ')} did not end within ${DEADLINE_MS} ms`);
  return r;
}

interface Entry {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly ok: boolean;
  readonly message: string;
}

function entries(r: SpawnSyncReturns<string>): Entry[] {
  return JSON.parse(r.stdout) as Entry[];
}

/** One wrong answer, on the first line, at column 22. */
const WRONG = '1 2 3 4 5 6 7 x 8 -> l\n';
/** One right answer. */
const RIGHT = '1 2 3 4 5 6 7 x 8 -> r\n';

/** The control characters in `text` but its line ends: what could move a terminal's cursor or colour it. */
function controls(text: string): string[] {
  return [...text].filter((c) => (c < ' ' && c !== '\n') || (c >= '\x7f' && c <= '\x9f'));
}

describe('eight-puzzle lint stays in its tree', function () {
  this.timeout(2 * DEADLINE_MS);
  let scratch = '';
  before(() => {
    scratch = mkdtempSync(join(tmpdir(), 'eight-puzzle-lint-tree-'));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  function folder(name: string): string {
    const path = join(scratch, name);
    mkdirSync(path, { recursive: true });
    return path;
  }

  for (const kernel of ['/proc', '/sys', '/dev']) {
    it(`refuses ${kernel} in one line, at once, and reads nothing`, function () {
      if (!existsSync(kernel)) this.skip();
      const started = Date.now();
      const r = lint([kernel]);
      console.log(`      figure: lint ${kernel}: ${Date.now() - started} ms`);
      assert.equal(
        r.stderr,
        `eight-puzzle: lint: ${kernel}: not read: ${kernel} holds the kernel's files, not text (lint never reads /proc, /sys or /dev)\n`,
      );
      assert.equal(r.stdout, '0 answers in 0 files: 0 accepted, 0 wrong, 1 path unreadable\n');
      assert.equal(r.status, 2);
    });
  }

  it('refuses a way into /proc that really leads elsewhere (/proc/self/root is /)', function () {
    if (!existsSync('/proc/self/root')) this.skip();
    const r = lint(['/proc/self/root']);
    assert.match(
      r.stderr,
      /^eight-puzzle: lint: \/proc\/self\/root: not read: \/proc holds the kernel's files/,
    );
    assert.equal(r.status, 2);
  });

  it("passes over the kernel's folders met in a walk, saying so, even with --follow-links", function () {
    if (!existsSync('/proc/self')) this.skip();
    const repo = folder('kernel-links');
    writeFileSync(join(repo, 'notes.md'), WRONG);
    symlinkSync('/proc/self', join(repo, 'process'));
    symlinkSync('/sys', join(repo, 'sys'));
    const r = lint(['--follow-links', '.'], repo);
    assert.equal(
      r.stderr,
      [
        "eight-puzzle: lint: process: passed over: /proc holds the kernel's files, not text (lint never reads /proc, /sys or /dev)",
        "eight-puzzle: lint: sys: passed over: /sys holds the kernel's files, not text (lint never reads /proc, /sys or /dev)",
        '',
      ].join('\n'),
    );
    assert.equal(
      r.stdout,
      "notes.md:1:22: error: ends 2 moves from the goal (answer 'l' to the board at line 1)\n1 answer in 1 file: 0 accepted, 1 wrong\n",
    );
  });

  describe('links', () => {
    let repo = '';
    before(() => {
      // Outside the repository: a file, and a shelf whose links lead back into the repository, to the shelf
      // itself, and above it.
      const outside = folder('outside');
      writeFileSync(join(outside, 'far.md'), WRONG);
      const shelf = folder('outside/shelf');
      writeFileSync(join(shelf, 'book.md'), WRONG);
      // The repository: a link to /, a link inside it, and docs/ with links to a file and a folder outside
      // and a loop of links.
      repo = folder('repo');
      writeFileSync(join(repo, 'notes.md'), RIGHT);
      symlinkSync('/', join(repo, 'root'));
      symlinkSync('notes.md', join(repo, 'same.md'));
      const docs = folder('repo/docs');
      writeFileSync(join(docs, 'guide.md'), RIGHT);
      symlinkSync(join(outside, 'far.md'), join(docs, 'far.md'));
      symlinkSync(shelf, join(docs, 'shelf'));
      symlinkSync('loop-b', join(docs, 'loop-a'));
      symlinkSync('loop-a', join(docs, 'loop-b'));
      symlinkSync(docs, join(shelf, 'back'));
      symlinkSync('.', join(shelf, 'self'));
      symlinkSync('..', join(shelf, 'up'));
    });

    const loops = [
      `eight-puzzle: lint: ${join('docs', 'loop-a')}: a loop of symbolic links`,
      `eight-puzzle: lint: ${join('docs', 'loop-b')}: a loop of symbolic links`,
      '',
    ].join('\n');

    it('follows none out of the tree by default: not /, not a file or a folder outside; counted in the summary; a loop of links ends', () => {
      const started = Date.now();
      const r = lint(['.'], repo);
      const took = Date.now() - started;
      assert.equal(r.stderr, loops);
      // The link inside the tree is read; the three out of it are counted.
      assert.equal(
        r.stdout,
        '3 answers in 3 files: 3 accepted, 0 wrong, 2 paths unreadable, 3 links out of the tree not followed (--follow-links)\n',
      );
      assert.equal(r.status, 2);
      console.log(`      figure: lint of a repository holding a link to /: ${took} ms`);
    });

    it('says the same in JSON: only what is in the tree', () => {
      assert.deepEqual(
        entries(lint(['--format', 'json', '.'], repo)).map((entry) => entry.file),
        [join('docs', 'guide.md'), 'notes.md', 'same.md'],
      );
    });

    it('follows them with --follow-links, each folder once: links back, to itself and above end', () => {
      // Not from the repository's top, whose link to / would be the whole disk.
      const r = lint(['--follow-links', '--format', 'json', 'docs'], repo);
      assert.equal(r.stderr, loops);
      assert.deepEqual(
        entries(r).map((entry) => [entry.file, entry.ok]),
        [
          [join('docs', 'far.md'), false],
          [join('docs', 'guide.md'), true],
          [join('docs', 'shelf', 'book.md'), false],
          [join('docs', 'shelf', 'up', 'far.md'), false],
        ],
      );
    });
  });

  describe('names', () => {
    let names = '';
    const newline = 'two\nlines.md';
    const ansi = 'red\x1b[31m\x1b[2J.md';
    /** b, the byte 0xff (never UTF-8), .md */
    const notUtf8 = Buffer.from([0x62, 0xff, 0x2e, 0x6d, 0x64]);
    before(() => {
      names = folder('names');
      writeFileSync(join(names, newline), WRONG);
      writeFileSync(join(names, ansi), WRONG);
      writeFileSync(Buffer.concat([Buffer.from(names + '/'), notUtf8]), WRONG);
    });

    it('prints each name escaped, on one line of its own, and reads the name that is not UTF-8', () => {
      const r = lint(['.'], names);
      assert.equal(r.stderr, '');
      assert.equal(
        r.stdout,
        [
          "b\\xff.md:1:22: error: ends 2 moves from the goal (answer 'l' to the board at line 1)",
          "red\\x1b[31m\\x1b[2J.md:1:22: error: ends 2 moves from the goal (answer 'l' to the board at line 1)",
          "two\\nlines.md:1:22: error: ends 2 moves from the goal (answer 'l' to the board at line 1)",
          '3 answers in 3 files: 0 accepted, 3 wrong',
          '',
        ].join('\n'),
      );
      assert.deepEqual(controls(r.stdout), []);
      assert.equal(r.status, 1);
    });

    it("gives the names in JSON with JSON's own escapes, once; a byte that is not UTF-8 as U+DC00 + byte, as Python's surrogateescape", () => {
      const r = lint(['--format', 'json', '--boards', '.'], names);
      assert.deepEqual(controls(r.stdout), []);
      assert.match(r.stdout, /"file":"two\\nlines\.md"/);
      assert.match(r.stdout, /"file":"red\\u001b\[31m\\u001b\[2J\.md"/);
      assert.match(r.stdout, /"file":"b\\udcff\.md"/);
      const files = new Set(entries(r).map((entry) => entry.file));
      assert.deepEqual([...files], ['b\udcff.md', ansi, newline]);
    });

    it('escapes names in what it says on standard error too', () => {
      const broken = folder('broken-names');
      symlinkSync('missing', join(broken, 'gone\n\x1b[31mforged.md'));
      const r = lint(['.'], broken);
      assert.equal(r.stderr, 'eight-puzzle: lint: gone\\n\\x1b[31mforged.md: no such file\n');
      assert.equal(r.status, 2);
    });
  });

  describe('UTF-16', () => {
    /**
     * A wrong answer at line 3000, past the first 16 KiB read, after lines of characters that take two UTF-16
     * units each.
     */
    const text = [
      '# Notes 📝',
      ...Array.from({ length: 2998 }, (_, i) => `line ${i} 🧩🧩 ${'·'.repeat(i % 7)}`),
      `   ${WRONG.trimEnd()}`,
      '2 3 4 1 5 x 7 6 8 -> ullddrurdllurdruldr',
      '',
    ].join('\r\n');
    const bom = Buffer.from([0xff, 0xfe]);

    function wrote(name: string, bytes: Buffer): string {
      const dir = folder(`utf16-${name}`);
      writeFileSync(join(dir, 'notes.md'), bytes);
      return dir;
    }

    const littleEndian = (): Buffer => Buffer.concat([bom, Buffer.from(text, 'utf16le')]);
    const bigEndian = (): Buffer => Buffer.from(littleEndian()).swap16();

    for (const [name, bytes] of [
      ['LE', littleEndian],
      ['BE', bigEndian],
    ] as const) {
      it(`reads UTF-16 ${name} with its byte-order mark as text, each verdict at its line and column`, () => {
        const dir = wrote(name, bytes());
        const r = lint(['--format', 'json', 'notes.md'], dir);
        assert.equal(r.stderr, '');
        assert.deepEqual(
          entries(r).map((entry) => [entry.line, entry.column, entry.ok, entry.message]),
          [
            [3000, 25, false, 'ends 2 moves from the goal'],
            [3001, 22, true, '19 moves, shortest'],
          ],
        );
        assert.equal(
          lint(['notes.md'], dir).stdout.split('\n')[0],
          "notes.md:3000:25: error: ends 2 moves from the goal (answer 'l' to the board at line 3000)",
        );
      });
    }

    it('reads an answer file and its input in UTF-16 as one in UTF-8', () => {
      const dir = folder('utf16-pair');
      writeFileSync(
        join(dir, 'case.in'),
        Buffer.concat([bom, Buffer.from('2\r\n1 2 3 4 5 6 7 x 8\r\n1 2 3 4 5 6 x 7 8\r\n', 'utf16le')]),
      );
      writeFileSync(
        join(dir, 'case.out'),
        Buffer.from(Buffer.concat([bom, Buffer.from('r\r\nl\r\n', 'utf16le')])).swap16(),
      );
      const r = lint(['case.out'], dir);
      assert.equal(
        r.stdout,
        "case.out:2:1: error: step 1: 'l' leaves the board (answer 'l' to the board at case.in:3)\n2 answers in 1 file: 1 accepted, 1 wrong\n",
      );
    });
  });
});
