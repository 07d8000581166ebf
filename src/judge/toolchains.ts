import { extname } from 'node:path';
import { Language, Toolchain } from './types';

/** The usual commands for each language (see {@link Toolchain} for the placeholders). */
export const DEFAULT_TOOLCHAINS: Readonly<Record<Language, Toolchain>> = {
  cpp: { compile: ['g++', '-O2', '-o', '{executable}', '{source}'], run: ['{executable}'] },
  c: { compile: ['gcc', '-O2', '-o', '{executable}', '{source}', '-lm'], run: ['{executable}'] },
  python: { run: ['python3', '{source}'] },
  java: { compile: ['javac', '-d', '{dir}', '{source}'], run: ['java', '-cp', '{dir}', '{name}'] },
  javascript: { run: ['node', '{source}'] },
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
