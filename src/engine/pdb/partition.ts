import { cellCount, Shape } from '../shape';

/**
 * The disjoint groups of tiles whose pattern databases add up to the
 * heuristic. Groups are cut from the goal's cells in row-major order,
 * starting from the end of the board away from the blank's goal cell, so
 * the blank's corner gets the small group: 6-6-3 on 4×4 and 6-5 on 3×4 and
 * 4×3. For the default goal (blank last) 4×4 gives
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
export function partitionFor(shape: Shape, goal: readonly number[]): number[][] {
  const n = cellCount(shape);
  const blankCell = goal.indexOf(n);
  const cells = Array.from({ length: n }, (_, i) => i);
  if (blankCell < n / 2) cells.reverse();
  const tiles = cells.filter((cell) => cell !== blankCell).map((cell) => goal[cell]);
  const sizes = n === 16 ? [6, 6, 3] : n === 12 ? [6, 5] : [Math.ceil((n - 1) / 2), Math.floor((n - 1) / 2)];
  const groups: number[][] = [];
  let start = 0;
  for (const size of sizes) {
    groups.push(tiles.slice(start, start + size).sort((a, b) => a - b));
    start += size;
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

export function reflectionFor(shape: Shape, goal: readonly number[]): Reflection | undefined {
  if (shape.rows !== shape.columns) return undefined;
  const n = cellCount(shape);
  const side = shape.columns;
  const cell = new Int8Array(n);
  for (let c = 0; c < n; c++) cell[c] = (c % side) * side + Math.floor(c / side);
  const blankCell = goal.indexOf(n);
  if (cell[blankCell] !== blankCell) return undefined;
  const tile = new Int8Array(n + 1);
  for (let c = 0; c < n; c++) tile[goal[c]] = goal[cell[c]];
  return { cell, tile };
}
