// ESLint (flat config) with typescript-eslint's type-aware rules: above all
// no-floating-promises, since a promise nobody awaits in the extension host
// fails silently. `npm run lint`; `npm test` runs it before the suites.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
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

export default defineConfig(
  globalIgnores(['dist/', 'out/', 'test/runner/out/', 'test/code-server/', '.vscode-test/', 'test-results/', '**/*.vsix',
    // The precision corpus is other people's code, as users write it, for the scanner to read.
    'test/fixtures/']),
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
);
