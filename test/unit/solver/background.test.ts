// The full databases' background build (src/solver/background.ts), on
// builder threads that share the groups, from the real worker script
// (dist/solverWorker.js, from `npm run build`): the tables that come back, and the files cached,
// are byte for byte those built in this thread. On 3×4 and 4×3, whose
// groups build in under a second; 4×4's go the same way (solver.test.ts).
import * as assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { puzzleOf, sizeByKey } from '../../../src/engine';
import {
  buildPatternDatabase,
  databaseFileName,
  encodeDatabase,
  partitionFor,
  PatternDatabase,
} from '../../../src/engine/pdb';
import { buildInBackground } from '../../../src/solver/background';

const WORKER = join(__dirname, '..', '..', '..', '..', 'dist', 'solverWorker.js');

describe('the background build, on builder threads that share the groups', function () {
  this.timeout(60_000);

  for (const key of ['3x4', '4x3'] as const) {
    it(`builds ${key}'s groups in parallel threads, byte for byte as one thread does, and caches each`, async function () {
      const puzzle = puzzleOf(sizeByKey(key));
      const cache = mkdtempSync(join(tmpdir(), 'eight-puzzle-background-'));
      try {
        const databases = await new Promise<PatternDatabase[]>((resolve, reject) =>
          buildInBackground(
            puzzle,
            cache,
            {
              onBuilt: resolve,
              onFailed: () => reject(new Error('a builder failed')),
              onCacheProblem: (problem) => reject(new Error(problem.code)),
            },
            { script: WORKER, threads: 2 },
          ),
        );
        const groups = partitionFor(puzzle);
        assert.deepEqual(
          databases.map(({ tiles }) => tiles),
          groups,
        );
        for (const [i, tiles] of groups.entries()) {
          const here = encodeDatabase(buildPatternDatabase(puzzle, tiles)!);
          assert.deepEqual(encodeDatabase(databases[i]), here, `tiles ${tiles.join(' ')}`);
          assert.deepEqual(Uint8Array.from(readFileSync(join(cache, databaseFileName(puzzle, tiles)))), here);
        }
      } finally {
        rmSync(cache, { recursive: true, force: true });
      }
    });
  }

  it('hurried (builders more, claiming from the same counter), still gives back every group whole, in order, byte for byte', async function () {
    const puzzle = puzzleOf(sizeByKey('3x4'));
    const cache = mkdtempSync(join(tmpdir(), 'eight-puzzle-background-'));
    try {
      const databases = await new Promise<PatternDatabase[]>((resolve, reject) => {
        const build = buildInBackground(
          puzzle,
          cache,
          {
            onBuilt: resolve,
            onFailed: () => reject(new Error('a builder failed')),
            onCacheProblem: (problem) => reject(new Error(problem.code)),
          },
          { script: WORKER, threads: 1 },
        );
        build.hurry?.();
        build.hurry?.();
      });
      const groups = partitionFor(puzzle);
      assert.deepEqual(
        databases.map(({ tiles }) => tiles),
        groups,
      );
      for (const [i, tiles] of groups.entries())
        assert.deepEqual(
          encodeDatabase(databases[i]),
          encodeDatabase(buildPatternDatabase(puzzle, tiles)!),
          `tiles ${tiles.join(' ')}`,
        );
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });

  it('reports a builder that cannot run as failed, and builds nothing', async function () {
    const puzzle = puzzleOf(sizeByKey('3x4'));
    await new Promise<void>((resolve) =>
      buildInBackground(
        puzzle,
        tmpdir(),
        {
          onBuilt: () => assert.fail('built from a script that does not exist'),
          onFailed: resolve,
          onCacheProblem: () => undefined,
        },
        { script: join(tmpdir(), 'no-such-worker.js'), threads: 2 },
      ),
    );
  });
});
