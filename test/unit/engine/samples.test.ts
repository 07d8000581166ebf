// Samples as statements print them and solutions copy them: boards under an
// input header, answers under an output header, paired case by case; runs of
// boards followed by their answers; and no pairing where it would be a guess.
import assert from 'node:assert/strict';
import {
  ANY_CONTEXT,
  findAnswers,
  findAnswersBetween,
  LineSource,
  SAMPLE_LINES,
  ScanContext,
} from '../../../src/engine';

const COUNTS: ScanContext = { puzzle: true, counts: true };

/** `line:column text -> board line`, 1-based, for every answer found. */
function pairs(lines: readonly string[], context: ScanContext = ANY_CONTEXT): string[] {
  return findAnswers(lines, 0, context).map(
    (a) => `${a.line + 1}:${a.start + 1} ${a.text} -> ${a.board.line + 1}`,
  );
}

describe('sample sections', () => {
  it('pairs boards under "Sample Input" with answers under "Sample Output", in order, across blank lines', () => {
    const lines = [
      'Sample Input:',
      '2 3 4 1 5 x 7 6 8',
      '1 2 3 x 4 6 7 5 8',
      '',
      'Sample Output:',
      'ullddrurdllurrdlurd',
      'rdr',
    ];
    assert.deepEqual(pairs(lines), ['6:1 ullddrurdllurrdlurd -> 2', '7:1 rdr -> 3']);
  });

  it('reads the Chinese headers, numbered cases and comment markers', () => {
    assert.deepEqual(pairs(['# 输入 #1', '# 1 2 3 x 4 6 7 5 8', '# 输出 #1', '# rdr']), ['4:3 rdr -> 2']);
    assert.deepEqual(pairs(['// 样例输入', '// 1 2 3 x 4 6 7 5 8', '// 样例输出', '// rdr']), [
      '4:4 rdr -> 2',
    ]);
    assert.deepEqual(pairs(['输入样例：', '1 2 3 x 4 6 7 5 8', '输出样例：', 'rdr']), ['4:1 rdr -> 2']);
  });

  it('reads Markdown headings with code fences, and a docstring', () => {
    const markdown = [
      '## Input',
      '',
      '```text',
      '1 2 3 x 4 6 7 5 8',
      '```',
      '',
      '## Output',
      '',
      '```',
      'rdr',
      '```',
    ];
    assert.deepEqual(pairs(markdown), ['10:1 rdr -> 4']);
    const docstring = ['"""Input', '1 2 3 x 4 6 7 5 8', 'Output', 'rdr"""'];
    assert.deepEqual(pairs(docstring), ['4:1 rdr -> 2']);
  });

  it('reads case labels, a count of cases, capitals and spaced letters', () => {
    const lines = [
      ' * Input',
      ' * 2',
      ' * 1 2 3 x 4 6 7 5 8',
      ' * 1 2 3 4 5 6 x 7 8',
      ' * Output',
      ' * Case 1: RDR',
      ' * Case 2: Moves: R R',
    ];
    assert.deepEqual(pairs(lines), ['6:12 RDR -> 3', '7:19 R R -> 4']);
    assert.deepEqual(
      findAnswers(lines, 0, ANY_CONTEXT).map((a) => a.reading),
      [
        { kind: 'moves', moves: 'rdr' },
        { kind: 'moves', moves: 'rr' },
      ],
    );
  });

  it('judges nothing in a sample whose boards and answers differ in number', () => {
    assert.deepEqual(
      pairs(['Sample Input', '1 2 3 x 4 6 7 5 8', '1 2 3 4 5 6 x 7 8', 'Sample Output', 'rdr']),
      [],
    );
    assert.deepEqual(pairs(['Sample Input', '1 2 3 x 4 6 7 5 8', 'Sample Output', 'rdr', 'rr']), []);
  });

  it('is no section when its input holds anything but boards', () => {
    // A comment titled "Input" over code: its board is read by the usual rules.
    assert.deepEqual(pairs(['# Input', 'n = int(input())', '# 1 2 3 x 4 6 7 5 8', '# rdr']), [
      '4:3 rdr -> 3',
    ]);
    assert.deepEqual(pairs(['Input', 'the board, then', '1 2 3 x 4 6 7 5 8', 'Output', 'rdr']), []);
  });

  it("reads a copied page's side-by-side titles (Input复制  Output复制): the answers follow the boards", () => {
    const copied = [
      '// Input复制\tOutput复制',
      '// 2',
      '// 12X453786',
      '// 12345678X',
      '// 564178X23',
      '// 7568X4123',
      '// Case 1: 2',
      '// dd',
      '// Case 2: 8',
      '// urrulldr',
    ];
    // HDU 3567's cases give their goals: two boards an answer, the second the goal.
    assert.deepEqual(pairs(copied, { ...ANY_CONTEXT, caseGoals: true }), [
      '8:4 dd -> 3',
      '10:4 urrulldr -> 5',
    ]);
    const goals = findAnswers(copied, 0, { ...ANY_CONTEXT, caseGoals: true }).map(
      (answer) => answer.goal?.line,
    );
    assert.deepEqual(goals, [3, 5]);
    // Without a problem that says so, four boards and two answers are no sample: nothing is guessed.
    assert.deepEqual(pairs(copied), []);
  });

  it('reads numbers of moves only where the file names a problem that asks for them', () => {
    const lines = ['输入样例', '283104765', '输出样例', '4'];
    assert.deepEqual(pairs(lines), []);
    assert.deepEqual(pairs(lines, COUNTS), ['4:1 4 -> 2']);
    assert.deepEqual(findAnswers(lines, 0, COUNTS)[0].reading, { kind: 'count', count: 4 });
    assert.deepEqual(pairs(['// 283104765', '// 4'], COUNTS), ['2:4 4 -> 1']);
    assert.deepEqual(findAnswers(['1 2 3 4 x 6 7 5 8', '-1'], 0, COUNTS)[0].reading, { kind: 'unsolvable' });
  });
});

describe('runs of boards and answers', () => {
  it('pairs a run of boards followed directly by as many answers, in order', () => {
    const lines = ['// 1 2 3 4 x 6 7 5 8', '// x 1 3 4 2 5 7 8 6', '// dr', '// rdrd'];
    assert.deepEqual(pairs(lines), ['3:4 dr -> 1', '4:4 rdrd -> 2']);
  });

  it('never judges an answer against the nearer board of two when it may answer the first', () => {
    // Two sample boards, then the answer of the first: judged against the second, it would get a false
    // verdict.
    assert.deepEqual(pairs(['1 2 3 4 5 6 x 7 8', '1 2 3 4 x 6 7 5 8', 'rr']), []);
  });

  it('keeps a run of boards in code (quoted, with commas) out of it', () => {
    assert.deepEqual(pairs(['"1 2 3 4 5 6 x 7 8",', '"1 2 3 4 x 6 7 5 8",', 'dd']), []);
  });

  it('reads a run too long to be a sample by the rule for one board and the line below', () => {
    const boards = Array.from({ length: SAMPLE_LINES + 12 }, () => '1 2 3 4 5 6 7 x 8');
    assert.deepEqual(pairs([...boards, 'r', 'r']), [`${SAMPLE_LINES + 13}:1 r -> ${SAMPLE_LINES + 12}`]);
  });

  it('finds the same pairs in any window of a document as in the whole of it', () => {
    const lines = [
      'notes',
      ...Array.from({ length: 30 }, (_, i) => `# 1 2 3 4 5 6 7 x 8 -> ${i % 2 === 0 ? 'r' : 'l'}`),
      'Sample Input',
      '1 2 3 x 4 6 7 5 8',
      '1 2 3 4 5 6 x 7 8',
      '',
      'Sample Output',
      'rdr',
      'rr',
      '1 2 3 4 5 6 x 7 8',
      '1 2 3 4 x 6 7 5 8',
      'rr',
      ...Array.from({ length: 45 }, () => '1 2 3 4 5 6 7 x 8'),
      'r',
      'r',
    ];
    const source: LineSource = { lineCount: lines.length, lineAt: (line) => lines[line] };
    const key = (a: { line: number; start: number; text: string }): string =>
      `${a.line}:${a.start} ${a.text}`;
    const whole = findAnswers(lines, 0, ANY_CONTEXT).map(key);
    assert.ok(
      whole.includes('36:0 rdr') && whole.includes('37:0 rr') && !whole.includes('40:0 rr'),
      whole.join(', '),
    );
    for (const size of [1, 3, 10, 40]) {
      for (let from = 0; from < lines.length; from++) {
        const to = from + size - 1;
        const inside = whole.filter((k) => Number(k.split(':')[0]) >= from && Number(k.split(':')[0]) <= to);
        assert.deepEqual(
          findAnswersBetween(source, from, to, ANY_CONTEXT).map(key),
          inside,
          `lines ${from}…${to}`,
        );
      }
    }
  });
});
