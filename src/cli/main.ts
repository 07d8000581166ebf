import { parseArgs } from 'node:util';
import { DEFAULT_GOAL, EIGHT_PUZZLE, parseShape, Shape } from '../engine';
import { checkCommand } from './check';
import { genCommand } from './gen';
import { CommandError, EXIT, Io, OutputClosed, UsageError, WriteFailed } from './io';
import { judgeCommand } from './judge';
import { labCommand } from './lab';
import { integerOption, judgeOptions, sizeAndGoal } from './options';
import { showCommand } from './show';
import { AnswerFormat, solveCommand } from './solve';

export const USAGE = `usage:
  eight-puzzle solve [FILE] [--size RxC] [--goal G] [--steps] [--unsolvable TEXT] [--format uva10181] [--budget N]
                                                   a shortest answer (or 'unsolvable') per board
  eight-puzzle check INPUT OUTPUT [--size RxC] [--goal G] [--optimal]
                                                   judge OUTPUT's answers to INPUT's boards
  eight-puzzle gen --all [--size RxC]
  eight-puzzle gen --random N [--size RxC] [--seed S] [--solvable] [--distance D [--goal G]]
                                                   boards in the judges' input form
  eight-puzzle show BOARD [MOVES] [--size RxC] [--goal G]
                                                   the board, and again after each move
  eight-puzzle judge [--problem poj1077|hdu1043|luogu1379] [--tests SET] [--time-limit MS]
                     [--per-case | --batch] [--optimal] [--goal G] [--seed S] [--whitespace]
                     (-- COMMAND [ARG...] | SOURCE)
                                                   run your program on tests and judge every answer
  eight-puzzle lab BOARD [--methods LIST] [--json] [--size RxC] [--goal G] [--budget N]
  eight-puzzle lab --input FILE [--methods LIST] [--json] [--size RxC] [--goal G] [--budget N]
                                                   the search lab: each method's figures on one board,
                                                   or their totals over every board of an input

Boards: 9 cells, tiles 1-8 and the blank as x, X, 0 or . (2 3 4 1 5 x 7 6 8, 23415x768,
{2, 3, 4, 1, 5, 0, 7, 6, 8}, [2,3,4,1,5,0,7,6,8], or a 3-line grid); an input may start
with a case count. Moves: u d l r, the way the blank moves.
Sizes: --size RxC, from 2x2 to 4x4 (2x2 2x3 3x2 2x4 4x2 3x3 3x4 4x3 4x4); without it each
line's size is inferred from its cells (4: 2x2, 9: 3x3, 16: 4x4; 6, 8 and 12 cells need
--size), and grids of R lines need --size but for 3x3. Boards of more than 9 cells are
written with separators (1 2 3 ... 15 0). --steps answers with the number of moves;
--unsolvable TEXT replaces 'unsolvable' (LeetCode 773: --size 2x3 --steps --unsolvable -1);
--format uva10181 writes LRUD moves and 'This puzzle is not solvable.' (size 4x4).
3x4, 4x3 and 4x4 boards are solved by IDA* with pattern databases, built on first use in a
worker thread (4x4: about 15 s) and cached in $XDG_CACHE_HOME/eight-puzzle; --budget N
stops a board's optimal search after N nodes and answers with the best answer found then,
marked 'not proven shortest' on standard error. Ctrl+C cancels a search (exit code 130).
judge: SET is edge (the default), random:N, all, or an input file; SOURCE is a .cpp, .c,
.py, .java or .js file, compiled or run as its language is. Presets: poj1077 (one board
per run), hdu1043 (the default: every board in one run), luogu1379 (one board per run,
0 for the blank, goal 123804765, the answer is the number of moves).
lab: LIST is a comma-separated choice of bfs-strings, bfs-cantor, reverse-table,
bidirectional, astar-manhattan, astar-linear-conflict, idastar-manhattan,
idastar-linear-conflict, greedy (all by default; on boards of more than 9 cells only the
A*, IDA* and greedy ones, within a budget of 2,000,000 nodes unless --budget N says;
IDA* has that budget on every size). Unsolvable boards are found by search, without the
parity test. The reverse table's figures on one board are its build; with --input the
table is built once and every further board is a look-up.
Exit codes: 0 all good, 1 a wrong answer (check, show, judge), 2 bad input or usage (or
a program that cannot be compiled or started), 3 standard output could not be written.`;

const OPTIONS = {
  goal: { type: 'string' },
  size: { type: 'string' },
  steps: { type: 'boolean' },
  unsolvable: { type: 'string' },
  format: { type: 'string' },
  budget: { type: 'string' },
  solvable: { type: 'boolean' },
  optimal: { type: 'boolean' },
  all: { type: 'boolean' },
  random: { type: 'string' },
  seed: { type: 'string' },
  distance: { type: 'string' },
  problem: { type: 'string' },
  tests: { type: 'string' },
  'time-limit': { type: 'string' },
  'per-case': { type: 'boolean' },
  batch: { type: 'boolean' },
  whitespace: { type: 'boolean' },
  methods: { type: 'string' },
  json: { type: 'boolean' },
  input: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type OptionName = keyof typeof OPTIONS;
type Command = 'solve' | 'check' | 'gen' | 'show' | 'judge' | 'lab';

/** The options each command takes; any other is refused rather than ignored. */
const OPTIONS_OF: Record<Command, readonly OptionName[]> = {
  solve: ['goal', 'size', 'steps', 'unsolvable', 'format', 'budget'],
  check: ['goal', 'size', 'optimal'],
  gen: ['all', 'random', 'seed', 'distance', 'goal', 'size', 'solvable'],
  show: ['goal', 'size'],
  judge: ['problem', 'tests', 'time-limit', 'per-case', 'batch', 'optimal', 'goal', 'seed', 'whitespace'],
  lab: ['methods', 'json', 'input', 'size', 'goal', 'budget'],
};

/**
 * Runs one command line and returns its exit code; `judge`, which runs
 * programs, finishes later. `interrupt` is asked for a signal only when a
 * judgement starts (the command line's bin ties it to Ctrl+C), so every
 * other command keeps the default handling of signals. Never rejects.
 */
export async function runCommandLine(givenArgv: readonly string[], io: Io, interrupt?: () => AbortSignal): Promise<number> {
  const argv = joinTextOptions(givenArgv);
  const split = argv.indexOf('--');
  const before = split < 0 ? argv : argv.slice(0, split);
  let judging: ReturnType<typeof judgeOptions> | undefined;
  try {
    const { values, positionals } = parseArgs({ args: [...before], allowPositionals: true, options: OPTIONS });
    if (positionals[0] !== 'judge' || values.help) return await runCommand(argv, io);
    refuseForeignOptions('judge', values);
    judging = judgeOptions(values, positionals.slice(1), split < 0 ? undefined : argv.slice(split + 1));
  } catch (error) {
    return reportError(error, io);
  }
  try {
    return await judgeCommand(io, judging, interrupt?.());
  } catch (error) {
    return reportError(error, io);
  }
}

/**
 * Runs one command line but `judge` and returns its exit code, for commands
 * that finish at once: boards of more than 9 cells wait for the large
 * solver, which only {@link runCommandLine} waits for. Never throws.
 */
export function main(argv: readonly string[], io: Io): number {
  try {
    const code = run(argv, io);
    if (typeof code === 'number') return code;
    code.catch(() => undefined);
    throw new Error('this command finishes later: call runCommandLine');
  } catch (error) {
    return reportError(error, io);
  }
}

/** Any command but `judge`, which may finish later (boards for the large solver). Never rejects. */
async function runCommand(argv: readonly string[], io: Io): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    return reportError(error, io);
  }
}

function reportError(error: unknown, io: Io): number {
  if (error instanceof UsageError || isArgsError(error)) {
    io.err(`eight-puzzle: ${(error as Error).message}\n\n${USAGE}\n`);
    return EXIT.badInput;
  }
  if (error instanceof CommandError) {
    io.err(`eight-puzzle: ${error.message}\n`);
    return EXIT.badInput;
  }
  if (error instanceof WriteFailed) {
    io.err(`eight-puzzle: ${error.message}\n`);
    return EXIT.writeFailed;
  }
  // Only a command that writes a few lines gets here: its reader has gone, and it had nothing more to say.
  if (error instanceof OutputClosed) return EXIT.ok;
  // A bug of ours: say so in one line rather than dump a stack on the user.
  io.err(`eight-puzzle: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT.badInput;
}

/**
 * `--unsolvable -1` as `--unsolvable=-1`: the text is any text, a leading
 * dash included (LeetCode's -1), which parseArgs would take for an option.
 */
function joinTextOptions(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--') return [...joined, ...argv.slice(i)];
    if (argv[i] === '--unsolvable' && i + 1 < argv.length) joined.push(`--unsolvable=${argv[++i]}`);
    else joined.push(argv[i]);
  }
  return joined;
}

function run(givenArgv: readonly string[], io: Io): number | Promise<number> {
  const argv = joinTextOptions(givenArgv);
  const { values, positionals } = parseArgs({ args: [...argv], allowPositionals: true, options: OPTIONS });
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') {
    io.out(USAGE + '\n');
    return EXIT.ok;
  }
  if (command === undefined) throw new UsageError('give a command');
  if (!isCommand(command)) throw new UsageError(`unknown command '${command}'`);
  refuseForeignOptions(command, values);
  const format = formatOption(values.format);
  const { shape, goal } = sizeAndGoal(values.size, values.goal, format === 'uva10181' ? findSize('4x4') : undefined);
  switch (command) {
    case 'solve':
      expectAtMost(rest, 1, 'solve');
      if (values.unsolvable !== undefined && /[\r\n]/.test(values.unsolvable)) throw new UsageError('--unsolvable: the text must fit on one line');
      return solveCommand(io, { file: rest[0], shape, goal, steps: values.steps === true, unsolvable: values.unsolvable, format, budget: budgetOption(values.budget) });
    case 'check':
      if (rest.length !== 2) throw new UsageError('check: give the INPUT file and the OUTPUT file');
      if (rest[0] === '-' && rest[1] === '-') throw new UsageError('check: INPUT and OUTPUT cannot both be standard input');
      return checkCommand(io, { input: rest[0], output: rest[1], shape, goal, optimal: values.optimal === true });
    case 'gen': {
      expectAtMost(rest, 0, 'gen');
      const all = values.all === true;
      if (all === (values.random !== undefined)) throw new UsageError('gen: choose exactly one of --all and --random N');
      if (all && values.seed !== undefined) throw new UsageError('gen: --seed goes with --random N, not --all');
      if (all && values.distance !== undefined) throw new UsageError('gen: --distance goes with --random N, not --all');
      if (values.goal !== undefined && values.distance === undefined && values.solvable !== true) {
        throw new UsageError('gen: --goal matters only with --distance D or --solvable (the boards reach it)');
      }
      if (all && values.solvable === true) throw new UsageError('gen: --solvable goes with --random N, not --all');
      return genCommand(io, {
        all,
        random: integerOption('random', values.random, 0, 100_000_000),
        seed: integerOption('seed', values.seed, 0, 0xffffffff) ?? 1,
        // Bounded by the goal's own largest distance in genCommand, which says so.
        distance: integerOption('distance', values.distance, 0),
        solvable: values.solvable === true,
        shape: shape ?? EIGHT_PUZZLE,
        goal: goal ?? DEFAULT_GOAL,
      });
    }
    case 'show':
      expectAtMost(rest, 2, 'show');
      return showCommand(io, rest[0], rest[1], shape, goal);
    case 'lab':
      // `lab 8 6 7 2 5 4 3 x 1` as well as `lab "8 6 7 2 5 4 3 x 1"`: the words are the board's cells.
      return labCommand(io, { board: rest.length > 0 ? rest.join(' ') : undefined, input: values.input, methods: values.methods, json: values.json === true, shape, goal, budget: budgetOption(values.budget) });
    case 'judge':
      throw new UsageError('judge runs programs and finishes later: call runCommandLine');
  }
}

function budgetOption(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[1-9]\d{0,14}$/.test(text.trim())) throw new UsageError(`--budget ${JSON.stringify(text)}: give a number of nodes, such as 100000000`);
  return Number(text.trim());
}

function formatOption(text: string | undefined): AnswerFormat | undefined {
  if (text === undefined) return undefined;
  if (text === 'uva10181') return text;
  throw new UsageError(`--format ${JSON.stringify(text)}: the one format is uva10181 (LRUD moves, 'This puzzle is not solvable.')`);
}

function findSize(key: string): Shape {
  const shape = parseShape(key);
  if (!shape) throw new Error(`no size ${key}`);
  return shape;
}

function isCommand(name: string): name is Command {
  return Object.hasOwn(OPTIONS_OF, name);
}

function refuseForeignOptions(command: Command, values: Partial<Record<OptionName, unknown>>): void {
  for (const name of Object.keys(values) as OptionName[]) {
    if (values[name] === undefined || OPTIONS_OF[command].includes(name)) continue;
    const owners = (Object.keys(OPTIONS_OF) as Command[]).filter((other) => OPTIONS_OF[other].includes(name));
    throw new UsageError(`${command} does not take --${name}${owners.length > 0 ? ` (${owners.join(' and ')} ${owners.length === 1 ? 'does' : 'do'})` : ''}`);
  }
}

function expectAtMost(rest: readonly string[], count: number, command: string): void {
  if (rest.length > count) throw new UsageError(`${command}: unexpected argument '${rest[count]}'`);
}

function isArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
