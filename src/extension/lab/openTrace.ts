import * as vscode from 'vscode';
import { parseBoard, Puzzle, puzzleOf, sizeNamed, SIZES } from '../../engine';
import type { TraceReport } from '../../lab/spec';
import { labPuzzleData } from '../../lab/spec/workerMessages';
import { STEP_CAP } from '../../protocol/labMessages';
import { readSettings } from '../config';
import { nodeWorkerThreads } from '../nodeThreads';
import { refuse, runLabCheck, unfinishedEnd } from './labCheckRun';
import { LabPanel } from './panel';

/** What the command ends in, for the tests: the report shown, the replay's message, or why it did not run. */
export type OpenTraceResult =
  | { readonly report: TraceReport }
  | { readonly failure: string }
  | { readonly refused: string }
  | { readonly cancelled: true };

/**
 * "Open Trace in Search Lab": the learner's trace (one `expand BOARD` a
 * line) in the given file (a menu's) or the active editor's, replayed in the
 * lab's worker thread and shown in the lab. It only reads text, so it runs
 * in Restricted Mode too; the trace's size and start are the replay's to infer.
 */
export function openTraceCommand(extensionUri: vscode.Uri): (given?: unknown) => Promise<OpenTraceResult> {
  return async (given) => {
    if (!nodeWorkerThreads()) {
      return refuse(
        vscode.l10n.t(
          'Open Trace in Search Lab is not available in the browser (vscode.dev, github.dev): it needs VS Code on your computer or a remote machine.',
        ),
      );
    }
    const uri = given instanceof vscode.Uri ? given : vscode.window.activeTextEditor?.document.uri;
    if (!uri)
      return refuse(
        vscode.l10n.t('Open a trace first: a file your search writes, one "expand BOARD" a line.'),
      );
    if (uri.scheme !== 'file')
      return refuse(
        vscode.l10n.t('Save the trace as a file on this machine first: the replay reads the file.'),
      );
    const open = vscode.workspace.textDocuments.find(
      (document) => document.uri.toString() === uri.toString(),
    );
    if (open?.isDirty && !(await open.save()))
      return refuse(vscode.l10n.t('Cannot save {0}.', vscode.workspace.asRelativePath(uri)));
    return replay(extensionUri, uri);
  };
}

async function replay(extensionUri: vscode.Uri, uri: vscode.Uri): Promise<OpenTraceResult> {
  const name = vscode.workspace.asRelativePath(uri);
  // The trace says its size; the goal of that size is the user's, as everywhere in the editor.
  const settings = readSettings(uri);
  const goals = SIZES.map((size) => labPuzzleData(settings.puzzleFor(size)));
  const outcome = await runLabCheck(extensionUri, vscode.l10n.t('Replaying the trace in {0}', name), {
    type: 'trace',
    file: uri.fsPath,
    steps: STEP_CAP,
    goals,
  });
  switch (outcome.kind) {
    case 'trace': {
      const puzzle = tracePuzzle(outcome.report);
      if (!puzzle)
        return {
          failure: `the replay's report names no puzzle: ${outcome.report.size} ${outcome.report.goal}`,
        };
      LabPanel.showTrace(extensionUri, puzzle, outcome.report);
      if (outcome.report.problems.length > 0) void showProblems(name, outcome.report);
      return { report: outcome.report };
    }
    case 'heuristic':
      return { failure: 'the lab answered a trace with a heuristic check' };
    case 'failure':
      void vscode.window.showErrorMessage(outcome.message);
      return { failure: outcome.message };
    default:
      return unfinishedEnd(outcome, (message) =>
        vscode.l10n.t('The trace could not be replayed: {0}', message),
      );
  }
}

/** The puzzle the replay inferred, as its report writes it (`3x3`, the goal in the judges' form). */
function tracePuzzle(report: TraceReport): Puzzle | undefined {
  const size = sizeNamed(report.size);
  const goal = size && parseBoard(report.goal, size);
  return size && goal?.ok ? puzzleOf(size, goal.board) : undefined;
}

/** The trace's unreadable lines, said once: the lab shows the rest. */
async function showProblems(name: string, report: TraceReport): Promise<void> {
  // The lines left out, or, where the replay's problems are of another kind, those.
  const count = Math.max(report.unreadable.count, report.problems.length);
  const first = report.problems[0];
  const message =
    count === 1
      ? vscode.l10n.t(
          'The trace in {0} has a line the lab could not read, left out of the replay: {1}',
          name,
          first,
        )
      : vscode.l10n.t(
          'The trace in {0} has {1} lines the lab could not read, left out of the replay. The first: {2}',
          name,
          count,
          first,
        );
  await vscode.window.showWarningMessage(message);
}
