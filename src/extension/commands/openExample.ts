import * as vscode from 'vscode';
import { problemOf } from '../../problems';
import { CommandId } from '../commandIds';
import { openUntitled } from '../untitled';

/**
 * Self-contained examples, so the walkthrough works anywhere, vscode.dev included, with no files.
 * Built when asked rather than at load, so their comments come out in the user's language.
 */
const TEXTS = {
  boards: () => [
    `# ${vscode.l10n.t('{0} input: one board per line, the blank written x.', problemOf('hdu1043').name)}`,
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

/**
 * What the walkthrough's links open, each doing what its step shows:
 * `boards` and `answers` open the texts; `solve` solves the first board;
 * `hover` shows the first answer's hover; `solution` opens a sample
 * solution on disk, which Test My Solution can run; `heuristic` opens a
 * learner's heuristic on disk, with Check Heuristic over it; `trace` opens a
 * search's trace and replays it in the Search Lab.
 */
const EXAMPLES = ['boards', 'answers', 'solve', 'hover', 'solution', 'heuristic', 'trace'] as const;
export type ExampleName = (typeof EXAMPLES)[number];

/**
 * "Open Example": a new untitled document with sample boards or boards with answers, or the sample solution.
 */
export function openExampleCommand(
  context: vscode.ExtensionContext,
): (name?: ExampleName) => Promise<vscode.TextEditor> {
  return async (given: ExampleName = 'boards') => {
    const name = EXAMPLES.includes(given) ? given : 'boards';
    if (name === 'solution') return openSampleFile(context, 'judge', 'solution.cpp');
    if (name === 'heuristic') return openSampleFile(context, 'lab', 'heuristic.py');
    if (name === 'trace') {
      const editor = await openSampleFile(context, 'lab', 'bfs.trace');
      await vscode.commands.executeCommand(CommandId.openTrace, editor.document.uri);
      return editor;
    }
    const lines = TEXTS[name === 'boards' || name === 'solve' ? 'boards' : 'answers']();
    const document = await openUntitled(lines.join('\n'), 'plaintext');
    const editor = await vscode.window.showTextDocument(document, { preview: false });
    const firstBoard = lines.findIndex((line) => !line.startsWith('#'));
    // The hover is the answer's, so the cursor goes on the answer after the board.
    const column = name === 'hover' ? lines[firstBoard].lastIndexOf(' ') + 1 : 0;
    editor.selection = new vscode.Selection(firstBoard, column, firstBoard, column);
    if (name === 'solve') await vscode.commands.executeCommand(CommandId.solve);
    if (name === 'hover') await vscode.commands.executeCommand('editor.action.showHover');
    // Ticks the walkthrough's step (its completion event): commands run from here are not seen by the
    // walkthrough.
    await vscode.commands.executeCommand('setContext', `eightPuzzle.walkthrough.${name}`, true);
    return editor;
  };
}

/**
 * A sample the package ships (samples/judge/solution.cpp, HDU 1043 in C++;
 * samples/lab/heuristic.py and bfs.trace), as a file of the extension's own
 * storage: Test My Solution, Check Heuristic and the trace's replay read
 * files on disk, and the user may break it and try again. One the user has
 * changed is opened as it is.
 */
async function openSampleFile(
  context: vscode.ExtensionContext,
  folder: string,
  name: string,
): Promise<vscode.TextEditor> {
  const target = vscode.Uri.joinPath(context.globalStorageUri, 'walkthrough', name);
  const exists = await vscode.workspace.fs.stat(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const text = await vscode.workspace.fs.readFile(
      vscode.Uri.joinPath(context.extensionUri, 'samples', folder, name),
    );
    await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(target, '..'));
    await vscode.workspace.fs.writeFile(target, text);
  }
  return vscode.window.showTextDocument(await vscode.workspace.openTextDocument(target), { preview: false });
}
