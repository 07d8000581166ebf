// What holds a run on this machine, in plain data and in words: for the
// judge's report, the command line and the docs.
import { cgroupLayout, CgroupRole } from './cgroupLayout';
import { ContainmentChoice, ContainmentKind, defaultChoice, MeasuredBy } from './containment';
import { tiedToJudge } from './launch';
import { hasProc } from './procfs';

export interface SandboxReport {
  readonly containment: ContainmentKind;
  readonly cpuBy: MeasuredBy;
  readonly memoryBy: MeasuredBy;
  /** Whether a cgroup counts processes (pids.max), so a fork bomb is held. */
  readonly countsProcesses: boolean;
  /** Whether a program dies with its judge (setpriv --pdeathsig). */
  readonly tiedToJudge: boolean;
  readonly cgroups: ReadonlyArray<{ readonly version: 1 | 2; readonly parent: string; readonly roles: readonly CgroupRole[] }>;
  /** One sentence: how time and memory are measured and limited here. */
  readonly summary: string;
}

/** How runs are held here, for `choice` (default: the environment's, or the best). */
export function sandboxReport(choice: ContainmentChoice = defaultChoice()): SandboxReport {
  const layout = choice === 'auto' || choice === 'cgroup' ? cgroupLayout() : null;
  const tied = tiedToJudge();
  if (layout !== null) {
    const has = (role: CgroupRole): boolean => layout.slots.some((slot) => slot.roles.includes(role));
    const cpuBy: MeasuredBy = has('cpu') ? 'cgroup' : 'proc';
    const memoryBy: MeasuredBy = has('memory') ? 'cgroup' : 'proc';
    const where = layout.slots.map((slot) => `v${slot.version} ${slot.roles.join('+')}`).join(', ');
    const memory = memoryBy === 'cgroup' ? 'memory held by the kernel at the limit and 128 MiB for file pages (the peak is what the cgroup was charged, less the file pages still charged once the run is gone)' : 'memory sampled from /proc every 10 ms and the run killed over the limit';
    return {
      containment: 'cgroup',
      cpuBy,
      memoryBy,
      countsProcesses: has('pids'),
      tiedToJudge: tied,
      cgroups: layout.slots.map((slot) => ({ version: slot.version, parent: slot.parent, roles: slot.roles })),
      summary: `a cgroup per run (${where}): CPU time of the whole tree ${cpuBy === 'cgroup' ? 'from the cgroup' : 'from /proc'}, ${memory}, every process killed at the end`,
    };
  }
  if (choice !== 'none' && hasProc()) {
    return {
      containment: 'proc',
      cpuBy: 'proc',
      memoryBy: 'proc',
      countsProcesses: false,
      tiedToJudge: tied,
      cgroups: [],
      summary: 'no cgroup can be made here: the tree is found through /proc (parent links and a marker in the environment), its CPU time and resident memory sampled every 10 ms and the run killed over a limit, with rlimits as a backstop (file size; address space, generously)',
    };
  }
  return {
    containment: 'none',
    cpuBy: 'none',
    memoryBy: 'none',
    countsProcesses: false,
    tiedToJudge: tied,
    cgroups: [],
    summary: 'neither cgroups nor /proc here: the time limit is on wall-clock time, memory is neither measured nor limited, and only the process group is killed',
  };
}
