// `eight-puzzle lab --heuristic FILE`: a learner's heuristic checked, a thin
// layer over src/lab/heuristic/check.ts, which the extension's lab worker
// calls too. The report goes to standard output (text, or --json: the lab's
// HeuristicReport); a heuristic that fails ends it with its message, exit 2.
import { EIGHT_PUZZLE, Puzzle } from '../../engine';
import { checkHeuristic, CheckHeuristicOptions } from '../../lab/heuristic/check';
import { EXIT, Io } from '../io/io';
import { heuristicText } from './heuristicText';

/** The check's own options, as the command line gives them (the command's signal is the run's). */
export interface LabHeuristicOptions extends Omit<CheckHeuristicOptions, 'puzzle' | 'signal' | 'onProgress'> {
  /** From --size and --goal; the eight puzzle toward its own goal without them. */
  readonly puzzle?: Puzzle;
  readonly json: boolean;
}

/** Exit 0 when h never overestimates (on the boards checked), 1 when it does, 2 when it cannot be checked. */
export async function labHeuristicCommand(io: Io, options: LabHeuristicOptions): Promise<number> {
  const { file, json, ...rest } = options;
  const outcome = await checkHeuristic({
    ...rest,
    file,
    puzzle: options.puzzle ?? EIGHT_PUZZLE,
    signal: io.signal,
  });
  if (!outcome.ok) {
    io.err(
      outcome.message
        .split('\n')
        .map((line, i) => (i === 0 ? `eight-puzzle: ${line}\n` : `${line}\n`))
        .join(''),
    );
    return EXIT.badInput;
  }
  io.out(json ? JSON.stringify(outcome.report, null, 2) + '\n' : heuristicText(outcome.report));
  return outcome.report.admissible ? EXIT.ok : EXIT.wrong;
}
