// The one name a run goes by: its cgroups, its folder and the marker its
// processes carry all say `eight-puzzle-judge-<judge pid>-<namespace>n<random>`,
// so a later judge can tell whose they were and whether that judge still
// lives. The pid namespace is part of it: a judge on the host sees the
// cgroups and processes of a container's judge, whose process ids mean
// nothing outside the container, and must leave them alone.
import { randomBytes } from 'node:crypto';
import { readlinkSync } from 'node:fs';

export const RUN_PREFIX = 'eight-puzzle-judge-';

/**
 * The environment variable every process of a run inherits, its value the
 * run's name: how /proc finds a run's orphans (reparented away from its
 * tree) and a dead judge's leftovers.
 */
export const RUN_MARKER = 'EIGHT_PUZZLE_JUDGE_RUN';

const NAME = /^eight-puzzle-judge-(\d+)-(?:(\d+)n)?[0-9a-f]+$/;

let namespace: string | undefined;

/** This process's pid namespace, as the number Linux names it by (`pid:[4026531836]`); 0 where there is none to read. */
function pidNamespace(): string {
  if (namespace === undefined) {
    try {
      namespace = /\[(\d+)\]/.exec(readlinkSync('/proc/self/ns/pid'))?.[1] ?? '0';
    } catch {
      namespace = '0';
    }
  }
  return namespace;
}

/** A fresh name for a run (or a run folder) of this judge. */
export function newRunName(): string {
  return `${RUN_PREFIX}${process.pid}-${pidNamespace()}n${randomBytes(6).toString('hex')}`;
}

/**
 * The judge's process id in a run's name: undefined when it is no run's name, or a run of another pid
 * namespace's judge.
 */
export function judgeOf(name: string): number | undefined {
  const match = NAME.exec(name);
  if (!match || (match[2] !== undefined && match[2] !== pidNamespace())) return undefined;
  return Number(match[1]);
}
