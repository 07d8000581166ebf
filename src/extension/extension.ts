import * as vscode from 'vscode';
import { BOARD_VIEW_TYPE, BoardPanel } from './board/panel';
import { generateTestDataCommand } from './commands/generateTestData';
import { insertRandomCommand } from './commands/insertRandom';
import { openBoardCommand, showOnBoardCommand } from './commands/openBoard';
import { openExampleCommand } from './commands/openExample';
import { solveBoardCommand, solveCommand } from './commands/solve';
import { solveAllCommand } from './commands/solveAll';
import { Annotations } from './answers/annotations';
import { BoardLenses } from './answers/codeLens';
import { AnswerDiagnostics, AnswerFixes } from './answers/diagnostics';
import { DocumentAnswers } from './answers/documentAnswers';
import { AnswerHover } from './answers/hover';
import { onSettingsChanged, readSettings } from './config';

/** Every document, real or virtual: virtual workspaces bring schemes of their own (vscode-vfs, github, …). */
const DOCUMENTS: vscode.DocumentSelector = { scheme: '*' };

/** Registers each capability; each lives in its own file. */
export function activate(context: vscode.ExtensionContext): void {
  const uri = context.extensionUri;
  const answers = new DocumentAnswers();
  const diagnostics = new AnswerDiagnostics(answers);
  const lenses = new BoardLenses(answers);
  context.subscriptions.push(
    answers,
    diagnostics,
    lenses,
    new Annotations(answers),
    vscode.languages.registerHoverProvider(DOCUMENTS, new AnswerHover(answers)),
    vscode.languages.registerCodeActionsProvider(DOCUMENTS, new AnswerFixes(diagnostics), { providedCodeActionKinds: AnswerFixes.kinds }),
    vscode.languages.registerCodeLensProvider(DOCUMENTS, lenses),
    vscode.commands.registerCommand('eightPuzzle.solveBoard', solveBoardCommand(uri)),
    vscode.commands.registerCommand('eightPuzzle.solve', solveCommand(uri)),
    vscode.commands.registerCommand('eightPuzzle.openBoard', openBoardCommand(uri)),
    vscode.commands.registerCommand('eightPuzzle.showOnBoard', showOnBoardCommand(uri)),
    vscode.commands.registerCommand('eightPuzzle.solveAll', solveAllCommand()),
    vscode.commands.registerCommand('eightPuzzle.insertRandom', insertRandomCommand()),
    vscode.commands.registerCommand('eightPuzzle.generateTestData', generateTestDataCommand()),
    vscode.commands.registerCommand('eightPuzzle.openExample', openExampleCommand()),
    vscode.window.registerWebviewPanelSerializer(BOARD_VIEW_TYPE, {
      deserializeWebviewPanel: (panel, state: unknown) => {
        BoardPanel.revive(panel, uri, state);
        return Promise.resolve();
      },
    }),
    onSettingsChanged((settings) => warnAboutGoal(settings.goalProblem)),
  );
  warnAboutGoal(readSettings().goalProblem);
}

export function deactivate(): void {}

function warnAboutGoal(problem: string | undefined): void {
  if (problem) void vscode.window.showWarningMessage(problem);
}
