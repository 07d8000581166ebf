// The trace tests' own puzzle: boards as strings of cells ('1'…'8', 'x' the
// blank) on a grid of any size, small searches that write traces as a
// learner's program would, and every figure of a trace computed again by
// breadth-first searches written here, independent of the engine.

/** A grid: rows and columns, and its cells as strings ('x' the blank). */
export interface Grid {
  readonly rows: number;
  readonly columns: number;
}

export type Cells = readonly string[];

export const THREE: Grid = { rows: 3, columns: 3 };

export function cellsOf(text: string): Cells {
  return text.includes(' ') ? text.split(' ') : [...text];
}

export function goalOf(grid: Grid): Cells {
  const cells = grid.rows * grid.columns;
  return Array.from({ length: cells }, (_, i) => (i === cells - 1 ? 'x' : String(i + 1)));
}

/** The boards one move away, in the order up, down, left, right (the blank's move). */
export function neighbours(grid: Grid, board: Cells): Cells[] {
  const blank = board.indexOf('x');
  const row = Math.floor(blank / grid.columns);
  const column = blank % grid.columns;
  const targets: number[] = [];
  if (row > 0) targets.push(blank - grid.columns);
  if (row < grid.rows - 1) targets.push(blank + grid.columns);
  if (column > 0) targets.push(blank - 1);
  if (column < grid.columns - 1) targets.push(blank + 1);
  return targets.map((to) => {
    const next = board.slice();
    next[blank] = next[to];
    next[to] = 'x';
    return next;
  });
}

const key = (board: Cells): string => board.join(' ');

/** Every board's distance from `from`, by a plain breadth-first search over strings. */
export function distancesFrom(grid: Grid, from: Cells): Map<string, number> {
  const kept = searched.get(`${grid.rows}x${grid.columns} ${key(from)}`);
  if (kept) return kept;
  const distance = new Map<string, number>([[key(from), 0]]);
  const queue: Cells[] = [from];
  for (let head = 0; head < queue.length; head++) {
    const board = queue[head];
    const d = distance.get(key(board)) as number;
    for (const next of neighbours(grid, board)) {
      if (distance.has(key(next))) continue;
      distance.set(key(next), d + 1);
      queue.push(next);
    }
  }
  searched.set(`${grid.rows}x${grid.columns} ${key(from)}`, distance);
  return distance;
}

/** Searches already made: the tests ask for the same few starts and goals again and again. */
const searched = new Map<string, Map<string, number>>();

/** One line a learner's search writes. */
export interface Expansion {
  readonly board: Cells;
  readonly g?: number;
  readonly h?: number;
}

/** How a trace line writes its board: the judges' form, the compact one, Luogu's 0, or an array. */
export type Form = 'spaced' | 'compact' | 'zero' | 'array';

export function writeBoard(board: Cells, form: Form): string {
  switch (form) {
    case 'spaced':
      return board.join(' ');
    case 'compact':
      return board.join('');
    case 'zero':
      return board.map((cell) => (cell === 'x' ? '0' : cell)).join(' ');
    case 'array':
      return `[${board.map((cell) => (cell === 'x' ? '0' : cell)).join(',')}]`;
  }
}

/** The trace's text: a comment, then one line per expansion, the forms taking turns, with `g=` and `h=` when known and a word after. */
export function traceText(expansions: readonly Expansion[], forms: readonly Form[] = ['spaced']): string {
  const lines = ['# written by the test', ''];
  expansions.forEach((expansion, i) => {
    const costs = [
      expansion.g !== undefined ? `g=${expansion.g}` : '',
      expansion.h !== undefined ? `h=${expansion.h}` : '',
    ].filter((word) => word !== '');
    lines.push(
      [
        'expand',
        writeBoard(expansion.board, forms[i % forms.length]),
        ...costs,
        i % 3 === 0 ? 'frontier=12' : '',
      ]
        .join(' ')
        .trimEnd(),
    );
  });
  return lines.join('\n') + '\n';
}

/** Line numbers of expansions in {@link traceText}: two lines come first. */
export const FIRST_EXPANSION_LINE = 3;

/**
 * Breadth-first graph search, as a learner writes it: each board expanded once, level by level, until the
 * goal is expanded.
 */
export function breadthFirstTrace(grid: Grid, start: Cells, goal: Cells): Expansion[] {
  const trace: Expansion[] = [];
  const seen = new Set([key(start)]);
  const queue: { board: Cells; g: number }[] = [{ board: start, g: 0 }];
  for (let head = 0; head < queue.length; head++) {
    const { board, g } = queue[head];
    trace.push({ board, g });
    if (key(board) === key(goal)) break;
    for (const next of neighbours(grid, board)) {
      if (seen.has(key(next))) continue;
      seen.add(key(next));
      queue.push({ board: next, g: g + 1 });
    }
  }
  return trace;
}

/**
 * Depth-first search to a depth limit with no visited set, only its own
 * path checked: the learner's search that expands the same board over and
 * over, deep boards before shallow ones.
 */
export function depthFirstTrace(grid: Grid, start: Cells, goal: Cells, limit: number): Expansion[] {
  const trace: Expansion[] = [];
  const path = new Set<string>();
  const visit = (board: Cells, g: number): boolean => {
    trace.push({ board, g });
    if (key(board) === key(goal)) return true;
    if (g === limit) return false;
    path.add(key(board));
    for (const next of neighbours(grid, board)) if (!path.has(key(next)) && visit(next, g + 1)) return true;
    path.delete(key(board));
    return false;
  };
  visit(start, 0);
  return trace;
}

export function manhattan(grid: Grid, board: Cells, goal: Cells): number {
  let sum = 0;
  board.forEach((cell, at) => {
    if (cell === 'x') return;
    const home = goal.indexOf(cell);
    sum +=
      Math.abs(Math.floor(at / grid.columns) - Math.floor(home / grid.columns)) +
      Math.abs((at % grid.columns) - (home % grid.columns));
  });
  return sum;
}

/**
 * A* with Manhattan and a closed set, writing g and h: a sorted array for its open list, as simple as a test
 * can be.
 */
export function astarTrace(grid: Grid, start: Cells, goal: Cells): Expansion[] {
  const trace: Expansion[] = [];
  const closed = new Set<string>();
  const best = new Map<string, number>([[key(start), 0]]);
  const open: { board: Cells; g: number; h: number; order: number }[] = [
    { board: start, g: 0, h: manhattan(grid, start, goal), order: 0 },
  ];
  let order = 1;
  while (open.length > 0) {
    open.sort((a, b) => a.g + a.h - (b.g + b.h) || b.g - a.g || a.order - b.order);
    const node = open.shift() as (typeof open)[number];
    if (closed.has(key(node.board))) continue;
    closed.add(key(node.board));
    trace.push({ board: node.board, g: node.g, h: node.h });
    if (key(node.board) === key(goal)) break;
    for (const next of neighbours(grid, node.board)) {
      const g = node.g + 1;
      if (closed.has(key(next)) || (best.get(key(next)) ?? Infinity) <= g) continue;
      best.set(key(next), g);
      open.push({ board: next, g, h: manhattan(grid, next, goal), order: order++ });
    }
  }
  return trace;
}

/** A check as the report gives it. */
export interface Check {
  count: number;
  firstLine: number | null;
}

function note(check: Check, line: number): void {
  if (check.count === 0) check.firstLine = line;
  check.count++;
}

const none = (): Check => ({ count: 0, firstLine: null });

/** Every figure of a trace, computed here: the report must say the same. */
export function expectedFigures(
  grid: Grid,
  trace: readonly Expansion[],
  start: Cells,
  goal: Cells,
  firstLine = FIRST_EXPANSION_LINE,
) {
  const fromStart = grid.rows * grid.columns <= 9 ? distancesFrom(grid, start) : undefined;
  const toGoal = grid.rows * grid.columns <= 9 ? distancesFrom(grid, goal) : undefined;
  const times = new Map<string, { times: number; firstLine: number }>();
  const figures = {
    expansions: 0,
    reexpanded: 0,
    jumps: none(),
    breadthFirst: none(),
    gTooLow: none(),
    gAbove: none(),
    hOver: none(),
    fDecreases: none(),
    statedLines: 0,
    goalLine: null as number | null,
    byDepth: [] as number[],
  };
  let deepest = -1;
  let previousF: number | undefined;
  trace.forEach(({ board, g, h }, i) => {
    const line = firstLine + i;
    figures.expansions++;
    const exempt = i === 0 || key(board) === key(trace[0].board) || key(board) === key(start);
    if (!exempt && !neighbours(grid, board).some((next) => times.has(key(next)))) note(figures.jumps, line);
    const seen = times.get(key(board));
    if (seen) {
      seen.times++;
      figures.reexpanded++;
    } else times.set(key(board), { times: 1, firstLine: line });
    if (figures.goalLine === null && key(board) === key(goal)) figures.goalLine = line;
    const depth = fromStart?.get(key(board));
    const distance = toGoal?.get(key(board));
    if (depth !== undefined) {
      figures.byDepth[depth] = (figures.byDepth[depth] ?? 0) + 1;
      if (depth < deepest) note(figures.breadthFirst, line);
      deepest = Math.max(deepest, depth);
      if (g !== undefined && g < depth) note(figures.gTooLow, line);
      if (g !== undefined && g > depth) note(figures.gAbove, line);
    }
    if (h !== undefined && distance !== undefined && h > distance) note(figures.hOver, line);
    if (g !== undefined && h !== undefined) {
      figures.statedLines++;
      if (previousF !== undefined && g + h < previousF) note(figures.fDecreases, line);
      previousF = g + h;
    }
  });
  const mostExpanded = [...times.entries()]
    .filter(([, entry]) => entry.times > 1)
    .sort(([, a], [, b]) => b.times - a.times || a.firstLine - b.firstLine)
    .slice(0, 5)
    .map(([board, entry]) => ({ board, times: entry.times, firstLine: entry.firstLine }));
  return {
    ...figures,
    distinct: times.size,
    mostExpanded,
    goalReached: figures.goalLine !== null,
    byDepth: fromStart ? Array.from(figures.byDepth, (count) => count ?? 0) : null,
  };
}
