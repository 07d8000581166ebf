// Where this process's cgroups are: each mounted hierarchy (v1, one or more
// controllers each; v2, the unified one) and the folder of our own cgroup in
// it, from /proc/self/mountinfo and /proc/self/cgroup.
import { readFileSync } from 'node:fs';

export interface Hierarchy {
  readonly version: 1 | 2;
  /** v1: the controllers mounted together (`memory`; `cpu`, `cpuacct`; `name=systemd`); v2: none listed here. */
  readonly controllers: readonly string[];
  /** Where the hierarchy is mounted. */
  readonly mountPoint: string;
  /** The folder of this process's own cgroup in it, when it is inside the mount. */
  readonly ownFolder: string | undefined;
}

/** The writable cgroup hierarchies mounted here; empty where there are none (or no /proc). */
export function readHierarchies(): Hierarchy[] {
  let mountInfo: string;
  let own: string;
  try {
    mountInfo = readFileSync('/proc/self/mountinfo', 'utf8');
    own = readFileSync('/proc/self/cgroup', 'utf8');
  } catch {
    return [];
  }
  const ownPaths = new Map<string, string>();
  for (const line of own.split('\n')) {
    const first = line.indexOf(':');
    const second = line.indexOf(':', first + 1);
    if (first < 0 || second < 0) continue;
    // `0::/path` is v2's; `4:memory:/path` a v1 hierarchy's, keyed by its controllers.
    ownPaths.set(line.slice(first + 1, second), line.slice(second + 1));
  }
  const found: Hierarchy[] = [];
  for (const line of mountInfo.split('\n')) {
    const [mount, superBlock] = line.split(' - ');
    if (superBlock === undefined) continue;
    const fields = mount.split(' ');
    const [type, , superOptions = ''] = superBlock.split(' ');
    if (type !== 'cgroup' && type !== 'cgroup2') continue;
    if (fields[5]?.split(',').includes('ro')) continue;
    const mountRoot = unescape(fields[3]);
    const mountPoint = unescape(fields[4]);
    const version = type === 'cgroup2' ? 2 : 1;
    const controllers =
      version === 2
        ? []
        : superOptions
            .split(',')
            .filter(
              (option) =>
                option !== 'rw' &&
                option !== 'ro' &&
                !option.startsWith('release_agent') &&
                option !== 'clone_children' &&
                option !== 'noprefix' &&
                option !== 'xattr',
            );
    const ownPath = ownPaths.get(version === 2 ? '' : controllers.join(','));
    found.push({
      version,
      controllers,
      mountPoint,
      ownFolder: ownPath === undefined ? undefined : folderOf(mountPoint, mountRoot, ownPath),
    });
  }
  return found;
}

/** The folder of a cgroup path in a mount of the hierarchy from `mountRoot` down; undefined when the mount does not reach it. */
function folderOf(mountPoint: string, mountRoot: string, path: string): string | undefined {
  if (mountRoot === '/') return path === '/' ? mountPoint : mountPoint + path;
  if (path === mountRoot) return mountPoint;
  if (path.startsWith(`${mountRoot}/`)) return mountPoint + path.slice(mountRoot.length);
  return undefined;
}

/** mountinfo writes a space, a tab, a newline and a backslash in octal. */
function unescape(text: string | undefined): string {
  return (text ?? '').replace(/\\([0-7]{3})/g, (_, code: string) => String.fromCharCode(parseInt(code, 8)));
}
