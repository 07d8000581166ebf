// The lab's charts, drawn as SVG by hand: nodes expanded per depth on a log
// scale (one line per method), and bars for time and memory. Colours come
// from classes in lab.css (VS Code's chart colours), and each series also has
// its own dash pattern, so the lines stay apart in high contrast and for
// people who do not tell the colours apart. Each chart has a text alternative.
import { LAB_METHOD_NAMES, LabFigures, LabMethodName } from '../../protocol/labMessages';
import { element } from '../kit/dom';
import { milliseconds } from './markdown';
import { formatLocalCount } from '../kit/numbers';
import { LabStrings } from './strings';
import { axisLines, barFigure, Frame, svg, xTicks } from './svgChart';

const DASHES = [
  '',
  '6 3',
  '2 3',
  '8 3 2 3',
  '1 2',
  '10 4',
  '4 2 1 2',
  '12 3 3 3',
  '3 6',
  '14 2 2 2',
  '5 2 5 6',
];

/**
 * The series index of a method: its place in the table's order, so a method keeps its colour in every chart.
 */
export function seriesOf(method: LabMethodName): number {
  return LAB_METHOD_NAMES.indexOf(method);
}

/** Nodes expanded at each depth g, one line per method, on a log₁₀ scale. */
export function depthChart(rows: readonly LabFigures[], strings: LabStrings): HTMLElement {
  const figure = element('figure', { id: 'depth-chart', className: 'chart' });
  figure.append(element('figcaption', { text: strings.get('chart.depth') }));
  const drawn = rows.filter((row) => row.expandedByDepth.some((n) => n > 0));
  const frame: Frame = { width: 600, height: 280, left: 56, right: 12, top: 12, bottom: 40 };
  const { width, height, left, right, top, bottom } = frame;
  const maxDepth = Math.max(1, ...drawn.map((row) => row.expandedByDepth.length - 1));
  const maxCount = Math.max(10, ...drawn.flatMap((row) => row.expandedByDepth));
  const decades = Math.ceil(Math.log10(maxCount));
  const x = (g: number): number => left + ((width - left - right) * g) / maxDepth;
  const y = (n: number): number => height - bottom - ((height - top - bottom) * Math.log10(n)) / decades;
  const chart = svg('svg', {
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-label': strings.get('chart.depthLabel'),
    class: 'chart-svg',
  });
  const axes = svg('g', { class: 'axes', 'aria-hidden': 'true' });
  for (let decade = 0; decade <= decades; decade++) {
    const at = y(10 ** decade);
    axes.append(svg('line', { x1: left, x2: width - right, y1: at, y2: at, class: 'grid' }));
    axes.append(
      svg(
        'text',
        { x: left - 6, y: at + 4, 'text-anchor': 'end', class: 'tick' },
        decade < 4 ? formatLocalCount(10 ** decade) : `1e${decade}`,
      ),
    );
  }
  axes.append(...xTicks(frame, maxDepth, x), ...axisLines(frame, strings.get('chart.depthAxis')));
  chart.append(axes);
  for (const row of drawn) {
    const series = seriesOf(row.method);
    const line = svg('g', { class: `series series-${series}`, 'data-method': row.method });
    // A depth with no expansions has no place on a log scale: the line breaks there.
    let points: string[] = [];
    const flush = (): void => {
      if (points.length > 1)
        line.append(
          svg('polyline', { points: points.join(' '), fill: 'none', 'stroke-dasharray': DASHES[series] }),
        );
      points = [];
    };
    row.expandedByDepth.forEach((n, g) => {
      if (n <= 0) return flush();
      points.push(`${x(g).toFixed(1)},${y(n).toFixed(1)}`);
      line.append(
        svg('circle', { cx: x(g).toFixed(1), cy: y(n).toFixed(1), r: 2.5, 'data-depth': g, 'data-count': n }),
      );
    });
    flush();
    chart.append(line);
  }
  figure.append(
    chart,
    legend(
      drawn.map((row) => row.method),
      strings,
    ),
    depthTable(drawn, maxDepth, strings),
  );
  return figure;
}

function legend(methods: readonly LabMethodName[], strings: LabStrings): HTMLElement {
  const list = element('ul', { className: 'legend', attributes: { 'aria-hidden': 'true' } });
  for (const method of methods) {
    const series = seriesOf(method);
    const swatch = svg('svg', { width: 28, height: 10, class: `series series-${series}` });
    swatch.append(svg('line', { x1: 1, x2: 27, y1: 5, y2: 5, 'stroke-dasharray': DASHES[series] }));
    const item = element('li', { attributes: { 'data-method': method } });
    item.append(swatch, element('span', { text: strings.method(method) }));
    list.append(item);
  }
  return list;
}

/** The same numbers as the lines, for screen readers and for anyone who would rather read them. */
function depthTable(rows: readonly LabFigures[], maxDepth: number, strings: LabStrings): HTMLElement {
  const details = element('details', { className: 'chart-table' });
  details.append(element('summary', { text: strings.get('chart.depthTable') }));
  const table = element('table', { id: 'depth-table' });
  const head = element(
    'tr',
    {},
    element('th', { text: strings.get('chart.depthColumn'), attributes: { scope: 'col' } }),
  );
  for (const row of rows)
    head.append(element('th', { text: strings.method(row.method), attributes: { scope: 'col' } }));
  table.append(element('thead', {}, head));
  const body = element('tbody');
  for (let g = 0; g <= maxDepth; g++) {
    const tr = element('tr', {}, element('th', { text: String(g), attributes: { scope: 'row' } }));
    for (const row of rows)
      tr.append(
        element('td', {
          text: g < row.expandedByDepth.length ? formatLocalCount(row.expandedByDepth[g]) : '',
        }),
      );
    body.append(tr);
  }
  table.append(body);
  details.append(table);
  return details;
}

/**
 * Horizontal bars, one per method, each labelled with its value (so the bar is never the only way to read
 * it).
 */
export function barChart(
  id: string,
  title: string,
  rows: readonly LabFigures[],
  value: (row: LabFigures) => number,
  format: (n: number) => string,
  strings: LabStrings,
): HTMLElement {
  const bars = rows.map((row) => {
    const n = value(row);
    return {
      label: strings.method(row.method),
      value: n,
      valueText: format(n),
      spoken: strings.get('chart.barLabel', strings.method(row.method), format(n)),
      series: `series series-${seriesOf(row.method)}`,
      data: { 'data-method': row.method },
    };
  });
  return barFigure(id, title, bars, {
    rowHeight: 22,
    labelWidth: 170,
    baseline: 15,
    inset: 3,
    zeroShown: true,
  });
}

export function timeChart(rows: readonly LabFigures[], strings: LabStrings): HTMLElement {
  return barChart('time-chart', strings.get('chart.time'), rows, (row) => row.ms, milliseconds, strings);
}

export function heldChart(rows: readonly LabFigures[], strings: LabStrings): HTMLElement {
  return barChart(
    'held-chart',
    strings.get('chart.held'),
    rows,
    (row) => row.held,
    formatLocalCount,
    strings,
  );
}
