// The board webview in a real browser (Debian's chromium through
// playwright-core), on a page with the host's CSP and a fake VS Code API.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyMove,
  BLANK,
  EIGHT_PUZZLE,
  Board,
  boardsAlong,
  isMove,
  moveCode,
  optimalDistance,
  parseBoard,
  Puzzle,
  puzzleOf,
  solve,
  target,
} from '../../src/engine';
import { BoardStateData, MAX_MOVES, WebviewMessageData } from '../../src/protocol/messages';
import { paths } from '../harness/repo';
import { BoardDriver } from './driver';
import { useBoardPages } from './pages';
import { ThemeKind, themeVariable } from './themes';
import { waitFor } from './waitFor';

const SCREENSHOTS = join(paths.repoRoot, 'out', 'test', 'webview', 'screenshots');

/** The judges' sample: 2 3 4 1 5 x 7 6 8, 19 moves from the goal. */
const SAMPLE: Board = [2, 3, 4, 1, 5, BLANK, 7, 6, 8];
const SAMPLE_MOVES = solveOrFail(SAMPLE);
const LUOGU_GOAL: Board = [1, 2, 3, 8, BLANK, 4, 7, 6, 5];
const LUOGU: Puzzle = puzzleOf(EIGHT_PUZZLE.size, LUOGU_GOAL);
const GOAL = EIGHT_PUZZLE.goal;
const THREE = EIGHT_PUZZLE.size;

/** A board state as the host sends it and the page saves it. */
function state(start: Board, moves: string, step: number, goal: Board = GOAL): BoardStateData {
  return { start: start.slice(), moves, step, goal: goal.slice(), shape: { rows: 3, columns: 3 } };
}

function solveOrFail(board: Board, puzzle: Puzzle = EIGHT_PUZZLE): string {
  const solution = solve(puzzle, board);
  assert.ok(solution.solvable);
  return solution.moves;
}

describe('the board webview', function () {
  const pages = useBoardPages();
  const { open, openWith } = pages;

  it('is the page the extension builds, under its CSP: its own script runs, an inline one without the nonce does not', async function () {
    const board = await open();
    const csp = await board.page.$eval(
      'meta[http-equiv="Content-Security-Policy"]',
      (meta) => meta.getAttribute('content') ?? '',
    );
    assert.match(
      csp,
      /^default-src 'none'; style-src http:\/\/127\.0\.0\.1:\d+; .*script-src 'nonce-[0-9a-f]{48}'$/,
    );
    const ran = await board.page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = "document.body.dataset.injected = 'ran'";
      const blocked = new Promise<void>((resolve) =>
        document.addEventListener('securitypolicyviolation', () => resolve(), { once: true }),
      );
      document.body.append(script);
      await blocked;
      return document.body.dataset.injected === 'ran';
    });
    assert.equal(ran, false, 'an inline script without the nonce ran');
    assert.deepEqual(await board.violations(), ['script-src-elem inline']);
    // Seen and expected, so not failures of this page: the violation, and Chromium's console error about it.
    await board.page.evaluate(() => {
      window.__violations = [];
    });
    const reported = (error: string): boolean =>
      error.includes('violates the following Content Security Policy');
    await waitFor(
      () => `a console error about the blocked script, and saw only ${JSON.stringify(pages.errors)}`,
      () => pages.errors.some(reported),
      5000,
    );
    pages.expectErrors(reported);
  });

  it('says ready, then shows a loaded board through the DOM contract', async function () {
    const board = await open();
    assert.deepEqual(await board.posted(), [{ type: 'ready' }]);
    assert.equal(await board.saved(), undefined, 'nothing is saved before there is a board');

    const loaded = state(SAMPLE, SAMPLE_MOVES, 0);
    await board.load(loaded);
    const tiles = await board.tiles();
    assert.equal(tiles.length, 9);
    assert.deepEqual(
      tiles.map((tile) => tile.cell),
      ['0', '1', '2', '3', '4', '5', '6', '7', '8'],
    );
    assert.deepEqual(
      tiles.map((tile) => tile.value),
      ['2', '3', '4', '1', '5', '', '7', '6', '8'],
    );
    assert.deepEqual(
      tiles.map((tile) => tile.blank),
      [false, false, false, false, false, true, false, false, false],
    );
    assert.equal(tiles[3].label, 'tile 1, row 2, column 1');
    assert.equal(tiles[5].label, 'blank');
    assert.equal(await board.text('#step'), `step 0 of ${SAMPLE_MOVES.length}`);
    assert.equal(await board.text('#remaining'), '19 moves to the goal');
    assert.equal(await board.text('#status'), '');
    assert.deepEqual(await board.moveLetters(), { letters: SAMPLE_MOVES, current: -1 });
    assert.equal(await board.page.getAttribute('#board', 'role'), 'group');
    assert.ok(await board.page.getAttribute('#board', 'aria-label'));
    assert.deepEqual(await board.saved(), loaded);
  });

  it('plays to the end, says Solved and stops', async function () {
    const board = await openWith(state(SAMPLE, SAMPLE_MOVES, 0));
    await board.clearPosted();
    await board.click('#play');
    assert.equal(await board.page.getAttribute('#play', 'aria-pressed'), 'true');
    assert.equal(await board.page.getAttribute('#play', 'aria-label'), 'Pause');

    await board.waitForText('#status', 'Solved');
    assert.equal(await board.text('#step'), `step ${SAMPLE_MOVES.length} of ${SAMPLE_MOVES.length}`);
    assert.equal(await board.text('#remaining'), '0 moves to the goal');
    assert.deepEqual(await board.board(), GOAL);
    assert.ok(await board.page.$eval('body', (body) => body.classList.contains('solved')));
    assert.deepEqual(await board.moveLetters(), { letters: SAMPLE_MOVES, current: SAMPLE_MOVES.length - 1 });
    await board.page.waitForFunction(
      () => document.querySelector('#play')?.getAttribute('aria-pressed') === 'false',
    );
    assert.equal(await board.page.getAttribute('#play', 'aria-label'), 'Play');

    // Every step was saved and reported, in order, and nothing after the end.
    const steps = (await board.posted()).map((message) =>
      message.type === 'state' ? message.state.step : -1,
    );
    assert.deepEqual(
      steps,
      Array.from({ length: SAMPLE_MOVES.length }, (_, i) => i + 1),
    );
    assert.deepEqual(await board.saved(), state(SAMPLE, SAMPLE_MOVES, SAMPLE_MOVES.length));
  });

  it('pauses, and Play at the end plays again from the start', async function () {
    const board = await openWith(state(SAMPLE, SAMPLE_MOVES, 0));
    // The page's timers run on a clock that only the test moves while it checks the pause.
    await board.page.clock.install();
    await board.page.clock.pauseAt(Date.now() + 1000);
    await board.send({ type: 'settings', settings: { stepDuration: 400 } });
    await board.click('#play');
    await board.page.clock.runFor(400);
    await board.waitForText('#step', `step 1 of ${SAMPLE_MOVES.length}`);
    await board.click('#play');
    assert.equal(await board.page.getAttribute('#play', 'aria-pressed'), 'false');
    // Half as long again as a step: playing on would have taken another.
    await board.page.clock.runFor(600);
    assert.equal(await board.text('#step'), `step 1 of ${SAMPLE_MOVES.length}`, 'paused means no more steps');
    await board.page.clock.resume();

    await board.load(state(SAMPLE, SAMPLE_MOVES, SAMPLE_MOVES.length));
    await board.send({ type: 'settings', settings: { stepDuration: 20 } });
    await board.clearPosted();
    await board.click('#play');
    await board.waitForText('#status', 'Solved');
    const steps = (await board.posted()).map((message) =>
      message.type === 'state' ? message.state.step : -1,
    );
    assert.deepEqual(
      steps,
      Array.from({ length: SAMPLE_MOVES.length + 1 }, (_, i) => i),
    );
  });

  it('steps back and forward, restarts, and keeps the remaining distance at every step', async function () {
    const boards = boardsAlong(THREE, SAMPLE, SAMPLE_MOVES);
    const board = await openWith(state(SAMPLE, SAMPLE_MOVES, 5));
    assert.deepEqual(await board.board(), boards[5]);

    await board.click('#back');
    await board.waitForText('#step', `step 4 of ${SAMPLE_MOVES.length}`);
    assert.deepEqual(await board.board(), boards[4]);
    assert.equal(
      await board.text('#remaining'),
      `${optimalDistance(EIGHT_PUZZLE, boards[4])} moves to the goal`,
    );
    assert.equal((await board.moveLetters()).current, 3);

    await board.click('#forward');
    await board.click('#forward');
    await board.waitForText('#step', `step 6 of ${SAMPLE_MOVES.length}`);
    assert.deepEqual(await board.board(), boards[6]);
    assert.equal((await board.moveLetters()).current, 5);

    await board.click('#restart');
    await board.waitForText('#step', `step 0 of ${SAMPLE_MOVES.length}`);
    assert.deepEqual(await board.board(), SAMPLE);
    assert.equal((await board.moveLetters()).current, -1);
    assert.equal(await board.page.getAttribute('#back', 'aria-disabled'), 'true');
    await board.page.click('#back', { force: true });
    assert.equal(await board.text('#step'), `step 0 of ${SAMPLE_MOVES.length}`);

    // By keyboard: Enter on Step forward all the way; the focus stays on the button at the end.
    await board.page.focus('#forward');
    for (let step = 1; step <= SAMPLE_MOVES.length; step++) {
      await board.page.keyboard.press('Enter');
      const distance = optimalDistance(EIGHT_PUZZLE, boards[step]);
      assert.equal(
        await board.text('#remaining'),
        distance === 1 ? '1 move to the goal' : `${distance} moves to the goal`,
        `at step ${step}`,
      );
    }
    await board.page.keyboard.press('Enter');
    assert.equal(await board.text('#status'), 'Solved');
    assert.equal(await board.page.evaluate(() => document.activeElement?.id), 'forward');

    // A letter of the move string is a shortcut to its step.
    await board.page.click('#moves span.move >> nth=2');
    await board.waitForText('#step', `step 3 of ${SAMPLE_MOVES.length}`);
  });

  it('plays by hand: a click and the arrow keys move the blank, and the move string grows from the current step', async function () {
    const start: Board = [1, 2, 3, 4, 5, 6, 7, BLANK, 8];
    const board = await openWith(state(start, 'lr', 1));
    // At step 1 the blank is at cell 6; cell 3 is above it, so clicking it moves the blank up.
    assert.deepEqual(await board.board(), [1, 2, 3, 4, 5, 6, BLANK, 7, 8]);
    await board.clickCell(3);
    await board.waitForText('#step', 'step 2 of 2');
    assert.deepEqual(await board.moveLetters(), { letters: 'lu', current: 1 });
    assert.deepEqual(await board.board(), [1, 2, 3, BLANK, 5, 6, 4, 7, 8]);

    // A tile that is not next to the blank stays put.
    await board.clickCell(8);
    assert.equal((await board.moveLetters()).letters, 'lu');

    await board.page.keyboard.press('ArrowRight');
    await board.waitForText('#step', 'step 3 of 3');
    assert.deepEqual(await board.moveLetters(), { letters: 'lur', current: 2 });
    assert.deepEqual(await board.board(), [1, 2, 3, 5, BLANK, 6, 4, 7, 8]);

    await board.page.keyboard.press('ArrowUp');
    await board.page.keyboard.press('ArrowUp'); // The blank is on the top row: no move.
    await board.page.keyboard.press('ArrowLeft');
    await board.waitForText('#step', 'step 5 of 5');
    assert.equal((await board.moveLetters()).letters, 'lurul');
    assert.deepEqual(await board.saved(), state(start, 'lurul', 5));
    assert.match(await board.text('#keys-hint'), /arrow keys move the blank/i);

    // Back to the goal by hand: Solved is shown and announced.
    await board.load(state([1, 2, 3, 4, 5, 6, 7, BLANK, 8], '', 0));
    await board.page.keyboard.press('ArrowRight');
    await board.waitForText('#status', 'Solved');
    assert.equal(await board.page.getAttribute('#status', 'aria-live'), 'polite');
    await board.page.keyboard.press('ArrowLeft');
    await board.waitForText('#status', '');
    assert.ok(!(await board.page.$eval('body', (body) => body.classList.contains('solved'))));
  });

  it('slides the moved tile with a CSS transition, and jumps with reduced motion', async function () {
    const transitionsAfterMove = async (board: BoardDriver): Promise<string[]> => {
      await board.page.keyboard.press('ArrowLeft');
      return board.page.$$eval('#board .face', (faces) =>
        faces.flatMap((face) =>
          face
            .getAnimations()
            .map((animation) =>
              animation instanceof CSSTransition ? animation.transitionProperty : 'other',
            ),
        ),
      );
    };
    const loaded = state([1, 2, 3, 4, 5, 6, 7, 8, BLANK], '', 0);
    const sliding = await openWith(loaded);
    // Slow enough that the slide is still under way when the test looks.
    await sliding.send({ type: 'settings', settings: { stepDuration: 5000 } });
    assert.deepEqual(await transitionsAfterMove(sliding), ['transform']);
    // The slide's length comes from the script (a CSS custom property), and the CSP lets it through.
    assert.equal(
      await sliding.page.$eval(
        '#board .face',
        (face) => getComputedStyle(face).transitionDuration.split(',')[0],
      ),
      '0.16s',
    );
    await sliding.send({ type: 'settings', settings: { stepDuration: 100 } });
    assert.equal(
      await sliding.page.$eval(
        '#board .face',
        (face) => getComputedStyle(face).transitionDuration.split(',')[0],
      ),
      '0.08s',
    );

    const still = await openWith(loaded, { reduceMotion: true });
    await still.send({ type: 'settings', settings: { stepDuration: 5000 } });
    assert.deepEqual(await transitionsAfterMove(still), []);

    // The system's setting counts too, not only VS Code's.
    const system = await openWith(loaded);
    await system.page.emulateMedia({ reducedMotion: 'reduce' });
    await system.send({ type: 'settings', settings: { stepDuration: 5000 } });
    assert.deepEqual(await transitionsAfterMove(system), []);
  });

  it('shows the next optimal move as a hint', async function () {
    const board = await openWith(state(SAMPLE, '', 0));
    await board.click('#hint');
    const move = SAMPLE_MOVES[0];
    assert.ok(isMove(move));
    const cell = target(THREE, SAMPLE.indexOf(BLANK), moveCode(move));
    const slides = { u: 'down', d: 'up', l: 'right', r: 'left' }[move];
    await board.waitForText('#hint-text', `Next: ${move}, tile ${SAMPLE[cell]} slides ${slides}`);
    assert.ok(
      await board.page.$eval(`#board .tile[data-cell="${cell}"]`, (tile) =>
        tile.classList.contains('hinted'),
      ),
    );

    // Taking the hint brings the goal one move closer, and the hint goes away.
    await board.clickCell(cell);
    await board.waitForText('#remaining', '18 moves to the goal');
    assert.equal(await board.text('#hint-text'), '');
    assert.equal(await board.page.$$eval('#board .hinted', (tiles) => tiles.length), 0);

    await board.load(state(GOAL, '', 0));
    await board.click('#hint');
    await board.waitForText('#hint-text', 'Already at the goal.');
    await board.load(state([2, 1, 3, 4, 5, 6, 7, 8, BLANK], '', 0));
    assert.equal(await board.text('#remaining'), 'unsolvable');
    await board.click('#hint');
    await board.waitForText('#hint-text', 'This board cannot reach the goal.');
  });

  it('edits the board: bad text is explained and changes nothing, good text starts a new board', async function () {
    const loaded = state(SAMPLE, SAMPLE_MOVES, 3);
    const board = await openWith(loaded);
    const before = await board.board();
    assert.ok(await board.page.isHidden('#edit-input'));
    await board.click('#edit');
    assert.equal(await board.page.getAttribute('#edit', 'aria-expanded'), 'true');
    assert.equal(await board.page.evaluate(() => document.activeElement?.id), 'edit-input');
    assert.equal(
      parseBoard(await board.page.inputValue('#edit-input')).ok,
      true,
      'the input starts with the current board',
    );

    for (const bad of ['1 2 3 4 5 6 7 8 q', '1 2 3', '1 2 3 4 5 6 7 8 x 9', '1 1 2 3 4 5 6 7 x']) {
      await board.page.fill('#edit-input', bad);
      await board.click('#edit-apply');
      const parsed = parseBoard(bad);
      assert.ok(!parsed.ok);
      await board.waitForText('#edit-error', parsed.error.message);
      assert.equal(await board.page.getAttribute('#edit-input', 'aria-invalid'), 'true');
      assert.deepEqual(await board.board(), before);
      assert.deepEqual(await board.saved(), loaded);
    }

    // A pasted grid, applied with Enter.
    await board.page.fill('#edit-input', '8 1 3\n4 x 2\n7 6 5');
    await board.page.focus('#edit-input');
    await board.page.keyboard.press('Enter');
    // A fresh board has no step to name: no "step 0 of 0".
    await board.waitForText('#step', '');
    assert.deepEqual(await board.board(), [8, 1, 3, 4, BLANK, 2, 7, 6, 5]);
    assert.ok(await board.page.isHidden('#edit-input'));
    assert.equal(await board.text('#edit-error'), '');
    assert.equal(await board.page.evaluate(() => document.activeElement?.id), 'edit');
    assert.deepEqual(await board.saved(), state([8, 1, 3, 4, BLANK, 2, 7, 6, 5], '', 0));

    // Escape leaves the board as it was.
    await board.click('#edit');
    await board.page.fill('#edit-input', '123456x78');
    await board.page.keyboard.press('Escape');
    assert.ok(await board.page.isHidden('#edit-input'));
    assert.deepEqual(await board.board(), [8, 1, 3, 4, BLANK, 2, 7, 6, 5]);
  });

  it('shuffles to a solvable board exactly as far from the goal as asked', async function () {
    const board = await openWith(state(SAMPLE, SAMPLE_MOVES, 7));
    assert.equal(await board.page.inputValue('#difficulty'), '20');
    await board.page.fill('#difficulty', '5');
    for (let round = 0; round < 5; round++) {
      await board.click('#shuffle');
      await board.waitForText('#remaining', '5 moves to the goal');
      assert.equal(optimalDistance(EIGHT_PUZZLE, await board.board()), 5);
      assert.equal(await board.text('#step'), '', 'no "step 0 of 0" after Shuffle');
      assert.ok(await board.page.isHidden('.progress .separator'), 'no dot before the distance either');
      assert.equal((await board.moveLetters()).letters, '');
    }
    const saved = (await board.saved()) as BoardStateData;
    assert.deepEqual(saved.start, await board.board());

    // Out of range is brought into range, and the field shows it.
    await board.page.fill('#difficulty', '40');
    await board.click('#shuffle');
    await board.waitForText('#remaining', '31 moves to the goal');
    assert.equal(await board.page.inputValue('#difficulty'), '31');
  });

  it('measures the distance against the state’s own goal', async function () {
    const start = applyMove(THREE, LUOGU_GOAL, 'u');
    assert.ok(start);
    const board = await openWith(state(start, 'd', 0, LUOGU_GOAL));
    assert.equal(await board.text('#remaining'), '1 move to the goal');
    await board.click('#shuffle');
    await board.waitForText('#remaining', '20 moves to the goal');
    assert.equal(optimalDistance(LUOGU, await board.board()), 20);
    assert.deepEqual(((await board.saved()) as BoardStateData).goal, LUOGU_GOAL);
  });

  it('handles the longest move string the protocol allows, one cheap step at a time', async function () {
    const moves = 'ud'.repeat(MAX_MOVES / 2);
    const board = await openWith(state(GOAL, moves, MAX_MOVES / 2));
    const marks = (): Promise<{ letters: number; played: number; current: number }> =>
      board.page.$$eval('#moves span.move', (spans) => ({
        letters: spans.length,
        played: spans.filter((span) => span.classList.contains('played')).length,
        current: spans.findIndex((span) => span.classList.contains('current')),
      }));
    assert.deepEqual(await marks(), {
      letters: MAX_MOVES,
      played: MAX_MOVES / 2,
      current: MAX_MOVES / 2 - 1,
    });

    // Stepping touches only the letters it passes: touching all of them, a step here takes over half a
    // second.
    const perStep = await board.page.evaluate(() => {
      const forward = document.getElementById('forward') as HTMLButtonElement;
      const started = performance.now();
      for (let i = 0; i < 10; i++) forward.click();
      return (performance.now() - started) / 10;
    });
    console.log(`      figure: one step forward with ${MAX_MOVES} letters: ${perStep.toFixed(1)} ms`);
    // A generous bound, not a speed target: a few ms is usual, and the regression it guards against took over
    // 500 ms.
    assert.ok(perStep < 250, `a step took ${perStep.toFixed(1)} ms`);
    assert.deepEqual(await marks(), {
      letters: MAX_MOVES,
      played: MAX_MOVES / 2 + 10,
      current: MAX_MOVES / 2 + 9,
    });

    await board.click('#restart');
    assert.deepEqual(await marks(), { letters: MAX_MOVES, played: 0, current: -1 });
    // A hand move here cuts the string to one letter.
    await board.page.keyboard.press('ArrowLeft');
    await board.waitForText('#step', 'step 1 of 1');
    assert.deepEqual(await marks(), { letters: 1, played: 1, current: 0 });
  });

  it('ignores invalid host messages', async function () {
    const loaded = state(SAMPLE, SAMPLE_MOVES, 2);
    const board = await openWith(loaded);
    await board.clearPosted();
    const invalid: unknown[] = [
      null,
      'load',
      42,
      [],
      { type: 'load' },
      { type: 'load', state: null, revision: 99 },
      { type: 'load', state: { ...loaded, start: [1, 2, 3, 4, 5, 6, 7, 8, 8] }, revision: 99 },
      { type: 'load', state: { ...loaded, start: [1, 2, 3] }, revision: 99 },
      { type: 'load', state: { ...loaded, moves: 'xyz' }, revision: 99 },
      { type: 'load', state: { ...loaded, moves: 'uuu', step: 0 }, revision: 99 },
      { type: 'load', state: { ...loaded, step: 99 }, revision: 99 },
      { type: 'load', state: { ...loaded, step: 1.5 }, revision: 99 },
      { type: 'load', state: { ...loaded, goal: 'abc' }, revision: 99 },
      { type: 'settings', settings: { stepDuration: -1 } },
      { type: 'settings', settings: { stepDuration: 'fast' } },
      { type: 'settings' },
      { type: 'state', state: loaded },
      { type: 'unknown' },
    ];
    for (const message of invalid) await board.send(message);
    assert.deepEqual(await board.posted(), []);
    assert.equal(await board.text('#step'), `step 2 of ${SAMPLE_MOVES.length}`);
    assert.deepEqual(await board.saved(), loaded);
    assert.deepEqual(await board.board(), boardsAlong(THREE, SAMPLE, SAMPLE_MOVES)[2]);

    // Still listening afterwards.
    await board.load(state(GOAL, '', 0));
    await board.waitForText('#status', 'Solved');
  });

  it('saves its state with setState and restores it after a reload', async function () {
    const board = await openWith(state(SAMPLE, SAMPLE_MOVES, 0));
    await board.click('#forward');
    await board.click('#forward');
    await board.page.keyboard.press('ArrowDown');
    await board.waitForText('#step', 'step 3 of 3');
    const saved = (await board.saved()) as BoardStateData;
    assert.equal(saved.moves, SAMPLE_MOVES.slice(0, 2) + 'd');
    const posted = await board.posted();
    assert.deepEqual(posted[posted.length - 1], { type: 'state', state: saved, revision: 1 });

    await board.page.reload();
    await board.ready();
    await board.waitForText('#step', 'step 3 of 3');
    assert.deepEqual(await board.moveLetters(), { letters: saved.moves, current: 2 });
    assert.deepEqual(await board.board(), boardsAlong(THREE, SAMPLE, saved.moves)[3]);
    // The host learns what the restored page shows.
    assert.deepEqual(await board.posted(), [{ type: 'ready' }, { type: 'state', state: saved, revision: 0 }]);
  });

  it('ignores a saved state that is not a valid board', async function () {
    const board = await open();
    await board.page.evaluate(() =>
      sessionStorage.setItem('eight-puzzle-state', JSON.stringify({ start: [1, 2, 3], moves: 'u', step: 0 })),
    );
    await board.page.reload();
    await board.ready();
    assert.deepEqual(await board.posted(), [{ type: 'ready' }]);
  });

  it('sends the state with Insert moves into editor', async function () {
    const loaded = state(SAMPLE, SAMPLE_MOVES, 4);
    const board = await openWith(loaded);
    await board.clearPosted();
    await board.click('#insert');
    assert.deepEqual(await board.posted(), [
      { type: 'insertMoves', state: loaded },
    ] satisfies WebviewMessageData[]);
  });

  it('uses the host’s translated strings, and English for anything missing', async function () {
    const strings = JSON.stringify({
      'status.solved': 'Gelöst',
      'progress.step': 'Schritt {0} von {1}',
      'board.blank': 42,
    });
    const beside = applyMove(THREE, GOAL, 'l');
    assert.ok(beside);
    const board = await openWith(state(beside, 'r', 0), { strings });
    await board.waitForText('#step', 'Schritt 0 von 1');
    await board.page.keyboard.press('ArrowRight');
    await board.waitForText('#status', 'Gelöst');
    assert.equal((await board.tiles())[8].label, 'blank');
    assert.equal(await board.text('#remaining'), '0 moves to the goal');

    const broken = await openWith(state(GOAL, '', 0), { strings: '{not json' });
    await broken.waitForText('#status', 'Solved');
  });

  it('labels every control, and Tab reaches the tiles that can move, then the controls in order', async function () {
    const board = await openWith(state(SAMPLE, SAMPLE_MOVES, 0));
    const unlabelled = await board.page.$$eval('button, select, input, textarea', (controls) =>
      controls
        .filter((control) => {
          const own = control.getAttribute('aria-label') ?? control.textContent ?? '';
          const labels = 'labels' in control ? Array.from((control as HTMLInputElement).labels ?? []) : [];
          return own.trim() === '' && labels.every((label) => (label.textContent ?? '').trim() === '');
        })
        .map((control) => control.outerHTML),
    );
    assert.deepEqual(unlabelled, []);

    const order: string[] = [];
    for (let i = 0; i < 13; i++) {
      await board.page.keyboard.press('Tab');
      order.push(
        await board.page.evaluate(
          () =>
            (document.activeElement as HTMLElement | null)?.dataset.cell ?? document.activeElement?.id ?? '',
        ),
      );
    }
    // The blank is at cell 5: cells 2, 4 and 8 can move. Restart and Step back are unavailable at step 0 but
    // focusable.
    assert.deepEqual(order, [
      '2',
      '4',
      '8',
      'restart',
      'back',
      'play',
      'forward',
      'speed',
      'hint',
      'solve',
      'edit',
      'shuffle',
      'difficulty',
    ]);
    await board.page.keyboard.press('Tab');
    assert.equal(await board.page.evaluate(() => document.activeElement?.id), 'insert');

    // Enter on a focused tile moves it.
    await board.page.focus('#board .tile[data-cell="4"]');
    await board.page.keyboard.press('Enter');
    await board.waitForText('#step', 'step 1 of 1');
    assert.deepEqual(await board.moveLetters(), { letters: 'l', current: 0 });
  });

  it('changes the speed of playing locally', async function () {
    const board = await openWith(state(SAMPLE, SAMPLE_MOVES, 0));
    // The page's timers run on a clock that only the test moves, so a busy machine cannot change what is
    // seen.
    await board.page.clock.install();
    await board.page.clock.pauseAt(Date.now() + 1000);
    await board.send({ type: 'settings', settings: { stepDuration: 1000 } });
    await board.page.selectOption('#speed', '4');
    await board.click('#play');
    // At 4× a step takes 250 ms of the 1000 ms set: one step by 499 ms (none at 1×), the second at 500 ms.
    await board.page.clock.runFor(499);
    await board.waitForText('#step', `step 1 of ${SAMPLE_MOVES.length}`);
    await board.page.clock.runFor(1);
    await board.waitForText('#step', `step 2 of ${SAMPLE_MOVES.length}`);
    await board.click('#play');
  });

  describe('themes', function () {
    const kinds: ThemeKind[] = ['light', 'dark', 'high-contrast'];
    for (const kind of kinds) {
      it(`draws the board in theme colours (${kind}) and takes a screenshot`, async function () {
        const board = await openWith(state(SAMPLE, SAMPLE_MOVES, 6), { theme: kind });
        await board.click('#hint');
        await board.page.waitForSelector('#board .hinted');
        const colours = await board.page.$eval('#board .tile:not(.blank) .face', (face) => {
          const style = getComputedStyle(face);
          return { background: style.backgroundColor, color: style.color };
        });
        const expected =
          themeVariable(kind, '--vscode-button-background') ??
          themeVariable(kind, '--vscode-editor-background');
        assert.equal(colours.background, hexToRgb(expected));
        assert.equal(colours.color, hexToRgb(themeVariable(kind, '--vscode-button-foreground')));
        // Moves still to play are the theme's link colour, not the grey of placeholder or disabled text;
        // played ones are plain text.
        const letters = await board.page.$$eval('#moves .move', (spans) =>
          spans.map((span) => getComputedStyle(span).color),
        );
        assert.equal(letters[0], hexToRgb(themeVariable(kind, '--vscode-foreground')), 'a played move');
        assert.equal(
          letters[letters.length - 1],
          hexToRgb(themeVariable(kind, '--vscode-textLink-foreground')),
          'a move still to play',
        );
        mkdirSync(SCREENSHOTS, { recursive: true });
        await board.page.mouse.move(0, 0);
        // Down to the end of the content, not the empty viewport below it.
        const bottom = await board.page.$eval('.layout', (layout) =>
          Math.ceil(layout.getBoundingClientRect().bottom),
        );
        const width = board.page.viewportSize()?.width ?? 860;
        await board.page.screenshot({
          path: join(SCREENSHOTS, `board-${kind}.png`),
          clip: { x: 0, y: 0, width, height: bottom },
        });
      });
    }
  });
});

function hexToRgb(hex: string | undefined): string {
  assert.ok(hex && /^#[0-9a-f]{6}$/i.test(hex), `a hex colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
