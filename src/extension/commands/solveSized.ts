import * as vscode from 'vscode';
import { findBoardsBetween, FoundBoard, shapeName, solve, UNSOLVABLE } from '../../engine';
import { linesOf } from '../answers/documentAnswers';
import { isLarge, solveLarge } from '../answers/largeAnswers';
import { localizeTemplate, readSettings } from '../config';
import { largeSolver } from '../largeBoards';
import { openUntitled } from '../untitled';
import type { SolveAllResult } from './solveAll';

/** Lines scanned per step, with a yield between steps. */
const WINDOW = 2000;
/** The answer line of a board left without one: not a move string, not `unsolvable`. */
const LEFT = '?';
/** Left lines named in the message; the rest are counted. */
const MOST_NAMED = 10;

/**
 * Solve All for a file with boards of other sizes than 3×3 (LeetCode's 2×3,
 * UVa's 4×4, …): the scanner finds them, sizes with a table are answered at
 * once, and boards of more than 9 cells are solved one after another by the
 * large solver, with the board's number, the database build and the search
 * in the progress message. Cancel stops there: the boards not reached are
 * answered `?` and named by line.
 */
export async function solveSizedBoards(document: vscode.TextDocument): Promise<SolveAllResult> {
  const settings = readSettings();
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Solving all puzzles'), cancellable: true },
    async (progress, token) => {
      const found: FoundBoard[] = [];
      for (let from = 0; from < document.lineCount; from += WINDOW) {
        found.push(...findBoardsBetween(linesOf(document), from, Math.min(document.lineCount, from + WINDOW) - 1));
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (token.isCancellationRequested) return { boards: 0, unsolvable: 0, invalid: 0, cancelled: true };
      }
      const answers: string[] = [];
      const large: { index: number; board: FoundBoard }[] = [];
      let [unsolvable, invalid, unproven] = [0, 0, 0];
      let firstProblem = '';
      for (const board of found) {
        const parsed = board.result;
        if (!parsed.ok) {
          invalid++;
          answers.push('invalid');
          firstProblem ||= vscode.l10n.t('line {0}, column {1}: {2}', board.line + 1, board.start + parsed.error.offset + 1, localizeTemplate(parsed.error));
          continue;
        }
        if (isLarge(board.shape)) {
          large.push({ index: answers.length, board });
          answers.push(LEFT);
          continue;
        }
        const solution = solve(parsed.board, settings.goalFor(board.shape), board.shape);
        if (!solution.solvable) unsolvable++;
        answers.push(solution.solvable ? solution.moves : UNSOLVABLE);
      }

      const solver = largeSolver();
      const left: FoundBoard[] = [];
      let cancelled = false;
      for (const [k, { index, board }] of large.entries()) {
        if (!solver || token.isCancellationRequested || !board.result.ok) {
          left.push(board);
          continue;
        }
        const prefix = vscode.l10n.t('{0} board {1} of {2} (line {3}): ', shapeName(board.shape), k + 1, large.length, board.line + 1);
        progress.report({ message: prefix });
        const answer = await solveLarge(solver, board.result.board, settings.goalFor(board.shape), board.shape, progress, token, prefix);
        if (answer.kind === 'cancelled') {
          cancelled = true;
          left.push(board);
        } else if (answer.kind === 'unsolvable') {
          unsolvable++;
          answers[index] = UNSOLVABLE;
        } else {
          if (answer.kind === 'unproven') unproven++;
          answers[index] = answer.moves;
        }
      }
      cancelled ||= token.isCancellationRequested;

      const output = await openUntitled(answers.length > 0 ? answers.join('\n') + '\n' : '', 'plaintext');
      await vscode.window.showTextDocument(output, { viewColumn: vscode.ViewColumn.Beside, preview: false });
      const sentences = [vscode.l10n.t('Solved {0} boards ({1} unsolvable).', (answers.length - left.length - invalid).toLocaleString(), unsolvable.toLocaleString())];
      if (unproven > 0) sentences.push(vscode.l10n.t('{0} answers are not proven shortest: the node budget ran out.', unproven));
      if (invalid > 0) sentences.push(vscode.l10n.t('{0} boards could not be read and were answered "invalid"; the first is at {1}.', invalid, firstProblem));
      if (left.length > 0) {
        const lines = left.slice(0, MOST_NAMED).map((board) => board.line + 1).join(', ') + (left.length > MOST_NAMED ? ', …' : '');
        sentences.push(
          !solver
            ? vscode.l10n.t('{0} large boards were answered "?" (lines {1}): solving them needs VS Code on a computer.', left.length, lines)
            : vscode.l10n.t('{0} large boards were answered "?" (lines {1}): cancelled before they were solved.', left.length, lines),
        );
      }
      const message = sentences.join(' ');
      if (left.length > 0 || invalid > 0) void vscode.window.showWarningMessage(message);
      else void vscode.window.showInformationMessage(message);
      return { boards: answers.length, unsolvable, invalid, document: output, cancelled, leftLines: left.map((board) => board.line + 1) };
    },
  );
}
