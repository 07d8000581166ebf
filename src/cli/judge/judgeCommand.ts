import { Board, SizeKey } from '../../engine';
import {
  AppliedLimits,
  CompileOverrides,
  formatMs,
  judge,
  JudgeEvent,
  JudgeOptions,
  JudgeOutcome,
  ProgramSpec,
  ProblemId,
  RunMode,
  TestSetSpec,
} from '../../judge';
import { LengthSolver, lengthSolver } from '../../judge/cases/largeLengths';
import { beforeCpp11, problemOf, PROBLEMS } from '../../problems';
import { defaultCacheDirectory } from '../../solver/nodeFiles';
import { EXIT, Io, OutputClosed } from '../io/io';
import { keepBuilds } from '../solver/keepBuilds';
import { Progress } from './judgeProgress';
import { printReport } from './judgeReport';
import { formatMemorySize } from '../memorySize';
import { count } from '../io/messages';
import { presetHint } from './presetHints';
import { describeCacheProblem } from '../../solver/cacheProblem';

/** Where the problem a program is judged as came from: `--problem`, a mention in the source, the source file's name, or nowhere (the default). */
export type ProblemFrom = 'option' | 'source' | 'file-name' | 'default';

export interface JudgeCommandOptions {
  readonly program: ProgramSpec;
  readonly problem: ProblemId;
  readonly problemFrom: ProblemFrom;
  readonly tests?: TestSetSpec;
  readonly mode?: RunMode;
  readonly timeLimitMs?: number;
  readonly memoryLimitKiB?: number;
  readonly compile?: CompileOverrides;
  readonly optimal: boolean;
  /** Another size than the problem's (its boards then that size's). */
  readonly size?: SizeKey;
  readonly goal?: Board;
  readonly whitespace: boolean;
}

/** Exit code of a judgement interrupted by Ctrl+C, as shells report a SIGINT. */
export const EXIT_INTERRUPTED = EXIT.interrupted;

/**
 * `eight-puzzle judge`: runs the program on a test set and prints what it
 * was judged as, then one line per failing case (a screenful per verdict),
 * simplest first, the time and memory figures and `N of M cases accepted`.
 * Exit 0 when every case is accepted, 1 when any is not, 2 when the program
 * cannot be compiled or started, 130 when interrupted.
 */
export async function judgeCommand(
  io: Io,
  options: JudgeCommandOptions,
  signal?: AbortSignal,
): Promise<number> {
  // The report is the output; once no one reads it, judging goes on for a true exit code.
  let reportClosed = false;
  const say = (line: string): void => {
    if (reportClosed) return;
    try {
      io.out(line + '\n');
    } catch (error) {
      if (!(error instanceof OutputClosed)) throw error;
      reportClosed = true;
    }
  };
  const progress = new Progress(io);
  const judgeOptions: JudgeOptions = {
    program: options.program,
    problem: options.problem,
    tests: options.tests,
    mode: options.mode,
    timeLimitMs: options.timeLimitMs,
    memoryLimitKiB: options.memoryLimitKiB,
    compile: options.compile,
    optimal: options.optimal,
    size: options.size,
    goal: options.goal,
    whitespace: options.whitespace,
    // Accepted cases are only counted: the 9! run makes no object for them.
    detail: 'failures',
  };
  // What the run was and what happened along the way, printed above the report (or above a compile error): a
  // program that cannot start gets only its error.
  const notes: string[] = [judgedAs(options)];
  const hear = (event: JudgeEvent): void => onEvent(event, notes, progress, io, options);
  // Lent to the judge, so it outlives the judgement: a 4×4 set's lengths may come from the quick databases
  // while the full ones build.
  let lengths: LengthSolver | undefined;
  const lend = (): LengthSolver =>
    (lengths ??= lengthSolver(defaultCacheDirectory(), ({ directory, code }) =>
      hear({ type: 'cache-problem', directory, code }),
    ));
  try {
    const outcome = await judge(judgeOptions, hear, signal, undefined, { lengths: lend });
    progress.clear();
    return reportOutcome(outcome, options, notes, say, io);
  } finally {
    await keepBuilds(lengths, signal, io);
    await lengths?.dispose();
  }
}

/** The outcome on standard output (a report) or standard error, and the exit code it comes to. */
function reportOutcome(
  outcome: JudgeOutcome,
  options: JudgeCommandOptions,
  notes: readonly string[],
  say: (line: string) => void,
  io: Io,
): number {
  switch (outcome.kind) {
    case 'compile-error': {
      // The setup, so a compile error is read knowing which judge's compiler refused it, and why that one.
      for (const note of notes) say(note);
      io.err(outcome.output.endsWith('\n') || outcome.output === '' ? outcome.output : outcome.output + '\n');
      io.err(`eight-puzzle: judge: compilation error (${compiledBy(outcome.command, outcome.exitCode)})\n`);
      const hint = newerStandardHint(outcome, problemOf(options.problem).name, options.problemFrom);
      if (hint !== undefined) io.err(`eight-puzzle: judge: ${hint}\n`);
      return EXIT.badInput;
    }
    case 'cannot-start':
    case 'bad-options':
      io.err(`eight-puzzle: judge: ${outcome.message}\n`);
      return EXIT.badInput;
    case 'cancelled':
      io.err('eight-puzzle: judge: interrupted\n');
      return EXIT_INTERRUPTED;
    case 'judged': {
      for (const note of notes) say(note);
      printReport(outcome.report, say);
      const hint =
        options.problemFrom === 'default'
          ? presetHint(outcome.report, problemOf(options.problem))
          : undefined;
      if (hint !== undefined) say(hint);
      if (outcome.report.cancelled) {
        io.err(`eight-puzzle: judge: interrupted after ${count(outcome.report.cases, 'case')}\n`);
        return EXIT_INTERRUPTED;
      }
      return outcome.report.accepted === outcome.report.cases && outcome.report.extraLines === 0
        ? EXIT.ok
        : EXIT.wrong;
    }
  }
}

/** `judged as Luogu P1379, named in the source`: the first line, so a wrong guess is seen before any verdict. */
function judgedAs(options: JudgeCommandOptions): string {
  const { name } = problemOf(options.problem);
  switch (options.problemFrom) {
    case 'option':
      return `judged as ${name} (--problem ${options.problem})`;
    case 'source':
      return `judged as ${name}, named in the source`;
    case 'file-name':
      return `judged as ${name}, named by the file's name (a comment in the source, or --problem, says otherwise)`;
    case 'default':
      return `judged as ${name}, the default (${options.program.kind === 'source' ? 'name the problem in a comment, or give --problem' : '--problem chooses another'})`;
  }
}

/** Problems whose judges compile C++11 or later, as an example: the registry's first two (`Luogu P1379, AcWing 179 and others`). */
function newerJudgesExample(): string {
  const newer = PROBLEMS.filter(({ environment: { cpp } }) => !cpp.standard || !beforeCpp11(cpp.standard));
  const names = newer.slice(0, 2).map((problem) => problem.name);
  return `${names.join(', ')} and others`;
}

/**
 * Old judges compile C++98, and code of today fails there as it does here:
 * said when the judge found the code needs C++11, and when the problem was
 * only the default, that naming the right one may be the fix.
 */
function newerStandardHint(
  outcome: Extract<JudgeOutcome, { kind: 'compile-error' }>,
  name: string,
  from: ProblemFrom,
): string | undefined {
  if (outcome.needsNewerStandard !== true) return undefined;
  const standard = outcome.command.find((arg) => arg.startsWith('-std='))?.slice(5) ?? 'c++98';
  const chosen =
    from === 'default'
      ? ` ${name} was only the default, as the source names no problem: if it is another problem's (${newerJudgesExample()} compile C++11 or later), name it in a comment or give --problem;`
      : '';
  return `${name}'s judge compiles C++98 (-std=${standard}), and this code needs C++11 or later.${chosen} --std c++11 (or c++17) compiles it with a newer standard, as a newer judge would`;
}

/**
 * Who refused the source: the compiler with its exit code, or the judge's own check before compiling (a Java
 * package line).
 */
function compiledBy(command: readonly string[], exitCode: number | null): string {
  if (command.length === 0) return 'the judges would not compile it';
  return `${command[0]}${exitCode === null ? ', stopped' : `, exit code ${exitCode}`}`;
}

function onEvent(
  event: JudgeEvent,
  notes: string[],
  progress: Progress,
  io: Io,
  options: JudgeCommandOptions,
): void {
  switch (event.type) {
    case 'compiling':
      progress.show(`compiling: ${shownCommand(event.command)}`);
      notes.push(`compile: ${shownCommand(event.command)}`, ...compilerNotes(event, options));
      return;
    case 'compiled':
      progress.clear();
      // Warnings, as the compiler printed them.
      if (event.output.trim() !== '')
        io.err(event.output.endsWith('\n') ? event.output : event.output + '\n');
      return;
    case 'preparing-cases':
      progress.show(event.what);
      return;
    case 'cache-problem':
      progress.clear();
      io.err(`eight-puzzle: ${describeCacheProblem(event)}\n`);
      return;
    case 'cases':
      notes.push(
        `${event.set}: ${count(event.count, 'case')}, ${runWords(event)}`,
        limitWords(event.limits) +
          (event.stress
            ? `; a check of every answer: more boards than ${problemOf(options.problem).name}'s input holds, so time and memory are figures, not verdicts`
            : ''),
      );
      if (event.diagnosis !== undefined) notes.push(`note: ${event.diagnosis}`);
      progress.total = event.count;
      return;
    case 'run-started':
      progress.runStarted(event.cases);
      return;
    case 'run-ended':
      return;
    case 'results':
      progress.judged(event.results.length);
  }
}

/**
 * Which of the judge's compilers the command stands for, and the others it
 * offers (UVa's C++ 5.3.0 beside its C++11 5.3.0: `--std gnu++98`); and what
 * a C or C++ program is built as, beside the judge's machine.
 */
function compilerNotes(
  event: Extract<JudgeEvent, { type: 'compiling' }>,
  options: JudgeCommandOptions,
): string[] {
  const { built } = event;
  if (built === undefined || options.program.kind !== 'source') return [];
  const problem = problemOf(options.problem);
  const compiler = built.strings === undefined ? problem.environment.c : problem.environment.cpp;
  const others = compiler.others.map((other) => `its ${other.name}: --std ${other.standard}`);
  const over =
    options.compile?.standard === undefined
      ? ''
      : `, with --std ${options.compile.standard} over its -std=${compiler.standard ?? 'default'}`;
  const lines = [
    `compiler: ${problem.name}'s ${compiler.name}${over}${others.length === 0 ? '' : ` (${others.join('; ')})`}`,
  ];
  const { machine } = problem.environment;
  const strings =
    built.strings === 'copy-on-write'
      ? " with GCC 4's copy-on-write strings"
      : built.strings === 'short-string' && machine.strings === 'copy-on-write'
        ? " with today's strings"
        : '';
  if (built.asked)
    lines.push(
      `machine: built ${built.wordBits}-bit${strings}, as the flags given ask, where ${problem.name}'s judge ran ${machine.system}: memory figures not those of its machine`,
    );
  else if (built.wordBits === built.judgeWordBits)
    lines.push(
      `machine: built ${built.wordBits}-bit${strings}, as on ${problem.name}'s ${machine.system}; memory counted as there: the pages a program touches`,
    );
  else
    lines.push(
      `note: this machine cannot build and run ${built.judgeWordBits}-bit programs (npm run setup installs g++-multilib; the kernel must run 32-bit programs too): built ${built.wordBits}-bit${strings}, so pointers take twice the memory they took on ${problem.name}'s ${machine.system}; a run is held to twice the memory limit, and only a peak past that is over the limit there for sure`,
    );
  return lines;
}

/** A command as a line: an argument of several lines (Python's syntax check, given with -c) is shown as `<script>`. */
function shownCommand(command: readonly string[]): string {
  return command.map((arg) => (arg.includes('\n') ? '<script>' : arg)).join(' ');
}

/** How the cases run: `every board in one run`, `one run per board`, `3 runs` (HDU 3567's 200 cases a run). */
function runWords(event: Extract<JudgeEvent, { type: 'cases' }>): string {
  if (event.mode === 'per-case') return 'one run per board';
  return event.runs <= 1 ? 'every board in one run' : `every board in ${count(event.runs, 'run')}`;
}

/** `limits: 5,000 ms and 32 MiB a run (HDU 1043: Time Limit: 10000/5000 MS (Java/Others) …)`: what applies, and whose it is. */
function limitWords(limits: AppliedLimits): string {
  const applied = `limits: ${formatMs(limits.timeMs)} of CPU time and ${formatMemorySize(limits.memoryKiB)} a run`;
  switch (limits.from) {
    case 'options':
      return `${applied} (given)`;
    case 'language':
      return `${applied}, the ${limits.language ?? ''} allowance (${limits.stated})`;
    case 'problem':
      return `${applied}${limits.published ? ` (${limits.stated})` : ` (the judge publishes none: ${limits.stated})`}`;
  }
}
