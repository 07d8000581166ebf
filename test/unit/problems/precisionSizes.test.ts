import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyMove,
  Board,
  findAnswers,
  findAnswersBetween,
  findBoards,
  findBoardsBetween,
  FoundBoard,
  isMove,
  LineSource,
  sameBoard,
  Size,
} from '../../../src/engine';
import { SIZED_CORPUS, SizedAnswer } from '../../fixtures/precision/expected';
import { fewestMovesWithin } from '../support/plainSearchSized';

const corpus = join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'precision');

function linesOf(file: string): string[] {
  return readFileSync(join(corpus, file), 'utf8').split(/\r?\n/);
}

function source(lines: readonly string[]): LineSource {
  return { lineCount: lines.length, lineAt: (line) => lines[line] };
}

/** The board's cells read from its text here, apart from the engine's parser: numbers, and `0 x X .` as the blank. */
function cellsOf(lines: readonly string[], board: FoundBoard, shape: Size): Board {
  const text = lines
    .slice(board.line, board.line + board.lineCount)
    .map((line, k) =>
      line.slice(k === 0 ? board.start : 0, k === board.lineCount - 1 ? board.end : undefined),
    )
    .join('\n');
  const blank = shape.rows * shape.columns;
  return text
    .replace(/^[\s/*#]+|[\s*/]+$/g, '')
    .replace(/^[\s/*#]+/gm, ' ')
    .split(/[\s,[\]{}]+/)
    .filter((token) => token !== '')
    .map((token) => (/^[0xX.]$/.test(token) ? blank : Number(token)));
}

/**
 * Whether a board can reach the size's goal (the blank last), by the
 * parity rule: inversions among the tiles, plus on an even width the rows
 * between the blank and the bottom row, are even.
 */
function reachesGoal(board: Board, shape: Size): boolean {
  const blank = shape.rows * shape.columns;
  const tiles = board.filter((cell) => cell !== blank);
  let inversions = 0;
  for (let i = 0; i < tiles.length; i++)
    for (let j = i + 1; j < tiles.length; j++) if (tiles[i] > tiles[j]) inversions++;
  const rowsBelow = shape.rows - 1 - Math.floor(board.indexOf(blank) / shape.columns);
  return (inversions + (shape.columns % 2 === 0 ? rowsBelow : 0)) % 2 === 0;
}

/** What replaying an answer on its board does; for a count, whether a search finds it the fewest. */
function outcome(board: Board, answer: string, shape: Size): string {
  if (answer === 'This puzzle is not solvable.')
    return reachesGoal(board, shape) ? 'wrongly unsolvable' : 'unsolvable';
  if (/^-?\d+$/.test(answer)) {
    const fewest = fewestMovesWithin(board, shape.defaultGoal, shape) ?? -1;
    if (Number(answer) === fewest) return fewest < 0 ? 'count -1, unsolvable' : `count ${fewest}, shortest`;
    return `count ${answer}, shortest is ${fewest}`;
  }
  let now: Board = board;
  const moves = answer.toLowerCase();
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i];
    assert.ok(isMove(move));
    const next = applyMove(shape, now, move);
    if (!next) return `step ${i + 1} leaves the board`;
    now = next;
  }
  if (!sameBoard(now, shape.defaultGoal)) return 'short of the goal';
  return `goal in ${moves.length} move${moves.length === 1 ? '' : 's'}`;
}

describe('the precision corpus of other sizes: 4×4 boards, LeetCode’s rows, and sixteen numbers that are none', () => {
  for (const file of SIZED_CORPUS) {
    describe(file.file, () => {
      const lines = linesOf(file.file);

      it('finds every board, with its size, and nothing else', () => {
        const boards = findBoards(lines);
        assert.deepEqual(
          boards.map((board) => `${board.line + 1} ${board.size.name}`),
          file.boards,
        );
        for (const board of boards)
          assert.ok(
            board.result.ok && board.result.size === board.size,
            `the board on line ${board.line + 1} parses as ${board.size.name}`,
          );
      });

      it('pairs exactly the planted answers, and each replays as planted', () => {
        const found = findAnswers(lines).map((answer): SizedAnswer => {
          const cells = cellsOf(lines, answer.board, answer.board.size);
          assert.equal(cells.length, answer.board.size.rows * answer.board.size.columns);
          // The engine's parser, given the size the scanner saw, reads the same cells.
          const parsed = answer.board.result;
          assert.ok(parsed.ok, `the board on line ${answer.board.line + 1} parses`);
          assert.deepEqual([...parsed.board], cells);
          return {
            line: answer.line + 1,
            column: answer.start + 1,
            text: answer.text,
            board: answer.board.line + 1,
            shape: answer.board.size.name,
            outcome: outcome(cells, answer.text, answer.board.size),
          };
        });
        assert.deepEqual(found, file.answers);
      });

      it('finds the same pairs and boards in any window as in the whole file', () => {
        const text = source(lines);
        const whole = findAnswersBetween(text, 0, lines.length - 1).map(
          (a) => `${a.line}:${a.start}:${a.text}`,
        );
        const wholeBoards = findBoardsBetween(text, 0, lines.length - 1).map(
          (b) => `${b.line}:${b.start}:${b.lineCount}`,
        );
        assert.equal(whole.length, file.answers.length);
        assert.equal(wholeBoards.length, file.boards.length);
        const lineOf = (key: string): number => Number(key.split(':')[0]);
        for (const size of [1, 2, 3, 5, 8]) {
          for (let from = 0; from < lines.length; from++) {
            const to = from + size - 1;
            const inside = (key: string): boolean => lineOf(key) >= from && lineOf(key) <= to;
            assert.deepEqual(
              findAnswersBetween(text, from, to).map((a) => `${a.line}:${a.start}:${a.text}`),
              whole.filter(inside),
              `answers on lines ${from}…${to}`,
            );
            assert.deepEqual(
              findBoardsBetween(text, from, to).map((b) => `${b.line}:${b.start}:${b.lineCount}`),
              wholeBoards.filter(inside),
              `boards on lines ${from}…${to}`,
            );
          }
        }
      });
    });
  }
});
