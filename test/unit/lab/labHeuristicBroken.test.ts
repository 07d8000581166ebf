// Broken heuristics, in JavaScript and in Python, through the command line:
// each ends the check with exit code 2 and one message that names the file,
// the board (the learner's form and the judges'), and the learner's own words.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { runCommandLine } from '../../../src/cli/main';
import { CommandError, Io } from '../../../src/cli/io/io';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startCli, stopChild, WatchedChild } from '../support/cliChild';
import { HEURISTICS } from '../support/labHeuristicSupport';
import { waitFor } from '../support/waitFor';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string; ms: number }> {
  let out = '';
  let err = '';
  const io: Io = {
    open: () => {
      throw new CommandError('no input');
    },
    out: (text) => (out += typeof text === 'string' ? text : new TextDecoder().decode(text)),
    err: (text) => (err += text),
    errIsTerminal: false,
    outIsTerminal: false,
  };
  const started = Date.now();
  const code = await runCommandLine(argv, io);
  return { code, out, err, ms: Date.now() - started };
}

/** The first board of 2×3's table whose first cell is the blank, where each broken fixture breaks. */
const BOARD = '[0, 1, 2, 4, 5, 3] (x 1 2 4 5 3)';

const CASES: readonly { name: string; says: RegExp; board: boolean; words?: RegExp }[] = [
  {
    name: 'throws',
    says: /h raised an error on board/,
    board: true,
    words: /no blank in the corner, please/,
  },
  { name: 'negative', says: /h returned -1 on board .*never below 0/, board: true },
  { name: 'nan', says: /h returned (NaN|nan) on board/, board: true },
  { name: 'notNumber', says: /h returned the (string "3"|str '3') on board .*not a number/, board: true },
  { name: 'missing', says: /no function h/, board: false },
  { name: 'syntax', says: /a syntax error/, board: false, words: /SyntaxError/ },
  { name: 'loops', says: /h took longer than 200 ms on board/, board: true },
  { name: 'allocates', says: /h ran out of memory on board/, board: true },
];

describe('lab --heuristic: broken heuristics', function () {
  this.timeout(600_000);
  for (const language of ['cjs', 'py']) {
    for (const { name, says, board, words } of CASES) {
      it(`${name}.${language}: exit code 2, the file, ${board ? 'the board, ' : ''}the learner's words`, async () => {
        const file = join(HEURISTICS, 'broken', `${name}.${language}`);
        const budgets =
          name === 'loops'
            ? ['--call-ms', '200']
            : name === 'allocates'
              ? ['--memory-limit', '96M', '--call-ms', '20000']
              : [];
        const { code, out, err, ms } = await run(['lab', '--heuristic', file, '--size', '2x3', ...budgets]);
        assert.equal(code, 2, err);
        assert.equal(out, '');
        assert.ok(err.startsWith(`eight-puzzle: ${file}: `), err);
        assert.match(err, says);
        if (board) assert.ok(err.includes(BOARD), err);
        if (words) assert.match(err, words);
        assert.ok(!/\bat .*(dist|out)[/\\]|node:internal|<string>/.test(err), `no stack of ours: ${err}`);
        if (language === 'py' && name === 'throws') assert.match(err, /File ".*throws\.py", line 3, in h/);
        if (name === 'loops') assert.ok(ms < 5000, `stopped within its budget: ${ms} ms`);
      });
    }
  }

  for (const language of ['cjs', 'py']) {
    it(`slowLoad.${language}: a file that takes longer to load than one call may take is checked (loading is not a call)`, async () => {
      const file = join(HEURISTICS, `slowLoad.${language}`);
      const { code, err, out } = await run(['lab', '--heuristic', file, '--size', '2x3', '--call-ms', '200']);
      assert.equal(code, 0, err);
      assert.match(out, /Proven/);
    });

    it(`loopsOnLoad.${language}: a file that never finishes loading is stopped by the load's budget`, async () => {
      const file = join(HEURISTICS, 'broken', `loopsOnLoad.${language}`);
      const { code, err } = await run(['lab', '--heuristic', file, '--size', '2x3', '--call-ms', '200']);
      assert.equal(code, 2, err);
      assert.equal(err, `eight-puzzle: ${file}: loading the file took longer than 10 s\n`);
    });
  }

  it('a file that is not a heuristic, and one that is not there: exit code 2', async () => {
    for (const file of [join(HEURISTICS, 'nothing.py'), join(HEURISTICS, '..', 'korf100.txt')]) {
      const { code, err } = await run(['lab', '--heuristic', file]);
      assert.equal(code, 2);
      assert.ok(err.includes(file), err);
    }
  });

  describe('a whole solution that reads its input as it loads, its standard input a pipe left open', () => {
    let cache: string;
    let watched: WatchedChild | undefined;
    before(() => (cache = mkdtempSync(join(tmpdir(), 'eight-puzzle-heuristic-'))));
    afterEach(() => stopChild(watched));
    after(() => rmSync(cache, { recursive: true, force: true }));

    for (const language of ['cjs', 'py']) {
      it(`wholeSolution.${language}: reads nothing, is checked, and the command ends (a read stuck on the pipe would hold it)`, async () => {
        watched = startCli(
          ['lab', '--heuristic', join(HEURISTICS, `wholeSolution.${language}`), '--size', '2x3'],
          cache,
        );
        const child = watched;
        await waitFor(() => child.exit !== undefined, 'the command to end', 120_000);
        assert.equal(child.exit?.code, 0, child.err);
        assert.match(child.out, /Proven/);
      });
    }
  });
});
