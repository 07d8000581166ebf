// A learner's heuristic, as the lab checked it: the figures (proven on every
// board or only sampled, admissible, consistent), h against the true
// distance, the boards where it overestimates most (each opens on the board),
// and A* and IDA* with it against ours on the same boards.
import type { ComparisonRow, HeuristicReport, LabHeuristic } from '../../protocol/labReports';
import { element } from '../kit/dom';
import { heuristicChart } from './heuristicChart';
import { milliseconds } from './markdown';
import { figureList, openableBoard, reportTable } from './reportParts';
import { formatLocalCount } from '../kit/numbers';
import { LabStrings } from './strings';

export class HeuristicView {
  readonly root = element('section', {
    id: 'lab-heuristic',
    className: 'report',
    attributes: { 'aria-labelledby': 'heuristic-heading', hidden: '' },
  });

  constructor(
    private readonly strings: LabStrings,
    private readonly open: (board: string) => void,
  ) {}

  show({ puzzle, report }: LabHeuristic): void {
    const s = this.strings;
    const worst = [report.worst, ...report.moreWorst].flatMap((one) => (one ? [one] : []));
    const boards = worst.flatMap(
      (one) =>
        openableBoard(
          puzzle,
          one.board,
          s.get('heuristic.openBoard', one.board, one.h, one.distance),
          s.get('heuristic.worstBoard', one.h, one.distance),
          this.open,
        ) ?? [],
    );
    const worstSection = element(
      'section',
      { id: 'heuristic-worst', attributes: { 'aria-labelledby': 'heuristic-worst-heading' } },
      element('h3', { id: 'heuristic-worst-heading', text: s.get('heuristic.worst') }),
      boards.length > 0
        ? element('div', { className: 'board-list' }, ...boards)
        : element('p', { className: 'note', text: s.get('heuristic.noWorst') }),
    );
    this.root.replaceChildren(
      element('h2', { id: 'heuristic-heading', text: s.get('heuristic.heading', report.file) }),
      this.figures(report),
      heuristicChart(report.byDistance, s),
      worstSection,
      this.comparison(report),
    );
    this.root.dataset.proven = String(report.proven);
    this.root.hidden = false;
  }

  clear(): void {
    this.root.replaceChildren();
    this.root.hidden = true;
  }

  private figures(report: HeuristicReport): HTMLElement {
    const s = this.strings;
    const edge = report.worstEdge;
    return figureList('heuristic-figures', [
      [
        'heuristic-checked',
        s.get('heuristic.checked'),
        s.get(report.proven ? 'heuristic.proven' : 'heuristic.sampled'),
      ],
      ['heuristic-boards', s.get('heuristic.boards'), formatLocalCount(report.boards)],
      ['heuristic-edges', s.get('heuristic.edges'), formatLocalCount(report.edges)],
      [
        'heuristic-goal',
        s.get('heuristic.goalValue'),
        report.goalValue === 0 ? '0' : s.get('heuristic.goalWrong', report.goalValue),
      ],
      [
        'heuristic-admissible',
        s.get('heuristic.admissible'),
        report.admissible
          ? s.get('heuristic.admissibleYes')
          : s.get('heuristic.admissibleNo', formatLocalCount(report.overestimates)),
      ],
      [
        'heuristic-consistent',
        s.get('heuristic.consistent'),
        report.consistent
          ? s.get('heuristic.consistentYes')
          : s.get('heuristic.consistentNo', formatLocalCount(report.inconsistentEdges)),
      ],
      ...(edge
        ? [
            [
              'heuristic-worst-edge',
              s.get('heuristic.worstEdge'),
              s.get('heuristic.edge', edge.from, edge.hFrom, edge.to, edge.hTo),
            ] as const,
          ]
        : []),
      [
        'heuristic-time',
        s.get('heuristic.time'),
        s.get(
          'heuristic.timeFigures',
          formatLocalCount(report.calls),
          milliseconds(report.evaluateMs),
          milliseconds(report.totalMs),
        ),
      ],
    ]);
  }

  private comparison(report: HeuristicReport): HTMLElement {
    const s = this.strings;
    const { boards, seed, budget, rows } = report.comparison;
    const headings = [
      s.get('heuristic.search'),
      s.get('heuristic.estimate'),
      s.get('heuristic.boards'),
      s.get('table.expanded'),
      s.get('heuristic.meanExpanded'),
      s.get('heuristic.shortest'),
      s.get('heuristic.budgetSpent'),
    ];
    const cells = (row: ComparisonRow): string[] => [
      s.get(`search.${row.search}`),
      s.get(`estimate.${row.heuristic}`),
      formatLocalCount(row.boards),
      formatLocalCount(row.expanded),
      formatLocalCount(Math.round(row.meanExpanded)),
      formatLocalCount(row.shortest),
      formatLocalCount(row.budgetSpent),
    ];
    const table = reportTable(
      'heuristic-comparison',
      s.get('heuristic.comparison', formatLocalCount(boards), seed, formatLocalCount(budget)),
      headings,
      rows.map(cells),
      2,
    );
    rows.forEach((row, index) => {
      const tr = table.tBodies[0].rows[index];
      tr.dataset.search = row.search;
      tr.dataset.heuristic = row.heuristic;
      // The learner's rows stand out by a word in the row's heading as well as by the class lab.css gives
      // them.
      if (row.heuristic === 'yours') tr.classList.add('yours');
    });
    return table;
  }
}
