// The registry of sizes, walked: every size it declares is checked through
// parse, scan, solve and replay, with the facts each declaration claims, so a
// new size is tested the moment it is written. Distances are checked against
// an IDA* in pdbSupport.ts that shares no code with the engine.
import assert from 'node:assert/strict';
import {
  ANY_CONTEXT,
  Board,
  findAnswers,
  findBoards,
  formatBoard,
  hasTable,
  legalMoves,
  parseBoard,
  puzzleOf,
  randomWalk,
  replay,
  seededRandom,
  Size,
  SIZES,
  sizeNamed,
  sizeOfCells,
  sizesForPicker,
  sizesWithCells,
  solve,
} from '../../../src/engine';
import {
  buildPatternDatabase,
  DIGIT_BITS,
  LargeBoardSearch,
  MAX_GROUP,
  partitionFor,
} from '../../../src/engine/pdb';
import { manhattanDistance } from '../support/pdbSupport';

/** A board a few moves from the size's goal, the same on every run. */
function nearBoard(size: Size, moves: number): Board {
  return randomWalk(puzzleOf(size), moves, seededRandom(size.rows * 10 + size.columns));
}

/** The board as people write it in each form the registry declares for the size. */
function writtenForms(size: Size, board: Board): { form: string; line: string }[] {
  const forms: { form: string; line: string }[] = [];
  const { line, grid, bracketed } = size.forms;
  if (line) forms.push({ form: 'line', line: `// ${formatBoard(board)}` });
  if (line === 'symbols')
    forms.push({ form: 'compact', line: `// ${formatBoard(board, { separator: '' })}` });
  if (grid) forms.push({ form: 'grid', line: formatGridLines(size, board) });
  if (bracketed) forms.push({ form: 'bracketed', line: `board = ${bracketedRows(size, board)}` });
  return forms;
}

function formatGridLines(size: Size, board: Board): string {
  const rows: string[] = [];
  for (let row = 0; row < size.rows; row++)
    rows.push(
      formatBoard(board)
        .split(' ')
        .slice(row * size.columns, (row + 1) * size.columns)
        .join(' '),
    );
  return rows.join('\n');
}

/** LeetCode's form: rows of the numbers 0 … n−1, 0 the blank. */
function bracketedRows(size: Size, board: Board): string {
  const rows: string[] = [];
  for (let row = 0; row < size.rows; row++) {
    const cells = board
      .slice(row * size.columns, (row + 1) * size.columns)
      .map((cell) => (cell === size.blank ? 0 : cell));
    rows.push(`[${cells.join(',')}]`);
  }
  return `[${rows.join(',')}]`;
}

describe('the registry of sizes', () => {
  it('declares each size once, with facts that follow from its rows and columns', () => {
    assert.equal(new Set(SIZES.map((size) => size.key)).size, SIZES.length);
    for (const size of SIZES) {
      assert.equal(size.key, `${size.rows}x${size.columns}`);
      assert.equal(size.name, `${size.rows}×${size.columns}`);
      assert.equal(size.cells, size.rows * size.columns);
      assert.equal(size.blank, size.cells);
      assert.deepEqual(
        size.defaultGoal,
        Array.from({ length: size.cells }, (_, i) => i + 1),
      );
      assert.equal(sizeNamed(size.key), size);
      assert.equal(sizeNamed(size.name), size);
      // A cell is one character only while the tiles stay below 10.
      assert.equal(size.symbolCells, size.cells <= 9, size.key);
      // A distance table has an entry per permutation: 9! is the most that fits.
      if (hasTable(size)) assert.ok(size.cells <= 9, `${size.key} has a table of ${size.cells}! entries`);
      else {
        assert.equal(
          size.solvedBy.kind === 'databases' && size.solvedBy.groups.reduce((a, b) => a + b, 0),
          size.cells - 1,
          `${size.key}: the groups hold every tile`,
        );
        // A database indexes each tile's cell in DIGIT_BITS bits, and keeps a byte per placement of at most
        // MAX_GROUP tiles.
        assert.ok(
          size.cells <= 1 << DIGIT_BITS,
          `${size.key}: ${size.cells} cells do not fit ${DIGIT_BITS} bits a tile`,
        );
        assert.ok(
          size.solvedBy.kind === 'databases' && size.solvedBy.groups.every((group) => group <= MAX_GROUP),
          size.key,
        );
      }
      // Every neighbour is mutual: a move and its opposite undo each other.
      for (let cell = 0; cell < size.cells; cell++) {
        for (let code = 0; code < 4; code++) {
          const to = size.neighbours[cell * 4 + code];
          if (to >= 0) assert.equal(size.neighbours[to * 4 + (code ^ 1)], cell, `${size.key} cell ${cell}`);
        }
      }
    }
  });

  it('gives every size a place in Open Board’s picker, the eight puzzle first', () => {
    const picker = sizesForPicker();
    assert.equal(picker[0].key, '3x3');
    assert.deepEqual(
      picker.map((size) => size.picker),
      Array.from({ length: SIZES.length }, (_, i) => i + 1),
    );
  });

  it('writes forms the scanner can tell apart: one grid size per width, symbols only for one-character cells', () => {
    const gridWidths = SIZES.filter((size) => size.forms.grid).map((size) => size.columns);
    assert.equal(new Set(gridWidths).size, gridWidths.length);
    for (const size of SIZES) {
      if (size.forms.line === 'symbols') assert.ok(size.symbolCells, size.key);
      if (size.forms.line === 'numbers') assert.ok(!size.symbolCells, size.key);
    }
  });

  for (const size of SIZES) {
    describe(size.name, function () {
      this.timeout(120_000);
      const puzzle = puzzleOf(size);
      const board = nearBoard(size, 12);

      it('parses its boards, and infers the size from the cells when no other size has as many', () => {
        const text = formatBoard(board);
        const given = parseBoard(text, size);
        assert.ok(given.ok);
        assert.deepEqual(given.board, board);
        assert.equal(given.size, size);
        const inferred = parseBoard(text);
        if (sizeOfCells(size.cells) === size) {
          assert.ok(
            inferred.ok && inferred.size === size,
            `${text} read as ${inferred.ok ? inferred.size.key : inferred.error.message}`,
          );
        } else {
          assert.ok(!inferred.ok && inferred.error.code === 'size-needed', text);
          assert.equal(sizesWithCells(size.cells).length, 2);
        }
      });

      it('is found in free text in exactly the forms the registry declares, and answers after it are paired', () => {
        const forms = writtenForms(size, board);
        const declared = size.forms.line !== false || size.forms.grid || size.forms.bracketed;
        assert.equal(forms.length > 0, declared);
        for (const { form, line } of forms) {
          const lines = line.split('\n');
          const found = findBoards(lines, 0, ANY_CONTEXT);
          assert.equal(found.length, 1, `${form}: ${line}`);
          assert.equal(found[0].size, size, `${form}: ${line}`);
          assert.ok(found[0].result.ok && found[0].result.board.join() === board.join(), `${form}: ${line}`);
          // An answer alone on the next line, as the same comment (or none) writes it: pairing is by form,
          // not by verdict.
          const answer = legalMoves(size, board).join('');
          const prefix = /^(\/\/ )?/.exec(lines[lines.length - 1])?.[0] ?? '';
          const lower = findAnswers([...lines, `${prefix}${answer}`], 0, ANY_CONTEXT);
          assert.deepEqual(
            lower.map((found) => found.text),
            [answer],
            `${form}: ${line}`,
          );
          const upper = findAnswers([...lines, `${prefix}${answer.toUpperCase()}`], 0, ANY_CONTEXT);
          assert.equal(upper.length, size.forms.upperCaseAnswers ? 1 : 0, `${form}, in capitals`);
        }
        if (!declared)
          assert.deepEqual(
            findBoards([`board = ${bracketedRows(size, board)}`]).filter((found) => found.size === size),
            [],
          );
      });

      it('solves its boards as short as an independent search, and every answer replays to the goal', () => {
        const distance = manhattanDistance(size, board, puzzle.goal);
        let moves: string;
        if (hasTable(size)) {
          const solution = solve(puzzle, board);
          assert.ok(solution.solvable);
          moves = solution.moves;
        } else {
          const databases = partitionFor(puzzle).map((tiles) => buildPatternDatabase(puzzle, tiles));
          assert.ok(databases.every((database) => database !== undefined));
          const answer = new LargeBoardSearch(
            puzzle,
            databases.filter((database) => database !== undefined),
          ).solve(board);
          assert.equal(answer.kind, 'shortest');
          moves = answer.kind === 'shortest' ? answer.moves : '';
        }
        assert.equal(moves.length, distance);
        assert.ok(replay(puzzle, board, moves).solved, moves);
      });
    });
  }
});
