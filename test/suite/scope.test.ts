// Which documents the editor features look at: real documents only (never
// the old side of a diff or another copy of a file), minus the languages and
// files the user excludes, with the settings taking effect at once.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import * as vscode from 'vscode';
import { closeAll, editorWith, eventually, setSetting } from './util';

/** A wrong answer: step 6 leaves the board. */
const WRONG = '2 3 4 1 5 x 7 6 8 ullddl\n';

function ours(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'eight puzzle');
}

async function hoverText(uri: vscode.Uri, position: vscode.Position): Promise<string> {
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
    'vscode.executeHoverProvider',
    uri,
    position,
  );
  return hovers
    .flatMap((hover) =>
      hover.contents.map((part) => (typeof part === 'string' ? part : 'value' in part ? part.value : '')),
    )
    .join('\n');
}

async function lensTitles(uri: vscode.Uri): Promise<string[]> {
  const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
    'vscode.executeCodeLensProvider',
    uri,
  );
  return lenses
    .map((lens) => lens.command?.title ?? '')
    .filter((title) => /Solve|Show on Board|Unsolvable/.test(title));
}

/** What the editor features give `document`: its problems, a hover over the answer's first letter, and lenses. */
async function featuresOf(
  document: vscode.TextDocument,
): Promise<{ problems: number; hover: boolean; lenses: number }> {
  const hover = await hoverText(document.uri, new vscode.Position(0, WRONG.indexOf('ullddl') + 1));
  return {
    problems: ours(document.uri).length,
    hover: /After move/.test(hover),
    lenses: (await lensTitles(document.uri)).length,
  };
}

const ALL = { problems: 1, hover: true, lenses: 2 };
const NONE = { problems: 0, hover: false, lenses: 0 };

/**
 * Opens a plain-text document with the wrong answer and waits for its problem: proof the features have run.
 */
async function judgedControl(): Promise<vscode.TextDocument> {
  const control = (await editorWith(WRONG)).document;
  await eventually(() => ours(control.uri).length === 1, 'the problem in a document in scope', 10_000);
  return control;
}

describe('which documents the editor features look at', () => {
  afterEach(closeAll);

  it('leaves alone documents that are copies of a file, such as the old side of a diff', async () => {
    // Like `git:`: a read-only copy that a content provider makes, beside the real file.
    const scheme = 'eightpuzzle-test-git';
    const registration = vscode.workspace.registerTextDocumentContentProvider(scheme, {
      provideTextDocumentContent: () => WRONG,
    });
    try {
      const copy = await vscode.workspace.openTextDocument(
        vscode.Uri.from({ scheme, path: '/repo/boards.txt', query: 'HEAD' }),
      );
      await vscode.window.showTextDocument(copy, { preview: false });
      // Opened after the copy, and judged: the copy's turn has come and gone.
      const control = await judgedControl();
      assert.deepEqual(await featuresOf(control), ALL);
      assert.deepEqual(await featuresOf(copy), NONE);
    } finally {
      registration.dispose();
    }
  });
});

describe('which documents the editor features look at, by the scope settings', () => {
  afterEach(closeAll);

  it('leaves alone an excluded language, and looks again as soon as the setting changes', async () => {
    await setSetting('excludedLanguages', ['python']);
    try {
      const python = (await editorWith(WRONG, 'python')).document;
      await judgedControl();
      assert.deepEqual(await featuresOf(python), NONE);

      await setSetting('excludedLanguages', undefined);
      await eventually(() => ours(python.uri).length === 1, 'the problem in the python document');
      assert.deepEqual(await featuresOf(python), ALL);

      // And away again, without a reload.
      await setSetting('excludedLanguages', ['python']);
      await eventually(() => ours(python.uri).length === 0, 'the python document to lose its problem');
      assert.deepEqual(await featuresOf(python), NONE);
    } finally {
      await setSetting('excludedLanguages', undefined);
    }
  });

  it('looks only at the enabled languages', async () => {
    await setSetting('enabledLanguages', ['plaintext', 'markdown']);
    try {
      const cpp = (await editorWith(WRONG, 'cpp')).document;
      const markdown = (await editorWith(WRONG, 'markdown')).document;
      await eventually(() => ours(markdown.uri).length === 1, 'the problem in the markdown document');
      assert.deepEqual(await featuresOf(markdown), ALL);
      assert.deepEqual(await featuresOf(cpp), NONE);

      await setSetting('enabledLanguages', ['*']);
      await eventually(() => ours(cpp.uri).length === 1, 'the problem in the C++ document');
      assert.deepEqual(await featuresOf(cpp), ALL);
    } finally {
      await setSetting('enabledLanguages', undefined);
    }
  });

  it('leaves alone files that match an excluded glob, in the workspace folder or anywhere', async () => {
    const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? tmpdir();
    const dir = mkdtempSync(join(root, 'scope-'));
    writeFileSync(join(dir, 'boards.txt'), WRONG);
    writeFileSync(join(dir, 'kept.txt'), WRONG);
    const open = async (name: string): Promise<vscode.TextDocument> => {
      const document = await vscode.workspace.openTextDocument(vscode.Uri.file(join(dir, name)));
      await vscode.window.showTextDocument(document, { preview: false });
      return document;
    };
    // Relative to the workspace folder, as in `files.exclude`.
    await setSetting('excludedFiles', [`${basename(dir)}/boards.*`]);
    try {
      const excluded = await open('boards.txt');
      const kept = await open('kept.txt');
      await eventually(() => ours(kept.uri).length === 1, 'the problem in kept.txt');
      assert.deepEqual(await featuresOf(excluded), NONE);

      await setSetting('excludedFiles', []);
      await eventually(() => ours(excluded.uri).length === 1, 'the problem in boards.txt');
      assert.deepEqual(await featuresOf(excluded), ALL);

      // Any path, as Error Lens's patterns are written.
      await setSetting('excludedFiles', ['**/*.txt']);
      await eventually(
        () => ours(excluded.uri).length === 0 && ours(kept.uri).length === 0,
        'both files to lose their problems',
      );
      assert.deepEqual(await featuresOf(kept), NONE);
    } finally {
      await setSetting('excludedFiles', undefined);
    }
  });
});
