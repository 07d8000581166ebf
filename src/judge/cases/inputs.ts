import { boardLines, boardShape, InputForm, Problem, Spacing, writeInput } from '../../problems';
import { CaseSet } from './caseSetType';
import { RunMode } from '../spec';

/**
 * How a variant of the test set is written: plainly, or as `--whitespace`
 * asks. In a batch, `line-ends` puts CRLF on every line, trailing spaces on
 * every other and no line end after the last, as some judges' files are, and
 * each spacing the statement allows is a run of its own, so a failure names
 * the layout. A board run on its own gets each form in turn (`cycle`).
 */
export type Whitespace = 'line-ends' | 'cycle' | Spacing;

/** The plain test set, or one of its whitespace twins. */
export interface Variant {
  readonly name: string;
  readonly whitespace: Whitespace | undefined;
}

/** The variants a judgement runs: the plain set, then its twins with `--whitespace`. */
export function variantsOf(setName: string, problem: Problem, mode: RunMode, whitespace: boolean): Variant[] {
  const plain: Variant = { name: setName, whitespace: undefined };
  if (!whitespace) return [plain];
  if (mode === 'per-case') return [plain, { name: `${setName}+whitespace`, whitespace: 'cycle' }];
  return [
    plain,
    { name: `${setName}+whitespace`, whitespace: 'line-ends' },
    ...problem.board.spacings.map((spacing): Variant => ({
      name: `${setName}+${spacing}`,
      whitespace: spacing,
    })),
  ];
}

/** How case `position` of `count` in a run of the variant is written; undefined for the plain form. */
export function formOf(
  variant: Variant,
  problem: Problem,
  position: number,
  count: number,
): InputForm | undefined {
  switch (variant.whitespace) {
    case undefined:
      return undefined;
    case 'line-ends': {
      const last = position === count - 1;
      return { crlf: !last, trailingSpaces: position % 2 === 0, finalNewline: !last };
    }
    case 'cycle': {
      const { spacings } = problem.board;
      const turn = position % (3 + spacings.length);
      if (turn >= 3)
        return { crlf: false, trailingSpaces: false, finalNewline: true, spacing: spacings[turn - 3] };
      return { crlf: turn === 0, trailingSpaces: turn === 1, finalNewline: turn !== 2 };
    }
    default:
      return { crlf: false, trailingSpaces: false, finalNewline: true, spacing: variant.whitespace };
  }
}

/** The input of a run over cases `from` to `to` (exclusive) of the variant, as bytes. */
export function runInput(
  problem: Problem,
  set: CaseSet,
  from: number,
  to: number,
  variant: Variant,
  formIndex: (index: number) => number = (index) => index - from,
): Uint8Array {
  const count = to - from;
  const forms =
    variant.whitespace === undefined
      ? undefined
      : (position: number): InputForm | undefined =>
          formOf(variant, problem, formIndex(from + position), count);
  return writeInput(problem, set, from, to, forms);
}

/** Case i's board as the program is given it in `form` (lines joined by `\n`), without line ends or added spaces. */
export function boardText(problem: Problem, set: CaseSet, index: number, form?: InputForm): string {
  const { size } = set;
  return boardLines(
    boardShape(problem.board, size, form?.spacing),
    set.cells,
    index * size.cells,
    size.cells,
  ).join('\n');
}
