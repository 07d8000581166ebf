import * as vscode from 'vscode';
import { BOARD_VIEW_TYPE, BoardPanel } from './board/panel';
import { generateTestDataCommand } from './commands/generateTestData';
import { insertRandomCommand } from './commands/insertRandom';
import { openBoardCommand, showOnBoardCommand } from './commands/openBoard';
import { solveCommand } from './commands/solve';
import { solveAllCommand } from './commands/solveAll';
import { onSettingsChanged, readSettings } from './config';

/** Registers each capability; each lives in its own file. */
export function activate(context: vscode.ExtensionContext): void {
  const uri = context.extensionUri;
  context.subscriptions.push(
    vscode.commands.registerCommand('eightPuzzle.solve', solveCommand(uri)),
    vscode.commands.registerCommand('eightPuzzle.openBoard', openBoardCommand(uri)),
    vscode.commands.registerCommand('eightPuzzle.showOnBoard', showOnBoardCommand(uri)),
    vscode.commands.registerCommand('eightPuzzle.solveAll', solveAllCommand()),
    vscode.commands.registerCommand('eightPuzzle.insertRandom', insertRandomCommand()),
    vscode.commands.registerCommand('eightPuzzle.generateTestData', generateTestDataCommand()),
    vscode.window.registerWebviewPanelSerializer(BOARD_VIEW_TYPE, {
      deserializeWebviewPanel: async (panel, state: unknown) => {
        BoardPanel.revive(panel, uri, state);
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
