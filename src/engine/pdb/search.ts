import { isSolvable } from '../board';
import { isBoardOf, samePuzzle } from '../puzzle';
import { Puzzle } from '../puzzleType';
import { replay } from '../replay';
import { LargeAnswer, SearchProgress } from './answer';
import { DIGIT_BITS, PatternDatabase, placementIndex } from './database';
import { Reflection, reflectionFor } from './partition';
import { EXHAUSTED, FOUND, Walk, WalkTables } from './walk';

export interface LargeSearchOptions {
  /**
   * Nodes after which the optimal search stops and a weighted search finds an answer that is not proven
   * shortest.
   */
  readonly budget?: number;
  /** Called every {@link progressEvery} nodes with the current bound. */
  readonly onProgress?: (progress: SearchProgress) => void;
  /** Asked every {@link progressEvery} nodes; true stops the search with `cancelled`. */
  readonly isCancelled?: () => boolean;
  /** A power of two; 2^18 by default. */
  readonly progressEvery?: number;
  /**
   * Asked between IDA*'s iterations of the optimal search, and at its
   * progress checks: a search for the same puzzle on better tables (the full
   * databases once they are built) to go on with. The search continues there
   * from the bound it had reached, or that search's estimate of the board if
   * higher: every bound IDA* works under is a proven lower bound (the
   * iteration before it ended without the goal), whatever tables proved it.
   * Handed over at a progress check, the iteration under way starts again there.
   */
  readonly replacement?: () => LargeBoardSearch | undefined;
}

const LETTERS = 'udlr';
/** The weights tried, in turn, once the budget is spent; the last one runs until it finds an answer. */
const WEIGHTS = [2, 3, 5, 10, 50];
/** Nodes each weighted try may use at least, before the next weight is tried. */
const WEIGHTED_ALLOWANCE = 2_000_000;

/** One solve's running account, across its iterations and weights. */
interface Tally {
  nodes: number;
  /** The bound being worked on: at weight 1, no answer is shorter. */
  bound: number;
  stopped?: 'cancelled' | 'budget';
  /** The search the optimal one moves to, when {@link LargeSearchOptions.replacement} offers one. */
  handover?: LargeBoardSearch;
}

/**
 * IDA* with the sum of disjoint pattern databases, and its maximum with the
 * mirrored board's sum where the goal allows (square boards, blank's goal
 * cell on the diagonal). Built once per puzzle (size and goal): the tables are put
 * side by side in one array, so every group's index is an absolute offset
 * and a move updates one offset (two with the mirror) by one add. The walk
 * under each bound is pdb/walk.ts.
 */
export class LargeBoardSearch {
  readonly puzzle: Puzzle;
  private readonly tables: WalkTables;
  private readonly bases: Int32Array;
  private readonly groupTiles: readonly (readonly number[])[];
  private readonly reflection: Reflection | undefined;

  constructor(puzzle: Puzzle, databases: readonly PatternDatabase[]) {
    const n = puzzle.size.cells;
    this.puzzle = puzzle;
    const groupOf = new Int8Array(n + 1).fill(-1);
    const shiftOf = new Int8Array(n + 1);
    this.bases = new Int32Array(databases.length);
    let size = 0;
    databases.forEach((database, group) => {
      if (!samePuzzle(database.puzzle, puzzle))
        throw new Error('a pattern database made for another size or goal');
      database.tiles.forEach((tile, i) => {
        if (groupOf[tile] !== -1) throw new Error(`tile ${tile} is in two pattern groups`);
        groupOf[tile] = group;
        shiftOf[tile] = DIGIT_BITS * i;
      });
      this.bases[group] = size;
      size += database.table.length;
    });
    for (let tile = 1; tile < n; tile++)
      if (groupOf[tile] === -1) throw new Error(`tile ${tile} is in no pattern group`);
    const table = new Uint8Array(size);
    databases.forEach((database, group) => table.set(database.table, this.bases[group]));
    this.groupTiles = databases.map((database) => database.tiles.slice());
    this.reflection = reflectionFor(puzzle);
    const identity = (length: number): Int8Array => Int8Array.from({ length }, (_, i) => i);
    this.tables = {
      cells: n,
      neighbours: puzzle.size.neighbours,
      table,
      groupOf,
      shiftOf,
      mirrorCell: this.reflection?.cell ?? identity(n),
      mirrorTile: this.reflection?.tile ?? identity(n + 1),
    };
  }

  /** The heuristic of a board: the pattern databases' sum, and the mirror's where it applies. */
  estimate(board: readonly number[]): number {
    const direct = this.sum(board);
    const mirror = this.reflection ? this.sum(this.mirrored(board)) : 0;
    return Math.max(direct, mirror);
  }

  private sum(board: readonly number[]): number {
    let total = 0;
    this.groupTiles.forEach(
      (tiles, group) => (total += this.tables.table[this.bases[group] + placementIndex(tiles, board)]),
    );
    return total;
  }

  /** The board reflected (itself where the puzzle has no reflection). */
  private mirrored(board: readonly number[]): number[] {
    const { mirrorCell, mirrorTile } = this.tables;
    const mirror = new Array<number>(board.length);
    for (let cell = 0; cell < board.length; cell++) mirror[mirrorCell[cell]] = mirrorTile[board[cell]];
    return mirror;
  }

  /** A walk from `board`, its offsets and sums computed once. */
  private walkFrom(board: readonly number[]): Walk {
    const groups = this.groupTiles.length;
    const offsets = new Int32Array(groups);
    const mirrorOffsets = new Int32Array(groups);
    const mirrorBoard = this.mirrored(board);
    let direct = 0;
    let mirror = 0;
    this.groupTiles.forEach((tiles, group) => {
      offsets[group] = this.bases[group] + placementIndex(tiles, board);
      mirrorOffsets[group] = this.bases[group] + placementIndex(tiles, mirrorBoard);
      direct += this.tables.table[offsets[group]];
      mirror += this.tables.table[mirrorOffsets[group]];
    });
    return new Walk(this.tables, Int8Array.from(board), offsets, mirrorOffsets, direct, mirror);
  }

  /**
   * The shortest answer for `board`, or, once `budget` nodes are spent, the
   * answer of a weighted search (`unproven`, unless it is no longer than the
   * bound the optimal search had already proven). Unsolvable boards are
   * refused by parity first; every answer is replayed before it is returned.
   */
  solve(board: readonly number[], options: LargeSearchOptions = {}): LargeAnswer {
    return this.solveFrom(board, options, 0, 0);
  }

  /** {@link solve}, knowing that no answer is shorter than `floor`, with `spent` nodes already counted against the budget. */
  private solveFrom(
    board: readonly number[],
    options: LargeSearchOptions,
    floor: number,
    spent: number,
  ): LargeAnswer {
    const { puzzle } = this;
    const { size } = puzzle;
    if (!isBoardOf(size, board))
      throw new Error(
        `a ${size.name} board needs the tiles 1 to ${size.cells - 1} and the blank ${size.cells}, each once`,
      );
    if (!isSolvable(puzzle, board)) return { kind: 'unsolvable' };
    const walk = this.walkFrom(board);
    const budget = options.budget ?? Infinity;
    const tally: Tally = { nodes: spent, bound: 0 };
    const answerOf = (length: number): string => {
      let moves = '';
      for (let i = 0; i < length; i++) moves += LETTERS[walk.path[i]];
      const played = replay(puzzle, board, moves);
      if (played.badStep || !played.solved)
        throw new Error(`the search's answer ${moves} does not reach the goal`);
      return moves;
    };

    const optimal = this.deepen(walk, 1, floor, budget, options, tally);
    if (tally.handover) return tally.handover.solveFrom(board, options, tally.bound, tally.nodes);
    if (optimal !== undefined) return { kind: 'shortest', moves: answerOf(optimal), nodes: tally.nodes };
    if (tally.stopped === 'cancelled') return { kind: 'cancelled' };
    // No answer is shorter than the bound the optimal search was working on.
    const proven = tally.bound;
    for (let i = 0; i < WEIGHTS.length; i++) {
      tally.stopped = undefined;
      const limit =
        i === WEIGHTS.length - 1
          ? Infinity
          : tally.nodes + Math.max(WEIGHTED_ALLOWANCE, Number.isFinite(budget) ? budget : 0);
      const length = this.deepen(walk, WEIGHTS[i], 0, limit, options, tally);
      if (length !== undefined)
        return {
          kind: length <= proven ? 'shortest' : 'unproven',
          moves: answerOf(length),
          nodes: tally.nodes,
        };
      if (tally.stopped === 'cancelled') return { kind: 'cancelled' };
    }
    return { kind: 'cancelled' };
  }

  /**
   * Iterative deepening at `weight` from a bound of at least `floor`: the
   * answer's length, or undefined when stopped (`tally.stopped`) or handed
   * over (`tally.handover`). The walk runs in quotas that end at each
   * progress check and at the node limit, so those happen here, outside the loop.
   */
  private deepen(
    walk: Walk,
    weight: number,
    floor: number,
    nodeLimit: number,
    options: LargeSearchOptions,
    tally: Tally,
  ): number | undefined {
    const every = options.progressEvery ?? 1 << 18;
    walk.weight = weight;
    tally.bound = Math.max(floor, walk.startF());
    walk.restart(tally.bound, weight);
    for (;;) {
      const quota = Math.min(every - (tally.nodes % every), nodeLimit - tally.nodes);
      if (quota <= 0) {
        tally.stopped = 'budget';
        return undefined;
      }
      const outcome = walk.run(quota);
      tally.nodes += walk.expanded;
      if (outcome === FOUND) return walk.length;
      if (outcome === EXHAUSTED) {
        tally.bound = walk.least;
        walk.restart(tally.bound, weight);
      } else if (tally.nodes % every === 0) {
        options.onProgress?.({ bound: tally.bound, nodes: tally.nodes });
        if (options.isCancelled?.()) {
          tally.stopped = 'cancelled';
          return undefined;
        }
      }
      if (weight === 1 && this.handedOver(options, tally)) return undefined;
    }
  }

  /** Whether the replacement hook offers another search for this puzzle (kept in `tally.handover`). */
  private handedOver(options: LargeSearchOptions, tally: Tally): boolean {
    const next = options.replacement?.();
    if (next === undefined || next === this || !samePuzzle(next.puzzle, this.puzzle)) return false;
    tally.handover = next;
    return true;
  }
}
