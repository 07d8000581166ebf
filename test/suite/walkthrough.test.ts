// The walkthrough as VS Code reads it: six steps, one per feature, each with
// command links to commands the extension registers; each link is run here
// as the walkthrough's button runs it, and does what its step says.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { BoardPanel } from '../../src/extension/board/panel';
import type { LabPanel } from '../../src/extension/lab/panel';
import type { FileRunSummary } from '../../src/extension/testing';
import { closeAll, eventually, opened } from './util';

const ID = 'eight-puzzle.eight-puzzle';

interface Step {
  readonly id: string;
  readonly description: string;
}

interface Link {
  readonly command: string;
  readonly args: readonly unknown[];
}

/** The walkthrough's steps, their descriptions in English as package.nls.json gives them. */
async function steps(): Promise<Step[]> {
  const extension = vscode.extensions.getExtension(ID);
  assert.ok(extension, `${ID} is not installed`);
  const manifest = extension.packageJSON as {
    contributes: { walkthroughs: { id: string; steps: Step[] }[] };
  };
  const nls = JSON.parse(
    new TextDecoder().decode(
      await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extension.extensionUri, 'package.nls.json')),
    ),
  ) as Record<string, string>;
  const [walkthrough] = manifest.contributes.walkthroughs;
  assert.equal(walkthrough.id, 'gettingStarted');
  return walkthrough.steps.map((step) => ({
    id: step.id,
    description: nls[step.description.replace(/^%|%$/g, '')] ?? step.description,
  }));
}

/**
 * The command links of a step's description, as VS Code runs them: the command, and its arguments from the
 * query's JSON array.
 */
function links(description: string): Link[] {
  return [...description.matchAll(/\]\(command:([\w.]+)(?:\?([^)]*))?\)/g)].map((match) => ({
    command: match[1],
    args: match[2] === undefined ? [] : (JSON.parse(decodeURIComponent(match[2])) as unknown[]),
  }));
}

function run<T>(link: Link): Thenable<T> {
  return vscode.commands.executeCommand<T>(link.command, ...link.args);
}

describe('the walkthrough', function () {
  // The last step compiles and judges the sample solution.
  this.timeout(180_000);
  afterEach(closeAll);

  it('has six steps, one per feature, each linking to commands the extension registers', async () => {
    const all = await steps();
    assert.deepEqual(
      all.map((step) => step.id),
      ['solve', 'hover', 'check', 'board', 'lab', 'testing'],
    );
    const registered = new Set(await vscode.commands.getCommands(true));
    for (const step of all) {
      const found = links(step.description);
      assert.ok(found.length > 0, `step ${step.id} has no command link`);
      for (const link of found)
        assert.ok(
          registered.has(link.command),
          `step ${step.id} links to ${link.command}, which is not registered`,
        );
    }
  });

  /** The links of one step, by its id. */
  async function linksOf(id: string): Promise<Link[]> {
    const step = (await steps()).find((one) => one.id === id);
    assert.ok(step, `no step ${id}`);
    return links(step.description);
  }

  it('Solve: its link opens sample boards with the cursor on one, and solves it', async () => {
    const [solve] = await linksOf('solve');
    const editor = await run<vscode.TextEditor>(solve);
    assert.equal(editor.document.lineAt(editor.selection.active.line).text, '2 3 4 1 5 x 7 6 8');
    // What Solve answers there: the judges' sample, 19 moves.
    const result = await vscode.commands.executeCommand<{ solution?: { moves: string } } | undefined>(
      'eightPuzzle.solve',
    );
    assert.equal(result?.solution?.moves.length, 19);
  });

  it('hover: its link puts the cursor on an answer and shows the board after its first move', async () => {
    const [hover] = await linksOf('hover');
    const editor = await run<vscode.TextEditor>(hover);
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      editor.document.uri,
      editor.selection.active,
    );
    const text = hovers
      .flatMap((one) => one.contents.map((part) => (typeof part === 'string' ? part : part.value)))
      .join('\n');
    assert.match(text, /After move 1 of 19/);
  });

  it('verdicts: its link opens sample answers, and the wrong ones are in the Problems panel', async () => {
    const [answers] = await linksOf('check');
    const editor = await run<vscode.TextEditor>(answers);
    await eventually(
      () => vscode.languages.getDiagnostics(editor.document.uri).length >= 2,
      'the wrong sample answers in the Problems panel',
    );
  });

  it('board: its link opens the board', async () => {
    const [board] = await linksOf('board');
    const panel = opened(await run<BoardPanel | undefined>(board));
    await panel.whenReady();
  });

  it('Search Lab: its link opens the lab', async () => {
    const [lab] = await linksOf('lab');
    const panel = opened(await run<LabPanel | undefined>(lab));
    await panel.whenReady();
  });

  it('Search Lab: its other links open a sample heuristic on disk, offered Check Heuristic, and replay a sample trace in the lab', async () => {
    const [, heuristic, trace] = await linksOf('lab');
    const editor = await run<vscode.TextEditor>(heuristic);
    assert.equal(editor.document.uri.scheme, 'file');
    assert.match(editor.document.getText(), /^def h\(board, goal, rows, cols\):/m);
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      editor.document.uri,
    );
    assert.ok(
      lenses.some((lens) => lens.command?.title.includes('Check Heuristic')),
      'no Check Heuristic lens on the sample heuristic',
    );
    const traceEditor = await run<vscode.TextEditor>(trace);
    assert.match(traceEditor.document.getText(), /^expand /m);
    const labTabs = (): vscode.Tab[] =>
      vscode.window.tabGroups.all
        .flatMap((group) => group.tabs)
        .filter(
          (tab) =>
            tab.input instanceof vscode.TabInputWebview &&
            tab.input.viewType.endsWith('eightPuzzle.searchLab'),
        );
    await eventually(() => labTabs().length === 1, 'the Search Lab open on the trace');
  });

  it('Test My Solution: its links open a sample solution on disk, offered the lens, and judge it: every case accepted', async () => {
    const [open, test] = await linksOf('testing');
    const editor = await run<vscode.TextEditor>(open);
    assert.equal(editor.document.uri.scheme, 'file');
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      editor.document.uri,
    );
    assert.ok(
      lenses.some((lens) => lens.command?.title.includes('Test My Solution (HDU 1043)')),
      'no Test My Solution lens on the sample solution',
    );
    const summary = await run<FileRunSummary>(test);
    assert.equal(summary.outcome, 'judged', summary.message);
    for (const group of summary.groups)
      assert.equal(
        group.accepted,
        group.cases,
        `${group.key}: ${JSON.stringify(group.failures.slice(0, 2))}`,
      );
  });
});
