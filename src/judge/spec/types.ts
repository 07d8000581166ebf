import type { Board, SizeKey, Verdict } from '../../engine';
import type { InputForm, ProblemId, RunMode, Spacing } from '../../problems';
import type { Language } from './languages';

// Everything here is plain data (numbers, strings, arrays, plain objects), so
// options, events and reports cross a worker thread's postMessage unchanged.

export type { InputForm, Language, ProblemId, RunMode, SizeKey, Spacing };

/** The boards to judge on. */
export type TestSetSpec =
  /**
   * The default: `edge`, then `count` seeded random boards (default
   * {@link STANDARD_RANDOM_CASES} on sizes with a distance table, fewer on
   * larger ones), so a program wrong on a few boards of the middle is caught.
   */
  | { readonly kind: 'standard'; readonly seed: number; readonly count?: number }
  /**
   * The solved board, unsolvable boards, a board at every distance, and the farthest boards (on 4×4: every
   * distance the problem's data has).
   */
  | { readonly kind: 'edge' }
  /** N boards drawn with a seeded generator (the same seed, the same boards). */
  | { readonly kind: 'random'; readonly count: number; readonly seed: number }
  /**
   * Every board of a size with a distance table: the 9! (or 6! …), the solvable half for a problem without
   * unsolvable boards.
   */
  | { readonly kind: 'all' }
  /** The boards of a judges' input file (a leading case count is skipped). */
  | { readonly kind: 'file'; readonly path: string };

/**
 * How a language is compiled and run: argument vectors (no shell), in which
 * `{source}` is the source file's path, `{dir}` a fresh temporary directory
 * (removed afterwards), `{executable}` `{dir}/main`, and `{name}` the source
 * file's name without its extension (Java's class).
 */
export interface Toolchain {
  readonly compile?: readonly string[];
  readonly run: readonly string[];
}

/** What the options say over the problem's compiler settings (`--std`, `--cflags`, `--defines`, the editor's settings): each part replaces the problem's. */
export interface CompileOverrides {
  readonly standard?: string;
  readonly flags?: readonly string[];
  readonly defines?: readonly string[];
}

/** The program to judge: a command as it is, or a source file to compile or run by its language. */
export type ProgramSpec =
  | { readonly kind: 'command'; readonly command: string; readonly args: readonly string[] }
  | { readonly kind: 'source'; readonly path: string };

export interface JudgeOptions {
  readonly program: ProgramSpec;
  /** The judge's formats; default the registry's DEFAULT_PROBLEM. */
  readonly problem?: ProblemId;
  /** Default `standard` (edge and 300 random boards, seed 1). */
  readonly tests?: TestSetSpec;
  /**
   * The problem's input decides how the program is run (one board is the
   * whole input: a run per board; else one run for every board). This asks
   * for the other way, to diagnose: `per-case` runs each board of a batch
   * problem on its own. The report then says so (`diagnosis`): it is never
   * the problem's verdict.
   */
  readonly mode?: RunMode;
  /** CPU time of one run, in milliseconds, over the problem's limit for the program's language. */
  readonly timeLimitMs?: number;
  /** Peak memory of one run, in KiB, over the problem's limit for the program's language. */
  readonly memoryLimitKiB?: number;
  /**
   * Runs of one board each stop starting after this much wall time in all (default 5 minutes); the cases left
   * are reported unjudged.
   */
  readonly totalTimeLimitMs?: number;
  /** Reject valid move strings longer than a shortest one, where the problem accepts any. */
  readonly optimal?: boolean;
  /** Overrides the problem's size (its goal then that size's own, unless `goal` says). */
  readonly size?: SizeKey;
  /** Overrides the problem's goal: a board of the problem's size (or `size`). Not for a problem whose cases bring their own (HDU 3567). */
  readonly goal?: Board;
  /**
   * Also feed every board as the statement allows it: CRLF line ends, trailing spaces, no final newline, and
   * each other spacing (tabs, runs of spaces, a row a line).
   */
  readonly whitespace?: boolean;
  /** Bytes of standard output a run may write; default scaled by the number of boards in the run. */
  readonly outputLimitBytes?: number;
  /** Per-language compile and run commands, over the defaults. */
  readonly toolchains?: Partial<Record<Language, Toolchain>>;
  /** The C and C++ standard, flags and macros, over the problem's judge's. */
  readonly compile?: CompileOverrides;
  /** The program's working directory; default the source file's directory, or the judge's own. */
  readonly cwd?: string;
  /**
   * Which cases the events carry: `every-case` (the default) lists every
   * planned case and every result (a run that failed as a whole, each of its
   * cases with its verdict); `failures` only results that are not accepted,
   * and of a batch run at most the simplest {@link MOST_FAILURES_LISTED} per
   * verdict, none for a run that failed as a whole (its `run-ended` says it):
   * the command line, and the editor on sets too big to list. Counts are the
   * report's either way.
   */
  readonly detail?: 'every-case' | 'failures';
  /** Where 4×4 pattern databases are cached (the optimal lengths of 4×4 cases); default `$EIGHT_PUZZLE_CACHE` or `~/.cache/eight-puzzle`, as the command line's. */
  readonly cacheDirectory?: string;
}

/** How a C or C++ program was built here, beside the judge's machine (see the registry's JudgeMachine). */
export interface BuiltFor {
  /**
   * The word size it was built for here: the judge's, or 64 where this machine cannot build 32-bit programs.
   */
  readonly wordBits: 32 | 64;
  readonly judgeWordBits: 32 | 64;
  /**
   * Its C++ strings: GCC 4's copy-on-write ones, as the judge's library had them, or today's; undefined for
   * C.
   */
  readonly strings?: 'copy-on-write' | 'short-string';
  /** The options' flags built it otherwise than the judge's machine (`--cflags -m64`). */
  readonly asked?: true;
}

/** The verdict of one case, in the judges' words. */
export type CaseVerdict =
  | 'accepted'
  | 'wrong-answer'
  | 'not-shortest'
  | 'time-limit-exceeded'
  | 'memory-limit-exceeded'
  | 'runtime-error'
  | 'output-limit-exceeded'
  | 'presentation-error';

/** How a run of the program ended, when it did not end well. */
export interface RunEnd {
  /** The exit code, or null when a signal ended it. */
  readonly exitCode: number | null;
  readonly signal: string | null;
  /** The last lines of its standard error, for a runtime error. */
  readonly stderrTail: string;
}

/** One board, judged. */
export interface CaseResult extends PlannedCase {
  /** The variant's name: the test set's (`edge`, `random:100`, `all`, a file's path), or a whitespace variant's (`edge+tabs`). */
  readonly set: string;
  readonly verdict: CaseVerdict;
  /**
   * Why, in English: the special judge's reason, the exit code and stderr, the limit exceeded. Empty when
   * accepted.
   */
  readonly reason: string;
  /**
   * The engine's verdict when the answer was judged by it, for front ends that word (and translate) it
   * themselves.
   */
  readonly judged?: Verdict;
  /**
   * The program's answer, trimmed; cut at {@link MOST_ANSWER_CHARACTERS} (see answerLength). Null when it
   * gave none.
   */
  readonly answer: string | null;
  readonly answerLength: number;
  /**
   * For a case run on its own: the run's wall time, CPU time and peak memory (undefined where it cannot be
   * measured); a batch run's are its run's (see the report's runs).
   */
  readonly durationMs?: number;
  readonly cpuMs?: number;
  readonly peakKiB?: number;
  /** For a runtime error, time, memory or output limit: how the run ended. */
  readonly run?: RunEnd;
  /** The run (an index into the report's runs) that answered this case. */
  readonly runIndex?: number;
  /**
   * For a case run on its own more than once, its time near the limit: the CPU time of each run, in order
   * (the fastest decided).
   */
  readonly attemptsCpuMs?: readonly number[];
}

/** A run that failed as a whole (time, memory, output, crash): one line, however many boards it held. */
export interface RunFailureFigure {
  readonly verdict: CaseVerdict;
  /** `still running after 5,000 ms of CPU time, stopped`, `killed by SIGSEGV (segmentation fault)`. */
  readonly reason: string;
  /** The boards it had answered when it ended, from everything read of its output. */
  readonly answered: number;
  /** Of those, how many answers were right (each was judged, as the run went on). */
  readonly right: number;
  /**
   * The cases that took the run's verdict (never answered, or right but not kept): counted, not listed one by
   * one.
   */
  readonly took: number;
  readonly run: RunEnd;
}

/** One start of the program. */
export interface RunFigure {
  /** The variant it ran (`edge`, `edge+tabs`) and the cases it was given: `from` to `from + cases`. */
  readonly set: string;
  readonly from: number;
  readonly cases: number;
  /** Wall time, spawn to exit. */
  readonly durationMs: number;
  /**
   * CPU time of its whole process tree, and its peak resident memory, as the sandbox measures them (undefined
   * where it cannot).
   */
  readonly cpuMs?: number;
  readonly peakKiB?: number;
  /** The limits its verdict is judged against. */
  readonly timeLimitMs: number;
  readonly memoryLimitKiB: number;
  /**
   * More boards than one of the judge's inputs holds: its answers were judged, its time and memory only
   * measured against the limits.
   */
  readonly stress?: boolean;
  /**
   * Over its time limit: the boards it had answered when its CPU time passed the limit (in a run of the
   * judge's size, those answered right are accepted).
   */
  readonly inTime?: number;
  /**
   * Its time landed near the limit and it was run more than once: the CPU time of each run, in order (this
   * figure is the fastest's).
   */
  readonly attemptsCpuMs?: readonly number[];
  /** Set when the run failed: its unanswered cases, and its right answers but those in time of a time limit, got `failure.verdict`. */
  readonly failure?: RunFailureFigure;
}

/** A run whose time landed near its limit, run again: each run's CPU time, and what the fastest decided. */
export interface Rerun {
  /** The case's id and board for a run of one case; undefined for a batch run. */
  readonly id?: string;
  readonly board?: Board;
  readonly runIndex: number;
  readonly cpuMs: readonly number[];
  readonly timeLimitMs: number;
  /** Whether the runs disagreed: some within the limit, some over it. */
  readonly unsteady: boolean;
}

/** The limits a judgement applies, and where they come from. */
export interface AppliedLimits {
  /**
   * CPU time and peak memory of one run of the judge's own size. A run of more boards (a stress set) is only
   * measured against them.
   */
  readonly timeMs: number;
  readonly memoryKiB: number;
  /** `problem`: the statement's for every language; `language`: its allowance for the program's language (HDU's Java); `options`: overridden. */
  readonly from: 'problem' | 'language' | 'options';
  readonly language?: Language;
  /**
   * The statement's words, and whether the judge publishes them and they were confirmed (see the registry).
   */
  readonly stated: string;
  readonly published: boolean;
  readonly confirmed: boolean;
}

/** The whole judgement. */
export interface JudgeReport {
  readonly problem: ProblemId;
  /** The test set's name, as in each case's `set`. */
  readonly set: string;
  readonly size: SizeKey;
  /** How the cases were run. */
  readonly mode: RunMode;
  /** Said when the mode is not the problem's (`--per-case` on a batch problem): the verdicts diagnose, they are not the problem's. */
  readonly diagnosis?: string;
  readonly goal: Board;
  readonly optimal: boolean;
  readonly limits: AppliedLimits;
  /**
   * What a C or C++ program was built as, beside the judge's machine (its memory figures are of this build).
   */
  readonly built?: BuiltFor;
  readonly outputLimitBytes: number;
  readonly cases: number;
  readonly accepted: number;
  /**
   * Answers that were right, whatever their run's end made of them (a run over its time limit goes on, and
   * its late answers are judged too).
   */
  readonly right: number;
  readonly counts: Readonly<Record<CaseVerdict, number>>;
  /**
   * The cases not accepted, simplest first (fewest moves, then input
   * order), at most {@link MOST_FAILURES_LISTED} per verdict; the cases of a
   * run that failed as a whole are not listed one by one (see `runs`).
   */
  readonly failures: readonly CaseResult[];
  /** Failing cases not in `failures`: past the cap, or failed with their run. */
  readonly unlisted: number;
  /** Cases never run: the time budget of runs per board was spent (`stopped` says so), or cancelled. */
  readonly unjudged: number;
  readonly stopped?: string;
  /** Non-empty lines a batch run printed after its last answer (not accepted, as a judge would not). */
  readonly extraLines: number;
  /** The slowest case run on its own, or the slowest batch run. */
  readonly slowest?: {
    readonly id?: string;
    readonly board?: Board;
    readonly durationMs: number;
    readonly cpuMs?: number;
  };
  /** Each start of the program, in order, with its time and memory. */
  readonly runs: readonly RunFigure[];
  /** The highest peak memory of any run, where measured. */
  readonly peakKiB?: number;
  /** Runs (of one case, or a batch) whose time landed near the limit and were run again, at most {@link MOST_FAILURES_LISTED}; `rerunCount` counts them all. */
  readonly reruns: readonly Rerun[];
  readonly rerunCount: number;
  /**
   * The machine's load average (one minute) when it was at least its cores, the highest seen after a run:
   * times may be longer than an idle judge's.
   */
  readonly load?: { readonly average: number; readonly cores: number };
  /** Where the program ran without namespaces of its own: why, and what it could then reach (a sentence). */
  readonly unisolated?: string;
  /** Wall time from start to end, compilation included. */
  readonly totalMs: number;
  readonly compileMs?: number;
  /** The programs' wall time, and their CPU time where measured, all runs together. */
  readonly programMs: number;
  readonly programCpuMs?: number;
  /**
   * The judge's own time: making the inputs and judging the answers (the programs and their start-up
   * excluded).
   */
  readonly judgingMs: number;
  /** True when cancelled: the counts cover only the cases judged before. */
  readonly cancelled: boolean;
}

/** What a judgement ends with: a report, or why there is none. Errors are values. */
export type JudgeOutcome =
  | { readonly kind: 'judged'; readonly report: JudgeReport }
  /** The compiler refused the source: its output as it printed it. */
  | {
      readonly kind: 'compile-error';
      readonly command: readonly string[];
      readonly output: string;
      readonly exitCode: number | null;
      /** The code needs C++11 or later, and was compiled as C++98, as an old judge compiles it: a newer standard (`--std c++11`) would compile it. */
      readonly needsNewerStandard?: true;
    }
  /**
   * The program or compiler could not be started (not found, not executable), or the options are wrong (an
   * unreadable test file, an unknown language).
   */
  | { readonly kind: 'cannot-start'; readonly message: string }
  | { readonly kind: 'bad-options'; readonly message: string }
  /** Cancelled before any case was judged (during compilation). */
  | { readonly kind: 'cancelled' };

/** What happens along the way, in order, for progress and for per-case results as they arrive. */
export type JudgeEvent =
  /** `built`: what a C or C++ program is built as, beside the judge's machine. */
  | { readonly type: 'compiling'; readonly command: readonly string[]; readonly built?: BuiltFor }
  | {
      readonly type: 'compiled';
      readonly durationMs: number;
      /** Warnings the compiler printed, if any. */ readonly output: string;
    }
  /**
   * Optimal lengths of a 4×4 set are being found (the pattern databases loaded or, the first time, built).
   */
  | { readonly type: 'preparing-cases'; readonly what: string }
  /** Those databases were built but cannot be kept in `directory` (`code`: the system's error code): they are built again next time. */
  | { readonly type: 'cache-problem'; readonly directory: string; readonly code: string }
  /**
   * The cases are known and about to run: ids, boards and optimal distances, so a front end can list them
   * first.
   */
  | {
      readonly type: 'cases';
      readonly set: string;
      /** How many cases will run, whitespace twins included. */
      readonly count: number;
      /** Every planned case; empty when `detail` is `failures`. */
      readonly cases: readonly PlannedCase[];
      readonly mode: RunMode;
      readonly diagnosis?: string;
      /**
       * How many runs are planned: one per board, or one per variant (more where the statement bounds a run's
       * cases: HDU 3567's 200).
       */
      readonly runs: number;
      readonly limits: AppliedLimits;
      /**
       * A run holds more boards than one of the judge's inputs: a check of every answer, whose time and
       * memory are only measured against the limits.
       */
      readonly stress: boolean;
    }
  | {
      readonly type: 'run-started';
      readonly cases: number;
      readonly timeLimitMs: number;
      readonly memoryLimitKiB: number;
    }
  /** A run's end: its time and memory, and its failure as a whole, if it failed so. */
  | { readonly type: 'run-ended'; readonly run: RunFigure; readonly index: number }
  /** Judged cases: one at a time per case, in chunks after a batch run. */
  | { readonly type: 'results'; readonly results: readonly CaseResult[] };

/** A case before it runs. */
export interface PlannedCase {
  /** Stable across runs of the same options: `edge#12`, `edge+whitespace#12` (1-based, as the command line numbers cases). */
  readonly id: string;
  /** 0-based position in the test set (the same for its whitespace twins). */
  readonly index: number;
  /** Present for a case fed with odd whitespace (`--whitespace`). */
  readonly form?: InputForm;
  readonly board: Board;
  /** The case's own goal, where each case has one (HDU 3567). */
  readonly goal?: Board;
  /** The board as the program was given it (its lines joined by `\n`), without its line end. */
  readonly boardText: string;
  /** The optimal number of moves, or null for an unsolvable board. */
  readonly optimal: number | null;
}

/** The longest answer a result keeps (a wrong program may print megabytes on one line). */
export const MOST_ANSWER_CHARACTERS = 4096;

/** The most failing cases a report lists per verdict: the simplest ones; the rest are counted. */
export const MOST_FAILURES_LISTED = 200;

/** The random boards the default set adds to `edge` on sizes with a distance table. */
export const STANDARD_RANDOM_CASES = 300;
