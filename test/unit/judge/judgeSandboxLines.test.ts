// The judge's memory, bounded whatever a program prints: a line of 134 M
// characters (which once aborted the judge with "invalid array length") is
// read as its head and its length, the rest skipped as bytes.
import assert from 'node:assert/strict';
import { OutputLineSplitter } from '../../../src/judge/answers/outputLineSplitter';
import { MOST_ANSWER_CHARACTERS } from '../../../src/judge/spec';

interface Line {
  readonly head: string;
  readonly length: number;
}

function splitter(): { lines: Line[]; splitter: OutputLineSplitter } {
  const lines: Line[] = [];
  return { lines, splitter: new OutputLineSplitter((head, length) => lines.push({ head, length })) };
}

describe('cutting output into lines, within a bound', () => {
  it('keeps the head of a 134 M character line and its length, and holds no more of it', () => {
    const { lines, splitter: split } = splitter();
    const piece = Buffer.alloc(64 * 1024, 'u');
    const before = process.memoryUsage().rss;
    split.push(Buffer.from('ud\n'));
    for (let i = 0; i < 2048; i++) split.push(piece);
    split.push(Buffer.from('\nlr\n'));
    split.end();
    const grown = process.memoryUsage().rss - before;
    assert.deepEqual(
      lines.map((line) => ({
        head: line.head.length <= 8 ? line.head : `${line.head.slice(0, 4)}… (${line.head.length})`,
        length: line.length,
      })),
      [
        { head: 'ud', length: 2 },
        { head: `uuuu… (${MOST_ANSWER_CHARACTERS})`, length: 134_217_728 },
        { head: 'lr', length: 2 },
      ],
    );
    assert.equal(split.lines, 3);
    // The line as a string would be 256 MiB of UTF-16.
    assert.ok(grown < 64 * 1024 * 1024, `the judge grew by ${grown} bytes`);
  });

  it('reads one huge buffer a slice at a time, lines before and after a long one intact', () => {
    const { lines, splitter: split } = splitter();
    const long = 'r'.repeat(10_000_000);
    split.push(Buffer.from(`u\n${long}\nd\n${'l'.repeat(5000)}`));
    split.end();
    assert.deepEqual(
      lines.map((line) => [line.head.length, line.length, line.head[0]]),
      [
        [1, 1, 'u'],
        [MOST_ANSWER_CHARACTERS, 10_000_000, 'r'],
        [1, 1, 'd'],
        [MOST_ANSWER_CHARACTERS, 5000, 'l'],
      ],
    );
  });

  it('counts characters, not bytes, in the part it skips, and decodes the next line afresh', () => {
    const { lines, splitter: split } = splitter();
    const arrows = '→'.repeat(MOST_ANSWER_CHARACTERS + 10);
    const bytes = Buffer.from(`${arrows}\n→ok\n`);
    // Pieces of 7 bytes: characters of 3 bytes cut across every piece end.
    for (let i = 0; i < bytes.length; i += 7) split.push(bytes.subarray(i, i + 7));
    split.end();
    assert.equal(lines.length, 2);
    assert.equal(lines[0].head, '→'.repeat(MOST_ANSWER_CHARACTERS));
    assert.equal(lines[0].length, MOST_ANSWER_CHARACTERS + 10);
    assert.deepEqual(lines[1], { head: '→ok', length: 3 });
  });

  it('gives a long last line without a line end, and short lines as they are', () => {
    const { lines, splitter: split } = splitter();
    split.push(Buffer.from('a\r\n\n'));
    split.push(Buffer.alloc(100_000, 'x'));
    split.end();
    assert.deepEqual(
      lines.map((line) => [line.head.slice(0, 2), line.length]),
      [
        ['a\r', 2],
        ['', 0],
        ['xx', 100_000],
      ],
    );
  });
});
