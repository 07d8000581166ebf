// Verdicts in ordinary source files, as a user sees them: after exactly the
// planted answers of the precision corpus, never after the short names
// beside its boards; and once per answer when a fold splits what the editor
// shows.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../harness/repo';
import { CORPUS } from '../fixtures/precision/expected';
import { useWorkbench } from './setup';
import { annotationsByLine, cursorToLine, editorLines, focusEditor, waitUntil } from './user';

const ACCEPTED = new Set(['shortest', 'unsolvable', 'longer']);

describe('verdicts in ordinary source files (e2e)', () => {
  const workbench = useWorkbench();

  it('draws a verdict after each planted answer of a Python module, and after nothing else', async () => {
    const { page } = workbench;
    const file = CORPUS.find((entry) => entry.file === 'solver.py');
    assert.ok(file);
    const corpusFile = join(paths.repoRoot, 'test', 'fixtures', 'precision', file.file);
    mkdirSync(join(workbench.workspace, 'precision'), { recursive: true });
    copyFileSync(corpusFile, join(workbench.workspace, 'precision', file.file));
    await workbench.reopen(`precision/${file.file}`);
    await focusEditor(page, file.file);

    await waitUntil(
      'the module on screen',
      () => editorLines(page),
      (lines) => lines.some((line) => line.startsWith('"""Breadth-first')),
    );
    const source = readFileSync(corpusFile, 'utf8').split('\n');
    /**
     * The verdicts of the planted answers on the lines the editor shows now: CodeLens lines arriving push
     * some out of view.
     */
    const expectedOn = (shown: Set<string>): string[] =>
      file.answers
        .filter((answer) => shown.has(source[answer.line - 1]))
        .map(
          (answer) =>
            `${source[answer.line - 1]} ⟶ ${ACCEPTED.has(answer.kind) ? '✓' : '✗'} ${answer.message}`,
        )
        .sort();
    const { expected, drawn } = await waitUntil(
      'the verdicts of the planted answers on screen, and no other',
      async () => {
        const before = await editorLines(page);
        const drawn = (await annotationsByLine(page))
          .map(({ line, annotation }) => `${line} ⟶ ${annotation}`)
          .sort();
        // Read while the view stood still, so the verdicts and the lines are of one moment.
        const still = (await editorLines(page)).join('\n') === before.join('\n');
        return { expected: expectedOn(new Set(before)), drawn, still };
      },
      (seen) => seen.still && seen.drawn.length >= seen.expected.length,
      30_000,
    );
    assert.ok(
      expected.length >= 5,
      `enough planted answers on screen to mean something (${expected.length})`,
    );
    assert.deepEqual(drawn, expected);
  });

  it('draws each verdict once when a fold splits the lines the editor shows', async () => {
    const { page } = workbench;
    const lines = [
      '# Answers around a folded function.',
      '# 2 3 4 1 5 x 7 6 8 -> ullddrurdllurdrul',
      '# 1 2 3 4 5 6 7 x 8 -> r',
      'def helper(board):',
      ...Array.from({ length: 20 }, (_, i) => `    board = board  # step ${i + 1}`),
      '    return board',
      '# 1 2 3 x 4 6 7 5 8 -> rdr',
      '# 1 2 3 4 5 6 7 x 8 -> rr',
      '',
    ];
    writeFileSync(join(workbench.workspace, 'folded.py'), lines.join('\n'));
    await workbench.reopen('folded.py');
    await focusEditor(page, 'folded.py');
    await waitUntil(
      'four verdicts',
      () => annotationsByLine(page),
      (found) => found.length === 4,
      30_000,
    );

    // Fold the function: the editor now shows two ranges, lines 1–4 and 26 on, whose margins overlap.
    await cursorToLine(page, 4);
    await page.keyboard.press('Control+Shift+BracketLeft');
    await waitUntil(
      'the function folded',
      () => editorLines(page),
      (shown) => !shown.some((line) => line.includes('# step 1')),
    );
    // Complete the first answer: its new verdict shows that the annotations were drawn again, with the fold.
    await cursorToLine(page, 2);
    await page.keyboard.press('End');
    await page.keyboard.type('dr');
    const drawn = await waitUntil(
      'the completed answer judged again',
      // The fold's own `⋯` is drawn the same way; it is not ours.
      async () =>
        (await annotationsByLine(page))
          .filter(({ annotation }) => annotation !== '⋯')
          .map(({ line, annotation }) => `${line.trim()} ⟶ ${annotation}`),
      (found) => found.some((entry) => entry.endsWith('ullddrurdllurdruldr ⟶ ✓ 19 moves, shortest')),
      30_000,
    );
    assert.deepEqual(drawn, [
      '# 2 3 4 1 5 x 7 6 8 -> ullddrurdllurdruldr ⟶ ✓ 19 moves, shortest',
      '# 1 2 3 4 5 6 7 x 8 -> r ⟶ ✓ 1 move, shortest',
      '# 1 2 3 x 4 6 7 5 8 -> rdr ⟶ ✓ 3 moves, shortest',
      "# 1 2 3 4 5 6 7 x 8 -> rr ⟶ ✗ step 2: 'r' leaves the board",
    ]);
  });
});
