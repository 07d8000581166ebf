import assert from 'node:assert/strict';
import { EIGHT_PUZZLE, sizeByKey } from '../../src/engine';
import { boardStateData, BoardStateData, encodeHostMessage, encodeWebviewMessage, parseBoardState, parseHostMessage, parseWebviewMessage } from '../../src/protocol/messages';

const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const THREE = { rows: 3, columns: 3 };
const STATE = { start: [2, 3, 4, 1, 5, 9, 7, 6, 8], moves: 'ullddrurdllurdruldr', step: 3, goal: GOAL, shape: THREE };
/** 2×3: the blank is 6; `1 2 3 / 4 x 5` is one move ('r') from the goal. */
const TWO_BY_THREE = { start: [1, 2, 3, 4, 6, 5], moves: 'r', step: 0, goal: [1, 2, 3, 4, 5, 6], shape: { rows: 2, columns: 3 } };
const FOUR = { rows: 4, columns: 4 };
const FOUR_GOAL = Array.from({ length: 16 }, (_, i) => i + 1);
/** 4×4, two moves from the goal: the blank went up and left. */
const FOUR_BY_FOUR = { start: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 16, 11, 13, 14, 15, 12], moves: 'rd', step: 1, goal: FOUR_GOAL, shape: FOUR };

/** A host message as the page reads it, written out again as data: what the page understood, in the host's terms. */
function hostRoundTrip(data: unknown): unknown {
  const message = parseHostMessage(data);
  return message && encodeHostMessage(message);
}

/** A webview message as the host reads it, written out again as data. */
function webviewRoundTrip(data: unknown): unknown {
  const message = parseWebviewMessage(data);
  return message && encodeWebviewMessage(message);
}

function stateRoundTrip(data: unknown): BoardStateData | undefined {
  const state = parseBoardState(data);
  return state && boardStateData(state);
}

describe('the message protocol between the host and the board', () => {
  it('accepts well-formed messages both ways', () => {
    assert.deepEqual(hostRoundTrip({ type: 'load', state: STATE, revision: 3 }), { type: 'load', state: STATE, revision: 3 });
    assert.deepEqual(hostRoundTrip({ type: 'settings', settings: { stepDuration: 200 } }), { type: 'settings', settings: { stepDuration: 200 } });
    assert.deepEqual(webviewRoundTrip({ type: 'ready' }), { type: 'ready' });
    assert.deepEqual(webviewRoundTrip({ type: 'insertMoves', state: STATE }), { type: 'insertMoves', state: STATE });
  });

  it('reads a board state into one puzzle of the registry', () => {
    assert.deepEqual(parseBoardState(STATE), { puzzle: EIGHT_PUZZLE, start: STATE.start, moves: STATE.moves, step: STATE.step });
    assert.equal(parseBoardState(TWO_BY_THREE)?.puzzle.size, sizeByKey('2x3'));
    assert.equal(parseBoardState(FOUR_BY_FOUR)?.puzzle.size, sizeByKey('4x4'));
    assert.deepEqual(parseBoardState({ ...STATE, goal: [1, 2, 3, 8, 9, 4, 7, 6, 5] })?.puzzle.goal, [1, 2, 3, 8, 9, 4, 7, 6, 5]);
  });

  it('carries the shape of boards of every size, and reads a state saved without one as 3×3', () => {
    assert.deepEqual(stateRoundTrip(TWO_BY_THREE), TWO_BY_THREE);
    assert.deepEqual(stateRoundTrip(FOUR_BY_FOUR), FOUR_BY_FOUR);
    const { shape: _, ...old } = STATE;
    assert.deepEqual(stateRoundTrip(old), STATE);
    // The same cells on 3×2: the blank is at the bottom left, so two moves up stay on the board.
    const threeByTwo = { ...TWO_BY_THREE, shape: { rows: 3, columns: 2 }, moves: 'uu' };
    assert.deepEqual(stateRoundTrip(threeByTwo), threeByTwo);
  });

  it('asks the host to search a large board, and reads its answer and progress', () => {
    const solve = { type: 'solve', request: 4, board: FOUR_BY_FOUR.start, goal: FOUR_GOAL, shape: FOUR };
    assert.deepEqual(webviewRoundTrip(solve), solve);
    assert.deepEqual(webviewRoundTrip({ type: 'cancelSolve', request: 4 }), { type: 'cancelSolve', request: 4 });
    assert.deepEqual(hostRoundTrip({ type: 'solveProgress', request: 4, bound: 48, nodes: 12_345 }), { type: 'solveProgress', request: 4, bound: 48, nodes: 12_345 });
    for (const answer of [
      { kind: 'shortest', moves: 'rd', nodes: 3 },
      { kind: 'unproven', moves: 'rdlurd', nodes: 1_000_000 },
      { kind: 'unsolvable' },
      { kind: 'cancelled' },
      { kind: 'failed', message: 'no solver here' },
    ]) {
      assert.deepEqual(hostRoundTrip({ type: 'solved', request: 4, answer }), { type: 'solved', request: 4, answer });
    }
    assert.equal(parseHostMessage({ type: 'solved', request: 4, answer: { kind: 'shortest', moves: 'rdx', nodes: 3 } }), undefined);
    assert.equal(parseHostMessage({ type: 'solved', request: 4, answer: { kind: 'shortest', moves: 'rd' } }), undefined);
    assert.equal(parseHostMessage({ type: 'solved', request: 4, answer: { kind: 'maybe' } }), undefined);
    assert.equal(parseHostMessage({ type: 'solveProgress', request: 4, bound: -1, nodes: 0 }), undefined);
    assert.equal(parseWebviewMessage({ ...solve, shape: THREE }), undefined, 'a 4×4 board is not 3×3');
    assert.equal(parseWebviewMessage({ ...solve, board: FOUR_BY_FOUR.start.slice(0, 15) }), undefined);
    assert.equal(parseWebviewMessage({ ...solve, request: 1.5 }), undefined);
  });

  it('drops extra fields rather than passing them on', () => {
    const data = { type: 'state', state: { ...STATE, evil: '<script>' }, revision: 1, more: 1 };
    assert.deepEqual(parseWebviewMessage(data), { type: 'state', state: { puzzle: EIGHT_PUZZLE, start: STATE.start, moves: STATE.moves, step: STATE.step }, revision: 1 });
    assert.deepEqual(webviewRoundTrip(data), { type: 'state', state: STATE, revision: 1 });
  });

  for (const [what, data] of [
    ['no object', 'load'],
    ['a load without a revision', { type: 'load', state: STATE }],
    ['a report with a negative revision', { type: 'state', state: STATE, revision: -1 }],
    ['null', null],
    ['an unknown type', { type: 'run', state: STATE }],
    ['a board with a repeated tile', { type: 'load', state: { ...STATE, start: [1, 1, 3, 4, 5, 6, 7, 8, 9] } }],
    ['a board with 8 cells', { type: 'load', state: { ...STATE, start: [1, 2, 3, 4, 5, 6, 7, 8] } }],
    ['a cell that is not a number', { type: 'load', state: { ...STATE, start: ['1', 2, 3, 4, 5, 6, 7, 8, 9] } }],
    ['a fractional cell', { type: 'load', state: { ...STATE, start: [1.5, 2, 3, 4, 5, 6, 7, 8, 9] } }],
    ['a letter that is not a move', { type: 'load', state: { ...STATE, moves: 'ulx' } }],
    ['moves that leave the board', { type: 'load', state: { ...STATE, moves: 'uuu' } }],
    ['a step past the end', { type: 'load', state: { ...STATE, step: 20 } }],
    ['a negative step', { type: 'load', state: { ...STATE, step: -1 } }],
    ['a 3×3 board said to be 4×4', { type: 'load', state: { ...STATE, shape: FOUR }, revision: 1 }],
    ['a 4×4 board said to be 3×3', { type: 'load', state: { ...FOUR_BY_FOUR, shape: THREE }, revision: 1 }],
    ['a 4×4 board without its shape', { type: 'load', state: { ...FOUR_BY_FOUR, shape: undefined }, revision: 1 }],
    ['2×3 moves that are fine on 3×2 but leave a 2×3 board', { type: 'load', state: { ...TWO_BY_THREE, moves: 'uu' }, revision: 1 }],
    ['a size that is not played (5×5)', { type: 'load', state: { ...FOUR_BY_FOUR, shape: { rows: 5, columns: 5 } }, revision: 1 }],
    ['a shape that is not a shape', { type: 'load', state: { ...STATE, shape: '3x3' }, revision: 1 }],
    ['a 4×4 board whose blank is 0, not 16', { type: 'load', state: { ...FOUR_BY_FOUR, start: FOUR_BY_FOUR.start.map((cell) => cell % 16) }, revision: 1 }],
    ['a goal of another size', { type: 'load', state: { ...FOUR_BY_FOUR, goal: GOAL }, revision: 1 }],
    ['4×4 moves that leave the board', { type: 'load', state: { ...FOUR_BY_FOUR, moves: 'rdd' }, revision: 1 }],
    ['an absurd speed', { type: 'settings', settings: { stepDuration: 1e9 } }],
    ['a speed that is not a number', { type: 'settings', settings: { stepDuration: 'fast' } }],
  ] as const) {
    it(`rejects ${what}`, () => {
      assert.equal(parseHostMessage(data), undefined);
      assert.equal(parseWebviewMessage(data), undefined);
    });
  }

  it('rejects a saved state that is too long to be a real game', () => {
    assert.equal(parseBoardState({ ...STATE, moves: 'ud'.repeat(6000), step: 0 }), undefined);
  });
});
