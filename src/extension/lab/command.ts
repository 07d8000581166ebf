import * as vscode from 'vscode';
import { Board, hasTable, parseBoard, Size } from '../../engine';
import { readSettings, localizeTemplate } from '../config';
import { notABoardMessage, puzzleAt } from '../puzzleAt';
import { LabPanel } from './panel';

/** What a test or keybinding may pass: a board's text, which skips the editor and the input box. */
export interface OpenLabArgs {
  readonly board?: string;
}

/**
 * "Open Search Lab": the board at the selection or cursor (any size), or,
 * with none there, one the user types, checked by the engine as they type.
 */
export function openSearchLabCommand(
  extensionUri: vscode.Uri,
): (args?: OpenLabArgs) => Promise<LabPanel | undefined> {
  return async (args?: OpenLabArgs) => {
    const given = typeof args?.board === 'string' ? parseBoard(args.board) : undefined;
    if (given?.ok) return showLab(extensionUri, given.size, given.board);
    const editor = vscode.window.activeTextEditor;
    const found = editor ? puzzleAt(editor.document, editor.selection) : undefined;
    if (found && !found.ok && found.boardShaped) {
      void vscode.window.showErrorMessage(notABoardMessage(found));
      return undefined;
    }
    if (found?.ok) return showLab(extensionUri, found.size, found.board);
    const text = await vscode.window.showInputBox({
      title: vscode.l10n.t('Eight Puzzle: Search Lab'),
      prompt: vscode.l10n.t('A board to search: 2 3 4 1 5 x 7 6 8, or any size from 2×2 to 4×4'),
      value: '2 3 4 1 5 x 7 6 8',
      validateInput: (value) => {
        const parsed = parseBoard(value);
        if (parsed.ok) return undefined;
        const { error } = parsed;
        const shown = value.slice(error.offset, error.offset + error.length);
        return shown.trim() === ''
          ? vscode.l10n.t('{0} (column {1})', localizeTemplate(error), error.offset + 1)
          : vscode.l10n.t('{0}: "{1}" (column {2})', localizeTemplate(error), shown, error.offset + 1);
      },
    });
    if (text === undefined) return undefined;
    const parsed = parseBoard(text);
    if (!parsed.ok) return undefined;
    if (!hasTable(parsed.size)) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t(
          'On a {0} board only the heuristic methods run, within a node budget.',
          parsed.size.name,
        ),
      );
    }
    return showLab(extensionUri, parsed.size, parsed.board);
  };
}

/** The lab on `board`, toward the settings' goal for its size. */
function showLab(extensionUri: vscode.Uri, size: Size, board: Board): LabPanel {
  return LabPanel.show(extensionUri, { puzzle: readSettings().puzzleFor(size), board });
}
