import assert from 'node:assert/strict';
import {
  applyMove,
  BLANK,
  Board,
  boardsAlong,
  describeVerdict,
  EIGHT_PUZZLE,
  isAccepted,
  judgeAnswer,
  legalMoves,
  moveToward,
  parseBoard,
  replay,
  solve,
} from '../../../src/engine';

const { size } = EIGHT_PUZZLE;
import { distancesTo, shortestAnswers } from '../support/plainSearch';

const board = (text: string): Board => {
  const parsed = parseBoard(text);
  assert.ok(parsed.ok);
  return parsed.board;
};
const SAMPLE = board('2 3 4 1 5 x 7 6 8');

describe('replaying a move string', () => {
  it('plays the third seed’s example to the goal', () => {
    const played = replay(EIGHT_PUZZLE, SAMPLE, 'ullddrurdllurdruldr');
    assert.equal(played.solved, true);
    assert.equal(played.played, 19);
    assert.equal(played.badStep, undefined);
  });

  it('stops at a move that leaves the board, and says which', () => {
    const played = replay(EIGHT_PUZZLE, SAMPLE, 'uur');
    assert.deepEqual(played.badStep, { index: 1, letter: 'u', problem: 'leaves-board' });
    assert.equal(played.played, 1);
    assert.deepEqual(played.final, board('2 3 x 1 5 4 7 6 8'));
  });

  it('stops at a letter that is not a move', () => {
    assert.deepEqual(replay(EIGHT_PUZZLE, SAMPLE, 'uX').badStep, {
      index: 1,
      letter: 'X',
      problem: 'not-a-move',
    });
    assert.deepEqual(replay(EIGHT_PUZZLE, SAMPLE, 'U').badStep, {
      index: 0,
      letter: 'U',
      problem: 'not-a-move',
    });
  });

  it('moves the blank in the direction of the letter', () => {
    assert.deepEqual(applyMove(size, SAMPLE, 'l'), board('2 3 4 1 x 5 7 6 8'));
    assert.deepEqual(applyMove(size, SAMPLE, 'd'), board('2 3 4 1 5 8 7 6 x'));
    assert.equal(applyMove(size, SAMPLE, 'r'), undefined);
    assert.deepEqual(legalMoves(size, SAMPLE), ['u', 'd', 'l']);
    assert.equal(moveToward(size, SAMPLE, 2), 'u');
    assert.equal(moveToward(size, SAMPLE, 0), undefined);
  });

  it('lists every board along the way', () => {
    const boards = boardsAlong(size, SAMPLE, 'ul');
    assert.equal(boards.length, 3);
    assert.equal(boards[2][1], BLANK);
  });
});

describe('judging an answer', () => {
  it('accepts every shortest answer as shortest, whichever one a solver picks', () => {
    // All of them, from a plain search written in the tests, not the solver's own choice.
    const answers = shortestAnswers('23415x768', distancesTo('12345678x'));
    assert.ok(answers.length > 1, `${answers.length} shortest answers`);
    assert.ok(answers.includes('ullddrurdllurdruldr'), 'the judges’ sample answer is one of them');
    for (const answer of answers) {
      assert.equal(answer.length, 19);
      const verdict = judgeAnswer(EIGHT_PUZZLE, SAMPLE, answer);
      assert.equal(describeVerdict(verdict).message, '19 moves, shortest', answer);
      assert.equal(isAccepted(verdict, true), true, answer);
    }
    const solution = solve(EIGHT_PUZZLE, SAMPLE);
    assert.ok(solution.solvable && answers.includes(solution.moves), 'the solver answers with one of them');
  });

  const cases: [string, string, string, string, boolean][] = [
    ['a shortest answer', '2 3 4 1 5 x 7 6 8', 'ullddrurdllurdruldr', '19 moves, shortest', true],
    ['an answer longer than a shortest', '1 2 3 4 5 6 7 x 8', 'rlr', '3 moves (shortest is 1)', true],
    ['the empty answer to a solved board', '1 2 3 4 5 6 7 8 x', '', 'already solved, no moves needed', true],
    ['a right “unsolvable”', '1 2 3 4 5 6 8 7 x', 'unsolvable', 'unsolvable, correctly', true],
    ['a move off the board', '2 3 4 1 5 x 7 6 8', 'ullddl', "step 6: 'l' leaves the board", false],
    [
      'a letter that is no move',
      '2 3 4 1 5 x 7 6 8',
      'ulx',
      "step 3: 'x' is not a move (use u, d, l, r)",
      false,
    ],
    [
      'an answer that stops short',
      '2 3 4 1 5 x 7 6 8',
      'ullddrurdllurdrul',
      'ends 2 moves from the goal',
      false,
    ],
    [
      'a wrong “unsolvable”',
      '2 3 4 1 5 x 7 6 8',
      'unsolvable',
      'this board is solvable (shortest is 19 moves)',
      false,
    ],
    [
      '“unsolvable” for a solved board',
      '1 2 3 4 5 6 7 8 x',
      'unsolvable',
      'this board is already solved (no moves needed)',
      false,
    ],
    ['moves for an unsolvable board', '1 2 3 4 5 6 8 7 x', 'l', 'this board is unsolvable', false],
    ['an empty answer to an unsolved board', '1 2 3 4 5 6 7 x 8', '', 'ends 1 move from the goal', false],
  ];
  for (const [what, text, answer, message, accepted] of cases) {
    it(`${what}: “${message}”`, () => {
      const verdict = judgeAnswer(EIGHT_PUZZLE, board(text), answer);
      assert.equal(describeVerdict(verdict).message, message);
      assert.equal(isAccepted(verdict), accepted);
    });
  }

  it('rejects a longer answer only when shortest ones are required', () => {
    const verdict = judgeAnswer(EIGHT_PUZZLE, board('1 2 3 4 5 6 7 x 8'), 'rlr');
    assert.equal(isAccepted(verdict, false), true);
    assert.equal(isAccepted(verdict, true), false);
  });
});
