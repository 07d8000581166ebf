import { Board } from './boardType';
import { opposite } from './move';
import type { Puzzle } from './puzzleType';
import { FACTORIAL, permutations, rank } from './rank';
import { hasTable } from './sizes';

/** Distance of a board the goal cannot reach. */
export const UNREACHABLE = 255;

/**
 * Everything a reverse breadth-first search from one goal learns, indexed by
 * rank. One search answers every board, which is why the judges' fast
 * solutions (and this engine) search backwards from the goal.
 */
export interface DistanceTable {
  readonly puzzle: Puzzle;
  readonly goalRank: number;
  /** Moves to the goal, or {@link UNREACHABLE}. */
  readonly distance: Uint8Array;
  /**
   * A board's step toward the goal, `next * 4 + move`: the code of the move
   * (index in {@link MOVES}) that takes it one step closer, and the rank of
   * the board that move leads to, so a solution is a walk of look-ups, one
   * a step (see {@link linkedRank} and {@link linkedMove}).
   */
  readonly link: Uint32Array;
  /** Reachable ranks in search order, hence sorted by distance. */
  readonly order: Uint32Array;
  /** `order[levelStart[d] … levelStart[d + 1]]` are the boards at distance d. */
  readonly levelStart: readonly number[];
  readonly maxDistance: number;
  /** Bytes held by the typed arrays above. */
  readonly bytes: number;
}

/** The rank one step closer to the goal than the board whose {@link DistanceTable.link} this is. */
export function linkedRank(link: number): number {
  return link >>> 2;
}

/** The code of the move (index in MOVES) one step closer to the goal, from a {@link DistanceTable.link}. */
export function linkedMove(link: number): number {
  return link & 3;
}

/** One table per puzzle (size and goal): 2×4 and 4×2 goals share ranks but not tables. */
const cache = new Map<string, DistanceTable>();

/** Where tables are kept between runs (the command line's cache directory): none unless one is given. */
export interface DistanceTableStore {
  /**
   * The puzzle's table as kept, checked; undefined when there is none to trust (or it is not worth keeping).
   */
  load(puzzle: Puzzle): DistanceTable | undefined;
  /** Best effort, and never throws: a table just built. */
  save(table: DistanceTable): void;
}

let store: DistanceTableStore | undefined;

/** From now on, tables not yet in memory are first looked for in `kept`, and those built are given to it. */
export function keepDistanceTablesIn(kept: DistanceTableStore | undefined): void {
  store = kept;
}

/**
 * The puzzle's table, built on first use and kept for the life of the
 * process. A size solved by pattern databases has no table: asking is a
 * caller's bug (a RangeError), since those boards go to the large solver.
 */
export function distanceTable(puzzle: Puzzle): DistanceTable {
  let table = cache.get(puzzle.key);
  if (!table) {
    table = store?.load(puzzle);
    if (!table) {
      table = buildDistanceTable(puzzle);
      store?.save(table);
    }
    cache.set(puzzle.key, table);
  }
  return table;
}

/**
 * Whether the puzzle's table is already built, so callers can avoid a stall (false for sizes that have none).
 */
export function hasDistanceTable(puzzle: Puzzle): boolean {
  return hasTable(puzzle.size) && cache.has(puzzle.key);
}

/** Builds a fresh table every time; {@link distanceTable} is the cached way in. */
export function buildDistanceTable(puzzle: Puzzle): DistanceTable {
  const { goal, size } = puzzle;
  const PERMUTATIONS = permutations(size);
  const CELLS = size.cells;
  const BLANK = size.blank;
  const { WEIGHT, BLANK_DIGIT, XOR_OF_ALL_VALUES } =
    CELLS === 9 ? EIGHT_PUZZLE_CONSTANTS : constantsFor(CELLS);
  const NEIGHBOUR = size.neighbours;
  const reachable = PERMUTATIONS / 2;
  const visited = new Uint32Array(Math.ceil(PERMUTATIONS / 32));
  const distance = new Uint8Array(PERMUTATIONS).fill(UNREACHABLE);
  const link = new Uint32Array(PERMUTATIONS);
  const order = new Uint32Array(reachable);
  // The queue keeps each board beside its rank, and its Lehmer digits, each
  // packed in one number (see `pack`), so a neighbour's rank follows from a
  // few cells and digits and no board is ever ranked or unranked from scratch.
  const boards = new Uint32Array(reachable);
  const lehmer = new Uint32Array(reachable);
  const blanks = new Uint8Array(reachable);

  const goalRank = rank(goal);
  order[0] = goalRank;
  boards[0] = pack(goal, CELLS);
  lehmer[0] = pack(lehmerDigits(goal), CELLS);
  blanks[0] = goal.indexOf(BLANK);
  visited[goalRank >>> 5] |= 1 << (goalRank & 31);
  distance[goalRank] = 0;

  const levelStart = [0];
  let tail = 1;
  let levelEnd = 1;
  let childDistance = 1;
  for (let head = 0; head < tail; head++) {
    if (head === levelEnd) {
      levelStart.push(head);
      levelEnd = tail;
      childDistance++;
    }
    const parent = order[head];
    const board = boards[head];
    const digits = lehmer[head];
    const from = blanks[head];
    // The move back toward the goal only finds the board this one came from.
    const back = head === 0 ? -1 : linkedMove(link[parent]);
    for (let code = 0; code < 4; code++) {
      const to = NEIGHBOUR[from * 4 + code];
      if (to < 0 || code === back) continue;

      // Swapping the blank (9, the largest value) with `tile` changes only the
      // Lehmer digits of those two cells and of the one or two between them.
      const tile = cellOf(board, to, CELLS, XOR_OF_ALL_VALUES);
      const low = from < to ? from : to;
      const high = from < to ? to : from;
      let betweenSmaller = 0;
      let betweenLargerWeight = 0;
      // Larger cells between lose the tile from their count when it moves
      // back past them, and gain it when it moves forward past them.
      let betweenLarger = 0;
      for (let i = low + 1; i < high; i++) {
        if (((board >>> (4 * i)) & 15) < tile) {
          betweenSmaller++;
        } else {
          betweenLargerWeight += WEIGHT[i];
          betweenLarger += 1 << (4 * i);
        }
      }
      // The last cell's digit is always 0, and is not stored.
      const oldTileDigit = to === CELLS - 1 ? 0 : (digits >>> (4 * to)) & 15;
      // The tile's digit counts the smaller cells after it, wherever it lands.
      const tileDigit = from < to ? oldTileDigit + betweenSmaller : oldTileDigit - betweenSmaller;
      const child =
        parent +
        (tileDigit - BLANK_DIGIT[from]) * WEIGHT[from] +
        (BLANK_DIGIT[to] - oldTileDigit) * WEIGHT[to] +
        (from < to ? -betweenLargerWeight : betweenLargerWeight);

      const word = child >>> 5;
      const bit = 1 << (child & 31);
      if (visited[word] & bit) continue;
      visited[word] = visited[word] | bit;
      distance[child] = childDistance;
      // The blank went parent → child by `code`; going back is one step closer.
      link[child] = parent * 4 + opposite(code);
      order[tail] = child;
      boards[tail] = withCell(withCell(board, from, tile, CELLS), to, BLANK, CELLS);
      const shifted = from < to ? digits - betweenLarger : digits + betweenLarger;
      lehmer[tail] = withCell(withCell(shifted, from, tileDigit, CELLS), to, BLANK_DIGIT[to], CELLS);
      blanks[tail] = to;
      tail++;
    }
  }
  levelStart.push(tail);

  return {
    puzzle,
    goalRank,
    distance,
    link,
    order: order.subarray(0, tail),
    levelStart,
    maxDistance: levelStart.length - 2,
    bytes: visited.byteLength + distance.byteLength + link.byteLength + order.byteLength,
  };
}

interface SizeConstants {
  /** The weight of each position's Lehmer digit: (n−1)!, …, 0!. */
  readonly WEIGHT: Int32Array;
  /** The blank is the largest value, so its digit is the number of cells after it. */
  readonly BLANK_DIGIT: Int32Array;
  readonly XOR_OF_ALL_VALUES: number;
}

function constantsFor(cells: number): SizeConstants {
  let xor = 0;
  for (let value = 1; value <= cells; value++) xor ^= value;
  return {
    WEIGHT: Int32Array.from({ length: cells }, (_, i) => FACTORIAL[cells - 1 - i]),
    BLANK_DIGIT: Int32Array.from({ length: cells }, (_, i) => cells - 1 - i),
    XOR_OF_ALL_VALUES: xor,
  };
}

const EIGHT_PUZZLE_CONSTANTS = constantsFor(9);

/**
 * Up to nine small numbers in one 32-bit number: cells 0 … n−2 take four
 * bits each. For a board, the last cell is whatever value is left, which the
 * XOR of all n values recovers; for Lehmer digits, the last cell's is always 0.
 */
function pack(board: Board, cells: number): number {
  let packed = 0;
  for (let i = 0; i < cells - 1; i++) packed |= board[i] << (4 * i);
  return packed >>> 0;
}

function cellOf(packed: number, i: number, cells: number, xorOfAllValues: number): number {
  if (i < cells - 1) return (packed >>> (4 * i)) & 15;
  let folded = packed ^ (packed >>> 16);
  folded ^= folded >>> 8;
  folded ^= folded >>> 4;
  return (folded & 15) ^ xorOfAllValues;
}

function withCell(packed: number, i: number, value: number, cells: number): number {
  if (i === cells - 1) return packed;
  const shift = 4 * i;
  return ((packed & ~(15 << shift)) | (value << shift)) >>> 0;
}

/** For each cell, how many later cells hold a smaller value. */
function lehmerDigits(board: Board): number[] {
  return board.map((value, i) => board.slice(i + 1).filter((later) => later < value).length);
}
