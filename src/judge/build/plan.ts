import { basename, extname } from 'node:path';
import type { Problem } from '../../problems';
import { harnessFor } from '../harness';
import { CompileOverrides, Language, Toolchain } from '../spec';
import { judgeToolchain, ToolchainContext } from '../run/toolchains';
import { javaProgramOf } from './javaClass';

/** How a source becomes a program in its run folder: files to write there, the commands, and what `{source}` and `{name}` are. */
export interface BuildPlan {
  /** Copies of the user's file are its bytes as they are (a judge-era Java file may be in GBK). */
  readonly files: readonly { readonly name: string; readonly content: string | Uint8Array }[];
  /**
   * Files among them that are the user's file copied (Main.java): the compiler's messages name the user's
   * file instead.
   */
  readonly copies: readonly string[];
  readonly toolchain: Toolchain;
  /** `{source}`: the user's file, or its copy or the harness in the run folder (`{dir}/Main.java`). */
  readonly source: string;
  /** `{name}`: the class or file name the run command names. */
  readonly name: string;
}

/** A plan, or why the judges would not compile this source (a sentence and its line, 0 for the file). */
export type Planned =
  | { readonly ok: true; readonly plan: BuildPlan }
  | { readonly ok: false; readonly line: number; readonly message: string };

export interface PlanRequest {
  readonly problem: Problem;
  readonly language: Language;
  readonly source: string;
  /** The file's bytes, and its text (decoded as UTF-8, for reading its declarations). */
  readonly bytes: Uint8Array;
  readonly text: string;
  readonly folder: string;
  readonly overrides: CompileOverrides | undefined;
  /** The user's own commands for the language (the editor's settings); a LeetCode harness has its own. */
  readonly custom: Toolchain | undefined;
  /** The library's headers, the address-space limit and the machine C and C++ are built for. */
  readonly context: ToolchainContext;
}

/**
 * A program is compiled as its judge compiles it (a Java program as
 * Main.java, whatever its file is called); a LeetCode solution is put in the
 * judge's harness for its language.
 */
export function planBuild(request: PlanRequest): Planned {
  const { problem, language } = request;
  if (problem.solution.kind === 'method')
    return planHarness(request, problem.solution.className, problem.solution.method);
  const toolchain = withCustom(
    judgeToolchain(language, problem.environment, request.overrides, request.context),
    request.custom,
  );
  if (language !== 'java')
    return {
      ok: true,
      plan: {
        files: [],
        copies: [],
        toolchain,
        source: request.source,
        name: basename(request.source, extname(request.source)),
      },
    };
  const java = javaProgramOf(request.text);
  if (!java.ok) return java;
  const copy = `${java.mainClass}.java`;
  return {
    ok: true,
    plan: {
      files: [{ name: copy, content: request.bytes }],
      copies: [copy],
      toolchain,
      source: `{dir}/${copy}`,
      name: java.mainClass,
    },
  };
}

/**
 * The user's own commands over the judge's: each that is given replaces the
 * judge's (a run command alone keeps the judge's compilation, an empty run
 * command the judge's run).
 */
function withCustom(judge: Toolchain, custom: Toolchain | undefined): Toolchain {
  if (!custom) return judge;
  const compile = custom.compile ?? judge.compile;
  return { ...(compile ? { compile } : {}), run: custom.run.length > 0 ? custom.run : judge.run };
}

function planHarness(request: PlanRequest, className: string, method: string): Planned {
  const { size } = request.problem.puzzle;
  const planned = harnessFor(request.language, {
    source: request.source,
    bytes: request.bytes,
    text: request.text,
    folder: request.folder,
    className,
    method,
    rows: size.rows,
    columns: size.columns,
  });
  if (!planned.ok) return planned;
  const { harness } = planned;
  const toolchain =
    harness.commands ??
    judgeToolchain(request.language, request.problem.environment, request.overrides, request.context);
  const main = harness.main ?? basename(request.source);
  return {
    ok: true,
    plan: {
      files: harness.files,
      copies: harness.copies,
      toolchain,
      source: harness.commands ? request.source : `{dir}/${main}`,
      name: basename(main, extname(main)),
    },
  };
}
