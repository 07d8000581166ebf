// The one way a cache file is opened, in this process: what is read, what is
// refused and why, and what is as good as no file. The command line's runs
// against each attack are in cliCacheTrust.test.ts.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCacheFile } from '../../../src/solver/cacheFileRead';

describe('readCacheFile', () => {
  let scratch: string;
  before(() => (scratch = mkdtempSync(join(tmpdir(), 'eight-puzzle-cache-read-'))));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('reads a file of ours up to its bound, and refuses one byte more before reading it', () => {
    const path = join(scratch, 'ours.bin');
    writeFileSync(path, Buffer.alloc(100, 7), { mode: 0o644 });
    const read = readCacheFile(path, 100);
    assert.equal(read.kind, 'read');
    assert.deepEqual(read.kind === 'read' && Buffer.from(read.bytes), Buffer.alloc(100, 7));
    assert.deepEqual(readCacheFile(path, 99), {
      kind: 'refused',
      refused: { path, why: 'it is 100 bytes, longer than the 99 its kind can be' },
    });
  });

  it('takes no file, and a directory where a file goes, as absent, without a word: the writer says what it finds', () => {
    assert.deepEqual(readCacheFile(join(scratch, 'none.bin'), 100), { kind: 'absent' });
    mkdirSync(join(scratch, 'directory.bin'));
    assert.deepEqual(readCacheFile(join(scratch, 'directory.bin'), 100), { kind: 'absent' });
  });

  it('refuses a FIFO at once, with no writer at its other end', () => {
    const path = join(scratch, 'fifo.bin');
    execFileSync('mkfifo', [path]);
    const started = process.hrtime.bigint();
    const read = readCacheFile(path, 100);
    console.log(`figure: a FIFO refused in ${Number(process.hrtime.bigint() - started) / 1000} µs`);
    assert.deepEqual(read, {
      kind: 'refused',
      refused: { path, why: 'it is a named pipe (FIFO), not a regular file' },
    });
  });

  it('refuses a link, whatever it leads to, even a file of ours', () => {
    const target = join(scratch, 'target.bin');
    writeFileSync(target, 'x', { mode: 0o644 });
    for (const [name, to] of [
      ['to-file.bin', target],
      ['to-zero.bin', '/dev/zero'],
      ['dangling.bin', join(scratch, 'gone')],
    ]) {
      const path = join(scratch, name);
      symlinkSync(to, path);
      assert.deepEqual(
        readCacheFile(path, 100),
        { kind: 'refused', refused: { path, why: 'it is a symbolic link' } },
        name,
      );
    }
  });
});
