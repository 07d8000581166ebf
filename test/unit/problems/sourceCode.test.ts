// A source's code without its comments (and without its strings, for the
// judge), as the judge's harnesses and the editor's solution lens read it.
import assert from 'node:assert/strict';
import { codeWithoutComments, codeWithoutCommentsOrStrings } from '../../../src/problems';

describe("a source's code without its comments", () => {
  it('comments and docstrings are not code; quoted text is, and opens no comment', () => {
    assert.equal(codeWithoutComments('cpp', 'a // cin\nb /* cout */ c').replace(/\s+/g, ' '), 'a b c');
    assert.equal(
      codeWithoutComments('python', 'x = 1  # input()\n"""print()"""\ny = "#"').replace(/\s+/g, ' '),
      'x = 1 y = "#"',
    );
    assert.equal(
      codeWithoutComments('javascript', 'const url = "http://x"; // y').trim(),
      'const url = "http://x";',
    );
  });

  it('blanks comments and literals but keeps every line where it was', () => {
    const text = 'a /* x\ny */ b "c\\"d" // e\n\'f\' `g\nh`\n';
    const code = codeWithoutCommentsOrStrings('c', text);
    assert.equal(code.length, text.length);
    assert.deepEqual(
      code.split('\n').map((line) => line.trim()),
      ['a', 'b', '', '', ''],
    );
    const python = codeWithoutCommentsOrStrings(
      'python',
      'x = """class Solution\n""" # def slidingPuzzle(\nclass Solution:\n',
    );
    assert.deepEqual(
      python.split('\n').map((line) => line.trim()),
      ['x =', '', 'class Solution:', ''],
    );
  });
});
