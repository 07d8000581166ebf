import { performance } from 'node:perf_hooks';
import { cannotStart } from './cannotStart';
import { ProcessWatch, runProgram } from '../run/runProgram';
import { COMPILE_MEMORY_LIMIT_KIB } from '../sandbox';
import { beforeCpp11 } from '../../problems';
import { BuiltFor, JudgeEvent, JudgeOutcome, Language } from '../spec';

/**
 * A compiler's bounds: a minute of CPU time and 2 GiB (`#include
 * "/dev/zero"` took cc1plus to 6 GB in 5 s), its messages cut at 1 MiB (the
 * first errors are the ones that matter).
 */
export const COMPILE_LIMITS = {
  timeMs: 60_000,
  memoryKiB: COMPILE_MEMORY_LIMIT_KIB,
  outputBytes: 1024 * 1024,
} as const;

export interface CompileRequest {
  readonly command: readonly string[];
  /** What a C or C++ program is built as, for the `compiling` event. */
  readonly built?: BuiltFor;
  /** The run folder: the compiler's working folder and TMPDIR. */
  readonly folder: string;
  /** Variables over the judge's own environment. */
  readonly env: Readonly<Record<string, string>>;
  /** Copies of the user's file in the run folder: the compiler's messages name the user's file instead. */
  readonly copies: readonly { readonly copy: string; readonly source: string }[];
  readonly language: Language;
  readonly onEvent: (event: JudgeEvent) => void;
  readonly signal?: AbortSignal;
  readonly watch?: ProcessWatch;
}

export type Compiled =
  { readonly ok: true; readonly durationMs: number } | { readonly ok: false; readonly outcome: JudgeOutcome };

/** Runs the compiler in the run folder under its bounds; its own words are the outcome when it fails. */
export async function compileInFolder(request: CompileRequest): Promise<Compiled> {
  const { command, copies } = request;
  request.onEvent({ type: 'compiling', command, ...(request.built ? { built: request.built } : {}) });
  const began = performance.now();
  const compiled = await runProgram({
    command: command[0],
    args: command.slice(1),
    folder: request.folder,
    env: request.env,
    input: new Uint8Array(0),
    timeLimitMs: COMPILE_LIMITS.timeMs,
    memoryLimitKiB: COMPILE_LIMITS.memoryKiB,
    outputLimitBytes: COMPILE_LIMITS.outputBytes,
    signal: request.signal,
    watch: request.watch,
  });
  if (!compiled.started)
    return {
      ok: false,
      outcome: { kind: 'cannot-start', message: cannotStart(command[0], compiled.error, request.language) },
    };
  if (compiled.status === 'cancelled') return { ok: false, outcome: { kind: 'cancelled' } };
  // The compiler's own words, as it printed them (its standard error holds the diagnostics), naming the
  // user's file, not our copy.
  const output = userPaths(compiled.output.toString('utf8') + compilerWords(compiled), copies);
  if (compiled.status !== 'exited' || compiled.exitCode !== 0) {
    const newer = needsNewerStandard(command, output) ? { needsNewerStandard: true as const } : {};
    return {
      ok: false,
      outcome: {
        kind: 'compile-error',
        command,
        output: output + stopped(compiled.status),
        exitCode: compiled.exitCode,
        ...newer,
      },
    };
  }
  const durationMs = performance.now() - began;
  request.onEvent({ type: 'compiled', durationMs, output });
  return { ok: true, durationMs };
}

/** What the compiler says when code needs a newer standard than C++98. */
const NEEDS_NEWER = new RegExp(
  [
    "only available with '?-std=(?:c|gnu)\\+\\+(?:11|0x)",
    'requires compiler and library support for the ISO C\\+\\+ 2011 standard',
    '-Wc\\+\\+11-extensions',
    'uses local type',
    'in C\\+\\+98 .* must be initialized by constructor',
    "'>>' should be '> >'",
    "ISO C\\+\\+ forbids declaration of '\\S+' with no type",
  ].join('|'),
);

/**
 * Old judges compile C++98: code of today fails there as it does here, and
 * the compiler's words may not say why plainly. True when the standard
 * given was C++98 and the compiler asks for C++11.
 */
function needsNewerStandard(command: readonly string[], output: string): boolean {
  const standard = command.find((arg) => arg.startsWith('-std='))?.slice(5);
  return standard !== undefined && beforeCpp11(standard) && NEEDS_NEWER.test(output.replace(/[‘’]/g, "'"));
}

/**
 * A compiler's standard error: its first errors matter most, so the head, and the tail when there was more.
 */
function compilerWords(compiled: { stderrHead: string; stderrTail: string; stderrLength: number }): string {
  const { stderrHead: head, stderrTail: tail, stderrLength: length } = compiled;
  if (length <= head.length) return head;
  if (length <= head.length + tail.length) return head + tail.slice(head.length + tail.length - length);
  return `${head}\n… (${(length - head.length - tail.length).toLocaleString('en-US')} characters of the compiler's messages left out) …\n${tail}`;
}

/** Why the judge stopped the compiler, when it did. */
function stopped(status: string): string {
  switch (status) {
    case 'time-limit':
      return `\n(the compiler ran longer than ${COMPILE_LIMITS.timeMs / 1000} s and was stopped)\n`;
    case 'memory-limit':
      return `\n(the compiler used more than ${COMPILE_LIMITS.memoryKiB / 1024 / 1024} GiB of memory and was stopped)\n`;
    case 'output-limit':
      return `\n(the compiler's messages passed ${COMPILE_LIMITS.outputBytes / 1024 / 1024} MiB and it was stopped)\n`;
    default:
      return '';
  }
}

function userPaths(output: string, copies: CompileRequest['copies']): string {
  return copies.reduce((text, { copy, source }) => text.split(copy).join(source), output);
}
