// ESLint (flat config) with typescript-eslint's type-aware rules: above all
// no-floating-promises, since a promise nobody awaits in the extension host
// fails silently. `npm run lint`; `npm test` runs it before the suites.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { builtinModules } from 'node:module';
import { posix } from 'node:path';
import tseslint from 'typescript-eslint';

/** The Node globals the project's plain JavaScript files use. */
const NODE_GLOBALS = {
  process: 'readonly',
  console: 'readonly',
  require: 'readonly',
  module: 'writable',
  __dirname: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
};

/**
 * The architecture's boundaries, as import rules: each room of src/ may
 * import from itself and from the rooms listed, nothing else of src/. A room
 * is a folder with the folders below it, less the rooms listed inside it; a
 * `*` stands for every folder there, so a new page is a room as it is made.
 * Imports here are relative paths, so each depth below a room gets the
 * pattern of the paths that leave it, which must lead to an allowed room.
 */
export const BOUNDARIES = {
  'src/engine': { may: [], why: 'the engine is pure: it imports nothing but itself' },
  'src/problems': { may: ['src/engine'], why: "the problems' registry is pure: it reads only the engine" },
  'src/solver': {
    may: ['src/engine'],
    why: "the pattern databases' solver is the engine's search in a worker: it reads only the engine",
  },
  'src/judge/spec': {
    may: ['src/engine', 'src/problems'],
    why: "the judge's spec is pure: the engine and the problems' registry only",
  },
  'src/judge': {
    may: ['src/engine', 'src/problems', 'src/solver'],
    why: "the judge runs programs on the problems' cases: the engine, the registry and the large solver's lengths, never the editor or the command line",
  },
  'src/lab/spec': { may: ['src/engine'], why: "the lab's reports are pure data: the engine only" },
  'src/lab': {
    may: ['src/engine', 'src/solver', 'src/judge'],
    why: "the lab runs a learner's heuristic and reads their trace: the engine, the large solver and the judge's way to a program, never the editor",
  },
  'src/cli': {
    may: ['src/engine', 'src/problems', 'src/solver', 'src/judge', 'src/lab'],
    why: 'the command line runs in Node: the engine, the registry, the solver, the judge and the lab, never the editor, the protocol or a page',
  },
  'src/protocol': {
    may: ['src/engine', 'src/lab/spec'],
    why: "the protocol is shared by host and pages: it reads only the engine and the lab's reports",
  },
  'src/pages/kit': {
    may: ['src/engine', 'src/protocol'],
    why: 'the page kit serves every page, and knows none of them',
  },
  'src/pages/*': {
    may: ['src/engine', 'src/protocol', 'src/pages/kit'],
    why: 'a page imports the engine, the protocol and the kit, never host code or another page',
  },
  'src/extension': {
    may: [
      'src/engine',
      'src/protocol',
      'src/problems',
      'src/judge/spec',
      'src/lab/spec',
      'src/solver',
      'src/pages/kit/page',
    ],
    why: "the host builds pages with the kit's page.ts only, never imports a page's internals, and reads the judge's pure spec only (the runner is Node's, the host also runs in a browser)",
  },
};
/** How deep below its room's folder a file may sit and still be checked; test/unit/architecture checks every file is. */
const DEPTHS = [0, 1, 2, 3];

/** Whether `path`, a room or a file, lies inside `room` (`src/pages/kit` inside `src/pages/*`, `src/judge/spec` inside `src/judge`). */
function isInside(path, room) {
  const pathParts = path.split('/');
  const roomParts = room.split('/');
  return (
    path !== room &&
    pathParts.length >= roomParts.length &&
    roomParts.every((part, i) => part === '*' || part === pathParts[i])
  );
}

/** The room a file of src/ (a path from the project's folder, with `/`) is in: the innermost that holds it. */
export function roomOf(file) {
  const rooms = Object.keys(BOUNDARIES).filter((room) => isInside(file, room));
  return rooms.find((room) => !rooms.some((other) => isInside(other, room)));
}

/** Folders that run in a browser or a webview too: no Node module at run time (types are fine). */
const NO_NODE = [
  'src/engine',
  'src/problems',
  'src/judge/spec',
  'src/lab/spec',
  'src/protocol',
  'src/pages',
  'src/extension',
];
const NODE_MODULES = [...new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))];

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function boundaryRules() {
  return Object.entries(BOUNDARIES).flatMap(([folder, { may, why }]) =>
    DEPTHS.map((depth) => {
      const dir = posix.join(folder, ...Array.from({ length: depth }, (_, i) => `d${i}`));
      const leaving = '\\.\\./'.repeat(depth + 1);
      const allowed = may.map((target) => escape(posix.relative(dir, target)));
      const regex = allowed.length === 0 ? `^${leaving}` : `^(?!(?:${allowed.join('|')})(?:/|$))${leaving}`;
      const files = [`${folder}/${'*/'.repeat(depth)}*.ts`];
      const nested = Object.keys(BOUNDARIES).filter((other) => isInside(other, folder));
      return {
        files,
        ignores: nested.map((other) => `${other}/**`),
        rules: {
          'no-restricted-imports': [
            'error',
            {
              paths: [
                ...(folder === 'src/extension'
                  ? []
                  : [{ name: 'vscode', message: 'only src/extension talks to VS Code' }]),
                ...(NO_NODE.some((root) => folder === root || folder.startsWith(`${root}/`))
                  ? NODE_MODULES.map((name) => ({
                      name,
                      allowTypeImports: folder === 'src/extension',
                      message: 'this code runs in a browser too: no Node module',
                    }))
                  : []),
              ],
              patterns: [{ regex, message: why }],
            },
          ],
        },
      };
    }),
  );
}

export default defineConfig(
  globalIgnores([
    'dist/',
    'out/',
    'test/runner/out/',
    'test/code-server/',
    '.vscode-test/',
    'test-results/',
    '**/*.vsix',
    // The precision corpus is other people's code, as users write it, for the scanner to read.
    'test/fixtures/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      // Each file is checked with its own tsconfig: src/engine's has no DOM and no Node.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `const { top: _top, ...rest } = x` drops a property on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: NODE_GLOBALS },
  },
  {
    // Small functions with one purpose; the engine's hot loops say where they are longer, and why.
    // Counted in Prettier's lines, which wrap what used to run past 160 characters.
    files: ['src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 110, skipBlankLines: true, skipComments: true }] },
  },
  ...boundaryRules(),
);
