// The texts the problems' registry gives the editor to translate: no
// `vscode` here, so the translations' unit test produces the same keys
// (test/unit/extension/l10nProblems.test.ts). Each is a template for localizeTemplate.
import { Problem, PROBLEMS, problemsForPicker } from '../../problems';

export interface Template {
  readonly template: string;
  readonly args: readonly string[];
}

/** A problem's format in a line, as the problem picker shows it under its name. */
export function descriptionOf(problem: Problem): Template {
  return { template: problem.description, args: [] };
}

/** How many names a suggestion gives: enough to show the form, few enough for a quick pick's placeholder. */
const NAMES_SUGGESTED = 3;

/**
 * The names a comment may give the problems, the first few in the picker's
 * order, for a sentence that suggests one (`HDU 1043, POJ 1077, P1379`),
 * joined as the user's language lists names (`HDU 1043、POJ 1077、P1379`):
 * the platform's list format, so no translation depends on how many there are.
 */
export function commentNames(language: string): string {
  const names = problemsForPicker()
    .slice(0, NAMES_SUGGESTED)
    .map((problem) => problem.commentName);
  return new Intl.ListFormat(language, { type: 'conjunction', style: 'narrow' }).format(names);
}

/** Every template above: what the bundle must translate. */
export function problemTemplates(): string[] {
  return PROBLEMS.map((problem) => descriptionOf(problem).template);
}
