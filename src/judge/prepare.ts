import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ProcessWatch, runProgram } from './runProgram';
import { DEFAULT_TOOLCHAINS, languageOf } from './toolchains';
import { JudgeEvent, JudgeOptions, JudgeOutcome, Language, Toolchain } from './spec';

/** A program ready to run, and what to remove afterwards. */
export interface Prepared {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  readonly compileMs?: number;
  /** Removes the compilation's temporary directory; safe to call more than once. */
  dispose(): void;
}

export type Preparation =
  | { readonly ok: true; readonly program: Prepared }
  | { readonly ok: false; readonly outcome: JudgeOutcome };

/** A compiler gets a minute: a long compile is a stuck one. */
const COMPILE_TIME_LIMIT_MS = 60_000;
/** A compiler's messages beyond this are cut: the first errors are the ones that matter. */
const COMPILE_OUTPUT_LIMIT = 1024 * 1024;

/**
 * Makes the program runnable: a command is taken as it is; a source file is
 * compiled in a temporary directory (removed by `dispose`, on every path)
 * or run by its interpreter, with the language's toolchain.
 */
export async function prepareProgram(options: JudgeOptions, onEvent: (event: JudgeEvent) => void, signal?: AbortSignal, watch?: ProcessWatch): Promise<Preparation> {
  const spec = options.program;
  if (spec.kind === 'command') {
    if (spec.command === '') return { ok: false, outcome: { kind: 'bad-options', message: 'no command to run' } };
    return { ok: true, program: { command: spec.command, args: spec.args, cwd: options.cwd, dispose: () => undefined } };
  }
  const source = resolve(spec.path);
  const language = languageOf(source);
  if (language === undefined) {
    return { ok: false, outcome: { kind: 'bad-options', message: `${spec.path}: unknown language '${extname(source)}' (known: .cpp, .c, .py, .java, .js), or give a command after --` } };
  }
  try {
    if (!statSync(source).isFile()) return { ok: false, outcome: { kind: 'bad-options', message: `${spec.path}: not a file` } };
  } catch {
    return { ok: false, outcome: { kind: 'bad-options', message: `${spec.path}: no such file` } };
  }
  const toolchain: Toolchain = options.toolchains?.[language] ?? DEFAULT_TOOLCHAINS[language];
  if (toolchain.run.length === 0) return { ok: false, outcome: { kind: 'bad-options', message: `the run command for ${language} is empty` } };
  const cwd = options.cwd ?? dirname(source);
  const dir = usesDir([...(toolchain.compile ?? []), ...toolchain.run]) ? mkdtempSync(join(tmpdir(), 'eight-puzzle-judge-')) : undefined;
  const dispose = (): void => {
    if (dir === undefined) return;
    process.removeListener('exit', dispose);
    rmSync(dir, { recursive: true, force: true });
  };
  // Even a judge that exits at once (a second Ctrl+C) leaves no directory behind.
  if (dir !== undefined) process.on('exit', dispose);
  const fill = (args: readonly string[]): string[] => args.map((arg) => fillPlaceholders(arg, source, dir ?? dirname(source)));
  const run = fill(toolchain.run);
  if (!toolchain.compile || toolchain.compile.length === 0) {
    return { ok: true, program: { command: run[0], args: run.slice(1), cwd, dispose } };
  }
  try {
    const compile = fill(toolchain.compile);
    onEvent({ type: 'compiling', command: compile });
    const began = performance.now();
    const compiled = await runProgram({
      command: compile[0],
      args: compile.slice(1),
      cwd,
      input: new Uint8Array(0),
      timeLimitMs: COMPILE_TIME_LIMIT_MS,
      outputLimitBytes: COMPILE_OUTPUT_LIMIT,
      signal,
      watch,
    });
    if (!compiled.started) {
      dispose();
      return { ok: false, outcome: { kind: 'cannot-start', message: cannotStart(compile[0], compiled.error, language) } };
    }
    // The compiler's own words, as it printed them: its standard error holds the diagnostics, its output rarely anything.
    const output = compiled.output.toString('utf8') + compiled.stderrTail;
    if (compiled.status === 'cancelled') {
      dispose();
      return { ok: false, outcome: { kind: 'cancelled' } };
    }
    if (compiled.status !== 'exited' || compiled.exitCode !== 0) {
      dispose();
      const why = compiled.status === 'time-limit' ? `${output}\n(the compiler ran longer than ${COMPILE_TIME_LIMIT_MS / 1000} s and was stopped)\n` : output;
      return { ok: false, outcome: { kind: 'compile-error', command: compile, output: why, exitCode: compiled.exitCode } };
    }
    const compileMs = performance.now() - began;
    onEvent({ type: 'compiled', durationMs: compileMs, output });
    return { ok: true, program: { command: run[0], args: run.slice(1), cwd, compileMs, dispose } };
  } catch (error) {
    dispose();
    throw error;
  }
}

function usesDir(args: readonly string[]): boolean {
  return args.some((arg) => arg.includes('{dir}') || arg.includes('{executable}'));
}

function fillPlaceholders(arg: string, source: string, dir: string): string {
  const name = basename(source, extname(source));
  return arg.replace(/\{(source|dir|executable|name)\}/g, (_, key: string) => {
    switch (key) {
      case 'source':
        return source;
      case 'dir':
        return dir;
      case 'executable':
        return join(dir, 'main');
      default:
        return name;
    }
  });
}

const INSTALL: Readonly<Record<Language, string>> = {
  cpp: 'g++',
  c: 'gcc',
  python: 'python3',
  java: 'default-jdk-headless',
  javascript: 'nodejs',
};

/** Why a program or compiler did not start, in words. */
export function cannotStart(command: string, error: NodeJS.ErrnoException, language?: Language): string {
  switch (error.code) {
    case 'ENOENT':
      return `${command}: not found${language ? ` (on Debian or Ubuntu: apt-get install ${INSTALL[language]})` : ''}`;
    case 'EACCES':
    case 'EPERM':
      return `${command}: permission denied (is it executable?)`;
    case 'ENOTDIR':
      return `${command}: cannot be run (ENOTDIR)`;
    default:
      return `${command}: cannot be started (${error.code ?? error.message})`;
  }
}
