import { extname } from 'node:path';
import { Language, Toolchain } from './spec';

/**
 * Python's own syntax check, printed as the interpreter prints a syntax
 * error, and writing nothing (py_compile would leave a __pycache__ beside
 * the user's file).
 */
const PYTHON_SYNTAX_CHECK = [
  'import sys, traceback',
  'try:',
  '    compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec")',
  'except SyntaxError as error:',
  '    sys.stderr.write("".join(traceback.format_exception_only(type(error), error)))',
  '    sys.exit(1)',
].join('\n');

/**
 * The usual commands for each language (see {@link Toolchain} for the
 * placeholders). Python and JavaScript get a syntax check first, so a
 * source that cannot run is a compile error, shown once, rather than the
 * same runtime error on every board.
 */
export const DEFAULT_TOOLCHAINS: Readonly<Record<Language, Toolchain>> = {
  cpp: { compile: ['g++', '-O2', '-o', '{executable}', '{source}'], run: ['{executable}'] },
  c: { compile: ['gcc', '-O2', '-o', '{executable}', '{source}', '-lm'], run: ['{executable}'] },
  python: { compile: ['python3', '-c', PYTHON_SYNTAX_CHECK, '{source}'], run: ['python3', '{source}'] },
  java: { compile: ['javac', '-d', '{dir}', '{source}'], run: ['java', '-cp', '{dir}', '{name}'] },
  javascript: { compile: ['node', '--check', '{source}'], run: ['node', '{source}'] },
};

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
