// Ctrl+C (SIGINT) and SIGTERM end `solve` with exit code 130 at every point
// once a large board has been asked about: in the middle of a 4×4 search,
// and after a 4×4 answer while its input is still open (where a read that
// held the thread would keep the handler from running until the input
// ended). The answers written before stay as they were.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Board, parseBoard, puzzleOf, replay, sizeByKey } from '../../../src/engine';
import { databaseFileName, partitionFor } from '../../../src/engine/pdb';
import { startCli, stopChild, WatchedChild } from '../support/cliChild';
import { waitFor } from '../support/waitFor';

const FOUR = sizeByKey('4x4');
/**
 * Korf's instance 88 toward his goal (the blank first): 65 moves, seconds of search from a fresh cache, long
 * after its quick databases are written.
 */
const KORF_GOAL = '0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15';
const HARD = '15 2 12 11 14 13 9 5 1 3 8 7 0 10 6 4';
/** 22 moves toward the usual goal: answered in moments on the quick databases. */
const EASY = '1 2 8 4 5 0 10 3 9 6 7 12 13 14 11 15';
/** "Promptly": a run that honours the signal ends in milliseconds; one that does not, never. */
const PROMPTLY_MS = 10_000;

describe('solve and signals, once a 4×4 board has been asked about', function () {
  this.timeout(120_000);
  let cache: string;
  let running: WatchedChild | undefined;
  beforeEach(() => (cache = mkdtempSync(join(tmpdir(), 'eight-puzzle-signals-'))));
  afterEach(() => {
    stopChild(running);
    rmSync(cache, { recursive: true, force: true });
  });

  /** Sends `signal` and resolves once the child has exited, failing if it has not within {@link PROMPTLY_MS}; says how long it took. */
  async function signalAndWait(child: WatchedChild, signal: NodeJS.Signals, when: string): Promise<void> {
    const sent = Date.now();
    child.child.kill(signal);
    await waitFor(() => child.exit !== undefined, `solve to exit after ${signal}`, PROMPTLY_MS);
    console.log(
      `figure: ${signal} ${when}: exit ${child.exit?.code ?? child.exit?.signal} after ${(child.exit?.at ?? sent) - sent} ms`,
    );
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} in the middle of a 4×4 search, its input still open: exit code 130, no answer, and the board named`, async () => {
      const puzzle = puzzleOf(FOUR, parseGoal(KORF_GOAL));
      const quick = partitionFor(puzzle, 'quick').map((tiles) =>
        join(cache, databaseFileName(puzzle, tiles)),
      );
      running = startCli(['solve', '--size', '4x4', '--goal', KORF_GOAL], cache);
      const child = running;
      child.child.stdin.write(`${HARD}\n`);
      // The quick databases are written just before the search starts on them; it then runs for seconds.
      await waitFor(
        () => quick.every((path) => existsSync(path)) || child.exit !== undefined,
        'the quick databases to be written',
        60_000,
      );
      assert.equal(child.out, '', 'still searching when the signal comes');
      await signalAndWait(child, signal, 'during a 4×4 search');
      assert.equal(child.exit?.code, 130, child.err);
      assert.equal(child.out, '');
      assert.match(child.err, /eight-puzzle: solve: cancelled at board 1 \(line 1\)/);
      assert.doesNotMatch(child.err, /internal error|\n\s+at /);
    });

    it(`${signal} after a 4×4 answer, its input still open: exit code 130 at once, the answer written intact`, async () => {
      running = startCli(['solve', '--size', '4x4'], cache);
      const child = running;
      child.child.stdin.write(`${EASY}\n`);
      await waitFor(() => child.out.endsWith('\n') || child.exit !== undefined, 'the answer', 60_000);
      const answer = child.out;
      await signalAndWait(child, signal, 'after a 4×4 answer, input open');
      assert.equal(child.exit?.code, 130, child.err);
      assert.equal(child.out, answer, 'nothing written after the answer');
      const board = parseBoard(EASY, FOUR);
      assert.ok(board.ok);
      assert.ok(replay(puzzleOf(FOUR), board.board, answer.trimEnd()).solved, answer);
      assert.match(child.err, /eight-puzzle: solve: cancelled while waiting for input, after 1 board/);
      assert.doesNotMatch(child.err, /internal error|\n\s+at /);
    });
  }
});

function parseGoal(text: string): Board {
  const goal = parseBoard(text, FOUR);
  assert.ok(goal.ok);
  return goal.board;
}
