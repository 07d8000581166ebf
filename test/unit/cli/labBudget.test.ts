// The lab's budgets bounded by memory: the computation (what a kept node may
// cost, how many a budget may keep, the largest budget within some bytes),
// checked against a real A* search's figures; and the installed command line
// with a small heap, which refuses a budget that does not fit at once, names
// the largest that does, and runs that one to its end without running out.
import assert from 'node:assert/strict';
import { spawnSync, SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { formatBoard, puzzleOf, randomWalk, seededRandom, sizeByKey } from '../../../src/engine';
import { astarManhattan } from '../../../src/engine/search/astar';
import {
  bytesPerKeptNode,
  largestBudgetWithin,
  MOST_MAP_ENTRIES,
  mostKeptNodes,
} from '../../../src/engine/search';

const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');
const FOUR = sizeByKey('4x4');
const THREE = sizeByKey('3x3');
const GIB = 2 ** 30;

describe('what a lab budget costs in memory', () => {
  it('a kept node: the pool three times over, two queue entries, a Map entry, and the key (a number to 13 cells, else a string)', () => {
    assert.equal(bytesPerKeptNode(16), 3 * 31 + 72 + 84 + 32);
    assert.equal(bytesPerKeptNode(12), 3 * 27 + 72 + 84 + 16);
    assert.equal(bytesPerKeptNode(9), 3 * 24 + 72 + 84 + 16);
  });

  it('the largest budget fits the bytes, and one more does not; methods of fixed memory take any budget', () => {
    for (const bytes of [64 * 2 ** 20, GIB, 3 * GIB]) {
      const largest = largestBudgetWithin('astar-manhattan', FOUR, bytes);
      assert.ok(Number.isInteger(largest) && largest > 0, String(largest));
      assert.ok(mostKeptNodes('astar-manhattan', FOUR, largest) * bytesPerKeptNode(16) <= bytes);
      assert.ok(mostKeptNodes('astar-manhattan', FOUR, largest + 1) * bytesPerKeptNode(16) > bytes);
      assert.equal(largestBudgetWithin('greedy', FOUR, bytes), largest);
    }
    for (const method of [
      'idastar-manhattan',
      'idastar-linear-conflict',
      'bfs-cantor',
      'reverse-table',
    ] as const) {
      assert.equal(largestBudgetWithin(method, FOUR, 1), Infinity);
      assert.equal(mostKeptNodes(method, FOUR, 1e9), 0);
    }
  });

  it('never more nodes than a Map holds, whatever the memory; on 3×3, where every board fits, any budget', () => {
    const largest = largestBudgetWithin('astar-linear-conflict', FOUR, 2 ** 50);
    assert.equal(largest, Math.floor((MOST_MAP_ENTRIES - 1) / 3));
    assert.ok(mostKeptNodes('astar-linear-conflict', FOUR, largest) <= MOST_MAP_ENTRIES);
    assert.equal(largestBudgetWithin('astar-manhattan', THREE, GIB), Infinity);
    assert.equal(mostKeptNodes('astar-manhattan', THREE, 1e9), 181_440);
    assert.ok(Number.isFinite(largestBudgetWithin('astar-manhattan', THREE, 2 ** 20)));
  });

  it('a real A* search on a hard 4×4 board keeps no more nodes than the bound says', () => {
    const puzzle = puzzleOf(FOUR);
    const board = randomWalk(puzzle, 500, seededRandom(4));
    for (const budget of [1, 10, 1000, 20_000]) {
      const figures = astarManhattan.run(puzzle, board, { budget });
      assert.ok(
        figures.held <= mostKeptNodes('astar-manhattan', FOUR, budget),
        `${figures.held} held for a budget of ${budget}`,
      );
    }
  });
});

describe('eight-puzzle lab --budget on a small heap', function () {
  this.timeout(120_000);
  const board = formatBoard(randomWalk(puzzleOf(FOUR), 500, seededRandom(4)));

  function lab(args: string[]): SpawnSyncReturns<string> {
    return spawnSync(process.execPath, ['--max-old-space-size=48', CLI, 'lab', board, ...args], {
      encoding: 'utf8',
    });
  }

  it('refuses the budget the old message suggested, in one line naming the largest that fits, which then runs to its end', () => {
    const refused = lab(['--methods', 'astar-manhattan,idastar-manhattan', '--budget', '100000000']);
    assert.equal(refused.status, 2, refused.stderr);
    assert.equal(refused.stdout, '');
    const lines = refused.stderr.trimEnd().split('\n');
    assert.equal(lines.length, 1, refused.stderr);
    const named =
      /^eight-puzzle: lab: --budget 100,000,000 does not fit in memory for astar-manhattan on 4×4 boards \(.*\): the largest budget that fits is ([\d,]+) \(--budget (\d+)\); the IDA\* methods keep only their path and take any budget$/.exec(
        lines[0],
      );
    assert.ok(named, lines[0]);
    const largest = Number(named[2]);
    assert.equal(named[1].replace(/,/g, ''), named[2]);
    assert.ok(largest > 1000, String(largest));
    // The figure as said, given back as it is: on the same command line, and on one with other words (which
    // change the heap in use a little).
    for (const args of [
      ['--methods', 'astar-manhattan,idastar-manhattan'],
      ['--methods', 'astar-manhattan', '--json'],
    ]) {
      const fits = lab([...args, '--budget', named[2]]);
      assert.equal(fits.status, 0, `${args.join(' ')}: ${fits.stderr}`);
    }
    const fits = lab(['--methods', 'astar-manhattan', '--budget', named[2], '--json']);
    const [row] = JSON.parse(fits.stdout) as { outcome: string; expanded: number }[];
    assert.equal(row.outcome, 'budget');
    assert.equal(row.expanded, largest);
  });

  it('lowers the default budget to what fits, saying so, and IDA* keeps its own; the figure said is accepted as --budget', () => {
    const r = lab(['--methods', 'greedy,idastar-manhattan', '--json']);
    assert.equal(r.status, 0, r.stderr);
    const note =
      /^lab: greedy's budget on 4×4 boards is lowered to [\d,]+ nodes \(--budget (\d+)\), the most whose boards fit in the [\d.]+ MiB this process has to give\n$/.exec(
        r.stderr,
      );
    assert.ok(note, r.stderr);
    const rows = JSON.parse(r.stdout) as { method: string; expanded: number }[];
    assert.equal(rows.find((row) => row.method === 'idastar-manhattan')?.expanded, 2_000_000);
    const given = lab(['--methods', 'greedy', '--budget', note[1]]);
    assert.equal(given.status, 0, given.stderr);
  });

  it("the budget's own error message suggests a figure that runs", () => {
    const bad = lab(['--budget', 'lots']);
    assert.equal(bad.status, 2);
    const suggested = /such as (\d+)/.exec(bad.stderr)?.[1];
    assert.ok(suggested, bad.stderr);
    const r = spawnSync(
      process.execPath,
      [CLI, 'lab', board, '--methods', 'astar-manhattan', '--budget', suggested, '--json'],
      { encoding: 'utf8' },
    );
    assert.equal(r.status, 0, r.stderr);
  });
});
