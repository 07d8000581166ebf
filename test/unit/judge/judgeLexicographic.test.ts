// HDU 3567's rule, exhaustively for one goal: for every one of the 181,440
// boards that reach it, the judge's lexicographically smallest shortest
// answer (nine tables and a greedy walk, src/problems/lexicographic.ts) is
// the one a plain breadth-first search written here finds, by another way:
// level by level from the goal, each board's answer the smallest of its
// letter followed by a closer neighbour's answer.
import assert from 'node:assert/strict';
import { Board, EIGHT_PUZZLE, parseBoard, puzzleOf } from '../../../src/engine';
import { distanceToward, problemOf, rule, smallestShortest } from '../../../src/problems';

/** The goal of HDU 3567's second sample, its tiles out of order and the blank off the corner. */
const GOAL = '7568X4123';

/** Boards as strings of 9 characters, 'X' the blank; moves are the blank's, as the judges write them. */
const STEPS: Record<string, number> = { u: -3, d: 3, l: -1, r: 1 };

function neighbour(board: string, letter: string): string | undefined {
  const blank = board.indexOf('X');
  const row = Math.floor(blank / 3);
  const column = blank % 3;
  if (
    (letter === 'u' && row === 0) ||
    (letter === 'd' && row === 2) ||
    (letter === 'l' && column === 0) ||
    (letter === 'r' && column === 2)
  )
    return undefined;
  const to = blank + STEPS[letter];
  const cells = board.split('');
  [cells[blank], cells[to]] = [cells[to], cells[blank]];
  return cells.join('');
}

/** Every board that reaches `goal`, with the smallest of its shortest answers, from a search outward from the goal. */
function plainSmallest(goal: string): Map<string, string> {
  const best = new Map<string, string>([[goal, '']]);
  let level = [goal];
  while (level.length > 0) {
    const next = new Map<string, string>();
    for (const closer of level) {
      for (const letter of 'udlr') {
        const board = neighbour(closer, letter);
        if (board === undefined || best.has(board)) continue;
        // From `board`, the blank's move back to `closer` is the opposite letter.
        const back = { u: 'd', d: 'u', l: 'r', r: 'l' }[letter] as string;
        const answer = back + (best.get(closer) as string);
        const known = next.get(board);
        if (known === undefined || answer < known) next.set(board, answer);
      }
    }
    for (const [board, answer] of next) best.set(board, answer);
    level = [...next.keys()];
  }
  return best;
}

function boardOf(text: string): Board {
  const parsed = parseBoard(text);
  assert.ok(parsed.ok, text);
  return parsed.board;
}

describe('HDU 3567’s lexicographically smallest shortest answer', function () {
  this.timeout(120_000);

  it('is the plain search’s for every one of the 181,440 boards that reach one goal, and only it is accepted', () => {
    const expected = plainSmallest(GOAL);
    assert.equal(expected.size, 181_440);
    const puzzle = puzzleOf(EIGHT_PUZZLE.size, boardOf(GOAL));
    const problem = problemOf('hdu3567');
    let checked = 0;
    for (const [text, answer] of expected) {
      const board = boardOf(text);
      const smallest = smallestShortest(puzzle, board);
      if (smallest !== answer) assert.fail(`${text}: the judge's ${smallest}, the plain search's ${answer}`);
      if (distanceToward(puzzle, board) !== answer.length)
        assert.fail(`${text}: distance ${distanceToward(puzzle, board)}, expected ${answer.length}`);
      // Every 97th board is also ruled on as HDU 3567's judge: its answer accepted, its header's count
      // included.
      if (checked++ % 97 === 0)
        assert.equal(
          rule(problem, { puzzle, board, optimal: answer.length }, answer, answer.length, false).verdict,
          'accepted',
          text,
        );
    }
  });

  it('has no answer for a board of the other parity', () => {
    const puzzle = puzzleOf(EIGHT_PUZZLE.size, boardOf(GOAL));
    assert.equal(smallestShortest(puzzle, boardOf('5768X4123')), undefined);
  });
});
