import * as vscode from 'vscode';
import type { BoardPanel } from '../board/panel';
import { CommandId } from '../commandIds';
import { caseOnBoard } from './caseWords';
import { failedCases } from './solutionRun';

/**
 * What VS Code passes the command: from a test message's menus
 * (`testing/message/context`, `testing/message/content`) the message and its
 * test; from a test's context menu (`testing/item/context`) the test itself.
 */
type MenuArgs = { readonly test?: vscode.TestItem; readonly message?: vscode.TestMessage } | vscode.TestItem;

function testOf(args: MenuArgs | undefined): vscode.TestItem | undefined {
  if (args === undefined || typeof args !== 'object') return undefined;
  return 'children' in args && typeof args.id === 'string' ? args : 'test' in args ? args.test : undefined;
}

/**
 * "Show Case on Board", on a failing case's message (the button in the
 * editor's peek, the message's menu) and in the case's own menu in the Test
 * Explorer: the case's board, with the program's own answer played up to its
 * first illegal move, through the board's own "Show on Board" command.
 */
export function showCaseOnBoardCommand(): (args?: MenuArgs) => Promise<BoardPanel | undefined> {
  return async (args?: MenuArgs) => {
    const test = testOf(args);
    const failed = test ? failedCases.get(test) : undefined;
    if (!failed) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t('This case is not in the Test Explorer any more: run the solution again.'),
      );
      return undefined;
    }
    return vscode.commands.executeCommand<BoardPanel | undefined>(
      CommandId.showOnBoard,
      caseOnBoard(failed.result, failed.puzzle),
    );
  };
}
