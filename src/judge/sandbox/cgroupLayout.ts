// Which cgroups a run gets here, found once per judge process: each role
// (holding the tree and killing it; CPU time; memory; a process count) goes
// to the best hierarchy that has it and that this process may use, tried
// for real by a shell that joins them before the first run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { Hierarchy, readHierarchies } from './cgroupMounts';
import { newRunName } from './names';
import { untilSync } from './pause';
import { quoteForShell } from '../spec';

/** What a run's cgroup in one hierarchy is for. */
export type CgroupRole = 'tree' | 'cpu' | 'memory' | 'pids';

/** One hierarchy a run joins: where its cgroup is made, and what it is there for. */
export interface CgroupSlot {
  readonly version: 1 | 2;
  /** The folder a run's cgroup is made in: our own cgroup's. */
  readonly parent: string;
  readonly roles: readonly CgroupRole[];
  /** v2's cgroup.kill (Linux 5.14): the whole cgroup killed by one write. */
  readonly canKill: boolean;
}

export interface CgroupLayout {
  readonly slots: readonly CgroupSlot[];
}

/** The files that say a made cgroup can play a role. */
const ROLE_FILES: Readonly<Record<1 | 2, Readonly<Record<CgroupRole, string>>>> = {
  1: { tree: 'cgroup.procs', cpu: 'cpuacct.usage', memory: 'memory.max_usage_in_bytes', pids: 'pids.max' },
  2: { tree: 'cgroup.procs', cpu: 'cpu.stat', memory: 'memory.peak', pids: 'pids.max' },
};

/**
 * A place to try: a hierarchy's own cgroup and the roles it could play, best first in each role's ranking.
 */
interface Candidate {
  readonly version: 1 | 2;
  readonly parent: string;
  readonly roles: readonly CgroupRole[];
}

let cached: CgroupLayout | null | undefined;
let onlyRoles: readonly CgroupRole[] | undefined;

/** The cgroups a run joins on this machine, or null where none can be made (then /proc does the work). */
export function cgroupLayout(): CgroupLayout | null {
  if (cached === undefined)
    cached = process.platform === 'linux' ? probe(candidates(readHierarchies())) : null;
  if (cached === null || onlyRoles === undefined) return cached;
  const roles = onlyRoles;
  const slots = cached.slots
    .map((slot) => ({ ...slot, roles: slot.roles.filter((role) => roles.includes(role)) }))
    .filter((slot) => slot.roles.length > 0);
  return slots.some((slot) => slot.roles.includes('tree')) ? { slots } : null;
}

/**
 * For tests: runs use only these roles of the machine's cgroups (the others
 * fall to /proc), as on a machine whose cgroup v2 hands down no memory
 * controller; undefined restores them all.
 */
export function useCgroupRoles(roles: readonly CgroupRole[] | undefined): void {
  onlyRoles = roles;
}

function candidates(hierarchies: readonly Hierarchy[]): Candidate[] {
  const found: Candidate[] = [];
  const v2 = hierarchies.find((h) => h.version === 2 && h.ownFolder !== undefined);
  if (v2?.ownFolder !== undefined) {
    // A v2 child has memory and pids only if its parent hands them down (the parent's subtree_control).
    const handed = readWords(join(v2.ownFolder, 'cgroup.subtree_control'));
    found.push({
      version: 2,
      parent: v2.ownFolder,
      roles: [
        'tree',
        'cpu',
        ...(handed.includes('memory') ? (['memory'] as const) : []),
        ...(handed.includes('pids') ? (['pids'] as const) : []),
      ],
    });
  }
  for (const [controller, roles] of [
    ['memory', ['memory', 'tree']],
    ['pids', ['pids', 'tree']],
    ['cpuacct', ['cpu', 'tree']],
  ] as const) {
    const v1 = hierarchies.find(
      (h) => h.version === 1 && h.controllers.includes(controller) && h.ownFolder !== undefined,
    );
    if (v1?.ownFolder !== undefined) found.push({ version: 1, parent: v1.ownFolder, roles });
  }
  return found;
}

/**
 * Makes a cgroup in every candidate, has a shell join each, and keeps
 * those it could join and whose files are there; then gives each role to
 * the first that can play it.
 */
function probe(places: readonly Candidate[]): CgroupLayout | null {
  if (places.length === 0 || !existsSync('/bin/sh')) return null;
  const name = newRunName();
  const made = places.map((place) => {
    const folder = join(place.parent, name);
    try {
      mkdirSync(folder);
      return folder;
    } catch {
      return undefined;
    }
  });
  const script = made
    .map((folder, i) =>
      folder === undefined
        ? ''
        : `echo $$ > ${quoteForShell(join(folder, 'cgroup.procs'))} 2>/dev/null && echo ${i};`,
    )
    .join(' ');
  const joined = new Set<number>();
  if (script.trim() !== '') {
    const result = spawnSync('/bin/sh', ['-c', script], { encoding: 'utf8', timeout: 5000 });
    for (const word of (result.stdout ?? '').split(/\s+/)) if (word !== '') joined.add(Number(word));
  }
  const usable: Array<{ place: Candidate; roles: CgroupRole[]; canKill: boolean }> = [];
  made.forEach((folder, i) => {
    if (folder === undefined) return;
    const place = places[i];
    if (joined.has(i)) {
      const roles = place.roles.filter((role) => existsSync(join(folder, ROLE_FILES[place.version][role])));
      usable.push({ place, roles, canKill: place.version === 2 && existsSync(join(folder, 'cgroup.kill')) });
    }
    // The shell has exited: the cgroup is empty, and goes.
    untilSync(() => removed(folder), 500);
  });
  const slots: CgroupSlot[] = [];
  const given = new Set<CgroupRole>();
  for (const role of ['tree', 'memory', 'pids', 'cpu'] as const) {
    const winner = usable.find((u) => u.roles.includes(role));
    if (winner === undefined) continue;
    given.add(role);
    const slot = slots.find((s) => s.parent === winner.place.parent);
    if (slot) (slot.roles as CgroupRole[]).push(role);
    else
      slots.push({
        version: winner.place.version,
        parent: winner.place.parent,
        roles: [role],
        canKill: winner.canKill,
      });
  }
  return given.has('tree') ? { slots } : null;
}

function removed(folder: string): boolean {
  try {
    rmdirSync(folder);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

function readWords(path: string): string[] {
  try {
    return readFileSync(path, 'utf8')
      .split(/\s+/)
      .filter((word) => word !== '');
  } catch {
    return [];
  }
}

/** After a run could not join its cgroups: every later run uses /proc. */
export function forgetCgroups(): void {
  cached = null;
}
