import { codeWithoutCommentsOrStrings, lineAt } from '../../problems';

/**
 * What the judges need of a Java program, read from its code: they save it as
 * `Main.java`, compile it without a package and run `java Main` (POJ, HDU,
 * Luogu, UVa and Aizu all say so), whatever the file was called here.
 */
export type JavaProgram =
  | { readonly ok: true; readonly mainClass: 'Main' }
  /**
   * Why the judges could not run it, in one sentence, and the line that says so (1-based; 0 for the whole
   * file).
   */
  | { readonly ok: false; readonly line: number; readonly message: string };

const PACKAGE = /^[ \t]*package[ \t]+([\w.]+)[ \t]*;/m;
const MAIN_CLASS = /\bclass\s+Main\b/;
const PUBLIC_CLASS = /\bpublic\s+(?:(?:final|abstract|strictfp)\s+)*class\s+([A-Za-z_$][\w$]*)/;

export function javaProgramOf(text: string): JavaProgram {
  const pack = packageLine(text);
  if (pack) return { ok: false, line: pack.line, message: packageMessage(pack.name) };
  const code = codeWithoutCommentsOrStrings('java', text);
  if (MAIN_CLASS.test(code)) return { ok: true, mainClass: 'Main' };
  const named = PUBLIC_CLASS.exec(code);
  const which = named ? `rename class ${named[1]} to Main` : 'name the class with main() Main';
  return {
    ok: false,
    line: named ? lineAt(code, named.index) : 0,
    message: `the judges save a Java program as Main.java and run java Main: ${which}`,
  };
}

/** The sentence for a `package` line, which the judges refuse (HDU and POJ then find no class Main). */
export function packageMessage(name: string): string {
  return `the judges compile your class in no package and run it by its bare name: remove the line 'package ${name};'`;
}

/** A `package` line of a Java source, as javac would read it, with its line; undefined when there is none. */
export function packageLine(text: string): { readonly line: number; readonly name: string } | undefined {
  const code = codeWithoutCommentsOrStrings('java', text);
  const pack = PACKAGE.exec(code);
  return pack ? { line: lineAt(code, pack.index), name: pack[1] } : undefined;
}
