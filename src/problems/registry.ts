import { parseBoard, Puzzle, puzzleOf, sizeByKey, SizeKey } from '../engine';

/**
 * The registry of judge problems: every problem the judge knows is declared
 * here once, with everything that follows from its statement. The command
 * line's `--problem` and usage, the editor's problem picker, the CodeLens
 * that offers Test My Solution and the Test Explorer's labels all read it.
 *
 * To add a problem, add its entry to {@link PROBLEM_SPECS}: every field is
 * required, so the type checker points at each decision the problem owes.
 * (Memory limits and per-problem compile settings are not declared yet:
 * nothing applies them.)
 */

/** How a program is run: once per board, or once for every board of a test set. */
export type RunMode = 'per-case' | 'batch';

/** What an answer is: a move string (or `unsolvable`), or the number of moves (Luogu P1379). */
export type AnswerKind = 'moves' | 'steps';

/** How a board is written for the program: the blank's symbol and what goes between cells. */
export interface BoardStyle {
  readonly blank: string;
  readonly separator: string;
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
  readonly size: SizeKey;
  /** The goal as the statement writes it, in any form a board may take: `123804765`. */
  readonly goal: string;
  readonly input: BoardStyle;
  readonly answer: AnswerKind;
  /** Whether its data has unsolvable boards (Luogu P1379 promises a solution, so the generated sets have none). */
  readonly unsolvableBoards: boolean;
  readonly mode: RunMode;
  /** Per board, in milliseconds, unless the user says otherwise. */
  readonly timeLimitMs: number;
}

const WORDS = { blank: 'x', separator: ' ' } as const;

/**
 * Every problem, in the order the command line lists them. Each one's
 * mentions are whole words, so `P13790` or `shdu1043x` name nothing.
 */
const PROBLEM_SPECS = {
  poj1077: {
    name: 'POJ 1077',
    commentName: 'POJ 1077',
    mentions: /(?<![A-Za-z0-9])poj\s*[-_#.:]?\s*1077(?![0-9])/i,
    description: 'one board per run; answer: moves (u d l r) or unsolvable',
    size: '3x3',
    goal: '12345678x',
    input: WORDS,
    answer: 'moves',
    unsolvableBoards: true,
    mode: 'per-case',
    timeLimitMs: 1000,
  },
  hdu1043: {
    name: 'HDU 1043',
    commentName: 'HDU 1043',
    mentions: /(?<![A-Za-z0-9])hdu(?:oj)?\s*[-_#.:]?\s*1043(?![0-9])/i,
    description: 'every board in one run, one per line; answer: moves (u d l r) or unsolvable',
    size: '3x3',
    goal: '12345678x',
    input: WORDS,
    answer: 'moves',
    unsolvableBoards: true,
    mode: 'batch',
    timeLimitMs: 1000,
  },
  luogu1379: {
    name: 'Luogu P1379',
    commentName: 'P1379',
    mentions: /(?:(?<![A-Za-z0-9])luogu\s*[-_#.:]?\s*p?\s*1379|洛谷\s*[-_#.:]?\s*p?\s*1379|(?<![A-Za-z0-9])P1379)(?![0-9])/i,
    description: 'one board per run as 9 digits, 0 for the blank, goal 123804765; answer: the number of moves',
    size: '3x3',
    goal: '123804765',
    input: { blank: '0', separator: '' },
    answer: 'steps',
    unsolvableBoards: false,
    mode: 'per-case',
    timeLimitMs: 1000,
  },
} as const satisfies Record<string, ProblemSpec>;

/** The judges whose formats the judge knows: `hdu1043`. */
export type ProblemId = keyof typeof PROBLEM_SPECS;

/** The problem a solution is judged as when nothing says which: every board in one run. */
export const DEFAULT_PROBLEM: ProblemId = 'hdu1043';

/** A problem with its puzzle resolved: the size and goal its boards are judged toward. */
export interface Problem extends Omit<ProblemSpec, 'size' | 'goal'> {
  readonly id: ProblemId;
  readonly puzzle: Puzzle;
  /** The goal as the statement writes it. */
  readonly goalText: string;
}

function resolve(id: ProblemId, spec: ProblemSpec): Problem {
  const { size: key, goal: text, ...rest } = spec;
  const size = sizeByKey(key);
  const goal = parseBoard(text, size);
  // The registry's own goal: a typo here is this file's bug, found by every test that loads it.
  if (!goal.ok) throw new Error(`${id}: the goal ${JSON.stringify(text)} is not a ${size.name} board: ${goal.error.message}`);
  return Object.freeze({ ...rest, id, puzzle: puzzleOf(size, goal.board), goalText: text });
}

const BY_ID = Object.fromEntries((Object.keys(PROBLEM_SPECS) as ProblemId[]).map((id) => [id, resolve(id, PROBLEM_SPECS[id])])) as Readonly<Record<ProblemId, Problem>>;

/** Every problem, in the registry's order. */
export const PROBLEMS: readonly Problem[] = Object.freeze(Object.values(BY_ID));

/** Every problem's id, in the registry's order: `poj1077, hdu1043, luogu1379`. */
export const PROBLEM_IDS: readonly ProblemId[] = Object.freeze(PROBLEMS.map((problem) => problem.id));

export function problemOf(id: ProblemId = DEFAULT_PROBLEM): Problem {
  return BY_ID[id];
}

export function isProblemId(text: string): text is ProblemId {
  return Object.hasOwn(BY_ID, text);
}

/** A problem id read back from storage or a setting, where anything may be. */
export function asProblemId(value: unknown): ProblemId | undefined {
  return typeof value === 'string' && isProblemId(value) ? value : undefined;
}

/** The problems as a picker offers them: the default first, then the others in the registry's order. */
export function problemsForPicker(): Problem[] {
  return [problemOf(DEFAULT_PROBLEM), ...PROBLEMS.filter((problem) => problem.id !== DEFAULT_PROBLEM)];
}
