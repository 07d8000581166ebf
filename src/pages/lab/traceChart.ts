// A trace's expansions per true distance from the start, as bars, one a
// distance, each with its count written beside it and in its label, so the
// bar is never the only way to read it (svgChart.ts, as the lab's bar charts).
import { formatLocalCount } from '../kit/numbers';
import { LabStrings } from './strings';
import { barFigure } from './svgChart';

export function traceDepthChart(byDepth: readonly number[], strings: LabStrings): HTMLElement {
  const bars = byDepth.map((n, depth) => ({
    label: String(depth),
    value: n,
    valueText: formatLocalCount(n),
    spoken: strings.get('trace.depthBar', depth, formatLocalCount(n)),
    series: 'series series-4',
    data: { 'data-depth': depth },
  }));
  return barFigure('trace-depth-chart', strings.get('trace.byDepth'), bars, {
    rowHeight: 18,
    labelWidth: 60,
    baseline: 13,
    inset: 2,
    zeroShown: false,
  });
}
