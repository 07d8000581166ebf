import assert from 'node:assert/strict';
import { positionAt, readBoardList } from '../../../src/engine';

describe('reading a list of boards, as judges’ input files hold them', () => {
  it('takes one board per non-empty line, and skips blank lines', () => {
    const boards = readBoardList('1 2 3 4 5 6 7 8 x\n\n   \n2 3 4 1 5 x 7 6 8\n');
    assert.deepEqual(
      boards.map((b) => [b.line, b.lineCount, b.result.ok]),
      [
        [0, 1, true],
        [3, 1, true],
      ],
    );
  });

  it('takes three lines of three cells as one grid', () => {
    const boards = readBoardList('2 3 4\n1 5 x\n7 6 8\n\n1 2 3 4 5 6 7 8 x');
    assert.deepEqual(
      boards.map((b) => [b.line, b.lineCount, b.result.ok]),
      [
        [0, 3, true],
        [4, 1, true],
      ],
    );
    assert.equal(boards[0].text, '2 3 4\n1 5 x\n7 6 8');
  });

  it('reports an unfinished grid line by line', () => {
    const boards = readBoardList('2 3 4\n1 5 x\n\n1 2 3 4 5 6 7 8 x');
    assert.deepEqual(
      boards.map((b) => [b.line, b.result.ok]),
      [
        [0, false],
        [1, false],
        [3, true],
      ],
    );
  });

  it('handles CRLF, tabs, trailing spaces and a missing final newline', () => {
    const boards = readBoardList('1 2 3 4 5 6 7 8 x\r\n2\t3 4 1 5 x 7 6 8  \r\n2 3 4 1 5 x 7 6 8');
    assert.equal(boards.length, 3);
    assert.ok(boards.every((b) => b.result.ok));
    assert.equal(boards[0].text, '1 2 3 4 5 6 7 8 x');
  });

  it('keeps reading after a bad line', () => {
    const boards = readBoardList('1 2 3\n1 2 3 4 5 6 7 8 8\n2 3 4 1 5 x 7 6 8\n');
    assert.deepEqual(
      boards.map((b) => b.result.ok),
      [false, false, true],
    );
  });

  it('turns offsets into lines and columns', () => {
    assert.deepEqual(positionAt('ab\ncd\nef', 4), { line: 1, column: 1 });
    assert.deepEqual(positionAt('ab', 0), { line: 0, column: 0 });
  });
});
