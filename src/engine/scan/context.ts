/**
 * What a file says about itself, which decides how much the scanner may
 * read into bare numbers: in a file about the puzzle, `153486702` and a
 * line of 0…15 are boards; in a file of S-boxes, Gray codes or numpy
 * tutorials they are numbers.
 */
export interface ScanContext {
  /** The file speaks of the puzzle (or names one of its problems). */
  readonly puzzle: boolean;
  /**
   * Numbers of moves are answers too: the problem the file names asks for a count (Luogu P1379, AcWing 845,
   * …).
   */
  readonly counts: boolean;
  /**
   * Each case of a sample gives its start and then its own goal (HDU 3567, LanQiao's 九宫重排), and its answer
   * goes toward that goal.
   */
  readonly caseGoals?: boolean;
  /** The file's boards write the blank as `.` anywhere in them (LanQiao's `123.46758`), which elsewhere is a decimal point. */
  readonly dotBlank?: boolean;
}

/** Words that say a file is about sliding puzzles, in English and Chinese. */
const PUZZLE_WORDS =
  /puzzle|八数码|数码|拼图|华容道|滑块|九宫|sliding|\btiles?\b|\bgoal\b|\bblank\b|\bboard\b|棋盘|目标状态/i;
/**
 * Other puzzles whose files hold permutations of cells: a pancake stack's flips, a cube face's turn, a sudoku
 * row.
 */
const OTHER_PUZZLES = /pancake|rubik|sudoku|lights[ _-]?out|数独|魔方|n[ _-]?queens?/i;
/** What names this puzzle, beside another: `8-puzzle`, `15 puzzle`, `eight puzzle`, `sliding`, 八数码. */
const THIS_PUZZLE =
  /(?:\b(?:8|15|24|eight|fifteen|n)[ _-]?puzzle|sliding|slide|八数码|十五数码|数码|华容道|滑块|九宫)/i;

/** Problems whose every case brings its own goal, named by their words where no registry entry names them: LanQiao's 九宫重排 (its answer a count, its blank `.`). */
const CASE_GOAL_WORDS = /九宫重排/;

/** How much of a file's head is read for those words: where a solution or a note says what it is about. */
export const CONTEXT_HEAD_CHARS = 20_000;

/** The context of a file whose head is `head`; `counts` comes from the problem the file names, which only its caller knows. */
export function contextOf(head: string, counts = false): ScanContext {
  const text = head.slice(0, CONTEXT_HEAD_CHARS);
  const caseGoals = CASE_GOAL_WORDS.test(text);
  // "Pancake Puzzle" says puzzle, and is another one: its files are read as ordinary ones unless they name
  // this one too.
  const puzzle = PUZZLE_WORDS.test(text) && (!OTHER_PUZZLES.test(text) || THIS_PUZZLE.test(text));
  return caseGoals ? { puzzle: true, counts: true, caseGoals, dotBlank: true } : { puzzle, counts };
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
