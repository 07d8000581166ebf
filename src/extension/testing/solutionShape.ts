// Whether a source is a solution at all, read from its code: a helper that
// names HDU 1043 in a comment (samples/solve.py replays answers and prints
// one) is no program a judge can run, and a lens that offers to judge it
// leads a newcomer to 74 failed cases. Pure: no `vscode`, so the unit tests
// read files exactly as the lens does.
import { codeWithoutComments, declaresMethod, type Language, type SolutionForm } from '../../problems';

/**
 * What reads standard input and what writes standard output, per language:
 * the calls and streams judge solutions use (`cin`, `scanf`, `sys.stdin`,
 * `input()`, `System.in`, `process.stdin`, `readFileSync(0)`…).
 */
const STREAMS: Readonly<Record<Language, { readonly reads: RegExp; readonly writes: RegExp }>> = {
  cpp: {
    reads: /\b(?:cin|stdin|scanf|getchar(?:_unlocked)?|gets|fgets|getline|fread|getc|fgetc|freopen)\b/,
    writes: /\b(?:cout|stdout|printf|puts|putchar(?:_unlocked)?|fwrite|fputs|fputc|putc)\b/,
  },
  c: {
    reads: /\b(?:stdin|scanf|getchar(?:_unlocked)?|gets|fgets|getline|fread|getc|fgetc|freopen)\b/,
    writes: /\b(?:stdout|printf|puts|putchar(?:_unlocked)?|fwrite|fputs|fputc|putc)\b/,
  },
  python: {
    reads: /\b(?:input|raw_input)\s*\(|\bstdin\b|\bfileinput\b|\bopen\s*\(\s*0\b/,
    writes: /\bprint\b|\bstdout\b/,
  },
  java: {
    reads: /\b(?:System|FileDescriptor)\s*\.\s*in\b/,
    writes: /\b(?:System|FileDescriptor)\s*\.\s*out\b/,
  },
  javascript: {
    reads:
      /\bprocess\s*\.\s*stdin\b|\breadFileSync\s*\(\s*(?:0\b|['"]\/dev\/stdin['"])|\brequire\s*\(\s*['"](?:node:)?readline['"]/,
    writes: /\bconsole\s*\.\s*log\b|\bprocess\s*\.\s*stdout\b/,
  },
};

/** Whether `text`, a source in `language`, is a solution of the form its problem takes. */
export function isSolution(language: Language, text: string, form: SolutionForm): boolean {
  const code = codeWithoutComments(language, text);
  // LeetCode's form: the class and method the judge calls, as its harness looks for them (src/judge/harness).
  return form.kind === 'program'
    ? readsAndWrites(language, code)
    : declaresMethod(language, code, form.className, form.method);
}

/** A whole program: it reads standard input and writes standard output. */
function readsAndWrites(language: Language, code: string): boolean {
  const { reads, writes } = STREAMS[language];
  return reads.test(code) && writes.test(code);
}
