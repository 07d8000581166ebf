// Control characters in an answer are shown escaped
// once, one backslash each (`\t`, `\x1b`), never `\\x1b`; the built command
// line, on a program that prints them and on an output file that holds them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');

/** A tab, a colour and a clear-screen: what would move or repaint a terminal if printed as they are. */
const HOSTILE = 'u\tl\x1b[31m\x1b[2J';
const SHOWN = 'u\\tl\\x1b[31m\\x1b[2J';
/** The control characters in `text` but its line ends: what could move a terminal's cursor or colour it. */
function controls(text: string): string[] {
  return [...text].filter((c) => (c < ' ' && c !== '\n') || (c >= '\x7f' && c <= '\x9f'));
}

describe('control characters in answers, shown', function () {
  this.timeout(120_000);
  let dir = '';
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-escapes-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("by judge: the answer a program printed, and the verdict's reason, each escaped once", () => {
    const program = join(dir, 'hostile.js');
    writeFileSync(
      program,
      `require('readline').createInterface({ input: process.stdin }).on('line', () => process.stdout.write(${JSON.stringify(HOSTILE + '\n')}));\n`,
    );
    const r = spawnSync(
      process.execPath,
      [CLI, 'judge', '--problem', 'hdu1043', '--tests', 'random:1', '--', process.execPath, program],
      { encoding: 'utf8', timeout: 110_000 },
    );
    assert.equal(r.status, 1, r.stderr);
    const line = r.stdout.split('\n').find((text) => text.startsWith('case 1: '));
    assert.ok(line, r.stdout);
    assert.ok(line.includes(`answer "${SHOWN}": wrong answer: `), line);
    assert.ok(line.endsWith("'\\t' at character 2"), line);
    assert.deepEqual(controls(r.stdout), []);
  });

  it('by check: the character named in the verdict', () => {
    writeFileSync(join(dir, 'case.in'), '1 2 3 4 5 6 7 x 8\n');
    writeFileSync(join(dir, 'case.out'), `${HOSTILE}\n`);
    const r = spawnSync(process.execPath, [CLI, 'check', 'case.in', 'case.out'], {
      cwd: dir,
      encoding: 'utf8',
    });
    assert.equal(
      r.stdout.split('\n')[0],
      "case 1 (output line 1): step 2: '\\t' is not a move (use u, d, l, r)",
    );
    assert.deepEqual(controls(r.stdout + r.stderr), []);
  });
});
