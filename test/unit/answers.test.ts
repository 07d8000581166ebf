import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findAnswers } from '../../src/engine';

const samples = join(__dirname, '..', '..', '..', 'samples');

/** `line: answer` for every answer found, 1-based lines as an editor shows them. */
function answersIn(text: string): string[] {
  return findAnswers(text.split(/\r?\n/)).map((answer) => `${answer.line + 1}: ${answer.text}`);
}

describe('pairing answers with boards in real-looking files', () => {
  it('C++: same-line answers and an answer on the line after, in comments; never identifiers', () => {
    const found = answersIn(readFileSync(join(samples, 'solution.cpp'), 'utf8'));
    assert.deepEqual(found, ['4: ullddrurdllurdruldr', '6: ullddrurdllurdrul', '9: rdrd']);
  });

  it('Python: a grid in a docstring with its answer below, and unsolvable claims', () => {
    const found = answersIn(readFileSync(join(samples, 'solve.py'), 'utf8'));
    assert.deepEqual(found, ['8: ruulddruuldldrrullurrdlldruurdd', '12: unsolvable', '16: unsolvable', '36: ullddrurdllurdruldr']);
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

  it('pairs an answer on the next line only when it is the first word there', () => {
    assert.deepEqual(answersIn('1 2 3 4 5 6 7 x 8\nr is right'), ['2: r']);
    assert.deepEqual(answersIn('1 2 3 4 5 6 7 x 8\nright: r'), []);
    assert.deepEqual(answersIn('# 1 2 3 4 5 6 7 x 8\n# r'), ['2: r']);
  });
});
