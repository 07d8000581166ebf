// LeetCode's solutions are a class (JavaScript: a function), not a program:
// the judge wraps each in a harness of its own per language that reads one
// board after another from standard input and prints the method's answer a
// line, so a whole test set is one run, judged as an until-end input.
import type { Language } from '../spec';
import { cppHarness } from './cpp';
import { javaHarness } from './java';
import { javascriptHarness } from './javascript';
import { pythonHarness } from './python';
import { HarnessContext, HarnessPlan } from './types';

export type { Harness, HarnessContext, HarnessPlan } from './types';

/** The languages LeetCode's class can be written in here; C (LeetCode's `int** board`) has no harness. */
const HARNESSES: Partial<Record<Language, (context: HarnessContext) => HarnessPlan>> = {
  python: pythonHarness,
  cpp: cppHarness,
  java: javaHarness,
  javascript: javascriptHarness,
};

export function harnessFor(language: Language, context: HarnessContext): HarnessPlan {
  const harness = HARNESSES[language];
  if (harness) return harness(context);
  return {
    ok: false,
    line: 0,
    message: `the judge has LeetCode's harness for C++, Java, Python and JavaScript, not for ${language}: write the class in one of those`,
  };
}
