// What every method of the lab shares: the board's size and goal resolved
// once, and one tally of the figures, so every method counts the same way:
// a node is expanded when it is taken from the frontier and its children are
// made (the goal test happens there too, so the goal itself counts as one),
// and generated once per child made, duplicates included.
import { Board } from '../boardType';
import type { Puzzle } from '../puzzleType';
import { replay } from '../replay';
import { hasTable, Size } from '../sizes';
import type { FiguresNamed, MethodName, SearchFigures, SearchOptions, SearchStep } from './types';

/** The node budget on boards of sizes with no distance table when the caller gives none. */
export const DEFAULT_LARGE_BUDGET = 2_000_000;
/** How often (in expansions) a method asks whether it is cancelled. */
const POLL_EVERY = 4096;

/** What a method searches, with its size's cells and where the blank goes from each (`neighbours`) at hand. */
export interface Setting extends Pick<Size, 'cells' | 'neighbours'> {
  readonly puzzle: Puzzle;
  readonly board: Board;
  readonly goal: Board;
  readonly size: Size;
  /** Most expansions; Infinity when unbounded. */
  readonly budget: number;
}

/**
 * The puzzle and board, checked once. Methods that are not heuristic need
 * ranks, which only sizes with a distance table have: on another size they
 * are a caller's bug.
 */
export function settingOf(
  method: string,
  heuristic: boolean,
  puzzle: Puzzle,
  board: Board,
  options: SearchOptions,
  defaultBudget = Infinity,
): Setting {
  const { size } = puzzle;
  const cells = size.cells;
  if (board.length !== cells)
    throw new RangeError(`${method}: a board of ${board.length} cells is not ${size.name}`);
  const large = !hasTable(size);
  if (large && !heuristic) {
    throw new RangeError(
      `${method} runs only on sizes with a distance table, boards of at most 9 cells (this one is ${size.name}): use a heuristic method`,
    );
  }
  const budget = options.budget ?? (large ? DEFAULT_LARGE_BUDGET : defaultBudget);
  if (!(budget >= 0)) throw new RangeError(`${method}: a budget of ${budget} nodes`);
  return { puzzle, board, goal: puzzle.goal, size, cells, neighbours: size.neighbours, budget };
}

export type Outcome = SearchFigures['outcome'];

/**
 * The running figures of one search, under the name its figures carry: one of the lab's methods, or a search
 * with a caller's estimate.
 */
export class Tally<Name extends string = MethodName> {
  expanded = 0;
  generated = 0;
  held = 0;
  private readonly byDepth: number[] = [];
  private readonly started: number;
  private readonly clock: (() => number) | undefined;
  private readonly isCancelled: (() => boolean) | undefined;
  readonly onStep: ((step: SearchStep) => void) | undefined;

  constructor(
    private readonly method: Name,
    private readonly setting: Setting,
    options: SearchOptions,
  ) {
    this.clock = options.clock;
    this.isCancelled = options.isCancelled;
    this.onStep = options.onStep;
    this.started = this.clock ? this.clock() : 0;
  }

  /**
   * Counts one expansion at depth g, and says why the search must stop
   * before making its children, if it must: the budget is spent, or the
   * caller cancelled.
   */
  expand(g: number): Outcome | undefined {
    if (this.expanded >= this.setting.budget) return 'budget';
    if (this.isCancelled && this.expanded % POLL_EVERY === 0 && this.expanded > 0 && this.isCancelled())
      return 'cancelled';
    this.expanded++;
    this.byDepth[g] = (this.byDepth[g] ?? 0) + 1;
    return undefined;
  }

  /** Counts a whole layer of `count` expansions at depth g, done elsewhere (the reverse table's build). */
  expandLayer(g: number, count: number): void {
    this.expanded += count;
    this.byDepth[g] = (this.byDepth[g] ?? 0) + count;
  }

  hold(count: number): void {
    if (count > this.held) this.held = count;
  }

  /**
   * The figures, with the answer replayed first: an answer that does not
   * reach the goal is a bug of the method, never something to show.
   */
  finish(
    outcome: Outcome,
    moves: string | undefined,
    shortest: boolean,
    extra: Partial<Pick<SearchFigures, 'tableEntries' | 'tableBuilt'>> = {},
  ): FiguresNamed<Name> {
    const { board, puzzle } = this.setting;
    if (outcome === 'solved') {
      if (moves === undefined) throw new Error(`${this.method}: solved without an answer`);
      const played = replay(puzzle, board, moves);
      if (!played.solved) throw new Error(`${this.method}: its answer ${moves} does not reach the goal`);
    }
    const solved = outcome === 'solved';
    const byDepth = Array.from(this.byDepth, (count) => count ?? 0);
    return {
      method: this.method,
      outcome,
      shortest: solved && shortest,
      moves: solved ? moves : undefined,
      length: solved ? moves?.length : undefined,
      expanded: this.expanded,
      generated: this.generated,
      held: this.held,
      ms: this.clock ? Math.max(0, this.clock() - this.started) : 0,
      expandedByDepth: byDepth,
      ...extra,
    };
  }
}
