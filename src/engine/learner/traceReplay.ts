// A learner's search replayed from its trace, one line at a time: what it
// expanded, how often, in what order, and how each board's stated costs
// compare with its true distances. The memory is flat however long the
// trace: counters over every rank for sizes with a distance table, a map of
// distinct boards for the others; nothing per line is kept but the first
// few steps and problems asked for.
import { formatBoard, puzzleParity, sameBoard } from '../board';
import { Board } from '../boardType';
import { buildDistanceTable, distanceTable, UNREACHABLE } from '../distanceTable';
import { puzzleOf } from '../puzzle';
import { Puzzle } from '../puzzleType';
import { rank } from '../rank';
import { hasTable, Size } from '../sizes';
import { expandedBoards, ExpandedBoards } from './traceBoards';
import { LineTally, ReplayStep, TraceFigures, TraceProblem } from './traceFigures';
import { TraceLineReader } from './traceLine';

export interface TraceReplayOptions {
  /** The size and goal; undefined: the first board's size, toward its goal in `goals`, else its own. */
  readonly puzzle?: Puzzle;
  /** The goal of each size the trace may turn out to be (the editor's settings), when `puzzle` is not given. */
  readonly goals?: readonly Puzzle[];
  /** Where the search started; undefined: the first expanded board. */
  readonly start?: Board;
  /** How many expansions to keep as steps (0 unless said). */
  readonly steps?: number;
  /** How many unreadable lines to keep, with their messages (the rest are counted). */
  readonly problems?: number;
}

const MOST_EXPANDED_SHOWN = 5;
const PROBLEMS_KEPT = 10;

/** What is settled once the first board is read: the puzzle, the start, and their tables. */
interface Replaying {
  readonly puzzle: Puzzle;
  readonly size: Size;
  readonly start: Board;
  readonly first: Board;
  readonly startParity: number;
  readonly boards: ExpandedBoards;
  /** By rank: moves from the start and to the goal (sizes with a table only). */
  readonly fromStart: Uint8Array | undefined;
  readonly toGoal: Uint8Array | undefined;
  /** A copy of the board being looked at, whose blank is moved to find its neighbours. */
  readonly scratch: number[];
}

export class TraceReplay {
  private readonly reader: TraceLineReader;
  private replaying: Replaying | undefined;
  private expansions = 0;
  private reexpanded = 0;
  private deepest = -1;
  private previousF: number | undefined;
  private statedLines = 0;
  private gLines = 0;
  private hLines = 0;
  private goalLine: number | null = null;
  private readonly byDepth: number[] = [];
  private readonly jumps = new LineTally();
  private readonly unreachable = new LineTally();
  private readonly breadthFirst = new LineTally();
  private readonly gTooLow = new LineTally();
  private readonly gAbove = new LineTally();
  private readonly hOver = new LineTally();
  private readonly fDecreases = new LineTally();
  private readonly unreadable = new LineTally();
  private readonly problems: TraceProblem[] = [];
  private readonly steps: ReplayStep[] = [];

  /**
   * A start of another size than the puzzle's is a caller's bug (a RangeError): the command line and the lab
   * check it first.
   */
  constructor(private readonly options: TraceReplayOptions = {}) {
    const { puzzle, start } = options;
    if (puzzle && start && start.length !== puzzle.size.cells)
      throw new RangeError(`a start of ${start.length} cells on the ${puzzle.size.name} puzzle`);
    this.reader = new TraceLineReader(puzzle?.size);
  }

  /** The size read so far (given, or the first board's), if any. */
  get size(): Size | undefined {
    return this.reader.traceSize;
  }

  /** Boards expanded so far. */
  get expanded(): number {
    return this.expansions;
  }

  /** The puzzle and the start, once the first board is read: what our methods run on. */
  get setting(): { readonly puzzle: Puzzle; readonly start: Board } | undefined {
    return this.replaying && { puzzle: this.replaying.puzzle, start: this.replaying.start };
  }

  /** How many lines could not be read, and the first few of them: what is left to say when no board was. */
  unreadableLines(): { readonly unreadable: number; readonly problems: readonly TraceProblem[] } {
    return { unreadable: this.unreadable.count, problems: this.problems.slice() };
  }

  /** One line of the trace, without its line end; `line` is 1-based. */
  line(line: number, text: string): void {
    const read = this.reader.read(text);
    if (read.kind === 'ignored') return;
    if (read.kind === 'unreadable')
      return this.problem({ line, column: read.column, what: read.what, text: read.text });
    this.replaying ??= this.begin(read.size, read.board);
    this.expand(line, read.board, read.g, read.h);
  }

  /** A line too long to hold, reported by its start and length rather than read. */
  longLine(line: number, head: string, length: number, most: number): void {
    this.problem({
      line,
      column: 1,
      what: `a line of ${groupDigits(length)} characters, longer than the ${groupDigits(most)} a trace line may hold`,
      text: head,
    });
  }

  /**
   * The figures, or undefined when no board was expanded (the trace is empty, or no line of it could be
   * read).
   */
  finish(): TraceFigures | undefined {
    const replaying = this.replaying;
    if (!replaying) return undefined;
    const { puzzle, size, start, boards, fromStart } = replaying;
    const solvable = puzzleParity(size, start) === puzzle.parity;
    return {
      size: size.key,
      start: formatBoard(start),
      goal: formatBoard(puzzle.goal),
      solvable,
      distances: fromStart !== undefined,
      expansions: this.expansions,
      distinct: boards.distinct,
      reexpanded: this.reexpanded,
      mostExpanded: boards
        .most(MOST_EXPANDED_SHOWN)
        .map(({ board, times, firstLine }) => ({ board: formatBoard(board), times, firstLine })),
      jumps: this.jumps.figures(),
      unreachable: this.unreachable.figures(),
      goalLine: this.goalLine,
      goalReached: this.goalLine !== null,
      byDepth: fromStart ? Array.from(this.byDepth, (count) => count ?? 0) : null,
      breadthFirst: this.breadthFirst.figures(),
      gTooLow: this.gTooLow.figures(),
      gAbove: this.gAbove.figures(),
      hOver: this.hOver.figures(),
      fDecreases: this.fDecreases.figures(),
      statedLines: this.statedLines,
      gLines: this.gLines,
      hLines: this.hLines,
      unreadable: this.unreadable.figures(),
      problems: this.problems.slice(),
      steps: this.steps.slice(),
    };
  }

  private problem(problem: TraceProblem): void {
    this.unreadable.note(problem.line);
    if (this.problems.length < (this.options.problems ?? PROBLEMS_KEPT)) this.problems.push(problem);
  }

  private begin(size: Size, first: Board): Replaying {
    const puzzle =
      this.options.puzzle ?? this.options.goals?.find((one) => one.size === size) ?? puzzleOf(size);
    const start = this.options.start ?? first;
    const ranked = hasTable(size);
    return {
      puzzle,
      size,
      start,
      first,
      startParity: puzzleParity(size, start),
      boards: expandedBoards(size),
      // The distance to the start is the distance from it, moves being reversible: one search over the ranks,
      // toward the start.
      // Built afresh, not kept in the engine's cache of tables: every trace has a start of its own.
      fromStart: ranked ? buildDistanceTable(puzzleOf(size, start)).distance : undefined,
      toGoal: ranked ? distanceTable(puzzle).distance : undefined,
      scratch: first.slice(),
    };
  }

  private expand(line: number, board: Board, g: number | null, h: number | null): void {
    const replaying = this.replaying as Replaying;
    const { puzzle, size, start, first, boards } = replaying;
    this.expansions++;
    const jump =
      this.expansions > 1 &&
      !sameBoard(board, first) &&
      !sameBoard(board, start) &&
      !this.nearExpanded(replaying, board);
    if (jump) this.jumps.note(line);
    const reexpanded = boards.expand(board, line) > 0;
    if (reexpanded) this.reexpanded++;
    if (puzzleParity(size, board) !== replaying.startParity) this.unreachable.note(line);
    if (this.goalLine === null && sameBoard(board, puzzle.goal)) this.goalLine = line;
    const index = replaying.fromStart ? rank(board) : 0;
    const fromStart = known(replaying.fromStart, index);
    const toGoal = known(replaying.toGoal, index);
    let outOfOrder = false;
    if (fromStart !== null) {
      this.byDepth[fromStart] = (this.byDepth[fromStart] ?? 0) + 1;
      outOfOrder = fromStart < this.deepest;
      if (outOfOrder) this.breadthFirst.note(line);
      else this.deepest = fromStart;
    }
    this.checkCosts(line, g, h, fromStart, toGoal);
    if (this.steps.length < (this.options.steps ?? 0)) {
      this.steps.push({
        line,
        board: formatBoard(board),
        fromStart,
        toGoal,
        g,
        h,
        reexpanded,
        jump,
        outOfOrder,
      });
    }
  }

  /** The stated g and h against the true distances, and f against the line before that stated both. */
  private checkCosts(
    line: number,
    g: number | null,
    h: number | null,
    fromStart: number | null,
    toGoal: number | null,
  ): void {
    if (g !== null) this.gLines++;
    if (h !== null) this.hLines++;
    if (g !== null && fromStart !== null) {
      if (g < fromStart) this.gTooLow.note(line);
      else if (g > fromStart) this.gAbove.note(line);
    }
    if (h !== null && toGoal !== null && h > toGoal) this.hOver.note(line);
    if (g === null || h === null) return;
    this.statedLines++;
    const f = g + h;
    if (this.previousF !== undefined && f < this.previousF) this.fDecreases.note(line);
    this.previousF = f;
  }

  /** Whether a board one move from `board` was expanded before: how a graph search comes to expand it. */
  private nearExpanded(replaying: Replaying, board: Board): boolean {
    const { size, scratch, boards } = replaying;
    for (let i = 0; i < board.length; i++) scratch[i] = board[i];
    const blank = board.indexOf(size.blank);
    for (let code = 0; code < 4; code++) {
      const to = size.neighbours[blank * 4 + code];
      if (to < 0) continue;
      scratch[blank] = scratch[to];
      scratch[to] = size.blank;
      const near = boards.has(scratch);
      scratch[to] = scratch[blank];
      scratch[blank] = size.blank;
      if (near) return true;
    }
    return false;
  }
}

/** A table's distance for `index`, or null when there is no table or the board is out of reach. */
function known(table: Uint8Array | undefined, index: number): number | null {
  if (!table) return null;
  const distance = table[index];
  return distance === UNREACHABLE ? null : distance;
}

/** 1234567 as `1,234,567`, the same on every machine. */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
