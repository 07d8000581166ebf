import { CaseVerdict, InputForm, Spacing } from './types';

const NAMES: Record<CaseVerdict, string> = {
  accepted: 'accepted',
  'wrong-answer': 'wrong answer',
  'not-shortest': 'not shortest',
  'time-limit-exceeded': 'time limit exceeded',
  'memory-limit-exceeded': 'memory limit exceeded',
  'runtime-error': 'runtime error',
  'output-limit-exceeded': 'output limit exceeded',
  'presentation-error': 'presentation error',
};

/** A case verdict in the judges' English words: `wrong answer`, `time limit exceeded`. */
export function verdictName(verdict: CaseVerdict): string {
  return NAMES[verdict];
}

/** Every verdict, in the order a report counts them. */
export const CASE_VERDICTS = Object.keys(NAMES) as CaseVerdict[];

const SPACINGS: Record<Spacing, string> = {
  'runs-of-spaces': 'runs of spaces between cells',
  tabs: 'tabs between cells',
  rows: 'the board a row a line',
  'one-line': 'the board on one line',
};

/** A spacing the statements allow, in words: `tabs between cells`. */
export function describeSpacing(spacing: Spacing): string {
  return SPACINGS[spacing];
}

/** How a whitespace case's input differs from the plain one, in words, for a failing case's line. */
export function describeForm(form: InputForm): string {
  const parts: string[] = [];
  if (form.spacing !== undefined) parts.push(SPACINGS[form.spacing]);
  if (form.crlf) parts.push('CRLF line end');
  if (form.trailingSpaces) parts.push('trailing spaces');
  if (!form.finalNewline) parts.push('no final newline');
  return parts.join(', ');
}

/** A time for people, in whole milliseconds grouped the same on every machine: `1,234 ms`. */
export function formatMs(ms: number): string {
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}
