import type { SizeKey } from '../engine';
import type { Language } from './languages';

// What a problem's statement says, as types: the registry (registry.ts)
// declares each problem with these, and every field is required, so a new
// problem cannot compile until each decision is made.

/**
 * Other ways a statement lets a board's cells be spaced, which `--whitespace`
 * tries: `runs-of-spaces` (the judges' samples write `2  3  4  1  5  x`),
 * `tabs`, `rows` (a one-line board written a row a line, as a list of tiles
 * read by tokens may be), `one-line` (a grid's cells all on one line).
 */
export type Spacing = 'runs-of-spaces' | 'tabs' | 'rows' | 'one-line';

/** How one board is written for the program. */
export interface BoardForm {
  /**
   * `spaced`: the cells on one line, a space between (`2 3 4 1 5 x 7 6 8`);
   * `compact`: one character a cell (`23415x768`, `12X453786`);
   * `grid`: a row a line, a space between cells (`1 2 3` / `4 0 5`).
   */
  readonly layout: 'spaced' | 'compact' | 'grid';
  /** How the blank is written: `x`, `X`, `0`. */
  readonly blank: string;
  /** The other spacings the statement allows (none for a compact board, whose cells touch). */
  readonly spacings: readonly Spacing[];
}

/** How a test's boards are laid out in the input; it also decides how the program is run. */
export type InputLayout =
  /** One board is the whole input: the judge runs the program once per board. */
  | { readonly kind: 'one-board' }
  /** Every board, one after another, to the end of the input: one run for all. */
  | { readonly kind: 'until-end' }
  /**
   * The number of cases on the first line, then the cases; `blankLines`: a
   * blank line before each case (UVa 652, as UVa's multiple-input problems
   * are). One run.
   */
  | { readonly kind: 'counted'; readonly blankLines: boolean }
  /**
   * The number of cases, then each case's start and goal (HDU 3567): one run, and every case toward its own
   * goal.
   */
  | { readonly kind: 'counted-pairs' };

/**
 * How many boards one input of the judge's holds: the size its time and
 * memory limits were set for. A run of more boards than this is a check of
 * the answers, not of the limits (see the judge's stress sets).
 */
export interface DataSize {
  /** The most boards one run is given: 1 where a board is the whole input. */
  readonly boards: number;
  /**
   * `statement`: the statement bounds it (a board per input; HDU 3567's
   * T ≤ 200), and a larger set is given in several runs of at most that
   * many; `estimate`: it does not, and the figure rests on `basis`.
   */
  readonly from: 'statement' | 'estimate';
  /** Where the figure comes from, in a sentence. */
  readonly basis: string;
}

/** How the answers are laid out in the output. */
export type OutputLayout =
  /** An answer a line. */
  | { readonly kind: 'lines' }
  /** A blank line between two answers (UVa 652). */
  | { readonly kind: 'blank-between' }
  /** `Case k: n` (the number of moves), then the moves on a line of their own (HDU 3567). */
  | { readonly kind: 'case-headed' };

/** Which move strings the judge accepts. */
export type Acceptance =
  /** Any that reaches the goal (a special judge); `--optimal` asks for a shortest one. */
  | { readonly kind: 'any' }
  /** Any of the shortest ones (AcWing 179: the fewest moves, any of them): a longer one is a wrong answer. */
  | { readonly kind: 'shortest' }
  /**
   * Exactly the lexicographically smallest of the shortest ones, in character order (HDU 3567: d < l < r <
   * u).
   */
  | { readonly kind: 'lexicographic-shortest' }
  /** Any that reaches the goal in at most `moves` (UVa 10181: 50). */
  | { readonly kind: 'at-most'; readonly moves: number };

/** What an answer is. */
export type AnswerForm =
  /**
   * The blank's moves, `u d l r` in `case`, or `unsolvable`'s words for a
   * board with no solution (undefined where every board has one: HDU 3567).
   */
  | {
      readonly kind: 'moves';
      readonly case: 'lower' | 'upper';
      readonly unsolvable: string | undefined;
      readonly accept: Acceptance;
    }
  /** The fewest moves; `unsolvable` is the answer of a board with no solution (`-1`), undefined where every board has one. */
  | { readonly kind: 'steps'; readonly unsolvable: string | undefined };

/** How the user writes a solution. */
export type SolutionForm =
  /** A whole program that reads the input and writes the output. */
  | { readonly kind: 'program' }
  /**
   * LeetCode's: a class with one method that takes a board and returns the answer; the judge wraps it in a
   * harness of its own.
   */
  | { readonly kind: 'method'; readonly className: string; readonly method: string };

/** One time and memory limit. */
export interface Limit {
  /** CPU time of a run, in milliseconds. */
  readonly timeMs: number;
  /** Peak resident memory of a run, in KiB (the judges' `K`). */
  readonly memoryKiB: number;
}

/** A problem's limits as its page states them. */
export interface ProblemLimits {
  /** Every language not named in `languages`. */
  readonly others: Limit;
  /** Languages the judge allows more (HDU gives Java twice the time and memory). */
  readonly languages: Partial<Record<Language, Limit>>;
  /** Where they are stated, and in the statement's own words: `Time Limit: 10000/5000 MS (Java/Others)  Memory Limit: 65536/32768 K (Java/Others)`. */
  readonly source: string;
  readonly stated: string;
  /** False where the judge publishes no limit (LeetCode): the judge's own are used, and said to be. */
  readonly published: boolean;
  /**
   * True when the figures were read from the statement or a copy of it;
   * false when they could not be checked here (`stated` then says what was
   * found, and where), so a front end can say they may differ.
   */
  readonly confirmed: boolean;
}

/** How one language is compiled, as the judge compiles it: the standard and flags its compiler is given. */
export interface Compiler {
  /** The judge's own name for it, as its submission page offers it: `G++`, `C++11 5.3.0`. */
  readonly name: string;
  /** The other compilers the judge offers for the language that a standard reproduces here (UVa's `C++ 5.3.0`: `--std gnu++98`). */
  readonly others: readonly { readonly name: string; readonly standard: string }[];
  /** `-std=` for C and C++ (`gnu++98` for POJ's G++, whose old GCC defaults to it), or undefined for the language's own default. */
  readonly standard: string | undefined;
  readonly flags: readonly string[];
  /**
   * Headers the judge's library brought in with every other (POJ's and
   * HDU's MinGW libstdc++ 4.x: `<cstring>` and `<cstdio>`, so judge-era code
   * called `memset` without including it): the toolchain adds them the way
   * that library did (src/judge/build/libraryShim.ts).
   */
  readonly libraryIncludes: readonly string[];
}

/**
 * The machine a judge ran programs on, as far as this one can be it, and
 * how it counted their memory: what a verdict of memory rests on.
 */
export interface JudgeMachine {
  /** Its system and compiler, as the evidence names them: `32-bit Windows, MinGW GCC 4.4.0`. */
  readonly system: string;
  /**
   * The word size its C and C++ programs were built for: 32 on POJ's and
   * HDU's MinGW, where a pointer, a map's node and a string's bookkeeping
   * take half what they take in a 64-bit build. Built so here (`-m32`)
   * where this machine can; the report says when it cannot.
   */
  readonly wordBits: 32 | 64;
  /**
   * Its C++ library's `std::string`: GCC 4's `copy-on-write` one, one
   * buffer shared by copies until one is written (libstdc++'s old ABI,
   * `_GLIBCXX_USE_CXX11_ABI=0`), or today's `short-string` one (GCC 5 on),
   * whose every copy has a buffer of its own.
   */
  readonly strings: 'copy-on-write' | 'short-string';
  /**
   * What its memory figure counts. `resident`: the pages a program touched
   * (a large array it never touches costs nothing), its runtime's own file
   * pages aside. The one rule the evidence found so far: committed memory
   * (what a program reserves) was ruled out for POJ and HDU.
   */
  readonly memory: 'resident';
  /** What the machine and the memory rule rest on. */
  readonly evidence: string;
}

/** How the judge compiles and runs solutions, as far as this machine can reproduce it. */
export interface JudgeEnvironment {
  readonly machine: JudgeMachine;
  /** Macros every compiled language is given: `ONLINE_JUDGE`, which solutions test to skip their `freopen`. */
  readonly defines: readonly string[];
  /** Environment variables every run is given, as the judge's machine had them (none known so far). */
  readonly variables: Readonly<Record<string, string>>;
  readonly cpp: Compiler;
  readonly c: Compiler;
  /** Where the judge's compilers are documented, and what this machine does differently. */
  readonly source: string;
}

/** A problem as its statement gives it. */
export interface ProblemSpec {
  /** How people name it: `HDU 1043`. */
  readonly name: string;
  /** The shortest name a comment may give it, as the editor suggests it: `P1379`. */
  readonly commentName: string;
  /**
   * What names it in a solution's text (`POJ 1077`, `poj1077`, `洛谷 P1379`),
   * whole words only. Not global: it is asked for its first match.
   */
  readonly mentions: RegExp;
  /** Its format in one line of English, as the editor's problem picker shows it (translated there). */
  readonly description: string;
  /** The statement's address. */
  readonly url: string;
  readonly size: SizeKey;
  /** The goal as the statement writes it, in any form a board may take: `123804765`. For HDU 3567, each case's own goal comes with it. */
  readonly goal: string;
  readonly board: BoardForm;
  readonly input: InputLayout;
  /** How many boards one of its inputs holds, and where the figure comes from. */
  readonly data: DataSize;
  readonly output: OutputLayout;
  readonly answer: AnswerForm;
  readonly solution: SolutionForm;
  /**
   * Whether its judge has the verdict Presentation Error (POJ, HDU, UVa and
   * Aizu do; LeetCode and Luogu do not): given only to an answer that is
   * right but for its spaces or its lines. Every other answer that is not
   * right is a Wrong Answer, as every judge says.
   */
  readonly presentationError: boolean;
  /**
   * Whether its data has unsolvable boards (Luogu P1379 promises a solution, so the generated sets have
   * none).
   */
  readonly unsolvableBoards: boolean;
  /**
   * The most moves a solvable board of its data needs, where the statement
   * bounds it (UVa 10181 and Aizu ALDS1_13_C: 45), so generated sets hold
   * no board it would never give; undefined for none.
   */
  readonly mostMoves: number | undefined;
  /**
   * Facts of the statement that could not be confirmed here, each with what was found instead: empty when all
   * were.
   */
  readonly unconfirmed: readonly string[];
  readonly limits: ProblemLimits;
  readonly environment: JudgeEnvironment;
}

/** How a program is run: once per board, or once for every board of a test set. */
export type RunMode = 'per-case' | 'batch';

/** The run mode an input layout makes: a run per board only when a board is the whole input. */
export function runModeOf(input: InputLayout): RunMode {
  return input.kind === 'one-board' ? 'per-case' : 'batch';
}
