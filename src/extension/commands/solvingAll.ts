// What both roads of Solve All share: the notification they run in, and the
// form their answers are written in.
import * as vscode from 'vscode';
import { AnswerSheetOptions, INVALID, UNSOLVABLE } from '../../engine';
import { readSettings } from '../config';

/** What Solve All's notification shows. */
export type SolvingProgress = vscode.Progress<{ message?: string; increment?: number }>;

/** Solve All's notification: `solve` runs inside it, told of its progress and of Cancel. */
export function withSolvingProgress<T>(
  solve: (progress: SolvingProgress, token: vscode.CancellationToken) => Thenable<T>,
): Thenable<T> {
  return vscode.window.withProgress(
    {
      location: vscode.ProgressLocation.Notification,
      title: vscode.l10n.t('Solving all puzzles'),
      cancellable: true,
    },
    solve,
  );
}

/** Answers as the judges write them (lower-case moves, `unsolvable`, `invalid`), each size toward the user's goal. */
export function judgesAnswerForm(): Pick<
  AnswerSheetOptions,
  'puzzleFor' | 'steps' | 'upperCase' | 'unsolvable' | 'invalid'
> {
  const settings = readSettings();
  return {
    puzzleFor: (size) => settings.puzzleFor(size),
    steps: false,
    upperCase: false,
    unsolvable: UNSOLVABLE,
    invalid: INVALID,
  };
}
