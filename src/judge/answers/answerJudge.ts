import { Board, Puzzle, puzzleOf, UNREACHABLE } from '../../engine';
import { CaseFacts, relabelled, rule, Ruling } from '../../problems';
import { caseBoardInto } from '../cases/caseSet';
import { CaseSet } from '../cases/caseSetType';
import { ResolvedSettings } from '../settings';

export type { Ruling } from '../../problems';

/** Rules on the answers of a test set's cases, as the problem's judge does. */
export interface AnswerJudge {
  /**
   * Case i's answer (trimmed), with the number of moves its header gave, if any; no answer at all is the
   * empty one, in the same words.
   */
  judge(index: number, text: string, count: number | undefined): Ruling;
}

/**
 * Facts of one case, filled in place: the engine keeps nothing of the board it judges, so one array serves
 * every case.
 */
interface MutableFacts {
  puzzle: Puzzle;
  board: Board;
  optimal: number | undefined;
}

export function answerJudge(settings: ResolvedSettings, set: CaseSet): AnswerJudge {
  const { problem, puzzle, optimal: optimalAsked } = settings;
  const board = new Array<number>(set.size.cells).fill(0);
  const facts: MutableFacts = { puzzle, board, optimal: undefined };
  const goal = new Array<number>(set.size.cells).fill(0);
  const factsOf = (index: number): CaseFacts => {
    caseBoardInto(set, index, board);
    const distance = set.optimal[index];
    facts.optimal = distance === UNREACHABLE ? undefined : distance;
    if (set.goals) {
      // Judged with the tiles relabelled so the goal's are in order: the same moves, and one table per blank
      // cell rather than one per goal.
      for (let cell = 0; cell < goal.length; cell++) goal[cell] = set.goals[index * goal.length + cell];
      const canonical = relabelled(puzzleOf(set.size, goal), board);
      facts.puzzle = canonical.puzzle;
      facts.board = canonical.board;
    } else facts.board = board;
    return facts;
  };
  return { judge: (index, text, count) => rule(problem, factsOf(index), text, count, optimalAsked) };
}
