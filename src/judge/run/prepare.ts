import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type { Problem } from '../../problems';
import { compileInFolder } from '../build/compile';
export { cannotStart } from '../build/cannotStart';
import { writeLibraryShim } from '../build/libraryShim';
import { lineBufferedOutput } from '../build/lineBuffered';
import { BuildPlan, planBuild } from '../build/plan';
import { builds32Bit, lineBuffered32 } from '../build/thirtyTwoBit';
import { limitsFor } from './languageLimits';
import { makeRunFolder, ProcessWatch } from './runProgram';
import { RunFolder, sandboxReport } from '../sandbox';
import { BuiltFor, JudgeEvent, JudgeOptions, JudgeOutcome, Language } from '../spec';
import { BuildMachine, languageOf } from './toolchains';

/** A program ready to run, and the run folder to remove afterwards. */
export interface Prepared {
  readonly command: string;
  readonly args: readonly string[];
  /**
   * The run folder for a source (the judges run a solution in a folder of their own); the given or the
   * judge's own folder for a command.
   */
  readonly cwd: string;
  /** The run's own folder (runProgram's `folder`: the program's TMPDIR), removed by `dispose`. */
  readonly folder: string;
  /**
   * Variables over the judge's own environment: TMPDIR (and TMP, TEMP) in the run folder, and the judge's own
   * (Luogu's ONLINE_JUDGE=luogu).
   */
  readonly env: Readonly<Record<string, string>>;
  /** Variables for the program alone (runProgram's `programEnv`): its line-buffering preload. */
  readonly programEnv?: Readonly<Record<string, string>>;
  /** The source's language; undefined for a command. */
  readonly language?: Language;
  readonly compileMs?: number;
  /**
   * What a C or C++ program was built as, beside the judge's machine; undefined for other languages and for
   * the user's own compile command.
   */
  readonly built?: BuiltFor;
  /**
   * The user's file and the copy in the run folder that is compiled and run: a run's messages name the user's
   * file instead.
   */
  readonly sourceCopy?: { readonly copy: string; readonly source: string };
  /**
   * Removes the run folder, and everything the compiler and the program left in it; safe to call more than
   * once.
   */
  dispose(): void;
}

export type Preparation =
  { readonly ok: true; readonly program: Prepared } | { readonly ok: false; readonly outcome: JudgeOutcome };

/** A source larger than this is no solution (the judges take 64 KiB); it is refused before it is read. */
const MOST_SOURCE_BYTES = 4 * 1024 * 1024;

/**
 * Makes the program runnable, in a run folder of its own that goes with the
 * judgement: a command is taken as it is; a source file is compiled as the
 * problem's judge compiles it (its environment, or the options' compile
 * settings over it), under the compiler's own time and memory limits, or
 * checked and run by its interpreter; a LeetCode solution is put in the
 * judge's harness first. Never throws; the folder is removed on every path
 * that returns no program.
 */
export async function prepareProgram(
  options: JudgeOptions,
  problem: Problem,
  onEvent: (event: JudgeEvent) => void,
  signal?: AbortSignal,
  watch?: ProcessWatch,
): Promise<Preparation> {
  let folder: RunFolder;
  try {
    folder = makeRunFolder();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      outcome: {
        kind: 'cannot-start',
        message: `cannot make a run folder in the temporary folder (${code ?? String(error)})`,
      },
    };
  }
  // TMPDIR too, so what the program writes there goes with the run even where a caller passes `env` and not `folder`.
  const env = { TMPDIR: folder.path, TMP: folder.path, TEMP: folder.path, ...problem.environment.variables };
  try {
    const prepared = await prepareIn(folder, env, options, problem, onEvent, signal, watch);
    if (!prepared.ok) folder.dispose();
    return prepared;
  } catch (error) {
    folder.dispose();
    return {
      ok: false,
      outcome: {
        kind: 'cannot-start',
        message: `the program could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
      },
    };
  }
}

async function prepareIn(
  folder: RunFolder,
  env: Readonly<Record<string, string>>,
  options: JudgeOptions,
  problem: Problem,
  onEvent: (event: JudgeEvent) => void,
  signal: AbortSignal | undefined,
  watch: ProcessWatch | undefined,
): Promise<Preparation> {
  const spec = options.program;
  const dispose = (): void => folder.dispose();
  if (spec.kind === 'command') {
    if (spec.command === '')
      return { ok: false, outcome: { kind: 'bad-options', message: 'no command to run' } };
    return {
      ok: true,
      program: {
        command: spec.command,
        args: spec.args,
        cwd: options.cwd ?? process.cwd(),
        folder: folder.path,
        env,
        dispose,
      },
    };
  }
  const read = readSource(spec.path);
  if (!read.ok) return { ok: false, outcome: { kind: 'bad-options', message: read.message } };
  const { language, bytes, text } = read;
  // The run sees its own folder and not the user's (namespaces.ts): it compiles and runs a copy, named
  // plainly, so no placeholder or quote can hide in its path.
  const source = sourceCopy(folder.path, read.source, bytes);
  const shim =
    language === 'cpp' ? writeLibraryShim(folder.path, problem.environment.cpp.libraryIncludes) : [];
  const custom = options.toolchains?.[language];
  const machine =
    (language === 'cpp' || language === 'c') && custom?.compile === undefined
      ? await buildMachine(problem, language, folder.path)
      : undefined;
  const context = { shim, addressSpaceLimited: sandboxReport().memoryBy === 'proc', machine };
  const planned = planBuild({
    problem,
    language,
    source,
    bytes,
    text,
    folder: folder.path,
    overrides: options.compile,
    custom,
    context,
  });
  if (!planned.ok) return { ok: false, outcome: refusal(read.source, planned.line, planned.message) };
  const { plan } = planned;
  if (plan.toolchain.run.length === 0)
    return {
      ok: false,
      outcome: { kind: 'bad-options', message: `the run command for ${language} is empty` },
    };
  for (const file of plan.files) {
    // A harness's file may sit in a package's folder (javafx/util/Pair.java).
    mkdirSync(dirname(join(folder.path, file.name)), { recursive: true });
    writeFileSync(join(folder.path, file.name), file.content);
  }
  const values: Placeholders = {
    plan,
    dir: folder.path,
    memoryKiB: limitsFor(problem, language, { memoryKiB: options.memoryLimitKiB }).memoryKiB,
    encoding: isUtf8(bytes) ? 'UTF-8' : 'GBK',
  };
  const fill = (args: readonly string[]): string[] => args.map((arg) => fillPlaceholders(arg, values));
  const run = fill(plan.toolchain.run);
  let compileMs: number | undefined;
  if (plan.toolchain.compile && plan.toolchain.compile.length > 0) {
    const copies = [
      ...plan.copies.map((copy) => ({ copy: join(folder.path, copy), source: read.source })),
      { copy: source, source: read.source },
    ];
    const compiled = await compileInFolder({
      command: fill(plan.toolchain.compile),
      built: builtFor(problem, language, machine, plan.toolchain.compile),
      folder: folder.path,
      env,
      copies,
      language,
      onEvent,
      signal,
      watch,
    });
    if (!compiled.ok) return { ok: false, outcome: compiled.outcome };
    compileMs = compiled.durationMs;
  }
  // The compiler ran without it: only the program's own output is line-buffered.
  const sanitized = (plan.toolchain.compile ?? []).some((arg) => arg.startsWith('-fsanitize'));
  const built = builtFor(problem, language, machine, plan.toolchain.compile ?? []);
  const lines = built?.wordBits === 32 ? await lineBuffered32(folder.path) : undefined;
  const programEnv = lines === undefined ? lineBufferedOutput(language, sanitized) : { LD_PRELOAD: lines };
  return {
    ok: true,
    program: {
      command: run[0],
      args: run.slice(1),
      cwd: folder.path,
      folder: folder.path,
      env,
      programEnv,
      language,
      compileMs,
      ...(built ? { built } : {}),
      sourceCopy: { copy: source, source: read.source },
      dispose,
    },
  };
}

/**
 * What C or C++ is built as for the problem's judge: its word size where this machine can build it, and its
 * strings.
 */
async function buildMachine(problem: Problem, language: 'cpp' | 'c', folder: string): Promise<BuildMachine> {
  const { wordBits, strings } = problem.environment.machine;
  return { wordBits: wordBits === 32 && (await builds32Bit(language, folder)) ? 32 : 64, strings };
}

/**
 * What the program is built as, read off its compile command, where the
 * last of GCC's flags wins: the machine's (`-m32`), or the options' after
 * them (`--cflags -m64`).
 */
function builtFor(
  problem: Problem,
  language: Language,
  machine: BuildMachine | undefined,
  command: readonly string[],
): BuiltFor | undefined {
  if (machine === undefined) return undefined;
  const last = <T>(read: (arg: string) => T | undefined, otherwise: T): T =>
    command.reduce<T>((found, arg) => read(arg) ?? found, otherwise);
  const wordBits = last<32 | 64>((arg) => (arg === '-m32' ? 32 : arg === '-m64' ? 64 : undefined), 64);
  const strings = last<'copy-on-write' | 'short-string'>(
    (arg) =>
      arg === '-D_GLIBCXX_USE_CXX11_ABI=0'
        ? 'copy-on-write'
        : /^-D_GLIBCXX_USE_CXX11_ABI(=1)?$/.test(arg)
          ? 'short-string'
          : undefined,
    'short-string',
  );
  const judge = problem.environment.machine;
  const asked = wordBits !== machine.wordBits || (language === 'cpp' && strings !== machine.strings);
  return {
    wordBits,
    judgeWordBits: judge.wordBits,
    ...(language === 'cpp' ? { strings } : {}),
    ...(asked ? { asked: true } : {}),
  };
}

type ReadSource =
  | {
      readonly ok: true;
      readonly source: string;
      readonly language: Language;
      readonly bytes: Buffer;
      readonly text: string;
    }
  | { readonly ok: false; readonly message: string };

function readSource(path: string): ReadSource {
  const source = resolve(path);
  const language = languageOf(source);
  if (language === undefined)
    return {
      ok: false,
      message: `${path}: unknown language '${extname(source)}' (known: .cpp, .c, .py, .java, .js), or give a command after --`,
    };
  try {
    const stat = statSync(source);
    if (!stat.isFile()) return { ok: false, message: `${path}: not a file` };
    if (stat.size > MOST_SOURCE_BYTES)
      return {
        ok: false,
        message: `${path}: ${stat.size.toLocaleString('en-US')} bytes is no solution's source (the judges take 64 KiB)`,
      };
    const bytes = readFileSync(source);
    return { ok: true, source, language, bytes, text: bytes.toString('utf8') };
  } catch {
    return { ok: false, message: `${path}: no such file` };
  }
}

/** The user's file copied into the run folder's `source/`: its own name where that is plain, else `solution` with its extension. */
function sourceCopy(folder: string, source: string, bytes: Uint8Array): string {
  const name = /^[\w.+-]+$/.test(basename(source)) ? basename(source) : `solution${extname(source)}`;
  mkdirSync(join(folder, 'source'));
  const copy = join(folder, 'source', name);
  writeFileSync(copy, bytes);
  return copy;
}

/** Why the judges would not compile the source, as a compile error in a compiler's form (`file:line: error: …`), so the editor can place it. */
function refusal(source: string, line: number, message: string): JudgeOutcome {
  return {
    kind: 'compile-error',
    command: [],
    output: `${source}:${line > 0 ? `${line}:` : ''} error: ${message}\n`,
    exitCode: null,
  };
}

/** What the commands' placeholders stand for in one build. */
interface Placeholders {
  readonly plan: BuildPlan;
  readonly dir: string;
  readonly memoryKiB: number;
  readonly encoding: string;
}

function fillPlaceholders(arg: string, { plan, dir, memoryKiB, encoding }: Placeholders): string {
  return arg.replace(/\{(source|dir|executable|name|memoryKiB|encoding)\}/g, (_, key: string) => {
    switch (key) {
      case 'source':
        return plan.source.startsWith('{dir}') ? dir + plan.source.slice('{dir}'.length) : plan.source;
      case 'dir':
        return dir;
      case 'executable':
        return join(dir, 'main');
      case 'memoryKiB':
        return String(memoryKiB);
      case 'encoding':
        return encoding;
      default:
        return plan.name;
    }
  });
}

/**
 * Whether the bytes are UTF-8: a judge-era Java file that is not was written on Chinese Windows, in GBK, as
 * HDU's and POJ's javac read it.
 */
function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
