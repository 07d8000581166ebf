import {
  CompileOverrides,
  MOST_RANDOM_CASES,
  MOST_TIME_LIMIT_MS,
  ProgramSpec,
  TestSetSpec,
} from '../../judge';
import { DEFAULT_PROBLEM, isProblemId, PROBLEM_IDS, ProblemId, problemOf } from '../../problems';
import { UsageError } from '../io/io';
import { JudgeCommandOptions } from './judgeCommand';
import { memoryOption } from '../memorySize';
import { problemNamedInFile } from './namedProblem';
import { boardArgument, integerOption, sizeOption } from '../options';

// `judge`'s options, apart from the others': reading them takes the judge and the problems' registry, which only `judge` loads.

/** The command line's options of `judge`, as parsed. */
export interface JudgeArguments {
  readonly problem?: string;
  readonly size?: string;
  readonly tests?: string;
  readonly 'time-limit'?: string;
  readonly 'memory-limit'?: string;
  readonly std?: string;
  readonly cflags?: string;
  readonly defines?: string;
  readonly 'per-case'?: boolean;
  readonly batch?: boolean;
  readonly optimal?: boolean;
  readonly goal?: string;
  readonly seed?: string;
  readonly whitespace?: boolean;
}

/**
 * `judge`'s options checked and read: the program is a COMMAND after `--`
 * (`command`, undefined without `--`) or one SOURCE file among `rest`.
 */
export function judgeOptions(
  values: JudgeArguments,
  rest: readonly string[],
  command: readonly string[] | undefined,
): JudgeCommandOptions {
  let program: ProgramSpec;
  if (command !== undefined) {
    if (rest.length > 0)
      throw new UsageError(
        `judge: give either a SOURCE file or -- COMMAND, not both ('${rest[0]}' and '${command.join(' ')}')`,
      );
    if (command.length === 0) throw new UsageError('judge: give the COMMAND to run after --');
    program = { kind: 'command', command: command[0], args: command.slice(1) };
  } else {
    if (rest.length === 0)
      throw new UsageError('judge: give a SOURCE file (.cpp, .c, .py, .java, .js) or -- COMMAND [ARG...]');
    if (rest.length > 1)
      throw new UsageError(
        `judge: unexpected argument '${rest[1]}' (a COMMAND with arguments goes after --)`,
      );
    program = { kind: 'source', path: rest[0] };
  }
  const given = problemOption(values.problem);
  // The problem a source names (a comment: `// HDU 1043`), as the editor reads it, when --problem does not say.
  const named =
    given === undefined && program.kind === 'source' ? problemNamedInFile(program.path) : undefined;
  const problem = given ?? named?.problem ?? DEFAULT_PROBLEM;
  if (values['per-case'] && values.batch) throw new UsageError('judge: choose one of --per-case and --batch');
  const tests = testSetOption(values.tests, integerOption('seed', values.seed, 0, 0xffffffff));
  const size = sizeOption(values.size);
  return {
    program,
    problem,
    problemFrom: given !== undefined ? 'option' : (named?.by ?? 'default'),
    tests,
    mode: values['per-case'] ? 'per-case' : values.batch ? 'batch' : undefined,
    timeLimitMs: integerOption('time-limit', values['time-limit'], 1, MOST_TIME_LIMIT_MS),
    memoryLimitKiB: memoryOption('memory-limit', values['memory-limit']),
    compile: compileOption(values),
    optimal: values.optimal === true,
    ...(size === undefined ? {} : { size: size.key }),
    // A board of the problem's own size (or --size's), read with the same rules as any board.
    goal:
      values.goal === undefined
        ? undefined
        : boardArgument('--goal', values.goal, size ?? problemOf(problem).puzzle.size),
    whitespace: values.whitespace === true,
  };
}

/** `--std`, `--cflags` and `--defines`, each over the problem's judge's, or undefined when none is given. */
function compileOption(values: JudgeArguments): CompileOverrides | undefined {
  const { std, cflags, defines } = values;
  if (std === undefined && cflags === undefined && defines === undefined) return undefined;
  if (std !== undefined && !/^[a-z0-9+]+$/i.test(std))
    throw new UsageError(
      `--std ${JSON.stringify(std)}: expected a language standard such as c++17, gnu++98 or c11`,
    );
  const defineList =
    defines === undefined
      ? undefined
      : defines
          .split(',')
          .map((define) => define.trim())
          .filter((define) => define !== '');
  const bad = defineList?.find((define) => !/^[A-Za-z_]\w*(=.*)?$/.test(define));
  if (bad !== undefined)
    throw new UsageError(
      `--defines: ${JSON.stringify(bad)} is not NAME or NAME=VALUE (the list is comma-separated; '' for none)`,
    );
  return {
    ...(std === undefined ? {} : { standard: std }),
    ...(cflags === undefined ? {} : { flags: cflags.split(/\s+/).filter((flag) => flag !== '') }),
    ...(defineList === undefined ? {} : { defines: defineList }),
  };
}

/** `--problem`, one of the registry's ids, or a usage error that lists them. */
function problemOption(text: string | undefined): ProblemId | undefined {
  if (text === undefined || isProblemId(text)) return text;
  throw new UsageError(`--problem ${JSON.stringify(text)}: expected ${PROBLEM_IDS.join(', ')}`);
}

/** `--tests`: standard (the default), edge, all, random:N, or an input file (`./all` for a file named all). */
function testSetOption(text: string | undefined, seed: number | undefined): TestSetSpec | undefined {
  const random = text?.match(/^random:(.*)$/);
  const standard = text === undefined || text === 'standard';
  if (seed !== undefined && !random && !standard)
    throw new UsageError('judge: --seed goes with --tests random:N (or the standard set)');
  // The default: the edge set and a few hundred boards drawn from the seed.
  if (standard)
    return text === undefined && seed === undefined ? undefined : { kind: 'standard', seed: seed ?? 1 };
  if (text === 'edge') return { kind: 'edge' };
  if (text === 'all') return { kind: 'all' };
  if (random) {
    const count = Number(random[1]);
    if (!/^\d+$/.test(random[1]) || count < 1 || count > MOST_RANDOM_CASES) {
      throw new UsageError(
        `--tests ${JSON.stringify(text)}: expected random:N with N from 1 to ${MOST_RANDOM_CASES}`,
      );
    }
    return { kind: 'random', count, seed: seed ?? 1 };
  }
  return { kind: 'file', path: text };
}
