// The one message a failed check ends with: the heuristic's file, the board
// (as the learner's code saw it, 0 the blank, and in the judges' form), and
// the learner's own words. Never a stack of ours.
import { Board, formatBoard } from '../../engine';
import { learnerBoard } from '../../engine/learner/heuristicBoards';
import { loadBudgetMs } from './evaluator';
import type { EvaluationFailure } from './failure';

export interface Budgets {
  readonly callMs: number;
  readonly totalMs: number;
  readonly memoryMiB: number;
}

/** `[1, 2, 3, 4, 5, 6, 7, 0, 8] (1 2 3 4 5 6 7 x 8)`. */
export function boardWords(board: Board): string {
  return `[${learnerBoard(board).join(', ')}] (${formatBoard(board)})`;
}

function indented(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

/** What went wrong, in a line, for a failure at a board (`at`) or while loading (`at` undefined). */
function headline(failure: EvaluationFailure, at: string | undefined, budgets: Budgets): string {
  const where = at === undefined ? ' while the file was loaded' : ` on board ${at}`;
  switch (failure.kind) {
    case 'threw':
      return `h raised an error${where}:`;
    case 'negative':
      return `h returned ${failure.detail}${where}: a heuristic counts moves, so it is never below 0`;
    case 'not-finite':
      return `h returned ${failure.detail}${where}: a heuristic is a finite number of moves`;
    case 'not-number':
      return `h returned ${failure.detail}${where}, not a number`;
    case 'missing':
      return failure.detail;
    case 'syntax':
      return 'the file could not be read, a syntax error:';
    case 'load':
      return 'the file failed while it was loaded:';
    case 'call-time':
      return at === undefined
        ? `loading the file took longer than ${loadBudgetMs(budgets.callMs) / 1000} s`
        : `h took longer than ${budgets.callMs} ms${where} (the budget of one call; --call-ms MS to change it)`;
    case 'total-time':
      return `the calls of h took longer than ${budgets.totalMs / 1000} s in all, the check's budget${at === undefined ? '' : `; it was${where}`} (--time-limit MS to change it)`;
    case 'memory':
      return `h ran out of memory${where}: it may use ${budgets.memoryMiB} MiB (--memory-limit SIZE to change it)`;
    case 'exited':
      return `h ended its ${failure.detail.startsWith('the Python') ? 'process' : 'thread'}${where}: ${failure.detail.split('\n')[0]}`;
  }
}

/** The message for `failure`; `boardAt` finds the board of a place in the check. */
export function failureMessage(
  file: string,
  failure: EvaluationFailure,
  boardAt: (index: number) => Board | undefined,
  budgets: Budgets,
): string {
  const board = failure.index === undefined ? undefined : boardAt(failure.index);
  const head = `${file}: ${headline(failure, board && boardWords(board), budgets)}`;
  const shownDetail = ['threw', 'syntax', 'load'].includes(failure.kind)
    ? failure.detail
    : failure.kind === 'exited'
      ? failure.detail.split('\n').slice(1).join('\n')
      : '';
  return shownDetail.trim() === '' ? head : `${head}\n${indented(shownDetail)}`;
}
