import { isSolvable } from '../board';
import { isBoardOf, Puzzle, samePuzzle } from '../puzzle';
import { replay } from '../replay';
import { LargeAnswer, SearchProgress } from './answer';
import { DIGIT_BITS, PatternDatabase, placementIndex } from './database';
import { Reflection, reflectionFor } from './partition';

export interface SearchOptions {
  /** Nodes after which the optimal search stops and a weighted search finds an answer that is not proven shortest. */
  readonly budget?: number;
  /** Called every {@link progressEvery} nodes with the current bound. */
  readonly onProgress?: (progress: SearchProgress) => void;
  /** Asked every {@link progressEvery} nodes; true stops the search with `cancelled`. */
  readonly isCancelled?: () => boolean;
  /** A power of two; 2^18 by default. */
  readonly progressEvery?: number;
  /**
   * Asked between IDA*'s iterations of the optimal search: a search for the
   * same puzzle on better tables (the full databases once they are built) to
   * go on with. The search continues there from the bound it had reached, or
   * that search's estimate of the board if higher: every bound an iteration
   * finished without the goal is a proven lower bound, whatever tables proved it.
   */
  readonly replacement?: () => LargeBoardSearch | undefined;
}

const LETTERS = 'udlr';
/** The longest answer searched for (weighted answers run longer than optimal ones). */
const MAX_DEPTH = 4096;
/** dfs's answer when the goal is found or the search must stop. */
const FOUND = -1;
const STOP = -2;
/** The weights tried, in turn, once the budget is spent; the last one runs until it finds an answer. */
const WEIGHTS = [2, 3, 5, 10, 50];
/** Nodes each weighted try may use at least, before the next weight is tried. */
const WEIGHTED_ALLOWANCE = 2_000_000;

/**
 * IDA* with the sum of disjoint pattern databases, and its maximum with the
 * mirrored board's sum where the goal allows (square boards, blank's goal
 * cell on the diagonal). Built once per puzzle (size and goal): the tables are put
 * side by side in one array, so every group's index is an absolute offset
 * and a move updates one offset (two with the mirror) by one add.
 */
export class LargeBoardSearch {
  readonly puzzle: Puzzle;
  private readonly table: Uint8Array;
  private readonly bases: Int32Array;
  private readonly groupTiles: readonly (readonly number[])[];
  /** Per tile: its group and the shift of its digit in that group's index. */
  private readonly groupOf: Int8Array;
  private readonly shiftOf: Int8Array;
  private readonly reflection: Reflection | undefined;

  constructor(puzzle: Puzzle, databases: readonly PatternDatabase[]) {
    const n = puzzle.size.cells;
    this.puzzle = puzzle;
    this.groupOf = new Int8Array(n + 1).fill(-1);
    this.shiftOf = new Int8Array(n + 1);
    this.bases = new Int32Array(databases.length);
    let size = 0;
    databases.forEach((database, group) => {
      if (!samePuzzle(database.puzzle, puzzle)) throw new Error('a pattern database made for another size or goal');
      database.tiles.forEach((tile, i) => {
        if (this.groupOf[tile] !== -1) throw new Error(`tile ${tile} is in two pattern groups`);
        this.groupOf[tile] = group;
        this.shiftOf[tile] = DIGIT_BITS * i;
      });
      this.bases[group] = size;
      size += database.table.length;
    });
    for (let tile = 1; tile < n; tile++) if (this.groupOf[tile] === -1) throw new Error(`tile ${tile} is in no pattern group`);
    this.table = new Uint8Array(size);
    databases.forEach((database, group) => this.table.set(database.table, this.bases[group]));
    this.groupTiles = databases.map((database) => database.tiles.slice());
    this.reflection = reflectionFor(puzzle);
  }

  /** The heuristic of a board: the pattern databases' sum, and the mirror's where it applies. */
  estimate(board: readonly number[]): number {
    const direct = this.sum(board);
    const mirror = this.reflection ? this.sum(this.mirrored(board, this.reflection)) : 0;
    return Math.max(direct, mirror);
  }

  private sum(board: readonly number[]): number {
    let total = 0;
    this.groupTiles.forEach((tiles, group) => (total += this.table[this.bases[group] + placementIndex(tiles, board)]));
    return total;
  }

  private mirrored(board: readonly number[], reflection: Reflection): number[] {
    const mirror = new Array<number>(board.length);
    for (let cell = 0; cell < board.length; cell++) mirror[reflection.cell[cell]] = reflection.tile[board[cell]];
    return mirror;
  }

  /**
   * The shortest answer for `board`, or, once `budget` nodes are spent, the
   * answer of a weighted search (`unproven`, unless it is no longer than the
   * bound the optimal search had already proven). Unsolvable boards are
   * refused by parity first; every answer is replayed before it is returned.
   */
  solve(board: readonly number[], options: SearchOptions = {}): LargeAnswer {
    return this.solveFrom(board, options, 0, 0);
  }

  /** {@link solve}, knowing that no answer is shorter than `floor`, with `spent` nodes already counted against the budget. */
  // eslint-disable-next-line max-lines-per-function -- IDA*'s hot loop: the recursion closes over its counters and tables, which keeps every lookup local.
  private solveFrom(board: readonly number[], options: SearchOptions, floor: number, spent: number): LargeAnswer {
    const { puzzle } = this;
    const { size } = puzzle;
    const n = size.cells;
    if (!isBoardOf(size, board)) throw new Error(`a ${size.name} board needs the tiles 1 to ${n - 1} and the blank ${n}, each once`);
    if (!isSolvable(puzzle, board)) return { kind: 'unsolvable' };

    const every = options.progressEvery ?? 1 << 18;
    const mask = every - 1;
    const budget = options.budget ?? Infinity;
    const next4 = size.neighbours;
    const { table, groupOf, shiftOf } = this;
    const reflection = this.reflection;
    const mirrorCell = reflection?.cell ?? new Int8Array(n);
    const mirrorTile = reflection?.tile ?? new Int8Array(n + 1);
    const useMirror = reflection !== undefined;

    const cells = Int8Array.from(board);
    const offsets = new Int32Array(this.groupTiles.length);
    const mirrorOffsets = new Int32Array(this.groupTiles.length);
    let direct = 0;
    let mirror = 0;
    const mirrorBoard = reflection ? this.mirrored(board, reflection) : [];
    this.groupTiles.forEach((tiles, group) => {
      offsets[group] = this.bases[group] + placementIndex(tiles, board);
      direct += table[offsets[group]];
      if (useMirror) {
        mirrorOffsets[group] = this.bases[group] + placementIndex(tiles, mirrorBoard);
        mirror += table[mirrorOffsets[group]];
      }
    });
    const path = new Uint8Array(MAX_DEPTH);

    let nodes = spent;
    let nodeLimit = budget;
    let bound = 0;
    let weight = 1;
    let stopped: 'cancelled' | 'budget' | undefined;
    let foundDepth = 0;
    /** The search the optimal one moves to between iterations, when {@link SearchOptions.replacement} offers one. */
    let handover: LargeBoardSearch | undefined;

    const check = (): boolean => {
      options.onProgress?.({ bound, nodes });
      if (options.isCancelled?.()) stopped = 'cancelled';
      else if (nodes >= nodeLimit) stopped = 'budget';
      return stopped !== undefined;
    };

    const dfs = (blank: number, previous: number, g: number, h: number, hm: number): number => {
      const best = h > hm ? h : hm;
      const f = g + weight * best;
      if (f > bound || g >= MAX_DEPTH) return f;
      if (best === 0) {
        foundDepth = g;
        return FOUND;
      }
      if ((++nodes & mask) === 0 && check()) return STOP;
      if (nodes >= nodeLimit && check()) return STOP;
      let least = Infinity;
      for (let code = 0; code < 4; code++) {
        const to = next4[blank * 4 + code];
        if (to < 0 || to === previous) continue;
        // The tile at `to` slides into the blank.
        const tile = cells[to];
        const group = groupOf[tile];
        const before = offsets[group];
        const after = before + ((blank - to) << shiftOf[tile]);
        offsets[group] = after;
        const h2 = h - table[before] + table[after];
        let hm2 = 0;
        let mirrorGroup = 0;
        let mirrorBefore = 0;
        if (useMirror) {
          const twin = mirrorTile[tile];
          mirrorGroup = groupOf[twin];
          mirrorBefore = mirrorOffsets[mirrorGroup];
          const mirrorAfter = mirrorBefore + ((mirrorCell[blank] - mirrorCell[to]) << shiftOf[twin]);
          mirrorOffsets[mirrorGroup] = mirrorAfter;
          hm2 = hm - table[mirrorBefore] + table[mirrorAfter];
        }
        cells[blank] = tile;
        cells[to] = n;
        path[g] = code;
        const result = dfs(to, blank, g + 1, h2, hm2);
        cells[to] = tile;
        cells[blank] = n;
        offsets[group] = before;
        if (useMirror) mirrorOffsets[mirrorGroup] = mirrorBefore;
        if (result < 0) return result;
        if (result < least) least = result;
      }
      return least;
    };

    /** Iterative deepening at the current weight: the answer's length, or undefined when stopped. */
    const deepen = (): number | undefined => {
      const start = cells.indexOf(n);
      bound = weight * Math.max(direct, mirror);
      if (weight === 1 && floor > bound) bound = floor;
      for (;;) {
        const result = dfs(start, -1, 0, direct, mirror);
        if (result === FOUND) return foundDepth;
        if (result === STOP) return undefined;
        bound = result;
        if (weight === 1 && options.replacement) {
          const next = options.replacement();
          if (next !== undefined && next !== this && samePuzzle(next.puzzle, puzzle)) {
            handover = next;
            return undefined;
          }
        }
      }
    };
    const answerOf = (length: number): string => {
      let moves = '';
      for (let i = 0; i < length; i++) moves += LETTERS[path[i]];
      const played = replay(puzzle, board, moves);
      if (played.badStep || !played.solved) throw new Error(`the search's answer ${moves} does not reach the goal`);
      return moves;
    };

    const optimal = deepen();
    if (handover) return handover.solveFrom(board, options, bound, nodes);
    if (optimal !== undefined) return { kind: 'shortest', moves: answerOf(optimal), nodes };
    if (stopped === 'cancelled') return { kind: 'cancelled' };
    // No answer is shorter than the bound the optimal search was working on.
    const proven = bound;
    for (let i = 0; i < WEIGHTS.length; i++) {
      weight = WEIGHTS[i];
      stopped = undefined;
      nodeLimit = i === WEIGHTS.length - 1 ? Infinity : nodes + Math.max(WEIGHTED_ALLOWANCE, Number.isFinite(budget) ? budget : 0);
      const length = deepen();
      if (length !== undefined) return { kind: length <= proven ? 'shortest' : 'unproven', moves: answerOf(length), nodes };
      if (stopped === 'cancelled') return { kind: 'cancelled' };
    }
    return { kind: 'cancelled' };
  }
}
