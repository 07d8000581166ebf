// What a solution file is, read from its name and language alone: no
// `vscode` and no Node here, so the unit tests read files exactly as the
// extension does. Which problem a file names is the problems' registry's to
// say (src/problems: problemsMentioned, problemNamedIn).
import { JUDGE_LANGUAGES, Language } from '../../judge/spec';

export type { Language };

/** VS Code's ids of the languages a solution may be in: the judge's own names for them. */
export const SOLUTION_LANGUAGE_IDS: readonly string[] = JUDGE_LANGUAGES;

/** File extensions, for files VS Code gave none of those languages. */
const BY_EXTENSION: Readonly<Record<string, Language>> = {
  cpp: 'cpp',
  cc: 'cpp',
  cxx: 'cpp',
  'c++': 'cpp',
  c: 'c',
  py: 'python',
  java: 'java',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
};

/**
 * The language of a solution, from VS Code's language id or else the file's extension; undefined for anything
 * else.
 */
export function solutionLanguage(languageId: string, fileName: string): Language | undefined {
  const byId = JUDGE_LANGUAGES.find((language) => language === languageId);
  if (byId) return byId;
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(BY_EXTENSION, extension) ? BY_EXTENSION[extension] : undefined;
}
