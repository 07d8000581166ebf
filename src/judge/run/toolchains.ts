import { extname } from 'node:path';
import type { JudgeEnvironment } from '../../problems';
import { CompileOverrides, Language, Toolchain } from '../spec';

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

/**
 * What this machine builds a C or C++ program as, for the judge's machine: its word size, and its C++
 * strings.
 */
export interface BuildMachine {
  /** 32 (`-m32`) where the judge's was 32-bit and this machine can build so; else 64. */
  readonly wordBits: 32 | 64;
  /** GCC 4's copy-on-write strings (`-D_GLIBCXX_USE_CXX11_ABI=0`), or today's. */
  readonly strings: 'copy-on-write' | 'short-string';
}

/** How the commands of a language are made on this machine, beyond the judge's own settings. */
export interface ToolchainContext {
  /** The compiler's flags for the library's headers (build/libraryShim.ts). */
  readonly shim: readonly string[];
  /** Whether runs here have an address-space limit (no cgroup holds memory): sanitizers cannot run then. */
  readonly addressSpaceLimited: boolean;
  /** What a C or C++ program is built as; undefined: as this machine builds by default. */
  readonly machine?: BuildMachine;
}

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

/**
 * The problem's environment for a C or C++ source, with what the options override (each part replaces the
 * problem's).
 */
export function compileSettings(
  environment: JudgeEnvironment,
  language: 'cpp' | 'c',
  overrides: CompileOverrides | undefined,
  addressSpaceLimited = false,
): CompileSettings {
  const compiler = environment[language];
  return {
    standard: overrides?.standard ?? compiler.standard,
    flags:
      overrides?.flags ??
      (addressSpaceLimited ? compiler.flags.filter((flag) => !SANITIZER.test(flag)) : compiler.flags),
    defines: overrides?.defines ?? environment.defines,
    libraryIncludes: compiler.libraryIncludes,
  };
}

/** The macros as Java system properties (`-DONLINE_JUDGE`, as Luogu runs `java -DONLINE_JUDGE`), the options' over the problem's. */
export function javaProperties(
  environment: JudgeEnvironment,
  overrides: CompileOverrides | undefined,
): string[] {
  return (overrides?.defines ?? environment.defines).map((define) => `-D${define}`);
}

/**
 * The flags that make this machine's GCC build for the judge's machine,
 * first on the line so the user's own flags can still say otherwise
 * (`--cflags -m64`).
 */
export function machineFlags(language: 'cpp' | 'c', machine: BuildMachine | undefined): string[] {
  if (machine === undefined) return [];
  return [
    ...(machine.wordBits === 32 ? ['-m32'] : []),
    ...(language === 'cpp' && machine.strings === 'copy-on-write' ? ['-D_GLIBCXX_USE_CXX11_ABI=0'] : []),
  ];
}

/**
 * The commands for a language as the problem's judge compiles and runs it
 * (see {@link Toolchain} for the placeholders; `{memoryKiB}` is the run's
 * memory limit, `{encoding}` the Java source's: UTF-8, or GBK for a file that
 * is not UTF-8, as the judges on Chinese Windows read it). C and C++ get
 * the machine's flags (`-m32` for POJ's and HDU's 32-bit MinGW), `-std=`,
 * the flags and `-D` for each macro; Java runs with one garbage collector
 * thread (the judges count the CPU time of every thread) and a heap no
 * larger than the memory limit, its macros as system properties; Python and
 * JavaScript get a syntax check first, so a source that cannot run is one
 * compile error rather than the same runtime error on every board.
 */
export function judgeToolchain(
  language: Language,
  environment: JudgeEnvironment,
  overrides: CompileOverrides | undefined,
  context: ToolchainContext,
): Toolchain {
  switch (language) {
    case 'cpp':
    case 'c': {
      const settings = compileSettings(environment, language, overrides, context.addressSpaceLimited);
      const compiler = language === 'cpp' ? 'g++' : 'gcc';
      const standard = settings.standard === undefined ? [] : [`-std=${settings.standard}`];
      const defines = settings.defines.map((define) => `-D${define}`);
      const machine = machineFlags(language, context.machine);
      return {
        compile: [
          compiler,
          ...machine,
          ...standard,
          ...settings.flags,
          ...defines,
          ...context.shim,
          '-o',
          '{executable}',
          '{source}',
          '-lm',
        ],
        run: ['{executable}'],
      };
    }
    case 'java':
      return {
        compile: ['javac', '-encoding', '{encoding}', '-sourcepath', '{dir}', '-d', '{dir}', '{source}'],
        run: [
          'java',
          '-XX:+UseSerialGC',
          '-Xmx{memoryKiB}k',
          ...javaProperties(environment, overrides),
          '-cp',
          '{dir}',
          '{name}',
        ],
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
