import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { HEURISTIC_DOCUMENTS, HeuristicLens } from './lab/heuristicLens';
import { Annotations } from './answers/annotations';
import { BoardLenses } from './answers/codeLens';
import { AnswerDiagnostics } from './answers/diagnostics';
import { DocumentAnswers } from './answers/documentAnswers';
import { AnswerHover } from './answers/hover';
import type { InputFileStats } from './answers/inputFile';
import { AnswerFixes } from './answers/quickFixes';
import { onSettingsChanged, readSettings } from './config';
import { largeSolverState, registerLargeBoards } from './largeBoards';
import type { PoolState } from '../solver/pool';
import { DOCUMENTS, scopedCodeLenses } from './scope';
import { registerTesting, TestingApi } from './testing';
import { openWalkthroughOnce } from './walkthrough';
import { registerPanelSerializers } from './webviews/registration';

/** What `activate` returns: a read-only look inside, for the in-host tests. */
export interface EightPuzzleApi {
  /** The input files held for open answer files, the bytes their boards take, and the watchers alive. */
  inputFiles(): Promise<InputFileStats>;
  /**
   * "Test My Solution": the Test Explorer's solutions as last run; undefined in the browser, where no program
   * can run.
   */
  readonly testing: TestingApi | undefined;
  /** The large solver's pool of workers; undefined where no worker can run. */
  largeSolver(): PoolState | undefined;
}

/** Registers each capability; each lives in its own file. */
export function activate(context: vscode.ExtensionContext): EightPuzzleApi {
  const uri = context.extensionUri;
  const answers = new DocumentAnswers();
  const diagnostics = new AnswerDiagnostics(answers);
  const lenses = new BoardLenses(answers);
  const heuristicLens = new HeuristicLens();
  context.subscriptions.push(
    answers,
    registerLargeBoards(context),
    diagnostics,
    lenses,
    new Annotations(answers),
    vscode.languages.registerHoverProvider(DOCUMENTS, new AnswerHover(answers)),
    vscode.languages.registerCodeActionsProvider(DOCUMENTS, new AnswerFixes(diagnostics), {
      providedCodeActionKinds: AnswerFixes.kinds,
    }),
    vscode.languages.registerCodeLensProvider(DOCUMENTS, scopedCodeLenses(lenses)),
    heuristicLens,
    vscode.languages.registerCodeLensProvider(HEURISTIC_DOCUMENTS, heuristicLens),
    ...registerCommands(context),
    ...registerPanelSerializers(uri),
    onSettingsChanged((settings) => warnAboutGoal(settings.goalProblem)),
  );
  warnAboutGoal(readSettings().goalProblem);
  const testing = registerTesting(context);
  // Best effort: storage that cannot be written (read-only, full) costs only the walkthrough's first opening.
  openWalkthroughOnce(context).catch(() => undefined);
  return { inputFiles: () => answers.inputs.stats(), testing, largeSolver: largeSolverState };
}

export function deactivate(): void {}

function warnAboutGoal(problem: string | undefined): void {
  if (problem) void vscode.window.showWarningMessage(problem);
}
