import { parseArgs } from 'node:util';
import { checkCommand } from './check';
import { genCommand } from './gen';
import { EXIT, Io, UsageError } from './io';
import { goalOption, integerOption } from './options';
import { showCommand } from './show';
import { solveCommand } from './solve';

export const USAGE = `usage:
  eight-puzzle solve [FILE] [--goal G] [--steps]   a shortest answer (or 'unsolvable') per board
  eight-puzzle check INPUT OUTPUT [--goal G] [--optimal]
                                                   judge OUTPUT's answers to INPUT's boards
  eight-puzzle gen (--all | --random N [--seed S] [--distance D]) [--goal G]
                                                   boards in the judges' input form
  eight-puzzle show BOARD [MOVES] [--goal G]       the board, and again after each move

Boards: 9 cells, tiles 1-8 and the blank as x, X, 0 or . (2 3 4 1 5 x 7 6 8, 23415x768,
1,2,3,... or a 3-line grid). Moves: u d l r, the way the blank moves.
Exit codes: 0 all good, 1 a wrong answer (check, show), 2 bad input or usage.`;

/** Runs one command line and returns its exit code. Never throws. */
export function main(argv: readonly string[], io: Io): number {
  try {
    return run(argv, io);
  } catch (error) {
    if (error instanceof UsageError || isArgsError(error)) {
      io.err(`eight-puzzle: ${(error as Error).message}\n\n${USAGE}\n`);
      return EXIT.badInput;
    }
    // A bug of ours: say so in one line rather than dump a stack on the user.
    io.err(`eight-puzzle: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.badInput;
  }
}

function run(argv: readonly string[], io: Io): number {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      goal: { type: 'string' },
      steps: { type: 'boolean', default: false },
      optimal: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      random: { type: 'string' },
      seed: { type: 'string' },
      distance: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') {
    io.out(USAGE + '\n');
    return EXIT.ok;
  }
  const goal = goalOption(values.goal);
  switch (command) {
    case 'solve':
      expectAtMost(rest, 1, 'solve');
      return solveCommand(io, { file: rest[0], goal, steps: values.steps });
    case 'check':
      if (rest.length !== 2) throw new UsageError('check: give the INPUT file and the OUTPUT file');
      return checkCommand(io, { input: rest[0], output: rest[1], goal, optimal: values.optimal });
    case 'gen':
      expectAtMost(rest, 0, 'gen');
      return genCommand(io, {
        all: values.all,
        random: integerOption('random', values.random, 0, 100_000_000),
        seed: integerOption('seed', values.seed, 0, 0xffffffff) ?? 1,
        distance: integerOption('distance', values.distance, 0, 31),
        goal,
      });
    case 'show':
      expectAtMost(rest, 2, 'show');
      return showCommand(io, rest[0], rest[1], goal);
    case undefined:
      throw new UsageError('give a command');
    default:
      throw new UsageError(`unknown command '${command}'`);
  }
}

function expectAtMost(rest: readonly string[], count: number, command: string): void {
  if (rest.length > count) throw new UsageError(`${command}: unexpected argument '${rest[count]}'`);
}

function isArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
