/** The languages a SOURCE may be in, as the judge names them (and as VS Code's language ids are). */
export const JUDGE_LANGUAGES = ['cpp', 'c', 'python', 'java', 'javascript'] as const;

export type Language = (typeof JUDGE_LANGUAGES)[number];
