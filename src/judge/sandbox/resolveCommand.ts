// The program's file, found as execvp finds it, before anything starts: the
// run is launched through a shell (to join its cgroups, set its limits), and
// "not found" and "permission denied" must still be errors of the start, not
// a shell's exit code 127.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

export type Resolved = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly error: NodeJS.ErrnoException };

/** `command` as a path (when it holds a slash, from `cwd`), or the first executable file of that name on `searchPath`. */
export function resolveCommand(command: string, cwd: string | undefined, searchPath: string | undefined): Resolved {
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
