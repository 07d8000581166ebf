import assert from 'node:assert/strict';
import { BLANK, formatBoard, parseBoard, ParseError, readCells, seededRandom } from '../../../src/engine';

const SAMPLE = [2, 3, 4, 1, 5, BLANK, 7, 6, 8];

function errorOf(text: string): ParseError {
  const result = parseBoard(text);
  assert.equal(result.ok, false, `${JSON.stringify(text)} should not parse`);
  return (result as { error: ParseError }).error;
}

describe('reading a board', () => {
  for (const [form, text] of [
    ['the judges’ form', '2 3 4 1 5 x 7 6 8'],
    ['the compact form', '23415x768'],
    ['commas', '2,3,4,1,5,x,7,6,8'],
    ['a capital X', '2 3 4 1 5 X 7 6 8'],
    ['0 for the blank (Luogu)', '234150768'],
    ['. for the blank', '2 3 4\n1 5 .\n7 6 8'],
    ['a 3-line grid with CRLF', '2 3 4\r\n1 5 x\r\n7 6 8\r\n'],
    ['tabs and trailing spaces', '\t2  3\t4 1 5 x 7 6 8   '],
    ['braces, as C and C++ write an array', '{2, 3, 4, 1, 5, 0, 7, 6, 8}'],
    ['brackets, as Python and JavaScript write a list', '[2, 3, 4, 1, 5, 0, 7, 6, 8]'],
    ['brackets around a compact board, with spaces outside', '  [23415x768] '],
  ] as const) {
    it(`accepts ${form}`, () => {
      const result = parseBoard(text);
      assert.ok(result.ok, JSON.stringify(result));
      assert.deepEqual(result.board, SAMPLE);
    });
  }

  it('reads the same with the allocation-free reader, whatever the text', () => {
    const random = seededRandom(77);
    const symbols = [
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      'x',
      '0',
      ' ',
      ',',
      '{',
      '}',
      '[',
      ']',
      'q',
      '9',
      '\n',
    ];
    const texts = [
      '{2, 3, 4, 1, 5, 0, 7, 6, 8}',
      '[2 3 4 1 5 x 7 6 8]',
      '{2 3 4 1 5 x 7 6 8]',
      '[2 3 4 1 5 x 7 6 8',
      '2 3 4 1 5 x 7 6 8]',
      '[]',
      '[[2, 3, 4], [1, 5, 0], [7, 6, 8]]',
    ];
    for (let i = 0; i < 3000; i++)
      texts.push(
        Array.from(
          { length: 9 + Math.floor(random() * 12) },
          () => symbols[Math.floor(random() * symbols.length)],
        ).join(''),
      );
    const cells: number[] = [];
    for (const text of texts) {
      const parsed = parseBoard(text);
      assert.equal(readCells(text, 0, text.length, cells), parsed.ok, JSON.stringify(text));
      if (parsed.ok) assert.deepEqual(cells.slice(0, 9), parsed.board, JSON.stringify(text));
    }
  });

  it('records where each cell was written', () => {
    const result = parseBoard(' 1 2 3 4 5 6 7 8 x');
    assert.ok(result.ok);
    assert.deepEqual(result.offsets, [1, 3, 5, 7, 9, 11, 13, 15, 17]);
  });

  it('formats a board back in the judges’ form and the compact form', () => {
    assert.equal(formatBoard(SAMPLE), '2 3 4 1 5 x 7 6 8');
    assert.equal(formatBoard(SAMPLE, { separator: '', blank: '0' }), '234150768');
  });
});

describe('what is wrong with a bad board, and where', () => {
  it('too few cells: counts them and covers them all', () => {
    const error = errorOf('1 2 3 4 5 6 7');
    assert.equal(error.code, 'too-few-cells');
    assert.equal(error.message, '7 cells, expected 9');
    assert.deepEqual([error.offset, error.length], [0, 13]);
  });

  it('eight distinct cells: names the missing tile', () => {
    const error = errorOf('1 2 3 4 5 6 x 8');
    assert.equal(error.code, 'missing-tile');
    assert.equal(error.message, '8 cells, expected 9: tile 7 is missing');
  });

  it('eight tiles and no blank: says the blank is missing', () => {
    const error = errorOf('12345678');
    assert.equal(error.code, 'missing-tile');
    assert.equal(error.message, '8 cells, expected 9: the blank is missing');
  });

  it('an empty text is zero cells', () => {
    assert.equal(errorOf('   ').message, '0 cells, expected 9');
  });

  it('too many cells: covers the extra ones', () => {
    const error = errorOf('1 2 3 4 5 6 7 8 x 1 2');
    assert.equal(error.code, 'too-many-cells');
    assert.equal(error.message, '11 cells, expected 9');
    assert.deepEqual([error.offset, error.length], [18, 3]);
  });

  it('a repeated tile: points at the second one', () => {
    const error = errorOf('1 2 3 4 5 6 7 4 x');
    assert.equal(error.code, 'repeated-tile');
    assert.equal(error.message, 'tile 4 appears twice');
    assert.deepEqual([error.offset, error.length], [14, 1]);
  });

  it('two blanks, whatever symbols they use', () => {
    const error = errorOf('1 2 3 4 5 6 7 x 0');
    assert.equal(error.code, 'two-blanks');
    assert.equal(error.message, 'two blanks');
    assert.deepEqual([error.offset, error.length], [16, 1]);
  });

  it('an unknown symbol: shows the whole bad word', () => {
    const error = errorOf('1 2 3 4 5 6 7 8 nine');
    assert.equal(error.code, 'unknown-symbol');
    assert.equal(error.message, "'nine' is not a tile or a blank: use 1–8 and x (or 0 or .)");
    assert.deepEqual([error.offset, error.length], [16, 4]);
  });

  it('a bracket that is not closed at the end is an unknown symbol, where it stands', () => {
    for (const [text, offset] of [
      ['{2, 3, 4, 1, 5, 0, 7, 6, 8]', 0],
      ['[2, 3, 4, 1, 5, 0, 7, 6, 8', 0],
      ['2, 3, 4, 1, 5, 0, 7, 6, 8]', 25],
      ['[[2, 3, 4], [1, 5, 0], [7, 6, 8]]', 1],
    ] as const) {
      const error = errorOf(text);
      assert.equal(error.code, 'unknown-symbol', text);
      assert.equal(error.offset, offset, text);
    }
  });

  it('keeps offsets into the text inside braces', () => {
    const error = errorOf('{1, 2, 3, 4, 5, 6, 7, 4, 0}');
    assert.equal(error.code, 'repeated-tile');
    assert.deepEqual([error.offset, error.length], [22, 1]);
    const result = parseBoard(' [1,2,3,4,5,6,7,8,x]');
    assert.ok(result.ok);
    assert.deepEqual(result.offsets, [2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });

  it('shows a long unknown word cut, but still covers all of it', () => {
    const error = errorOf('y'.repeat(100_000));
    assert.equal(error.message, `'${'y'.repeat(15)}…' is not a tile or a blank: use 1–8 and x (or 0 or .)`);
    assert.deepEqual([error.offset, error.length], [0, 100_000]);
    assert.equal(errorOf('🧩'.repeat(20)).args[0], '🧩'.repeat(7) + '…');
  });

  it('9 is not a tile', () => {
    const error = errorOf('9 2 3 4 5 6 7 8 x');
    assert.equal(error.code, 'unknown-symbol');
    assert.equal(error.offset, 0);
  });

  it('never throws, whatever the text', () => {
    for (const text of ['', '\u0000', '🧩🧩', 'x'.repeat(10_000), '1'.repeat(9), '\uD800', '-1 2 3']) {
      assert.doesNotThrow(() => parseBoard(text));
      assert.equal(parseBoard(text).ok, false);
    }
  });
});
