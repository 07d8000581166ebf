// The boards a trace expanded, how often, and first where. Sizes with ranks
// keep flat counters over every rank, so a trace of any length takes the
// same memory; larger sizes keep a map that grows with distinct boards only.
import type { Board } from '../boardType';
import { permutations, rank, unrank } from '../rank';
import { hasTable, Size } from '../sizes';

export interface OftenExpanded {
  readonly board: Board;
  readonly times: number;
  readonly firstLine: number;
}

export interface ExpandedBoards {
  /** Counts one expansion of `board` on `line`, and says how many there were before it. */
  expand(board: Board, line: number): number;
  has(board: Board): boolean;
  readonly distinct: number;
  /** The boards expanded more than once, most often first (then the earliest), at most `count`. */
  most(count: number): OftenExpanded[];
}

export function expandedBoards(size: Size): ExpandedBoards {
  return hasTable(size) ? new RankedBoards(size) : new KeyedBoards();
}

class RankedBoards implements ExpandedBoards {
  distinct = 0;
  private readonly times: Uint32Array;
  private readonly firstLines: Uint32Array;

  constructor(private readonly size: Size) {
    this.times = new Uint32Array(permutations(size));
    this.firstLines = new Uint32Array(permutations(size));
  }

  expand(board: Board, line: number): number {
    const index = rank(board);
    const before = this.times[index];
    if (before === 0) {
      this.distinct++;
      this.firstLines[index] = line;
    }
    // Saturates rather than wraps: four billion expansions of one board say enough.
    if (before < 0xffffffff) this.times[index] = before + 1;
    return before;
  }

  has(board: Board): boolean {
    return this.times[rank(board)] > 0;
  }

  most(count: number): OftenExpanded[] {
    const best = new TopBoards<number>(count);
    const { times, firstLines } = this;
    for (let index = 0; index < times.length; index++)
      if (times[index] > 1) best.offer(index, times[index], firstLines[index]);
    return best.sorted().map(({ item, times: often, firstLine }) => ({
      board: unrank(this.size, item),
      times: often,
      firstLine,
    }));
  }
}

class KeyedBoards implements ExpandedBoards {
  private readonly seen = new Map<string, { times: number; readonly firstLine: number }>();

  get distinct(): number {
    return this.seen.size;
  }

  expand(board: Board, line: number): number {
    const key = keyOf(board);
    const entry = this.seen.get(key);
    if (!entry) {
      this.seen.set(key, { times: 1, firstLine: line });
      return 0;
    }
    return entry.times++;
  }

  has(board: Board): boolean {
    return this.seen.has(keyOf(board));
  }

  most(count: number): OftenExpanded[] {
    const best = new TopBoards<string>(count);
    for (const [key, { times, firstLine }] of this.seen) if (times > 1) best.offer(key, times, firstLine);
    return best.sorted().map(({ item, times, firstLine }) => ({
      board: Array.from(item, (cell) => cell.charCodeAt(0)),
      times,
      firstLine,
    }));
  }
}

/** A board of up to 16 cells as a short string, one character a cell: the map's key. */
function keyOf(board: Board): string {
  return String.fromCharCode(...board);
}

/** The few most often expanded, kept while the rest pass by. */
class TopBoards<T> {
  private readonly kept: { item: T; times: number; firstLine: number }[] = [];

  constructor(private readonly count: number) {}

  offer(item: T, times: number, firstLine: number): void {
    const { kept } = this;
    if (kept.length === this.count && !before(times, firstLine, kept[kept.length - 1])) return;
    let at = kept.length;
    while (at > 0 && before(times, firstLine, kept[at - 1])) at--;
    kept.splice(at, 0, { item, times, firstLine });
    if (kept.length > this.count) kept.pop();
  }

  sorted(): readonly { item: T; times: number; firstLine: number }[] {
    return this.kept;
  }
}

function before(times: number, firstLine: number, other: { times: number; firstLine: number }): boolean {
  return times > other.times || (times === other.times && firstLine < other.firstLine);
}
