import assert from 'node:assert/strict';
import { BoardReader, EIGHT_PUZZLE, LONG_LINE_HEAD, readBoardList, seededRandom } from '../../../src/engine';

/** Everything a reader reports, as comparable strings: `board <line>+<lineCount> <text>`, `count <line> <n>`, `long <line> <length> <head>`. */
function readInChunks(text: string, chunkSizes: Iterable<number>, maxLineLength = Infinity): string[] {
  const events: string[] = [];
  const reader = new BoardReader(
    {
      board: (chunk, start, end, line, lineCount) =>
        events.push(`board ${line}+${lineCount} ${chunk.slice(start, end)}`),
      caseCount: (count, line) => events.push(`count ${line} ${count}`),
      longLine: (line, head, length) => events.push(`long ${line} ${length} ${head}`),
    },
    EIGHT_PUZZLE.size,
    maxLineLength,
  );
  let at = 0;
  for (const size of chunkSizes) {
    if (at >= text.length) break;
    reader.push(text.slice(at, at + size));
    at += size;
  }
  if (at < text.length) reader.push(text.slice(at));
  reader.end();
  return events;
}

const whole = (text: string, maxLineLength = Infinity): string[] =>
  readInChunks(text, [text.length], maxLineLength);

function* everySize(size: number): Generator<number> {
  for (;;) yield size;
}

describe('reading boards a chunk at a time', () => {
  const SAMPLE =
    '3\r\n2 3 4\r\n1 5 x\r\n7 6 8\r\n\r\n1 2 3\n4 5 6\n 1 2 3 4 5 6 7 8 x\n9 is not\n7 8 x\n1 2 3 4 5 6 7 x 8';

  it('finds the same boards, lines and case count wherever the chunks end', () => {
    const expected = whole(SAMPLE);
    assert.deepEqual(expected, [
      'count 0 3',
      'board 1+3 2 3 4\r\n1 5 x\r\n7 6 8',
      'board 5+1 1 2 3',
      'board 6+1 4 5 6',
      'board 7+1  1 2 3 4 5 6 7 8 x',
      'board 8+1 9 is not',
      'board 9+1 7 8 x',
      'board 10+1 1 2 3 4 5 6 7 x 8',
    ]);
    for (let size = 1; size <= SAMPLE.length; size++)
      assert.deepEqual(readInChunks(SAMPLE, everySize(size)), expected, `chunks of ${size}`);
  });

  it('finds the same boards for random chunk sizes on random texts', () => {
    const random = seededRandom(8);
    const pieces = [
      '1 2 3',
      '4 5 6',
      '7 8 x',
      '2 3 4 1 5 x 7 6 8',
      '',
      '  ',
      '12',
      '123',
      'oops',
      '\t1,2,3',
      '1 2 3 4 5 6 7 4 x',
      '{2, 3, 4, 1, 5, 0, 7, 6, 8}',
    ];
    for (let round = 0; round < 300; round++) {
      const lines = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      );
      const text = lines.join(random() < 0.5 ? '\n' : '\r\n') + (random() < 0.5 ? '\n' : '');
      const sizes = Array.from({ length: 40 }, () => 1 + Math.floor(random() * 9));
      assert.deepEqual(readInChunks(text, sizes), whole(text), JSON.stringify(text));
    }
  });

  it('takes a lone whole number on the first non-empty line as the case count, and only there', () => {
    assert.deepEqual(whole('\n  12  \n1 2 3 4 5 6 7 8 x\n7\n'), [
      'count 1 12',
      'board 2+1 1 2 3 4 5 6 7 8 x',
      'board 3+1 7',
    ]);
    assert.deepEqual(whole('1000\n'), ['count 0 1000']);
    assert.deepEqual(whole('99\n'), ['count 0 99']);
  });

  it('keeps a first line that is itself a board (Luogu writes 283104765) or starts a grid', () => {
    assert.deepEqual(whole('283104765\n123804765\n'), ['board 0+1 283104765', 'board 1+1 123804765']);
    assert.deepEqual(whole('123\n456\n78x\n'), ['board 0+3 123\n456\n78x']);
    // Three cells and no grid after them: then it is a count after all.
    assert.deepEqual(whole('123\n2 3 4 1 5 x 7 6 8\n'), ['count 0 123', 'board 1+1 2 3 4 1 5 x 7 6 8']);
    assert.deepEqual(whole('123\n456\n'), ['count 0 123', 'board 1+1 456']);
  });

  it('takes no number for a count that cannot be one: as many digits as a board has cells, or more than seven', () => {
    assert.deepEqual(whole('123456789\n1 2 3 4 5 6 7 8 x\n'), [
      'board 0+1 123456789',
      'board 1+1 1 2 3 4 5 6 7 8 x',
    ]);
    assert.deepEqual(whole('12345678\n'), ['board 0+1 12345678']);
    assert.deepEqual(whole('1234567\n1 2 3 4 5 6 7 8 x\n'), [
      'count 0 1234567',
      'board 1+1 1 2 3 4 5 6 7 8 x',
    ]);
  });

  it('does not take a number with other words for a count', () => {
    assert.deepEqual(whole('3 cases\n'), ['board 0+1 3 cases']);
    assert.deepEqual(whole('1 2\n'), ['board 0+1 1 2']);
  });

  it('skips a byte-order mark at the start, keeping offsets into the text', () => {
    const text = '\uFEFF3\n2 3 4 1 5 x 7 6 8\n';
    assert.deepEqual(whole(text), ['count 0 3', 'board 1+1 2 3 4 1 5 x 7 6 8']);
    assert.equal(readBoardList('\uFEFF2 3 4 1 5 x 7 6 8')[0].offset, 1);
    assert.deepEqual(readInChunks(text, everySize(1)), whole(text));
    assert.deepEqual(readInChunks(text, [0, 0, 2]), whole(text), 'empty pieces first');
    // Only the text's first character can be a byte-order mark; later it is text like any other.
    assert.deepEqual(whole('1 2 3 4 5 6 7 8 x\n\uFEFF1 2 3 4 5 6 7 x 8'), [
      'board 0+1 1 2 3 4 5 6 7 8 x',
      'board 1+1 \uFEFF1 2 3 4 5 6 7 x 8',
    ]);
  });

  it('reports a line over the cap by its head and length, never holding it, and reads on', () => {
    const long = '1 '.repeat(5000);
    const text = `2 3 4\n1 5 x\n${long}\r\n1 2 3 4 5 6 7 8 x\n`;
    const expected = [
      'board 0+1 2 3 4',
      'board 1+1 1 5 x',
      `long 2 ${long.length} ${long.slice(0, LONG_LINE_HEAD)}`,
      'board 3+1 1 2 3 4 5 6 7 8 x',
    ];
    assert.deepEqual(whole(text, 1000), expected);
    for (const size of [1, 7, 999, 1000, 1001, 4096])
      assert.deepEqual(readInChunks(text, everySize(size), 1000), expected, `chunks of ${size}`);
  });

  it('never holds a line over the cap: the text it hands out afterwards is small', () => {
    let longest = 0;
    const reader = new BoardReader(
      { board: (text) => (longest = Math.max(longest, text.length)) },
      EIGHT_PUZZLE.size,
      100,
    );
    reader.push('1 2 3 4 5 6 7 8 x\n');
    for (let i = 0; i < 1000; i++) reader.push('x'.repeat(37));
    reader.push('\n2 3 4 1 5 x 7 6 8\n');
    reader.end();
    assert.ok(longest < 100, `held ${longest} characters`);
  });

  it('takes a long line of spaces as an empty line', () => {
    assert.deepEqual(whole(`${' '.repeat(5000)}\n1 2 3 4 5 6 7 8 x`, 100), ['board 1+1 1 2 3 4 5 6 7 8 x']);
  });

  it('tells the line on which the text it hands out starts', () => {
    const seen: string[] = [];
    const reader = new BoardReader(
      {
        board: (text, start, _end, line) =>
          seen.push(`${line} ${reader.textLine + text.slice(0, start).split('\n').length - 1}`),
      },
      EIGHT_PUZZLE.size,
    );
    for (const chunk of ['1 2 3 4 5 6 7 8 x\n1 2', ' 3\n4 5 6\n7 8', ' x\n\n2 3 4 1 5 x 7 6 8\n'])
      reader.push(chunk);
    reader.end();
    assert.deepEqual(seen, ['0 0', '1 1', '5 5']);
  });
});

describe('reading on from a line read elsewhere (solve’s plain lines)', () => {
  /** The boards and case counts a reader finds in `text`, read on from line `line`. */
  function readOnFrom(line: number, text: string): string[] {
    const events: string[] = [];
    const reader = new BoardReader(
      {
        board: (text, start, end, line) => events.push(`board ${line} ${text.slice(start, end)}`),
        caseCount: (count, line) => events.push(`count ${line} ${count}`),
      },
      EIGHT_PUZZLE.size,
    );
    reader.resumeAt(line);
    reader.push(text);
    reader.end();
    return events;
  }

  it('numbers the lines from there, and takes neither a case count nor a byte-order mark after them', () => {
    assert.deepEqual(readOnFrom(5, '\uFEFF3\n2 3 4\n1 5 x\n7 6 8\n'), [
      'board 5 \uFEFF3',
      'board 6 2 3 4\n1 5 x\n7 6 8',
    ]);
  });

  it('at line 0 is the start of the input, as if nothing was read elsewhere', () => {
    assert.deepEqual(readOnFrom(0, '\uFEFF3\n1 2 3 4 5 6 7 x 8\n'), [
      'count 0 3',
      'board 1 1 2 3 4 5 6 7 x 8',
    ]);
  });
});
