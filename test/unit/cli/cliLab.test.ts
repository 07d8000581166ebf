// `eight-puzzle lab`, run in-process as the other commands' tests run them.
import assert from 'node:assert/strict';
import { runCommandLine } from '../../../src/cli/main';
import { CommandError, Io, TextSource } from '../../../src/cli/io/io';

/** `lab` loads its methods when it runs, so it finishes later: through runCommandLine, as the binary runs it. */
async function run(
  argv: string[],
  files: Record<string, string> = {},
  errIsTerminal = false,
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = {
    open(file): TextSource {
      const text = files[file ?? '-'];
      if (text === undefined) throw new CommandError(`${file}: no such file`);
      let done = false;
      return { read: () => (done ? undefined : ((done = true), text)) };
    },
    out: (text) => (out += typeof text === 'string' ? text : new TextDecoder().decode(text)),
    err: (text) => (err += text),
    errIsTerminal,
    outIsTerminal: false,
  };
  const code = await runCommandLine(argv, io);
  return { code, out, err };
}

describe('eight-puzzle lab', () => {
  it('prints one row per method on the 31-move board, every shortest one 31 moves long', async () => {
    const { code, out } = await run(['lab', '8 6 7 2 5 4 3 x 1']);
    assert.equal(code, 0);
    const rows = out.split('\n').slice(2, 11);
    assert.equal(rows.length, 9);
    for (const row of rows) {
      const cells = row.split(/\s{2,}/);
      if (cells[0] === 'greedy') assert.equal(cells[1], 'no');
      else assert.deepEqual(cells.slice(1, 3), ['yes', '31'], row);
    }
    assert.match(out, /reverse-table: the figures are the table's build \(181,440 boards/);
  });

  it('--json gives the same rows with their answers', async () => {
    const { code, out } = await run(['lab', '23415x768', '--json', '--methods', 'greedy,bfs-cantor']);
    assert.equal(code, 0);
    const rows = JSON.parse(out) as Record<string, unknown>[];
    assert.deepEqual(
      rows.map((row) => row.method),
      ['bfs-cantor', 'greedy'],
    );
    for (const key of ['method', 'shortest', 'length', 'moves', 'expanded', 'generated', 'held', 'ms'])
      assert.ok(key in rows[0], key);
    assert.equal(rows[0].length, 19);
    assert.equal(rows[0].shortest, true);
    assert.equal(rows[1].shortest, false);
  });

  it('an unsolvable board: forward BFS expands 181,440 boards to find out', async () => {
    const { code, out } = await run(['lab', '1 2 3 4 5 6 8 7 x', '--json', '--methods', 'bfs-cantor']);
    assert.equal(code, 0);
    const [row] = JSON.parse(out) as Record<string, unknown>[];
    assert.equal(row.outcome, 'unsolvable');
    assert.equal(row.expanded, 181_440);
    assert.equal(row.length, null);
  });

  it('refuses unknown methods by naming the ones there are, and non-heuristic ones on 4×4', async () => {
    const bad = await run(['lab', '23415x768', '--methods', 'astar,greedy']);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /no method 'astar'; the methods are bfs-strings, bfs-cantor, reverse-table/);
    const large = await run(['lab', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15', '--methods', 'bfs-cantor']);
    assert.equal(large.code, 2);
    assert.match(large.err, /bfs-cantor run only on boards of at most 9 cells, and this one is 4×4/);
    const heuristic = await run(['lab', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15', '--json']);
    assert.equal(heuristic.code, 0);
    assert.deepEqual(
      (JSON.parse(heuristic.out) as { method: string; length: number }[]).map((row) => [
        row.method,
        row.length,
      ]),
      [
        ['astar-manhattan', 1],
        ['astar-linear-conflict', 1],
        ['idastar-manhattan', 1],
        ['idastar-linear-conflict', 1],
        ['greedy', 1],
      ],
    );
  });

  it('a bad board is shown where it goes wrong', async () => {
    const { code, err } = await run(['lab', '1 2 3 4 5 6 7 8 q']);
    assert.equal(code, 2);
    assert.match(err, /lab: 'q' is not a tile or a blank.*column 17/);
  });

  it('--input totals each method over the boards: the reverse table is built once, then looked up', async () => {
    const input = '3\n8 6 7 2 5 4 3 x 1\n2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n';
    const { code, out } = await run(
      ['lab', '--input', 'in.txt', '--methods', 'bfs-cantor,reverse-table', '--json'],
      { 'in.txt': input },
    );
    assert.equal(code, 0);
    const [bfs, table] = JSON.parse(out) as Record<string, number>[];
    assert.equal(bfs.boards, 3);
    assert.equal(bfs.unsolvable, 1);
    assert.equal(bfs.expanded, 181_439 + 31_873 + 181_440);
    assert.equal(table.builds, 1);
    assert.equal(table.expanded, 181_440);
    const text = (await run(['lab', '--input', 'in.txt', '--methods', 'reverse-table'], { 'in.txt': input }))
      .out;
    assert.match(text, /reverse-table: 1 build \(181,440 boards expanded, .*\), then 2 look-ups/);
  });

  it('--input shows on a terminal which board and method it is at, and erases that line at the end', async () => {
    const input = '8 6 7 2 5 4 3 x 1\n2 3 4 1 5 x 7 6 8\n';
    const { code, err } = await run(
      ['lab', '--input', 'in.txt', '--methods', 'bfs-cantor,greedy'],
      { 'in.txt': input },
      true,
    );
    assert.equal(code, 0);
    assert.deepEqual(err.match(/\rboard \d: [a-z-]+/g), [
      '\rboard 1: bfs-cantor',
      '\rboard 1: greedy',
      '\rboard 2: bfs-cantor',
      '\rboard 2: greedy',
    ]);
    assert.ok(err.endsWith('\r\x1b[K'), JSON.stringify(err.slice(-12)));
    assert.equal(
      (await run(['lab', '--input', 'in.txt', '--methods', 'greedy'], { 'in.txt': input })).err,
      '',
      'nothing when no one watches',
    );
  });

  it('--input reports malformed lines by line and column and exits 2 after the rest', async () => {
    const { code, out, err } = await run(['lab', '--input', 'in.txt', '--methods', 'astar-manhattan'], {
      'in.txt': '2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 q\n',
    });
    assert.equal(code, 2);
    assert.match(err, /in\.txt: line 2, column 17: 'q' is not a tile/);
    assert.match(out, /astar-manhattan\s+1\s+1/);
  });
});
