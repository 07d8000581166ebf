import * as vscode from 'vscode';
import { openUntitled } from '../untitled';

/**
 * Self-contained examples, so the walkthrough works anywhere, vscode.dev included, with no files.
 * Built when asked rather than at load, so their comments come out in the user's language.
 */
const EXAMPLES = {
  boards: () => [
    `# ${vscode.l10n.t('HDU 1043 input: one board per line, the blank written x.')}`,
    `# ${vscode.l10n.t('Put the cursor on a board and run "Eight Puzzle: Solve Eight Puzzle".')}`,
    '2 3 4 1 5 x 7 6 8',
    '8 6 7 2 5 4 3 x 1',
    '1 2 3 4 5 6 8 7 x',
    '',
  ],
  answers: () => [
    `# ${vscode.l10n.t('Boards with answers after them: each answer is judged where it stands.')}`,
    `# ${vscode.l10n.t('Hover an answer to watch it move; wrong ones are in the Problems panel.')}`,
    '2 3 4 1 5 x 7 6 8   ullddrurdllurdruldr',
    '2 3 4 1 5 x 7 6 8   ullddrurdllurdrul',
    '4 1 2 x 5 3 7 8 6   rdrdl',
    '1 2 3 4 5 6 7 x 8   unsolvable',
    '1 2 3 x 4 6 7 5 8   rdrlr',
    '',
  ],
};

export type ExampleName = keyof typeof EXAMPLES;

/** "Open Example": a new untitled document with sample boards, or boards with answers. */
export function openExampleCommand(): (name?: ExampleName) => Promise<vscode.TextEditor> {
  return async (name: ExampleName = 'boards') => {
    const lines = EXAMPLES[name in EXAMPLES ? name : 'boards']();
    const document = await openUntitled(lines.join('\n'), 'plaintext');
    const editor = await vscode.window.showTextDocument(document, { preview: false });
    const firstBoard = lines.findIndex((line) => !line.startsWith('#'));
    editor.selection = new vscode.Selection(firstBoard, 0, firstBoard, 0);
    return editor;
  };
}
