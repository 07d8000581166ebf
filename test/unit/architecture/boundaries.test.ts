// The architecture's boundaries (eslint.config.mjs) fail on the imports they
// forbid and pass the ones they allow: the rules are run on small files at
// the places they guard, with ESLint's own API.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(__dirname, '..', '..', '..', '..');

interface Linter {
  lintText(
    code: string,
    options: { filePath: string },
  ): Promise<{ messages: { ruleId: string | null; message: string }[] }[]>;
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
  ];
  for (const [file, line] of allowed) {
    it(`allows ${line} in ${file}`, async () => {
      assert.deepEqual(await refusals(linter, file, line), []);
    });
  }
});
