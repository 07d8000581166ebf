import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder, in the run folder, whose headers stand in front of the system's (given to the compiler with
 * -isystem).
 */
export const SHIM_FOLDER = 'judge-include';

/**
 * Reproduces what a judge's C++ library brings in that this machine's does
 * not. MinGW's libstdc++ 4.x (POJ's and HDU's G++) is built with the generic
 * locale model, whose `bits/c++locale.h` includes `<cstring>` and `<cstdio>`;
 * every header that reaches it (`<iostream>`, `<string>`, `<sstream>`) brought
 * `memset` and `strlen` with it, so judge-era code used them without
 * `<cstring>`. Here (the GNU locale model) it does not. A `bits/c++locale.h`
 * of our own, found first, includes the real one and then those headers: the
 * same files compile, and one that includes only `<cstdio>` still fails, as it
 * did there. Returns the compiler's flags for it (none when there is nothing
 * to add).
 */
export function writeLibraryShim(runFolder: string, includes: readonly string[]): string[] {
  if (includes.length === 0) return [];
  const root = join(runFolder, SHIM_FOLDER);
  mkdirSync(join(root, 'bits'), { recursive: true });
  const header = [
    "// The judge's C++ library brought these in through <bits/c++locale.h>: see src/judge/build/libraryShim.ts.",
    '#include_next <bits/c++locale.h>',
    ...includes.map((name) => `#include <${name}>`),
    '',
  ].join('\n');
  writeFileSync(join(root, 'bits', 'c++locale.h'), header);
  return ['-isystem', root];
}
