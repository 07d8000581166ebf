import * as vscode from 'vscode';
import { AnswerSheet, EIGHT_PUZZLE, findBoardsBetween, parseBoard, positionAt } from '../../engine';
import { linesOf } from '../answers/documentAnswers';
import { readingOf } from '../answers/fileReading';
import { forEachBoardTextInSlices } from '../chunked';
import { localizeTemplate } from '../config';
import { GatheredAnswers, SolveAllResult, showAnswers } from './answerDocument';
import { solveSizedBoards } from './solveSized';
import { judgesAnswerForm, withSolvingProgress } from './solvingAll';

export type { SolveAllResult };

/**
 * Lines looked at to tell a judges' input of eight puzzles (the fast path) from a file with boards of other
 * sizes.
 */
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
    // A file with a board of another size in its first lines is read by the scanner, board by board, every
    // size answered.
    const probe = findBoardsBetween(
      linesOf(document),
      0,
      Math.min(document.lineCount, SIZE_PROBE_LINES) - 1,
      readingOf(document).context,
    );
    if (probe.some((board) => board.size !== EIGHT_PUZZLE.size)) return solveSizedBoards(document);
    return solveEightPuzzles(document);
  };
}

/** A judges' input of eight puzzles, read as the command line reads it, a slice at a time. */
function solveEightPuzzles(document: vscode.TextDocument): Thenable<SolveAllResult> {
  const text = document.getText();
  const answerForm = judgesAnswerForm();
  return withSolvingProgress(async (progress, token) => {
    const answers = new GatheredAnswers();
    let firstProblem = '';
    const sheet = new AnswerSheet(answers, {
      ...answerForm,
      size: EIGHT_PUZZLE.size,
      // A sheet of eight puzzles has no board for the large solver.
      solveLarge: () => Promise.resolve({ kind: 'cancelled' }),
      onInvalid: (slice, start, end, firstLine) =>
        (firstProblem ||= whereNotABoard(slice, start, end, firstLine)),
    });
    let reported = 0;
    const finished = await forEachBoardTextInSlices(
      EIGHT_PUZZLE.size,
      text,
      (slice, start, end, firstLine) => sheet.read(slice, start, end, firstLine),
      token,
      (fraction) => {
        const done = Math.floor(fraction * 100);
        progress.report({
          increment: done - reported,
          message: vscode.l10n.t('{0} boards', sheet.boards.toLocaleString()),
        });
        reported = done;
      },
    );
    const { boards, unsolvable, invalid } = sheet;
    if (!finished) return { boards, unsolvable, invalid, cancelled: true };
    const output = await showAnswers(answers);
    const [solved, withoutSolution] = [boards.toLocaleString(), unsolvable.toLocaleString()];
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
      void vscode.window.showInformationMessage(
        vscode.l10n.t('Solved {0} boards ({1} unsolvable).', solved, withoutSolution),
      );
    }
    return { boards, unsolvable, invalid, document: output, cancelled: false };
  });
}

/** Where a line that is not a board goes wrong, and why: `line 7, column 15: tile 7 appears twice`. */
function whereNotABoard(slice: string, start: number, end: number, firstLine: number): string {
  const parsed = parseBoard(slice.slice(start, end), EIGHT_PUZZLE.size);
  const at = positionAt(slice, start + (parsed.ok ? 0 : parsed.error.offset));
  const [line, column] = [firstLine + at.line + 1, at.column + 1];
  return parsed.ok
    ? vscode.l10n.t('line {0}, column {1}', line, column)
    : vscode.l10n.t('line {0}, column {1}: {2}', line, column, localizeTemplate(parsed.error));
}
