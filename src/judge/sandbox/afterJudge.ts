// What a judge made for its runs (their cgroups and folders) is removed when
// it dies, however it dies: SIGKILLed, crashed, or its worker thread
// stopped. A small shell started with the judge's first run holds the other
// end of a pipe; the kernel closes it when the judge is gone, and the shell
// then kills what is left in the cgroups, removes them and the folders, and
// exits. A judge that ends normally has removed them already, and the shell
// finds nothing. It runs detached (Ctrl+C at a terminal reaches the judge's
// process group, not it) and out of every run's sight (their PID namespace).
import { ChildProcess, spawn } from 'node:child_process';
import type { Socket } from 'node:net';

const SCRIPT = `
trap '' HUP INT TERM
set -f
cgroups=''
folders=''
nl='
'
while IFS= read -r line; do
  case $line in
    'cgroup '*) cgroups="$cgroups$nl\${line#cgroup }" ;;
    'folder '*) folders="$folders$nl\${line#folder }" ;;
  esac
done
IFS=$nl
for tries in 1 2 3 4 5 6 7 8 9 10; do
  left=''
  for cgroup in $cgroups; do
    [ -d "$cgroup" ] || continue
    echo 1 > "$cgroup/cgroup.kill" 2>/dev/null
    while read -r pid; do kill -9 "$pid" 2>/dev/null; done < "$cgroup/cgroup.procs"
    rmdir "$cgroup" 2>/dev/null || left="$left$nl$cgroup"
  done
  cgroups=$left
  [ -z "$cgroups" ] && break
  sleep 0.1
done
for folder in $folders; do rm -rf -- "$folder"; done
`;

let keeper: ChildProcess | null | undefined;

/** Has `path` (a run's cgroup folder, or its run folder) removed when this judge dies, if it has not removed it itself. */
export function keepAfterJudge(kind: 'cgroup' | 'folder', path: string): void {
  if (process.platform === 'win32' || path.includes('\n')) return;
  keeper ??= start();
  keeper?.stdin?.write(`${kind} ${path}\n`);
}

function start(): ChildProcess | null {
  try {
    const child = spawn('/bin/sh', ['-c', SCRIPT], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
    child.on('error', () => undefined);
    child.stdin?.on('error', () => undefined);
    // Neither the shell nor its pipe keeps the judge alive.
    child.unref();
    (child.stdin as Socket | null)?.unref();
    return child;
  } catch {
    // No shell: the next judge's sweep removes what is left.
    return null;
  }
}
