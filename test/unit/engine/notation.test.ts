// How people write moves (capitals, spaces, commas, AIMA's words and lists),
// which piece the letters name, and a replacement written as the answer it
// replaces: every notation read back to the same moves.
import assert from 'node:assert/strict';
import {
  allBoards,
  Board,
  EIGHT_PUZZLE,
  isSolvable,
  judgeReading,
  mirrorMoves,
  moveStarts,
  movesOfText,
  notationOf,
  parseBoard,
  solve,
  writeInNotation,
} from '../../../src/engine';
import { readAnswer } from '../../../src/engine/scan/sampleLines';

const WRITTEN: readonly [string, string][] = [
  ['ullddr', 'ullddr'],
  ['ULLDDR', 'ullddr'],
  ['U L L D D R', 'ullddr'],
  ['u, l, l, d, d, r', 'ullddr'],
  ['UP LEFT LEFT DOWN DOWN RIGHT', 'ullddr'],
  ["['UP', 'LEFT', 'LEFT', 'DOWN', 'DOWN', 'RIGHT']", 'ullddr'],
  ['["up", "left"]', 'ul'],
  ["'UP', 'LEFT'", 'ul'],
];

function board(text: string): Board {
  const parsed = parseBoard(text, EIGHT_PUZZLE.size);
  assert.ok(parsed.ok, text);
  return parsed.board;
}

describe('the notations of moves', () => {
  it('reads every notation as the same lower-case letters', () => {
    for (const [text, moves] of WRITTEN) {
      assert.equal(movesOfText(text), moves, text);
      assert.deepEqual(readAnswer(text), { kind: 'moves', moves }, text);
    }
  });

  it('writes moves back in the notation they came in, which reads back to them', () => {
    for (const [text] of WRITTEN) {
      const again = writeInNotation('rrdd', notationOf(text));
      assert.equal(movesOfText(again), 'rrdd', `${text} → ${again}`);
      assert.deepEqual(notationOf(again), notationOf(text), `${text} → ${again}`);
    }
    assert.equal(writeInNotation('rd', notationOf('L L')), 'R D');
    assert.equal(writeInNotation('rd', notationOf("['UP']")), "['RIGHT', 'DOWN']");
    assert.equal(writeInNotation('rd', notationOf('UP LEFT')), 'RIGHT DOWN');
    assert.equal(writeInNotation('rd', notationOf('l, l')), 'r, d');
    assert.equal(writeInNotation('rd', notationOf("'UP', 'LEFT'")), "'RIGHT', 'DOWN'");
  });

  it('finds where each move starts, a letter or a word each, for the hover over the k-th', () => {
    assert.deepEqual(moveStarts('ullddr'), [0, 1, 2, 3, 4, 5]);
    assert.deepEqual(moveStarts('R D L'), [0, 2, 4]);
    assert.deepEqual(moveStarts('L, L'), [0, 3]);
    assert.deepEqual(moveStarts('UP LEFT'), [0, 3]);
    assert.deepEqual(moveStarts("['UP', 'LEFT']"), [2, 8]);
  });

  it("mirrors moves for the tile's reading, and mirroring twice gives them back", () => {
    assert.equal(mirrorMoves('uDlR'), 'dUrL');
    for (const moves of ['', 'ullddrurdllurdruldr', 'rrdd'])
      assert.equal(mirrorMoves(mirrorMoves(moves)), moves);
  });

  it("judges the tile's letters mirrored where the convention says so, on every answer of a walk", () => {
    const start = board('x 1 3 4 2 5 7 8 6');
    // The blank's rdrd is the tile's lulu.
    assert.equal(
      judgeReading(EIGHT_PUZZLE, start, { kind: 'moves', moves: 'lulu' }, undefined, 'tile').kind,
      'shortest',
    );
    assert.equal(
      judgeReading(EIGHT_PUZZLE, start, { kind: 'moves', moves: 'rdrd' }, undefined, 'tile').kind,
      'bad-step',
    );
    // Under the blank's reading the same letters get the hint; under the tile's the hint is never given,
    // since it is the reading.
    const hinted = judgeReading(EIGHT_PUZZLE, start, { kind: 'moves', moves: 'lulu' });
    assert.ok(hinted.kind === 'bad-step' && hinted.tile?.moves === 4, JSON.stringify(hinted));
    const unhinted = judgeReading(EIGHT_PUZZLE, start, { kind: 'moves', moves: 'rdrd' }, undefined, 'tile');
    assert.ok(
      unhinted.kind === 'bad-step' && unhinted.tile === undefined && unhinted.letter === 'r',
      JSON.stringify(unhinted),
    );
  });

  it("accepts, on all 181,440 solvable boards, the shortest answer written as the tile's letters, and hints it under the blank's", function () {
    this.timeout(120_000);
    let solvable = 0;
    let hinted = 0;
    for (const start of allBoards(EIGHT_PUZZLE.size)) {
      if (!isSolvable(EIGHT_PUZZLE, start)) continue;
      solvable++;
      const solution = solve(EIGHT_PUZZLE, start);
      assert.ok(solution.solvable);
      const tile = mirrorMoves(solution.moves);
      const verdict = judgeReading(EIGHT_PUZZLE, start, { kind: 'moves', moves: tile }, undefined, 'tile');
      if (verdict.kind !== 'shortest' || verdict.moves !== solution.distance)
        assert.fail(`${start.join(' ')}: ${JSON.stringify(verdict)}`);
      const asBlank = judgeReading(EIGHT_PUZZLE, start, { kind: 'moves', moves: tile });
      // A mirrored answer never solves the board read as the blank's (but the empty one); from 4 letters up
      // it always names the tile's reading.
      if (solution.distance >= 4) {
        if (!('tile' in asBlank) || asBlank.tile?.moves !== solution.distance)
          assert.fail(`${start.join(' ')}: ${JSON.stringify(asBlank)}`);
        hinted++;
      }
    }
    assert.equal(solvable, 181_440);
    assert.ok(hinted > 181_000, `${hinted} hinted`);
  });
});
