// The board page's pure parts, in plain Node: state changes and strings.
import assert from 'node:assert/strict';
import { BLANK, Board, EIGHT_PUZZLE, parseBoard } from '../../src/engine';
import { BOARD_ENGLISH } from '../../src/protocol/boardStrings';
import { MAX_MOVES } from '../../src/protocol/messages';
import { hintFor } from '../../src/pages/board/hint';
import { freshState, Timeline, withHandMove, withStep } from '../../src/pages/board/state';
import { BoardStrings } from '../../src/pages/kit/strings';

const START: Board = [1, 2, 3, 4, 5, 6, 7, BLANK, 8];
const GOAL = EIGHT_PUZZLE.goal;

describe('webview state', () => {
  it('a hand move at step k drops the moves after k and appends its own', () => {
    const timeline = new Timeline();
    const state = { ...freshState(EIGHT_PUZZLE, START), moves: 'lrlr', step: 1 };
    const result = withHandMove(state, timeline.boardAt(state), 'u');
    assert.ok(result.ok);
    assert.deepEqual(result.state, { puzzle: EIGHT_PUZZLE, start: START, moves: 'lu', step: 2 });
  });

  it('a hand move that is the next move of the string follows it, keeping the rest', () => {
    const timeline = new Timeline();
    const state = { ...freshState(EIGHT_PUZZLE, START), moves: 'lrlr', step: 1 };
    const result = withHandMove(state, timeline.boardAt(state), 'r');
    assert.ok(result.ok);
    assert.deepEqual(result.state, { puzzle: EIGHT_PUZZLE, start: START, moves: 'lrlr', step: 2 });
  });

  it('refuses a move off the board, and one past the longest move string', () => {
    const state = freshState(EIGHT_PUZZLE, GOAL);
    assert.deepEqual(withHandMove(state, GOAL, 'd'), { ok: false, reason: 'leaves-board' });
    const full = { ...state, moves: 'lr'.repeat(MAX_MOVES / 2), step: MAX_MOVES };
    assert.deepEqual(withHandMove(full, GOAL, 'l'), { ok: false, reason: 'too-long' });
  });

  it('keeps the step in range', () => {
    const state = { ...freshState(EIGHT_PUZZLE, START), moves: 'lr', step: 1 };
    assert.equal(withStep(state, -3).step, 0);
    assert.equal(withStep(state, 9).step, 2);
    assert.equal(withStep(state, 1), state);
  });

  it('finds the board at every step', () => {
    const timeline = new Timeline();
    const state = { ...freshState(EIGHT_PUZZLE, START), moves: 'lu', step: 2 };
    assert.deepEqual(timeline.boardAt(state), [1, 2, 3, BLANK, 5, 6, 4, 7, 8]);
    assert.deepEqual(timeline.boardAt({ ...state, step: 0 }), START);
  });
});

describe('webview hint', () => {
  it('points at the tile the first optimal move slides', () => {
    assert.deepEqual(hintFor(EIGHT_PUZZLE, START), { kind: 'move', move: 'r', cell: 8, tile: 8 });
    assert.deepEqual(hintFor(EIGHT_PUZZLE, GOAL), { kind: 'solved' });
    assert.deepEqual(hintFor(EIGHT_PUZZLE, [2, 1, 3, 4, 5, 6, 7, 8, BLANK]), { kind: 'unsolvable' });
  });
});

describe('webview strings', () => {
  it('words every parse error as the engine does, in English', () => {
    const strings = new BoardStrings();
    for (const text of [
      '1 2 3 4 5 6 7 8 q',
      '1 2 3',
      '1 2 3 4 5 6 7 8',
      '1 2 3 4 5 6 7 x',
      '1 2 3 4 5 6 7 8 x 1',
      '1 1 2 3 4 5 6 7 x',
      'x 1 2 3 4 5 6 7 0',
      'ten',
    ]) {
      const parsed = parseBoard(text);
      assert.ok(!parsed.ok, text);
      assert.equal(strings.parseError(parsed.error), parsed.error.message, text);
    }
  });

  it('takes only string overrides of known keys', () => {
    const strings = new BoardStrings({
      'status.solved': 'Gelöst',
      'board.tile': 'Stein {0} ({1}, {2})',
      'board.blank': 7,
      __proto__: { 'progress.unsolvable': 'x' },
    });
    assert.equal(strings.get('status.solved'), 'Gelöst');
    assert.equal(strings.get('board.tile', 5, 2, 1), 'Stein 5 (2, 1)');
    assert.equal(strings.get('board.blank'), BOARD_ENGLISH['board.blank']);
    assert.equal(strings.get('progress.unsolvable'), BOARD_ENGLISH['progress.unsolvable']);
    assert.equal(new BoardStrings(['Solved']).get('status.solved'), 'Solved');
  });
});
