// The judge's bounds on what it is asked, the same for the command line, the
// extension's settings and the runner that applies them.

/** The most boards `random:N` draws. */
export const MOST_RANDOM_CASES = 1_000_000;

/** A limit over ten minutes per board is a mistake, not a choice. */
export const MOST_TIME_LIMIT_MS = 600_000;
