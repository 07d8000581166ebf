import * as vscode from 'vscode';
import { distanceTable, EIGHT_PUZZLE, findBoardsBetween, parseBoard, positionAt, rank, readCells, sameShape, solveRank, tileParity } from '../../engine';
import { linesOf } from '../answers/documentAnswers';
import { forEachBoardTextInSlices } from '../chunked';
import { localizeTemplate, readSettings } from '../config';
import { openUntitled } from '../untitled';
import { solveSizedBoards } from './solveSized';

/** What the command returns, for scripts and tests. */
export interface SolveAllResult {
  readonly boards: number;
  readonly unsolvable: number;
  readonly invalid: number;
  readonly document?: vscode.TextDocument;
  readonly cancelled: boolean;
  /** Boards of more than 9 cells left without an answer (cancelled, or no solver in the browser), by 1-based line. */
  readonly leftLines?: readonly number[];
}

/** Lines looked at to tell a judges' input of eight puzzles (the fast path) from a file with boards of other sizes. */
const SIZE_PROBE_LINES = 2000;

/**
 * "Solve All Puzzles in File": every board's answer, in the judges' output
 * form, in a new document. Runs in slices with progress and cancellation, so
 * the 9! file never freezes the editor.
 */
export function solveAllCommand(): () => Promise<SolveAllResult | undefined> {
  return async () => {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Open a file of eight puzzle boards first.'));
      return undefined;
    }
    const document = editor.document;
    // A file with a board of another size in its first lines is read by the scanner, board by board, every size answered.
    const probe = findBoardsBetween(linesOf(document), 0, Math.min(document.lineCount, SIZE_PROBE_LINES) - 1);
    if (probe.some((board) => !sameShape(board.shape, EIGHT_PUZZLE))) return solveSizedBoards(document);
    const text = document.getText();
    const { goal } = readSettings();
    return vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Solving all puzzles'), cancellable: true },
      async (progress, token) => {
        const table = distanceTable(goal);
        const goalParity = tileParity(goal);
        const answers: string[] = [];
        const cells = new Array<number>(9).fill(0);
        let unsolvable = 0;
        let invalid = 0;
        let firstProblem = '';
        let reported = 0;

        const finished = await forEachBoardTextInSlices(
          text,
          (slice, start, stop, firstLine) => {
            if (!readCells(slice, start, stop, cells)) {
              invalid++;
              answers.push('invalid');
              if (!firstProblem) {
                const parsed = parseBoard(slice.slice(start, stop), EIGHT_PUZZLE);
                const at = positionAt(slice, start + (parsed.ok ? 0 : parsed.error.offset));
                const [line, column] = [firstLine + at.line + 1, at.column + 1];
                firstProblem = parsed.ok
                  ? vscode.l10n.t('line {0}, column {1}', line, column)
                  : vscode.l10n.t('line {0}, column {1}: {2}', line, column, localizeTemplate(parsed.error));
              }
              return;
            }
            if (tileParity(cells) !== goalParity) {
              unsolvable++;
              answers.push('unsolvable');
              return;
            }
            const solution = solveRank(table, rank(cells));
            answers.push(solution.solvable ? solution.moves : 'unsolvable');
          },
          token,
          (fraction) => {
            const done = Math.floor(fraction * 100);
            progress.report({ increment: done - reported, message: vscode.l10n.t('{0} boards', answers.length.toLocaleString()) });
            reported = done;
          },
        );

        if (!finished) return { boards: answers.length, unsolvable, invalid, cancelled: true };
        const document = await openUntitled(answers.length > 0 ? answers.join('\n') + '\n' : '', 'plaintext');
        await vscode.window.showTextDocument(document, { viewColumn: vscode.ViewColumn.Beside, preview: false });
        const [solved, withoutSolution] = [answers.length.toLocaleString(), unsolvable.toLocaleString()];
        if (invalid > 0) {
          // One template for both sentences, so a translation decides how they join.
          void vscode.window.showWarningMessage(
            vscode.l10n.t(
              'Solved {0} boards ({1} unsolvable). {2} lines are not boards and were answered "invalid"; the first is at {3}.',
              solved,
              withoutSolution,
              invalid.toLocaleString(),
              firstProblem,
            ),
          );
        } else {
          void vscode.window.showInformationMessage(vscode.l10n.t('Solved {0} boards ({1} unsolvable).', solved, withoutSolution));
        }
        return { boards: answers.length, unsolvable, invalid, document, cancelled: false };
      },
    );
  };
}
