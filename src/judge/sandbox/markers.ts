// Which processes carry which run's marker, read from /proc. Every scan lists
// the process ids and reads the environment only of those it has not seen,
// so a scan costs one directory listing once a process is known.
import { RUN_MARKER } from './names';
import { environmentValue, listPids } from './procfs';

/**
 * Each process id seen, with its marker (null: none, or not readable). Shared by every run: a process is read
 * once.
 */
const markers = new Map<number, string | null>();
let lastScan = 0;
/**
 * Scans further apart than this start afresh: an id gone and given to a new
 * process between two scans would keep the old process's marker, and ids
 * come round again only after the whole range of them (32,768 by default)
 * has been handed out, which takes far longer than this.
 */
const FRESH_AFTER_MS = 1000;

/** Rereads /proc: forgets the processes gone, reads the new ones. */
function rescan(): void {
  const at = Date.now();
  if (at - lastScan > FRESH_AFTER_MS) markers.clear();
  lastScan = at;
  const pids = listPids();
  const now = new Set(pids);
  // A process id can come back as another process: forget ids no longer listed.
  for (const pid of markers.keys()) if (!now.has(pid)) markers.delete(pid);
  for (const pid of pids) if (!markers.has(pid)) markers.set(pid, environmentValue(pid, RUN_MARKER));
}

/** The processes now whose marker is `name`. */
export function markedWith(name: string): number[] {
  rescan();
  const found: number[] = [];
  for (const [pid, marker] of markers) if (marker === name) found.push(pid);
  return found;
}

/** Every marked process now, with its marker. */
export function allMarked(): Array<{ readonly pid: number; readonly name: string }> {
  rescan();
  const found: Array<{ pid: number; name: string }> = [];
  for (const [pid, marker] of markers) if (marker !== null) found.push({ pid, name: marker });
  return found;
}

/** Whether `pid` still carries `name`, read again (its id may have passed to another process since the scan). */
export function stillMarked(pid: number, name: string): boolean {
  return environmentValue(pid, RUN_MARKER) === name;
}
