import { parseArgs } from 'node:util';
import { EIGHT_PUZZLE, Puzzle } from '../engine';
import { isProblemId, Problem, PROBLEM_IDS, problemOf } from '../problems';
import { checkCommand } from './check';
import { genCommand, GenOptions } from './gen';
import { CommandError, EXIT, Io, OutputClosed, UsageError, WriteFailed } from './io/io';
import type { LabOptions } from './lab/labCommand';
import { integerOption, puzzleOption } from './options';
import { showCommand } from './show/showCommand';
import { solveCommand } from './solve';
import { USAGE } from './usage';

export { USAGE };

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
  'memory-limit': { type: 'string' },
  std: { type: 'string' },
  cflags: { type: 'string' },
  defines: { type: 'string' },
  'per-case': { type: 'boolean' },
  batch: { type: 'boolean' },
  whitespace: { type: 'boolean' },
  methods: { type: 'string' },
  json: { type: 'boolean' },
  input: { type: 'string' },
  goals: { type: 'string' },
  verbose: { type: 'boolean' },
  boards: { type: 'boolean' },
  moves: { type: 'string' },
  'follow-links': { type: 'boolean' },
  trace: { type: 'string' },
  heuristic: { type: 'string' },
  sample: { type: 'string' },
  'call-ms': { type: 'string' },
  python: { type: 'string' },
  start: { type: 'string' },
  first: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type OptionName = keyof typeof OPTIONS;
type Command = 'solve' | 'check' | 'gen' | 'show' | 'judge' | 'lab' | 'lint';

/** The options each command takes; any other is refused rather than ignored. */
const OPTIONS_OF: Record<Command, readonly OptionName[]> = {
  solve: ['goal', 'size', 'steps', 'unsolvable', 'format', 'budget'],
  check: ['goal', 'size', 'optimal'],
  gen: ['all', 'random', 'seed', 'distance', 'goal', 'size', 'solvable'],
  show: ['goal', 'size'],
  judge: [
    'problem',
    'size',
    'tests',
    'time-limit',
    'memory-limit',
    'std',
    'cflags',
    'defines',
    'per-case',
    'batch',
    'optimal',
    'goal',
    'seed',
    'whitespace',
  ],
  lab: [
    'methods',
    'json',
    'input',
    'size',
    'goal',
    'budget',
    'trace',
    'start',
    'first',
    'heuristic',
    'sample',
    'seed',
    'call-ms',
    'time-limit',
    'memory-limit',
    'python',
  ],
  lint: ['goal', 'size', 'goals', 'format', 'verbose', 'boards', 'moves', 'follow-links'],
};

/** A command line read once: the command, its options and words, and for `judge` the COMMAND after `--`. */
interface CommandLine {
  readonly command: string | undefined;
  readonly values: Values;
  /** The words after the command (for any command but `judge`, those after `--` too). */
  readonly rest: readonly string[];
  /** `judge`'s COMMAND: the words after `--`, or undefined without one. */
  readonly program?: readonly string[];
  /** False for a `judge` that came after `--`, which cannot have judge's own `--`. */
  readonly judgeable: boolean;
}

type Values = ReturnType<
  typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>
>['values'];

function readCommandLine(givenArgv: readonly string[]): CommandLine {
  const argv = joinTextOptions(givenArgv);
  const split = argv.indexOf('--');
  const before = split < 0 ? argv : argv.slice(0, split);
  const after = split < 0 ? undefined : argv.slice(split + 1);
  const { values, positionals } = parseArgs({ args: [...before], allowPositionals: true, options: OPTIONS });
  // Only `judge` gives `--` a meaning of its own; elsewhere the words after it are words like the others.
  if (positionals[0] === 'judge')
    return { command: 'judge', values, rest: positionals.slice(1), program: after, judgeable: true };
  const [command, ...rest] = [...positionals, ...(after ?? [])];
  return { command, values, rest, judgeable: false };
}

/**
 * Runs one command line and returns its exit code; `judge`, which runs
 * programs, finishes later, and so do boards for the large solver.
 * `interrupt` is asked for a signal only when a judgement starts (the
 * command line's bin ties it to Ctrl+C), so every other command keeps the
 * default handling of signals. Never rejects.
 */
export async function runCommandLine(
  argv: readonly string[],
  io: Io,
  interrupt?: () => AbortSignal,
): Promise<number> {
  try {
    return await run(readCommandLine(argv), io, { interrupt });
  } catch (error) {
    return reportError(error, io);
  }
}

/**
 * Runs one command line but `judge`, `lab` and `lint` and returns its exit
 * code, for commands that finish at once: those three are loaded when they
 * run, and boards of the sizes without a distance table wait for the large
 * solver, which only {@link runCommandLine} waits for. Never throws.
 */
export function main(argv: readonly string[], io: Io): number {
  try {
    const code = run(readCommandLine(argv), io);
    if (typeof code === 'number') return code;
    code.catch(() => undefined);
    throw new Error('this command finishes later: call runCommandLine');
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

/** Options whose value is any text, a leading dash included: LeetCode's `--unsolvable -1`, `--cflags "-O0 -g"`. */
const TEXT_OPTIONS = ['--unsolvable', '--cflags'];

/**
 * `--unsolvable -1` as `--unsolvable=-1`: the text is any text, a leading
 * dash included, which parseArgs would take for an option.
 */
function joinTextOptions(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--') return [...joined, ...argv.slice(i)];
    if (TEXT_OPTIONS.includes(argv[i]) && i + 1 < argv.length) joined.push(`${argv[i]}=${argv[++i]}`);
    else joined.push(argv[i]);
  }
  return joined;
}

/** One command, its options checked against it; `judge` only for a caller that waits for it (runCommandLine's `judging`). */
function run(
  line: CommandLine,
  io: Io,
  judging?: { readonly interrupt?: () => AbortSignal },
): number | Promise<number> {
  const { command, values, rest } = line;
  if (values.help || command === 'help') {
    io.out(USAGE + '\n');
    return EXIT.ok;
  }
  if (command === undefined) throw new UsageError('give a command');
  if (!isCommand(command)) throw new UsageError(`unknown command '${command}'`);
  refuseForeignOptions(command, values);
  if (command === 'judge') {
    if (!judging || !line.judgeable)
      throw new UsageError('judge runs programs and finishes later: call runCommandLine');
    return judge(io, values, rest, line.program, judging.interrupt);
  }
  // lint's --format is its report's (text or json), not an answer form.
  if (command === 'lint') return lint(io, values, rest);
  const format = formatOption(values.format);
  const puzzle = puzzleOption(values.size, values.goal, format?.puzzle);
  switch (command) {
    case 'solve':
      expectAtMost(rest, 1, 'solve');
      if (values.unsolvable !== undefined && /[\r\n]/.test(values.unsolvable))
        throw new UsageError('--unsolvable: the text must fit on one line');
      return solveCommand(io, {
        file: rest[0],
        puzzle,
        steps: values.steps === true,
        unsolvable: values.unsolvable,
        format: format?.answer,
        budget: budgetOption(values.budget),
      });
    case 'check':
      if (rest.length !== 2) throw new UsageError('check: give the INPUT file and the OUTPUT file');
      if (rest[0] === '-' && rest[1] === '-')
        throw new UsageError('check: INPUT and OUTPUT cannot both be standard input');
      return checkCommand(io, { input: rest[0], output: rest[1], puzzle, optimal: values.optimal === true });
    case 'gen':
      expectAtMost(rest, 0, 'gen');
      return genCommand(io, genOptions(values, puzzle ?? EIGHT_PUZZLE));
    case 'show':
      expectAtMost(rest, 2, 'show');
      return showCommand(io, rest[0], rest[1], puzzle);
    case 'lab':
      if (values.heuristic !== undefined || HEURISTIC_ONLY.some((name) => values[name] !== undefined))
        return labHeuristic(io, values, rest, puzzle);
      if (values.trace !== undefined || values.start !== undefined || values.first !== undefined)
        return labTrace(io, values, rest, puzzle);
      // `lab 8 6 7 2 5 4 3 x 1` as well as `lab "8 6 7 2 5 4 3 x 1"`: the words are the board's cells.
      return lab(io, {
        board: rest.length > 0 ? rest.join(' ') : undefined,
        input: values.input,
        methods: values.methods,
        json: values.json === true,
        puzzle,
        budget: budgetOption(values.budget),
      });
  }
}

/**
 * `judge`, loaded when it runs: the judge and the problems' registry (and
 * the Node modules they start) are most of the command line, and every
 * other command, above all `solve` on a 9! batch, starts faster without them.
 */
async function judge(
  io: Io,
  values: Values,
  rest: readonly string[],
  program: readonly string[] | undefined,
  interrupt: (() => AbortSignal) | undefined,
): Promise<number> {
  const [{ judgeOptions }, { judgeCommand }] = await Promise.all([
    import('./judge/judgeOptions'),
    import('./judge/judgeCommand'),
  ]);
  return judgeCommand(io, judgeOptions(values, rest, program), interrupt?.());
}

/** `lint`, loaded when it runs, as `judge` is: its scanner, walker and reports are no part of a batch's start. */
async function lint(io: Io, values: Values, rest: readonly string[]): Promise<number> {
  const [{ lintCommand }, { lintOptions }] = await Promise.all([
    import('./lint/lintCommand'),
    import('./lint/lintSettings'),
  ]);
  return lintCommand(io, lintOptions(values, rest));
}

/** `lab`, loaded when it runs: its search methods, and Node's v8 module for the heap's room. */
async function lab(io: Io, options: LabOptions): Promise<number> {
  const { labCommand } = await import('./lab/labCommand');
  return labCommand(io, options);
}

/** Options that only `lab --heuristic FILE` takes. */
const HEURISTIC_ONLY = ['sample', 'seed', 'call-ms', 'time-limit', 'memory-limit', 'python'] as const;

/** `lab --heuristic FILE`: a learner's heuristic checked, loaded when it runs as `lab` is. */
async function labHeuristic(
  io: Io,
  values: Values,
  rest: readonly string[],
  puzzle: Puzzle | undefined,
): Promise<number> {
  if (values.heuristic === undefined)
    throw new UsageError(
      `lab: --${HEURISTIC_ONLY.filter((name) => values[name] !== undefined).join(', --')} go with --heuristic FILE`,
    );
  if (
    rest.length > 0 ||
    values.input !== undefined ||
    values.methods !== undefined ||
    values.trace !== undefined ||
    values.budget !== undefined
  ) {
    throw new UsageError(
      'lab --heuristic FILE checks a heuristic: it takes no BOARD, --input, --methods, --trace or --budget',
    );
  }
  const [{ labHeuristicCommand }, { memoryOption }] = await Promise.all([
    import('./lab/heuristicCommand'),
    import('./memorySize'),
  ]);
  const memoryKiB = memoryOption('memory-limit', values['memory-limit']);
  return labHeuristicCommand(io, {
    file: values.heuristic,
    puzzle,
    json: values.json === true,
    python: values.python,
    callMs: integerOption('call-ms', values['call-ms'], 1, 3_600_000),
    totalMs: integerOption('time-limit', values['time-limit'], 1, 86_400_000),
    memoryMiB: memoryKiB === undefined ? undefined : Math.max(16, Math.round(memoryKiB / 1024)),
    sample: integerOption('sample', values.sample, 0, 100_000),
    seed: integerOption('seed', values.seed, 0, 0xffffffff),
  });
}

/** `lab --trace FILE`: a learner's search replayed from its trace, loaded when it runs as `lab` is. */
async function labTrace(
  io: Io,
  values: Values,
  rest: readonly string[],
  puzzle: Puzzle | undefined,
): Promise<number> {
  if (values.trace === undefined) throw new UsageError('lab: --start and --first go with --trace FILE');
  if (rest.length > 0 || values.input !== undefined || values.methods !== undefined)
    throw new UsageError('lab --trace FILE replays a trace: it takes no BOARD, --input or --methods');
  const { labTraceCommand } = await import('./lab/traceCommand');
  const first = integerOption('first', values.first, 0, 1_000_000);
  return labTraceCommand(io, {
    file: values.trace,
    puzzle,
    start: values.start,
    json: values.json === true,
    first,
    budget: budgetOption(values.budget),
  });
}

/** `gen`'s options, checked together. */
function genOptions(values: Values, puzzle: Puzzle): GenOptions {
  const all = values.all === true;
  if (all === (values.random !== undefined))
    throw new UsageError('gen: choose exactly one of --all and --random N');
  if (all && values.seed !== undefined) throw new UsageError('gen: --seed goes with --random N, not --all');
  if (all && values.distance !== undefined)
    throw new UsageError('gen: --distance goes with --random N, not --all');
  if (values.goal !== undefined && values.distance === undefined && values.solvable !== true) {
    throw new UsageError('gen: --goal matters only with --distance D or --solvable (the boards reach it)');
  }
  if (all && values.solvable === true)
    throw new UsageError('gen: --solvable goes with --random N, not --all');
  return {
    all,
    random: integerOption('random', values.random, 0, 100_000_000),
    seed: integerOption('seed', values.seed, 0, 0xffffffff) ?? 1,
    // Bounded by the goal's own largest distance in genCommand, which says so.
    distance: integerOption('distance', values.distance, 0),
    solvable: values.solvable === true,
    puzzle,
  };
}

function budgetOption(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[1-9]\d{0,14}$/.test(text.trim()))
    throw new UsageError(`--budget ${JSON.stringify(text)}: give a number of nodes, such as 1000000`);
  return Number(text.trim());
}

/** `--format PROBLEM`: one of the registry's problems, as `judge --problem` names them, or a usage error that lists them. */
function formatOption(text: string | undefined): Problem | undefined {
  if (text === undefined) return undefined;
  if (isProblemId(text)) return problemOf(text);
  throw new UsageError(`--format ${JSON.stringify(text)}: expected a problem, ${PROBLEM_IDS.join(', ')}`);
}

function isCommand(name: string): name is Command {
  return Object.hasOwn(OPTIONS_OF, name);
}

function refuseForeignOptions(command: Command, values: Partial<Record<OptionName, unknown>>): void {
  for (const name of Object.keys(values) as OptionName[]) {
    if (values[name] === undefined || OPTIONS_OF[command].includes(name)) continue;
    const owners = (Object.keys(OPTIONS_OF) as Command[]).filter((other) => OPTIONS_OF[other].includes(name));
    throw new UsageError(
      `${command} does not take --${name}${owners.length > 0 ? ` (${owners.join(' and ')} ${owners.length === 1 ? 'does' : 'do'})` : ''}`,
    );
  }
}

function expectAtMost(rest: readonly string[], count: number, command: string): void {
  if (rest.length > count) throw new UsageError(`${command}: unexpected argument '${rest[count]}'`);
}

function isArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
