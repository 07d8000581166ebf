import {
  Board,
  describeVerdict,
  isAccepted,
  judgeAnswer,
  judgeMoveCount,
  Puzzle,
  UNSOLVABLE,
  Verdict,
} from '../engine';
import { smallestShortest } from './lexicographic';
import type { Acceptance, AnswerForm } from './spec';

/** How a problem's judge rules on one answer. */
export interface Ruling {
  readonly verdict: 'accepted' | 'wrong-answer' | 'not-shortest' | 'presentation-error';
  /** Why, in English; empty when accepted. */
  readonly reason: string;
  /**
   * The engine's verdict when the answer was judged by it, for front ends that word (and translate) it
   * themselves.
   */
  readonly judged?: Verdict;
}

/** One case as the judge knows it. */
export interface CaseFacts {
  /** The size and the goal this case is judged toward (its own goal for HDU 3567). */
  readonly puzzle: Puzzle;
  readonly board: Board;
  /**
   * The fewest moves when known (always for a size with a table; from the large solver for the others),
   * undefined when unsolvable or unknown.
   */
  readonly optimal: number | undefined;
}

/** What of a problem its answers are judged by. */
export interface AnswerRules {
  readonly name: string;
  readonly answer: AnswerForm;
  /**
   * Whether its judge has the verdict Presentation Error, for an answer right but for its spaces or lines.
   */
  readonly presentationError: boolean;
}

export const ACCEPTED: Ruling = { verdict: 'accepted', reason: '' };

const LOWER_MOVES = /^[udlr]*$/;
const UPPER_MOVES = /^[UDLR]*$/;
const WHOLE_NUMBER = /^-?\d+$/;

/**
 * Rules on one answer (trimmed) as the problem's judge would: a move string
 * or the problem's words for an unsolvable board, held to its acceptance
 * (any; the fewest; at most N moves; exactly the lexicographically smallest
 * of the shortest), or a number of moves, which must be exactly the fewest.
 * `count` is the number of moves a `Case k: n` header gave. `optimalAsked`
 * (`--optimal`) also rejects a longer valid answer where the problem takes
 * any: that alone is "not shortest". An empty answer is worded the same in
 * every run (see {@link noAnswer}).
 */
export function rule(
  rules: AnswerRules,
  facts: CaseFacts,
  text: string,
  count: number | undefined,
  optimalAsked: boolean,
): Ruling {
  const ruleText = (answer: string): Ruling =>
    rules.answer.kind === 'steps'
      ? ruleSteps(rules, facts, answer)
      : ruleMoves(rules, rules.answer, facts, answer, count, optimalAsked);
  const ruling = ruleText(text);
  if (ruling.verdict === 'accepted' || !/\s/.test(text)) return ruling;
  // Right but for its spaces (`u l d`, `1 9`, a double space in UVa's sentence): the one answer a judge calls a presentation error.
  for (const respaced of [text.replace(/\s+/g, ''), text.replace(/\s+/g, ' ')]) {
    if (respaced !== text && ruleText(respaced).verdict === 'accepted')
      return layoutRuling(rules, `the right answer but for its spaces: '${shown(text)}'`);
  }
  return ruling;
}

/**
 * An answer right but for its layout (its spaces, a blank line missing
 * between two answers, a header spaced otherwise): a presentation error
 * where the judge has that verdict, else the wrong answer it is there.
 */
export function layoutRuling(rules: AnswerRules, reason: string): Ruling {
  if (rules.presentationError) return { verdict: 'presentation-error', reason };
  return {
    verdict: 'wrong-answer',
    reason: `${reason} (${rules.name}'s judge has no presentation error: a wrong answer)`,
  };
}

/** What an empty answer is told, the same in a run per board and in a batch: what was expected instead. */
export function noAnswer(rules: AnswerRules, facts: CaseFacts): Ruling {
  const { answer } = rules;
  const { optimal } = facts;
  if (answer.kind === 'steps') {
    const expected = optimal === undefined ? (answer.unsolvable ?? '-1') : String(optimal);
    return {
      verdict: 'wrong-answer',
      reason: `no answer, where the number of moves is expected (${expected})`,
    };
  }
  if (optimal === undefined)
    return {
      verdict: 'wrong-answer',
      reason: `no answer, where '${answer.unsolvable ?? UNSOLVABLE}' is expected (the board is unsolvable)`,
    };
  return {
    verdict: 'wrong-answer',
    reason: `no answer, where a move string is expected (shortest is ${moves(optimal)})`,
  };
}

function ruleMoves(
  rules: AnswerRules,
  answer: Extract<AnswerForm, { kind: 'moves' }>,
  facts: CaseFacts,
  text: string,
  count: number | undefined,
  optimalAsked: boolean,
): Ruling {
  const { puzzle, board, optimal } = facts;
  if (text === '' && optimal !== 0) return noAnswer(rules, facts);
  const upper = answer.case === 'upper';
  const unsolvable = answer.unsolvable !== undefined && text === answer.unsolvable;
  // The engine reads `unsolvable` as the claim: only where the problem's words are those.
  if (!unsolvable && text === UNSOLVABLE) return notMoves(rules, answer, text);
  // Lower-case moves go to the engine as they are (362,880 times in the 9! run): only a rejected answer is
  // looked at closer.
  if (upper && !unsolvable && !UPPER_MOVES.test(text)) return notMoves(rules, answer, text);
  const played = unsolvable ? UNSOLVABLE : upper ? text.toLowerCase() : text;
  const verdict = judgeAnswer(puzzle, board, played, optimal);
  if (!upper && !unsolvable && verdict.kind === 'bad-step' && verdict.problem === 'not-a-move')
    return notMoves(rules, answer, text);
  if (count !== undefined && !unsolvable && count !== text.length) {
    return {
      verdict: 'wrong-answer',
      reason: `the header says ${moves(count)}, the answer has ${text.length}`,
      judged: verdict,
    };
  }
  return byAcceptance(rules, answer.accept, facts, played, verdict, optimalAsked);
}

function byAcceptance(
  rules: AnswerRules,
  accept: Acceptance,
  facts: CaseFacts,
  played: string,
  verdict: Verdict,
  optimalAsked: boolean,
): Ruling {
  const reaches = verdict.kind === 'shortest' || verdict.kind === 'longer' || verdict.kind === 'reaches-goal';
  switch (accept.kind) {
    case 'any':
      return fromVerdict(verdict, optimalAsked);
    case 'shortest':
      if (verdict.kind === 'longer')
        return {
          verdict: 'wrong-answer',
          reason: `${moves(verdict.moves)}: ${rules.name} asks for the fewest (${verdict.optimal})`,
          judged: verdict,
        };
      return fromVerdict(verdict, true);
    case 'at-most':
      if (reaches && played.length > accept.moves)
        return {
          verdict: 'wrong-answer',
          reason: `${moves(played.length)}, more than the ${accept.moves} ${rules.name} allows`,
          judged: verdict,
        };
      return fromVerdict(verdict, optimalAsked);
    case 'lexicographic-shortest':
      return lexicographic(verdict, facts, played);
  }
}

/** HDU 3567: exactly the smallest of the shortest strings, and nothing else. */
function lexicographic(verdict: Verdict, facts: CaseFacts, played: string): Ruling {
  if (verdict.kind === 'longer')
    return { verdict: 'wrong-answer', reason: describeVerdict(verdict).message, judged: verdict };
  if (verdict.kind !== 'shortest') return fromVerdict(verdict, true);
  const smallest = smallestShortest(facts.puzzle, facts.board);
  if (smallest === undefined || smallest === played)
    return { verdict: 'accepted', reason: '', judged: verdict };
  let at = 0;
  while (smallest[at] === played[at]) at++;
  return {
    verdict: 'wrong-answer',
    reason: `a shortest answer, but not the lexicographically smallest: move ${at + 1} is '${played[at]}' where '${smallest[at]}' also leads to a shortest one ('${shown(smallest)}')`,
    judged: verdict,
  };
}

/**
 * A number of moves: exactly the fewest is right, any other count is a wrong answer (not "not shortest": the
 * count is the answer).
 */
function ruleSteps(rules: AnswerRules, facts: CaseFacts, text: string): Ruling {
  const { answer } = rules;
  const { puzzle, board, optimal } = facts;
  if (answer.kind !== 'steps') throw new Error('unreachable');
  if (text === '') return noAnswer(rules, facts);
  if (text === answer.unsolvable || text === '-1' || text === UNSOLVABLE)
    return fromVerdict(judgeMoveCount(puzzle, board, UNSOLVABLE, optimal), true);
  if (!WHOLE_NUMBER.test(text) || text.startsWith('-'))
    return { verdict: 'wrong-answer', reason: notACount(text) };
  const count = Number(text);
  const verdict = judgeMoveCount(puzzle, board, count, optimal);
  if (verdict.kind !== 'longer') return fromVerdict(verdict, true);
  const parity =
    (count - verdict.optimal) % 2 === 1
      ? `, and every answer to this board has ${verdict.optimal % 2 === 0 ? 'an even' : 'an odd'} number of moves`
      : '';
  return {
    verdict: 'wrong-answer',
    reason: `${moves(count)}, but the fewest is ${verdict.optimal}${parity}`,
    judged: verdict,
  };
}

function fromVerdict(verdict: Verdict, optimal: boolean): Ruling {
  if (isAccepted(verdict, optimal)) return { verdict: 'accepted', reason: '', judged: verdict };
  return {
    verdict: verdict.kind === 'longer' ? 'not-shortest' : 'wrong-answer',
    reason: describeVerdict(verdict).message,
    judged: verdict,
  };
}

function notMoves(rules: AnswerRules, answer: Extract<AnswerForm, { kind: 'moves' }>, text: string): Ruling {
  const letters = answer.case === 'upper' ? 'U, D, L, R' : 'u, d, l, r';
  const words = answer.unsolvable === undefined ? '' : ` or '${answer.unsolvable}'`;
  const reason = ((): string => {
    if (answer.unsolvable !== undefined && text.toLowerCase() === answer.unsolvable.toLowerCase())
      return `'${shown(text)}': write '${answer.unsolvable}' as it is`;
    if (answer.unsolvable === undefined && text.toLowerCase() === UNSOLVABLE)
      return `'${text}': ${rules.name} promises every case a solution`;
    if ((answer.case === 'upper' ? LOWER_MOVES : UPPER_MOVES).test(text))
      return `moves in ${answer.case === 'upper' ? 'lower' : 'upper'} case, where ${rules.name} writes ${letters}`;
    if (WHOLE_NUMBER.test(text)) return `a number, where a move string (${letters})${words} is expected`;
    const characters = [...text];
    const moveLetters = answer.case === 'upper' ? 'UDLR' : 'udlr';
    const at = characters.findIndex((character) => !moveLetters.includes(character));
    return `not a move string (${letters})${words}: '${characters[at]}' at character ${at + 1}`;
  })();
  return { verdict: 'wrong-answer', reason };
}

function notACount(text: string): string {
  if (LOWER_MOVES.test(text) || UPPER_MOVES.test(text))
    return 'a move string, where the number of moves is expected';
  return `'${shown(text)}' is not a number of moves`;
}

function moves(count: number): string {
  return count === 1 ? '1 move' : `${count} moves`;
}

/** A move string in a message, cut when long. */
function shown(text: string): string {
  return text.length <= 60 ? text : `${text.slice(0, 60)}…`;
}
