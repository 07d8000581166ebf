// The learner's h against the true distance: the mean h of the boards at each
// distance as points, over the line h = distance that an exact heuristic
// would follow. A point above the line means boards that overestimate; it is
// drawn as a triangle, not a dot, so the shape says it as well as the place.
// The same numbers, with how many boards were exact and over, in a table.
import type { DistanceRow } from '../../protocol/labReports';
import { element } from '../kit/dom';
import { formatLocalCount } from '../kit/numbers';
import { LabStrings } from './strings';
import { axisLines, Frame, svg, xTicks } from './svgChart';

const FRAME: Frame = { width: 600, height: 280, left: 48, right: 12, top: 12, bottom: 40 };
const { width: WIDTH, height: HEIGHT, left: LEFT, right: RIGHT, top: TOP, bottom: BOTTOM } = FRAME;

export function heuristicChart(rows: readonly DistanceRow[], strings: LabStrings): HTMLElement {
  const figure = element('figure', { id: 'heuristic-chart', className: 'chart' });
  figure.append(element('figcaption', { text: strings.get('heuristic.chart') }));
  const maxDistance = Math.max(1, ...rows.map((row) => row.distance));
  const top = Math.max(maxDistance, ...rows.map((row) => row.meanH));
  const x = (d: number): number => LEFT + ((WIDTH - LEFT - RIGHT) * d) / maxDistance;
  const y = (h: number): number => HEIGHT - BOTTOM - ((HEIGHT - TOP - BOTTOM) * h) / top;
  const chart = svg('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: 'img',
    'aria-label': strings.get('heuristic.chartLabel'),
    class: 'chart-svg',
  });
  chart.append(axes(maxDistance, top, x, y, strings));
  const exact = svg('g', { class: 'series series-6 exact-line' });
  exact.append(
    svg('line', {
      x1: x(0),
      y1: y(0),
      x2: x(maxDistance),
      y2: y(Math.min(maxDistance, top)),
      'stroke-dasharray': '6 3',
    }),
  );
  chart.append(exact);
  const points = svg('g', { class: 'series series-4 mean-h' });
  const sorted = [...rows].sort((a, b) => a.distance - b.distance);
  if (sorted.length > 1)
    points.append(
      svg('polyline', {
        points: sorted.map((row) => `${x(row.distance).toFixed(1)},${y(row.meanH).toFixed(1)}`).join(' '),
        fill: 'none',
      }),
    );
  for (const row of sorted) points.append(point(row, x(row.distance), y(row.meanH), strings));
  chart.append(points);
  figure.append(chart, legend(strings), distanceTable(sorted, strings));
  return figure;
}

function axes(
  maxDistance: number,
  top: number,
  x: (d: number) => number,
  y: (h: number) => number,
  strings: LabStrings,
): SVGGElement {
  const group = svg('g', { class: 'axes', 'aria-hidden': 'true' });
  group.append(...xTicks(FRAME, maxDistance, x));
  const step = Math.max(1, Math.ceil(top / 8));
  for (let h = 0; h <= top; h += step) {
    group.append(svg('line', { x1: LEFT, x2: WIDTH - RIGHT, y1: y(h), y2: y(h), class: 'grid' }));
    group.append(svg('text', { x: LEFT - 6, y: y(h) + 4, 'text-anchor': 'end', class: 'tick' }, String(h)));
  }
  group.append(...axisLines(FRAME, strings.get('heuristic.distanceAxis')));
  group.append(
    svg('text', { x: LEFT + 6, y: TOP + 10, class: 'axis-title' }, strings.get('heuristic.hAxis')),
  );
  return group;
}

function point(row: DistanceRow, cx: number, cy: number, strings: LabStrings): SVGElement {
  const over = row.over > 0;
  const attributes = {
    'data-distance': row.distance,
    'data-mean-h': row.meanH,
    'data-exact': row.exact,
    'data-over': row.over,
    class: over ? 'point over' : 'point',
  };
  const shape = over
    ? svg('polygon', {
        ...attributes,
        points: `${cx.toFixed(1)},${(cy - 4.5).toFixed(1)} ${(cx - 4.5).toFixed(1)},${(cy + 3.5).toFixed(1)} ${(cx + 4.5).toFixed(1)},${(cy + 3.5).toFixed(1)}`,
      })
    : svg('circle', { ...attributes, cx: cx.toFixed(1), cy: cy.toFixed(1), r: 3 });
  shape.append(
    svg(
      'title',
      {},
      `${strings.get('heuristic.distance')} ${row.distance}: ${strings.get('heuristic.meanHColumn')} ${meanText(row.meanH)}, ${strings.get('heuristic.exact')} ${formatLocalCount(row.exact)}, ${strings.get('heuristic.over')} ${formatLocalCount(row.over)}`,
    ),
  );
  return shape;
}

function legend(strings: LabStrings): HTMLElement {
  const list = element('ul', { className: 'legend', attributes: { 'aria-hidden': 'true' } });
  for (const [series, dash, key] of [
    [4, '', 'heuristic.meanH'],
    [6, '6 3', 'heuristic.line'],
  ] as const) {
    const swatch = svg('svg', { width: 28, height: 10, class: `series series-${series}` });
    swatch.append(svg('line', { x1: 1, x2: 27, y1: 5, y2: 5, 'stroke-dasharray': dash }));
    list.append(element('li', {}, swatch, element('span', { text: strings.get(key) })));
  }
  return list;
}

function distanceTable(rows: readonly DistanceRow[], strings: LabStrings): HTMLElement {
  const details = element(
    'details',
    { className: 'chart-table' },
    element('summary', { text: strings.get('heuristic.chartTable') }),
  );
  const keys = [
    'heuristic.distance',
    'heuristic.boards',
    'heuristic.meanHColumn',
    'heuristic.ratio',
    'heuristic.exact',
    'heuristic.over',
  ] as const;
  const table = element(
    'table',
    { id: 'heuristic-distance-table', className: 'report-table' },
    element(
      'thead',
      {},
      element(
        'tr',
        {},
        ...keys.map((key) => element('th', { text: strings.get(key), attributes: { scope: 'col' } })),
      ),
    ),
  );
  const body = element('tbody');
  for (const row of rows) {
    const cells = [
      formatLocalCount(row.boards),
      meanText(row.meanH),
      row.meanRatio === null ? '—' : row.meanRatio.toFixed(2),
      formatLocalCount(row.exact),
      formatLocalCount(row.over),
    ];
    body.append(
      element(
        'tr',
        { attributes: { 'data-distance': String(row.distance) } },
        element('th', { text: String(row.distance), attributes: { scope: 'row' } }),
        ...cells.map((text) => element('td', { text, className: 'number' })),
      ),
    );
  }
  table.append(body);
  details.append(table);
  return details;
}

export function meanText(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
