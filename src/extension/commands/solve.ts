import * as vscode from 'vscode';
import { Board, EIGHT_PUZZLE, solve, Solution } from '../../engine';
import { readArgs, ShowOnBoardArgs } from './openBoard';
import { BoardPanel } from '../board/panel';
import { insertMovesBelow, PuzzleSource, sourceOf } from '../board/insert';
import { readSettings } from '../config';
import { puzzleAt } from '../puzzleAt';

/** What the command returns, so scripts and tests can use the answer too. */
export type SolveResult = { readonly board: Board; readonly solution: Solution } | { readonly error: string };

/**
 * "Solve Eight Puzzle": solves the selection, or the board under the cursor,
 * and offers to insert, copy, or play the answer.
 */
export function solveCommand(extensionUri: vscode.Uri): () => SolveResult | undefined {
  return () => {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Open a file with an eight puzzle board first.'));
      return undefined;
    }
    const found = puzzleAt(editor.document, editor.selection);
    if (!found.ok) {
      if (found.range) editor.selection = new vscode.Selection(found.range.start, found.range.end);
      void vscode.window.showErrorMessage(vscode.l10n.t('Not an eight puzzle board: {0}', found.message));
      return { error: found.message };
    }
    const { goal } = readSettings();
    const solution = solve(found.board, goal);
    void offerActions(extensionUri, found.board, solution, goal, sourceOf(editor.document, found.range));
    return { board: found.board, solution };
  };
}

/** "Solve (19 moves)" on a board's CodeLens: the same answer and actions as the Solve command. */
export function solveBoardCommand(extensionUri: vscode.Uri): (args?: ShowOnBoardArgs) => Solution | undefined {
  return (args?: ShowOnBoardArgs) => {
    const read = readArgs(args);
    if (!read) return undefined;
    const { goal } = readSettings();
    const solution = solve(read.board, goal);
    void offerActions(extensionUri, read.board, solution, goal, read.source);
    return solution;
  };
}

async function offerActions(extensionUri: vscode.Uri, board: Board, solution: Solution, goal: Board, source: PuzzleSource | undefined): Promise<void> {
  const answer = solution.solvable ? solution.moves : 'unsolvable';
  const insert = vscode.l10n.t('Insert');
  const copy = vscode.l10n.t('Copy');
  const show = vscode.l10n.t('Show on Board');
  const summary = !solution.solvable
    ? vscode.l10n.t('Unsolvable: this board cannot reach the goal.')
    : solution.distance === 0
      ? vscode.l10n.t('Already solved: 0 moves.')
      : solution.distance === 1
        ? vscode.l10n.t('1 move: {0}', solution.moves)
        : vscode.l10n.t('{0} moves: {1}', solution.distance, solution.moves);
  const choice = await vscode.window.showInformationMessage(summary, insert, copy, show);
  if (choice === insert) await insertMovesBelow(source, answer);
  else if (choice === copy) await vscode.env.clipboard.writeText(answer);
  // An unsolvable board still opens, to be played by hand.
  else if (choice === show) BoardPanel.show(extensionUri, { start: board.slice(), moves: solution.solvable ? solution.moves : '', step: 0, goal: goal.slice(), shape: EIGHT_PUZZLE }, source);
}
