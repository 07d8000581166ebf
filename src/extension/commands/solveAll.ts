import * as vscode from 'vscode';
import { countLineEnds, distanceTable, forEachBoardText, parseBoard, positionAt, rank, readCells, sliceEnd, solveRank, tileParity } from '../../engine';
import { runInSlices } from '../chunked';
import { localizeTemplate, readSettings } from '../config';

/** What the command returns, for scripts and tests. */
export interface SolveAllResult {
  readonly boards: number;
  readonly unsolvable: number;
  readonly invalid: number;
  readonly document?: vscode.TextDocument;
  readonly cancelled: boolean;
}

/** About this many characters are read per step: a few thousand boards. */
const STEP_CHARACTERS = 64 * 1024;

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
    const text = editor.document.getText();
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
        let from = 0;
        let lineOffset = 0;
        let reported = 0;

        const finished = await runInSlices(
          () => {
            const end = sliceEnd(text, from, STEP_CHARACTERS);
            const slice = text.slice(from, end);
            forEachBoardText(slice, (start, stop) => {
              if (!readCells(slice, start, stop, cells)) {
                invalid++;
                answers.push('invalid');
                if (!firstProblem) {
                  const parsed = parseBoard(slice.slice(start, stop));
                  const at = positionAt(slice, start + (parsed.ok ? 0 : parsed.error.offset));
                  const [line, column] = [lineOffset + at.line + 1, at.column + 1];
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
            });
            lineOffset += countLineEnds(text, from, end);
            from = end;
            return from >= text.length;
          },
          token,
          () => {
            const done = Math.floor((from / Math.max(1, text.length)) * 100);
            progress.report({ increment: done - reported, message: vscode.l10n.t('{0} boards', answers.length.toLocaleString()) });
            reported = done;
          },
        );

        if (!finished) return { boards: answers.length, unsolvable, invalid, cancelled: true };
        const document = await vscode.workspace.openTextDocument({ content: answers.length > 0 ? answers.join('\n') + '\n' : '', language: 'plaintext' });
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
