import * as vscode from 'vscode';
import { Board, EIGHT_PUZZLE, formatBoard, maxDistance, randomBoardAt } from '../../engine';
import { readSettings } from '../config';

/**
 * "Insert Random Puzzle": a solvable eight puzzle board exactly `distance`
 * moves from the goal, asked for when not given, inserted at the cursor on
 * a line of its own.
 */
export function insertRandomCommand(): (distance?: number) => Promise<Board | undefined> {
  return async (distance?: number) => {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Open a file to insert a puzzle into.'));
      return undefined;
    }
    const puzzle = readSettings().puzzleFor(EIGHT_PUZZLE.size);
    const chosen = distance ?? (await pickDistance(maxDistance(puzzle)));
    if (chosen === undefined) return undefined;
    const board = randomBoardAt(puzzle, chosen, Math.random);
    if (!board) {
      void vscode.window.showErrorMessage(
        vscode.l10n.t('No board is {0} moves from the goal: choose 0 to {1}.', chosen, maxDistance(puzzle)),
      );
      return undefined;
    }
    const text = formatBoard(board);
    const line = editor.document.lineAt(editor.selection.active.line);
    await editor.edit((edit) => {
      if (line.isEmptyOrWhitespace) edit.replace(line.range, text);
      else
        edit.insert(
          line.range.end,
          `${editor.document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n'}${text}`,
        );
    });
    return board;
  };
}

async function pickDistance(max: number): Promise<number | undefined> {
  const items = Array.from({ length: max + 1 }, (_, distance) => ({
    label: distance === 1 ? vscode.l10n.t('1 move') : vscode.l10n.t('{0} moves', distance),
    description:
      distance <= 8
        ? vscode.l10n.t('easy')
        : distance <= 18
          ? vscode.l10n.t('medium')
          : distance <= 26
            ? vscode.l10n.t('hard')
            : vscode.l10n.t('hardest'),
    distance,
  }));
  // A quick pick we create ourselves, so a middling difficulty can start highlighted.
  const pick = vscode.window.createQuickPick<(typeof items)[number]>();
  pick.title = vscode.l10n.t('Insert Random Puzzle');
  pick.placeholder = vscode.l10n.t('How many moves from the goal? (the optimal distance)');
  pick.items = items;
  pick.activeItems = [items[Math.min(20, max)]];
  const picked = await new Promise<number | undefined>((resolve) => {
    pick.onDidAccept(() => resolve(pick.selectedItems[0]?.distance ?? pick.activeItems[0]?.distance));
    pick.onDidHide(() => resolve(undefined));
    pick.show();
  });
  pick.dispose();
  return picked;
}
