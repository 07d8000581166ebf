import type { JudgeReport } from '../../judge';
import { Problem, PROBLEMS } from '../../problems';

/**
 * A verdict of a program that reads another problem's form: it crashes on the input (answers of another form
 * are told by their shape).
 */
const MISFIT = new Set<string>(['runtime-error']);

/** What an answer line looks like, for telling which problems' output it fits. */
type Shape = 'lower moves' | 'upper moves' | 'number' | 'case header' | 'words';

function shapeOf(answer: string): Shape | undefined {
  const text = answer.trim();
  if (text === '') return undefined;
  if (/^-?\d+$/.test(text)) return 'number';
  if (/^[udlr]+$/.test(text)) return 'lower moves';
  if (/^[UDLR]+$/.test(text)) return 'upper moves';
  if (/^Case \d+:/.test(text)) return 'case header';
  return 'words';
}

function fits(problem: Problem, shape: Shape, answers: readonly string[]): boolean {
  const { answer } = problem;
  switch (shape) {
    case 'number':
      return answer.kind === 'steps' || problem.output.kind === 'case-headed';
    case 'lower moves':
      return answer.kind === 'moves' && answer.case === 'lower';
    case 'upper moves':
      return answer.kind === 'moves' && answer.case === 'upper';
    case 'case header':
      return problem.output.kind === 'case-headed';
    case 'words':
      return answers.some(
        (text) =>
          (answer.kind === 'moves' || answer.unsolvable !== undefined) && text.trim() === answer.unsolvable,
      );
  }
}

const SHAPE_WORDS: Readonly<Record<Shape, string>> = {
  number: 'numbers',
  'lower moves': 'move strings in u d l r',
  'upper moves': 'move strings in U D L R',
  'case header': "'Case k:' lines",
  words: 'words',
};

/**
 * A failure that says the program is another problem's: it crashed or wrote no answer of this form, or its
 * answer has another problem's shape.
 */
function misfits(failure: JudgeReport['failures'][number], problem: Problem): boolean {
  if (MISFIT.has(failure.verdict)) return true;
  const shape = failure.answer === null ? undefined : shapeOf(failure.answer);
  return shape !== undefined && !fits(problem, shape, [failure.answer ?? '']);
}

/**
 * When every case crashed or gave no answer of this problem's form, and the
 * problem was only the default (neither `--problem` nor the source named
 * it), a line that says which problems' output the program's answers fit
 * (or, when it printed nothing, which problems give their boards in
 * another form), so a Luogu program run without `--problem` learns to say
 * so. Undefined when the judgement does not look like that.
 */
export function presetHint(report: JudgeReport, problem: Problem): string | undefined {
  if (report.cases === 0 || report.accepted > 0 || report.cancelled) return undefined;
  if (report.failures.length < report.cases || !report.failures.every((failure) => misfits(failure, problem)))
    return undefined;
  const answers = report.failures.flatMap((failure) =>
    failure.answer === null || failure.answer.trim() === '' ? [] : [failure.answer],
  );
  const shapes = new Set(answers.flatMap((answer) => shapeOf(answer) ?? []));
  const others = PROBLEMS.filter((other) => other.id !== problem.id && other.solution.kind === 'program');
  if (shapes.size === 0) {
    const boards = others.filter(
      (other) =>
        other.board.layout !== problem.board.layout ||
        other.board.blank !== problem.board.blank ||
        other.input.kind !== problem.input.kind,
    );
    return boards.length === 0
      ? undefined
      : `every case failed as ${problem.name}, and the program printed nothing: perhaps it reads another problem's input; try ${suggest(boards)}`;
  }
  const fitting = others.filter((other) => [...shapes].every((shape) => fits(other, shape, answers)));
  const what = [...shapes].map((shape) => SHAPE_WORDS[shape]).join(' and ');
  if (fitting.length === 0)
    return `every case failed as ${problem.name}; its answers are ${what}, which no problem here takes`;
  return `every case failed as ${problem.name}; its answers are ${what}, which ${fitting.length === 1 ? 'this problem takes' : 'these problems take'}: try ${suggest(fitting)}`;
}

/** `--problem luogu1379 (Luogu P1379), --problem acwing845 (AcWing 845)`, or name one in a comment. */
function suggest(problems: readonly Problem[]): string {
  return `${problems.map((problem) => `--problem ${problem.id} (${problem.name})`).join(', ')}, or name the problem in a comment`;
}
