import {
  AnswerReading,
  answerFileLine,
  Board,
  BoardReader,
  distanceTable,
  EIGHT_PUZZLE,
  parseBoard,
  Puzzle,
  sameBoard,
} from '../../engine';
import { AnswerLines } from '../answerLines';
import { MOST_LINE_CHARACTERS, TextSource } from '../io/io';

/** Answer files and the input whose boards they answer, as the editor pairs them: `X.out`, `X.ans`, `X.answer` ↔ `X.in`. */
const ANSWER_EXTENSIONS = ['.out', '.ans', '.answer'];

/** The `X.in` an answer file's name points to, or undefined when `path` is no answer file's. */
export function inputPathFor(path: string): string | undefined {
  const lower = path.toLowerCase();
  const extension = ANSWER_EXTENSIONS.find((ext) => lower.endsWith(ext));
  return extension ? path.slice(0, -extension.length) + '.in' : undefined;
}

/** One line of an answer file and board of its input with the same number. */
export interface PairedAnswer {
  /** 0-based, in the answer file. */
  readonly line: number;
  readonly column: number;
  /** The answer as written, without its label (`Case 1: `) or the line's spaces. */
  readonly text: string;
  readonly reading: AnswerReading;
  readonly board: Board;
  readonly boardText: string;
  /** 0-based, in the input. */
  readonly boardLine: number;
}

/**
 * Answer line i judged against board i of the input, as the editor does in
 * an answer file: the input's boards are the eight puzzle's (HDU 1043's
 * input, a case count skipped), a line that is no board answers nothing, a
 * line that holds no answer (prose, a printed board) gets no verdict, and
 * lines after the last board are not answers. The two files are read in
 * step, a piece at a time, and neither is held.
 */
export function pairAnswerFile(
  input: TextSource,
  output: TextSource,
  puzzle: Puzzle,
  visit: (answer: PairedAnswer) => void,
): void {
  const mostMoves = distanceTable(puzzle).maxDistance;
  const answers = new AnswerLines(output, MOST_LINE_CHARACTERS);
  const reader = new BoardReader(
    {
      board: (text, start, end, line) => {
        const answer = answers.next();
        if (!answer || answer.tooLong) return;
        const boardText = text.slice(start, end);
        const parsed = parseBoard(boardText, EIGHT_PUZZLE.size);
        if (!parsed.ok) return;
        const found = answerFileLine(answer.text, mostMoves, sameBoard(parsed.board, puzzle.goal));
        if (!found) return;
        visit({
          line: answer.line,
          column: found.start,
          text: found.text,
          reading: found.reading,
          board: parsed.board,
          boardText,
          boardLine: line,
        });
      },
    },
    EIGHT_PUZZLE.size,
    MOST_LINE_CHARACTERS,
  );
  for (let chunk = input.read(); chunk !== undefined; chunk = input.read()) reader.push(chunk);
  reader.end();
}
