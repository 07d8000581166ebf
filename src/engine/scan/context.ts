/**
 * What a file says about itself, which decides how much the scanner may
 * read into bare numbers: in a file about the puzzle, `153486702` and a
 * line of 0…15 are boards; in a file of S-boxes, Gray codes or numpy
 * tutorials they are numbers.
 */
export interface ScanContext {
  /** The file speaks of the puzzle (or names one of its problems). */
  readonly puzzle: boolean;
  /** Numbers of moves are answers too: the problem the file names asks for a count (Luogu P1379, AcWing 845, …). */
  readonly counts: boolean;
}

/** Words that say a file is about sliding puzzles, in English and Chinese. */
const PUZZLE_WORDS = /puzzle|八数码|数码|拼图|华容道|滑块|sliding|\btiles?\b|\bgoal\b|\bblank\b|\bboard\b|棋盘|目标状态/i;

/** How much of a file's head is read for those words: where a solution or a note says what it is about. */
export const CONTEXT_HEAD_CHARS = 20_000;

/** The context of a file whose head is `head`; `counts` comes from the problem the file names, which only its caller knows. */
export function contextOf(head: string, counts = false): ScanContext {
  return { puzzle: PUZZLE_WORDS.test(head.slice(0, CONTEXT_HEAD_CHARS)), counts };
}

/** The head of a file given as lines: its first lines up to {@link CONTEXT_HEAD_CHARS}. */
export function headOf(lineCount: number, lineAt: (line: number) => string): string {
  const parts: string[] = [];
  let length = 0;
  for (let line = 0; line < lineCount && length < CONTEXT_HEAD_CHARS; line++) {
    const text = lineAt(line);
    parts.push(text);
    length += text.length + 1;
  }
  return parts.join('\n');
}

/** For callers that read a single line, a snippet or a test: nothing narrows what counts as a board. */
export const ANY_CONTEXT: ScanContext = { puzzle: true, counts: false };
