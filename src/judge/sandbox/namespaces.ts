// A namespace per run, made by bubblewrap (Debian's `bubblewrap`, Flatpak's
// sandbox): chosen over `unshare` because it does in one well-kept binary what
// unshare leaves to a script of our own (the mounts in order, a reaper as the
// namespace's first process, the parent-death signal, no new privileges), and
// it works unprivileged through a user namespace.
//
// The program gets its own PID namespace (its first process's end kills every
// process in it, and the judge is out of its sight), mount namespace (the
// machine read-only; the user's home, the extension, the caches, /tmp and
// other runs' folders hidden; only its own folder and a private /tmp
// writable), network namespace (no network, as on the judges), IPC and UTS
// namespaces, and an unprivileged uid: a root judge's programs run as nobody,
// so neither cgroup files nor the judge's own files can be written from inside.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Whether runs get namespaces of their own. */
export type Isolation = 'namespaces' | 'none';

/** `none` turns namespaces off for every run of a process (tests of the layers beneath them; a machine where they misbehave). */
export const ISOLATION_VARIABLE = 'EIGHT_PUZZLE_JUDGE_ISOLATION';

/** The uid and gid a root judge's programs run as: nobody's, which owns nothing. */
export const SANDBOX_ID = 65534;

/**
 * The launcher's file descriptor where bubblewrap says its first process's id and namespaces (the program
 * never holds it).
 */
export const STATUS_FD = 3;

const BWRAP_PATHS = ['/usr/bin/bwrap', '/bin/bwrap', '/usr/local/bin/bwrap'];
const SETPRIV_PATHS = ['/usr/bin/setpriv', '/bin/setpriv'];

/**
 * What this machine can isolate with, found once: bubblewrap, and whether the judge is root (which runs it
 * privileged and drops to nobody inside).
 */
export type Isolator =
  | {
      readonly usable: true;
      readonly bwrap: string;
      readonly setpriv: string | undefined;
      readonly asRoot: boolean;
    }
  | { readonly usable: false; readonly reason: string };

let found: Isolator | undefined;

/** The isolator, probed once by starting a real sandbox. */
export function isolator(): Isolator {
  found ??= probe();
  return found;
}

function probe(): Isolator {
  if (process.platform !== 'linux') return { usable: false, reason: `no namespaces on ${process.platform}` };
  const bwrap = BWRAP_PATHS.find((path) => existsSync(path));
  if (bwrap === undefined)
    return { usable: false, reason: 'bubblewrap (bwrap) is not installed: apt-get install bubblewrap' };
  const asRoot = process.getuid?.() === 0;
  const setpriv = SETPRIV_PATHS.find((path) => existsSync(path));
  if (asRoot && setpriv === undefined)
    return {
      usable: false,
      reason: 'setpriv (util-linux) is missing, and a root judge needs it to run programs as nobody',
    };
  const candidate = { usable: true as const, bwrap, setpriv, asRoot };
  const args = sandboxArgs(candidate, {
    folder: undefined,
    folderWritable: false,
    cwd: '/',
    command: '/bin/sh',
    named: [],
    env: {},
    tmpBytes: 1 << 20,
  });
  const tried = spawnSync(bwrap, [...args, '/bin/sh', '-c', 'exit 0'], {
    encoding: 'utf8',
    timeout: 10_000,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  if (tried.status === 0) return candidate;
  const said = (tried.stderr ?? '').trim().split('\n').pop() ?? '';
  return {
    usable: false,
    reason: `bubblewrap cannot make namespaces here (${said || tried.error?.message || `exit ${tried.status}`}); unprivileged user namespaces may be turned off (kernel.unprivileged_userns_clone, or AppArmor's restriction)`,
  };
}

/** The whole view a run's namespace gives it. */
export interface RunView {
  /**
   * The run's folder: writable for a compile (it is the compiler's own), read-only for a program's run (a
   * judgement's runs share it).
   */
  readonly folder: string | undefined;
  readonly folderWritable: boolean;
  readonly cwd: string;
  /** The program's file (resolved): shown read-only with its tool's folder where a hidden place holds it. */
  readonly command: string;
  /** Paths the run's arguments name: shown read-only where a hidden place holds them. */
  readonly named: readonly string[];
  /** Variables set for the program alone, as it starts. */
  readonly env: Readonly<Record<string, string>>;
  /** The private /tmp's size. */
  readonly tmpBytes: number;
}

/** bubblewrap's arguments up to the program's command (the command and its arguments follow). */
export function sandboxArgs(
  tool: Extract<Isolator, { usable: true }>,
  view: RunView,
  hidden: readonly string[] = hiddenPlaces(),
): string[] {
  const args = [
    // Privileged as root (no user namespace, so that the uid can be dropped to nobody's inside); else a user
    // namespace maps the user to nobody.
    ...(tool.asRoot
      ? []
      : ['--unshare-user', '--uid', String(SANDBOX_ID), '--gid', String(SANDBOX_ID), '--disable-userns']),
    '--unshare-pid',
    '--unshare-net',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--die-with-parent',
    '--json-status-fd',
    String(STATUS_FD),
    // A session of its own: no TIOCSTI into the judge's terminal.
    '--new-session',
    '--ro-bind',
    '/',
    '/',
    '--dev',
    '/dev',
    '--proc',
    '/proc',
  ];
  // The private /tmp is the run's to write, as /tmp is everyone's (a root judge's tmpfs would be root's
  // alone).
  const privateTmp = ['--perms', '1777', '--size', String(view.tmpBytes), '--tmpfs', '/tmp'];
  for (const place of hidden) args.push(...(place === '/tmp' ? privateTmp : ['--tmpfs', place]));
  if (!hidden.includes('/tmp')) args.push(...privateTmp);
  const bind = (flag: '--bind' | '--ro-bind', path: string): void => {
    // The folders on the way are made in a hidden place's tmpfs: searchable by nobody (bwrap would make them
    // 0700).
    const place = hidden.find((outer) => inside(path, outer));
    const steps =
      place === undefined
        ? []
        : relative(place, dirname(path))
            .split(sep)
            .filter((step) => step !== '');
    steps.forEach((_, i) =>
      args.push('--perms', '0755', '--dir', join(place ?? '/', ...steps.slice(0, i + 1))),
    );
    args.push(flag, path, path);
  };
  for (const path of shownAgain(hidden, view)) bind('--ro-bind', path);
  if (view.folder !== undefined) bind(view.folderWritable ? '--bind' : '--ro-bind', view.folder);
  args.push('--chdir', view.cwd);
  for (const [name, value] of Object.entries(view.env)) args.push('--setenv', name, value);
  args.push('--');
  if (tool.asRoot && tool.setpriv !== undefined)
    args.push(
      tool.setpriv,
      `--reuid=${SANDBOX_ID}`,
      `--regid=${SANDBOX_ID}`,
      '--clear-groups',
      '--no-new-privs',
      '--',
    );
  return args;
}

/**
 * The places a run must not see, each covered by an empty tmpfs: the home
 * folder (the user's files, their tools' credentials), the extension and its
 * caches (the judge's own files), the temporary folders (other runs' folders),
 * and /run (the system's sockets). Outermost first, none inside another.
 */
export function hiddenPlaces(): string[] {
  const home = homedir();
  const cache = process.env.EIGHT_PUZZLE_CACHE;
  const xdg = process.env.XDG_CACHE_HOME;
  const candidates = [
    home,
    tmpdir(),
    '/tmp',
    '/var/tmp',
    '/run',
    extensionRoot(),
    cache,
    xdg === undefined ? undefined : join(xdg, 'eight-puzzle'),
  ];
  const places = [
    ...new Set(
      candidates
        .filter((path): path is string => path !== undefined && isAbsolute(path) && resolve(path) !== '/')
        .map((path) => resolve(path)),
    ),
  ]
    .filter(isFolder)
    .sort((a, b) => a.length - b.length);
  return places.filter((place, i) => !places.slice(0, i).some((outer) => inside(place, outer)));
}

/**
 * What a run names under a hidden place, shown again read-only: its working
 * folder and the paths among its arguments as they are; its command with the
 * whole tool folder that holds it (a pyenv or nvm install under the home
 * folder: `~/.pyenv`), which its shims and libraries need.
 */
function shownAgain(hidden: readonly string[], view: RunView): string[] {
  const paths: string[] = [];
  const show = (named: string, whole: boolean): void => {
    if (!isAbsolute(named) || !existsSync(named)) return;
    const path = resolve(named);
    const place = hidden.find((outer) => inside(path, outer));
    if (place === undefined || path === place || (view.folder !== undefined && inside(path, view.folder)))
      return;
    paths.push(whole ? join(place, relative(place, path).split(sep)[0]) : path);
  };
  show(view.command, true);
  show(view.cwd, false);
  for (const named of view.named) show(named, false);
  // Outermost first, so an inner one is not covered by its parent's bind.
  return [...new Set(paths)]
    .sort((a, b) => a.length - b.length)
    .filter((path, i, all) => !all.slice(0, i).some((outer) => inside(path, outer)));
}

/**
 * Where a root judge's program, run as nobody, is closed to it: the first
 * folder on the way to the command that others may not search, or the
 * command itself when others may not run it; undefined where nobody reaches
 * it. A hidden place's folders up to what is shown again are the sandbox's
 * own (searchable), so only the real ones are asked.
 */
export function closedToNobody(
  tool: Extract<Isolator, { usable: true }>,
  command: string,
  folder: string | undefined,
  hidden: readonly string[],
): string | undefined {
  if (!tool.asRoot) return undefined;
  const path = resolve(command);
  const place = hidden.find((outer) => inside(path, outer));
  // The run's folder (and a hidden place's tool folder) is bound where the sandbox made the way to it open.
  const from =
    folder !== undefined && inside(path, folder)
      ? folder
      : place === undefined
        ? '/'
        : join(place, relative(place, path).split(sep)[0]);
  const steps = relative(from, path)
    .split(sep)
    .filter((step) => step !== '');
  for (let i = 0; i <= steps.length; i++) {
    const at = join(from, ...steps.slice(0, i));
    try {
      const { mode, uid, gid } = statSync(at);
      // A folder needs nobody's search bit, the command its execute bit: the owner's where nobody owns it (a
      // run folder), else the group's or others'.
      const bit = uid === SANDBOX_ID ? 0o100 : gid === SANDBOX_ID ? 0o010 : 0o001;
      if ((mode & bit) === 0) return at;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The folder this extension (or command line) was installed in: the nearest above this code with a
 * package.json.
 */
function extensionRoot(): string | undefined {
  // Where this code lies does not change: found once.
  if (root === null) {
    root = undefined;
    for (let folder = __dirname; ; folder = dirname(folder)) {
      if (existsSync(join(folder, 'package.json'))) {
        root = folder;
        break;
      }
      if (dirname(folder) === folder) break;
    }
  }
  return root;
}

let root: string | undefined | null = null;

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function inside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/**
 * The sandbox's first process, as bubblewrap tells it on STATUS_FD: the run is over only when it is gone,
 * with its namespace.
 */
export interface SandboxInit {
  readonly pid: number;
  readonly pidNamespace: string;
}

/**
 * The first process's id and PID namespace in what bubblewrap wrote on STATUS_FD; undefined until it has said
 * them.
 */
export function sandboxInitOf(status: string): SandboxInit | undefined {
  const pid = /"child-pid": (\d+)/.exec(status)?.[1];
  const namespace = /"pid-namespace": (\d+)/.exec(status)?.[1];
  return pid === undefined || namespace === undefined
    ? undefined
    : { pid: Number(pid), pidNamespace: `pid:[${namespace}]` };
}

/**
 * Whether nothing of the run's PID namespace is left: its first process
 * gone (a zombie is), for the kernel ends it only once it has killed and
 * collected every other process in the namespace. A run whose cgroup is
 * empty may still have it there, waiting for the others to be collected.
 */
export function namespaceGone(init: SandboxInit | undefined): boolean {
  if (init === undefined) return true;
  try {
    if (readlinkSync(`/proc/${init.pid}/ns/pid`) !== init.pidNamespace) return true;
    const stat = readFileSync(`/proc/${init.pid}/stat`, 'latin1');
    return stat[stat.lastIndexOf(')') + 2] === 'Z';
  } catch {
    return true;
  }
}
