// What the harness, the runner extension and the in-host suite agree on.
// The harness starts code-server with these variables set; the extension
// host inherits them, which is how the runner learns what to run and where
// to report.

export const ENV = {
  /** Absolute path of out/test/suite/index.js. */
  suite: 'EIGHT_PUZZLE_TEST_SUITE',
  /** Where the runner writes a SuiteResult as JSON, once, when the run ends. */
  result: 'EIGHT_PUZZLE_TEST_RESULT',
  /** Where the runner appends one line per finished test, as it goes. */
  log: 'EIGHT_PUZZLE_TEST_LOG',
  /** Optional: run only the tests whose full title matches this (mocha's --grep). */
  grep: 'EIGHT_PUZZLE_TEST_GREP',
} as const;

export interface TestOutcome {
  readonly title: string;
  readonly passed: boolean;
  /** Skipped, so neither passed nor failed. */
  readonly pending?: boolean;
  /** Set when it failed. */
  readonly message?: string;
  readonly durationMs?: number;
}

export interface SuiteResult {
  readonly passed: number;
  readonly failed: number;
  /** Skipped (it.skip, or this.skip() in a test). */
  readonly pending: number;
  readonly failures: readonly { readonly title: string; readonly message: string }[];
}

/** The in-host suite's module: `run` for @vscode/test-electron, `runSuite` for the runner. */
export interface SuiteModule {
  run(): Promise<void>;
  runSuite(onTest?: (outcome: TestOutcome) => void): Promise<SuiteResult>;
}
