import { readFileSync } from 'node:fs';
import { Board, BoardReader, distanceTable, EIGHT_PUZZLE, isSolvable, parseBoard, permutations, Puzzle, randomBoard, rank, readBoardCells, sameBoard, seededRandom, Size, unrank, UNREACHABLE } from '../engine';
import { MOST_RANDOM_CASES, TestSetSpec } from './spec';

/**
 * The boards of a test set, held compactly: the cells and the optimal
 * distance per case, so the 9! set is 3.6 MB rather than 362,880 arrays.
 */
export interface CaseSet {
  /** `edge`, `random:100`, `all`, or the file's path. */
  readonly name: string;
  readonly count: number;
  /** The size of every board in it. */
  readonly size: Size;
  /** Cells of case i at `cells * i` (9 on the eight puzzle), tiles and the blank as the engine's boards have them. */
  readonly cells: Uint8Array;
  /** Moves to the goal per case, or {@link UNREACHABLE} when the board cannot reach it. */
  readonly optimal: Uint8Array;
}

export type CaseSetResult = { readonly ok: true; readonly set: CaseSet } | { readonly ok: false; readonly message: string };

/** The third seed's sample board, the one every eight puzzle statement shows. */
const SAMPLE: Board = [2, 3, 4, 1, 5, 9, 7, 6, 8];

/**
 * The boards of `spec` toward the puzzle's goal. Without unsolvable boards
 * (Luogu P1379 promises a solution), the generated sets leave them out; a
 * file is taken as it is.
 */
export function makeCaseSet(spec: TestSetSpec, puzzle: Puzzle, unsolvableBoards: boolean): CaseSetResult {
  switch (spec.kind) {
    case 'edge':
      return { ok: true, set: fromBoards('edge', edgeBoards(puzzle, unsolvableBoards), puzzle) };
    case 'random': {
      if (!Number.isInteger(spec.count) || spec.count < 1 || spec.count > MOST_RANDOM_CASES) {
        return { ok: false, message: `random:${spec.count}: expected a whole number of boards from 1 to ${MOST_RANDOM_CASES.toLocaleString('en-US')}` };
      }
      const random = seededRandom(spec.seed);
      const boards: Board[] = [];
      while (boards.length < spec.count) {
        const board = randomBoard(puzzle.size, random);
        if (unsolvableBoards || isSolvable(puzzle, board)) boards.push(board);
      }
      return { ok: true, set: fromBoards(`random:${spec.count}`, boards, puzzle) };
    }
    case 'all':
      return { ok: true, set: allBoards(puzzle, unsolvableBoards) };
    case 'file':
      return fileBoards(spec.path, puzzle);
  }
}

/**
 * The boards where programs go wrong: the solved board first, then one
 * board at every distance from 1 to the largest, the sample, every board
 * at the largest distance, and boards that cannot be solved (two tiles
 * swapped, which looks innocent, and far from the goal).
 */
export function edgeBoards(puzzle: Puzzle, unsolvableBoards: boolean): Board[] {
  const { goal, size } = puzzle;
  const table = distanceTable(puzzle);
  const boards: Board[] = [goal];
  const unrankAt = (order: number): Board => unrank(size, table.order[order]);
  // The statements' sample is an eight puzzle's board.
  const sample = size === EIGHT_PUZZLE.size ? SAMPLE : undefined;
  for (let distance = 1; distance <= table.maxDistance; distance++) boards.push(unrankAt(table.levelStart[distance]));
  if (sample && isSolvable(puzzle, sample)) boards.push(sample);
  const farthest = table.levelStart[table.maxDistance];
  const farthestEnd = table.levelStart[table.maxDistance + 1] ?? table.order.length;
  for (let order = farthest; order < farthestEnd; order++) boards.push(unrankAt(order));
  if (unsolvableBoards) {
    boards.push(swapTiles(size, goal, 0), swapTiles(size, goal, 1), swapTiles(size, unrankAt(farthest), 0));
    if (sample && !isSolvable(puzzle, sample)) boards.push(sample);
  }
  return withoutRepeats(boards);
}

/** The board with its first two tiles after `skip` pairs swapped: the other parity, so unsolvable. */
function swapTiles(size: Size, board: Board, skip: number): Board {
  const tiles = board.flatMap((cell, index) => (cell === size.blank ? [] : [index]));
  const [a, b] = skip === 0 ? [tiles[0], tiles[1]] : [tiles[tiles.length - 2], tiles[tiles.length - 1]];
  const swapped = board.slice();
  [swapped[a], swapped[b]] = [swapped[b], swapped[a]];
  return swapped;
}

function withoutRepeats(boards: readonly Board[]): Board[] {
  const kept: Board[] = [];
  for (const board of boards) if (!kept.some((other) => sameBoard(other, board))) kept.push(board);
  return kept;
}

function fromBoards(name: string, boards: readonly Board[], puzzle: Puzzle): CaseSet {
  const { size } = puzzle;
  const table = distanceTable(puzzle);
  const cells = new Uint8Array(boards.length * size.cells);
  const optimal = new Uint8Array(boards.length);
  boards.forEach((board, i) => {
    cells.set(board, i * size.cells);
    optimal[i] = table.distance[rank(board)];
  });
  return { name, count: boards.length, size, cells, optimal };
}

/** Every board in Cantor order (the solvable ones only when the problem has no others), by next permutation. */
function allBoards(puzzle: Puzzle, unsolvableBoards: boolean): CaseSet {
  const { size } = puzzle;
  const table = distanceTable(puzzle);
  const boards = permutations(size);
  const count = unsolvableBoards ? boards : boards / 2;
  const cells = new Uint8Array(count * size.cells);
  const optimal = new Uint8Array(count);
  const board = size.defaultGoal.slice();
  let at = 0;
  for (let index = 0; index < boards; index++) {
    const distance = table.distance[index];
    if (unsolvableBoards || distance !== UNREACHABLE) {
      cells.set(board, at * size.cells);
      optimal[at++] = distance;
    }
    nextPermutation(board);
  }
  return { name: 'all', count, size, cells, optimal };
}

/** The next permutation in lexicographic order, which is the next rank. */
function nextPermutation(cells: number[]): void {
  let i = cells.length - 2;
  while (i >= 0 && cells[i] > cells[i + 1]) i--;
  if (i < 0) return;
  let j = cells.length - 1;
  while (cells[j] < cells[i]) j--;
  [cells[i], cells[j]] = [cells[j], cells[i]];
  for (let a = i + 1, b = cells.length - 1; a < b; a++, b--) [cells[a], cells[b]] = [cells[b], cells[a]];
}

/** The boards of a judges' input file, read as `eight-puzzle solve --size` reads it; a malformed board is an error that says where. */
function fileBoards(path: string, puzzle: Puzzle): CaseSetResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { ok: false, message: `${path}: ${readProblem(error)}` };
  }
  const { size } = puzzle;
  const boards: Board[] = [];
  const cells = new Array<number>(size.cells).fill(0);
  let problem: string | undefined;
  const reader = new BoardReader(
    {
      board: (chunk, start, end, line) => {
        if (problem !== undefined) return;
        if (readBoardCells(chunk, start, end, cells, size)) {
          boards.push(cells.slice());
          return;
        }
        const parsed = parseBoard(chunk.slice(start, end), size);
        problem = `${path}, line ${line + 1}: ${parsed.ok ? 'not a board' : parsed.error.message}`;
      },
      longLine: (line) => (problem ??= `${path}, line ${line + 1}: too long for a board`),
    },
    size,
    4096,
  );
  reader.push(text);
  reader.end();
  if (problem !== undefined) return { ok: false, message: problem };
  if (boards.length === 0) return { ok: false, message: `${path}: no boards in it` };
  return { ok: true, set: fromBoards(path, boards, puzzle) };
}

function readProblem(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return `cannot be read (${typeof code === 'string' ? code : String(error)})`;
}

/** Case i's board as an engine board (a fresh array). */
export function boardOf(set: CaseSet, index: number): number[] {
  const cells = set.size.cells;
  return Array.from(set.cells.subarray(index * cells, index * cells + cells));
}

/** Case i's board written into `board`, for judging many boards without an array each. */
export function readBoard(set: CaseSet, index: number, board: number[]): number[] {
  const cells = set.size.cells;
  for (let cell = 0; cell < cells; cell++) board[cell] = set.cells[index * cells + cell];
  return board;
}

/** Case i's optimal distance, or null when unsolvable. */
export function optimalOf(set: CaseSet, index: number): number | null {
  const distance = set.optimal[index];
  return distance === UNREACHABLE ? null : distance;
}
