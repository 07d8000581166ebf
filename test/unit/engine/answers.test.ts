import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findAnswers } from '../../../src/engine';

const samples = join(__dirname, '..', '..', '..', '..', 'samples');

/** `line: answer` for every answer found, 1-based lines as an editor shows them. */
function answersIn(text: string): string[] {
  return findAnswers(text.split(/\r?\n/)).map((answer) => `${answer.line + 1}: ${answer.text}`);
}

describe('pairing answers with boards in real-looking files', () => {
  it('C++: same-line answers and an answer on the line after, in comments; never identifiers', () => {
    const found = answersIn(readFileSync(join(samples, 'solution.cpp'), 'utf8'));
    assert.deepEqual(found, ['4: ullddrurdllurdruldr', '6: ullddrurdllurdrul', '9: rdrd']);
  });

  it('Python: a grid in a docstring with its answer below, and unsolvable claims; never an argument after a comma', () => {
    const found = answersIn(readFileSync(join(samples, 'solve.py'), 'utf8'));
    // Line 36, `replay("23415x768", "ullddrurdllurdruldr")`, is a call: what follows a comma is code.
    assert.deepEqual(found, ['8: ruulddruuldldrrullurrdlldruurdd', '12: unsolvable', '16: unsolvable']);
  });

  it('Java: answers after an arrow in a Javadoc comment', () => {
    const found = answersIn(readFileSync(join(samples, 'Main.java'), 'utf8'));
    assert.deepEqual(found, ['6: rdr', '7: rdrdl', '8: rdrlr']);
  });

  it('Markdown: answers in a table and below a grid in a code block', () => {
    const found = answersIn(readFileSync(join(samples, 'notes.md'), 'utf8'));
    assert.deepEqual(found, ['7: ullddrurdllurdruldr', '8: r', '9: unsolvable', '17: urrdd']);
  });

  it('leaves ordinary words and identifiers alone', () => {
    const text = [
      'The dull rudder turned; udder and lurid are words, so is drudl.',
      'int lr = 0, ud = 1; // lr and ud are indices',
      'def dr(lr, rl): return lr + rl',
      'ullddrurdllurdruldr with no board before it',
      'let url = "u" + "dlr";',
      '1 2 3 4 5 6 7 8 x is the goal; dull',
      '2 3 4 1 5 x 7 6 8 ullddrurdllurdruldrx',
      '2 3 4 1 5 x 7 6 8_ullddr',
      '1 2 3 4 5 6 7 x 8',
      'rudder',
    ].join('\n');
    assert.deepEqual(answersIn(text), []);
  });

  it('pairs an answer on the next line only when it is the only word there', () => {
    assert.deepEqual(answersIn('1 2 3 4 5 6 7 x 8\nr'), ['2: r']);
    assert.deepEqual(answersIn('1 2 3 4 5 6 7 x 8\nr is right'), []);
    assert.deepEqual(answersIn('1 2 3 4 5 6 7 x 8\nright: r'), []);
    assert.deepEqual(answersIn('# 1 2 3 4 5 6 7 x 8\n# r'), ['2: r']);
  });
});

/** `line:column answer` for every answer found (1-based), to pin down where each one is. */
function placed(text: string): string[] {
  return findAnswers(text.split('\n')).map(
    (answer) => `${answer.line + 1}:${answer.start + 1} ${answer.text}`,
  );
}

describe('an answer on the line after a board', () => {
  it('is never code: a statement that starts with a short name is not an answer', () => {
    for (const code of [
      'd = {}',
      'l = len(xs)',
      'r = n % 3',
      'dd = dp[i]',
      'ud += 1',
      'lr, ud = 0, 1',
      'd;',
      'l.append(3)',
      'r(board)',
      'dd = [',
      'u: int',
    ]) {
      assert.deepEqual(answersIn(`# 2 3 4 1 5 x 7 6 8\n${code}`), [], code);
      assert.deepEqual(answersIn(`2 3 4 1 5 x 7 6 8\n${code}`), [], code);
      assert.deepEqual(answersIn(`START = "2 3 4 1 5 x 7 6 8"\n${code}`), [], code);
    }
  });

  it('may carry a trailing comment', () => {
    assert.deepEqual(placed('// 2 3 4 1 5 x 7 6 8\n// ullddrurdllurdruldr  // 19 moves'), [
      '2:4 ullddrurdllurdruldr',
    ]);
    assert.deepEqual(placed('2 3 4 1 5 x 7 6 8\nullddrurdllurdruldr # the sample'), [
      '2:1 ullddrurdllurdruldr',
    ]);
    assert.deepEqual(placed('/*\n * 2 3 4 1 5 x 7 6 8\n * ullddrurdllurdruldr */'), [
      '3:4 ullddrurdllurdruldr',
    ]);
  });

  it('keeps the board line’s indentation and comment marker', () => {
    assert.deepEqual(answersIn('    2 3 4 1 5 x 7 6 8\n    ullddrurdllurdruldr'), ['2: ullddrurdllurdruldr']);
    assert.deepEqual(answersIn('    2 3 4 1 5 x 7 6 8\n  ullddrurdllurdruldr'), []);
    assert.deepEqual(answersIn('# 2 3 4 1 5 x 7 6 8\nullddrurdllurdruldr'), []);
    assert.deepEqual(answersIn('2 3 4 1 5 x 7 6 8\n# ullddrurdllurdruldr'), []);
    assert.deepEqual(answersIn('// 2 3 4 1 5 x 7 6 8\n//     ullddrurdllurdruldr'), [
      '2: ullddrurdllurdruldr',
    ]);
  });

  it('answers only a board that ends its own line (not one inside a list, a call or a closed comment)', () => {
    assert.deepEqual(answersIn('starts = [\n  "2 3 4 1 5 x 7 6 8",\n  dd\n]'), []);
    assert.deepEqual(answersIn('  2 3 4 1 5 x 7 6 8, 5 moves\n  ud'), []);
    assert.deepEqual(answersIn('/* 2 3 4 1 5 x 7 6 8 */\nud'), []);
    assert.deepEqual(answersIn('/* 2 3 4\n   1 5 x\n   7 6 8 */\nud'), []);
    assert.deepEqual(answersIn('/* 2 3 4 1 5 x 7 6 8 */\n// ud'), []);
    assert.deepEqual(answersIn('input: 2 3 4 1 5 x 7 6 8 ->\nullddrurdllurdruldr'), [
      '2: ullddrurdllurdruldr',
    ]);
  });

  it('goes on in a block comment as block comments go on, and may start a comment of its own after one that closes', () => {
    assert.deepEqual(answersIn('/* 2 3 4 1 5 x 7 6 8\n * ullddrurdllurdruldr\n */'), [
      '2: ullddrurdllurdruldr',
    ]);
    assert.deepEqual(answersIn('  /** 2 3 4 1 5 x 7 6 8\n   * ullddrurdllurdruldr'), [
      '2: ullddrurdllurdruldr',
    ]);
    assert.deepEqual(answersIn('  /* 2 3 4 1 5 x 7 6 8 */\n  /* ullddrurdllurdruldr */'), [
      '2: ullddrurdllurdruldr',
    ]);
    assert.deepEqual(answersIn('/* 2 3 4\n   1 5 x\n   7 6 8 */\n   /* ullddrurdllurdruldr */'), [
      '4: ullddrurdllurdruldr',
    ]);
    // The comment after a closed one must start at the same indentation, and a block left open goes on with '
    // * ' only.
    assert.deepEqual(answersIn('  /* 2 3 4 1 5 x 7 6 8 */\n/* ullddrurdllurdruldr */'), []);
    assert.deepEqual(answersIn('/* 2 3 4 1 5 x 7 6 8\n   * ullddrurdllurdruldr'), []);
  });

  it('pairs the last of two boards on a line, once', () => {
    assert.deepEqual(placed('a: 1 2 3 4 5 6 7 8 x, b: 1 2 3 4 5 6 7 x 8\nr'), ['2:1 r']);
    const [answer] = findAnswers(['a: 1 2 3 4 5 6 7 8 x, b: 1 2 3 4 5 6 7 x 8', 'r']);
    assert.equal(answer.board.start, 25);
  });
});

describe('an answer on the board’s own line', () => {
  it('follows only whitespace, arrows, separators and quotes', () => {
    for (const gap of [' ', '   ', ' -> ', '->', ' => ', ' → ', ': ', '：', ' | ', '\t']) {
      assert.deepEqual(
        placed(`2 3 4 1 5 x 7 6 8${gap}ullddrurdllurdruldr`),
        [`1:${18 + gap.length} ullddrurdllurdruldr`],
        JSON.stringify(gap),
      );
    }
    assert.deepEqual(answersIn('| `2 3 4 1 5 x 7 6 8` | `ullddrurdllurdruldr` |'), [
      '1: ullddrurdllurdruldr',
    ]);
    assert.deepEqual(answersIn('CASES = {"23415x768": "ullddrurdllurdruldr", "12345678x": ""}'), [
      '1: ullddrurdllurdruldr',
    ]);
    assert.deepEqual(answersIn("// '2 3 4 1 5 x 7 6 8' -> ullddrurdllurdruldr"), ['1: ullddrurdllurdruldr']);
  });

  it('never follows a comma, a semicolon, an equals sign or an opening bracket', () => {
    for (const line of [
      '["2 3 4 1 5 x 7 6 8", dd]',
      'solve("2 3 4 1 5 x 7 6 8", l)',
      '2 3 4 1 5 x 7 6 8, ullddrurdllurdruldr',
      '2 3 4 1 5 x 7 6 8; ullddrurdllurdruldr',
      '2 3 4 1 5 x 7 6 8 = ullddrurdllurdruldr',
      '2 3 4 1 5 x 7 6 8 (ullddrurdllurdruldr)',
      '2 3 4 1 5 x 7 6 8 [ullddrurdllurdruldr]',
      'int b[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8}, d = 0;',
      'print(replay("23415x768", "ullddrurdllurdruldr"))',
    ]) {
      assert.deepEqual(answersIn(line), [], line);
    }
  });

  it('is not a name that a quoted key maps to, nor the start of an expression', () => {
    for (const line of [
      'table = {"2 3 4 1 5 x 7 6 8": ud}',
      "const seen = { '2 3 4 1 5 x 7 6 8': d };",
      'case "2 3 4 1 5 x 7 6 8": d = 1',
      '2 3 4 1 5 x 7 6 8: d = 1',
      '2 3 4 1 5 x 7 6 8: dd[i]',
      '2 3 4 1 5 x 7 6 8: l(x)',
      '2 3 4 1 5 x 7 6 8: l.append(x)',
      '2 3 4 1 5 x 7 6 8: ud++',
      '2 3 4 1 5 x 7 6 8: "ud',
    ]) {
      assert.deepEqual(answersIn(line), [], line);
    }
  });

  it('may sit alone in a comment after the board, even after code that closes it', () => {
    assert.deepEqual(placed('2 3 4 1 5 x 7 6 8 // ullddrurdllurdruldr'), ['1:22 ullddrurdllurdruldr']);
    assert.deepEqual(answersIn('    "2 3 4 1 5 x 7 6 8",  # ullddrurdllurdruldr'), [
      '1: ullddrurdllurdruldr',
    ]);
    assert.deepEqual(answersIn('int b[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};  // ullddrurdllurdruldr'), [
      '1: ullddrurdllurdruldr',
    ]);
    assert.deepEqual(answersIn('{2, 3, 4, 1, 5, 0, 7, 6, 8}, /* ullddrurdllurdruldr */'), [
      '1: ullddrurdllurdruldr',
    ]);
    // A comment that says something about a name is not an answer.
    assert.deepEqual(answersIn('    "2 3 4 1 5 x 7 6 8",  # l is the length'), []);
    assert.deepEqual(answersIn('["2 3 4 1 5 x 7 6 8", dd],  // dd'), []);
  });

  it('answers boards with a case number, a count or a full stop beside them', () => {
    assert.deepEqual(placed('case 7 2 3 4 1 5 x 7 6 8 ullddrurdllurdruldr'), ['1:26 ullddrurdllurdruldr']);
    assert.deepEqual(placed('Solve 2 3 4 1 5 x 7 6 8.\nullddrurdllurdruldr'), ['2:1 ullddrurdllurdruldr']);
  });
});
