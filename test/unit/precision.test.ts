import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeVerdict, findAnswers, findAnswersBetween, findBoards, findBoardsBetween, judgeAnswer, LineSource, puzzleOf } from '../../src/engine';
import { CORPUS, PlantedAnswer } from '../fixtures/precision/expected';

const corpus = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'precision');

function linesOf(file: string): string[] {
  return readFileSync(join(corpus, file), 'utf8').split(/\r?\n/);
}

function source(lines: readonly string[]): LineSource {
  return { lineCount: lines.length, lineAt: (line) => lines[line] };
}

/** What the scanner and the judge make of a file, in the corpus's terms. */
function judged(lines: readonly string[]): PlantedAnswer[] {
  return findAnswers(lines).map((answer) => {
    assert.ok(answer.board.result.ok, `the board of ${answer.text} on line ${answer.line + 1} does not parse`);
    const verdict = judgeAnswer(puzzleOf(answer.board.size), answer.board.result.board, answer.text);
    return { line: answer.line + 1, column: answer.start + 1, text: answer.text, board: answer.board.line + 1, kind: verdict.kind, message: describeVerdict(verdict).message };
  });
}

/** Words made of u, d, l, r that are not planted answers: the names the scanner must leave alone. */
function decoys(lines: readonly string[], answers: readonly PlantedAnswer[]): { line: number; column: number }[] {
  const planted = new Set(answers.map((a) => `${a.line}:${a.column}`));
  const found: { line: number; column: number }[] = [];
  lines.forEach((text, i) => {
    for (const word of text.matchAll(/(?<![\w'])[udlr]+(?![\w'])|(?<!\w)unsolvable(?!\w)/g)) {
      const column = (word.index ?? 0) + 1;
      if (!planted.has(`${i + 1}:${column}`)) found.push({ line: i + 1, column });
    }
  });
  return found;
}

describe('the precision corpus: ordinary source files with planted answers', () => {
  for (const file of CORPUS) {
    describe(file.file, () => {
      const lines = linesOf(file.file);

      it('judges every planted answer, with its verdict, and nothing else', () => {
        assert.deepEqual(judged(lines), file.answers);
      });

      it('finds every board', () => {
        assert.deepEqual(
          findBoards(lines).map((board) => board.line + 1),
          file.boards,
        );
        for (const answer of file.answers) assert.ok(file.boards.includes(answer.board), `the board of line ${answer.line}`);
      });

      it('holds right and wrong answers, and u/d/l/r names right after boards, on their line and on the next', () => {
        const kinds = new Set(file.answers.map((a) => a.kind));
        assert.ok(kinds.has('shortest'), 'a right answer');
        assert.ok([...kinds].some((kind) => kind !== 'shortest' && kind !== 'unsolvable'), 'a wrong answer');
        const names = decoys(lines, file.answers);
        assert.ok(names.some((name) => file.boards.includes(name.line)), 'a name on a board’s line');
        assert.ok(names.some((name) => file.boards.includes(name.line - 1)), 'a name on the line after a board');
      });

      it('finds the same pairs and boards in any window as in the whole file', () => {
        const text = source(lines);
        const whole = findAnswersBetween(text, 0, lines.length - 1).map((a) => `${a.line}:${a.start}:${a.text}`);
        const wholeBoards = findBoardsBetween(text, 0, lines.length - 1).map((b) => `${b.line}:${b.start}:${b.lineCount}`);
        assert.equal(whole.length, file.answers.length);
        assert.equal(wholeBoards.length, file.boards.length);
        const lineOf = (key: string): number => Number(key.split(':')[0]);
        for (const size of [1, 2, 3, 4, 5, 8, 30]) {
          for (let from = 0; from < lines.length; from++) {
            const to = from + size - 1;
            const inside = (key: string): boolean => lineOf(key) >= from && lineOf(key) <= to;
            const answers = findAnswersBetween(text, from, to).map((a) => `${a.line}:${a.start}:${a.text}`);
            assert.deepEqual(answers, whole.filter(inside), `answers on lines ${from}…${to}`);
            const boards = findBoardsBetween(text, from, to).map((b) => `${b.line}:${b.start}:${b.lineCount}`);
            assert.deepEqual(boards, wholeBoards.filter(inside), `boards on lines ${from}…${to}`);
          }
        }
      });
    });
  }

  it('covers Python, JavaScript, TypeScript, C++, Java, Go and Markdown', () => {
    assert.deepEqual(
      CORPUS.map((file) => file.language),
      ['python', 'javascript', 'typescript', 'cpp', 'java', 'go', 'markdown'],
    );
  });
});
