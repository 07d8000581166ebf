// The program's file, found as execvp finds it, before anything starts: the
// run is launched through a shell (to join its cgroups, set its limits), and
// "not found" and "permission denied" must still be errors of the start, not
// a shell's exit code 127.
import { spawnSync } from 'node:child_process';
import { accessSync, closeSync, constants, openSync, readSync, statSync } from 'node:fs';
import { basename, delimiter, isAbsolute, join, resolve } from 'node:path';

export type Resolved =
  | { readonly ok: true; readonly path: string }
  | { readonly ok: false; readonly error: NodeJS.ErrnoException };

/** `command` as a path (when it holds a slash, from `cwd`), or the first executable file of that name on `searchPath`. */
export function resolveCommand(
  command: string,
  cwd: string | undefined,
  searchPath: string | undefined,
): Resolved {
  const base = cwd ?? process.cwd();
  if (command === '') return failed(command, 'ENOENT');
  if (command.includes('/')) {
    const path = isAbsolute(command) ? command : resolve(base, command);
    const found = check(path);
    return found === 'ok' ? { ok: true, path } : failed(command, found);
  }
  let denied = false;
  for (const dir of (searchPath ?? '/usr/local/bin:/usr/bin:/bin').split(delimiter)) {
    // An empty entry is the working directory, as execvp has it.
    const path = resolve(base, join(dir === '' ? '.' : dir, command));
    const found = check(path);
    if (found === 'ok') return { ok: true, path };
    if (found === 'EACCES') denied = true;
  }
  return failed(command, denied ? 'EACCES' : 'ENOENT');
}

function check(path: string): 'ok' | 'ENOENT' | 'EACCES' {
  try {
    if (!statSync(path).isFile()) return 'EACCES';
    accessSync(path, constants.X_OK);
    return 'ok';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EACCES' ? 'EACCES' : 'ENOENT';
  }
}

/** The error Node's own spawn gives. */
function failed(command: string, code: 'ENOENT' | 'EACCES'): Resolved {
  const error: NodeJS.ErrnoException = new Error(`spawn ${command} ${code}`);
  error.code = code;
  error.errno = code === 'ENOENT' ? -2 : -13;
  error.syscall = `spawn ${command}`;
  error.path = command;
  return { ok: false, error };
}

const interpreters = new Map<string, string>();

/**
 * The Python interpreter that a shim stands for (pyenv's `shims/python3`, a
 * shell script that runs pyenv to choose one: half a second of CPU time at
 * every start, which a program's time limit must not pay), asked once per
 * shim; any other command as it is.
 */
export function behindShim(path: string): string {
  if (!/^python[\d.]*$/.test(basename(path)) || !isScript(path)) return path;
  let real = interpreters.get(path);
  if (real === undefined) {
    const asked = spawnSync(path, ['-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    const named = asked.status === 0 ? asked.stdout.trim() : '';
    real = isAbsolute(named) && check(named) === 'ok' ? named : path;
    interpreters.set(path, real);
  }
  return real;
}

function isScript(path: string): boolean {
  try {
    const fd = openSync(path, 'r');
    try {
      const head = Buffer.alloc(2);
      return readSync(fd, head, 0, 2, 0) === 2 && head.toString('latin1') === '#!';
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}
