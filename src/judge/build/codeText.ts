// A source's code with its comments and string literals blanked out, every
// newline kept, so a declaration can be looked for with a regular expression
// and its line read from the offset: `package x;` in a comment is no package
// line, and `"class Main"` in a string is no class.

/** The languages whose comments are `//` and `/* … *\/` and whose strings are quoted with `"` or `'` (and JavaScript's `` ` ``). */
type Family = 'c' | 'python';

/** `text` with every character of a comment or a string literal but newlines turned into a space. */
export function codeOf(text: string, family: Family): string {
  return family === 'python' ? blankPython(text) : blankC(text);
}

/** The 1-based line of an offset in `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function blank(char: string): string {
  return char === '\n' ? '\n' : ' ';
}

function blankC(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const next = text[i + 1];
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      for (let j = i; j < stop; j++) out += blank(text[j]);
      i = stop;
    } else if (char === '"' || char === "'" || char === '`') {
      const stop = quotedEnd(text, i, char);
      out += ' ';
      for (let j = i + 1; j < stop; j++) out += blank(text[j]);
      i = stop;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

/** Where a quoted literal opened at `start` ends (after its closing quote), escapes skipped; a line end closes all but a template. */
function quotedEnd(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\') i += 2;
    else if (char === quote) return i + 1;
    else if (char === '\n' && quote !== '`') return i;
    else i++;
  }
  return text.length;
}

function blankPython(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '#') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (char === '"' || char === "'") {
      const triple = text.startsWith(char.repeat(3), i);
      const stop = triple ? tripleEnd(text, i, char) : quotedEnd(text, i, char);
      out += ' ';
      for (let j = i + 1; j < stop; j++) out += blank(text[j]);
      i = stop;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

function tripleEnd(text: string, start: number, quote: string): number {
  const end = text.indexOf(quote.repeat(3), start + 3);
  return end < 0 ? text.length : end + 3;
}
