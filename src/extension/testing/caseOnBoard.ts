import * as vscode from 'vscode';
import type { BoardPanel } from '../board/panel';
import { caseOnBoard } from './caseWords';
import { failedCases } from './solutionRun';

/** What VS Code passes a command in a test message's menu (`testing/message/context`, `testing/message/content`). */
interface MessageMenuArgs {
  readonly test?: vscode.TestItem;
  readonly message?: vscode.TestMessage;
}

/**
 * "Show Case on Board", in the menu of a failing case's message in Test
 * Results: the case's board, with the program's own answer played up to its
 * first illegal move, through the board's own "Show on Board" command.
 */
export function showCaseOnBoardCommand(): (args?: MessageMenuArgs) => Promise<BoardPanel | undefined> {
  return async (args?: MessageMenuArgs) => {
    const failed = args?.test ? failedCases.get(args.test) : undefined;
    if (!failed) {
      void vscode.window.showWarningMessage(vscode.l10n.t('This case is not in the Test Explorer any more: run the solution again.'));
      return undefined;
    }
    return vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.showOnBoard', caseOnBoard(failed.result, failed.goal));
  };
}
