// A page's words. The English tables live in src/protocol (the host reads
// them too, to translate them); the host passes its translations in the
// page's `#eight-puzzle-strings` JSON block, and a page takes each one it
// knows over the English. A missing or malformed entry falls back to English,
// so a partial translation never leaves a blank label.
import { fillTemplate, ParseError } from '../../engine';
import { BOARD_ENGLISH, BoardStringKey } from '../../protocol/boardStrings';
import { STRINGS_ELEMENT_ID } from './page';

/**
 * A page's strings: the English table, with each key the host translated
 * (a non-empty string) taken from `overrides`, which is untrusted data.
 */
export function translated<Key extends string>(
  english: Readonly<Record<Key, string>>,
  overrides: unknown,
): Record<Key, string> {
  const table: Record<Key, string> = { ...english };
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) return table;
  const given = overrides as Record<string, unknown>;
  for (const key of Object.keys(english) as Key[]) {
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    if (typeof value === 'string' && value !== '') table[key] = value;
  }
  return table;
}

/** One table of a page's strings, translated. */
export class PageStrings<Key extends string> {
  protected readonly table: Record<Key, string>;

  constructor(english: Readonly<Record<Key, string>>, overrides: unknown) {
    this.table = translated(english, overrides);
  }

  /** The string for `key`, its `{0}`-style placeholders filled from `args`. */
  get(key: Key, ...args: (string | number)[]): string {
    return args.length === 0 ? this.table[key] : fillTemplate(this.table[key], args);
  }
}

/**
 * The board's words: its page's, and those of any page that shows a board
 * (the kit's BoardView: tiles, the blank) or reads one (parse errors).
 */
export class BoardStrings extends PageStrings<BoardStringKey> {
  constructor(overrides: unknown = undefined) {
    super(BOARD_ENGLISH, overrides);
  }

  /**
   * A parse error in the user's language, found by the engine's template
   * (one English wording, one translation); the engine's own message for a
   * wording new to us.
   */
  parseError(error: ParseError): string {
    const key = PARSE_KEYS.get(error.template);
    return key ? fillTemplate(this.table[key], error.args) : error.message;
  }
}

const PARSE_KEYS = new Map<string, BoardStringKey>(
  (Object.keys(BOARD_ENGLISH) as BoardStringKey[])
    .filter((key) => key.startsWith('parse.'))
    .map((key) => [BOARD_ENGLISH[key], key]),
);

/**
 * The host's translations as the page carries them (untrusted: each table takes only what it knows), or
 * undefined.
 */
export function translationsInPage(document: Document): unknown {
  const text = document.getElementById(STRINGS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
