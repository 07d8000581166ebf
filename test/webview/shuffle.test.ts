// Shuffle deals only distances that exist for the board's goal: 31 moves at
// most for 12345678x, 30 for a goal with the blank in the centre.
import assert from 'node:assert/strict';
import { BLANK, Board, EIGHT_PUZZLE, optimalDistance, puzzleOf } from '../../src/engine';
import { BoardStateData } from '../../src/protocol/messages';
import { useBoardPages } from './pages';

/** Luogu P1379's goal, 123804765: the blank lives in the centre. */
const CENTRE_GOAL: Board = [1, 2, 3, 8, BLANK, 4, 7, 6, 5];
const CENTRE = puzzleOf(EIGHT_PUZZLE.size, CENTRE_GOAL);

function solvedState(goal: Board): BoardStateData {
  return { start: goal.slice(), moves: '', step: 0, goal: goal.slice(), shape: { rows: 3, columns: 3 } };
}

describe('Shuffle on the board webview', function () {
  const { openWith } = useBoardPages();

  it('offers 0 to 30 moves for a goal with the blank in the centre, and says when 31 was asked', async function () {
    const board = await openWith(solvedState(CENTRE_GOAL));
    await board.page.fill('#difficulty', '30');
    await board.click('#shuffle');
    await board.waitForText('#remaining', '30 moves to the goal');
    assert.equal(optimalDistance(CENTRE, await board.board()), 30);
    assert.equal(await board.page.getAttribute('#difficulty', 'max'), '30');
    assert.equal(await board.text('#shuffle-note'), '');

    await board.page.fill('#difficulty', '31');
    await board.page.press('#difficulty', 'Enter');
    await board.waitForText('#shuffle-note', 'No board is 31 moves from the goal: choose 0 to 30.');
    assert.equal(await board.page.inputValue('#difficulty'), '30');
    await board.waitForText('#remaining', '30 moves to the goal');

    // Typing again clears the note.
    await board.page.fill('#difficulty', '12');
    assert.equal(await board.text('#shuffle-note'), '');
    await board.click('#shuffle');
    await board.waitForText('#remaining', '12 moves to the goal');
  });

  it('offers 0 to 31 moves for 12345678x, and says so when asked for more, even after the field lost focus', async function () {
    const board = await openWith(solvedState(EIGHT_PUZZLE.goal));
    await board.page.fill('#difficulty', '31');
    await board.click('#shuffle');
    await board.waitForText('#remaining', '31 moves to the goal');
    assert.equal(await board.text('#shuffle-note'), '');
    assert.equal(await board.page.getAttribute('#difficulty', 'max'), '31');

    // Clicking Shuffle blurs the field first, which brings it into range: the note stays for the click.
    await board.page.fill('#difficulty', '40');
    await board.click('#shuffle');
    await board.waitForText('#shuffle-note', 'No board is 40 moves from the goal: choose 0 to 31.');
    await board.waitForText('#remaining', '31 moves to the goal');
    assert.equal(await board.page.inputValue('#difficulty'), '31');
  });

  it('follows the goal of each board the host loads', async function () {
    const board = await openWith(solvedState(EIGHT_PUZZLE.goal));
    await board.page.fill('#difficulty', '31');
    await board.click('#shuffle');
    await board.waitForText('#remaining', '31 moves to the goal');
    await board.load(solvedState(CENTRE_GOAL));
    await board.click('#shuffle');
    await board.waitForText('#shuffle-note', 'No board is 31 moves from the goal: choose 0 to 30.');
    assert.equal(optimalDistance(CENTRE, await board.board()), 30);
    assert.equal(await board.page.getAttribute('#difficulty', 'max'), '30');
  });
});
