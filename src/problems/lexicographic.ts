import { Board, distanceTable, MOVES, Puzzle, puzzleOf, rank, UNREACHABLE } from '../engine';

/**
 * HDU 3567's rule: of the shortest move strings, the smallest in character
 * order (`d < l < r < u`). Moves depend only on where the blank is, so
 * relabelling the tiles keeps every move string: a board toward any goal is
 * the relabelled board toward the goal with the same blank cell and the
 * tiles in order. Nine distance tables (one per blank cell, built on first
 * use) serve every goal, and the smallest string is a walk that takes, at
 * each step, the first letter in that order whose move is one step closer.
 */

/** Move codes (indices in `MOVES`, `u d l r`) in the order of their letters: d, l, r, u. */
const LETTER_ORDER: readonly number[] = MOVES.map((move, code) => ({ move, code }))
  .sort((a, b) => (a.move < b.move ? -1 : 1))
  .map(({ code }) => code);

/** The goal of the puzzle's size with the blank at `cell` and the tiles 1 … n−1 in reading order around it. */
function canonicalGoal(puzzle: Puzzle, cell: number): number[] {
  const { size } = puzzle;
  const goal: number[] = [];
  let tile = 1;
  for (let i = 0; i < size.cells; i++) goal.push(i === cell ? size.blank : tile++);
  return goal;
}

/**
 * The same question with the tiles relabelled so the goal's are in order: its puzzle (a size with a table)
 * and board.
 */
export function relabelled(
  puzzle: Puzzle,
  board: Board,
): { readonly puzzle: Puzzle; readonly board: number[] } {
  const { goal, size } = puzzle;
  const canonical = canonicalGoal(puzzle, puzzle.blankHome);
  const label = new Array<number>(size.blank + 1);
  for (let i = 0; i < goal.length; i++) label[goal[i]] = canonical[i];
  return { puzzle: puzzleOf(size, canonical), board: board.map((value) => label[value]) };
}

/** The fewest moves from `board` to the puzzle's goal, or undefined when it cannot reach it (sizes with a table). */
export function distanceToward(puzzle: Puzzle, board: Board): number | undefined {
  const canonical = relabelled(puzzle, board);
  const distance = distanceTable(canonical.puzzle).distance[rank(canonical.board)];
  return distance === UNREACHABLE ? undefined : distance;
}

/** The lexicographically smallest of the shortest move strings from `board` to the puzzle's goal, or undefined when there is none. */
export function smallestShortest(puzzle: Puzzle, board: Board): string | undefined {
  const canonical = relabelled(puzzle, board);
  const table = distanceTable(canonical.puzzle);
  const { neighbours, blank: BLANK } = puzzle.size;
  const cells = canonical.board;
  let blank = cells.indexOf(BLANK);
  let distance = table.distance[rank(cells)];
  if (distance === UNREACHABLE) return undefined;
  let moves = '';
  while (distance > 0) {
    for (const code of LETTER_ORDER) {
      const to = neighbours[blank * 4 + code];
      if (to < 0) continue;
      cells[blank] = cells[to];
      cells[to] = BLANK;
      if (table.distance[rank(cells)] === distance - 1) {
        moves += MOVES[code];
        blank = to;
        distance--;
        break;
      }
      cells[to] = cells[blank];
      cells[blank] = BLANK;
    }
  }
  return moves;
}
