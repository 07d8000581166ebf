// Insert writes an answer in the case of the file's answers: capitals in a
// file of UVa 10181's `LRUD` answers or one that names UVa 10181, the
// judges' lower case everywhere else.
import assert from 'node:assert/strict';
import { findAnswersBetween, LineSource } from '../../src/engine';
import { answerCaseFor, inCase } from '../../src/extension/board/answerCase';

function source(text: string): LineSource {
  const lines = text.split('\n');
  return { lineCount: lines.length, lineAt: (line) => lines[line] };
}

/** Two 4×4 boards, each two moves from the goal, the first answered (in `answer`'s case), the second not yet. */
function fourByFour(answer: string, head = ''): string {
  return `${head}1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15\n${answer}\n\n1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12\n`;
}

describe('the case of an inserted answer', () => {
  it('follows the answers already in the file: upper case among UVa 10181’s capitals', () => {
    const upper = source(fourByFour('RR'));
    assert.deepEqual(findAnswersBetween(upper, 0, upper.lineCount - 1).map((answer) => answer.text), ['RR'], 'the scanner reads the capitals as an answer');
    assert.equal(answerCaseFor(upper, 3, ''), 'upper');
    assert.equal(inCase('rd', answerCaseFor(upper, 3, '')), 'RD');
    assert.equal(answerCaseFor(source(fourByFour('rr')), 3, ''), 'lower');
  });

  it('takes upper case from the problem a file names when it has no answers yet, lower case otherwise', () => {
    const empty = source('1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12\n');
    assert.equal(answerCaseFor(empty, 0, 'solve.cpp\n// UVa 10181 - 15-Puzzle Problem\n'), 'upper');
    assert.equal(answerCaseFor(empty, 0, 'solve.cpp\n// HDU 1043 Eight\n'), 'lower');
    assert.equal(answerCaseFor(empty, 0, 'notes.md\n'), 'lower');
    // The file's own answers outweigh the problem it names.
    assert.equal(answerCaseFor(source(fourByFour('rr')), 3, '// UVa 10181\n'), 'lower');
  });

  it('keeps the case of the answer it replaces', () => {
    const empty = source('2 3 4 1 5 x 7 6 8\n');
    assert.equal(answerCaseFor(empty, 0, '', 'ULLD'), 'upper');
    assert.equal(answerCaseFor(empty, 0, '// UVa 10181\n', 'ulld'), 'lower');
  });

  it('changes only move strings', () => {
    assert.equal(inCase('unsolvable', 'upper'), 'unsolvable');
    assert.equal(inCase('', 'upper'), '');
    assert.equal(inCase('LURD', 'lower'), 'lurd');
  });
});
