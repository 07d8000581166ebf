// A learner's trace file replayed: streamed a piece at a time into the
// engine's replay (src/engine/learner/traceReplay.ts), so a trace of
// millions of lines takes the memory of one, then our methods run from the
// same start. The command line prints what this returns; the extension's
// lab worker sends it to the lab page.
import { createReadStream } from 'node:fs';
import { Board, formatBoard, Puzzle } from '../../engine';
import { ourRuns, traceSummary } from '../../engine/learner/traceMethods';
import { TraceReplay } from '../../engine/learner/traceReplay';
import type { TraceFigures, TraceProblem } from '../../engine/learner/traceFigures';
import type { TraceReport } from '../spec';
import { TextLineSplitter } from './textLineSplitter';

export interface TraceFileOptions {
  readonly file: string;
  /** The size and goal; undefined: the first board's size, toward its goal in `goals`, else its own. */
  readonly puzzle?: Puzzle;
  /** The goal of each size the trace may turn out to be, when `puzzle` is not given. */
  readonly goals?: readonly Puzzle[];
  /** Where the search started; undefined: the first expanded board. */
  readonly start?: Board;
  /** How many expansions the report keeps as steps (0 unless said). */
  readonly steps?: number;
  /** Stops the reading between pieces; the answer is then `{ ok: false }`, "cancelled". */
  readonly signal?: AbortSignal;
  /** Our methods' node budget on sizes without a distance table (200,000 unless said). */
  readonly budget?: number;
}

export type TraceFileOutcome =
  { readonly ok: true; readonly report: TraceReport } | { readonly ok: false; readonly message: string };

/**
 * The longest trace line read (1 MiB of characters, the command line's cap
 * on a board's line): a real one is a board and a few words. A longer line
 * is reported by its start and length, never held.
 */
export const MOST_TRACE_LINE_CHARACTERS = 1024 * 1024;
/** Characters read a piece: large enough that reading costs little next to replaying. */
const PIECE_CHARACTERS = 64 * 1024;

/** Never rejects: a file that cannot be read, an empty trace and a cancel are `{ ok: false, message }`. */
export async function replayTraceFile(options: TraceFileOptions): Promise<TraceFileOutcome> {
  const { file, puzzle, start } = options;
  if (puzzle && start && start.length !== puzzle.size.cells) {
    return {
      ok: false,
      message: `the start ${formatBoard(start)} is not a board of the ${puzzle.size.name} puzzle`,
    };
  }
  const replay = new TraceReplay({ puzzle, goals: options.goals, start, steps: options.steps });
  const splitter = new TextLineSplitter(
    {
      line: (line, text) => replay.line(line, text),
      longLine: (line, head, length) => replay.longLine(line, head, length, MOST_TRACE_LINE_CHARACTERS),
    },
    MOST_TRACE_LINE_CHARACTERS,
  );
  try {
    const read = await readPieces(file, (piece) => splitter.push(piece), options.signal);
    if (read !== undefined) return { ok: false, message: read };
    splitter.end();
    const figures = replay.finish();
    if (!figures) return { ok: false, message: nothingExpanded(file, replay) };
    const setting = replay.setting as { puzzle: Puzzle; start: Board };
    const ours = ourRuns(setting.puzzle, setting.start, {
      budget: options.budget,
      isCancelled: () => options.signal?.aborted === true,
    });
    return { ok: true, report: reportOf(file, figures, ours) };
  } catch (error) {
    // A bug of ours, said in one line: the caller shows messages, never stacks.
    return {
      ok: false,
      message: `${file}: internal error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function reportOf(file: string, figures: TraceFigures, ours: TraceReport['ours']): TraceReport {
  return {
    ...figures,
    file,
    problems: figures.problems.map((problem) => describeTraceProblem(file, problem)),
    ours,
    summary: traceSummary(figures, ours),
  };
}

/** `FILE:LINE:COLUMN: what is wrong: "the offending text"`, the text quoted as JSON so no control character reaches a terminal. */
export function describeTraceProblem(file: string, problem: TraceProblem): string {
  return `${file}:${problem.line}:${problem.column}: ${problem.what}: ${JSON.stringify(problem.text)}`;
}

function nothingExpanded(file: string, replay: TraceReplay): string {
  const { unreadable, problems } = replay.unreadableLines();
  if (unreadable === 0)
    return `${file}: no board expanded: a trace has one "expand BOARD" line per expansion`;
  const more = unreadable - problems.length;
  return [
    `${file}: no board expanded: no line could be read (${unreadable} unreadable)`,
    ...problems.map((problem) => describeTraceProblem(file, problem)),
    ...(more > 0 ? [`${file}: … and ${more} more unreadable line${more === 1 ? '' : 's'}`] : []),
  ].join('\n');
}

/** Reads `file` a piece at a time into `take`: undefined when it was read to its end, else why not, in words. */
async function readPieces(
  file: string,
  take: (piece: string) => void,
  signal: AbortSignal | undefined,
): Promise<string | undefined> {
  if (signal?.aborted) return 'cancelled';
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: PIECE_CHARACTERS });
  try {
    for await (const piece of stream as AsyncIterable<string>) {
      if (signal?.aborted) return 'cancelled';
      take(piece);
    }
    return undefined;
  } catch (error) {
    return explainReadError(file, error);
  } finally {
    stream.destroy();
  }
}

function explainReadError(file: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return `${file}: no such file`;
    case 'EISDIR':
      return `${file}: is a directory`;
    case 'EACCES':
    case 'EPERM':
      return `${file}: permission denied`;
    default:
      return `${file}: cannot be read (${typeof code === 'string' ? code : String(error)})`;
  }
}
