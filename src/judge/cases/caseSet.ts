import {
  Board,
  distanceTable,
  EIGHT_PUZZLE,
  hasTable,
  isSolvable,
  permutations,
  Puzzle,
  randomBoard,
  rank,
  sameBoard,
  seededRandom,
  Size,
  unrank,
  UNREACHABLE,
} from '../../engine';
import { readCaseFile } from './caseFile';
import { LengthSolver } from './largeLengths';
import { largeEdgeBoards, largeRandomBoards, SolvedBoard, solvedLengths } from './largeCases';
import { edgePairs, filePairs, randomPairs } from './pairCases';
import { MOST_RANDOM_CASES, STANDARD_RANDOM_CASES, TestSetSpec } from '../spec';
import type { CaseSet, CaseSetResult } from './caseSetType';
import type { SetRules } from './setRules';

/**
 * What a large size's sets need: the optimal lengths, found by the pattern databases (asked for only then).
 */
export interface SetServices {
  readonly lengths: () => LengthSolver;
  readonly signal?: AbortSignal;
  readonly onPreparing?: (what: string) => void;
}

/** The third seed's sample board, the one every eight puzzle statement shows. */
const SAMPLE: Board = [2, 3, 4, 1, 5, 9, 7, 6, 8];
/** Random boards the default set adds on sizes without a table: each costs a search. */
const STANDARD_LARGE_RANDOM_CASES = 200;

/** The boards of `spec` toward the puzzle's goal (or each pair's own). */
export async function makeCaseSet(
  spec: TestSetSpec,
  puzzle: Puzzle,
  rules: SetRules,
  services: SetServices,
): Promise<CaseSetResult> {
  if (spec.kind === 'random' || (spec.kind === 'standard' && spec.count !== undefined)) {
    const count = spec.kind === 'random' ? spec.count : (spec.count ?? 0);
    if (!Number.isInteger(count) || count < 1 || count > MOST_RANDOM_CASES) {
      return {
        ok: false,
        message: `random:${count}: expected a whole number of boards from 1 to ${MOST_RANDOM_CASES.toLocaleString('en-US')}`,
      };
    }
  }
  if (rules.pairs) return pairSet(spec, puzzle, rules);
  if (!hasTable(puzzle.size)) return largeSet(spec, puzzle, rules, services);
  return tableSet(spec, puzzle, rules);
}

function tableSet(spec: TestSetSpec, puzzle: Puzzle, rules: SetRules): CaseSetResult {
  switch (spec.kind) {
    case 'edge':
      return { ok: true, set: fromBoards('edge', edgeBoards(puzzle, rules.unsolvableBoards), puzzle) };
    case 'random':
      return {
        ok: true,
        set: fromBoards(`random:${spec.count}`, randomBoards(puzzle, rules, spec.count, spec.seed), puzzle),
      };
    case 'standard': {
      const table = distanceTable(puzzle);
      const { edge, name, count } = standardParts(
        edgeBoards(puzzle, rules.unsolvableBoards),
        spec.count,
        rules.standardBoards,
        STANDARD_RANDOM_CASES,
        (board) => table.distance[rank(board)] === UNREACHABLE,
      );
      return {
        ok: true,
        set: fromBoards(
          standardName(name, count),
          [...edge, ...randomBoards(puzzle, rules, count, spec.seed)],
          puzzle,
        ),
      };
    }
    case 'all':
      return { ok: true, set: allBoards(puzzle, rules.unsolvableBoards) };
    case 'file': {
      const read = readCaseFile(spec.path, puzzle.size);
      return read.ok ? { ok: true, set: fromBoards(spec.path, read.boards, puzzle) } : read;
    }
  }
}

function pairSet(spec: TestSetSpec, puzzle: Puzzle, rules: SetRules): CaseSetResult {
  if (!hasTable(puzzle.size))
    return { ok: false, message: `${rules.name} pairs need a size with a distance table` };
  switch (spec.kind) {
    case 'edge':
      return { ok: true, set: edgePairs('edge', puzzle.size) };
    case 'random':
      return { ok: true, set: randomPairs(`random:${spec.count}`, puzzle.size, spec.count, spec.seed) };
    case 'standard': {
      const count = spec.count ?? STANDARD_RANDOM_CASES;
      return {
        ok: true,
        set: joinSets(
          `edge+random:${count}`,
          edgePairs('edge', puzzle.size),
          randomPairs('random', puzzle.size, count, spec.seed),
        ),
      };
    }
    case 'all': {
      // Every start that reaches the problem's goal, each as a pair toward it.
      const all = allBoards(puzzle, false);
      return { ok: true, set: { ...all, goals: repeated(puzzle.goal, all.count) } };
    }
    case 'file':
      return filePairs(spec.path, puzzle.size);
  }
}

async function largeSet(
  spec: TestSetSpec,
  puzzle: Puzzle,
  rules: SetRules,
  services: SetServices,
): Promise<CaseSetResult> {
  const { size } = puzzle;
  const solver = services.lengths();
  const solved = (boards: readonly SolvedBoard[] | 'cancelled', name: string): CaseSetResult =>
    boards === 'cancelled'
      ? { ok: false, cancelled: true }
      : { ok: true, set: fromSolved(name, boards, puzzle) };
  services.onPreparing?.(
    `the optimal lengths of ${size.name} cases (pattern databases, built the first time)`,
  );
  switch (spec.kind) {
    case 'all':
      return {
        ok: false,
        message: `all: ${size.name} has ${size.cells}!/2 solvable boards, too many to judge; use edge, random:N or a file`,
      };
    case 'edge':
      return solved(await largeEdgeBoards(puzzle, rules, solver, services.signal), 'edge');
    case 'random':
      return solved(
        await largeRandomBoards(puzzle, rules, spec.count, spec.seed, solver, services.signal),
        `random:${spec.count}`,
      );
    case 'standard': {
      const all = await largeEdgeBoards(puzzle, rules, solver, services.signal);
      if (all === 'cancelled') return { ok: false, cancelled: true };
      const { edge, name, count } = standardParts(
        all,
        spec.count,
        rules.standardBoards,
        STANDARD_LARGE_RANDOM_CASES,
        (board) => board.optimal === undefined,
      );
      return solved(
        concat(
          edge,
          count > 0 ? await largeRandomBoards(puzzle, rules, count, spec.seed, solver, services.signal) : [],
        ),
        standardName(name, count),
      );
    }
    case 'file': {
      const read = readCaseFile(spec.path, size);
      if (!read.ok) return read;
      return solved(await solvedLengths(puzzle, read.boards, solver, services.signal), spec.path);
    }
  }
}

/**
 * The default set's parts: the edge boards and how many random ones. Of the
 * judge's size where it is estimated: the edge set whole when it fills at
 * most half of it, and random boards for the rest; else the edge set's
 * nearest boards (the solved one, then one at each distance up) and its
 * unsolvable ones, as many as that size holds. The nearest, because the
 * estimate rests on what accepted programs answer in time, nearest first.
 */
function standardParts<T>(
  edge: readonly T[],
  asked: number | undefined,
  boards: number | undefined,
  usual: number,
  unsolvable: (board: T) => boolean,
): { edge: readonly T[]; name: string; count: number } {
  if (asked !== undefined || boards === undefined) return { edge, name: 'edge', count: asked ?? usual };
  if (edge.length * 2 <= boards) return { edge, name: 'edge', count: boards - edge.length };
  let tail = 0;
  while (tail < edge.length && unsolvable(edge[edge.length - 1 - tail])) tail++;
  const kept =
    edge.length <= boards
      ? [...edge]
      : [...edge.slice(0, Math.max(1, boards - tail)), ...edge.slice(edge.length - tail)].slice(0, boards);
  return { edge: kept, name: `edge:${kept.length}`, count: 0 };
}

/** The set's name: its edge part, and its random one where it has one. */
function standardName(edge: string, count: number): string {
  return count > 0 ? `${edge}+random:${count}` : edge;
}

function concat(
  a: readonly SolvedBoard[],
  b: readonly SolvedBoard[] | 'cancelled',
): SolvedBoard[] | 'cancelled' {
  return b === 'cancelled' ? b : [...a, ...b];
}

/**
 * Seeded random boards, uniform among all of the size (solvable or not, as judges' data mixes both), within
 * the problem's rules.
 */
function randomBoards(puzzle: Puzzle, rules: SetRules, count: number, seed: number): Board[] {
  const random = seededRandom(seed);
  const table = distanceTable(puzzle);
  const boards: Board[] = [];
  while (boards.length < count) {
    const board = randomBoard(puzzle.size, random);
    const distance = table.distance[rank(board)];
    if (
      distance === UNREACHABLE
        ? rules.unsolvableBoards
        : rules.mostMoves === undefined || distance <= rules.mostMoves
    )
      boards.push(board);
  }
  return boards;
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
  for (let distance = 1; distance <= table.maxDistance; distance++)
    boards.push(unrankAt(table.levelStart[distance]));
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
export function swapTiles(size: Size, board: Board, skip: number): Board {
  const tiles = board.flatMap((cell, index) => (cell === size.blank ? [] : [index]));
  const [a, b] = skip === 0 ? [tiles[0], tiles[1]] : [tiles[tiles.length - 2], tiles[tiles.length - 1]];
  const swapped = board.slice();
  [swapped[a], swapped[b]] = [swapped[b], swapped[a]];
  return swapped;
}

export function withoutRepeats(boards: readonly Board[]): Board[] {
  const kept: Board[] = [];
  for (const board of boards) if (!kept.some((other) => sameBoard(other, board))) kept.push(board);
  return kept;
}

/** A set of boards of a size with a table, their distances looked up. */
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

/** A set of large boards with the lengths the solver found. */
function fromSolved(name: string, boards: readonly SolvedBoard[], puzzle: Puzzle): CaseSet {
  const { size } = puzzle;
  const cells = new Uint8Array(boards.length * size.cells);
  const optimal = new Uint8Array(boards.length);
  boards.forEach(({ board, optimal: length }, i) => {
    cells.set(board, i * size.cells);
    optimal[i] = length ?? UNREACHABLE;
  });
  return { name, count: boards.length, size, cells, optimal };
}

/** Two sets as one, in order, under `name`. */
export function joinSets(name: string, a: CaseSet, b: CaseSet): CaseSet {
  const join = (x: Uint8Array, y: Uint8Array): Uint8Array => {
    const both = new Uint8Array(x.length + y.length);
    both.set(x);
    both.set(y, x.length);
    return both;
  };
  return {
    name,
    count: a.count + b.count,
    size: a.size,
    cells: join(a.cells, b.cells),
    ...(a.goals && b.goals ? { goals: join(a.goals, b.goals) } : {}),
    optimal: join(a.optimal, b.optimal),
  };
}

function repeated(board: Board, count: number): Uint8Array {
  const cells = new Uint8Array(count * board.length);
  for (let i = 0; i < count; i++) cells.set(board, i * board.length);
  return cells;
}

/**
 * Every board in Cantor order (the solvable ones only when the problem has no others), by next permutation.
 */
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

/** Case i's board as an engine board (a fresh array). */
export function boardOf(set: CaseSet, index: number): number[] {
  const cells = set.size.cells;
  return Array.from(set.cells.subarray(index * cells, index * cells + cells));
}

/** Case i's own goal (a fresh array), or undefined when the set's cases share the puzzle's. */
export function goalOf(set: CaseSet, index: number): number[] | undefined {
  const cells = set.size.cells;
  return set.goals ? Array.from(set.goals.subarray(index * cells, index * cells + cells)) : undefined;
}

/** Case i's board written into `board`, for judging many boards without an array each. */
export function caseBoardInto(set: CaseSet, index: number, board: number[]): number[] {
  const cells = set.size.cells;
  for (let cell = 0; cell < cells; cell++) board[cell] = set.cells[index * cells + cell];
  return board;
}

/** Case i's optimal distance, or null when unsolvable. */
export function optimalOf(set: CaseSet, index: number): number | null {
  const distance = set.optimal[index];
  return distance === UNREACHABLE ? null : distance;
}
