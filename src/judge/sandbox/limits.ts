// The defaults a run's limits fall back on, and the backstops under them.

/** RLIMIT_FSIZE: no file the program writes grows past this (a 1.6 GB write is stopped at 64 MiB). */
export const DEFAULT_FILE_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Processes and threads at once (pids.max): enough for a JVM's threads on a large machine, not for a fork
 * bomb.
 */
export const DEFAULT_PROCESS_LIMIT = 512;

/**
 * Room in a cgroup's memory limit for the file pages charged to a run: a
 * page of a file comes into the page cache charged to whoever read it
 * first, so a JVM started on a cold cache is charged its own libraries and
 * modules (they took a 32 MiB run to its limit, and into a crawl, where a
 * warm cache left it 16.3 MiB). They are not the program's memory: its
 * peak is what it was charged less what is still charged once it is gone,
 * and it is held to the limit on that.
 */
export const FILE_PAGES_ALLOWANCE_KIB = 128 * 1024;

/** A memory limit for compilers: a stuck one (`#include "/dev/zero"`) is stopped here, a real one never needs it. */
export const COMPILE_MEMORY_LIMIT_KIB = 2 * 1024 * 1024;

/** The wall-clock backstop for a CPU time limit: a program that sleeps or waits still ends. */
export function defaultWallLimitMs(cpuLimitMs: number): number {
  return Math.max(2 * cpuLimitMs, cpuLimitMs + 1000);
}

/**
 * RLIMIT_AS where no cgroup limits memory: only a backstop under the
 * polling (for a judge whose event loop is stuck), so generous: address
 * space is not memory, and a JVM reserves gigabytes it never touches (its
 * heap, class space, code cache, and glibc's 64 MB arena per thread: a JVM
 * under 4 GiB of address space cannot start its threads).
 */
export function addressSpaceBackstopKiB(memoryKiB: number): number {
  return memoryKiB + 16 * 1024 * 1024;
}

/**
 * RLIMIT_CPU, per process: a backstop in whole seconds, after the wall limit, for a judge that cannot act in
 * time.
 */
export function cpuBackstopSeconds(wallLimitMs: number): number {
  return Math.ceil(wallLimitMs / 1000) + 1;
}
