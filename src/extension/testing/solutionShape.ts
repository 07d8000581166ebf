// Whether a source is a solution at all, read from its code: a helper that
// names HDU 1043 in a comment (samples/solve.py replays answers and prints
// one) is no program a judge can run, and a lens that offers to judge it
// leads a newcomer to 74 failed cases. Pure: no `vscode`, so the unit tests
// read files exactly as the lens does.
import type { Language, SolutionForm } from '../../problems';

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
  const code = codeOf(language, text);
  return form.kind === 'program'
    ? readsAndWrites(language, code)
    : definesMethod(language, code, form.className, form.method);
}

/** A whole program: it reads standard input and writes standard output. */
function readsAndWrites(language: Language, code: string): boolean {
  const { reads, writes } = STREAMS[language];
  return reads.test(code) && writes.test(code);
}

/**
 * LeetCode's form: the class and method the judge calls, as its harness
 * looks for them (src/judge/harness), so a file the lens offers is one the
 * judge will take.
 */
function definesMethod(language: Language, code: string, className: string, method: string): boolean {
  switch (language) {
    case 'python':
      return new RegExp(`\\bclass\\s+${className}\\b[\\s\\S]*\\bdef\\s+${method}\\s*\\(`).test(code);
    case 'javascript':
      return new RegExp(`\\b(?:function\\s+${method}\\s*\\(|(?:var|let|const)\\s+${method}\\s*=)`).test(code);
    case 'cpp':
    case 'c':
      return new RegExp(`\\b(?:class|struct)\\s+${className}\\b[\\s\\S]*\\b${method}\\s*\\(`).test(code);
    case 'java':
      return new RegExp(`\\bclass\\s+${className}\\b[\\s\\S]*\\b${method}\\s*\\(`).test(code);
  }
}

/**
 * The code of a source without its comments, and without Python's
 * triple-quoted strings (docstrings): what a file says in prose ("reads the
 * board with cin") is not what it does. Quoted strings are stepped over
 * whole, so `"http://"` opens no comment.
 */
export function codeOf(language: Language, text: string): string {
  const hash = language === 'python';
  const kept: string[] = [];
  // The start of the run of code being read; a comment ends it, and the next run starts after the comment.
  let run = 0;
  let at = 0;
  const skip = (to: number): void => {
    kept.push(text.slice(run, at));
    at = to;
    run = to;
  };
  while (at < text.length) {
    const char = text[at];
    const next = text[at + 1];
    if (hash && char === '#') skip(lineEnd(text, at));
    else if (!hash && char === '/' && next === '/') skip(lineEnd(text, at));
    else if (!hash && char === '/' && next === '*') skip(blockEnd(text, at + 2, '*/'));
    else if (hash && (text.startsWith('"""', at) || text.startsWith("'''", at)))
      skip(blockEnd(text, at + 3, text.slice(at, at + 3)));
    else if (char === '"' || char === "'" || (char === '`' && language === 'javascript'))
      at = quoteEnd(text, at + 1, char);
    else at++;
  }
  kept.push(text.slice(run));
  return kept.join(' ');
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
}

function blockEnd(text: string, from: number, close: string): number {
  const end = text.indexOf(close, from);
  return end < 0 ? text.length : end + close.length;
}

/** Past the quote that closes a string opened before `from`, minding backslashes; a line end closes all but a template. */
function quoteEnd(text: string, from: number, quote: string): number {
  let at = from;
  while (at < text.length) {
    const char = text[at];
    if (char === '\\') at += 2;
    else if (char === quote) return at + 1;
    else if (char === '\n' && quote !== '`') return at;
    else at++;
  }
  return text.length;
}
