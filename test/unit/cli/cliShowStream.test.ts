// `eight-puzzle show` on move strings of millions of letters, as a child
// process: each board goes out as it is reached, so the output arrives while
// the input is still coming, and the memory stays flat on a heap far too
// small to hold every board at once.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CommandError, Io, TextSource } from '../../../src/cli/io/io';
import { main } from '../../../src/cli/main';

const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');
/** The blank in the middle: `ud` leaves it where it was, for ever. */
const BOARD = '23415x768';

describe('eight-puzzle show on a long move string', function () {
  this.timeout(120_000);

  it('a million moves from standard input on a 16 MiB heap: every board, then the verdict', () => {
    const moves = 'du'.repeat(500_000);
    const r = spawnSync(process.execPath, ['--max-old-space-size=16', CLI, 'show', BOARD, '-'], {
      input: `${moves}\n`,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    assert.equal(r.signal, null, r.stderr);
    assert.equal(r.status, 1, r.stderr);
    assert.equal(r.stderr, 'show: ends 19 moves from the goal\n');
    // A title and three rows a board, a blank line between boards.
    assert.equal(
      r.stdout.length,
      'start\n2 3 4\n1 5 x\n7 6 8\n'.length +
        500_000 * ('\nafter 1000000 (d)\n2 3 4\n1 x 5\n7 6 8\n'.length * 2) -
        sumOfShorterNumbers(1_000_000),
    );
    assert.ok(r.stdout.endsWith('\nafter 1000000 (u)\n2 3 4\n1 5 x\n7 6 8\n'), r.stdout.slice(-80));
  });

  it('shows the first boards before the input has ended', async () => {
    const child = spawn(process.execPath, [CLI, 'show', BOARD, '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let ended = false;
    let before = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString();
      if (!ended && before === '') before = out;
    });
    child.stdin.write('du'.repeat(50_000));
    // Waits for output, with the input still open: a show that builds everything first never gets here.
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    ended = true;
    child.stdin.end('du\n');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    assert.equal(code, 1);
    assert.ok(before.startsWith('start\n2 3 4\n1 5 x\n7 6 8\n\nafter 1 (d)\n'), before.slice(0, 80));
    assert.ok(out.endsWith('\nafter 100002 (u)\n2 3 4\n1 5 x\n7 6 8\n'), out.slice(-80));
  });

  it('stops reading at a bad step, and reads `unsolvable` from standard input as the argument', () => {
    const bad = spawnSync(process.execPath, [CLI, 'show', BOARD, '-'], {
      input: 'dux' + 'du'.repeat(100_000),
      encoding: 'utf8',
    });
    assert.equal(bad.status, 1);
    assert.equal(bad.stderr, "show: step 3: 'x' is not a move (use u, d, l, r)\n");
    assert.ok(bad.stdout.endsWith('after 2 (u)\n2 3 4\n1 5 x\n7 6 8\n'));
    const piped = spawnSync(process.execPath, [CLI, 'show', BOARD, '-'], {
      input: '  unsolvable\r\n',
      encoding: 'utf8',
    });
    const given = spawnSync(process.execPath, [CLI, 'show', BOARD, 'unsolvable'], { encoding: 'utf8' });
    assert.deepEqual([piped.status, piped.stdout, piped.stderr], [given.status, given.stdout, given.stderr]);
    assert.equal(given.stderr, 'show: this board is solvable (shortest is 19 moves)\n');
  });
});

/** The command in-process, standard input given a letter at a time: every piece boundary is met. */
function inProcess(argv: string[], stdin = ''): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const io: Io = {
    open(file): TextSource {
      if (file !== '-') throw new CommandError(`${file}: no such file`);
      let at = 0;
      return { read: () => (at < stdin.length ? stdin[at++] : undefined) };
    },
    out: (text) => (out += typeof text === 'string' ? text : new TextDecoder().decode(text)),
    err: (text) => (err += text),
    errIsTerminal: false,
    outIsTerminal: false,
  };
  return { code: main(argv, io), out, err };
}

describe('eight-puzzle show MOVES from standard input, a letter at a time', () => {
  it('shows and judges exactly as the same MOVES given as an argument: trimmed, spaces inside a bad step, unsolvable told apart', () => {
    const answers = [
      'ullddrurdllurdruldr',
      ' ull x',
      'unsolvable ',
      'unsolvable',
      ' \tunsolvable\r\n',
      'unsolvablex',
      'uns',
      'u',
      '',
      '   ',
      'ulldd  ruu',
      'rrrr',
      'ulla',
      'ull\r\n',
      'ullddrurdllurdruldrud',
    ];
    for (const moves of answers) {
      for (const board of [BOARD, '12345678x', '1 2 3 4 5 6 8 7 x']) {
        assert.deepEqual(
          inProcess(['show', board, '-'], moves),
          inProcess(['show', board, moves]),
          JSON.stringify([board, moves]),
        );
      }
    }
  });
});

/** How many fewer digits the step numbers 1 … n have than if each had as many as n. */
function sumOfShorterNumbers(n: number): number {
  const digits = String(n).length;
  let fewer = 0;
  for (let k = 1; k <= n; k++) fewer += digits - String(k).length;
  return fewer;
}
