// `eight-puzzle lint` reads a text as the editor does: samples paired case by
// case, the problem a file names giving its goal and answer form, and the
// file's head deciding what its numbers are, however long the text.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');

interface Entry {
  readonly line: number;
  readonly text: string;
  readonly boardLine: number;
  readonly ok: boolean;
  readonly message: string;
}

function lint(input: string, ...args: string[]): Entry[] {
  const r = spawnSync(process.execPath, [CLI, 'lint', '--format', 'json', '-', ...args], {
    input,
    encoding: 'utf8',
  });
  return JSON.parse(r.stdout) as Entry[];
}

const brief = (entries: Entry[]): string[] =>
  entries.map((e) => `${e.line} ${e.text} -> ${e.boardLine} ${e.ok ? '✓' : '✗'} ${e.message}`);

describe('eight-puzzle lint on samples and named problems', () => {
  it('pairs a sample section case by case, and judges nothing of an ambiguous one', () => {
    const text = [
      'Sample Input',
      '2 3 4 1 5 x 7 6 8',
      '1 2 3 4 5 6 x 7 8',
      'Sample Output',
      'ullddrurdllurrdlurd',
      'rrr',
      '',
      '1 2 3 4 5 6 x 7 8',
      '1 2 3 4 x 6 7 5 8',
      'rr',
      '',
    ].join('\n');
    assert.deepEqual(brief(lint(text)), [
      '5 ullddrurdllurrdlurd -> 2 ✓ 19 moves, shortest',
      "6 rrr -> 3 ✗ step 3: 'r' leaves the board",
    ]);
  });

  it('judges step counts toward the goal of Luogu P1379, and --goal wins over it', () => {
    const text = '// 洛谷 P1379\n// 输入样例\n// 283104765\n// 输出样例\n// 5\n';
    assert.deepEqual(brief(lint(text)), ['5 5 -> 3 ✗ 5 moves (shortest is 4)']);
    assert.deepEqual(brief(lint(text.replace('// 5', '// 4'))), ['5 4 -> 3 ✓ 4 moves, shortest']);
    assert.notDeepEqual(brief(lint(text.replace('// 5', '// 4'), '--goal', '12345678x')), [
      '5 4 -> 3 ✓ 4 moves, shortest',
    ]);
  });

  it('reads a long text with its head: a file about the puzzle keeps its compact boards to the end', () => {
    const filler = Array.from({ length: 3000 }, (_, i) => `line ${i}`);
    const text = ['# the eight puzzle', ...filler, '123456780', 'r', ''].join('\n');
    assert.deepEqual(brief(lint(text)), [
      `${filler.length + 3} r -> ${filler.length + 2} ✗ step 1: 'r' leaves the board`,
    ]);
    // Without the head's word, digits alone are a number.
    assert.deepEqual(lint(text.replace('# the eight puzzle', '# notes')), []);
  });
});
