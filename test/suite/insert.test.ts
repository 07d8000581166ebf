// Insert puts the answer on the line after its puzzle, dressed like it: the
// same indentation and comment marker, and never a block comment left open.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { EIGHT_PUZZLE, parseBoard, replay } from '../../src/engine';
import type { BoardPanel } from '../../src/extension/board/panel';
import { closeAll, cursorAt, editorWith, opened } from './util';

const parsed = parseBoard('2 3 4 1 5 x 7 6 8');
const SAMPLE = parsed.ok ? parsed.board : [];

/**
 * A shortest answer to 2 3 4 1 5 x 7 6 8 (checked by replay, not copied from the solver's choice among them).
 */
const MOVES = 'ullddrurdllurdruldr';

/** Opens the board on the puzzle at `line`, sends its moves back as the board's Insert button does, and returns the text. */
async function insertFromBoard(content: string, line: number, language = 'c'): Promise<vscode.TextEditor> {
  const editor = await editorWith(content, language);
  await cursorAt(editor, line, 4);
  const panel = opened(await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.openBoard'));
  assert.equal(panel.currentState?.moves.length, MOVES.length);
  assert.ok(replay(EIGHT_PUZZLE, SAMPLE, MOVES).solved);
  await panel.whenReady();
  assert.ok(await panel.insertMoves(MOVES));
  return editor;
}

/** The inserted answer is judged where it stands: its hover says so. */
async function judgedShortest(editor: vscode.TextEditor, line: number): Promise<void> {
  const column = editor.document.lineAt(line).text.indexOf(MOVES) + 1;
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
    'vscode.executeHoverProvider',
    editor.document.uri,
    new vscode.Position(line, column),
  );
  const text = hovers
    .flatMap((hover) =>
      hover.contents.map((part) => (typeof part === 'string' ? part : 'value' in part ? part.value : '')),
    )
    .join('\n');
  assert.match(text, /✓ 19 moves, shortest/, `line ${line + 1}: ${editor.document.lineAt(line).text}`);
}

describe('inserting an answer below its puzzle', () => {
  afterEach(closeAll);

  it('continues a block comment that goes on, rather than opening another', async () => {
    const editor = await insertFromBoard('/* 2 3 4 1 5 x 7 6 8\n */\nint main;\n', 0);
    assert.deepEqual(editor.document.getText().split('\n').slice(0, 3), [
      '/* 2 3 4 1 5 x 7 6 8',
      ` * ${MOVES}`,
      ' */',
    ]);
    await judgedShortest(editor, 1);
  });

  it('gives a comment of its own to an answer after a comment that closes on the puzzle’s line', async () => {
    const editor = await insertFromBoard('int a;\n  /* 2 3 4 1 5 x 7 6 8 */\nint main;\n', 1);
    assert.equal(editor.document.lineAt(2).text, `  /* ${MOVES} */`);
    await judgedShortest(editor, 2);
  });

  it('does the same after a grid whose last row closes the comment', async () => {
    const editor = await insertFromBoard('/* 2 3 4\n   1 5 x\n   7 6 8 */\nint main;\n', 1);
    assert.equal(editor.document.lineAt(3).text, `   /* ${MOVES} */`);
    assert.equal(editor.document.lineAt(4).text, 'int main;');
    await judgedShortest(editor, 3);
  });

  it('keeps a line comment’s marker and indentation, without its words', async () => {
    const slashes = await insertFromBoard('    // input: 2 3 4 1 5 x 7 6 8\n', 0);
    assert.equal(slashes.document.lineAt(1).text, `    // ${MOVES}`);
    await judgedShortest(slashes, 1);
    await closeAll();
    const hash = await insertFromBoard('# 2 3 4 1 5 x 7 6 8 /* not a block */\n', 0, 'python');
    assert.equal(hash.document.lineAt(1).text, `# ${MOVES}`);
  });

  it('writes the board’s answer in capitals into a file of UVa 10181’s capital answers, and in lower case elsewhere', async () => {
    const answered = '1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15\nRR\n\n';
    const next = '1 2 3 4 5 6 7 8 9 10 11 12 0 13 14 15\n';
    for (const [content, line, expected] of [
      [answered + next, 3, 'RRR'],
      [next, 0, 'rrr'],
    ] as const) {
      const editor = await editorWith(content);
      await cursorAt(editor, line, 2);
      const panel = opened(
        await vscode.commands.executeCommand<BoardPanel | undefined>('eightPuzzle.openBoard'),
      );
      await panel.whenReady();
      assert.ok(await panel.insertMoves('rrr'));
      assert.equal(editor.document.lineAt(line + 1).text, expected, content);
      await closeAll();
    }
  });
});
