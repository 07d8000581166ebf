// Input files behind answer files: X.out is judged line by line against X.in,
// which the extension reads from disk and holds only while an answer file
// that needs it is open.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import * as vscode from 'vscode';
import { EIGHT_PUZZLE, formatBoard, PERMUTATIONS, unrank } from '../../src/engine';
import type { EightPuzzleApi } from '../../src/extension/extension';
import { closeAll, eventually, reportFigure } from './util';

function api(): EightPuzzleApi {
  const extension = vscode.extensions.getExtension<EightPuzzleApi>('eight-puzzle.eight-puzzle');
  assert.ok(extension?.isActive, 'the extension is not active');
  return extension.exports;
}

function ours(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'eight puzzle');
}

/** A folder in the workspace, where VS Code watches files, as a contest folder would be. */
function contestFolder(): string {
  const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? tmpdir();
  return mkdtempSync(join(root, 'inputs-'));
}

/**
 * Opens a file in an editor as the user does, through the workbench: a
 * document an extension opens with `openTextDocument` stays open for minutes
 * after its editor closes, and one the user opens closes with its editor.
 */
async function openAsUser(path: string): Promise<vscode.TextDocument> {
  const uri = vscode.Uri.file(path);
  await vscode.commands.executeCommand('vscode.open', uri, { preview: false });
  await eventually(
    () => vscode.window.activeTextEditor?.document.uri.toString() === uri.toString(),
    `${path} in the active editor`,
  );
  const document = vscode.window.activeTextEditor?.document;
  assert.ok(document);
  return document;
}

/** The 9! boards in Cantor order, one a line, as `eight-puzzle gen --all` writes them. */
function allBoardsText(): string {
  const lines: string[] = [];
  for (let index = 0; index < PERMUTATIONS; index++)
    lines.push(formatBoard(unrank(EIGHT_PUZZLE.size, index)));
  return `${lines.join('\n')}\n`;
}

/**
 * The extension host's live memory after a full collection: the JavaScript
 * heap and the typed arrays' buffers outside it. The host does not expose
 * `gc`, so it is switched on for this measurement only.
 */
function liveBytes(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

const MB = 1024 * 1024;

/** What the extension holds for input file `path`: undefined when nothing, else the bytes of its boards. */
async function heldFor(path: string): Promise<number | undefined> {
  const stats = await api().inputFiles();
  // Every held input has its one watcher, and no watcher outlives its input.
  assert.equal(stats.watchers, stats.held.length, `watchers for ${JSON.stringify(stats.held)}`);
  const uri = vscode.Uri.file(path).toString();
  const entries = stats.held.filter((entry) => entry.uri === uri);
  assert.ok(entries.length <= 1, `${path} is held ${entries.length} times`);
  return entries[0]?.bytes;
}

describe('input files behind answer files', function () {
  this.timeout(60_000);
  afterEach(closeAll);

  it('pairs line i of X.out with board i of X.in, and holds a 9! input in a few megabytes', async () => {
    const dir = contestFolder();
    const input = join(dir, 'all.in');
    writeFileSync(input, allBoardsText());
    // In Cantor order: the goal, then 1 2 3 4 5 6 7 x 8, then two unsolvable boards. No final line end:
    // the line after it would answer board 4.
    writeFileSync(join(dir, 'all.out'), ['', 'r', 'unsolvable', 'l'].join('\n'));
    const before = liveBytes();
    const document = await openAsUser(join(dir, 'all.out'));
    await eventually(() => ours(document.uri).length === 1, 'one wrong answer in all.out', 30_000);
    const [wrong] = ours(document.uri);
    assert.equal(wrong.range.start.line, 3);
    assert.equal(formatBoard(unrank(EIGHT_PUZZLE.size, 3)), '1 2 3 4 5 6 8 x 7');
    assert.equal(wrong.message, 'this board is unsolvable');

    reportFigure(
      'a 9! input file held for an open answer file, live memory',
      `${((liveBytes() - before) / MB).toFixed(1)} MB`,
    );
    const bytes = await heldFor(input);
    assert.ok(bytes !== undefined, 'all.in is not held');
    reportFigure('a 9! input file held for an open answer file, its boards', `${(bytes / MB).toFixed(2)} MB`);
    // Four bytes a board, and nothing per board besides.
    assert.equal(bytes, 4 * PERMUTATIONS);

    await closeAll();
    await eventually(async () => (await heldFor(input)) === undefined, 'all.in to be dropped', 30_000);
  });

  it('drops an input file, and its watcher, once no open answer file needs it', async () => {
    const dir = contestFolder();
    const input = join(dir, 'case.in');
    writeFileSync(input, '2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 x 8\n');
    writeFileSync(join(dir, 'case.out'), 'ullddrurdllurdruldr\nunsolvable\n');
    writeFileSync(join(dir, 'case.ans'), 'ullddrurdllurdruldr\nl\n');

    const out = await openAsUser(join(dir, 'case.out'));
    await eventually(() => ours(out.uri).length === 1, 'the wrong answer in case.out');
    const ans = await openAsUser(join(dir, 'case.ans'));
    await eventually(() => ours(ans.uri).length === 1, 'the wrong answer in case.ans');
    // Both answer files share one reading of case.in (and one watcher, which heldFor checks).
    assert.equal(await heldFor(input), 8);

    // Closing one answer file keeps the input its neighbour still needs.
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    await eventually(() => ans.isClosed, 'case.ans to close', 30_000);
    assert.equal(await heldFor(input), 8);
    assert.equal(ours(out.uri).length, 1);

    await closeAll();
    await eventually(async () => (await heldFor(input)) === undefined, 'case.in to be dropped', 30_000);
  });
});
