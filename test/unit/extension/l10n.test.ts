// Fails when a string the user can see has no Simplified Chinese translation,
// or when a translation has gone stale or lost a placeholder. Keys are found
// the way users meet them: package.json's %key% placeholders, literals passed
// to vscode.l10n.t, and the engine's messages produced by the engine itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AnswerVerdict,
  Board,
  describeVerdict,
  EIGHT_PUZZLE,
  judgeAnswer,
  judgeMoveCount,
  MoveCountVerdict,
  parseBoard,
  ParseError,
  Puzzle,
  puzzleOf,
  Size,
  sizeNamed,
  sizeOfCells,
} from '../../../src/engine';
import { BOARD_ENGLISH, BoardStringKey } from '../../../src/protocol/boardStrings';
import { LAB_ENGLISH } from '../../../src/protocol/labStrings';
import { BoardStrings } from '../../../src/pages/kit/strings';
import { problemTemplates } from '../../../src/extension/testing/problemTexts';
import { L10nUse, readLiteral, scanText, scanTree } from '../support/l10nScan';

const ROOT = join(__dirname, '..', '..', '..', '..');

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
}

function stringTable(path: string): Record<string, string> {
  const table = readJson(path);
  assert.ok(typeof table === 'object' && table !== null && !Array.isArray(table), `${path} is not an object`);
  for (const [key, value] of Object.entries(table))
    assert.ok(
      typeof value === 'string' && value.trim() !== '',
      `${path}: "${key}" is not a non-empty string`,
    );
  return table as Record<string, string>;
}

/** The `{0}`, `{1}` … of a message, sorted: a translation may reorder them but not drop, add or renumber any. */
function placeholders(message: string): string[] {
  return (message.match(/\{\d+\}/g) ?? []).sort();
}

/** Keys that `table` lacks, for one readable failure listing all of them. */
function missingFrom(table: Record<string, string>, keys: Iterable<string>): string[] {
  return [...new Set(keys)].filter((key) => !Object.hasOwn(table, key));
}

// Each kind of parse error, from texts that reach every wording of it (singular and plural counts, blank or
// tile missing).
// A Record over the union, so a new code fails to compile until it has samples here.
const PARSE_SAMPLES: Record<ParseError['code'], readonly string[]> = {
  'unknown-symbol': ['1 2 3 9', 'ten'],
  'too-few-cells': ['', '1', '1 2', '1 1 2 3 4 5 6 7'],
  'too-many-cells': ['1 2 3 4 5 6 7 8 x 1', '12345678x12'],
  'missing-tile': ['1 2 3 4 5 6 7 8', '1 2 3 4 5 6 7 x'],
  'repeated-tile': ['1 1 2 3 4 5 6 7 8', '1 2 3 4 5 6 7 8 8'],
  'two-blanks': ['x x 1 2 3 4 5 6 7', '1 2 3 4 5 6 7 0 .'],
  'size-needed': ['1 2 3 4 5 x'],
};

// The wordings of other sizes (a size given, or 16 cells inferred), which name the size's own counts and
// tiles.
const SIZED_PARSE_SAMPLES: Record<ParseError['code'], readonly (readonly [string, string])[]> = {
  'unknown-symbol': [
    ['1 2 3 9', '2x2'],
    ['1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16', '4x4'],
  ],
  'too-few-cells': [
    ['1', '2x2'],
    ['1 2 3 4', '2x3'],
  ],
  'too-many-cells': [
    ['1 2 3 x 1', '2x2'],
    ['1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 1', '4x4'],
  ],
  'missing-tile': [
    ['1 2 3', '2x2'],
    ['1 2 x', '2x2'],
  ],
  'repeated-tile': [['1 1 2 x', '2x2']],
  'two-blanks': [['x 1 2 .', '2x2']],
  'size-needed': [
    ['1 2 3 4 5 6 7 x', ''],
    ['1 2 3 4 5 6 7 8 9 10 11 0', ''],
  ],
};

function sizeSample(key: string): Size | undefined {
  if (key === '') return undefined;
  const size = sizeNamed(key);
  assert.ok(size, key);
  return size;
}

function parseErrors(): ParseError[] {
  const sized = Object.entries(SIZED_PARSE_SAMPLES).flatMap(([code, samples]) =>
    samples.map(([text, size]) => {
      const result = parseBoard(text, sizeSample(size));
      assert.ok(!result.ok, `${JSON.stringify(text)} should not parse as ${size}`);
      assert.equal(result.error.code, code, `${JSON.stringify(text)} should be a ${code} error as ${size}`);
      return result.error;
    }),
  );
  return [...sized, ...eightPuzzleParseErrors()];
}

function eightPuzzleParseErrors(): ParseError[] {
  return Object.entries(PARSE_SAMPLES).flatMap(([code, texts]) =>
    texts.map((text) => {
      const result = parseBoard(text, code === 'size-needed' ? undefined : EIGHT_PUZZLE.size);
      assert.ok(!result.ok, `${JSON.stringify(text)} should not parse`);
      assert.equal(result.error.code, code, `${JSON.stringify(text)} should be a ${code} error`);
      return result.error;
    }),
  );
}

function board(text: string): Board {
  const result = parseBoard(text);
  assert.ok(result.ok, text);
  return result.board;
}

const GOAL = board('1 2 3 4 5 6 7 8 x');
const ONE_AWAY = board('1 2 3 4 5 6 7 x 8');
const TWO_AWAY = board('1 2 3 4 5 6 x 7 8');
const FAR = board('2 3 4 1 5 x 7 6 8');
const UNSOLVABLE_BOARD = board('2 1 3 4 5 6 7 8 x');
// Four moves of the blank from the goal (ulul), and a cycle of three tiles (ulldru): their answers read as
// the tile's moves.
const TILE_CORNER = board('x 1 3 4 2 5 7 8 6');
const TILE_CYCLE = board('1 2 3 7 x 5 8 4 6');
// 15-puzzle boards, judged without their shortest length (the large solver's to give).
const ONE_AWAY_16 = board('1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15');
const TWO_AWAY_16 = board('1 2 3 4 5 6 7 8 9 10 11 12 13 x 14 15');

// Each verdict with counts of 0, 1 and more wherever the wording could depend on them.
const VERDICT_SAMPLES: Record<AnswerVerdict['kind'], readonly (readonly [Board, string])[]> = {
  shortest: [
    [GOAL, ''],
    [ONE_AWAY, 'r'],
    [TWO_AWAY, 'rr'],
  ],
  longer: [
    [GOAL, 'lr'],
    [ONE_AWAY, 'rlr'],
    [TWO_AWAY, 'rrlr'],
  ],
  unsolvable: [[UNSOLVABLE_BOARD, 'unsolvable']],
  // With the tile's reading: shortest, and longer.
  'bad-step': [
    [GOAL, 'd'],
    [GOAL, 'q'],
    [FAR, 'uq'],
    [TILE_CORNER, 'lulu'],
    [TILE_CORNER, 'lrlulu'],
  ],
  'short-of-goal': [
    [ONE_AWAY, ''],
    [TWO_AWAY, 'r'],
    [FAR, 'u'],
    [TILE_CYCLE, 'urdllu'],
    [TILE_CYCLE, 'udurdllu'],
  ],
  'wrongly-unsolvable': [
    [GOAL, 'unsolvable'],
    [ONE_AWAY, 'unsolvable'],
    [TWO_AWAY, 'unsolvable'],
  ],
  'board-unsolvable': [
    [UNSOLVABLE_BOARD, ''],
    [UNSOLVABLE_BOARD, 'r'],
  ],
  'reaches-goal': [
    [ONE_AWAY_16, 'r'],
    [TWO_AWAY_16, 'rr'],
  ],
};

// Lower bounds, where a 15-puzzle board's shortest length is not given.
const AT_LEAST_SAMPLES: readonly (readonly [Board, string])[] = [
  [ONE_AWAY_16, ''],
  [TWO_AWAY_16, ''],
  [ONE_AWAY_16, 'unsolvable'],
  [TWO_AWAY_16, 'unsolvable'],
];
const AT_LEAST_COUNTS: readonly (readonly [Board, number])[] = [
  [TWO_AWAY_16, 1],
  [TWO_AWAY_16, 0],
  [ONE_AWAY_16, 5],
];

// The verdict only a number of moves gets (Luogu P1379's answers, judged by `eight-puzzle judge`), with 0, 1 and more moves.
const MOVE_COUNT_SAMPLES: readonly (readonly [Board, number])[] = [
  [ONE_AWAY, 0],
  [TWO_AWAY, 1],
  [FAR, 2],
];

/** The puzzle toward the default goal of the board's size (9 or 16 cells here). */
function puzzleFor(board: Board): Puzzle {
  const size = sizeOfCells(board.length);
  assert.ok(size, `no one size has ${board.length} cells`);
  return puzzleOf(size);
}

function verdictTemplates(): string[] {
  const answers = Object.entries(VERDICT_SAMPLES).flatMap(([kind, samples]) =>
    samples.map(([start, answer]) => {
      const verdict = judgeAnswer(puzzleFor(start), start, answer);
      assert.equal(verdict.kind, kind, `${JSON.stringify(answer)} should be judged ${kind}`);
      return describeVerdict(verdict).template;
    }),
  );
  const counts = MOVE_COUNT_SAMPLES.map(([start, count]) => {
    const verdict = judgeMoveCount(puzzleFor(start), start, count);
    assert.equal(verdict.kind, 'too-few-moves' satisfies MoveCountVerdict['kind']);
    return describeVerdict(verdict).template;
  });
  const atLeast = AT_LEAST_SAMPLES.map(
    ([start, answer]) => describeVerdict(judgeAnswer(puzzleFor(start), start, answer)).template,
  );
  const atLeastCounts = AT_LEAST_COUNTS.map(
    ([start, count]) => describeVerdict(judgeMoveCount(puzzleFor(start), start, count)).template,
  );
  return [...answers, ...counts, ...atLeast, ...atLeastCounts];
}

/**
 * The one call allowed a non-literal key: localizeTemplate, whose keys the engine and webview checks cover.
 */
const ALLOWED_DYNAMIC = [{ file: 'src/extension/config.ts', dynamic: 'message.template' }];

describe('translations', () => {
  // Read in a hook, so a broken sample or file fails as a test rather than as the whole run.
  let sourceUses: L10nUse[] = [];
  let literalKeys: string[] = [];
  let engineKeys: string[] = [];
  const webviewKeys = [...Object.values(BOARD_ENGLISH), ...Object.values(LAB_ENGLISH)];
  let bundle: Record<string, string> = {};
  before(() => {
    sourceUses = scanTree(ROOT, 'src/extension');
    literalKeys = sourceUses.flatMap((use) => (use.key === undefined ? [] : [use.key]));
    engineKeys = [...parseErrors().map((error) => error.template), ...verdictTemplates()];
    bundle = stringTable('l10n/bundle.l10n.zh-cn.json');
  });

  describe('package.json', () => {
    let manifest: unknown;
    let english: Record<string, string> = {};
    let chinese: Record<string, string> = {};
    let used: string[] = [];
    before(() => {
      manifest = readJson('package.json');
      english = stringTable('package.nls.json');
      chinese = stringTable('package.nls.zh-cn.json');
      used = nlsKeysIn(manifest);
    });

    it('gives every %key% an English and a Chinese text, and keeps no unused ones', () => {
      assert.ok(used.length > 0);
      assert.deepEqual(missingFrom(english, used), [], 'missing from package.nls.json');
      assert.deepEqual(missingFrom(chinese, used), [], 'missing from package.nls.zh-cn.json');
      assert.deepEqual(
        Object.keys(english).filter((key) => !used.includes(key)),
        [],
        'unused keys in package.nls.json',
      );
      assert.deepEqual(
        Object.keys(chinese).filter((key) => !used.includes(key)),
        [],
        'unused keys in package.nls.zh-cn.json',
      );
    });

    it('writes no user-visible contribution text directly into package.json', () => {
      assert.deepEqual(untranslatedTexts(manifest), []);
    });

    it('keeps the command links and placeholders of each text', () => {
      for (const [key, text] of Object.entries(chinese)) {
        assert.deepEqual(commandLinks(text), commandLinks(english[key] ?? ''), `command links of ${key}`);
        assert.deepEqual(placeholders(text), placeholders(english[key] ?? ''), `placeholders of ${key}`);
      }
    });
  });

  describe('the runtime bundle', () => {
    it('finds the extension’s vscode.l10n.t calls', () => {
      assert.ok(literalKeys.length > 30, `only ${literalKeys.length} found: is the scan broken?`);
      assert.ok(literalKeys.includes('Show on Board'));
    });

    it('passes a non-literal to vscode.l10n.t only in localizeTemplate', () => {
      const dynamic = sourceUses.flatMap((use) =>
        use.dynamic === undefined ? [] : [{ file: use.file, dynamic: use.dynamic }],
      );
      assert.deepEqual(
        dynamic,
        ALLOWED_DYNAMIC,
        'use a string literal, or localizeTemplate with a template this test produces',
      );
    });

    it('translates every literal passed to vscode.l10n.t', () => {
      assert.deepEqual(missingFrom(bundle, literalKeys), []);
    });

    it('translates every parse error and verdict the engine words', () => {
      assert.deepEqual(missingFrom(bundle, engineKeys), []);
    });

    it('translates every string of the board webview', () => {
      assert.deepEqual(missingFrom(bundle, webviewKeys), []);
    });

    it('keeps exactly the placeholders of each English key', () => {
      const changed = Object.entries(bundle).filter(
        ([key, text]) => placeholders(key).join() !== placeholders(text).join(),
      );
      assert.deepEqual(changed, []);
    });

    it('keeps no translation that nothing uses', () => {
      // The problems' registry gives the editor its texts as templates, which no literal shows.
      const used = new Set([...literalKeys, ...engineKeys, ...webviewKeys, ...problemTemplates()]);
      assert.deepEqual(
        Object.keys(bundle).filter((key) => !used.has(key)),
        [],
      );
    });
  });

  it('has the webview word each parse error with the engine’s own template, so both share one translation', () => {
    // Each key marked with its own name shows which entry the webview picked.
    const marked = new BoardStrings(
      Object.fromEntries(Object.keys(BOARD_ENGLISH).map((key) => [key, `#${key}`])),
    );
    // The webview's editor reads eight-puzzle boards here; the sizes' wordings come with the board helper's
    // size picker.
    for (const error of eightPuzzleParseErrors().filter((error) => error.code !== 'size-needed')) {
      const shown = marked.parseError(error);
      assert.ok(shown.startsWith('#'), `the webview has no entry for ${error.code}`);
      assert.equal(BOARD_ENGLISH[shown.slice(1) as BoardStringKey], error.template);
    }
  });
});

describe('the l10n source scan', () => {
  it('reads each kind of literal as JavaScript does', () => {
    const uses = scanText(
      'a.ts',
      [
        "vscode.l10n.t('it\\'s {0}', n);",
        'l10n.t("say \\"hi\\"\\u0021");',
        'vscode.l10n . t(\n  `two\nlines`\n);',
      ].join('\n'),
    );
    assert.deepEqual(
      uses.map((use) => use.key),
      ["it's {0}", 'say "hi"!', 'two\nlines'],
    );
    assert.equal(readLiteral('`a ${b}`', 0), undefined);
  });

  it('reports what is not a plain literal, and skips comment lines', () => {
    const text = [
      'vscode.l10n.t(`a ${b}`);',
      "vscode.l10n.t('a' + b);",
      'vscode.l10n.t(message);',
      'const t = vscode.l10n.t;',
      '// vscode.l10n.t(comment)',
      ' * vscode.l10n.t(doc)',
    ].join('\n');
    assert.deepEqual(
      scanText('a.ts', text).map((use) => use.dynamic),
      ['`a ${b}`', "'a' + b", 'message', '(not a call)'],
    );
  });
});

/** Every `%key%` placeholder anywhere in the manifest. */
function nlsKeysIn(value: unknown): string[] {
  if (typeof value === 'string') return /^%[^%\s]+%$/.test(value) ? [value.slice(1, -1)] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(nlsKeysIn);
}

/** Fields of a manifest that VS Code shows to people: each must be a placeholder. */
const SHOWN_FIELDS = new Set([
  'displayName',
  'description',
  'markdownDescription',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'deprecationMessage',
  'markdownDeprecationMessage',
  'title',
  'shortTitle',
  'category',
  'label',
  'contextualTitle',
  'altText',
]);

/** Paths to shown texts (the top-level name and description, and anything under `contributes`) that are not placeholders. */
function untranslatedTexts(manifest: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string, shown: boolean): void => {
    if (typeof value === 'string') {
      if (shown && !/^%[^%\s]+%$/.test(value)) found.push(`${path}: ${JSON.stringify(value)}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${path}[${i}]`, shown));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) visit(item, `${path}.${key}`, SHOWN_FIELDS.has(key));
    }
  };
  const top = manifest as { displayName?: unknown; description?: unknown; contributes?: unknown };
  visit(top.displayName, 'displayName', true);
  visit(top.description, 'description', true);
  visit(top.contributes, 'contributes', false);
  return found;
}

/** The targets of `](command:…)` links in a Markdown text. */
function commandLinks(text: string): string[] {
  return [...text.matchAll(/\]\((command:[^)\s]+)/g)].map((match) => match[1]).sort();
}
