import * as vscode from 'vscode';
import { Board, hasTable, Puzzle, solve, Solution } from '../../engine';
import { linkedPuzzle, readArgs, ShowOnBoardArgs } from './openBoard';
import { readingOf } from '../answers/fileReading';
import { BoardPanel } from '../board/panel';
import { insertMovesBelow, PuzzleSource, sourceOf } from '../board/insert';
import { noAnswerMessage, solveLargeWithProgress } from '../answers/largeAnswers';
import { notABoardMessage, puzzleAt } from '../puzzleAt';

/**
 * What the command returns, so scripts and tests can use the answer too.
 * `proven` is false for a large board's answer found within the node budget
 * but not proven shortest; `cancelled` when the user stopped the search.
 */
export type SolveResult =
  | { readonly puzzle: Puzzle; readonly board: Board; readonly solution: Solution; readonly proven: boolean }
  | { readonly puzzle: Puzzle; readonly board: Board; readonly cancelled: true }
  | { readonly error: string };

/**
 * "Solve Eight Puzzle": solves the selection, or the board under the cursor,
 * and offers to insert, copy, or play the answer. Sizes with a distance
 * table are answered from it at once; the others by the solver in its
 * worker, under a notification with progress and Cancel.
 */
export function solveAtCursorCommand(extensionUri: vscode.Uri): () => Promise<SolveResult | undefined> {
  return async () => {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Open a file with an eight puzzle board first.'));
      return undefined;
    }
    const found = puzzleAt(editor.document, editor.selection);
    if (!found.ok) {
      if (found.range) editor.selection = new vscode.Selection(found.range.start, found.range.end);
      void vscode.window.showErrorMessage(notABoardMessage(found));
      return { error: found.message };
    }
    return solveAndOffer(
      extensionUri,
      readingOf(editor.document).puzzleFor(found.size),
      found.board,
      sourceOf(editor.document, found.range),
    );
  };
}

/**
 * "Solve (19 moves)" on a board's CodeLens, or a hover's Solve link: the same answer and actions as the Solve
 * command.
 */
export function solveBoardCommand(
  extensionUri: vscode.Uri,
): (args?: ShowOnBoardArgs) => Promise<Solution | undefined> {
  return async (args?: ShowOnBoardArgs) => {
    const read = readArgs(args);
    // The lens gives the goal its file's board is judged toward (a problem's, say); without one, the
    // settings'.
    const puzzle = read && linkedPuzzle(args?.goal, read.size);
    if (!read || !puzzle) return undefined;
    const result = await solveAndOffer(extensionUri, puzzle, read.board, read.source);
    return 'solution' in result ? result.solution : undefined;
  };
}

async function solveAndOffer(
  extensionUri: vscode.Uri,
  puzzle: Puzzle,
  board: Board,
  source: PuzzleSource | undefined,
): Promise<SolveResult> {
  if (hasTable(puzzle.size)) {
    const result = { puzzle, board, solution: solve(puzzle, board), proven: true };
    void offerActions(extensionUri, result, source);
    return result;
  }
  const outcome = await solveLargeWithProgress(puzzle, board);
  if (outcome.kind === 'cancelled' || outcome.kind === 'no-solver') {
    const message = noAnswerMessage(outcome, puzzle.size);
    if (outcome.kind === 'cancelled') {
      void vscode.window.showInformationMessage(message);
      return { puzzle, board, cancelled: true };
    }
    void vscode.window.showWarningMessage(message);
    return { error: message };
  }
  const solution: Solution =
    outcome.kind === 'unsolvable'
      ? { solvable: false }
      : { solvable: true, moves: outcome.moves, distance: outcome.moves.length };
  const result = { puzzle, board, solution, proven: outcome.kind !== 'unproven' };
  void offerActions(extensionUri, result, source);
  return result;
}

async function offerActions(
  extensionUri: vscode.Uri,
  { puzzle, board, solution, proven }: { puzzle: Puzzle; board: Board; solution: Solution; proven: boolean },
  source: PuzzleSource | undefined,
): Promise<void> {
  const answer = solution.solvable ? solution.moves : 'unsolvable';
  const insert = vscode.l10n.t('Insert');
  const copy = vscode.l10n.t('Copy');
  const show = vscode.l10n.t('Show on Board');
  const summary = !solution.solvable
    ? vscode.l10n.t('Unsolvable: this board cannot reach the goal.')
    : solution.distance === 0
      ? vscode.l10n.t('Already solved: 0 moves.')
      : !proven
        ? vscode.l10n.t('{0} moves (not proven shortest): {1}', solution.distance, solution.moves)
        : solution.distance === 1
          ? vscode.l10n.t('1 move: {0}', solution.moves)
          : vscode.l10n.t('{0} moves: {1}', solution.distance, solution.moves);
  const choice = await vscode.window.showInformationMessage(summary, insert, copy, show);
  if (choice === insert) await insertMovesBelow(source, answer);
  else if (choice === copy) await vscode.env.clipboard.writeText(answer);
  // An unsolvable board still opens, to be played by hand.
  else if (choice === show)
    BoardPanel.show(
      extensionUri,
      { puzzle, start: board, moves: solution.solvable ? solution.moves : '', step: 0 },
      source,
    );
}
