// `eight-puzzle lab`: the search lab's methods side by side on one board, or
// totalled over every board of a judge's input, where one reverse BFS for all
// cases against one forward search per case shows in numbers.
import {
  Board,
  BoardReader,
  EIGHT_PUZZLE,
  otherSizeByCells,
  parseBoard,
  Puzzle,
  puzzleOfSize,
  Size,
} from '../../engine';
import {
  METHOD_NAMES,
  METHODS,
  methodNamed,
  runsOn,
  SearchFigures,
  SearchMethod,
  SearchOptions,
} from '../../engine/search';
import { heapRoom } from './heapRoom';
import { EXIT, inputName, Io, MOST_LINE_CHARACTERS, UsageError } from '../io/io';
import { LabBudgets } from './labBudget';
import { count, describeBoardError, describeLongLine, formatCount } from '../io/messages';
import { boardAndSize } from '../options';
import { UnreadableLineReport } from '../io/unreadableLineReport';
import { columnLines } from './columns';

export interface LabOptions {
  /** One board's text, or undefined with `input`. */
  readonly board?: string;
  /** A judge's input, for the totals per method. */
  readonly input?: string;
  /** Comma-separated method names; undefined: every method that runs on the size. */
  readonly methods?: string;
  readonly json: boolean;
  /** Every board's size and goal; undefined: each board's own size, toward its own goal. */
  readonly puzzle?: Puzzle;
  readonly budget?: number;
}

/** The milliseconds the figures carry: performance.now, the one clock the engine is handed. */
const clock = (): number => performance.now();

export function labCommand(io: Io, options: LabOptions): number {
  if ((options.board === undefined) === (options.input === undefined)) {
    throw new UsageError("lab: give one BOARD, or --input FILE for the totals over a judge's input");
  }
  const chosen = chosenMethods(options.methods);
  // The room is measured once, before any search: each method's nodes are freed when it ends.
  const budgets = new LabBudgets(options.budget, heapRoom(), io);
  return options.board !== undefined
    ? oneBoard(io, options.board, chosen, options, budgets)
    : batch(io, options.input ?? '-', chosen, options, budgets);
}

/** The methods asked for, in the table's order, or a usage error that names the ones there are. */
function chosenMethods(list: string | undefined): SearchMethod[] | undefined {
  if (list === undefined) return undefined;
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) throw new UsageError(`--methods: give one or more of ${METHOD_NAMES.join(', ')}`);
  for (const name of names) {
    if (!methodNamed(name))
      throw new UsageError(`--methods: no method '${name}'; the methods are ${METHOD_NAMES.join(', ')}`);
  }
  return METHODS.filter((method) => names.includes(method.name));
}

/**
 * The methods to run on boards of this size: those asked for (refusing any that cannot), else all that can.
 */
function methodsFor(chosen: SearchMethod[] | undefined, size: Size, io: Io): SearchMethod[] {
  if (chosen) {
    const refused = chosen.filter((method) => !runsOn(method, size));
    if (refused.length > 0) {
      throw new UsageError(
        `lab: ${refused.map((m) => m.name).join(', ')} run only on boards of at most 9 cells, and this one is ${size.name}; on it run ${METHODS.filter(
          (m) => runsOn(m, size),
        )
          .map((m) => m.name)
          .join(', ')}`,
      );
    }
    return chosen;
  }
  const runnable = METHODS.filter((method) => runsOn(method, size));
  if (runnable.length < METHODS.length)
    io.err(`lab: on ${size.name} boards only the heuristic methods run, each within a node budget\n`);
  return runnable;
}

/**
 * The methods run on this thread, where no signal handler could run until
 * they finish, so the lab leaves Ctrl+C its plain meaning (the process ends
 * at once) rather than asking for a cancel it could not see.
 */
function searchOptions(budget: number | undefined, rebuildTable: boolean): SearchOptions {
  return { budget, clock, rebuildTable };
}

/** The puzzle of a board of `size`: the one given, or the size's own. */
function puzzleFor(options: LabOptions, size: Size): Puzzle {
  return puzzleOfSize(size, options.puzzle);
}

function oneBoard(
  io: Io,
  text: string,
  chosen: SearchMethod[] | undefined,
  options: LabOptions,
  budgets: LabBudgets,
): number {
  const { board, size } = boardAndSize('lab', text, options.puzzle?.size);
  const puzzle = puzzleFor(options, size);
  const methods = methodsFor(chosen, size, io);
  budgets.settle(methods, size);
  const rows: SearchFigures[] = [];
  for (const method of methods) {
    // A board of its own shows the table's build: that is the cost the lesson is about.
    const figures = method.run(puzzle, board, searchOptions(budgets.of(method, size), true));
    rows.push(figures);
  }
  io.out(options.json ? JSON.stringify(rows.map(jsonRow), null, 2) + '\n' : figuresTable(rows));
  return EXIT.ok;
}

/** The JSON form of one row: the table's columns, and the answer itself. */
function jsonRow(figures: SearchFigures): Record<string, unknown> {
  return {
    method: figures.method,
    outcome: figures.outcome,
    shortest: figures.shortest,
    length: figures.length ?? null,
    moves: figures.moves ?? null,
    expanded: figures.expanded,
    generated: figures.generated,
    held: figures.held,
    ms: roundMs(figures.ms),
    ...(figures.tableEntries !== undefined
      ? { tableEntries: figures.tableEntries, tableBuilt: figures.tableBuilt ?? false }
      : {}),
  };
}

function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10;
}

function formatMs(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${formatCount(Math.round(ms))} ms`;
}

function lengthCell(figures: SearchFigures): string {
  if (figures.outcome === 'solved') return String(figures.length);
  return figures.outcome === 'budget' ? 'budget spent' : figures.outcome;
}

/** A table, its header underlined, ending in a newline. */
function layout(
  header: readonly string[],
  body: readonly (readonly string[])[],
  rightAligned: readonly boolean[],
): string {
  return columnLines(header, body, rightAligned, { underlined: true }).join('\n') + '\n';
}

function figuresTable(rows: readonly SearchFigures[]): string {
  const header = ['method', 'shortest?', 'length', 'expanded', 'generated', 'most held', 'time'];
  const body = rows.map((row) => [
    row.method,
    row.outcome === 'solved' ? (row.shortest ? 'yes' : 'no') : '-',
    lengthCell(row),
    formatCount(row.expanded),
    formatCount(row.generated),
    formatCount(row.held),
    formatMs(row.ms),
  ]);
  const notes: string[] = [];
  const table = rows.find((row) => row.method === 'reverse-table');
  if (table?.tableEntries !== undefined) {
    notes.push(
      table.tableBuilt
        ? `reverse-table: the figures are the table's build (${formatCount(table.tableEntries)} boards, one reverse BFS from the goal); every further board is a look-up`
        : `reverse-table: a look-up in the table built before (${formatCount(table.tableEntries)} boards)`,
    );
  }
  if (rows.some((row) => row.outcome === 'budget'))
    notes.push('budget spent: the method stopped at its node budget (--budget N) without an answer');
  if (rows.some((row) => row.outcome === 'unsolvable'))
    notes.push('unsolvable: found by searching every board the start can reach, without the parity test');
  return (
    layout(header, body, [false, false, true, true, true, true, true]) +
    (notes.length > 0 ? '\n' + notes.join('\n') + '\n' : '')
  );
}

/** One method's sums over an input. */
interface Totals {
  readonly method: SearchMethod;
  boards: number;
  solved: number;
  unsolvable: number;
  budget: number;
  expanded: number;
  generated: number;
  held: number;
  ms: number;
  /** reverse-table: the builds and their share of the figures. */
  builds: number;
  buildMs: number;
  buildExpanded: number;
}

function batch(
  io: Io,
  file: string,
  chosen: SearchMethod[] | undefined,
  options: LabOptions,
  budgets: LabBudgets,
): number {
  const name = inputName(file);
  const source = io.open(file);
  const given = options.puzzle?.size;
  const fixed = given ?? EIGHT_PUZZLE.size;
  const problems = new UnreadableLineReport(io);
  let malformed = 0;
  let boards = 0;
  const totals = new Map<string, Totals>();
  const methodsOf = new Map<string, SearchMethod[]>();

  const run = (board: Board, size: Size): void => {
    boards++;
    const puzzle = puzzleFor(options, size);
    let methods = methodsOf.get(size.key);
    if (!methods) {
      methods = methodsFor(chosen, size, io);
      budgets.settle(methods, size);
      methodsOf.set(size.key, methods);
    }
    for (const method of methods) {
      let sums = totals.get(method.name);
      if (!sums) {
        sums = {
          method,
          boards: 0,
          solved: 0,
          unsolvable: 0,
          budget: 0,
          expanded: 0,
          generated: 0,
          held: 0,
          ms: 0,
          builds: 0,
          buildMs: 0,
          buildExpanded: 0,
        };
        totals.set(method.name, sums);
      }
      // A batch of every method takes minutes: a person at a terminal sees where it is.
      if (io.errIsTerminal) problems.progress(`board ${boards}: ${method.name}`);
      // The table is built for the first board of a size and goal (afresh, so it is counted), and looked up
      // after.
      const figures = method.run(puzzle, board, searchOptions(budgets.of(method, size), sums.builds === 0));
      sums.boards++;
      if (figures.outcome === 'solved') sums.solved++;
      else if (figures.outcome === 'unsolvable') sums.unsolvable++;
      else sums.budget++;
      sums.expanded += figures.expanded;
      sums.generated += figures.generated;
      sums.held = Math.max(sums.held, figures.held);
      sums.ms += figures.ms;
      if (figures.tableBuilt) {
        sums.builds++;
        sums.buildMs += figures.ms;
        sums.buildExpanded += figures.expanded;
      }
    }
  };

  const reader = new BoardReader(
    {
      board: (text, start, end, line) => {
        const boardText = text.slice(start, end);
        const parsed = parseBoard(
          boardText,
          given ?? (otherSizeByCells(text, start, end) ? undefined : fixed),
        );
        if (parsed.ok) return run(parsed.board, parsed.size);
        malformed++;
        problems.add(() => `${name}: ${describeBoardError(boardText, line, parsed.error)}`);
      },
      longLine: (line, head, length) => {
        malformed++;
        problems.add(() => `${name}: ${describeLongLine(line, head, length, MOST_LINE_CHARACTERS)}`);
      },
    },
    fixed,
    MOST_LINE_CHARACTERS,
  );
  for (let chunk = source.read(); chunk !== undefined; chunk = source.read()) reader.push(chunk);
  reader.end();
  problems.finish((more) => `${name}: … and ${count(more, 'more malformed board')}, not run`);

  const rows = [...totals.values()];
  io.out(options.json ? JSON.stringify(rows.map(jsonTotals), null, 2) + '\n' : totalsTable(rows, boards));
  return malformed > 0 ? EXIT.badInput : EXIT.ok;
}

function jsonTotals(sums: Totals): Record<string, unknown> {
  return {
    method: sums.method.name,
    boards: sums.boards,
    solved: sums.solved,
    unsolvable: sums.unsolvable,
    budget: sums.budget,
    expanded: sums.expanded,
    generated: sums.generated,
    held: sums.held,
    ms: roundMs(sums.ms),
    ...(sums.method.name === 'reverse-table'
      ? { builds: sums.builds, buildMs: roundMs(sums.buildMs), lookUpMs: roundMs(sums.ms - sums.buildMs) }
      : {}),
  };
}

function totalsTable(rows: readonly Totals[], boards: number): string {
  const header = [
    'method',
    'boards',
    'solved',
    'unsolvable',
    'budget spent',
    'total expanded',
    'most held',
    'total time',
    'per board',
  ];
  const body = rows.map((sums) => [
    sums.method.name,
    formatCount(sums.boards),
    formatCount(sums.solved),
    formatCount(sums.unsolvable),
    formatCount(sums.budget),
    formatCount(sums.expanded),
    formatCount(sums.held),
    formatMs(sums.ms),
    formatMs(sums.boards > 0 ? sums.ms / sums.boards : 0),
  ]);
  const notes = [`${count(boards, 'board')}; unsolvable boards are found by search, without the parity test`];
  const table = rows.find((sums) => sums.method.name === 'reverse-table');
  if (table && table.builds > 0) {
    const lookUps = table.boards - table.builds;
    notes.push(
      `reverse-table: ${count(table.builds, 'build')} (${formatCount(table.buildExpanded)} boards expanded, ${formatMs(table.buildMs)}), then ${count(lookUps, 'look-up')} (${formatMs(table.ms - table.buildMs)} in all)`,
    );
  }
  return (
    layout(header, body, [false, true, true, true, true, true, true, true, true]) +
    '\n' +
    notes.join('\n') +
    '\n'
  );
}
