// The board's Solve button in a real browser: after Shuffle, after Edit and
// after moves by hand it plays a shortest solution from the board as it
// stands; 3×3 solves in the page, 4×4 asks the (fake) host's large solver,
// with progress, and believes only an answer that replays to the goal.
import assert from 'node:assert/strict';
import {
  applyMove,
  Board,
  EIGHT_PUZZLE,
  Move,
  optimalDistance,
  sameBoard,
  Size,
  sizeByKey,
  solve,
} from '../../src/engine';
import { BoardStateData, WebviewMessageData } from '../../src/protocol/messages';
import { BoardDriver } from './driver';
import { useBoardPages } from './pages';

const THREE = EIGHT_PUZZLE.size;
const FOUR = sizeByKey('4x4');
const GOAL_3X3 = EIGHT_PUZZLE.goal;
const GOAL_4X4 = FOUR.defaultGoal;

function fresh(start: Board, goal: Board, size: Size, moves = '', step = 0): BoardStateData {
  return {
    start: start.slice(),
    moves,
    step,
    goal: goal.slice(),
    shape: { rows: size.rows, columns: size.columns },
  };
}

/** A shortest move string from `board` to `goal`, by a plain breadth-first search (the boards here are a few moves away). */
function shortestPath(board: Board, goal: Board, size: Size): string {
  let frontier: { board: Board; moves: string }[] = [{ board, moves: '' }];
  const seen = new Set([board.join(',')]);
  while (frontier.length > 0) {
    const found = frontier.find((node) => sameBoard(node.board, goal));
    if (found) return found.moves;
    const next: typeof frontier = [];
    for (const node of frontier) {
      for (const move of ['u', 'd', 'l', 'r'] as const) {
        const after = applyMove(size, node.board, move);
        if (after && !seen.has(after.join(','))) {
          seen.add(after.join(','));
          next.push({ board: after, moves: node.moves + move });
        }
      }
    }
    frontier = next;
  }
  assert.fail('no path: the test board is unsolvable');
}

function played(start: Board, moves: string, size: Size): Board {
  let board = start;
  for (const move of moves) {
    const next = applyMove(size, board, move as Move);
    assert.ok(next, `${move} leaves the board`);
    board = next;
  }
  return board;
}

type SearchMessage = Extract<WebviewMessageData, { type: 'solve' | 'cancelSolve' }>;

async function searchMessages(board: BoardDriver): Promise<SearchMessage[]> {
  return (await board.posted()).filter(
    (message): message is SearchMessage => message.type === 'solve' || message.type === 'cancelSolve',
  );
}

async function waitForSearch(board: BoardDriver, count: number): Promise<SearchMessage[]> {
  await board.page.waitForFunction(
    (n) =>
      (window.__posted ?? []).filter((message) => message.type === 'solve' || message.type === 'cancelSolve')
        .length >= n,
    count,
    { timeout: 5000 },
  );
  return searchMessages(board);
}

async function editBoard(board: BoardDriver, text: string, expected: Board): Promise<void> {
  await board.click('#edit');
  await board.page.fill('#edit-input', text);
  await board.click('#edit-apply');
  await board.waitForBoard(expected);
}

describe('the board webview: Solve', function () {
  const pages = useBoardPages();
  const { openWith } = pages;

  it('after Shuffle on 3×3 plays a shortest solution to the goal', async function () {
    const board = await openWith(fresh([2, 3, 4, 1, 5, 9, 7, 6, 8], GOAL_3X3, THREE, 'u', 1));
    await board.page.fill('#difficulty', '8');
    await board.click('#shuffle');
    await board.waitForText('#remaining', '8 moves to the goal');
    const shuffled = await board.board();
    await board.click('#solve');
    await board.waitForText('#status', 'Solved');
    const expected = solve(EIGHT_PUZZLE, shuffled);
    assert.ok(expected.solvable);
    assert.deepEqual(await board.moveLetters(), { letters: expected.moves, current: 7 });
    assert.equal(await board.text('#step'), 'step 8 of 8');
    const saved = (await board.saved()) as BoardStateData;
    assert.deepEqual(
      [saved.start, saved.moves, saved.step],
      [shuffled, expected.moves, 8],
      'the solution is saved from the shuffled board',
    );
    assert.equal(await board.text('#announcer'), 'Playing a shortest solution of 8 moves.');
    assert.deepEqual(await searchMessages(board), [], '3×3 never asks the host');
    // On the goal, Solve says there is nothing to do.
    await board.click('#solve');
    await board.waitForText('#hint-text', 'Already at the goal: nothing to solve.');
  });

  it('after Edit and a move by hand on 3×3 plays on from where the board stands; an unsolvable board says so', async function () {
    const board = await openWith(fresh(GOAL_3X3, GOAL_3X3, THREE));
    const edited = [8, 1, 3, 4, 9, 2, 7, 6, 5];
    await editBoard(board, '8 1 3\n4 x 2\n7 6 5', edited);
    await board.page.keyboard.press('ArrowUp');
    await board.waitForText('#step', 'step 1 of 1');
    const after = played(edited, 'u', THREE);
    await board.click('#solve');
    await board.waitForText('#status', 'Solved');
    const distance = optimalDistance(EIGHT_PUZZLE, after);
    assert.ok(distance !== undefined);
    const letters = (await board.moveLetters()).letters;
    assert.equal(
      letters.length,
      1 + distance,
      'the hand move, then a shortest solution from the board it left',
    );
    assert.equal(letters[0], 'u');
    assert.ok(sameBoard(played(edited, letters, THREE), GOAL_3X3));
    // Restart goes back to the edited board.
    await board.click('#restart');
    await board.waitForBoard(edited);

    await editBoard(board, '2 1 3 4 5 6 7 8 x', [2, 1, 3, 4, 5, 6, 7, 8, 9]);
    await board.click('#solve');
    await board.waitForText('#hint-text', 'This board cannot reach the goal: there is no solution to play.');
    assert.equal((await board.moveLetters()).letters, '');
  });

  it('after Shuffle on 4×4 asks the large solver, shows its progress, and plays its answer', async function () {
    const board = await openWith(fresh(GOAL_4X4, GOAL_4X4, FOUR));
    await board.page.fill('#difficulty', '6');
    await board.click('#shuffle');
    const shuffled = await board.board();
    await board.clearPosted();
    await board.click('#solve');
    if (sameBoard(shuffled, GOAL_4X4)) {
      // A walk can come back to the goal; then there is nothing to ask.
      await board.waitForText('#hint-text', 'Already at the goal: nothing to solve.');
      return;
    }
    await board.waitForText('#hint-text', 'Searching for a shortest solution to play…');
    const [request] = await waitForSearch(board, 1);
    assert.deepEqual(request, {
      type: 'solve',
      request: 1,
      board: shuffled,
      goal: GOAL_4X4,
      shape: { rows: 4, columns: 4 },
    });
    assert.equal(await board.page.getAttribute('#solve', 'aria-busy'), 'true');
    await board.send({ type: 'solveProgress', request: 1, bound: 4, nodes: 5000 });
    await board.waitForText(
      '#hint-text',
      'Searching for a shortest solution: bound 4, 5,000 boards searched…',
    );
    const answer = shortestPath(shuffled, GOAL_4X4, FOUR);
    await board.send({ type: 'solved', request: 1, answer: { kind: 'shortest', moves: answer, nodes: 42 } });
    await board.waitForText('#status', 'Solved');
    assert.equal((await board.moveLetters()).letters, answer);
    assert.equal(await board.page.getAttribute('#solve', 'aria-busy'), null);
  });

  it('after Edit on 4×4 plays the answer; a Hint under way becomes the Solve; a wrong answer, an unsolvable board and a move by hand are handled', async function () {
    const board = await openWith(fresh(GOAL_4X4, GOAL_4X4, FOUR));
    const edited = played(GOAL_4X4, 'lll', FOUR);
    await editBoard(board, '1 2 3 4\n5 6 7 8\n9 10 11 12\nx 13 14 15', edited);
    await board.clearPosted();

    // A Hint's search for the same board is answered by playing, with no second request.
    await board.click('#hint');
    await board.click('#solve');
    await board.waitForText('#hint-text', 'Searching for a shortest solution to play…');
    assert.equal((await waitForSearch(board, 1)).length, 1);
    // An answer that does not replay to the goal is refused.
    await board.send({ type: 'solved', request: 1, answer: { kind: 'shortest', moves: 'rr', nodes: 3 } });
    await board.waitForText('#hint-text', 'No solution: rr');
    assert.equal((await board.moveLetters()).letters, '');

    await board.click('#solve');
    const requests = await waitForSearch(board, 2);
    assert.equal(requests[1].type === 'solve' && requests[1].request, 2);
    await board.send({ type: 'solved', request: 2, answer: { kind: 'shortest', moves: 'rrr', nodes: 3 } });
    await board.waitForText('#status', 'Solved');
    assert.deepEqual(await board.moveLetters(), { letters: 'rrr', current: 2 });
    // Known now: Solve from the start again plays at once, with no request.
    await board.click('#restart');
    await board.click('#solve');
    await board.waitForText('#status', 'Solved');
    assert.equal((await searchMessages(board)).length, 2);

    // A move by hand during the search cancels it.
    await editBoard(board, '1 2 3 4\n5 6 7 8\n9 10 x 12\n13 14 11 15', played(GOAL_4X4, 'lu', FOUR));
    await board.click('#solve');
    await waitForSearch(board, 3);
    await board.page.keyboard.press('ArrowRight');
    const cancelled = await waitForSearch(board, 4);
    assert.deepEqual(cancelled[3], { type: 'cancelSolve', request: 3 });

    // Unsolvable: said at once from the parity rule, with no request.
    await editBoard(
      board,
      '2 1 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 x',
      [2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
    );
    await board.click('#solve');
    await board.waitForText('#hint-text', 'This board cannot reach the goal: there is no solution to play.');
    assert.equal((await searchMessages(board)).length, 4);
  });
});
