import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { BoardPanel } from '../../src/extension/board/panel';
import { closeAll, editorWith, eventually, opened, setSetting, show } from './util';

const ANSWERED = '2 3 4 1 5 x 7 6 8   ullddrurdllurdruldr';

function hoverText(hovers: vscode.Hover[]): string {
  return hovers
    .flatMap((hover) =>
      hover.contents.map((part) => (typeof part === 'string' ? part : 'value' in part ? part.value : '')),
    )
    .join('\n');
}

async function diagnosticsOf(uri: vscode.Uri, count: number): Promise<vscode.Diagnostic[]> {
  const ours = (): vscode.Diagnostic[] =>
    vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'eight puzzle');
  await eventually(
    () => ours().length === count,
    `${count} eight puzzle diagnostics (have ${ours().length})`,
    10_000,
  );
  return ours();
}

describe('hovering answers and boards', () => {
  afterEach(closeAll);

  it('shows the board after the k-th move when hovering the k-th letter, with the verdict and a link', async () => {
    const editor = await editorWith(`${ANSWERED}\n`);
    const third = ANSWERED.indexOf('ull') + 2;
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      editor.document.uri,
      new vscode.Position(0, third),
    );
    const text = hoverText(hovers);
    assert.match(text, /After move 3 of 19/);
    assert.match(text, /✓ 19 moves, shortest/);
    // After u, l, l the blank is in the top-left corner.
    assert.match(text, /after 3/);
    assert.match(text, /· 2 3/);
    assert.match(text, /command:eightPuzzle\.showOnBoard\?/);
    assert.match(text, /19 steps, shortest: 19 moves/);
  });

  it('shows a board’s shortest solution when hovering the board', async () => {
    const editor = await editorWith('input: 2 3 4 1 5 x 7 6 8\n');
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      editor.document.uri,
      new vscode.Position(0, 10),
    );
    assert.match(hoverText(hovers), /Shortest solution: 19 moves/);
  });

  it('shows nothing over ordinary words', async () => {
    const editor = await editorWith('the dull rudder\nint lr = 0;\n', 'cpp');
    for (const position of [new vscode.Position(0, 5), new vscode.Position(1, 5)]) {
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
        'vscode.executeHoverProvider',
        editor.document.uri,
        position,
      );
      assert.doesNotMatch(hoverText(hovers), /move|Shortest/);
    }
  });
});

describe('wrong answers in the Problems panel, with quick fixes', () => {
  afterEach(closeAll);

  it('underlines the first bad letter, or the whole answer when it ends away from the goal', async () => {
    const editor = await editorWith(
      [
        '2 3 4 1 5 x 7 6 8 ullddl',
        '2 3 4 1 5 x 7 6 8 ullddrurdllurdrul',
        '1 2 3 4 5 6 7 x 8 unsolvable',
        ANSWERED,
      ].join('\n'),
    );
    const diagnostics = (await diagnosticsOf(editor.document.uri, 3)).sort(
      (a, b) => a.range.start.line - b.range.start.line,
    );
    assert.deepEqual(
      diagnostics.map((d) => [
        d.range.start.line,
        d.range.start.character,
        d.range.end.character,
        d.message,
        d.severity,
      ]),
      [
        [0, 23, 24, "step 6: 'l' leaves the board", vscode.DiagnosticSeverity.Error],
        [1, 18, 35, 'ends 2 moves from the goal', vscode.DiagnosticSeverity.Error],
        [2, 18, 28, 'this board is solvable (in 1 move)', vscode.DiagnosticSeverity.Error],
      ],
    );
  });

  it('replaces a wrong answer with a shortest one, and the problem goes away', async () => {
    const editor = await editorWith('1 2 3 4 5 6 7 x 8 -> unsolvable\n');
    const [diagnostic] = await diagnosticsOf(editor.document.uri, 1);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      editor.document.uri,
      diagnostic.range,
    );
    const titles = actions.map((action) => action.title);
    assert.ok(titles.includes('Show on Board'), titles.join(', '));
    const fix = actions.find((action) => action.title === 'Replace with a shortest solution');
    assert.ok(fix?.edit);
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.equal(editor.document.lineAt(0).text, '1 2 3 4 5 6 7 x 8 -> r');
    await diagnosticsOf(editor.document.uri, 0);
  });

  it('reports valid but longer answers as the setting says', async () => {
    const editor = await editorWith('1 2 3 4 5 6 7 x 8 rlr\n');
    const [hint] = await diagnosticsOf(editor.document.uri, 1);
    assert.equal(hint.severity, vscode.DiagnosticSeverity.Hint);
    assert.equal(hint.message, '3 moves (shortest is 1)');
    await setSetting('longerAnswers', 'warning');
    try {
      await eventually(
        () =>
          vscode.languages
            .getDiagnostics(editor.document.uri)
            .some((d) => d.severity === vscode.DiagnosticSeverity.Warning),
        'a warning',
      );
      await setSetting('longerAnswers', 'off');
      await diagnosticsOf(editor.document.uri, 0);
    } finally {
      await setSetting('longerAnswers', undefined);
    }
  });
});

describe('answer files beside their input files', () => {
  afterEach(closeAll);

  it('judges line i of X.out against board i of X.in, read from disk, and follows changes to X.in', async () => {
    // In the workspace, where VS Code watches files, as a contest folder would be.
    const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? tmpdir();
    const dir = mkdtempSync(join(root, 'pair-'));
    writeFileSync(join(dir, 'case.in'), '2 3 4 1 5 x 7 6 8\n\n1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 x 8\n');
    writeFileSync(join(dir, 'case.out'), 'ullddrurdllurdruldr\nunsolvable\nunsolvable\n');
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(join(dir, 'case.out')));
    await show(document);
    const [wrong] = await diagnosticsOf(document.uri, 1);
    assert.equal(wrong.range.start.line, 2);
    assert.equal(wrong.message, 'this board is solvable (in 1 move)');
    // Fix the input instead: now line 3 answers an unsolvable board.
    writeFileSync(join(dir, 'case.in'), '2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 8 7 x\n');
    await diagnosticsOf(document.uri, 0);
  });

  it('reads the final line end of an answer file as the end of its last answer, not as an empty answer to the next board', async () => {
    const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? tmpdir();
    const dir = mkdtempSync(join(root, 'pair-'));
    writeFileSync(join(dir, 'short.in'), '2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 x 7 8\n');
    // Two answers for three boards, the first wrong: one problem, on line 1, and none for the board that has
    // no answer yet.
    writeFileSync(join(dir, 'short.out'), 'u\nr\n');
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(join(dir, 'short.out')));
    await vscode.window.showTextDocument(document);
    const [wrong] = await diagnosticsOf(document.uri, 1);
    assert.equal(wrong.range.start.line, 0);
  });
});

describe('answer files as people write them', () => {
  afterEach(closeAll);

  it("reads capitals, spaced letters and prose beside X.in, open side by side: a ✓ on each right answer, none on other prose, a hint on the tile's moves", async () => {
    const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? tmpdir();
    const dir = mkdtempSync(join(root, 'written-'));
    writeFileSync(
      join(dir, 'case.in'),
      [
        '2 3 x 1 5 6 4 7 8',
        '2 3 4 1 5 x 7 6 8',
        '1 2 3 4 5 6 x 7 8',
        '1 2 3 4 5 6 7 8 x',
        '1 2 3 4 5 6 7 8 x',
        '1 2 3 7 x 5 8 4 6',
        '1 2 3 4 5 6 7 x 8',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'case.out'),
      [
        'L L D D R R',
        'ULLDDRURDLLURDRULDR',
        'The puzzle has been solved in 2 steps:',
        'Step 1:',
        '1 2 3',
        'U R D L L U',
        '1',
      ].join('\n'),
    );
    await vscode.window.showTextDocument(
      await vscode.workspace.openTextDocument(vscode.Uri.file(join(dir, 'case.in'))),
      vscode.ViewColumn.One,
    );
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(join(dir, 'case.out')));
    await vscode.window.showTextDocument(document, vscode.ViewColumn.Two);
    // One problem: the tile's moves, with the reading that solves the board; a count in a sentence is judged,
    // other prose and a printed row are not.
    const [tile] = await diagnosticsOf(document.uri, 1);
    assert.equal(tile.range.start.line, 5);
    assert.equal(
      tile.message,
      "ends 12 moves from the goal; read as the tile's moves it solves the board in 6 (shortest): these letters seem to name the tile's direction",
    );
    const hoverAt = async (line: number, column = 0): Promise<string> =>
      hoverText(
        await vscode.commands.executeCommand<vscode.Hover[]>(
          'vscode.executeHoverProvider',
          document.uri,
          new vscode.Position(line, column),
        ),
      );
    assert.match(await hoverAt(0), /✓ 6 moves, shortest/);
    assert.match(await hoverAt(1), /✓ 19 moves, shortest/);
    assert.match(await hoverAt(2, document.lineAt(2).text.indexOf('2 steps')), /✓ 2 moves, shortest/);
    for (const line of [3, 4]) assert.doesNotMatch(await hoverAt(line), /[✓✗]/);
    assert.match(await hoverAt(6), /✓ 1 move, shortest/);

    // The hint's fixes: a shortest answer written as this one is (capitals, spaced), and reading the folder's
    // letters as the tile's.
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      document.uri,
      tile.range,
    );
    const replace = actions.find((action) => action.title === 'Replace with a shortest solution');
    assert.match(replace?.edit?.get(document.uri)[0]?.newText ?? '', /^[UDLR]( [UDLR]){5}$/);
    const asTile = actions.find(
      (action) => action.title === "Read this folder's letters as the tile's moves (eightPuzzle.moves)",
    );
    assert.ok(asTile?.command, JSON.stringify(actions.map((action) => action.title)));
    const folderMoves = (): unknown =>
      vscode.workspace.getConfiguration('eightPuzzle', document.uri).inspect('moves')?.workspaceFolderValue;
    try {
      await vscode.commands.executeCommand(
        asTile.command.command,
        ...((asTile.command.arguments ?? []) as unknown[]),
      );
      assert.equal(folderMoves(), 'tile');
      // Now the tile's reading is the reading: that answer is right, and the blank's letters above it are not
      // (with no hint, which would say the other way).
      const wrong = await diagnosticsOf(document.uri, 2);
      assert.deepEqual(
        wrong.map((diagnostic) => diagnostic.range.start.line),
        [0, 1],
      );
      assert.ok(
        wrong.every((diagnostic) => !/tile/.test(diagnostic.message)),
        wrong.map((diagnostic) => diagnostic.message).join('; '),
      );
      assert.match(await hoverAt(5), /✓ 6 moves, shortest/);
      // Its replacement is written as the tile's letters, as the answers of this folder now are.
      const [first] = wrong;
      const fixes = await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        document.uri,
        first.range,
      );
      const written =
        fixes
          .find((action) => action.title === 'Replace with a shortest solution')
          ?.edit?.get(document.uri)[0]?.newText ?? '';
      assert.equal(written, 'R R U U L L');
    } finally {
      await vscode.workspace
        .getConfiguration('eightPuzzle', document.uri)
        .update('moves', undefined, vscode.ConfigurationTarget.WorkspaceFolder);
      await eventually(
        () => folderMoves() === undefined,
        'the folder setting eightPuzzle.moves to be cleared',
      );
    }
  });
});

describe('CodeLens above boards', () => {
  afterEach(closeAll);

  it('solves a case that gives its own goal (HDU 3567) toward that goal, in its lens and its hover, as its answer is judged', async () => {
    const uri = vscode.Uri.file(
      join(__dirname, '..', '..', '..', 'test', 'fixtures', 'precision', 'hdu3567.md'),
    );
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      uri,
    );
    const solveOn = (line: number): string | undefined =>
      lenses.find(
        (lens) => lens.range.start.line === line && lens.command?.command === 'eightPuzzle.solveBoard',
      )?.command?.title;
    // 564178X23 cannot reach 12345678X, and reaches its case's goal 7568X4123 in 8.
    assert.equal(solveOn(12), 'Solve (8 moves)');
    assert.equal(solveOn(10), 'Solve (2 moves)');
    assert.match(
      hoverText(
        await vscode.commands.executeCommand<vscode.Hover[]>(
          'vscode.executeHoverProvider',
          uri,
          new vscode.Position(12, 2),
        ),
      ),
      /Shortest solution: 8 moves/,
    );
  });

  it('offers to solve and to show each board', async () => {
    const editor = await editorWith('2 3 4 1 5 x 7 6 8\n\n1 2 3 4 5 6 8 7 x\n');
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      editor.document.uri,
    );
    assert.deepEqual(
      lenses.map((lens) => [lens.range.start.line, lens.command?.title]),
      [
        [0, 'Solve (19 moves)'],
        [0, 'Show on Board'],
        [2, 'Unsolvable'],
        [2, 'Show on Board'],
      ],
    );
  });

  it('says Already solved over a solved board', async () => {
    const editor = await editorWith('1 2 3 4 5 6 7 8 x\n');
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      editor.document.uri,
    );
    assert.deepEqual(
      lenses.map((lens) => lens.command?.title),
      ['Already solved', 'Show on Board'],
    );
  });

  it('names each board on a line of two, and says toward which goal a board is unsolvable and which setting chooses another', async () => {
    const editor = await editorWith('a: 2 3 4 1 5 x 7 6 8, b: 1 2 3 4 5 6 8 7 x\n');
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      editor.document.uri,
    );
    assert.deepEqual(
      lenses.map((lens) => lens.command?.title),
      [
        '2 3 4 1 5 x 7 6 8: Solve (19 moves)',
        'Show 2 3 4 1 5 x 7 6 8 on Board',
        '1 2 3 4 5 6 8 7 x: Unsolvable',
        'Show 1 2 3 4 5 6 8 7 x on Board',
      ],
    );
    assert.equal(
      lenses[2].command?.tooltip,
      'This board cannot reach the goal (goal 1 2 3 4 5 6 7 8 x, the default; another goal: the setting eightPuzzle.goal).',
    );
  });

  it('judges a file that names Luogu P1379 toward its goal, step counts included, unless a goal is set', async () => {
    // The `//` line keeps the goal board out of a run with the board below it.
    const editor = await editorWith(
      '// Luogu P1379\n// 283104765\n// 4\n// 123804765\n//\n// 203184765\n// 5\n',
    );
    const [wrong] = await diagnosticsOf(editor.document.uri, 1);
    assert.deepEqual([wrong.range.start.line, wrong.message], [6, '5 moves (shortest is 3)']);
    const titles = async (): Promise<string[]> =>
      (
        await vscode.commands.executeCommand<vscode.CodeLens[]>(
          'vscode.executeCodeLensProvider',
          editor.document.uri,
        )
      )
        .filter((lens) => lens.command?.command === 'eightPuzzle.solveBoard')
        .map((lens) => lens.command?.title ?? '');
    assert.deepEqual(await titles(), ['Solve (4 moves)', 'Already solved', 'Solve (3 moves)']);
    // The user's explicit goal wins over the problem's.
    await setSetting('goal', '12345678x');
    try {
      const seen = await titles();
      assert.notEqual(seen[1], 'Already solved');
    } finally {
      await setSetting('goal', undefined);
    }
  });

  it('can be turned off', async () => {
    await setSetting('codeLens.enabled', false);
    try {
      const editor = await editorWith('2 3 4 1 5 x 7 6 8\n');
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
        'vscode.executeCodeLensProvider',
        editor.document.uri,
      );
      assert.equal(lenses.length, 0);
    } finally {
      await setSetting('codeLens.enabled', undefined);
    }
  });
});

describe('a wrong answer on the board', () => {
  afterEach(closeAll);

  it('hovers without failing when the first letter cannot be played, and links only what can be played', async () => {
    const editor = await editorWith('2 3 4 1 5 x 7 6 8 rullddr\n2 3 4 1 5 x 7 6 8 ullddl\n');
    const first = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      editor.document.uri,
      new vscode.Position(0, 19),
    );
    assert.match(hoverText(first), /✗ step 1: 'r' leaves the board/);
    const second = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      editor.document.uri,
      new vscode.Position(1, 23),
    );
    const text = hoverText(second);
    assert.match(text, /After move 5 of 6/);
    const link = /command:eightPuzzle\.showOnBoard\?([^ )"]+)/.exec(text);
    assert.ok(link, text);
    const [args] = JSON.parse(decodeURIComponent(link[1])) as [{ moves: string; answer: number[] }];
    assert.equal(args.moves, 'ulldd');
    assert.deepEqual(args.answer, [1, 18, 24]);
  });

  it('replaces the answer in place when the board inserts its moves', async () => {
    const editor = await editorWith('2 3 4 1 5 x 7 6 8 ullddl\nnext line\n');
    const [diagnostic] = await diagnosticsOf(editor.document.uri, 1);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      editor.document.uri,
      diagnostic.range,
    );
    const showOnBoard = actions.find((action) => action.title === 'Show on Board');
    assert.ok(showOnBoard?.command);
    const panel = opened(
      await vscode.commands.executeCommand<BoardPanel | undefined>(
        showOnBoard.command.command,
        ...((showOnBoard.command.arguments ?? []) as unknown[]),
      ),
    );
    assert.equal(panel.currentState?.moves, 'ullddrurdllurdruldr'.slice(0, 5));
    await panel.whenReady();
    assert.ok(await panel.insertMoves('ullddrurdllurdruldr'));
    assert.equal(editor.document.getText(), '2 3 4 1 5 x 7 6 8 ullddrurdllurdruldr\nnext line\n');
  });
});
