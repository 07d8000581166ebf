// What the harness, the runner extension and the in-host suite agree on.
// The harness starts code-server with these variables set; the extension
// host inherits them, which is how the runner learns what to run and where
// to report.

export const ENV = {
  /** Absolute path of out/test/suite/index.js. */
  suite: 'EIGHT_PUZZLE_TEST_SUITE',
  /** Where the runner writes a SuiteResult as JSON, once, when the run ends. */
  result: 'EIGHT_PUZZLE_TEST_RESULT',
  /** Where the runner appends a line as each test or hook starts and as each test ends, as it goes. */
  log: 'EIGHT_PUZZLE_TEST_LOG',
  /** Optional: run only the tests whose full title matches this (mocha's --grep). */
  grep: 'EIGHT_PUZZLE_TEST_GREP',
} as const;

/**
 * How a log line says a test or hook has started, before its title: the
 * harness does not echo these lines, and names the last one when the suite
 * goes silent.
 */
export const STARTED_MARK = 'runner: started ';

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
  runSuite(onTest?: (outcome: TestOutcome) => void, onStart?: (title: string) => void): Promise<SuiteResult>;
}
