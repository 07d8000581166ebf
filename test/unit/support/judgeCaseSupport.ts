// What the tests of the judge's problems share.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the tests' 4×4 pattern databases are cached between runs: built once (some seconds), then loaded. */
export const TEST_PDB_CACHE = process.env.EIGHT_PUZZLE_CACHE ?? join(tmpdir(), 'eight-puzzle-test-pdb');
