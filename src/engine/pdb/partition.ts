import type { Puzzle } from '../puzzleType';

/**
 * Which of a size's partitions: the full one, the best heuristic; or the
 * quick one (smaller groups, built in well under a second) that answers
 * while the full one builds. A size without a quick partition has only the full one.
 */
export type Partition = 'full' | 'quick';

/** Whether the size declares a quick partition, to answer with while its full databases build. */
export function hasQuickPartition(puzzle: Puzzle): boolean {
  return puzzle.size.solvedBy.kind === 'databases' && puzzle.size.solvedBy.quick !== undefined;
}

/** `6-6-3`: a partition's group sizes, as people name it. */
export function partitionName(puzzle: Puzzle, which: Partition): string {
  return partitionFor(puzzle, which)
    .map((tiles) => tiles.length)
    .join('-');
}

/**
 * Partitions drawn cell by cell for the blank's goal cell in the top-left
 * corner, keyed by size and group sizes: the letters are the groups in the
 * order of the sizes (A the first), `.` the blank. A goal with the blank in
 * another corner gets the drawing flipped to put it there.
 *
 * 4×4 6-6-3: of the 6-6-3 shapes measured on Korf's 100 with the mirror
 * (expanded nodes per instance), this one expands the fewest: 492,581,
 * against 633,314 for two 2×3 blocks under the blank's row with that row's
 * 3 tiles the third group, 801,626 for the row-major cut, and 617,555
 * published by Felner, Korf and Hanan (2004). The small group is the three
 * tiles around the blank's corner, which the blank passes most; the two
 * six-tile groups are the columns away from it and the rows away from it.
 */
const DRAWN: Readonly<Record<string, readonly string[]>> = {
  '4x4 6-6-3': ['.CAA', 'CCAA', 'BBAA', 'BBBB'],
};

/**
 * The disjoint groups of tiles whose pattern databases add up to the
 * heuristic, of the sizes the registry gives (sizes.ts): the drawn
 * partition above where there is one for the size and the blank's goal is in
 * a corner, and otherwise groups cut from the goal's cells in row-major
 * order, starting from the end of the board away from the blank's goal cell,
 * so the blank's corner gets the small group: 6-5 on 3×4 and 4×3, and the
 * quick 5-5-5 on 4×4. For the default goal (blank last) 4×4's 6-6-3 is
 *
 *     B B B B
 *     B B A A
 *     A A C C
 *     A A C .
 *
 * On purpose a partition is not mapped onto itself by the reflection about
 * the main diagonal: the reflected board is looked up in the same tables,
 * and with a partition the reflection preserves the reflected value would
 * always equal the direct one. Here the reflection swaps the shapes of A and
 * B, so the maximum of the two is a real gain (Korf & Felner's use of it).
 */
export function partitionFor(puzzle: Puzzle, which: Partition = 'full'): number[][] {
  const { size } = puzzle;
  if (size.solvedBy.kind !== 'databases')
    throw new RangeError(`${size.name} boards are solved by a distance table, not pattern databases`);
  const counts = which === 'quick' ? (size.solvedBy.quick ?? size.solvedBy.groups) : size.solvedBy.groups;
  return drawnPartition(puzzle, counts) ?? cutPartition(puzzle, counts);
}

function drawnPartition(puzzle: Puzzle, counts: readonly number[]): number[][] | undefined {
  const { size, goal, blankHome } = puzzle;
  const drawing = DRAWN[`${size.key} ${counts.join('-')}`];
  const row = Math.floor(blankHome / size.columns);
  const column = blankHome % size.columns;
  const flipRows = row === size.rows - 1;
  const flipColumns = column === size.columns - 1;
  if (!drawing || (row !== 0 && !flipRows) || (column !== 0 && !flipColumns)) return undefined;
  const groups: number[][] = counts.map(() => []);
  drawing.forEach((line, r) => {
    [...line].forEach((letter, c) => {
      if (letter === '.') return;
      const cell =
        (flipRows ? size.rows - 1 - r : r) * size.columns + (flipColumns ? size.columns - 1 - c : c);
      groups[letter.charCodeAt(0) - 65].push(goal[cell]);
    });
  });
  if (groups.some((tiles, i) => tiles.length !== counts[i]))
    throw new Error(`the drawn ${size.name} partition does not have groups of ${counts.join('-')}`);
  return groups.map((tiles) => tiles.sort((a, b) => a - b));
}

function cutPartition(puzzle: Puzzle, counts: readonly number[]): number[][] {
  const { size, goal, blankHome } = puzzle;
  const n = size.cells;
  const cells = Array.from({ length: n }, (_, i) => i);
  if (blankHome < n / 2) cells.reverse();
  const tiles = cells.filter((cell) => cell !== blankHome).map((cell) => goal[cell]);
  const groups: number[][] = [];
  let start = 0;
  for (const count of counts) {
    groups.push(tiles.slice(start, start + count).sort((a, b) => a - b));
    start += count;
  }
  return groups;
}

/**
 * The reflection about the main diagonal as a symmetry of the puzzle for
 * this goal, or undefined when there is none (not square, or the blank's
 * goal cell off the diagonal). `cell[c]` is c's mirror cell; `tile[t]` is the
 * tile whose goal cell mirrors t's (the blank maps to itself). A board B
 * and its mirror B′ (B′[cell[c]] = tile[B[c]]) are equally far from the
 * goal, so the heuristic of B′ is a lower bound for B too.
 */
export interface Reflection {
  readonly cell: Int8Array;
  readonly tile: Int8Array;
}

export function reflectionFor(puzzle: Puzzle): Reflection | undefined {
  const { size, goal, blankHome } = puzzle;
  if (size.rows !== size.columns) return undefined;
  const n = size.cells;
  const side = size.columns;
  const cell = new Int8Array(n);
  for (let c = 0; c < n; c++) cell[c] = (c % side) * side + Math.floor(c / side);
  if (cell[blankHome] !== blankHome) return undefined;
  const tile = new Int8Array(n + 1);
  for (let c = 0; c < n; c++) tile[goal[c]] = goal[cell[c]];
  return { cell, tile };
}
