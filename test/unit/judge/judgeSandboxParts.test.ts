// The sandbox's small parts: the run's name (whose judge, in which pid
// namespace), a command found as execvp finds it, a word quoted for the
// shell, the run folder, and the words that say how runs are held here.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { runProgram } from '../../../src/judge/run/runProgram';
import { makeRunFolder, sandboxReport } from '../../../src/judge/sandbox';
import { judgeOf, newRunName } from '../../../src/judge/sandbox/names';
import { resolveCommand } from '../../../src/judge/sandbox/resolveCommand';
import { quoteForShell } from '../../../src/judge/spec';

describe('the sandbox’s parts', () => {
  it('names a run for its judge and its pid namespace, and ignores another namespace’s runs', () => {
    const name = newRunName();
    assert.match(name, /^eight-puzzle-judge-\d+-\d+n[0-9a-f]{12}$/);
    assert.equal(judgeOf(name), process.pid);
    assert.equal(
      judgeOf(name.replace(/-(\d+)n/, '-1n')),
      undefined,
      'a container’s judge: its ids mean nothing here',
    );
    assert.equal(judgeOf('eight-puzzle-judge-42-3fa9c0'), 42, 'a name without a namespace');
    assert.equal(judgeOf('eight-puzzle-judge-test-Ab12Cd'), undefined);
    assert.equal(judgeOf('eight-puzzle-judge-x1Y2z3'), undefined, 'the folders mkdtemp made before');
  });

  it('finds a command as execvp does, and says ENOENT or EACCES as Node’s spawn would', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eight-puzzle-judge-test-'));
    try {
      writeFileSync(join(dir, 'tool'), '#!/bin/sh\n');
      chmodSync(join(dir, 'tool'), 0o755);
      writeFileSync(join(dir, 'plain'), '');
      assert.deepEqual(resolveCommand('./tool', dir, ''), { ok: true, path: join(dir, 'tool') });
      assert.deepEqual(resolveCommand('tool', '/', `/nowhere:${dir}`), { ok: true, path: join(dir, 'tool') });
      const missing = resolveCommand('no-such-program-here', dir, dir);
      assert.ok(!missing.ok && missing.error.code === 'ENOENT');
      const plain = resolveCommand('./plain', dir, '');
      assert.ok(!plain.ok && plain.error.code === 'EACCES');
      const folder = resolveCommand(dir, '/', '');
      assert.ok(!folder.ok && folder.error.code === 'EACCES');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts no run for a command it cannot find, as before the sandbox', async () => {
    const outcome = await runProgram({
      command: 'no-such-program-here',
      args: [],
      input: new Uint8Array(0),
      timeLimitMs: 1000,
      outputLimitBytes: 100,
    });
    assert.ok(!outcome.started);
    assert.equal(outcome.error.code, 'ENOENT');
  });

  it('quotes any word for the shell', () => {
    for (const word of ["it's", 'a b', '$HOME', '"', '\\', "''", '`ls`']) {
      const echoed = spawnSync('/bin/sh', ['-c', `printf %s ${quoteForShell(word)}`], { encoding: 'utf8' });
      assert.equal(echoed.stdout, word);
    }
  });

  it('makes a run folder a later judge recognises as this one’s, and removes it', () => {
    const folder = makeRunFolder();
    assert.equal(judgeOf(basename(folder.path)), process.pid);
    writeFileSync(join(folder.path, 'left'), 'x');
    folder.dispose();
    folder.dispose();
    assert.ok(!existsSync(folder.path));
  });

  it('says how runs are held here, for each choice', () => {
    const none = sandboxReport('none');
    assert.equal(none.containment, 'none');
    assert.match(none.summary, /wall-clock time, memory is neither measured nor limited/);
    const proc = sandboxReport('proc');
    assert.equal(proc.containment, 'proc');
    assert.equal(proc.memoryBy, 'proc');
    const auto = sandboxReport('auto');
    assert.ok(auto.containment === 'cgroup' || auto.containment === 'proc');
    console.log(`      figure: runs here: ${auto.summary}; tied to the judge's life: ${auto.tiedToJudge}`);
  });
});
