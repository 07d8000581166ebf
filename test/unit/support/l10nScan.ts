// Finds the keys the extension passes to `vscode.l10n.t` by reading its
// source text, the way VS Code will look them up in the bundle: the first
// argument's string value, exactly. Anything that is not a plain literal is
// reported as dynamic, so it cannot slip past the translation check unseen.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface L10nUse {
  /** Path relative to the root the scan started from, with `/` separators. */
  readonly file: string;
  readonly line: number;
  /** The key when the first argument is a literal. */
  readonly key?: string;
  /** Otherwise the first argument's source text (or `(not a call)` for a bare reference such as `const t = l10n.t`). */
  readonly dynamic?: string;
}

/** Every use of `l10n.t` in the `.ts` files under `dir`. */
export function scanTree(root: string, dir: string): L10nUse[] {
  return typeScriptFiles(join(root, dir)).flatMap((path) =>
    scanText(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8')),
  );
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `l10n.t` however it is reached (`vscode.l10n.t`, an imported `l10n`), with or without spaces around the dot. */
const USE = /\bl10n\s*\.\s*t\b/g;

export function scanText(file: string, text: string): L10nUse[] {
  const uses: L10nUse[] = [];
  for (const match of text.matchAll(USE)) {
    const at = match.index ?? 0;
    if (inComment(text, at)) continue;
    const line = text.slice(0, at).split('\n').length;
    let pos = skipSpace(text, at + match[0].length);
    if (text[pos] !== '(') {
      uses.push({ file, line, dynamic: '(not a call)' });
      continue;
    }
    pos = skipSpace(text, pos + 1);
    const literal = readLiteral(text, pos);
    const after = literal ? skipSpace(text, literal.end) : pos;
    if (literal && (text[after] === ',' || text[after] === ')'))
      uses.push({ file, line, key: literal.value });
    else uses.push({ file, line, dynamic: firstArgument(text, pos) });
  }
  return uses;
}

/**
 * Whether `at` is on a line that starts a comment (`//`, `/*`, or a JSDoc `*`).
 * A mention after code on the same line is not skipped: it fails loudly as
 * dynamic rather than letting a real call hide behind a `//` in a string.
 */
function inComment(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = text.slice(lineStart, at).trimStart();
  return before.startsWith('//') || before.startsWith('*') || before.startsWith('/*');
}

function skipSpace(text: string, pos: number): number {
  while (pos < text.length && /\s/.test(text[pos])) pos++;
  return pos;
}

function firstArgument(text: string, pos: number): string {
  const end = text.slice(pos).search(/[,)]/);
  return text.slice(pos, end < 0 ? undefined : pos + end).trim();
}

const ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  0: '\0',
};

/** A '…', "…" or `…` literal (the last without `${`) at `pos`, decoded as JavaScript would. */
export function readLiteral(text: string, pos: number): { value: string; end: number } | undefined {
  const quote = text[pos];
  if (quote !== "'" && quote !== '"' && quote !== '`') return undefined;
  let value = '';
  for (let i = pos + 1; i < text.length; i++) {
    const char = text[i];
    if (char === quote) return { value, end: i + 1 };
    if (char === '\n' && quote !== '`') return undefined;
    if (char === '$' && quote === '`' && text[i + 1] === '{') return undefined;
    if (char !== '\\') {
      value += char;
      continue;
    }
    const next = text[++i];
    if (next === 'x' || next === 'u') {
      const braced = next === 'u' && text[i + 1] === '{';
      const digits = braced
        ? text.slice(i + 2, text.indexOf('}', i))
        : text.slice(i + 1, i + (next === 'x' ? 3 : 5));
      value += String.fromCodePoint(parseInt(digits, 16));
      i += braced ? digits.length + 2 : digits.length;
    } else if (next === '\r' || next === '\n') {
      // A line continuation adds nothing (CRLF counts as one break).
      if (next === '\r' && text[i + 1] === '\n') i++;
    } else {
      value += ESCAPES[next] ?? next;
    }
  }
  return undefined;
}
