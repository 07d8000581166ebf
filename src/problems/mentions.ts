import { PROBLEMS, ProblemId } from './registry';

/**
 * Only the head of a file is read for a mention: that is where a solution says what it solves, and a huge
 * file costs nothing.
 */
export const MENTION_WINDOW = 20_000;

export interface ProblemMention {
  readonly problem: ProblemId;
  /** Where the first mention of it starts, as an offset in the text. */
  readonly offset: number;
}

/** The problems `text` names (by each problem's mentions in the registry), each once, in the order they first appear. */
export function problemsMentioned(text: string): ProblemMention[] {
  const head = text.slice(0, MENTION_WINDOW);
  const found: ProblemMention[] = [];
  for (const problem of PROBLEMS) {
    const match = problem.mentions.exec(head);
    if (match) found.push({ problem: problem.id, offset: match.index });
  }
  return found.sort((a, b) => a.offset - b.offset);
}

/**
 * The problem a solution is for, when its text says so without doubt: it
 * names exactly one of them. A file that names two (a comment comparing
 * POJ 1077 with HDU 1043) leaves the choice to the user.
 */
export function problemNamedIn(text: string): ProblemId | undefined {
  const mentioned = problemsMentioned(text);
  return mentioned.length === 1 ? mentioned[0].problem : undefined;
}
