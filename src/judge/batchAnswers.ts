import { ACCEPTED, AnswerJudgement, trimAnswer } from './answers';
import { LineSplitter } from './lines';

/**
 * A batch run's answers, judged line by line as its output arrives, so the
 * output of 9! boards is never held whole. Lines after the last board are
 * counted when they hold anything.
 */
export class BatchAnswers {
  /** Each board's judgement, by its position; undefined for boards not answered. */
  readonly judgements: (AnswerJudgement | undefined)[];
  /** Each board's answer, trimmed. */
  readonly answers: (string | undefined)[];
  answered = 0;
  /** Non-empty lines after the last board's answer. */
  extra = 0;
  private readonly splitter: LineSplitter;

  /** `everyCase`: without every case's details, an accepted answer needs no verdict object of its own. */
  constructor(
    private readonly count: number,
    judge: (index: number, answer: string) => AnswerJudgement,
    everyCase: boolean,
  ) {
    this.judgements = new Array<AnswerJudgement | undefined>(count);
    this.answers = new Array<string | undefined>(count);
    this.splitter = new LineSplitter((line) => {
      const answer = trimAnswer(line);
      if (this.answered >= this.count) {
        if (answer !== '') this.extra++;
        return;
      }
      const judgement = judge(this.answered, answer);
      this.judgements[this.answered] = everyCase || judgement.verdict !== 'accepted' ? judgement : ACCEPTED;
      this.answers[this.answered] = answer;
      this.answered++;
    });
  }

  /** Lines of output seen so far, the last one even without its line end once {@link end} is called. */
  get lines(): number {
    return this.splitter.lines;
  }

  push(piece: Buffer): void {
    this.splitter.push(piece);
  }

  end(): void {
    this.splitter.end();
  }
}
