import { CaseVerdict } from './types';

const NAMES: Record<CaseVerdict, string> = {
  accepted: 'accepted',
  'wrong-answer': 'wrong answer',
  'not-shortest': 'not shortest',
  'time-limit-exceeded': 'time limit exceeded',
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
