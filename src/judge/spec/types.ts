import type { Board, Verdict } from '../../engine';
import type { AnswerKind, ProblemId, RunMode } from '../../problems';
import type { Language } from './languages';

// Everything here is plain data (numbers, strings, arrays, plain objects), so
// options, events and reports cross a worker thread's postMessage unchanged.

export type { AnswerKind, Language, ProblemId, RunMode };

/** The boards to judge on. */
export type TestSetSpec =
  /** The solved board, unsolvable boards, a board at every distance, and the farthest boards. */
  | { readonly kind: 'edge' }
  /** N boards drawn with a seeded generator (the same seed, the same boards). */
  | { readonly kind: 'random'; readonly count: number; readonly seed: number }
  /** Every one of the 9! boards (the solvable half for a problem without unsolvable boards). */
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

/** The program to judge: a command as it is, or a source file to compile or run by its language. */
export type ProgramSpec =
  | { readonly kind: 'command'; readonly command: string; readonly args: readonly string[] }
  | { readonly kind: 'source'; readonly path: string };

export interface JudgeOptions {
  readonly program: ProgramSpec;
  /** The judge's formats; default the registry's DEFAULT_PROBLEM. */
  readonly problem?: ProblemId;
  /** Default `edge`. */
  readonly tests?: TestSetSpec;
  /** Overrides the problem's mode. Without it, a batch run that answers only the first board is rerun once per board. */
  readonly mode?: RunMode;
  /** Per board, in milliseconds; default the problem's (1000). A batch run gets a limit scaled by its number of boards (see the report). */
  readonly timeLimitMs?: number;
  /** Reject valid move strings longer than a shortest one (always so for step counts). */
  readonly optimal?: boolean;
  /** Overrides the problem's goal: a board of the problem's size. */
  readonly goal?: Board;
  /** Also feed every board with CRLF line ends, trailing spaces and no final newline. */
  readonly whitespace?: boolean;
  /** Bytes of standard output a run may write; default scaled by the number of boards in the run. */
  readonly outputLimitBytes?: number;
  /** Per-language compile and run commands, over the defaults. */
  readonly toolchains?: Partial<Record<Language, Toolchain>>;
  /** The program's working directory; default the source file's directory, or the judge's own. */
  readonly cwd?: string;
  /**
   * Which cases the events carry: `every-case` (the default) lists every
   * planned case and every result; `failures` only the results that are not
   * accepted (the command line, which prints only those, on a 9! run).
   */
  readonly detail?: 'every-case' | 'failures';
}

/** The verdict of one case, in the judges' words. */
export type CaseVerdict =
  | 'accepted'
  | 'wrong-answer'
  | 'not-shortest'
  | 'time-limit-exceeded'
  | 'runtime-error'
  | 'output-limit-exceeded'
  | 'presentation-error';

/** How a whitespace case's input differs from the plain one. */
export interface InputForm {
  readonly crlf: boolean;
  readonly trailingSpaces: boolean;
  readonly finalNewline: boolean;
}

/** How a run of the program ended, when it did not end well. */
export interface RunEnd {
  /** The exit code, or null when a signal ended it. */
  readonly exitCode: number | null;
  readonly signal: string | null;
  /** The last lines of its standard error, for a runtime error. */
  readonly stderrTail: string;
}

/** One board, judged. */
export interface CaseResult {
  /** Stable across runs of the same options: `edge#12`, `edge+whitespace#12` (1-based, as the command line numbers cases). */
  readonly id: string;
  /** The test set's name: `edge`, `random:100`, `all`, or the file's path. */
  readonly set: string;
  /** 0-based position in the test set (the same for its whitespace twin). */
  readonly index: number;
  /** Present for a case fed with odd whitespace (`--whitespace`). */
  readonly form?: InputForm;
  readonly board: Board;
  /** The board as the program was given it, without its line end. */
  readonly boardText: string;
  /** The optimal number of moves, or null for an unsolvable board. */
  readonly optimal: number | null;
  readonly verdict: CaseVerdict;
  /** Why, in English: the special judge's reason, the exit code and stderr, the limit exceeded. Empty when accepted. */
  readonly reason: string;
  /** The engine's verdict when the answer was judged by it, for front ends that word (and translate) it themselves. */
  readonly judged?: Verdict;
  /** The program's answer, trimmed; cut at {@link MOST_ANSWER_CHARACTERS} (see answerLength). Null when it gave none. */
  readonly answer: string | null;
  readonly answerLength: number;
  /** The run's wall time in ms, for a case run on its own; undefined in a batch run (see the report's runs). */
  readonly durationMs?: number;
  /** For a runtime error, time limit or output limit: how the run ended. */
  readonly run?: RunEnd;
}

/** One start of the program. */
export interface RunFigure {
  readonly cases: number;
  readonly durationMs: number;
  readonly timeLimitMs: number;
}

/** The whole judgement. */
export interface JudgeReport {
  readonly problem: ProblemId;
  /** The test set's name, as in each case's `set`. */
  readonly set: string;
  /** The mode the cases were judged in (per-case after a rerun). */
  readonly mode: RunMode;
  /** Said when a batch run answered only the first board and every board was run again on its own. */
  readonly rerunReason?: string;
  readonly goal: Board;
  readonly optimal: boolean;
  /** The time limit per board, and the one each batch run got (scaled by its boards). */
  readonly timeLimitMs: number;
  readonly batchTimeLimitMs?: number;
  readonly outputLimitBytes: number;
  readonly cases: number;
  readonly accepted: number;
  readonly counts: Readonly<Record<CaseVerdict, number>>;
  /** Every case not accepted, simplest first (fewest moves, then input order). */
  readonly failures: readonly CaseResult[];
  /** Non-empty lines a batch run printed after its last answer (not accepted, as a judge would not). */
  readonly extraLines: number;
  /** The slowest case run on its own, or the slowest batch run. */
  readonly slowest?: { readonly id?: string; readonly board?: Board; readonly durationMs: number };
  /** Each start of the program, in order. */
  readonly runs: readonly RunFigure[];
  /** Wall time from start to end, compilation included. */
  readonly totalMs: number;
  readonly compileMs?: number;
  /** The programs' wall time, all runs together. */
  readonly programMs: number;
  /** The judge's own time: making the inputs and judging the answers (the programs and their start-up excluded). */
  readonly judgingMs: number;
  /** True when cancelled: the counts cover only the cases judged before. */
  readonly cancelled: boolean;
}

/** What a judgement ends with: a report, or why there is none. Errors are values. */
export type JudgeOutcome =
  | { readonly kind: 'judged'; readonly report: JudgeReport }
  /** The compiler refused the source: its output as it printed it. */
  | { readonly kind: 'compile-error'; readonly command: readonly string[]; readonly output: string; readonly exitCode: number | null }
  /** The program or compiler could not be started (not found, not executable), or the options are wrong (an unreadable test file, an unknown language). */
  | { readonly kind: 'cannot-start'; readonly message: string }
  | { readonly kind: 'bad-options'; readonly message: string }
  /** Cancelled before any case was judged (during compilation). */
  | { readonly kind: 'cancelled' };

/** What happens along the way, in order, for progress and for per-case results as they arrive. */
export type JudgeEvent =
  | { readonly type: 'compiling'; readonly command: readonly string[] }
  | { readonly type: 'compiled'; readonly durationMs: number; /** Warnings the compiler printed, if any. */ readonly output: string }
  /** The cases are known and about to run: ids, boards and optimal distances, so a front end can list them first. */
  | {
      readonly type: 'cases';
      readonly set: string;
      /** How many cases will run, whitespace twins included. */
      readonly count: number;
      /** Every planned case; empty when `detail` is `failures`. */
      readonly cases: readonly PlannedCase[];
      readonly mode: RunMode;
      readonly timeLimitMs: number;
      readonly batchTimeLimitMs?: number;
    }
  | { readonly type: 'run-started'; readonly cases: number; readonly timeLimitMs: number }
  /** Judged cases: one at a time per case, in chunks after a batch run. */
  | { readonly type: 'results'; readonly results: readonly CaseResult[] }
  | { readonly type: 'rerun'; readonly reason: string };

/** A case before it runs. */
export interface PlannedCase {
  readonly id: string;
  readonly index: number;
  readonly form?: InputForm;
  readonly board: Board;
  readonly boardText: string;
  readonly optimal: number | null;
}

/** The longest answer a result keeps (a wrong program may print megabytes on one line). */
export const MOST_ANSWER_CHARACTERS = 4096;
