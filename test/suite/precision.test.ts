import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import {
  CORPUS,
  CorpusFile,
  DEFAULT_GOAL_NOTE,
  LAYOUTS,
  ORDINARY,
  PlantedAnswer,
  SIZED_CORPUS,
  SizedCorpusFile,
} from '../fixtures/precision/expected';
import { closeAll, editorWith, eventually } from './util';

// The bundle runs from out/test/suite; the corpus stays in the repository.
const corpus = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'precision');

const ACCEPTED = new Set<PlantedAnswer['kind']>(['shortest', 'unsolvable', 'longer']);

/** Whether the judge accepts a planted answer: a number of moves only when it is the shortest. */
function accepted(answer: PlantedAnswer): boolean {
  return ACCEPTED.has(answer.kind) && !(answer.count && answer.kind === 'longer');
}

/**
 * The problems the corpus says a file has: every wrong answer an error, every longer one a hint (the
 * default).
 */
function expectedProblems(file: CorpusFile): string[] {
  return file.answers
    .filter((answer) => !accepted(answer) || answer.kind === 'longer')
    .map((answer) => {
      const line = answer.line - 1;
      const step = answer.kind === 'bad-step' ? Number(/^step (\d+)/.exec(answer.message)?.[1]) : undefined;
      const start = answer.column - 1 + (step === undefined ? 0 : step - 1);
      const end = step === undefined ? answer.column - 1 + answer.text.length : start + 1;
      const severity = accepted(answer) ? vscode.DiagnosticSeverity.Hint : vscode.DiagnosticSeverity.Error;
      // The Problems panel says toward which goal a board is unsolvable.
      const message =
        answer.kind === 'board-unsolvable'
          ? `${answer.message} (${file.goalNote ?? DEFAULT_GOAL_NOTE})`
          : answer.message;
      return problem(line, start, end, message, severity);
    })
    .sort();
}

function problem(
  line: number,
  start: number,
  end: number,
  message: string,
  severity: vscode.DiagnosticSeverity,
): string {
  return `${line + 1}:${start + 1}-${end + 1} ${vscode.DiagnosticSeverity[severity]} ${message}`;
}

function ourProblems(uri: vscode.Uri): string[] {
  return vscode.languages
    .getDiagnostics(uri)
    .filter((d) => d.source === 'eight puzzle')
    .map((d) => {
      assert.equal(d.range.start.line, d.range.end.line);
      return problem(
        d.range.start.line,
        d.range.start.character,
        d.range.end.character,
        d.message,
        d.severity,
      );
    })
    .sort();
}

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

/** Words of u, d, l, r that are not planted answers, 1-based as the corpus counts. */
function decoys(text: string, file: CorpusFile): { line: number; column: number; word: string }[] {
  const planted = new Set(file.answers.map((a) => `${a.line}:${a.column}`));
  return text
    .split(/\r?\n/)
    .flatMap((line, i) =>
      [...line.matchAll(/(?<!\w)(?:[udlr]+|unsolvable)(?!\w)/g)]
        .map((word) => ({ line: i + 1, column: (word.index ?? 0) + 1, word: word[0] }))
        .filter((word) => !planted.has(`${word.line}:${word.column}`)),
    );
}

describe('the precision corpus in a real VS Code', function () {
  // Language servers (TypeScript, for the .js and .ts files) start with the first hover.
  this.timeout(90_000);
  afterEach(closeAll);

  for (const file of [...CORPUS, ...LAYOUTS]) {
    it(`${file.file}: the Problems panel, hovers and CodeLens show exactly the planted answers`, async () => {
      const uri = vscode.Uri.file(join(corpus, file.file));
      const document = await vscode.workspace.openTextDocument(uri);
      await vscode.window.showTextDocument(document, { preview: false });
      assert.equal(document.languageId, file.language);

      // Problems: exactly the wrong (and longer) planted answers, each with its verdict.
      const expected = expectedProblems(file);
      await eventually(
        () => JSON.stringify(ourProblems(uri)) === JSON.stringify(expected),
        `the planted problems in ${file.file}`,
        20_000,
      ).catch(() => undefined);
      assert.deepEqual(ourProblems(uri), expected);

      // Hovers: the verdict over every planted answer, and none over any other u/d/l/r word.
      for (const answer of file.answers) {
        const mark = accepted(answer) ? '✓' : '✗';
        const text = await hoverAt(uri, answer.line - 1, answer.column - 1);
        assert.ok(
          text.includes(`${mark} ${answer.message}`),
          `hover over ${answer.text} (line ${answer.line}) says ${JSON.stringify(text)}`,
        );
      }
      for (const decoy of decoys(readFileSync(uri.fsPath, 'utf8'), file)) {
        const text = await hoverAt(uri, decoy.line - 1, decoy.column - 1);
        assert.doesNotMatch(
          text,
          /[✓✗]|After move/,
          `hover over ${decoy.word} (line ${decoy.line}, column ${decoy.column})`,
        );
      }

      // CodeLens: one Solve and one Show on Board above every board, and so above every answered one.
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
        'vscode.executeCodeLensProvider',
        uri,
      );
      const linesWith = (title: (t: string) => boolean): number[] =>
        lenses
          .filter((lens) => title(lens.command?.title ?? ''))
          .map((lens) => lens.range.start.line + 1)
          .sort((a, b) => a - b);
      // On a line of two boards each lens names its board: `2 3 4 1 5 x 7 6 8: Solve (19 moves)`, `Show 2 3 4 1 5 x 7 6 8 on Board`.
      assert.deepEqual(
        linesWith((t) => /^Show (?:.+ )?on Board$/.test(t)),
        file.boards,
      );
      assert.deepEqual(
        linesWith((t) => /^(?:.+: )?(?:Solve \(\d+ moves?\)|Already solved|Unsolvable)$/.test(t)),
        file.boards,
      );
      for (const answer of file.answers) assert.ok(file.boards.includes(answer.board));
    });
  }
});

describe('ordinary files of numbers in a real VS Code', function () {
  this.timeout(60_000);
  afterEach(closeAll);

  for (const file of ORDINARY) {
    it(`${file.file}: no lens and no problem`, async () => {
      const uri = vscode.Uri.file(join(corpus, file.file));
      const document = await vscode.workspace.openTextDocument(uri);
      await vscode.window.showTextDocument(document, { preview: false });
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
        'vscode.executeCodeLensProvider',
        uri,
      );
      assert.deepEqual(
        lenses.map((lens) => `${lens.range.start.line + 1}: ${lens.command?.title ?? ''}`),
        [],
      );
      assert.deepEqual(
        vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'eight puzzle'),
        [],
      );
    });
  }
});

/**
 * Lines (1-based) whose planted answer must be an error: one that leaves the
 * board or falls short of the goal. An answer that reaches the goal is never
 * an error: a hint when a table size knows it is longer, nothing on a large
 * board whose shortest length is not known.
 */
function sizedErrorLines(file: SizedCorpusFile): number[] {
  return file.answers.filter((answer) => !isRight(answer)).map((answer) => answer.line);
}

/**
 * A planted answer of another size that is right: it reaches the goal, says unsolvable of an unsolvable
 * board, or counts the fewest moves.
 */
function isRight(answer: SizedCorpusFile['answers'][number]): boolean {
  return (
    answer.outcome.startsWith('goal in') ||
    answer.outcome === 'unsolvable' ||
    /^count .*(?:shortest|unsolvable)$/.test(answer.outcome)
  );
}

describe('the precision corpus of other sizes in a real VS Code', function () {
  this.timeout(90_000);
  afterEach(closeAll);

  for (const file of SIZED_CORPUS) {
    it(`${file.file}: the Problems panel, hovers and CodeLens show exactly the planted answers of every size`, async () => {
      const uri = vscode.Uri.file(join(corpus, file.file));
      const document = await vscode.workspace.openTextDocument(uri);
      await vscode.window.showTextDocument(document, { preview: false });
      assert.equal(document.languageId, file.language);

      const errorLines = (): number[] =>
        vscode.languages
          .getDiagnostics(uri)
          .filter((d) => d.source === 'eight puzzle' && d.severity === vscode.DiagnosticSeverity.Error)
          .map((d) => d.range.start.line + 1)
          .sort((a, b) => a - b);
      const expected = sizedErrorLines(file).sort((a, b) => a - b);
      await eventually(
        () => JSON.stringify(errorLines()) === JSON.stringify(expected),
        `the planted errors in ${file.file}`,
        20_000,
      ).catch(() => undefined);
      assert.deepEqual(errorLines(), expected);
      const planted = new Set(file.answers.map((answer) => answer.line));
      const elsewhere = vscode.languages
        .getDiagnostics(uri)
        .filter((d) => d.source === 'eight puzzle' && !planted.has(d.range.start.line + 1));
      assert.deepEqual(
        elsewhere.map((d) => `${d.range.start.line + 1}: ${d.message}`),
        [],
      );

      for (const answer of file.answers) {
        const text = await hoverAt(uri, answer.line - 1, answer.column - 1);
        // A count has no moves to step through: its verdict alone.
        const count = answer.outcome.startsWith('count') || answer.outcome === 'unsolvable';
        const mark = isRight(answer) ? '✓' : '✗';
        assert.ok(
          (count || text.includes('After move 1 of')) && text.includes(mark),
          `hover over ${answer.text} (line ${answer.line}) says ${JSON.stringify(text)}`,
        );
      }
      const plantedAt = new Set(file.answers.map((a) => `${a.line}:${a.column}`));
      const words = readFileSync(uri.fsPath, 'utf8')
        .split(/\r?\n/)
        .flatMap((line, i) =>
          [...line.matchAll(/(?<!\w)(?:[udlr]+|[UDLR]+|unsolvable)(?!\w)/g)].map((word) => ({
            line: i + 1,
            column: (word.index ?? 0) + 1,
            word: word[0],
          })),
        )
        .filter((word) => !plantedAt.has(`${word.line}:${word.column}`));
      for (const decoy of words) {
        const text = await hoverAt(uri, decoy.line - 1, decoy.column - 1);
        assert.doesNotMatch(
          text,
          /[✓✗]|After move/,
          `hover over ${decoy.word} (line ${decoy.line}, column ${decoy.column})`,
        );
      }

      const boards = file.boards.map((board) => Number.parseInt(board, 10));
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
        'vscode.executeCodeLensProvider',
        uri,
      );
      const linesWith = (title: (t: string) => boolean): number[] =>
        lenses
          .filter((lens) => title(lens.command?.title ?? ''))
          .map((lens) => lens.range.start.line + 1)
          .sort((a, b) => a - b);
      assert.deepEqual(
        linesWith((t) => /^Show (?:.+ )?on Board$/.test(t)),
        boards,
      );
      // Table sizes say their distance; a 4×4 board says "Solve" until the solver has answered it.
      assert.deepEqual(
        linesWith((t) => /^(?:.+: )?(?:Solve( \(\d+ moves?\))?|Already solved|Unsolvable)$/.test(t)),
        boards,
      );
    });
  }
});

describe('no verdict or lens twice', function () {
  this.timeout(30_000);
  afterEach(closeAll);

  /**
   * A document too big for CodeLens to cover whole, with boards at the top and a foldable block among them.
   */
  function bigDocument(): string {
    const lines: string[] = [];
    for (let i = 0; i < 3000; i++) {
      if (i === 4) lines.push('group:');
      else if (i > 4 && i < 16) lines.push('  1 2 3 4 5 6 7 x 8 r');
      else lines.push(i < 120 ? '2 3 4 1 5 x 7 6 8 ullddrurdllurdrul' : 'filler');
    }
    return lines.join('\n');
  }

  function duplicates(lenses: vscode.CodeLens[]): string[] {
    const keys = lenses.map(
      (lens) => `${lens.range.start.line}:${lens.range.start.character} ${lens.command?.title}`,
    );
    return keys.filter((key, i) => keys.indexOf(key) !== i);
  }

  it('gives each board one pair of lenses when two editors show the same lines of a large file', async () => {
    const editor = await editorWith(bigDocument());
    await vscode.window.showTextDocument(editor.document, {
      viewColumn: vscode.ViewColumn.Two,
      preview: false,
    });
    await eventually(
      () => vscode.window.visibleTextEditors.filter((e) => e.document === editor.document).length === 2,
      'two editors on the document',
    );
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      editor.document.uri,
    );
    assert.ok(lenses.length > 0);
    assert.deepEqual(duplicates(lenses), []);
  });

  it('gives each board one pair of lenses, and each answer one problem, when a fold splits the visible lines', async () => {
    const editor = await editorWith(bigDocument());
    editor.selection = new vscode.Selection(4, 0, 4, 0);
    await vscode.commands.executeCommand('editor.fold', { selectionLines: [4], levels: 1 });
    await eventually(
      () => editor.visibleRanges.length >= 2,
      `a fold to split the visible ranges (have ${editor.visibleRanges.length})`,
      10_000,
    );
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      editor.document.uri,
    );
    assert.ok(lenses.some((lens) => lens.range.start.line > 16));
    assert.deepEqual(duplicates(lenses), []);
    // Diagnostics read the whole document in windows: one problem per wrong answer (the 108 after the
    // sample's 19 moves fall short).
    await eventually(
      () => vscode.languages.getDiagnostics(editor.document.uri).length === 108,
      'one problem per wrong answer',
      20_000,
    ).catch(() => undefined);
    assert.equal(
      vscode.languages.getDiagnostics(editor.document.uri).filter((d) => d.source === 'eight puzzle').length,
      108,
    );
  });
});
