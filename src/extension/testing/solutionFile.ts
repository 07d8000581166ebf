// What a solution file is, read from its name, language and text alone: no
// `vscode` and no Node here, so the unit tests read files exactly as the
// extension does. The judge's types only: its code is Node's, and this file
// goes into the browser build too.
import type { Language, ProblemId } from '../../judge/types';

export type { Language, ProblemId };

export const PROBLEM_IDS: readonly ProblemId[] = ['hdu1043', 'poj1077', 'luogu1379'];

/** How the problems are written in titles and comments. */
export const PROBLEM_NAMES: Readonly<Record<ProblemId, string>> = {
  poj1077: 'POJ 1077',
  hdu1043: 'HDU 1043',
  luogu1379: 'Luogu P1379',
};

/** The languages a solution may be written in, as the judge names them. */
export const SOLUTION_LANGUAGES: readonly Language[] = ['cpp', 'c', 'python', 'java', 'javascript'];

/** VS Code's language ids for each, then file extensions for files VS Code gave no such language. */
const BY_LANGUAGE_ID: Readonly<Record<string, Language>> = {
  cpp: 'cpp', c: 'c', python: 'python', java: 'java', javascript: 'javascript',
};
const BY_EXTENSION: Readonly<Record<string, Language>> = {
  cpp: 'cpp', cc: 'cpp', cxx: 'cpp', 'c++': 'cpp', c: 'c', py: 'python', java: 'java', js: 'javascript', mjs: 'javascript', cjs: 'javascript',
};

/** The language of a solution, from VS Code's language id or else the file's extension; undefined for anything else. */
export function solutionLanguage(languageId: string, fileName: string): Language | undefined {
  const byId = Object.hasOwn(BY_LANGUAGE_ID, languageId) ? BY_LANGUAGE_ID[languageId] : undefined;
  if (byId) return byId;
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(BY_EXTENSION, extension) ? BY_EXTENSION[extension] : undefined;
}

/**
 * How each problem is named in a file: `POJ 1077`, `poj1077`, `POJ-1077`,
 * `HDU 1043`, `hdu1043`, `HDUOJ 1043`, `Luogu P1379`, `luogu1379`, `P1379`,
 * `洛谷 P1379`. Whole words only, so `P13790` or `shdu1043x` name nothing.
 */
const MENTIONS: readonly (readonly [ProblemId, RegExp])[] = [
  ['poj1077', /(?<![A-Za-z0-9])poj\s*[-_#.:]?\s*1077(?![0-9])/gi],
  ['hdu1043', /(?<![A-Za-z0-9])hdu(?:oj)?\s*[-_#.:]?\s*1043(?![0-9])/gi],
  ['luogu1379', /(?:(?<![A-Za-z0-9])luogu\s*[-_#.:]?\s*p?\s*1379|洛谷\s*[-_#.:]?\s*p?\s*1379|(?<![A-Za-z0-9])P1379)(?![0-9])/gi],
];

/** Only the head of a file is read for a mention: that is where a solution says what it solves, and a huge file costs nothing. */
export const MENTION_WINDOW = 20_000;

export interface ProblemMention {
  readonly problem: ProblemId;
  /** Where the first mention of it starts, as an offset in the text. */
  readonly offset: number;
}

/** The problems `text` names, each once, in the order they first appear. */
export function problemsMentioned(text: string): ProblemMention[] {
  const head = text.slice(0, MENTION_WINDOW);
  const found: ProblemMention[] = [];
  for (const [problem, pattern] of MENTIONS) {
    pattern.lastIndex = 0;
    const match = pattern.exec(head);
    if (match) found.push({ problem, offset: match.index });
  }
  return found.sort((a, b) => a.offset - b.offset);
}

/**
 * The problem a solution is for, when its text says so without doubt: it
 * names exactly one of them. A file that names two (a comment comparing
 * POJ 1077 with HDU 1043) leaves the choice to the user.
 */
export function problemNamedIn(text: string): ProblemId | undefined {
  const mentioned = problemsMentioned(text);
  return mentioned.length === 1 ? mentioned[0].problem : undefined;
}

/** Reads a problem id back from storage or a setting, where anything may be. */
export function asProblemId(value: unknown): ProblemId | undefined {
  return typeof value === 'string' && (PROBLEM_IDS as readonly string[]).includes(value) ? (value as ProblemId) : undefined;
}
