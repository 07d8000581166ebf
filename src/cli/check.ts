import { Board, describeVerdict, isAccepted, judgeAnswer, readBoardList, sameBoard, splitLines } from '../engine';
import { describeBoardError } from './messages';
import { EXIT, Io, readOrExplain } from './io';

export interface CheckOptions {
  readonly input: string;
  readonly output: string;
  readonly goal: Board;
  /** Also reject valid answers longer than a shortest one. */
  readonly optimal: boolean;
}

/**
 * `eight-puzzle check`: a special judge. Any move string that reaches the
 * goal is accepted, as the judges accept it, unless `--optimal` is given.
 */
export function checkCommand(io: Io, options: CheckOptions): number {
  const inputText = readOrExplain(io, options.input);
  const outputText = readOrExplain(io, options.output);
  const boards = readBoardList(inputText);
  const answers = splitLines(outputText);
  let wrong = 0;
  let malformed = 0;

  boards.forEach((listed, i) => {
    const label = `case ${i + 1}`;
    if (!listed.result.ok) {
      io.err(`${options.input}: ${describeBoardError(inputText, listed)}\n`);
      io.out(`${label}: the input board is malformed, not judged\n`);
      malformed++;
      return;
    }
    const board = listed.result.board;
    const answer = answers[i]?.text.trim();
    if (answer === undefined && !sameBoard(board, options.goal)) {
      io.out(`${label}: no answer (the output has only ${count(answers.length, 'line')})\n`);
      wrong++;
      return;
    }
    const verdict = judgeAnswer(board, answer ?? '', options.goal);
    if (!isAccepted(verdict, options.optimal)) {
      io.out(`${label} (output line ${i + 1}): ${describeVerdict(verdict).message}\n`);
      wrong++;
    }
  });

  for (let extra = boards.length; extra < answers.length; extra++) {
    if (answers[extra].text.trim() === '') continue;
    io.out(`output line ${extra + 1}: extra answer, there are only ${count(boards.length, 'board')}\n`);
    wrong++;
  }

  const total = boards.length;
  const accepted = total - wrong - malformed;
  const unjudged = malformed > 0 ? `, ${malformed} not judged` : '';
  io.out(wrong === 0 && malformed === 0 ? `all ${count(total, 'case')} accepted\n` : `${accepted} of ${count(total, 'case')} accepted, ${wrong} wrong${unjudged}\n`);
  if (malformed > 0) return EXIT.badInput;
  return wrong === 0 ? EXIT.ok : EXIT.wrong;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
