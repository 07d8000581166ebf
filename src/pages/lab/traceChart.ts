// A trace's expansions per true distance from the start, as bars, one a
// distance, each with its count written beside it and in its label, so the
// bar is never the only way to read it (as the lab's bar charts, charts.ts).
import { element } from '../kit/dom';
import { svg } from './charts';
import { formatLocalCount } from '../kit/numbers';
import { LabStrings } from './strings';

export function traceDepthChart(byDepth: readonly number[], strings: LabStrings): HTMLElement {
  const title = strings.get('trace.byDepth');
  const figure = element(
    'figure',
    { id: 'trace-depth-chart', className: 'chart bars' },
    element('figcaption', { text: title }),
  );
  const [width, rowHeight, labelWidth, valueWidth] = [600, 18, 60, 90];
  const height = rowHeight * byDepth.length + 4;
  const most = Math.max(1, ...byDepth);
  const chart = svg('svg', {
    viewBox: `0 0 ${width} ${height}`,
    class: 'chart-svg',
    role: 'list',
    'aria-label': title,
  });
  byDepth.forEach((n, depth) => {
    const top = depth * rowHeight + 2;
    const text = strings.get('trace.depthBar', depth, formatLocalCount(n));
    const bar = svg('g', {
      class: 'bar series series-4',
      role: 'listitem',
      'aria-label': text,
      'data-depth': depth,
      'data-value': n,
    });
    bar.append(
      svg(
        'text',
        { x: labelWidth - 6, y: top + 13, 'text-anchor': 'end', class: 'tick', 'aria-hidden': 'true' },
        String(depth),
      ),
    );
    const length = n === 0 ? 0 : Math.max(1, ((width - labelWidth - valueWidth) * n) / most);
    bar.append(svg('rect', { x: labelWidth, y: top + 2, width: length.toFixed(1), height: rowHeight - 4 }));
    bar.append(
      svg(
        'text',
        { x: labelWidth + length + 6, y: top + 13, class: 'tick', 'aria-hidden': 'true' },
        formatLocalCount(n),
      ),
    );
    chart.append(bar);
  });
  figure.append(chart);
  return figure;
}
