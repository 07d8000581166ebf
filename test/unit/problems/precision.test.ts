import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  describeVerdict,
  findAnswers,
  findAnswersBetween,
  findBoards,
  findBoardsBetween,
  FoundAnswer,
  judgeAnswer,
  judgeMoveCount,
  LineSource,
  puzzleOf,
  puzzleOfAnswer,
  UNSOLVABLE,
  Verdict,
} from '../../../src/engine';
import { fileProblemOf, FileProblem, goalFor } from '../../../src/problems';
import { CORPUS, LAYOUTS, ORDINARY, PlantedAnswer } from '../../fixtures/precision/expected';

const corpus = join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'precision');

function linesOf(file: string): string[] {
  return readFileSync(join(corpus, file), 'utf8').split(/\r?\n/);
}

function source(lines: readonly string[]): LineSource {
  return { lineCount: lines.length, lineAt: (line) => lines[line] };
}

/** The file as the extension reads it: the problem it names, and what it says of itself. */
function fileOf(lines: readonly string[]): FileProblem {
  return fileProblemOf(lines.join('\n'));
}

/**
 * The verdict as the extension gives it with no goal set: toward the named problem's goal, or the default; a
 * count judged as a count.
 */
function verdictOf(answer: FoundAnswer, file: FileProblem): Verdict {
  assert.ok(answer.board.result.ok, `the board of ${answer.text} on line ${answer.line + 1} does not parse`);
  // A case that gives its own goal (HDU 3567, 九宫重排) goes toward it.
  const puzzle = puzzleOfAnswer(
    answer,
    (size) => goalFor(size, undefined, puzzleOf(size), file.problem).puzzle,
  );
  assert.ok(puzzle, `the goal of ${answer.text} on line ${answer.line + 1} does not parse`);
  const { board } = answer.board.result;
  const { reading } = answer;
  if (reading.kind === 'count') return judgeMoveCount(puzzle, board, reading.count);
  return judgeAnswer(puzzle, board, reading.kind === 'moves' ? reading.moves : UNSOLVABLE);
}

/** What the scanner and the judge make of a file, in the corpus's terms. */
function judged(lines: readonly string[]): PlantedAnswer[] {
  const file = fileOf(lines);
  return findAnswers(lines, 0, file.context).map((answer) => {
    const verdict = verdictOf(answer, file);
    const planted = {
      line: answer.line + 1,
      column: answer.start + 1,
      text: answer.text,
      board: answer.board.line + 1,
      kind: verdict.kind,
      message: describeVerdict(verdict).message,
    };
    return answer.reading.kind === 'count' ? { ...planted, count: true } : planted;
  });
}

/** Words made of u, d, l, r that are not planted answers: the names the scanner must leave alone. */
function decoys(
  lines: readonly string[],
  answers: readonly PlantedAnswer[],
): { line: number; column: number }[] {
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

describe('the precision corpus: ordinary source files with planted answers, and the layouts of samples and answers', () => {
  for (const file of [...CORPUS, ...LAYOUTS]) {
    describe(file.file, () => {
      const lines = linesOf(file.file);

      it('judges every planted answer, with its verdict, and nothing else', () => {
        assert.deepEqual(judged(lines), file.answers);
      });

      it('finds every board', () => {
        assert.deepEqual(
          findBoards(lines, 0, fileOf(lines).context).map((board) => board.line + 1),
          file.boards,
        );
        for (const answer of file.answers)
          assert.ok(file.boards.includes(answer.board), `the board of line ${answer.line}`);
      });

      // A layout's file tests its pairing; the source files also hide u/d/l/r names beside their boards.
      if (CORPUS.includes(file))
        it('holds right and wrong answers, and u/d/l/r names right after boards, on their line and on the next', () => {
          const kinds = new Set(file.answers.map((a) => a.kind));
          assert.ok(kinds.has('shortest'), 'a right answer');
          assert.ok(
            [...kinds].some((kind) => kind !== 'shortest' && kind !== 'unsolvable'),
            'a wrong answer',
          );
          const names = decoys(lines, file.answers);
          assert.ok(
            names.some((name) => file.boards.includes(name.line)),
            'a name on a board’s line',
          );
          assert.ok(
            names.some((name) => file.boards.includes(name.line - 1)),
            'a name on the line after a board',
          );
        });

      it('finds the same pairs and boards in any window as in the whole file', () => {
        const text = source(lines);
        const { context } = fileOf(lines);
        const whole = findAnswersBetween(text, 0, lines.length - 1, context).map(
          (a) => `${a.line}:${a.start}:${a.text}`,
        );
        const wholeBoards = findBoardsBetween(text, 0, lines.length - 1, context).map(
          (b) => `${b.line}:${b.start}:${b.lineCount}`,
        );
        assert.equal(whole.length, file.answers.length);
        assert.equal(wholeBoards.length, file.boards.length);
        const lineOf = (key: string): number => Number(key.split(':')[0]);
        for (const size of [1, 2, 3, 4, 5, 8, 30]) {
          for (let from = 0; from < lines.length; from++) {
            const to = from + size - 1;
            const inside = (key: string): boolean => lineOf(key) >= from && lineOf(key) <= to;
            const answers = findAnswersBetween(text, from, to, context).map(
              (a) => `${a.line}:${a.start}:${a.text}`,
            );
            assert.deepEqual(answers, whole.filter(inside), `answers on lines ${from}…${to}`);
            const boards = findBoardsBetween(text, from, to, context).map(
              (b) => `${b.line}:${b.start}:${b.lineCount}`,
            );
            assert.deepEqual(boards, wholeBoards.filter(inside), `boards on lines ${from}…${to}`);
          }
        }
      });
    });
  }

  it('covers Python, JavaScript, TypeScript, C++, Java, Go and Markdown, and samples in C++, Python, Java and Markdown', () => {
    assert.deepEqual(
      CORPUS.map((file) => file.language),
      [
        'python',
        'javascript',
        'typescript',
        'cpp',
        'java',
        'go',
        'markdown',
        'cpp',
        'python',
        'java',
        'markdown',
        'cpp',
      ],
    );
  });
});

describe('the precision corpus: ordinary files whose numbers are no boards', () => {
  for (const file of ORDINARY) {
    it(`${file.file}: no board, no answer`, () => {
      const lines = linesOf(file.file);
      const { context } = fileOf(lines);
      assert.deepEqual(
        findBoards(lines, 0, context).map(
          (board) => `${board.line + 1}: ${lines[board.line].slice(board.start, board.end)}`,
        ),
        [],
      );
      assert.deepEqual(findAnswers(lines, 0, context), []);
      assert.deepEqual(findBoardsBetween(source(lines), 0, lines.length - 1), []);
    });
  }

  it('holds each form of false board, which a file about the puzzle would read as boards', () => {
    // The same lines under a line that says "puzzle": the forms that need no context to be cut are cut there
    // too.
    const all = ORDINARY.flatMap((file) => linesOf(file.file));
    const inPuzzleFile = ['// the eight puzzle', ...all];
    const found = findBoards(inPuzzleFile).map((board) =>
      inPuzzleFile[board.line].slice(board.start, board.end),
    );
    assert.deepEqual(found, [
      '[[0, 1, 2], [3, 4, 5]]',
      '153486702',
      '14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7',
      '0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15',
      '0, 1, 3, 2, 6, 7, 5, 4, 12, 13, 15, 14, 10, 11, 9, 8',
      '0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15',
      '153486702',
      '[[0, 1, 2], [3, 4, 5]]',
      '2, 5, 8, 1, 4, 7, 0, 3, 6',
      '6, 3, 0, 7, 4, 1, 8, 5, 2',
      '8, 7, 6, 5, 4, 3, 2, 1, 0',
      '3, 1, 0, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14',
      '0, 2, 1, 3, 4, 6, 5, 7, 8, 10, 9, 11, 12, 14, 13, 15',
      '8 7 6 3 4 5 2 1 0',
      // A regular expression's anchored token is no board even in a file about the puzzle; the compared one
      // is.
      '12345678X',
    ]);
  });
});
