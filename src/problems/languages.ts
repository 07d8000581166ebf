/** The languages a SOURCE may be in, as the judge names them (and as VS Code's language ids are). */
export const JUDGE_LANGUAGES = ['cpp', 'c', 'python', 'java', 'javascript'] as const;

export type Language = (typeof JUDGE_LANGUAGES)[number];

/** A C++ standard before C++11 (`c++98`, `gnu++03`): what the old judges' G++ (POJ's, HDU's) compiles. */
export function beforeCpp11(standard: string): boolean {
  return /\+\+(?:98|03)$/.test(standard);
}
