// A trace of a million lines through the built command line, as a child
// whose peak memory is read from /proc: the replay streams, so ten times the
// lines take the same memory. (Its speed is the bench's: `npm run bench -- lab`.)
import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCli, stopChild, WatchedChild } from '../support/cliChild';
import { cellsOf, neighbours, THREE } from '../support/labTraceSupport';

/** A random walk of `lines` boards from the judges' sample, one `expand` line each: every board one move from the one before. */
function writeWalk(path: string, lines: number, seed: number): void {
  const fd = openSync(path, 'w');
  let board = cellsOf('2 3 4 1 5 x 7 6 8');
  let state = seed;
  let piece = '';
  for (let i = 0; i < lines; i++) {
    piece += `expand ${board.join(' ')} g=${i % 40} h=3\n`;
    if (piece.length > 1 << 16) {
      writeSync(fd, piece);
      piece = '';
    }
    // A linear congruential generator: the same walk on every run.
    state = (state * 1103515245 + 12345) >>> 0;
    const next = neighbours(THREE, board);
    board = next[(state >>> 16) % next.length];
  }
  writeSync(fd, piece);
  closeSync(fd);
}

function exited(watched: WatchedChild): Promise<void> {
  return new Promise((resolve) => {
    if (watched.exit) resolve();
    else watched.child.on('exit', () => resolve());
  });
}

describe('lab --trace: a trace of a million lines', function () {
  // A million lines on a machine kept busy: the figure is printed, the bound is memory's.
  this.timeout(600_000);
  let dir: string;
  let running: WatchedChild | undefined;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-trace-scale-'))));
  afterEach(() => stopChild(running));
  after(() => rmSync(dir, { recursive: true, force: true }));

  async function replay(lines: number): Promise<{ ms: number; peakKiB: number; expansions: number }> {
    const trace = join(dir, `walk-${lines}.trace`);
    writeWalk(trace, lines, 7);
    const started = Date.now();
    running = startCli(['lab', '--trace', trace, '--json'], join(dir, 'cache'));
    await exited(running);
    const { exit, out, err, peakKiB } = running;
    assert.equal(exit?.code, 0, err);
    const report = JSON.parse(out) as { expansions: number; jumps: { count: number }; distinct: number };
    assert.equal(report.jumps.count, 0, 'a walk never jumps');
    assert.ok(report.distinct < lines);
    return { ms: Date.now() - started, peakKiB, expansions: report.expansions };
  }

  it('memory stays flat: 100,000 lines against 1,000,000', async () => {
    const small = await replay(100_000);
    const large = await replay(1_000_000);
    assert.equal(small.expansions, 100_000);
    assert.equal(large.expansions, 1_000_000);
    console.log(
      `      figure: 100,000 lines ${small.ms} ms, peak ${Math.round(small.peakKiB / 1024)} MiB; 1,000,000 lines ${large.ms} ms, peak ${Math.round(large.peakKiB / 1024)} MiB`,
    );
    assert.ok(small.peakKiB > 0 && large.peakKiB > 0, 'the peaks were read from /proc');
    assert.ok(
      large.peakKiB < small.peakKiB * 1.3 + 16 * 1024,
      `peak ${large.peakKiB} KiB against ${small.peakKiB} KiB`,
    );
  });
});
