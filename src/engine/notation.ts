/**
 * How people write a move string, and which piece its letters name. The
 * judges write `ullddr`: the blank's direction, in lower case, unspaced.
 * UVa 10181 writes capitals, hand-typed files space them (`L L D D`) or
 * separate them with commas, and AIMA's textbook code names the blank's
 * direction in words (`UP LEFT`, `['UP', 'LEFT']`). Many programs name the
 * tile's direction instead, which is the same answer mirrored.
 */

/** Which piece an answer's letters move: the blank (the judges' reading) or the tile that slides into it. */
export type MoveConvention = 'blank' | 'tile';

const OPPOSITE: Readonly<Record<string, string>> = {
  u: 'd',
  d: 'u',
  l: 'r',
  r: 'l',
  U: 'D',
  D: 'U',
  L: 'R',
  R: 'L',
};

/** The same moves read the other way: the tile goes where the blank came from. */
export function mirrorMoves(moves: string): string {
  return moves.replace(/[udlr]/gi, (letter) => OPPOSITE[letter]);
}

/** Moves in the blank's reading, from moves written in `convention`. */
export function asBlankMoves(moves: string, convention: MoveConvention): string {
  return convention === 'tile' ? mirrorMoves(moves) : moves;
}

/** The words AIMA's `EightPuzzle` names the blank's moves with. */
const WORDS: Readonly<Record<string, string>> = { u: 'UP', d: 'DOWN', l: 'LEFT', r: 'RIGHT' };
/** One move as written: a word first, so `UP` is one move and not `u` then junk. */
const MOVE_TOKEN = /up|down|left|right|[udlr]/gi;
const WORD = /up|down|left|right/i;

/** The offsets in `text` where each of its moves starts: one per letter, or one per word. */
export function moveStarts(text: string): number[] {
  if (!WORD.test(text)) {
    // Letters: every character but spacing and commas is a step, a mistyped one (`ul!dd`) too, as the replay counts it.
    const starts: number[] = [];
    for (let i = 0; i < text.length; i++) if (!/[ \t,]/.test(text[i])) starts.push(i);
    return starts;
  }
  return Array.from(text.matchAll(MOVE_TOKEN), (match) => match.index ?? 0);
}

/** The moves an answer's text names, in lower-case letters: `['UP', 'LEFT']` and `U, L` are both `ul`. */
export function movesOfText(text: string): string {
  if (!WORD.test(text)) return text.replace(/[ \t,]/g, '').toLowerCase();
  return Array.from(text.matchAll(MOVE_TOKEN), (match) => match[0][0].toLowerCase()).join('');
}

/** How an answer is written, so that a replacement for it is written the same way. */
export interface Notation {
  readonly upperCase: boolean;
  /** Between moves: nothing, a space, or a comma and a space. */
  readonly separator: '' | ' ' | ', ';
  readonly words: boolean;
  /** Quoted words (`'UP', 'LEFT'`): their quote. */
  readonly quote?: string;
  /** In a list's brackets (`['UP', 'LEFT']`). */
  readonly brackets?: true;
}

export const JUDGES_NOTATION: Notation = { upperCase: false, separator: '', words: false };

/** The notation of an answer as written (`R D L`, `['UP', 'LEFT']`, `ullddr`). */
export function notationOf(text: string): Notation {
  const words = WORD.test(text);
  const list = /^\s*(\[)?\s*(["'])/.exec(text);
  const separator = list || /,/.test(text) ? ', ' : words || /[udlr][ \t]+[udlr]/i.test(text) ? ' ' : '';
  const letters = text.replace(/[^a-z]/gi, '');
  const upperCase = letters !== '' && letters === letters.toUpperCase();
  return {
    upperCase,
    separator,
    words,
    ...(list ? { quote: list[2] } : {}),
    ...(list?.[1] ? { brackets: true as const } : {}),
  };
}

/**
 * An answer the engine found (the blank's lower-case letters, or another
 * word such as `unsolvable`, kept as it is) written as a file's answers
 * are: mirrored where their letters name the tile's moves, in `notation`.
 */
export function writeAnswer(moves: string, notation: Notation, convention: MoveConvention = 'blank'): string {
  if (!/^[udlr]*$/i.test(moves)) return moves;
  return writeInNotation(asBlankMoves(moves.toLowerCase(), convention), notation);
}

/** `moves` (the engine's lower-case letters) written in `notation`. */
export function writeInNotation(moves: string, notation: Notation): string {
  const tokens = Array.from(moves, (letter) => {
    const word = notation.words ? (WORDS[letter] ?? letter) : letter;
    const cased = notation.upperCase ? word.toUpperCase() : notation.words ? word.toLowerCase() : word;
    return notation.quote ? `${notation.quote}${cased}${notation.quote}` : cased;
  });
  const joined = tokens.join(notation.separator);
  return notation.brackets ? `[${joined}]` : joined;
}
