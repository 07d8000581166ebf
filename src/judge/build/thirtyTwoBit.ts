// POJ's and HDU's judges built C and C++ as 32-bit programs (MinGW on
// 32-bit Windows): a pointer, a map's node and a string's bookkeeping take
// half the memory they take in a 64-bit build, and the same program's peak
// there was two thirds of its peak here. This machine builds so too where
// it can (`-m32`: Debian's g++-multilib), and says so where it cannot.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { runProgram } from '../run/runProgram';

/**
 * What a 32-bit build needs of the machine, tried for real: a C++ program with the library's strings and
 * maps, linked.
 */
const PROBES = {
  cpp: '#include <map>\n#include <string>\nint main() { std::map<std::string, std::string> m; m["a"] = "b"; return (int)m.size() - 1; }\n',
  c: '#include <stdio.h>\nint main(void) { return puts("") < 0; }\n',
} as const;

/**
 * A program's standard output line-buffered from its first line, as
 * coreutils' libstdbuf makes it for 64-bit programs (a stopped run then
 * loses no answer it wrote): Debian has no 32-bit libstdbuf, so this one is
 * built with the program.
 */
const LINE_BUFFERED =
  '#include <stdio.h>\n__attribute__((constructor)) static void judge_line_buffered(void) { setvbuf(stdout, NULL, _IOLBF, BUFSIZ); }\n';

/** Enough for a compiler's start on a busy machine; a probe that takes longer says no. */
const PROBE_LIMITS = {
  timeLimitMs: 30_000,
  memoryLimitKiB: 1024 * 1024,
  outputLimitBytes: 64 * 1024,
} as const;

const known = new Map<'cpp' | 'c', Promise<boolean>>();

/** Whether this machine's GCC builds and links 32-bit programs in `language`, and its kernel runs them, found once per process (the probe is built in `folder`). */
export function builds32Bit(language: 'cpp' | 'c', folder: string): Promise<boolean> {
  let answer = known.get(language);
  if (answer === undefined) {
    answer = buildsAndRuns(
      language === 'cpp' ? 'g++' : 'gcc',
      ['-m32', '-x', language === 'cpp' ? 'c++' : 'c', '-', '-o', join(folder, 'judge-probe32')],
      PROBES[language],
      folder,
    );
    known.set(language, answer);
  }
  return answer;
}

/** Builds the 32-bit line-buffering library in `folder`: its path, or undefined where it cannot be built (the output is then buffered as the program has it). */
export async function lineBuffered32(folder: string): Promise<string | undefined> {
  const library = join(folder, 'judge-line-buffered32.so');
  const built = await compiles(
    'gcc',
    ['-m32', '-shared', '-fPIC', '-O2', '-x', 'c', '-', '-o', library],
    LINE_BUFFERED,
    folder,
  );
  return built ? library : undefined;
}

async function compiles(
  compiler: string,
  args: readonly string[],
  source: string,
  folder: string,
): Promise<boolean> {
  const outcome = await runProgram({
    command: compiler,
    args,
    folder,
    input: new TextEncoder().encode(source),
    ...PROBE_LIMITS,
  });
  return outcome.started && outcome.status === 'exited' && outcome.exitCode === 0;
}

/**
 * Whether the probe, built, also runs: a kernel without 32-bit support (ia32_emulation off) links 32-bit
 * programs and cannot start them.
 */
async function buildsAndRuns(
  compiler: string,
  args: readonly string[],
  source: string,
  folder: string,
): Promise<boolean> {
  const probe = args[args.length - 1];
  try {
    if (!(await compiles(compiler, args, source, folder))) return false;
    const ran = await runProgram({
      command: probe,
      args: [],
      folder,
      input: new Uint8Array(0),
      ...PROBE_LIMITS,
    });
    return ran.started && ran.status === 'exited' && ran.exitCode === 0;
  } finally {
    rmSync(probe, { force: true });
  }
}
