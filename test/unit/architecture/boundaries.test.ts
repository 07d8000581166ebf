// The architecture's boundaries (eslint.config.mjs) fail on the imports they
// forbid and pass the ones they allow: the rules are run on small files at
// the places they guard, with ESLint's own API. Every file of src/ is under
// one, a new page's folder (here src/pages/race) included.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, sourceFiles } from '../support/sourceImports';

interface Linter {
  lintText(
    code: string,
    options: { filePath: string },
  ): Promise<{ messages: { ruleId: string | null; message: string }[] }[]>;
  calculateConfigForFile(filePath: string): Promise<{ rules?: Record<string, unknown> } | undefined>;
}

/** ESLint with only the boundary rules, loaded at run time: the bundler leaves a computed import alone. */
async function boundaryLinter(): Promise<Linter> {
  const load = (path: string): Promise<Record<string, unknown>> =>
    import(path) as Promise<Record<string, unknown>>;
  const { ESLint } = (await load('eslint')) as { ESLint: new (options: object) => Linter };
  const { boundaryRules } = (await load(pathToFileURL(join(ROOT, 'eslint.config.mjs')).href)) as {
    boundaryRules: () => object[];
  };
  const { default: tseslint } = (await load('typescript-eslint')) as { default: { parser: object } };
  return new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...boundaryRules(),
    ],
  });
}

async function refusals(linter: Linter, filePath: string, importLine: string): Promise<string[]> {
  const [result] = await linter.lintText(`${importLine}\nexport const used = x;\n`, {
    filePath: join(ROOT, filePath),
  });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the architecture’s import boundaries', function () {
  this.timeout(60_000);
  let linter: Linter;
  before(async () => (linter = await boundaryLinter()));

  const refused: [string, string][] = [
    ['src/engine/probe.ts', "import * as x from 'vscode';"],
    ['src/engine/probe.ts', "import { readFileSync as x } from 'node:fs';"],
    ['src/engine/scan/probe.ts', "import { readFileSync as x } from 'fs';"],
    ['src/engine/probe.ts', "import { readSettings as x } from '../extension/config';"],
    ['src/engine/pdb/probe.ts', "import { x } from '../../protocol/messages';"],
    ['src/problems/probe.ts', "import { x } from '../judge/judge';"],
    ['src/protocol/probe.ts', "import { x } from '../pages/kit/dom';"],
    ['src/pages/board/probe.ts', "import { x } from '../lab/app';"],
    ['src/pages/lab/probe.ts', "import { x } from '../board/view';"],
    ['src/pages/board/probe.ts', "import { x } from '../../extension/config';"],
    ['src/pages/kit/probe.ts', "import { x } from '../board/app';"],
    ['src/pages/kit/probe.ts', "import * as x from 'vscode';"],
    ['src/extension/probe.ts', "import { x } from '../pages/board/app';"],
    ['src/extension/board/probe.ts', "import { x } from '../../pages/kit/dom';"],
    ['src/extension/probe.ts', "import { x } from 'node:child_process';"],
    ['src/extension/testing/probe.ts', "import { x } from '../../judge/runProgram';"],
    ['src/extension/lab/probe.ts', "import { x } from '../../lab/heuristic/check';"],
    ['src/lab/spec/probe.ts', "import { x } from 'node:worker_threads';"],
    ['src/lab/spec/probe.ts', "import { x } from '../heuristic/check';"],
    ['src/lab/probe.ts', "import { x } from '../extension/config';"],
    ['src/lab/trace/probe.ts', "import * as x from 'vscode';"],
    ['src/engine/learner/probe.ts', "import { x } from '../../lab/spec';"],
    ['src/engine/formats/probe.ts', "import { x } from '../../problems';"],
    ['src/cli/probe.ts', "import { x } from '../extension/config';"],
    ['src/cli/probe.ts', "import { x } from '../protocol/messages';"],
    ['src/cli/lint/probe.ts', "import * as x from 'vscode';"],
    ['src/cli/judge/probe.ts', "import { x } from '../../pages/kit/dom';"],
    ['src/cli/show/probe.ts', "import { x } from '../../extension/largeBoards';"],
    ['src/pages/race/probe.ts', "import { x } from '../board/app';"],
    ['src/pages/race/probe.ts', "import { x } from '../../extension/config';"],
    ['src/pages/race/probe.ts', "import { x } from '../../solver';"],
    ['src/pages/race/probe.ts', "import { x } from 'node:fs';"],
    ['src/pages/race/probe.ts', "import * as x from 'vscode';"],
    ['src/pages/race/parts/probe.ts', "import { x } from '../../lab/app';"],
    ['src/judge/cases/probe.ts', "import { x } from '../../extension/config';"],
    ['src/judge/run/probe.ts', "import { x } from '../../cli/main';"],
    ['src/judge/answers/probe.ts', "import * as x from 'vscode';"],
    ['src/judge/probe.ts', "import { x } from '../lab/heuristic/check';"],
    ['src/solver/probe.ts', "import { x } from '../judge';"],
    ['src/solver/probe.ts', "import { x } from '../problems';"],
    ['src/solver/probe.ts', "import * as x from 'vscode';"],
  ];
  for (const [file, line] of refused) {
    it(`refuses ${line} in ${file}`, async () => {
      assert.ok((await refusals(linter, file, line)).length > 0, `${line} passed in ${file}`);
    });
  }

  const allowed: [string, string][] = [
    ['src/engine/scan/probe.ts', "import { x } from '../board';"],
    ['src/pages/board/probe.ts', "import { x } from '../kit/dom';"],
    ['src/pages/lab/probe.ts', "import { x } from '../../engine';"],
    ['src/pages/lab/probe.ts', "import { x } from '../../protocol/labMessages';"],
    ['src/extension/board/probe.ts', "import { x } from '../../pages/kit/page';"],
    ['src/extension/probe.ts', "import type { x } from 'node:worker_threads';"],
    ['src/extension/testing/probe.ts', "import * as x from 'vscode';"],
    ['src/extension/testing/probe.ts', "import { x } from '../../judge/spec';"],
    ['src/cli/probe.ts', "import { x } from 'node:fs';"],
    ['src/extension/lab/probe.ts', "import type { x } from '../../lab/spec';"],
    ['src/lab/heuristic/probe.ts', "import { x } from '../../judge/sandbox/resolveCommand';"],
    ['src/lab/heuristic/probe.ts', "import { x } from 'node:child_process';"],
    ['src/lab/spec/probe.ts', "import type { x } from '../../engine/learner/traceFigures';"],
    ['src/protocol/probe.ts', "import type { x } from '../lab/spec';"],
    ['src/engine/formats/probe.ts', "import { x } from '../board';"],
    ['src/cli/probe.ts', "import { x } from './lint/lintCommand';"],
    ['src/cli/judge/probe.ts', "import { x } from '../../judge';"],
    ['src/cli/judge/probe.ts', "import { x } from '../../judge/cases/largeLengths';"],
    ['src/cli/lab/probe.ts', "import { x } from '../../lab/heuristic/check';"],
    ['src/cli/lab/probe.ts', "import { x } from '../../lab/spec';"],
    ['src/cli/io/probe.ts', "import { x } from '../../solver/cacheProblem';"],
    ['src/cli/lint/probe.ts', "import { x } from '../../problems';"],
    ['src/pages/race/probe.ts', "import { x } from '../kit/dom';"],
    ['src/pages/race/probe.ts', "import { x } from '../../engine';"],
    ['src/pages/race/probe.ts', "import { x } from '../../protocol/messages';"],
    ['src/judge/cases/probe.ts', "import { x } from '../../solver';"],
    ['src/judge/run/probe.ts', "import { x } from '../spec';"],
    ['src/judge/run/probe.ts', "import { x } from '../cases/caseSet';"],
    ['src/judge/probe.ts', "import { x } from '../problems';"],
    ['src/solver/probe.ts', "import { x } from '../engine/pdb';"],
  ];
  for (const [file, line] of allowed) {
    it(`allows ${line} in ${file}`, async () => {
      assert.deepEqual(await refusals(linter, file, line), []);
    });
  }

  it('holds every file of src/ to its room’s rule', async () => {
    const unguarded: string[] = [];
    for (const file of sourceFiles()) {
      const config = await linter.calculateConfigForFile(join(ROOT, file));
      if (config?.rules?.['no-restricted-imports'] === undefined) unguarded.push(file);
    }
    assert.deepEqual(
      unguarded,
      [],
      'no boundary applies to these files: give their folder a room in BOUNDARIES',
    );
  });
});
