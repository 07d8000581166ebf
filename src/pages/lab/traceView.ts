// A learner's search replayed from its trace: what it did beside what our
// methods do from the same start ("your search expanded 2,178 boards, 2,096
// of them again; A* with Manhattan expands 63"), its order and cost checks,
// the boards it expanded most, its expansions per depth, and its steps.
import type { SearchFigures } from '../../engine/search/types';
import { isMethodName } from '../../protocol/labMessages';
import type { LabTrace, TraceCheck, TraceReport } from '../../protocol/labReports';
import { element } from '../kit/dom';

import { figureList, openableBoard, reportTable } from './reportParts';
import { formatLocalCount } from '../kit/numbers';
import { LabStrings } from './strings';
import { traceDepthChart } from './traceChart';
import { TraceStepper } from './traceStepper';

const OUTCOMES: readonly string[] = [
  'solved',
  'unsolvable',
  'budget',
  'cancelled',
] satisfies SearchFigures['outcome'][];

/** The methods the summary names, when they ran. */
const SUMMARY_METHODS: readonly string[] = ['astar-manhattan', 'bfs-cantor'];

export class TraceView {
  readonly root = element('section', {
    id: 'lab-trace',
    className: 'report',
    attributes: { 'aria-labelledby': 'trace-heading', hidden: '' },
  });
  private readonly stepper: TraceStepper;

  constructor(
    private readonly strings: LabStrings,
    private readonly open: (board: string) => void,
  ) {
    this.stepper = new TraceStepper(strings, open);
  }

  show({ puzzle, report }: LabTrace): void {
    const s = this.strings;
    const most = report.mostExpanded.flatMap(
      (one) =>
        openableBoard(
          puzzle,
          one.board,
          `${one.board}: ${s.get('trace.times', formatLocalCount(one.times), one.firstLine)}`,
          s.get('trace.times', formatLocalCount(one.times), one.firstLine),
          this.open,
        ) ?? [],
    );
    const kept =
      report.steps.length < report.expansions
        ? [
            element('p', {
              id: 'trace-kept',
              className: 'note',
              text: s.get(
                'trace.kept',
                formatLocalCount(report.steps.length),
                formatLocalCount(report.expansions),
              ),
            }),
          ]
        : [];
    this.stepper.load(puzzle, report.steps);
    this.root.replaceChildren(
      element('h2', { id: 'trace-heading', text: s.get('trace.heading', report.file) }),
      element('p', { id: 'trace-summary', text: this.summary(report) }),
      this.figures(report),
      ...(report.problems.length > 0
        ? [
            element(
              'ul',
              { id: 'trace-problems', attributes: { 'aria-label': s.get('trace.problems') } },
              ...report.problems.map((text) => element('li', { text })),
            ),
          ]
        : []),
      ...(most.length > 0
        ? [
            element(
              'section',
              { id: 'trace-most' },
              element('h3', { text: s.get('trace.mostExpanded') }),
              element('div', { className: 'board-list' }, ...most),
            ),
          ]
        : []),
      this.ours(report),
      report.byDepth
        ? traceDepthChart(report.byDepth, s)
        : element('p', { className: 'note', text: s.get('trace.noDepth') }),
      element('h3', { id: 'trace-step-heading', text: s.get('trace.step') }),
      ...kept,
      this.stepper.root,
    );
    this.root.hidden = false;
  }

  clear(): void {
    this.stepper.stop();
    this.root.replaceChildren();
    this.root.hidden = true;
  }

  /**
   * The learner's search and ours in two sentences, from the report's figures
   * in the page's words: A* with Manhattan and BFS over ranks, the two a
   * learner's search is usually one of; the table below has every method.
   */
  private summary(report: TraceReport): string {
    const s = this.strings;
    const named = report.ours.filter((one) => SUMMARY_METHODS.includes(one.method));
    const ours = (named.length > 0 ? named : report.ours).map((one) =>
      s.get('trace.ours', this.methodName(one.method), formatLocalCount(one.expanded)),
    );
    return [
      s.get('trace.summary', formatLocalCount(report.expansions), formatLocalCount(report.reexpanded)),
      ...ours,
    ].join(' ');
  }

  private methodName(method: string): string {
    return isMethodName(method) ? this.strings.method(method) : method;
  }

  private figures(report: TraceReport): HTMLElement {
    const s = this.strings;
    const check = (one: TraceCheck): string =>
      one.count === 0
        ? s.get('trace.checkHolds')
        : s.get('trace.checkBroken', formatLocalCount(one.count), one.firstLine ?? '—');
    // g and h are checked each on the lines that state it; f only where both are.
    const stated =
      (lines: number, none: 'trace.noG' | 'trace.noH' | 'trace.noStated') =>
      (one: TraceCheck): string =>
        lines === 0 ? s.get(none) : check(one);
    const withG = stated(report.gLines, 'trace.noG');
    const withH = stated(report.hLines, 'trace.noH');
    const withF = stated(report.statedLines, 'trace.noStated');
    return figureList('trace-figures', [
      ['trace-expansions', s.get('trace.expansions'), formatLocalCount(report.expansions)],
      ['trace-distinct', s.get('trace.distinct'), formatLocalCount(report.distinct)],
      ['trace-reexpanded', s.get('trace.reexpanded'), formatLocalCount(report.reexpanded)],
      ['trace-jumps', s.get('trace.jumps'), check(report.jumps)],
      [
        'trace-goal',
        s.get('trace.goal'),
        report.goalReached && report.goalLine !== null
          ? s.get('trace.goalAt', report.goalLine)
          : s.get('trace.goalNever'),
      ],
      [
        'trace-breadth-first',
        s.get('trace.breadthFirst'),
        report.breadthFirst.count === 0 ? s.get('trace.breadthFirstKept') : check(report.breadthFirst),
      ],
      ['trace-g-too-low', s.get('trace.gTooLow'), withG(report.gTooLow)],
      ['trace-g-above', s.get('trace.gAbove'), withG(report.gAbove)],
      ['trace-h-over', s.get('trace.hOver'), withH(report.hOver)],
      ['trace-f-decreases', s.get('trace.fDecreases'), withF(report.fDecreases)],
      ['trace-unreadable', s.get('trace.unreadable'), check(report.unreadable)],
    ]);
  }

  private ours(report: TraceReport): HTMLElement {
    const s = this.strings;
    const outcome = (text: string): string =>
      OUTCOMES.includes(text) ? s.get(`outcome.${text as SearchFigures['outcome']}`) : text;
    const rows = report.ours.map((one) => [
      this.methodName(one.method),
      outcome(one.outcome),
      one.length === null ? '—' : String(one.length),
      formatLocalCount(one.expanded),
    ]);
    return reportTable(
      'trace-ours',
      s.get('trace.oursTable'),
      [s.get('table.method'), s.get('table.outcome'), s.get('table.length'), s.get('table.expanded')],
      rows,
      2,
    );
  }
}
