// What holds a run on this machine, in plain data and in words: for the
// judge's report, the command line and the docs.
import { cgroupLayout, CgroupRole } from './cgroupLayout';
import { ContainmentChoice, ContainmentKind, defaultChoice, MeasuredBy } from './containment';
import { tiedToJudge } from './launch';
import { Isolation, ISOLATION_VARIABLE, isolator, SANDBOX_ID } from './namespaces';
import { hasProc } from './procfs';

export interface SandboxReport {
  readonly containment: ContainmentKind;
  readonly cpuBy: MeasuredBy;
  readonly memoryBy: MeasuredBy;
  /** Whether a cgroup counts processes (pids.max), so a fork bomb is held. */
  readonly countsProcesses: boolean;
  /** Whether a program dies with its judge (setpriv --pdeathsig). */
  readonly tiedToJudge: boolean;
  readonly cgroups: ReadonlyArray<{
    readonly version: 1 | 2;
    readonly parent: string;
    readonly roles: readonly CgroupRole[];
  }>;
  /**
   * Whether each run gets namespaces of its own (PID, mount, network, IPC, user), and why not where it does
   * not.
   */
  readonly isolation: Isolation;
  readonly isolationReason?: string;
  /** One sentence: how runs are isolated, and how time and memory are measured and limited here. */
  readonly summary: string;
}

/** How runs are isolated here, in plain data and in one sentence. */
function isolationOf(): { isolation: Isolation; isolationReason?: string; sentence: string } {
  if (process.env[ISOLATION_VARIABLE] === 'none')
    return {
      isolation: 'none',
      isolationReason: `${ISOLATION_VARIABLE}=none`,
      sentence: `no namespaces (${ISOLATION_VARIABLE}=none)${WITHOUT}`,
    };
  const tool = isolator();
  if (!tool.usable)
    return {
      isolation: 'none',
      isolationReason: tool.reason,
      sentence: `no namespaces: ${tool.reason}${WITHOUT}`,
    };
  const who = tool.asRoot ? `as nobody (uid ${SANDBOX_ID}), not root` : 'as nobody inside a user namespace';
  return {
    isolation: 'namespaces',
    sentence: `namespaces per run (bubblewrap): PID (nothing outlives the run or the judge, and the judge is out of sight), mount (the machine read-only, the home folder, the extension, its caches and other runs hidden, only the run's folder and a private /tmp writable), no network, IPC; ${who}`,
  };
}

/** Why runs here get no namespaces, and what a program can then do: for a judgement's report. */
export function withoutNamespaces(): string {
  const { isolation, sentence } = isolationOf();
  return isolation === 'none' ? sentence : `no namespaces for this run${WITHOUT}`;
}

/** What a run without namespaces can still do: said wherever they are missing. */
const WITHOUT =
  ": a program runs as the judge's user and can read what that user reads, write where it writes, reach the network, and signal or trace the judge";

/** How runs are held here, for `choice` (default: the environment's, or the best). */
export function sandboxReport(choice: ContainmentChoice = defaultChoice()): SandboxReport {
  const { sentence, ...isolation } = isolationOf();
  const containment = containmentReport(choice);
  return { ...containment, ...isolation, summary: `${sentence}; ${containment.summary}` };
}

function containmentReport(choice: ContainmentChoice): Omit<SandboxReport, 'isolation' | 'isolationReason'> {
  const layout = choice === 'auto' || choice === 'cgroup' ? cgroupLayout() : null;
  const tied = tiedToJudge();
  if (layout !== null) {
    const has = (role: CgroupRole): boolean => layout.slots.some((slot) => slot.roles.includes(role));
    const cpuBy: MeasuredBy = has('cpu') ? 'cgroup' : 'proc';
    const memoryBy: MeasuredBy = has('memory') ? 'cgroup' : 'proc';
    const where = layout.slots.map((slot) => `v${slot.version} ${slot.roles.join('+')}`).join(', ');
    const memory =
      memoryBy === 'cgroup'
        ? 'memory held by the kernel at the limit and 128 MiB for file pages (the peak is what the cgroup was charged, less the file pages still charged once the run is gone)'
        : 'memory sampled from /proc every 10 ms and the run killed over the limit';
    return {
      containment: 'cgroup',
      cpuBy,
      memoryBy,
      countsProcesses: has('pids'),
      tiedToJudge: tied,
      cgroups: layout.slots.map((slot) => ({
        version: slot.version,
        parent: slot.parent,
        roles: slot.roles,
      })),
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
      summary:
        'no cgroup can be made here: the tree is found through /proc (parent links and a marker in the environment), its CPU time and resident memory sampled every 10 ms and the run killed over a limit, with rlimits as a backstop (file size; address space, generously)',
    };
  }
  return {
    containment: 'none',
    cpuBy: 'none',
    memoryBy: 'none',
    countsProcesses: false,
    tiedToJudge: tied,
    cgroups: [],
    summary:
      'neither cgroups nor /proc here: the time limit is on wall-clock time, memory is neither measured nor limited, and only the process group is killed',
  };
}
