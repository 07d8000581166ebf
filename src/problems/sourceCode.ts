// A source's code without its comments, read by the judge (which class and
// method a LeetCode solution declares, what a Java program's class is called)
// and by the editor (whether a file is a solution at all): what a file says
// in prose ("reads the board with cin") is not what it does. What is left
// out turns into spaces, every newline kept, so a declaration found with a
// regular expression keeps its offset and its line.
import type { Language } from './languages';

/**
 * What is blanked beside comments: every string literal, or only Python's triple-quoted ones (docstrings).
 */
type Blanked = 'strings' | 'docstrings';

/**
 * `text`, a source in `language`, with its comments and Python's
 * triple-quoted strings (docstrings) blanked. Quoted strings are kept, and
 * stepped over whole, so `"http://"` opens no comment.
 */
export function codeWithoutComments(language: Language, text: string): string {
  return blankedCode(language, text, 'docstrings');
}

/**
 * `text`, a source in `language`, with its comments and every string literal
 * blanked: `package x;` in a comment is no package line, and `"class Main"`
 * in a string is no class.
 */
export function codeWithoutCommentsOrStrings(language: Language, text: string): string {
  return blankedCode(language, text, 'strings');
}

/** The 1-based line of an offset in `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Whether `code` declares LeetCode's class and the method its judge calls:
 * the class `className` with `method` in it, or in JavaScript a function
 * `method`.
 */
export function declaresMethod(language: Language, code: string, className: string, method: string): boolean {
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
 * One pass over `text`: Python's comments start with `#` and its strings may
 * be tripled; the other languages' comments are `//` and `/* … *\/`, and
 * their strings are quoted with `"`, `'` or (JavaScript's templates) `` ` ``.
 */
function blankedCode(language: Language, text: string, blanked: Blanked): string {
  const python = language === 'python';
  const pieces: string[] = [];
  // The start of the run of code being read; a blanked span ends it, and the next run starts after the span.
  let run = 0;
  let at = 0;
  const blank = (to: number): void => {
    pieces.push(text.slice(run, at), text.slice(at, to).replace(/[^\n]/g, ' '));
    at = to;
    run = to;
  };
  while (at < text.length) {
    const char = text[at];
    const next = text[at + 1];
    if (python && char === '#') blank(lineEnd(text, at));
    else if (!python && char === '/' && next === '/') blank(lineEnd(text, at));
    else if (!python && char === '/' && next === '*') blank(blockEnd(text, at + 2, '*/'));
    else if (python && (text.startsWith('"""', at) || text.startsWith("'''", at)))
      blank(blockEnd(text, at + 3, text.slice(at, at + 3)));
    else if (char === '"' || char === "'" || (char === '`' && !python)) {
      const end = quotedEnd(text, at + 1, char);
      if (blanked === 'strings') blank(end);
      else at = end;
    } else at++;
  }
  pieces.push(text.slice(run));
  return pieces.join('');
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
function quotedEnd(text: string, from: number, quote: string): number {
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
