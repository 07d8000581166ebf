// Insert writes an answer as the file's answers are written: capitals in a
// file of UVa 10181's `LRUD` answers or one that names UVa 10181, spaced or
// comma-separated letters, AIMA's words and lists, the judges' lower case
// everywhere else.
import assert from 'node:assert/strict';
import { findAnswersBetween, LineSource, writeAnswer } from '../../../src/engine';
import { answerNotationFor } from '../../../src/extension/board/answerNotation';

function source(text: string): LineSource {
  const lines = text.split('\n');
  return { lineCount: lines.length, lineAt: (line) => lines[line] };
}

/** Two 4×4 boards, each two moves from the goal, the first answered (as `answer` is written), the second not yet. */
function fourByFour(answer: string, head = ''): string {
  return `${head}1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15\n${answer}\n\n1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12\n`;
}

/** Two 3×3 boards in a file about the puzzle, the first a sample answered as `answer` is written (spaced letters are answers in a sample). */
function eightPuzzle(answer: string): string {
  return `# the eight puzzle\nSample Input\n1 2 3 4 5 6 x 7 8\nSample Output\n${answer}\n\n1 2 3 4 5 6 7 x 8\n`;
}

describe('the notation of an inserted answer', () => {
  it('follows the answers already in the file: upper case among UVa 10181’s capitals', () => {
    const upper = source(fourByFour('RR'));
    assert.deepEqual(
      findAnswersBetween(upper, 0, upper.lineCount - 1).map((answer) => answer.text),
      ['RR'],
      'the scanner reads the capitals as an answer',
    );
    assert.equal(writeAnswer('rd', answerNotationFor(upper, 3, '')), 'RD');
    assert.equal(writeAnswer('rd', answerNotationFor(source(fourByFour('rr')), 3, '')), 'rd');
  });

  it('follows spaced and comma-separated letters, and AIMA’s words and lists', () => {
    for (const [answer, written] of [
      ['R R', 'R D'],
      ['r, r', 'r, d'],
      ['RIGHT RIGHT', 'RIGHT DOWN'],
      ["['RIGHT', 'RIGHT']", "['RIGHT', 'DOWN']"],
    ]) {
      const lines = source(eightPuzzle(answer));
      assert.deepEqual(
        findAnswersBetween(lines, 0, lines.lineCount - 1).map((found) => found.text),
        [answer],
      );
      assert.equal(writeAnswer('rd', answerNotationFor(lines, 6, '')), written, answer);
    }
  });

  it('takes upper case from the problem a file names when it has no answers yet, lower case otherwise', () => {
    const empty = source('1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12\n');
    assert.equal(
      writeAnswer('rd', answerNotationFor(empty, 0, 'solve.cpp\n// UVa 10181 - 15-Puzzle Problem\n')),
      'RD',
    );
    assert.equal(writeAnswer('rd', answerNotationFor(empty, 0, 'solve.cpp\n// HDU 1043 Eight\n')), 'rd');
    assert.equal(writeAnswer('rd', answerNotationFor(empty, 0, 'notes.md\n')), 'rd');
    // The file's own answers outweigh the problem it names.
    assert.equal(writeAnswer('rd', answerNotationFor(source(fourByFour('rr')), 3, '// UVa 10181\n')), 'rd');
  });

  it('keeps the notation of the answer it replaces', () => {
    const empty = source('2 3 4 1 5 x 7 6 8\n');
    assert.equal(writeAnswer('rd', answerNotationFor(empty, 0, '', 'ULLD')), 'RD');
    assert.equal(writeAnswer('rd', answerNotationFor(empty, 0, '// UVa 10181\n', 'ulld')), 'rd');
    assert.equal(writeAnswer('rd', answerNotationFor(empty, 0, '', "['UP']")), "['RIGHT', 'DOWN']");
    // A count or `unsolvable` replaced says nothing of how moves are written.
    assert.equal(writeAnswer('rd', answerNotationFor(empty, 0, '', '19')), 'rd');
  });

  it('changes only move strings', () => {
    assert.equal(writeAnswer('unsolvable', { upperCase: true, separator: '', words: false }), 'unsolvable');
    assert.equal(writeAnswer('', { upperCase: true, separator: '', words: false }), '');
    assert.equal(writeAnswer('LURD', { upperCase: false, separator: '', words: false }), 'lurd');
  });
});
