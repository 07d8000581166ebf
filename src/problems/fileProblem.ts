import { contextOf, Puzzle, ScanContext, Size } from '../engine';
import { problemNamedIn } from './mentions';
import { Problem, problemOf } from './registry';

/**
 * How a file is read when it names a problem of the registry (`P1379`,
 * `AcWing 845`, `ALDS1_13_B`, `LeetCode 773`, …): its boards are judged
 * toward that problem's goal, and where the problem asks for a number of
 * moves, numbers under its boards are answers too.
 */
export interface FileProblem {
  /** The one problem the file names; none when it names none, or two. */
  readonly problem?: Problem;
  readonly context: ScanContext;
}

export function fileProblemOf(head: string): FileProblem {
  const id = problemNamedIn(head);
  const problem = id === undefined ? undefined : problemOf(id);
  const context = contextOf(head, problem?.answer.kind === 'steps');
  // Naming a problem says the file is about the puzzle, whatever words it uses; HDU 3567's cases each give
  // their goal.
  return {
    problem,
    context: problem
      ? { ...context, puzzle: true, ...(problem.input.kind === 'counted-pairs' ? { caseGoals: true } : {}) }
      : context,
  };
}

/**
 * Where a board's goal came from: the user's explicit setting, the problem the file names, or the default.
 */
export type GoalSource = 'setting' | 'problem' | 'default';

/**
 * The puzzle a board of `size` is judged toward. An explicit setting wins
 * (the user said so, and can say it per folder or per language); else the
 * problem the file names, when it is of that size; else the size's default.
 */
export function goalFor(
  size: Size,
  setting: Puzzle | undefined,
  fallback: Puzzle,
  problem: Problem | undefined,
): { puzzle: Puzzle; source: GoalSource } {
  if (setting) return { puzzle: setting, source: 'setting' };
  if (problem && problem.puzzle.size === size) return { puzzle: problem.puzzle, source: 'problem' };
  return { puzzle: fallback, source: 'default' };
}
