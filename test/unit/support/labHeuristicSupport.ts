// The lab's heuristic checks' tests: the true distances from a breadth-first
// search written here (not the engine's table), and the heuristics of the
// fixtures again in TypeScript, so every figure a check reports is worked
// out a second way. Boards are the learner's: tiles in row order, 0 the blank.
import { join } from 'node:path';

export const HEURISTICS = join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'heuristics');

export interface Space {
  /** Every board the goal reaches, in the order the search met them. */
  readonly boards: readonly number[][];
  readonly distance: ReadonlyMap<string, number>;
  /** Each edge once. */
  readonly edges: readonly [string, string][];
}

function neighbours(board: readonly number[], columns: number): number[][] {
  const blank = board.indexOf(0);
  const row = Math.floor(blank / columns);
  const column = blank % columns;
  const rows = board.length / columns;
  const cells: number[] = [];
  if (row > 0) cells.push(blank - columns);
  if (row < rows - 1) cells.push(blank + columns);
  if (column > 0) cells.push(blank - 1);
  if (column < columns - 1) cells.push(blank + 1);
  return cells.map((cell) => {
    const next = board.slice();
    next[blank] = next[cell];
    next[cell] = 0;
    return next;
  });
}

/** A plain breadth-first search from the goal over boards as arrays. */
export function searchFrom(goal: readonly number[], columns: number): Space {
  const distance = new Map<string, number>([[goal.join(','), 0]]);
  const boards: number[][] = [goal.slice()];
  const edges: [string, string][] = [];
  for (let head = 0; head < boards.length; head++) {
    const board = boards[head];
    const key = board.join(',');
    for (const next of neighbours(board, columns)) {
      const nextKey = next.join(',');
      if (key < nextKey) edges.push([key, nextKey]);
      if (distance.has(nextKey)) continue;
      distance.set(nextKey, (distance.get(key) ?? 0) + 1);
      boards.push(next);
    }
  }
  return { boards, distance, edges };
}

export type Heuristic = (board: readonly number[], goal: readonly number[], columns: number) => number;

export const manhattan: Heuristic = (board, goal, columns) => {
  let sum = 0;
  board.forEach((tile, i) => {
    if (tile === 0) return;
    const home = goal.indexOf(tile);
    sum +=
      Math.abs(Math.floor(i / columns) - Math.floor(home / columns)) +
      Math.abs((i % columns) - (home % columns));
  });
  return sum;
};

export const twiceManhattan: Heuristic = (board, goal, columns) => 2 * manhattan(board, goal, columns);

export const blankParity: Heuristic = (board, goal, columns) => {
  const blank = board.indexOf(0);
  return (Math.floor(blank / columns) + (blank % columns)) % 2 === 0 ? manhattan(board, goal, columns) : 0;
};

export interface Expected {
  readonly boards: number;
  readonly edges: number;
  readonly goalValue: number;
  readonly overestimates: number;
  readonly worstExcess: number | null;
  /** The boards (judges' form) of the worst excess at the least distance: the worst must be one of them. */
  readonly worstCandidates: ReadonlySet<string>;
  readonly inconsistentEdges: number;
  readonly byDistance: readonly {
    distance: number;
    boards: number;
    sumH: number;
    exact: number;
    over: number;
  }[];
}

/** `5 7 4 8 x 2 6 3 1`. */
export function judgesForm(board: readonly number[]): string {
  return board.map((tile) => (tile === 0 ? 'x' : String(tile))).join(' ');
}

/** The figures a check of `h` must report, worked out over the space. */
export function expectedFigures(
  space: Space,
  goal: readonly number[],
  columns: number,
  h: Heuristic,
): Expected {
  const value = new Map<string, number>();
  const rows: { distance: number; boards: number; sumH: number; exact: number; over: number }[] = [];
  let overestimates = 0;
  let worst: { excess: number; distance: number; boards: Set<string> } | undefined;
  for (const board of space.boards) {
    const key = board.join(',');
    const hv = h(board, goal, columns);
    value.set(key, hv);
    const d = space.distance.get(key) ?? -1;
    const row = (rows[d] ??= { distance: d, boards: 0, sumH: 0, exact: 0, over: 0 });
    row.boards++;
    row.sumH += hv;
    if (hv === d) row.exact++;
    if (hv > d) {
      row.over++;
      overestimates++;
      const excess = hv - d;
      if (!worst || excess > worst.excess || (excess === worst.excess && d < worst.distance))
        worst = { excess, distance: d, boards: new Set() };
      if (excess === worst.excess && d === worst.distance) worst.boards.add(judgesForm(board));
    }
  }
  const inconsistentEdges = space.edges.filter(
    ([a, b]) => Math.abs((value.get(a) ?? 0) - (value.get(b) ?? 0)) > 1,
  ).length;
  return {
    boards: space.boards.length,
    edges: space.edges.length,
    goalValue: h(goal, goal, columns),
    overestimates,
    worstExcess: worst?.excess ?? null,
    worstCandidates: worst?.boards ?? new Set(),
    inconsistentEdges,
    byDistance: rows,
  };
}
