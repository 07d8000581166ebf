import assert from 'node:assert/strict';
import { parseBoardState, parseHostMessage, parseWebviewMessage } from '../../src/protocol/messages';

const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const STATE = { start: [2, 3, 4, 1, 5, 9, 7, 6, 8], moves: 'ullddrurdllurdruldr', step: 3, goal: GOAL };

describe('the message protocol between the host and the board', () => {
  it('accepts well-formed messages both ways', () => {
    assert.deepEqual(parseHostMessage({ type: 'load', state: STATE, revision: 3 }), { type: 'load', state: STATE, revision: 3 });
    assert.deepEqual(parseHostMessage({ type: 'settings', settings: { stepDuration: 200 } }), { type: 'settings', settings: { stepDuration: 200 } });
    assert.deepEqual(parseWebviewMessage({ type: 'ready' }), { type: 'ready' });
    assert.deepEqual(parseWebviewMessage({ type: 'insertMoves', state: STATE }), { type: 'insertMoves', state: STATE });
  });

  it('drops extra fields rather than passing them on', () => {
    const parsed = parseWebviewMessage({ type: 'state', state: { ...STATE, evil: '<script>' }, revision: 1, more: 1 });
    assert.deepEqual(parsed, { type: 'state', state: STATE, revision: 1 });
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
