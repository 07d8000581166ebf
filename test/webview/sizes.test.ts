// The board webview for every size from 2×2 to 4×4, in a real browser: the
// grid follows the shape, clicks, arrows and screen-reader labels work on it,
// Edit and Shuffle know the size, and boards of more than 9 cells (no
// distance table in the page) ask the host for a Hint.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  applyMove,
  Board,
  EIGHT_PUZZLE,
  isSolvable,
  legalMoves,
  maxDistance,
  Move,
  optimalDistance,
  puzzleOf,
  Size,
  sizeByKey,
  SIZES,
} from '../../src/engine';
import { BoardStateData, WebviewMessageData } from '../../src/protocol/messages';
import { paths } from '../harness/repo';
import { fewestMovesWithin } from '../unit/support/plainSearchSized';
import { BoardDriver } from './driver';
import { useBoardPages } from './pages';

const TWO_BY_THREE = sizeByKey('2x3');
const FOUR_BY_FOUR = sizeByKey('4x4');
const GOAL_2X3 = TWO_BY_THREE.defaultGoal;
const GOAL_4X4 = FOUR_BY_FOUR.defaultGoal;
/** The sizes as messages and saved states write them. */
const SHAPE_3X3 = { rows: 3, columns: 3 };
const SHAPE_4X4 = { rows: 4, columns: 4 };

/** The board after playing `moves` on `start`; fails the test on a move off the board. */
function played(start: Board, moves: string, size: Size): Board {
  let board = start;
  for (const move of moves) {
    const next = applyMove(size, board, move as Move);
    assert.ok(next, `${move} leaves the board`);
    board = next;
  }
  return board;
}

/** A board state as the host sends it and the page saves it. */
function fresh(start: Board, goal: Board, size: Size, moves = '', step = 0): BoardStateData {
  return {
    start: start.slice(),
    moves,
    step,
    goal: goal.slice(),
    shape: { rows: size.rows, columns: size.columns },
  };
}

/** 4×4 two moves from the goal: the blank went up, then left (so 'r' then 'd' solve it). */
const NEAR_4X4 = played(GOAL_4X4, 'ul', FOUR_BY_FOUR);

async function solveRequests(
  board: BoardDriver,
): Promise<Extract<WebviewMessageData, { type: 'solve' | 'cancelSolve' }>[]> {
  return (await board.posted()).filter(
    (message): message is Extract<WebviewMessageData, { type: 'solve' | 'cancelSolve' }> =>
      message.type === 'solve' || message.type === 'cancelSolve',
  );
}

describe('the board webview at every size', function () {
  const { open, openWith } = useBoardPages();

  // The registry, walked: every size it declares is drawn as its rows and columns and played to its goal.
  for (const size of SIZES) {
    it(`draws ${size.name} as ${size.rows} rows of ${size.columns}, beside its goal, and plays the board one move away to the goal`, async function () {
      const { goal, blankHome } = puzzleOf(size);
      const start = played(goal, legalMoves(size, goal)[0], size);
      const board = await openWith(fresh(start, goal, size));
      const layout = await board.layout();
      assert.deepEqual(
        { rows: layout.rows, columns: layout.columns },
        { rows: size.rows, columns: size.columns },
      );
      assert.equal(
        await board.page.getAttribute('#board', 'aria-label'),
        `Board, ${size.rows} rows by ${size.columns} columns`,
      );
      assert.equal(await board.page.$$eval('#goal .cell', (cells) => cells.length), size.cells);
      // The tile that left the blank's home slides back into it.
      await board.clickCell(blankHome);
      await board.waitForText('#status', 'Solved');
      assert.deepEqual(await board.board(), goal);
    });
  }

  it('lays out a 2×3 board in 2 rows of 3, labels cells by their row and column, and plays it by click and arrow', async function () {
    const start = played(GOAL_2X3, 'lu', TWO_BY_THREE); // 1 x 3 / 4 2 5
    const board = await openWith(fresh(start, GOAL_2X3, TWO_BY_THREE));
    const layout = await board.layout();
    assert.deepEqual({ rows: layout.rows, columns: layout.columns }, { rows: 2, columns: 3 });
    assert.deepEqual(
      layout.cells,
      Array.from({ length: 6 }, (_, cell) => ({ row: Math.floor(cell / 3), column: cell % 3 })),
    );
    assert.deepEqual(await board.board(), [1, 6, 3, 4, 2, 5]);
    assert.equal(await board.page.getAttribute('#board', 'aria-label'), 'Board, 2 rows by 3 columns');
    const tiles = await board.tiles();
    assert.equal(tiles[5].label, 'tile 5, row 2, column 3');
    assert.equal(tiles[4].label, 'tile 2, row 2, column 2');
    assert.equal(tiles[1].label, 'blank');
    // The goal beside it is 2×3 too.
    assert.equal(await board.page.$$eval('#goal .cell', (cells) => cells.length), 6);
    assert.equal(
      await board.page.$eval('#goal', (goal) => getComputedStyle(goal).gridTemplateColumns.split(' ').length),
      3,
    );
    await board.waitForText('#remaining', '2 moves to the goal');

    // Tab reaches only the tiles next to the blank: 1, 3 and 2.
    assert.deepEqual(
      await board.page.$$eval('#board button.tile[tabindex="0"]', (cells) =>
        cells.map((cell) => (cell as HTMLElement).dataset.cell),
      ),
      ['0', '2', '4'],
    );
    await board.clickCell(4); // tile 2, below the blank: the blank moves down
    await board.waitForText('#step', 'step 1 of 1');
    assert.deepEqual(await board.board(), [1, 2, 3, 4, 6, 5]);
    await board.page.keyboard.press('ArrowDown'); // the bottom row: nothing happens
    await board.page.keyboard.press('ArrowRight');
    await board.waitForText('#status', 'Solved');
    assert.deepEqual(await board.moveLetters(), { letters: 'dr', current: 1 });
    assert.deepEqual(await board.saved(), fresh(start, GOAL_2X3, TWO_BY_THREE, 'dr', 2));
  });

  it('lays out a 4×4 board in 4 rows of 4, fits two-digit tiles, and plays it to the goal by click and arrow', async function () {
    const board = await openWith(fresh(NEAR_4X4, GOAL_4X4, FOUR_BY_FOUR));
    const layout = await board.layout();
    assert.deepEqual({ rows: layout.rows, columns: layout.columns }, { rows: 4, columns: 4 });
    assert.deepEqual(
      layout.cells,
      Array.from({ length: 16 }, (_, cell) => ({ row: Math.floor(cell / 4), column: cell % 4 })),
    );
    assert.equal(await board.page.getAttribute('#board', 'aria-label'), 'Board, 4 rows by 4 columns');
    const tiles = await board.tiles();
    assert.equal(tiles[11].label, 'tile 11, row 3, column 4');
    assert.equal(tiles[14].label, 'tile 15, row 4, column 3');
    assert.equal(tiles[10].label, 'blank');
    // Every face holds its number without overflowing, "15" included, and the board is no wider than a 3×3
    // one.
    const faces = await board.page.$$eval('#board .face', (all) =>
      all.map((face) => ({
        text: face.textContent,
        fits: face.scrollWidth <= face.clientWidth && face.scrollHeight <= face.clientHeight,
      })),
    );
    assert.deepEqual(
      faces.filter((face) => !face.fits),
      [],
    );
    const width = await board.page.$eval('#board', (element) => element.getBoundingClientRect().width);
    assert.ok(width > 150 && width < 320, `the board is ${width}px wide`);
    // No table for 16 cells in the page: the distance is not shown until the host has searched.
    assert.equal(await board.text('#remaining'), '');
    assert.equal(
      await board.page.$eval('label.difficulty', (label) => label.textContent),
      'Random moves from the goal',
    );

    await board.clickCell(11); // the tile right of the blank
    await board.waitForText('#step', 'step 1 of 1');
    assert.deepEqual(await board.board(), played(NEAR_4X4, 'r', FOUR_BY_FOUR));
    await board.page.keyboard.press('ArrowDown');
    await board.waitForText('#status', 'Solved');
    assert.deepEqual(await board.board(), GOAL_4X4);
    assert.equal(await board.text('#remaining'), '0 moves to the goal');
    assert.deepEqual(await board.saved(), fresh(NEAR_4X4, GOAL_4X4, FOUR_BY_FOUR, 'rd', 2));
  });

  it('asks the host for a Hint on a 4×4 board, stays playable while it searches, and believes only an answer that replays', async function () {
    const board = await openWith(fresh(NEAR_4X4, GOAL_4X4, FOUR_BY_FOUR));
    await board.clearPosted();
    await board.click('#hint');
    await board.waitForText('#hint-text', 'Searching for a shortest solution…');
    assert.deepEqual(await solveRequests(board), [
      { type: 'solve', request: 1, board: NEAR_4X4, goal: GOAL_4X4, shape: SHAPE_4X4 },
    ]);

    // Playable while the host works; the newer board cancels the request.
    await board.page.keyboard.press('ArrowUp');
    await board.waitForText('#step', 'step 1 of 1');
    await board.waitForText('#hint-text', '');
    assert.deepEqual((await solveRequests(board)).slice(1), [{ type: 'cancelSolve', request: 1 }]);
    await board.page.keyboard.press('ArrowDown');
    await board.waitForText('#step', 'step 2 of 2');
    assert.deepEqual(await board.board(), NEAR_4X4);

    await board.click('#hint');
    const requests = await solveRequests(board);
    assert.deepEqual(requests[requests.length - 1], {
      type: 'solve',
      request: 2,
      board: NEAR_4X4,
      goal: GOAL_4X4,
      shape: SHAPE_4X4,
    });
    await board.send({ type: 'solveProgress', request: 2, bound: 2, nodes: 12345 });
    await board.waitForText(
      '#hint-text',
      'Searching for a shortest solution: bound 2, 12,345 boards searched…',
    );
    // News of the cancelled request changes nothing; an answer that does not reach the goal is refused.
    await board.send({ type: 'solved', request: 1, answer: { kind: 'shortest', moves: 'rd', nodes: 3 } });
    assert.equal(await board.text('#remaining'), '');
    await board.send({ type: 'solved', request: 2, answer: { kind: 'shortest', moves: 'dr', nodes: 3 } });
    await board.waitForText('#hint-text', 'No hint: dr');
    assert.equal(await board.text('#remaining'), '');

    await board.click('#hint');
    await board.send({ type: 'solved', request: 3, answer: { kind: 'shortest', moves: 'rd', nodes: 3 } });
    await board.waitForText('#hint-text', 'Next: r, tile 11 slides left');
    await board.waitForText('#remaining', '2 moves to the goal');
    assert.deepEqual(
      await board.page.$$eval('#board .tile.hinted', (cells) =>
        cells.map((cell) => (cell as HTMLElement).dataset.cell),
      ),
      ['11'],
    );
    // The answer holds for every board along it: one move on, the distance is still known, and Hint answers
    // at once.
    await board.page.keyboard.press('ArrowRight');
    await board.waitForText('#remaining', '1 move to the goal');
    await board.clearPosted();
    await board.click('#hint');
    await board.waitForText('#hint-text', 'Next: d, tile 12 slides up');
    assert.deepEqual(await solveRequests(board), []);
  });

  it('says what the host could not do, and a budgeted answer is "at most", not proven shortest', async function () {
    const walk = 'ululdr';
    const far = played(GOAL_4X4, walk, FOUR_BY_FOUR);
    const board = await openWith(fresh(far, GOAL_4X4, FOUR_BY_FOUR));
    await board.click('#hint');
    await board.send({
      type: 'solved',
      request: 1,
      answer: { kind: 'failed', message: 'The solver for boards larger than 3×3 is not available here.' },
    });
    await board.waitForText(
      '#hint-text',
      'No hint: The solver for boards larger than 3×3 is not available here.',
    );
    await board.click('#hint');
    // The walk back, with a detour: a solution, but not a shortest one.
    const detour = `lr${solveBack(walk)}`;
    await board.send({ type: 'solved', request: 2, answer: { kind: 'unproven', moves: detour, nodes: 10 } });
    // The detour comes back to this very board after 'lr', so the page keeps the shorter rest as its bound.
    await board.waitForText(
      '#remaining',
      `at most ${detour.length - 2} moves to the goal (not proven shortest)`,
    );
    assert.match(await board.text('#hint-text'), /not proven shortest/);
    // An unsolvable 4×4 board needs no search: the parity rule says so at once.
    await board.clearPosted();
    const swapped = GOAL_4X4.slice();
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    await board.load(fresh(swapped, GOAL_4X4, FOUR_BY_FOUR));
    assert.equal(await board.text('#remaining'), 'unsolvable');
    await board.click('#hint');
    await board.waitForText('#hint-text', 'This board cannot reach the goal.');
    assert.deepEqual(await solveRequests(board), []);
  });

  it('edits a 4×4 board typed as rows or on one line, and a 2×3 board typed on one line keeps the size on screen', async function () {
    const board = await openWith(fresh(NEAR_4X4, GOAL_4X4, FOUR_BY_FOUR));
    await board.click('#edit');
    // The input starts with the board as it looks: four rows.
    assert.equal(await board.page.inputValue('#edit-input'), '1 2 3 4\n5 6 7 8\n9 10 x 11\n13 14 15 12');
    await board.page.fill('#edit-input', '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 x 15');
    await board.click('#edit-apply');
    await board.waitForBoard(played(GOAL_4X4, 'l', FOUR_BY_FOUR));
    assert.equal(await board.text('#step'), '', 'a fresh board names no step');
    await board.page.keyboard.press('ArrowRight');
    await board.waitForText('#status', 'Solved');

    // 16 cells on one line are 4×4, whatever was on screen.
    const small = await openWith(fresh(DEFAULT_THREE, DEFAULT_THREE, EIGHT_PUZZLE.size));
    await small.click('#edit');
    await small.page.fill('#edit-input', '1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15');
    await small.click('#edit-apply');
    await small.waitForBoard([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 15]);
    assert.deepEqual(((await small.saved()) as BoardStateData).shape, SHAPE_4X4);
    assert.deepEqual(((await small.saved()) as BoardStateData).goal, GOAL_4X4);

    // Six cells on one line take the size on screen (2×3 here), and a 4×4 board's text is refused on it only
    // when it is not a board.
    const six = await openWith(fresh(GOAL_2X3, GOAL_2X3, TWO_BY_THREE));
    await six.click('#edit');
    await six.page.fill('#edit-input', '1 2 3 4 x 5');
    await six.click('#edit-apply');
    await six.waitForText('#remaining', '1 move to the goal');
    assert.deepEqual(await six.board(), [1, 2, 3, 4, 6, 5]);
    await six.click('#edit');
    await six.page.fill('#edit-input', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15');
    await six.click('#edit-apply');
    assert.notEqual(await six.text('#edit-error'), '');
    assert.equal((await six.tiles()).length, 6);
  });

  it('shuffles each size its own way: an exact distance up to the farthest for 2×3, a random walk for 4×4', async function () {
    const six = await openWith(fresh(GOAL_2X3, GOAL_2X3, TWO_BY_THREE));
    const farthest = maxDistance(puzzleOf(TWO_BY_THREE));
    await six.waitForText('label.difficulty', 'Moves from the goal');
    await six.page.fill('#difficulty', '7');
    await six.click('#shuffle');
    await six.waitForText('#remaining', '7 moves to the goal');
    assert.equal(optimalDistance(puzzleOf(TWO_BY_THREE), await six.board()), 7);
    assert.equal(await six.page.getAttribute('#difficulty', 'max'), String(farthest));
    await six.page.fill('#difficulty', String(farthest + 1));
    await six.click('#shuffle');
    await six.waitForText(
      '#shuffle-note',
      `No board is ${farthest + 1} moves from the goal: choose 0 to ${farthest}.`,
    );
    await six.waitForText('#remaining', `${farthest} moves to the goal`);

    const sixteen = await openWith(fresh(GOAL_4X4, GOAL_4X4, FOUR_BY_FOUR));
    await sixteen.page.fill('#difficulty', '5');
    await sixteen.click('#shuffle');
    // After an odd number of moves the blank is never back in its corner.
    await sixteen.page.waitForFunction(
      () => document.querySelector('#board .tile[data-cell="15"]')?.getAttribute('data-value') !== '',
    );
    const dealt = await sixteen.board();
    assert.equal(dealt.length, 16);
    assert.ok(isSolvable(puzzleOf(FOUR_BY_FOUR), dealt));
    const distance = fewestMovesWithin(dealt, GOAL_4X4, FOUR_BY_FOUR, 5);
    assert.ok(
      distance !== undefined && distance <= 5 && distance % 2 === 1,
      `a walk of 5 moves ends an odd number (at most 5) of moves away, not ${distance}`,
    );
  });

  it('restores an old saved state without a shape as 3×3, and a 4×4 one as 4×4', async function () {
    const board = await open();
    const old = {
      start: [2, 3, 4, 1, 5, 9, 7, 6, 8],
      moves: 'u',
      step: 1,
      goal: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    };
    await board.page.evaluate(
      (state) => sessionStorage.setItem('eight-puzzle-state', JSON.stringify(state)),
      old,
    );
    await board.page.reload();
    await board.ready();
    await board.waitForText('#step', 'step 1 of 1');
    assert.equal((await board.tiles()).length, 9);
    assert.deepEqual(await board.posted(), [
      { type: 'ready' },
      { type: 'state', state: { ...old, shape: SHAPE_3X3 }, revision: 0 },
    ]);

    const large = fresh(NEAR_4X4, GOAL_4X4, FOUR_BY_FOUR, 'r', 1);
    await board.load(large);
    await board.page.reload();
    await board.ready();
    await board.waitForText('#step', 'step 1 of 1');
    assert.deepEqual(await board.board(), played(NEAR_4X4, 'r', FOUR_BY_FOUR));
    assert.deepEqual(await board.saved(), large);
  });

  it('ignores host messages whose shape does not fit their cells', async function () {
    const board = await openWith(fresh(NEAR_4X4, GOAL_4X4, FOUR_BY_FOUR));
    await board.clearPosted();
    for (const bad of [
      { ...fresh(NEAR_4X4, GOAL_4X4, FOUR_BY_FOUR), shape: SHAPE_3X3 },
      { ...fresh(DEFAULT_THREE, DEFAULT_THREE, EIGHT_PUZZLE.size), shape: SHAPE_4X4 },
      { ...fresh(NEAR_4X4, GOAL_4X4, FOUR_BY_FOUR), shape: { rows: 5, columns: 5 } },
      { ...fresh(NEAR_4X4, GOAL_4X4, FOUR_BY_FOUR), shape: undefined },
      fresh(GOAL_2X3, GOAL_2X3, sizeByKey('3x2'), 'rr'),
      fresh(NEAR_4X4, GOAL_2X3, FOUR_BY_FOUR),
    ]) {
      await board.send({ type: 'load', state: bad, revision: 9 });
    }
    await board.send({ type: 'solved', request: 1, answer: { kind: 'shortest', moves: 'rdx', nodes: 1 } });
    assert.deepEqual(await board.posted(), []);
    assert.deepEqual(await board.board(), NEAR_4X4);
  });

  it('takes a screenshot of a 4×4 board for the README', async function () {
    const board = await open({ theme: 'dark' });
    await board.send({ type: 'settings', settings: { stepDuration: 20 } });
    const walk = 'ulldrulurdl';
    const start = played(GOAL_4X4, walk, FOUR_BY_FOUR);
    assert.equal(
      fewestMovesWithin(start, GOAL_4X4, FOUR_BY_FOUR, walk.length),
      walk.length,
      'the walk back is a shortest solution',
    );
    await board.load(fresh(start, GOAL_4X4, FOUR_BY_FOUR));
    await board.click('#hint');
    await board.send({
      type: 'solved',
      request: 1,
      answer: { kind: 'shortest', moves: solveBack(walk), nodes: 120 },
    });
    await board.waitForText('#remaining', `${walk.length} moves to the goal`);
    await board.page.mouse.move(0, 0);
    const path = join(paths.repoRoot, 'out', 'test', 'webview', 'screenshots', 'board-4x4.png');
    await board.page.locator('.layout').screenshot({ path });
    console.log(`      screenshot: ${path}`);
  });
});

const DEFAULT_THREE = EIGHT_PUZZLE.goal;

/** The moves that undo a walk: each move's opposite, last first. */
function solveBack(walk: string): string {
  const opposite: Record<string, string> = { u: 'd', d: 'u', l: 'r', r: 'l' };
  return [...walk]
    .reverse()
    .map((move) => opposite[move])
    .join('');
}
