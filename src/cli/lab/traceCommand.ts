// `eight-puzzle lab --trace FILE`: a learner's search replayed from its
// trace, a thin layer over src/lab/trace, which the extension's lab worker
// calls too. The report goes to standard output (text, or --json: the lab's
// TraceReport); each unreadable line to standard error, as the other
// commands report bad input lines.
import { Board, Puzzle, puzzleOf } from '../../engine';
import { replayTraceFile } from '../../lab/trace';
import type { TraceCheck, TraceReport } from '../../lab/spec';
import { EXIT, Io } from '../io/io';
import { count, formatCount } from '../io/messages';
import { boardAndSize } from '../options';
import { columnLines } from './columns';

export interface LabTraceOptions {
  readonly file: string;
  /** From --size and --goal; undefined: the trace's own size, toward its own goal. */
  readonly puzzle?: Puzzle;
  /** --start's text; undefined: the first expanded board. */
  readonly start?: string;
  readonly json: boolean;
  /** --first N: the first N expansions as steps. */
  readonly first?: number;
  /** --budget N: our methods' node budget on sizes without a distance table. */
  readonly budget?: number;
}

/**
 * Exit 0, or 1 when some line could not be read; 2 for a file that cannot be read or holds no expansion; 130
 * after Ctrl+C.
 */
export async function labTraceCommand(io: Io, options: LabTraceOptions): Promise<number> {
  let puzzle = options.puzzle;
  let start: Board | undefined;
  if (options.start !== undefined) {
    const given = boardAndSize('--start', options.start, puzzle?.size);
    start = given.board;
    puzzle ??= puzzleOf(given.size);
  }
  const signal = io.signal;
  const outcome = await replayTraceFile({
    file: options.file,
    puzzle,
    start,
    steps: options.first ?? 0,
    budget: options.budget,
    signal,
  });
  // Ctrl+C stops the reading between pieces: the run ends as every cancelled command does.
  if (signal?.aborted) return EXIT.interrupted;
  if (!outcome.ok) {
    io.err(
      outcome.message
        .split('\n')
        .map((line) => `eight-puzzle: ${line}\n`)
        .join(''),
    );
    return EXIT.badInput;
  }
  const { report } = outcome;
  const more = report.unreadable.count - report.problems.length;
  io.err(report.problems.map((problem) => `eight-puzzle: ${problem}\n`).join(''));
  if (more > 0) io.err(`eight-puzzle: ${report.file}: … and ${count(more, 'more unreadable line')}\n`);
  io.out(options.json ? JSON.stringify(report, null, 2) + '\n' : traceText(report));
  return report.unreadable.count > 0 ? EXIT.wrong : EXIT.ok;
}

function traceText(report: TraceReport): string {
  const lines = [
    `${report.file}: ${report.size.replace('x', '×')}, from ${report.start} to ${report.goal}${report.solvable === false ? ' (unsolvable: the goal cannot be reached from the start)' : ''}`,
    report.summary ?? '',
    '',
    row(
      'expansions',
      `${formatCount(report.expansions)} (${formatCount(report.distinct)} distinct boards, ${formatCount(report.reexpanded)} expanded again)`,
    ),
    ...report.mostExpanded.map((often, i) =>
      row(
        i === 0 ? 'most expanded' : '',
        `${often.board}  ${formatCount(often.times)} times, first on line ${formatCount(often.firstLine)}`,
      ),
    ),
    row(
      'jumps',
      checkText(
        report.jumps,
        'board not one move from any expanded before it',
        'none: every board is one move from one expanded before it',
      ),
    ),
    ...(report.unreachable && report.unreachable.count > 0
      ? [row('unreachable', checkText(report.unreachable, 'board the start cannot reach', ''))]
      : []),
    row(
      'goal',
      report.goalLine !== null ? `reached on line ${formatCount(report.goalLine)}` : 'never expanded',
    ),
    ...distanceLines(report),
    ...(report.unreadable.count > 0 ? [row('unreadable', checkText(report.unreadable, 'line', ''))] : []),
    '',
    ...oursTable(report),
    ...stepLines(report),
  ];
  return lines.join('\n') + '\n';
}

function row(title: string, text: string): string {
  return `${title.padEnd(16)}${text}`;
}

function checkText(check: TraceCheck, noun: string, none: string): string {
  if (check.count === 0) return none;
  return `${count(check.count, noun)}, the first on line ${formatCount(check.firstLine ?? 0)}`;
}

/** The checks that need true distances, or why there are none. */
function distanceLines(report: TraceReport): string[] {
  if (!report.byDepth)
    return [
      row(
        'distances',
        `none on ${report.size.replace('x', '×')} (no distance table): no order or cost checks`,
      ),
    ];
  const depths = report.byDepth.map((expanded, depth) => `${depth}:${formatCount(expanded)}`).join(' ');
  const lines = [
    row(
      'breadth-first',
      report.breadthFirst.count === 0
        ? 'yes: every board at depth d before any at d + 1'
        : `no: ${checkText(report.breadthFirst, 'expansion shallower than one before it', '')}`,
    ),
    row('by depth', depths === '' ? '-' : depths),
  ];
  const gLines = report.gLines ?? 0;
  const hLines = report.hLines ?? 0;
  if (gLines + hLines === 0)
    return [...lines, row('g and h', 'not stated (write g=N h=N after the board to check them)')];
  return [
    ...lines,
    row('g and h', `g stated on ${count(gLines, 'line')}, h on ${formatCount(hLines)}`),
    ...(gLines > 0
      ? [
          row('  g too low', checkText(report.gTooLow, 'line', 'none')),
          row('  g too high', checkText(report.gAbove, 'line', 'none: every g is the shortest path')),
        ]
      : []),
    ...(hLines > 0
      ? [row('  h too high', checkText(report.hOver, 'line', 'none: h never overestimates'))]
      : []),
    ...(report.statedLines > 0 ? [row('  f decreases', checkText(report.fDecreases, 'line', 'never'))] : []),
  ];
}

function oursTable(report: TraceReport): string[] {
  const body = report.ours.map((run) => [
    run.method,
    formatCount(run.expanded),
    run.length !== null ? String(run.length) : run.outcome === 'budget' ? 'budget spent' : run.outcome,
  ]);
  return columnLines(['our method', 'expanded', 'length'], body, [false, true, true]);
}

function stepLines(report: TraceReport): string[] {
  if (report.steps.length === 0) return [];
  const body = report.steps.map((step) => {
    const notes = [
      step.reexpanded ? 'again' : '',
      step.jump ? 'jump' : '',
      step.outOfOrder ? 'out of order' : '',
    ]
      .filter((note) => note !== '')
      .join(', ');
    return [
      formatCount(step.line),
      step.board,
      ...[step.fromStart, step.toGoal, step.g, step.h].map((value) => (value === null ? '-' : String(value))),
      notes,
    ];
  });
  return [
    '',
    ...columnLines(['line', 'board', 'from start', 'to goal', 'g', 'h', 'notes'], body, [
      true,
      false,
      true,
      true,
      true,
      true,
      false,
    ]),
  ];
}
