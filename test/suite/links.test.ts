// Text from the user's file goes into hovers as text, and the links that
// hovers, lenses and quick fixes carry are checked where they are received.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { BoardPanel } from '../../src/extension/board/panel';
import { closeAll, editorWith, opened } from './util';

const SAMPLE = '2 3 4 1 5 x 7 6 8';

function hoverText(hovers: vscode.Hover[]): string {
  return hovers
    .flatMap((hover) =>
      hover.contents.map((part) => (typeof part === 'string' ? part : 'value' in part ? part.value : '')),
    )
    .join('\n');
}

async function hoverAt(uri: vscode.Uri, line: number, character: number): Promise<string> {
  return hoverText(
    await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      uri,
      new vscode.Position(line, character),
    ),
  );
}

/** A folder in the workspace for an input file and its answer file. */
function contestFolder(): string {
  const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? tmpdir();
  return mkdtempSync(join(root, 'links-'));
}

async function openFile(path: string): Promise<vscode.TextDocument> {
  const document = await vscode.workspace.openTextDocument(vscode.Uri.file(path));
  await vscode.window.showTextDocument(document, { preview: false });
  return document;
}

describe('text from the user’s file in hovers', () => {
  afterEach(closeAll);

  it('quotes a bad character as text, never as Markdown, HTML or a link', async () => {
    // In an answer file a word that starts as moves do is a mistyped answer; the verdict quotes its first bad
    // character.
    const answers: [string, string][] = [
      ['ud*bold*', '*'],
      ['ud_em_', '_'],
      ['ud[run](command:eightPuzzle.solve)', '['],
      ['ud`code`', '`'],
      ['ud<img/src=x/onerror=alert(1)>', '<'],
      ['ud&lt;', '&'],
      ['ul!dd', '!'],
    ];
    const dir = contestFolder();
    writeFileSync(join(dir, 'quotes.in'), `${answers.map(() => SAMPLE).join('\n')}\n`);
    writeFileSync(join(dir, 'quotes.out'), answers.map(([answer]) => answer).join('\n'));
    const document = await openFile(join(dir, 'quotes.out'));
    for (const [line, [answer, bad]] of answers.entries()) {
      const text = await hoverAt(document.uri, line, 0);
      const step = answer.indexOf(bad) + 1;
      assert.ok(
        text.includes(`✗ step ${step}: '\\${bad}' is not a move (use u, d, l, r)`),
        `line ${line + 1} (${answer}): ${text}`,
      );
      assert.doesNotMatch(text, /\(command:eightPuzzle\.solve/);
    }
  });

  it('keeps a file name with a parenthesis inside the Show on Board link', async () => {
    const dir = contestFolder();
    writeFileSync(join(dir, 'case (a).in'), `${SAMPLE}\n`);
    writeFileSync(join(dir, 'case (a).out'), 'ullddl\n');
    const document = await openFile(join(dir, 'case (a).out'));
    const text = await hoverAt(document.uri, 0, 2);
    const link = /\]\(command:eightPuzzle\.showOnBoard\?([^ )"]+) "/.exec(text);
    assert.ok(link, text);
    const [args] = JSON.parse(decodeURIComponent(link[1])) as [{ uri: string; moves: string }];
    assert.equal(args.uri, document.uri.toString());
    assert.equal(args.moves, 'ulldd');
  });
});

describe('Show on Board links', () => {
  afterEach(closeAll);

  it('open the board at a line of an open document', async () => {
    const editor = await editorWith(`${SAMPLE}\n`);
    const panel = opened(
      await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.showOnBoard', {
        board: SAMPLE,
        uri: editor.document.uri.toString(),
        line: 0,
      }),
    );
    assert.ok(panel);
    assert.equal(panel.currentState?.moves.length, 19);
  });

  it('are refused when they name a negative line, a line past the end, an unknown document or an answer off its line', async () => {
    const editor = await editorWith(`${SAMPLE} ullddl\n`);
    const uri = editor.document.uri.toString();
    const refused = [
      { board: SAMPLE, uri, line: -1 },
      { board: SAMPLE, uri, line: editor.document.lineCount },
      { board: SAMPLE, uri, line: 0.5 },
      { board: SAMPLE, uri },
      { board: SAMPLE, line: 0 },
      { board: SAMPLE, uri: 'file:///nowhere/boards.txt', line: 0 },
      { board: SAMPLE, uri: 'not a uri', line: 0 },
      { board: SAMPLE, uri, line: 0, answer: [0, 18, 400] },
      { board: SAMPLE, uri, line: 0, answer: [5, 0, 1] },
    ];
    for (const args of refused) {
      assert.equal(
        await vscode.commands.executeCommand('eightPuzzle.showOnBoard', args),
        undefined,
        JSON.stringify(args),
      );
      assert.equal(
        await vscode.commands.executeCommand('eightPuzzle.solveBoard', args),
        undefined,
        JSON.stringify(args),
      );
    }
    // Nothing was written anywhere.
    assert.equal(editor.document.getText(), `${SAMPLE} ullddl\n`);
  });
});
