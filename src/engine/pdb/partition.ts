import type { Puzzle } from '../puzzle';

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
 * The disjoint groups of tiles whose pattern databases add up to the
 * heuristic, of the sizes the registry gives (sizes.ts). Groups are cut from
 * the goal's cells in row-major order, starting from the end of the board
 * away from the blank's goal cell, so the blank's corner gets the small
 * group: 6-6-3 on 4×4 and 6-5 on 3×4 and 4×3. For the default goal (blank
 * last) 4×4 gives
 *
 *     A A A A
 *     A A B B
 *     B B B B
 *     C C C .
 *
 * On purpose this partition is not mapped onto itself by the reflection
 * about the main diagonal: the reflected board is looked up in the same
 * tables, and with a partition the reflection preserves the reflected value
 * would always equal the direct one. Rows here become columns there, so the
 * maximum of the two is a real gain (Korf & Felner's use of the reflection).
 */
export function partitionFor(puzzle: Puzzle, which: Partition = 'full'): number[][] {
  const { size, goal, blankHome } = puzzle;
  if (size.solvedBy.kind !== 'databases') throw new RangeError(`${size.name} boards are solved by a distance table, not pattern databases`);
  const counts = which === 'quick' ? (size.solvedBy.quick ?? size.solvedBy.groups) : size.solvedBy.groups;
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
