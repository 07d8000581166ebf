import {
  CONTEXT_HEAD_CHARS,
  contextOf,
  findAnswersBetween,
  findBoardsBetween,
  FoundAnswer,
  FoundBoard,
  LineSource,
  ScanContext,
  WINDOW_CONTEXT_LINES,
} from '../../engine';
import { MOST_LINE_CHARACTERS, TextSource } from '../io/io';

/** What the scanner finds in one text, in the order of the lines. */
export interface TextEvents {
  answer(answer: FoundAnswer, lines: LineSource): void;
  /** Only when boards are asked for (`--boards`). */
  board?(board: FoundBoard, lines: LineSource): void;
  /** What the text's head says of it (context.ts), as the editor reads it: by default, its words alone. */
  context?(head: string): ScanContext;
}

/** Lines scanned in one call of the scanner's window functions. */
const WINDOW_LINES = 512;
/**
 * Lines kept above a window: the scanner reads a few above what it is asked
 * about (an answer's board, a grid's rows); this many leaves it room to
 * read more without a line it needs having been let go.
 */
const CONTEXT_LINES = 256;
/**
 * Lines a window must have below it before it is scanned: the scanner reads that many (a grid's next line, a
 * sample's answers).
 */
const LINES_BELOW = WINDOW_CONTEXT_LINES + 1;

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The lines of a text as the scanner reads a document, held a window at a
 * time: the newest lines and some context above them, never the whole text.
 */
class LineWindow implements LineSource {
  private lines: string[] = [];
  /** The number of the first line held. */
  private base = 0;
  lineCount = 0;

  lineAt(line: number): string {
    return this.lines[line - this.base] ?? '';
  }

  add(line: string): void {
    this.lines.push(line);
    this.lineCount++;
  }

  /** Lets go of the lines above `line`. */
  dropBefore(line: number): void {
    if (line <= this.base) return;
    this.lines = this.lines.slice(line - this.base);
    this.base = line;
  }
}

/**
 * Reads one text a piece at a time and tells the answers (and boards) the
 * editor's scanner finds in it, exactly those a reading of the whole text
 * finds, while holding only a window of lines. Returns 'binary', having told
 * nothing, for a text whose first piece holds a NUL character, as git and
 * grep tell a binary file. A line over {@link MOST_LINE_CHARACTERS} is read
 * as an empty line, never held: no board or answer is that long.
 */
export function scanText(source: TextSource, events: TextEvents): 'text' | 'binary' {
  const window = new LineWindow();
  let scanned = 0;
  let partial = '';
  let skipping = false;
  let first = true;
  // The head decides what the whole text is read as, so nothing is scanned before it is read (or the text
  // ends).
  let head = '';
  let context: ScanContext | undefined;
  const contextNow = (): ScanContext => (context ??= events.context ? events.context(head) : contextOf(head));
  const scanTo = (last: number): void => {
    emitWindow(window, scanned, last, events, contextNow());
    scanned = last + 1;
    window.dropBefore(scanned - CONTEXT_LINES);
  };
  for (let chunk = source.read(); chunk !== undefined; chunk = source.read()) {
    if (first) {
      first = false;
      if (chunk.includes('\0')) return 'binary';
      if (chunk.startsWith(BYTE_ORDER_MARK)) chunk = chunk.slice(1);
    }
    if (head.length < CONTEXT_HEAD_CHARS) head += chunk.slice(0, CONTEXT_HEAD_CHARS - head.length);
    let start = 0;
    for (let end = chunk.indexOf('\n'); end >= 0; end = chunk.indexOf('\n', start)) {
      const line = skipping ? '' : partial + chunk.slice(start, end);
      window.add(line.endsWith('\r') ? line.slice(0, -1) : line);
      partial = '';
      skipping = false;
      start = end + 1;
    }
    if (!skipping) partial += chunk.slice(start);
    if (partial.length > MOST_LINE_CHARACTERS) {
      skipping = true;
      partial = '';
    }
    while (head.length >= CONTEXT_HEAD_CHARS && window.lineCount - scanned >= WINDOW_LINES + LINES_BELOW)
      scanTo(scanned + WINDOW_LINES - 1);
  }
  // As in an editor, the text after the last line end is a line, empty or not.
  window.add(skipping ? '' : partial.endsWith('\r') ? partial.slice(0, -1) : partial);
  while (scanned < window.lineCount) scanTo(Math.min(window.lineCount - 1, scanned + WINDOW_LINES - 1));
  return 'text';
}

/** The answers and boards of lines `from` … `to`, in the order of their lines and columns. */
function emitWindow(
  window: LineWindow,
  from: number,
  to: number,
  events: TextEvents,
  context: ScanContext,
): void {
  const answers = findAnswersBetween(window, from, to, context);
  const boards = events.board ? findBoardsBetween(window, from, to, context) : [];
  let b = 0;
  for (const answer of answers) {
    while (b < boards.length && before(boards[b], answer)) events.board?.(boards[b++], window);
    events.answer(answer, window);
  }
  while (b < boards.length) events.board?.(boards[b++], window);
}

function before(board: FoundBoard, answer: FoundAnswer): boolean {
  return board.line < answer.line || (board.line === answer.line && board.start <= answer.start);
}
