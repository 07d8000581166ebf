// How a run's first process starts: tied to the judge's life (setpriv
// --pdeathsig: SIGKILL when the thread that started it dies, the judge
// SIGKILLed included), then a shell that sets the rlimits, joins the run's
// cgroups and only then execs the program (through its namespaces, where it
// has them), so none of the program's own code runs outside them. Each layer is an exec of the same process,
// so
// the program keeps the process id Node gave it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { quoteForShell } from '../spec';

const SHELL = '/bin/sh';

/**
 * What the shell says (on standard error, exiting 125) when it cannot join a cgroup: the run did not start.
 */
export const JOIN_FAILED = "eight-puzzle judge: cannot join the run's cgroup";
export const JOIN_FAILED_EXIT = 125;

export interface LaunchPlan {
  /** cgroup.procs files to write the first process's id to. */
  readonly joinFiles: readonly string[];
  readonly fileSizeBytes: number;
  /** RLIMIT_CPU per process, whole seconds. */
  readonly cpuSeconds: number;
  /** RLIMIT_AS, KiB: only where no cgroup limits memory. */
  readonly addressSpaceKiB?: number;
  /**
   * Variables the program gets as it starts, and the launcher's own processes not (a preload library of the
   * program's word size: a 64-bit shell would refuse a 32-bit one, aloud).
   */
  readonly programEnv?: Readonly<Record<string, string>>;
  /** The sandbox's command up to the program's (bubblewrap and its arguments, see namespaces.ts), which then sets `programEnv` itself. */
  readonly sandbox?: readonly string[];
}

export interface Launch {
  readonly file: string;
  readonly args: readonly string[];
  /**
   * What the spawn itself must add to the environment: the program's own variables, where no shell sets them
   * for it alone.
   */
  readonly env?: Readonly<Record<string, string>>;
}

/** What this machine has to launch with, found once. */
interface Tools {
  readonly shell: boolean;
  /** setpriv's path, when it has --pdeathsig (util-linux 2.33). */
  readonly setpriv: string | undefined;
  /** The bytes in one of `ulimit -f`'s blocks for this shell: POSIX says 512, bash outside POSIX mode 1024. */
  readonly fileSizeBlock: number;
}

let tools: Tools | undefined;

function findTools(): Tools {
  if (process.platform === 'win32' || !existsSync(SHELL))
    return { shell: false, setpriv: undefined, fileSizeBlock: 512 };
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find(
    (path) =>
      existsSync(path) &&
      spawnSync(path, ['--pdeathsig', 'KILL', '--', SHELL, '-c', ':'], { timeout: 5000 }).status === 0,
  );
  let fileSizeBlock = 512;
  const limits = spawnSync(SHELL, ['-c', 'ulimit -f 1 && cat /proc/self/limits'], {
    encoding: 'utf8',
    timeout: 5000,
  });
  const line = /^Max file size\s+(\d+)/m.exec(limits.stdout ?? '');
  if (line) fileSizeBlock = Number(line[1]);
  return { shell: true, setpriv, fileSizeBlock };
}

/** Whether runs are tied to the judge's life here (setpriv --pdeathsig). */
export function tiedToJudge(): boolean {
  tools ??= findTools();
  return tools.setpriv !== undefined;
}

/** The argument vector that starts `command` (a resolved path) with `args` under the plan. */
export function launchOf(command: string, args: readonly string[], plan: LaunchPlan): Launch {
  tools ??= findTools();
  if (!tools.shell)
    return plan.sandbox === undefined
      ? { file: command, args, env: plan.programEnv ?? {} }
      : { file: plan.sandbox[0], args: [...plan.sandbox.slice(1), command, ...args] };
  const steps = [
    `ulimit -f ${Math.ceil(plan.fileSizeBytes / tools.fileSizeBlock)}`,
    `ulimit -t ${plan.cpuSeconds}`,
    ...(plan.addressSpaceKiB === undefined ? [] : [`ulimit -v ${plan.addressSpaceKiB}`]),
  ].map((step) => `${step} 2>/dev/null;`);
  // A limit already lower (set by whoever started the judge) stays: `ulimit` cannot raise a hard limit, and its failure is silent.
  if (plan.joinFiles.length > 0) {
    const joins = plan.joinFiles.map((file) => `echo $$ > ${quoteForShell(file)}`).join(' && ');
    steps.push(
      `{ ${joins}; } 2>/dev/null || { echo ${quoteForShell(JOIN_FAILED)} >&2; exit ${JOIN_FAILED_EXIT}; };`,
    );
  }
  if (plan.sandbox === undefined)
    for (const [name, value] of Object.entries(plan.programEnv ?? {}))
      steps.push(`export ${name}=${quoteForShell(value)};`);
  steps.push('exec "$@"');
  const shell = [SHELL, '-c', steps.join(' '), 'sh', ...(plan.sandbox ?? []), command, ...args];
  if (tools.setpriv === undefined) return { file: shell[0], args: shell.slice(1) };
  return { file: tools.setpriv, args: ['--pdeathsig', 'KILL', '--', ...shell] };
}
