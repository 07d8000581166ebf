import { extname } from 'node:path';
import type { JudgeEnvironment } from '../problems';
import { CompileOverrides, Language, Toolchain } from './spec';

/**
 * Python's own syntax check, printed as the interpreter prints a syntax
 * error, and writing nothing (py_compile would leave a __pycache__ beside
 * the user's file).
 */
export const PYTHON_SYNTAX_CHECK = [
  'import sys, traceback',
  'try:',
  '    compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec")',
  'except SyntaxError as error:',
  '    sys.stderr.write("".join(traceback.format_exception_only(type(error), error)))',
  '    sys.exit(1)',
].join('\n');

/** How a C or C++ source is compiled: the judge's standard, flags and macros, or the options' over them. */
export interface CompileSettings {
  readonly standard: string | undefined;
  readonly flags: readonly string[];
  readonly defines: readonly string[];
  /** Headers the judge's C++ library brought in that this machine's does not (see build/libraryShim.ts). */
  readonly libraryIncludes: readonly string[];
}

/**
 * AddressSanitizer reserves terabytes of address space for its shadow
 * memory: where runs are held by /proc sampling, with an address-space
 * rlimit as the memory backstop (no cgroup), a sanitized program cannot
 * start, so the problem's sanitizer (LeetCode's) is left out there. Asked
 * for with --cflags, it is kept: the user then sees why it fails.
 */
const SANITIZER = /^-fsanitize=/;

/** The problem's environment for a C or C++ source, with what the options override (each part replaces the problem's). */
export function compileSettings(environment: JudgeEnvironment, language: 'cpp' | 'c', overrides: CompileOverrides | undefined, addressSpaceLimited = false): CompileSettings {
  const compiler = environment[language];
  return {
    standard: overrides?.standard ?? compiler.standard,
    flags: overrides?.flags ?? (addressSpaceLimited ? compiler.flags.filter((flag) => !SANITIZER.test(flag)) : compiler.flags),
    defines: overrides?.defines ?? environment.defines,
    libraryIncludes: compiler.libraryIncludes,
  };
}

/** The macros as Java system properties (`-DONLINE_JUDGE`, as Luogu runs `java -DONLINE_JUDGE`), the options' over the problem's. */
export function javaProperties(environment: JudgeEnvironment, overrides: CompileOverrides | undefined): string[] {
  return (overrides?.defines ?? environment.defines).map((define) => `-D${define}`);
}

/**
 * The commands for a language as the problem's judge compiles and runs it
 * (see {@link Toolchain} for the placeholders; `{memoryKiB}` is the run's
 * memory limit, `{encoding}` the Java source's: UTF-8, or GBK for a file that
 * is not UTF-8, as the judges on Chinese Windows read it). `shim` is the compiler's flags for the library's headers
 * (build/libraryShim.ts). C and C++ get `-std=`, the flags and `-D` for each
 * macro; Java runs with one garbage collector thread (the judges count the
 * CPU time of every thread) and a heap no larger than the memory limit, its
 * macros as system properties; Python and JavaScript get a syntax check
 * first, so a source that cannot run is one compile error rather than the
 * same runtime error on every board.
 */
export function judgeToolchain(language: Language, environment: JudgeEnvironment, overrides: CompileOverrides | undefined, shim: readonly string[], addressSpaceLimited = false): Toolchain {
  switch (language) {
    case 'cpp':
    case 'c': {
      const settings = compileSettings(environment, language, overrides, addressSpaceLimited);
      const compiler = language === 'cpp' ? 'g++' : 'gcc';
      const standard = settings.standard === undefined ? [] : [`-std=${settings.standard}`];
      const defines = settings.defines.map((define) => `-D${define}`);
      return { compile: [compiler, ...standard, ...settings.flags, ...defines, ...shim, '-o', '{executable}', '{source}', '-lm'], run: ['{executable}'] };
    }
    case 'java':
      return {
        compile: ['javac', '-encoding', '{encoding}', '-sourcepath', '{dir}', '-d', '{dir}', '{source}'],
        run: ['java', '-XX:+UseSerialGC', '-Xmx{memoryKiB}k', ...javaProperties(environment, overrides), '-cp', '{dir}', '{name}'],
      };
    case 'python':
      return { compile: ['python3', '-c', PYTHON_SYNTAX_CHECK, '{source}'], run: ['python3', '{source}'] };
    case 'javascript':
      return { compile: ['node', '--check', '{source}'], run: ['node', '{source}'] };
  }
}

const EXTENSIONS: Readonly<Record<string, Language>> = {
  '.cpp': 'cpp',
  '.cc': 'cpp',
  '.cxx': 'cpp',
  '.c': 'c',
  '.py': 'python',
  '.java': 'java',
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
};

/** The language of a source file, by its extension, or undefined. */
export function languageOf(path: string): Language | undefined {
  return EXTENSIONS[extname(path).toLowerCase()];
}
