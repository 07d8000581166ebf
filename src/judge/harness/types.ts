// What a harness is made of: LeetCode's user writes only `class Solution`
// (JavaScript: a function), and the judge supplies the program around it.

/** What a harness is built from. */
export interface HarnessContext {
  /** The user's file, absolute. */
  readonly source: string;
  /** Its bytes, and its text (decoded as UTF-8). */
  readonly bytes: Uint8Array;
  readonly text: string;
  /** The run folder, where the harness's files are written. */
  readonly folder: string;
  /** The class and method LeetCode calls: `Solution`, `slidingPuzzle`. */
  readonly className: string;
  readonly method: string;
  /** A board's shape: LeetCode 773 passes a 2×3 array of arrays. */
  readonly rows: number;
  readonly columns: number;
}

/** The harness's files and commands; `{dir}`, `{executable}` and `{memoryKiB}` are filled in as a toolchain's. */
export interface Harness {
  /** Files to write in the run folder: name and text. */
  readonly files: readonly { readonly name: string; readonly content: string | Uint8Array }[];
  /** Copies of the user's file among `files`, whose paths in the compiler's messages are the user's file. */
  readonly copies: readonly string[];
  /** The harness's own commands; undefined: the language's, as the problem's judge compiles it, with `{source}` the harness's main file. */
  readonly commands?: { readonly compile: readonly string[]; readonly run: readonly string[] };
  /** That main file's name in the run folder, when the language's commands are used. */
  readonly main?: string;
}

/** A harness, or why the source is not a LeetCode solution (a sentence, and its line when one says so). */
export type HarnessPlan =
  | { readonly ok: true; readonly harness: Harness }
  | { readonly ok: false; readonly line: number; readonly message: string };

/** The sentence for a source that lacks what LeetCode calls. */
export function missingMethod(what: string): HarnessPlan {
  return {
    ok: false,
    line: 0,
    message: `LeetCode calls ${what}; the file has none (write only the class LeetCode gives you, the judge supplies main)`,
  };
}
