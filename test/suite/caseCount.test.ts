import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { EIGHT_PUZZLE, optimalDistance, parseBoard, replay } from '../../src/engine';
import type { SolveAllResult } from '../../src/extension/commands/solveAll';
import { closeAll, editorWith, eventually } from './util';

const COUNTED_INPUT = '3\n2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 x 8\n';

describe('input files that start with a case count, as judges write them', () => {
  afterEach(closeAll);

  it('pairs line i of X.out with board i after the count', async () => {
    const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? tmpdir();
    const dir = mkdtempSync(join(root, 'counted-'));
    writeFileSync(join(dir, 'case.in'), COUNTED_INPUT);
    // Right, right, and one wrong answer on the third line: read against the count, every line would be
    // wrong.
    writeFileSync(join(dir, 'case.out'), 'ullddrurdllurdruldr\nunsolvable\nl\n');
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(join(dir, 'case.out')));
    await vscode.window.showTextDocument(document);
    const ours = (): vscode.Diagnostic[] =>
      vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'eight puzzle');
    await eventually(() => ours().length > 0, 'a problem in the answer file');
    const problems = ours();
    assert.deepEqual(
      problems.map((d) => [d.range.start.line, d.message]),
      [[2, 'ends 2 moves from the goal']],
    );
  });

  it('Solve All answers the boards after the count, and not the count', async () => {
    await editorWith(COUNTED_INPUT);
    const result = await vscode.commands.executeCommand<SolveAllResult>('eightPuzzle.solveAll');
    assert.deepEqual([result.boards, result.unsolvable, result.invalid], [3, 1, 0]);
    const answers = result.document?.getText().split('\n') ?? [];
    const first = parseBoard('2 3 4 1 5 x 7 6 8');
    assert.ok(first.ok);
    assert.ok(replay(EIGHT_PUZZLE, first.board, answers[0]).solved, answers[0]);
    assert.equal(answers[0].length, optimalDistance(EIGHT_PUZZLE, first.board));
    assert.deepEqual(answers.slice(1), ['unsolvable', 'r', '']);
  });
});
