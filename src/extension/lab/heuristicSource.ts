// Where a learner's file defines the heuristic the lab checks: a function
// named `h`, as the lab's contract calls it (`h(board, goal, rows, cols)`, docs/heuristic-check.md).
// Text only, no `vscode`, so the lens and the command read files alike.
import { Size, sizeNamed } from '../../engine';

export type HeuristicLanguage = 'javascript' | 'python';

/** The language of a heuristic file by its name: `.js`, `.mjs`, `.cjs` or `.py`. */
export function heuristicLanguageOf(path: string): HeuristicLanguage | undefined {
  if (/\.(?:js|mjs|cjs)$/i.test(path)) return 'javascript';
  if (/\.py$/i.test(path)) return 'python';
  return undefined;
}

// Each at the start of a line: a definition, not a call or a comment's mention. JavaScript's `h` may be nested in a
// module's export forms; Python's must be at the top level, since a method `h` of a class is not the module's `h`.
const DEFINITIONS: Readonly<Record<HeuristicLanguage, readonly RegExp[]>> = {
  javascript: [
    /^[ \t]*(?:export[ \t]+(?:default[ \t]+)?)?(?:async[ \t]+)?function[ \t]*\*?[ \t]*h[ \t]*\(/m,
    /^[ \t]*(?:export[ \t]+)?(?:const|let|var)[ \t]+h[ \t]*=/m,
    /^[ \t]*(?:module\.)?exports\.h[ \t]*=/m,
    /^[ \t]*module\.exports[ \t]*=[ \t]*(?:async[ \t]+)?function[ \t]+h[ \t]*\(/m,
  ],
  python: [/^(?:async[ \t]+)?def[ \t]+h[ \t]*\(/m],
};

/** The 0-based line where `text` defines `h`, the first such, or undefined when it defines none. */
export function heuristicLine(text: string, language: HeuristicLanguage): number | undefined {
  const offsets = DEFINITIONS[language]
    .map((pattern) => pattern.exec(text)?.index)
    .filter((offset) => offset !== undefined);
  if (offsets.length === 0) return undefined;
  const offset = Math.min(...offsets);
  return text.slice(0, offset).split('\n').length - 1;
}

/**
 * The sizes the file names (`2x3`, `4×4`), first named first: a heuristic
 * written for one size says so in a comment or a constant, and its check
 * should not ask. Numbers around an `x` that are no size (`3x + 1`) name nothing.
 */
export function sizesNamedIn(text: string): Size[] {
  const named: Size[] = [];
  for (const match of text.matchAll(/(?<![\w.])(\d)\s*[x×X]\s*(\d)(?![\w.])/g)) {
    const size = sizeNamed(`${match[1]}x${match[2]}`);
    if (size && !named.includes(size)) named.push(size);
  }
  return named;
}
