// The board a page opens on comes in the page itself (the messages
// SingletonPanel puts in its HTML), so a first board is drawn with no round
// trip to the host: drawn at once, reported under its revision, checked as
// every message is, and never over a newer saved state.
import assert from 'node:assert/strict';
import { BLANK, Board, EIGHT_PUZZLE, solve } from '../../src/engine';
import { BoardStateData, HostMessageData, WebviewMessageData } from '../../src/protocol/messages';
import { useBoardPages } from './pages';

/** The judges' sample: 2 3 4 1 5 x 7 6 8, 19 moves from the goal. */
const SAMPLE: Board = [2, 3, 4, 1, 5, BLANK, 7, 6, 8];

function sampleState(): BoardStateData {
  const solution = solve(EIGHT_PUZZLE, SAMPLE);
  assert.ok(solution.solvable);
  return {
    start: SAMPLE.slice(),
    moves: solution.moves,
    step: 0,
    goal: EIGHT_PUZZLE.goal.slice(),
    shape: { rows: 3, columns: 3 },
  };
}

/** What the host puts in a new board's page: its settings and the first load. */
function firstMessages(state: BoardStateData): HostMessageData[] {
  return [
    { type: 'settings', settings: { stepDuration: 20 } },
    { type: 'load', state, revision: 1 },
  ];
}

describe('the board webview: the first board, in the page', function () {
  const { open } = useBoardPages();

  it('draws the board its page carries before any message from the host, and reports it under that revision', async function () {
    const loaded = sampleState();
    const board = await open({ initial: firstMessages(loaded) });
    // No message was sent to the page: the board, its moves and its distance come from the page itself.
    assert.deepEqual(await board.board(), SAMPLE);
    assert.equal((await board.moveLetters()).letters, loaded.moves);
    await board.waitForText('#remaining', '19 moves to the goal');
    assert.deepEqual(await board.posted(), [
      { type: 'ready' },
      { type: 'state', state: loaded, revision: 1 },
    ] satisfies WebviewMessageData[]);
    assert.deepEqual(await board.saved(), loaded);
    // The mark the bench (scripts/benchCodeServer.ts) times a first board by.
    assert.equal(
      await board.page.evaluate(() => performance.getEntriesByName('eight-puzzle/first-board').length),
      1,
    );
    // The page plays at the speed the settings in it said: 19 moves at 20 ms a step.
    await board.click('#play');
    await board.waitForText('#status', 'Solved');
  });

  it('checks what its page carries as it checks any message: anything else is dropped, and the page comes up as ever', async function () {
    const board = await open({
      initial: [
        42,
        'load',
        { type: 'load', state: { start: [1, 2, 3], moves: 'u', step: 0 }, revision: 1 },
        { type: 'load', state: sampleState(), revision: -1 },
        { type: 'settings', settings: { stepDuration: 'fast' } },
      ],
    });
    assert.deepEqual(await board.posted(), [{ type: 'ready' }]);
    assert.deepEqual(await board.board(), EIGHT_PUZZLE.goal, 'the goal, until the host loads a board');
    assert.equal(
      await board.page.evaluate(() => performance.getEntriesByName('eight-puzzle/first-board').length),
      0,
    );
  });

  it('a page rebuilt from its saved state shows that, not the older board its page carries', async function () {
    const loaded = sampleState();
    const board = await open({ initial: firstMessages(loaded) });
    await board.click('#forward');
    await board.waitForText('#step', 'step 1 of 19');
    const saved = (await board.saved()) as BoardStateData;
    assert.equal(saved.step, 1);

    // VS Code rebuilds a hidden webview from the same HTML, handing back what it saved.
    await board.page.reload();
    await board.ready();
    await board.waitForText('#step', 'step 1 of 19');
    // Under the revision of the load the page carries, so the host knows what that load became.
    assert.deepEqual(await board.posted(), [{ type: 'ready' }, { type: 'state', state: saved, revision: 1 }]);
  });
});
