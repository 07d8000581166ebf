import * as vscode from 'vscode';
import { readMovesAsTileCommand, replaceWithShortestCommand } from '../answers/quickFixes';
import { CommandId } from '../commandIds';
import { checkHeuristicCommand } from '../lab/checkHeuristic';
import { openSearchLabCommand } from '../lab/command';
import { openTraceCommand } from '../lab/openTrace';
import { generateTestDataCommand } from './generateTestData';
import { insertRandomCommand } from './insertRandom';
import { openBoardCommand, showOnBoardCommand } from './openBoard';
import { openExampleCommand } from './openExample';
import { solveBoardCommand, solveAtCursorCommand } from './solve';
import { solveAllCommand } from './solveAll';

/** Test My Solution registers its own commands (src/extension/testing), with other answers in the browser. */
type TestingCommand =
  typeof CommandId.testSolution | typeof CommandId.chooseProblem | typeof CommandId.showCaseOnBoard;

/**
 * Every command but Test My Solution's, registered in one place: a command
 * added to {@link CommandId} does not compile until it has its line here.
 */
export function registerCommands(context: vscode.ExtensionContext): vscode.Disposable[] {
  const uri = context.extensionUri;
  const commands = {
    [CommandId.solve]: solveAtCursorCommand(uri),
    [CommandId.solveBoard]: solveBoardCommand(uri),
    [CommandId.solveAll]: solveAllCommand(),
    [CommandId.openBoard]: openBoardCommand(uri, context.globalState),
    [CommandId.showOnBoard]: showOnBoardCommand(uri),
    [CommandId.replaceWithShortest]: replaceWithShortestCommand(),
    [CommandId.readMovesAsTile]: readMovesAsTileCommand(),
    [CommandId.insertRandom]: insertRandomCommand(),
    [CommandId.generateTestData]: generateTestDataCommand(),
    [CommandId.openExample]: openExampleCommand(context),
    [CommandId.openSearchLab]: openSearchLabCommand(uri),
    [CommandId.checkHeuristic]: checkHeuristicCommand(uri),
    [CommandId.openTrace]: openTraceCommand(uri),
  } satisfies Record<Exclude<CommandId, TestingCommand>, unknown>;
  return Object.entries(commands).map(([id, run]) => vscode.commands.registerCommand(id, run));
}
