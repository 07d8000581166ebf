// Answers checked where they stand, as a user sees them: verdicts after each
// answer of samples/hdu1043/cases.out (against cases.in), a board preview
// when hovering a move string, and the wrong answers counted in the status
// bar and listed in the Problems panel. Also the README's screenshot of it.
import assert from 'node:assert/strict';
import { Page } from 'playwright-core';
import { useWorkbench } from './setup';
import {
  annotationsByLine,
  characterBox,
  cursorToLine,
  editorLine,
  focusEditor,
  hoverCharacter,
  openFromExplorer,
  pixelsOf,
  play,
  publishScreenshot,
  screenshotPath,
  waitUntil,
} from './user';

/** cases.out's answers and the verdict after each, for the boards of cases.in. */
const VERDICTS = [
  ['ullddrurdllurdruldr', '✓ 19 moves, shortest'],
  ['', '✓ already solved, no moves needed'],
  ['unsolvable', '✓ unsolvable, correctly'],
  ['ruulddruuldldrrullurrdlldruurdd', '✓ 31 moves, shortest'],
  ['rdr', '✗ ends 1 move from the goal'],
  ['rdrlr', '✓ 5 moves (shortest is 3)'],
  ['rdrdl', "✗ step 4: 'd' leaves the board"],
  ['unsolvable', '✗ this board is solvable (in 1 move)'],
] as const;

const HOVER = '.monaco-hover';

/** The hover VS Code shows now that mentions `text`. */
function hoverWith(page: Page, text: string | RegExp) {
  return page.locator(HOVER).filter({ hasText: text }).filter({ visible: true }).first();
}

function rgb(color: string): [number, number, number] {
  const match = /rgba?\((\d+), (\d+), (\d+)/.exec(color);
  assert.ok(match, `a colour: ${color}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

describe('answers in files (e2e)', () => {
  const workbench = useWorkbench({
    openFile: 'hdu1043/cases.out',
    settings: { 'workbench.colorTheme': 'Light 2026' },
  });

  it('shows a verdict after every answer of cases.out, wrong ones in red and right ones in green', async () => {
    const { page } = workbench;
    await focusEditor(page, 'cases.out');
    await cursorToLine(page, 1); // lines scrolled out of view are not drawn, nor their verdicts
    const shown = await waitUntil(
      'a verdict after each of the 8 answers',
      () => annotationsByLine(page),
      (found) => found.length === VERDICTS.length,
      30_000,
    );

    assert.deepEqual(
      shown.map(({ line, annotation }) => [line, annotation]),
      VERDICTS.map(([answer, verdict]) => [answer, verdict]),
    );
    for (const { line, annotation, color, left, width, textRight } of shown) {
      // On screen, after the answer: drawn with some width, to the right of the line's text.
      assert.ok(width > 50, `"${annotation}" is drawn (${width} px wide)`);
      assert.ok(left >= textRight, `"${annotation}" comes after "${line}" (${left} < ${textRight})`);
      const [red, green] = rgb(color);
      if (annotation.startsWith('✗')) assert.ok(red > green, `"${annotation}" is red, not ${color}`);
      else assert.ok(green > red, `"${annotation}" is green, not ${color}`);
    }
  });

  it('previews the board after the hovered move of a move string', async () => {
    const { page } = workbench;
    // cases.out line 7 answers cases.in line 7, 4 1 2 x 5 3 7 8 6; over its third letter:
    const line = editorLine(page, /^rdrdl/);
    await hoverCharacter(page, line, 2);
    const hover = hoverWith(page, 'After move');
    await hover.waitFor({ timeout: 15_000 });

    const heading = await hover.locator('p', { hasText: 'After move' }).first().innerText();
    assert.equal(heading.trim(), "After move 3 of 5 r · ✗ step 4: 'd' leaves the board");
    const grid = hover.locator('.monaco-tokenized-source', { hasText: 'start' }).first(); // a fenced code block, drawn like editor text
    const after3 = (play('4 1 2 x 5 3 7 8 6', 'rdr') ?? '').replace('x', '·').split(' ');
    assert.deepEqual(after3, ['4', '1', '2', '5', '8', '3', '7', '6', '·']);
    // start, after 3 and end side by side; the move that leaves the board is not played, so end = after 3.
    assert.equal(
      (await grid.innerText()).trim(),
      [
        'start     after 3   end',
        '4 1 2     4 1 2     4 1 2',
        '· 5 3     5 8 3     5 8 3',
        '7 8 6     7 6 ·     7 6 ·',
      ].join('\n'),
    );
    const font = await grid.evaluate((code) => getComputedStyle(code).fontFamily);
    assert.match(font, /mono/i, 'the boards are in a monospace font, so their columns line up');
    assert.match(await hover.innerText(), /5 steps, shortest: 5 moves · Show on Board/);

    // Move on to the first letter: the preview follows the mouse.
    await hoverCharacter(page, line, 0);
    await hoverWith(page, 'After move 1 of 5').waitFor({ timeout: 15_000 });
  });

  it('takes the README screenshot of verdicts and a hover (docs/annotations.png)', async () => {
    const { page } = workbench;
    const line = editorLine(page, /^rdrdl/);
    await hoverCharacter(page, line, 2);
    const hover = hoverWith(page, 'After move 3 of 5');
    await hover.waitFor({ timeout: 15_000 });
    // Hovers fade in: wait until it is fully drawn.
    await waitUntil(
      'the hover to be opaque',
      () =>
        hover.evaluate((element) => getComputedStyle(element.closest('.monaco-hover') ?? element).opacity),
      (opacity) => opacity === '1',
      5_000,
    );

    const editor = await page.locator('.editor-group-container.active').boundingBox();
    const hoverBox = await hover.boundingBox();
    const firstAnswer = await characterBox(editorLine(page, /^ullddrurdllurdruldr/), 0);
    assert.ok(editor && hoverBox, 'the editor and the hover are on screen');
    const clip = {
      x: editor.x + 1,
      y: editor.y,
      width: editor.width - 1,
      height: Math.ceil(hoverBox.y + hoverBox.height + 16 - editor.y),
    };
    assert.ok(
      firstAnswer.y > clip.y && hoverBox.x + hoverBox.width < clip.x + clip.width,
      'the answers and the hover are inside the picture',
    );

    const name = 'annotations.png';
    const png = await page.screenshot({ path: screenshotPath(name), clip });
    const published = publishScreenshot(name);
    console.log(`      screenshot: ${screenshotPath(name)}${published ? `, copied to ${published}` : ''}`);
    // The verdicts are in the picture: a red pixel where "✗ step 4" is drawn.
    const annotations = await annotationsByLine(page);
    const wrong = annotations.find((found) => found.annotation.startsWith('✗ step 4'));
    assert.ok(wrong);
    const lineBox = await line.boundingBox();
    assert.ok(lineBox);
    const samples: [number, number][] = [];
    for (let dx = 0; dx < wrong.width; dx += 2)
      for (let dy = 2; dy < lineBox.height - 2; dy += 2)
        samples.push([Math.round(wrong.left + dx - clip.x), Math.round(lineBox.y + dy - clip.y)]);
    const pixels = await pixelsOf(page, png, samples);
    assert.ok(
      pixels.some(([red, green, blue]) => red > 120 && red > green * 2 && red > blue * 2),
      'the red "✗ step 4" verdict is in the screenshot',
    );
  });

  it('counts the wrong answers in the status bar, and lists them in the Problems panel', async () => {
    const { page } = workbench;
    const problems = page.locator('#status\\.problems');
    // Only cases.out is open: its three wrong answers are the errors; the longer-than-shortest
    // answer on line 6 is a hint, which the count leaves out.
    const label = await waitUntil(
      'three errors in the status bar',
      async () => (await problems.getAttribute('aria-label')) ?? '',
      (text) => /^Errors: 3\b/.test(text),
    );
    assert.match(label, /^Errors: 3(, Warnings: 0)?$/);
    assert.match(
      (await problems.innerText()).replace(/\s+/g, ' ').trim(),
      /^3 0$/,
      'the error and warning counts shown',
    );

    await problems.click();
    const rows = page.locator('.markers-panel .monaco-list-row');
    const wanted = [
      'Error: ends 1 move from the goal at line 5 and character 1. generated by eight puzzle',
      "Error: step 4: 'd' leaves the board at line 7 and character 4. generated by eight puzzle",
      'Error: this board is solvable (in 1 move) at line 8 and character 1. generated by eight puzzle',
    ];
    const listed = await waitUntil(
      'the Problems panel to list cases.out and its three errors',
      async () =>
        (await rows.evaluateAll((found) => found.map((row) => row.getAttribute('aria-label') ?? ''))).filter(
          (text) => text !== '',
        ),
      (found) => found.length === 4,
    );
    assert.deepEqual(listed, ['3 problems in file cases.out of folder hdu1043', ...wanted]);
  });

  it('judges an answer again as it is typed, in an answer within a C++ comment', async () => {
    const { page } = workbench;
    await openFromExplorer(page, 'solution.cpp');
    await focusEditor(page, 'solution.cpp');
    // The click that focused the editor may have landed below its last line while it was still being laid out
    // (the Problems panel had just opened), scrolling line 6 out of view, where nothing of it is drawn.
    await cursorToLine(page, 1);
    // Line 6: "//   2 3 4 1 5 x 7 6 8   ullddrurdllurdrul", an answer two moves short.
    const wrong = await waitUntil(
      "the verdict after solution.cpp's short answer",
      () => annotationsByLine(page),
      (found) => found.some((annotation) => annotation.line.endsWith('ullddrurdllurdrul')),
    );
    assert.equal(
      wrong.find((annotation) => annotation.line.endsWith('ullddrurdllurdrul'))?.annotation,
      '✗ ends 2 moves from the goal',
    );

    // Type the two missing moves at the end of the answer. The cursor goes there by keyboard: a click aimed
    // at the
    // end of line 6 can land on a CodeLens drawn above it meanwhile (a busy machine draws lenses late), which
    // runs
    // the lens's command instead.
    await cursorToLine(page, 6);
    await page.keyboard.press('End');
    await page.keyboard.type('dr');
    const completed = /2 3 4 1 5 x 7 6 8 +ullddrurdllurdruldr$/;
    const verdicts = await waitUntil(
      'the verdicts after line 4 and the completed line 6',
      async () =>
        (await annotationsByLine(page))
          .filter((annotation) => completed.test(annotation.line))
          .map((annotation) => annotation.annotation),
      (found) => found.length === 2 && found.every((verdict) => verdict === '✓ 19 moves, shortest'),
    );
    assert.deepEqual(verdicts, ['✓ 19 moves, shortest', '✓ 19 moves, shortest']);
  });
});
