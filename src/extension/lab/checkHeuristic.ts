import * as vscode from 'vscode';
import { hasTable, Puzzle, Size, sizeByKey, sizeNamed, sizesForPicker } from '../../engine';
import type { HeuristicReport } from '../../lab/spec';
import { labPuzzleData } from '../../lab/spec/workerMessages';
import { CommandId } from '../commandIds';
import { JudgeSettings, readJudgeSettings, readSettings } from '../config';
import { explainUnavailable, learnerCodeUnavailable, Unavailable, whyUnavailable } from '../learnerCode';
import { heuristicLanguageOf, sizesNamedIn } from './heuristicSource';
import { refuse, runLabCheck, unfinishedEnd } from './labCheckRun';
import { LabPanel } from './panel';

/** What a test or keybinding may pass besides the file: the size to check on, which skips the question. */
export interface CheckHeuristicArgs {
  /** `3x3`, `2x3`, … */
  readonly size?: string;
}

/** What the command ends in, for the tests: the report shown, the check's message, or why it did not run. */
export type CheckHeuristicResult =
  | { readonly report: HeuristicReport }
  | { readonly failure: string; readonly board?: string }
  | { readonly refused: string; readonly unavailable?: Unavailable }
  | { readonly cancelled: true };

/**
 * "Check Heuristic": the learner's `h` in the given file (the lens's) or the
 * active editor's, checked against the true distance of every board of its
 * size, in the lab's worker thread; the report opens in the Search Lab.
 */
export function checkHeuristicCommand(
  extensionUri: vscode.Uri,
): (given?: unknown, args?: CheckHeuristicArgs) => Promise<CheckHeuristicResult> {
  return async (given, args) => {
    const unavailable = learnerCodeUnavailable();
    if (unavailable) {
      void explainUnavailable('checkHeuristic', unavailable);
      return { refused: whyUnavailable('checkHeuristic', unavailable), unavailable };
    }
    const uri = given instanceof vscode.Uri ? given : vscode.window.activeTextEditor?.document.uri;
    const language = uri && heuristicLanguageOf(uri.path);
    if (!uri || !language)
      return refuse(
        vscode.l10n.t(
          'Open a heuristic first: a JavaScript (.js, .mjs, .cjs) or Python (.py) file that defines h(board, goal, rows, cols).',
        ),
      );
    if (uri.scheme !== 'file')
      return refuse(
        vscode.l10n.t('Save the heuristic as a file on this machine first: the check runs the file.'),
      );
    const text = await savedText(uri);
    if (text === undefined)
      return refuse(vscode.l10n.t('Cannot read {0}.', vscode.workspace.asRelativePath(uri)));
    const size = await sizeToCheck(text, args?.size);
    if (!size) return { cancelled: true };
    return check(extensionUri, uri, readSettings(uri).puzzleFor(size));
  };
}

/** The file's text as the check will read it: an open document with unsaved edits is saved first. */
async function savedText(uri: vscode.Uri): Promise<string | undefined> {
  const open = vscode.workspace.textDocuments.find((document) => document.uri.toString() === uri.toString());
  if (open) {
    if (open.isDirty && !(await open.save())) return undefined;
    return open.getText();
  }
  try {
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  } catch {
    return undefined;
  }
}

/**
 * The size asked for, or the one the file names, or 3×3 when it names none; asked only when the file names
 * several.
 */
async function sizeToCheck(text: string, asked: string | undefined): Promise<Size | undefined> {
  const given = asked === undefined ? undefined : sizeNamed(asked);
  if (given) return given;
  const named = sizesNamedIn(text);
  if (named.length === 0) return sizeByKey('3x3');
  if (named.length === 1) return named[0];
  const order = sizesForPicker();
  const items = named
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((size) => ({ label: size.name, key: size.key }));
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Check Heuristic'),
    placeHolder: vscode.l10n.t('The size to check the heuristic on'),
  });
  return picked && sizeByKey(picked.key);
}

async function check(
  extensionUri: vscode.Uri,
  uri: vscode.Uri,
  puzzle: Puzzle,
): Promise<CheckHeuristicResult> {
  const name = vscode.workspace.asRelativePath(uri);
  const title = hasTable(puzzle.size)
    ? vscode.l10n.t('Checking the heuristic in {0} on every {1} board', name, puzzle.size.name)
    : vscode.l10n.t('Checking the heuristic in {0} on a sample of {1} boards', name, puzzle.size.name);
  const python = pythonOf(readJudgeSettings(uri));
  const outcome = await runLabCheck(extensionUri, title, {
    type: 'check',
    file: uri.fsPath,
    puzzle: labPuzzleData(puzzle),
    ...(python === undefined ? {} : { python }),
  });
  switch (outcome.kind) {
    case 'heuristic':
      LabPanel.showHeuristic(extensionUri, puzzle, outcome.report, outcome.values);
      return { report: outcome.report };
    case 'trace':
      return { failure: 'the lab answered a heuristic check with a trace' };
    case 'failure':
      void showFailure(outcome.message, puzzle, outcome.board);
      return { failure: outcome.message, ...(outcome.board === undefined ? {} : { board: outcome.board }) };
    default:
      return unfinishedEnd(outcome, (message) =>
        vscode.l10n.t('The heuristic could not be checked: {0}', message),
      );
  }
}

/**
 * The interpreter the judge runs Python solutions with, when the user's
 * eightPuzzle.judge.runCommands names one (`["python3.12", "{source}"]`):
 * a heuristic is checked with the Python its author runs; else the check's own.
 */
function pythonOf(settings: JudgeSettings): string | undefined {
  const program = settings.toolchains?.python?.run[0];
  return program !== undefined && !program.includes('{') ? program : undefined;
}

/** The check's own message, which names the file and the board; where there is a board, a way to it. */
async function showFailure(message: string, puzzle: Puzzle, board: string | undefined): Promise<void> {
  if (board === undefined) {
    await vscode.window.showErrorMessage(message);
    return;
  }
  const open = vscode.l10n.t('Open Board');
  if ((await vscode.window.showErrorMessage(message, open)) === open) {
    await vscode.commands.executeCommand(CommandId.showOnBoard, { board, size: puzzle.size.key });
  }
}
