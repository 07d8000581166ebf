// Sending SIGKILL, where "already gone" is success.

/** SIGKILL to a process, or with a negative id to a process group; false when there was nothing to kill. */
export function killHard(id: number): boolean {
  try {
    process.kill(id, 'SIGKILL');
    return true;
  } catch {
    // ESRCH: gone already. EPERM: not ours to kill.
    return false;
  }
}

/** Whether a judge's process is gone (so its runs are stale): a zombie judge is gone too. */
export function judgeGone(pid: number, isZombie: (pid: number) => boolean): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  return isZombie(pid);
}
