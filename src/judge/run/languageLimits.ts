import type { Limit, Problem } from '../../problems';
import type { Language } from '../spec';

/** What the options say over a problem's limits: `--time-limit`, `--memory-limit`, the editor's settings. */
export interface LimitOverrides {
  readonly timeMs?: number;
  readonly memoryKiB?: number;
}

/**
 * The limits of one run of a solution in `language` (undefined for a
 * command, which has no language): the problem's allowance for that
 * language where its judge gives one (HDU 1043: Java 10,000 ms and
 * 65,536 KiB, the others 5,000 ms and 32,768 KiB), else its limit for every
 * other language; each overridden when the options say.
 */
export function limitsFor(
  problem: Problem,
  language: Language | undefined,
  overrides: LimitOverrides = {},
): Limit {
  const stated =
    (language === undefined ? undefined : problem.limits.languages[language]) ?? problem.limits.others;
  return { timeMs: overrides.timeMs ?? stated.timeMs, memoryKiB: overrides.memoryKiB ?? stated.memoryKiB };
}
