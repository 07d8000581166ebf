// What the lab's charts (charts.ts, heuristicChart.ts, traceChart.ts) share:
// SVG drawn by hand, a plot's axes, and a list of bars each labelled with its
// value, so the bar is never the only way to read it.
import { element } from '../kit/dom';

const SVG = 'http://www.w3.org/2000/svg';

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number> = {},
  text?: string,
): SVGElementTagNameMap[K] {
  const created = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, String(value));
  if (text !== undefined) created.textContent = text;
  return created;
}

/** A plot's size and its margins, in the SVG's units. */
export interface Frame {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** The whole numbers 0 to `most` under the x axis, at most about sixteen of them. */
export function xTicks(frame: Frame, most: number, x: (value: number) => number): SVGElement[] {
  const ticks: SVGElement[] = [];
  const every = Math.max(1, Math.ceil(most / 16));
  for (let value = 0; value <= most; value += every)
    ticks.push(
      svg(
        'text',
        { x: x(value), y: frame.height - frame.bottom + 16, 'text-anchor': 'middle', class: 'tick' },
        String(value),
      ),
    );
  return ticks;
}

/** The x and y axes' lines, and the x axis's title below them. */
export function axisLines(frame: Frame, xTitle: string): SVGElement[] {
  const { width, height, left, right, top, bottom } = frame;
  return [
    svg('line', { x1: left, x2: width - right, y1: height - bottom, y2: height - bottom, class: 'axis' }),
    svg('line', { x1: left, x2: left, y1: top, y2: height - bottom, class: 'axis' }),
    svg(
      'text',
      { x: (left + width - right) / 2, y: height - 6, 'text-anchor': 'middle', class: 'axis-title' },
      xTitle,
    ),
  ];
}

/** One bar of a bar chart. */
export interface Bar {
  /** Written before the bar. */
  readonly label: string;
  readonly value: number;
  /** The value as written after the bar. */
  readonly valueText: string;
  /** What a screen reader reads for the bar. */
  readonly spoken: string;
  /** Its series' classes (its colour). */
  readonly series: string;
  /** The data- attributes that say what the bar is for. */
  readonly data: Readonly<Record<string, string | number>>;
}

/**
 * A bar chart's rows: their height, the room for the labels, where text sits in a row and how far a bar is
 * inset in it.
 */
export interface BarLayout {
  readonly rowHeight: number;
  readonly labelWidth: number;
  readonly baseline: number;
  readonly inset: number;
  /** Whether a value of zero still gets a sliver of a bar. */
  readonly zeroShown: boolean;
}

const BARS_WIDTH = 600;
const VALUE_WIDTH = 90;

/** Horizontal bars, one a row, each labelled with its value, as a list a screen reader reads item by item. */
export function barFigure(id: string, title: string, bars: readonly Bar[], layout: BarLayout): HTMLElement {
  const { rowHeight, labelWidth, baseline, inset } = layout;
  const figure = element('figure', { id, className: 'chart bars' }, element('figcaption', { text: title }));
  const height = rowHeight * bars.length + 4;
  const most = Math.max(...bars.map((bar) => bar.value), Number.MIN_VALUE);
  const chart = svg('svg', {
    viewBox: `0 0 ${BARS_WIDTH} ${height}`,
    class: 'chart-svg',
    role: 'list',
    'aria-label': title,
  });
  bars.forEach((bar, index) => {
    const top = index * rowHeight + 2;
    const row = svg('g', {
      class: `bar ${bar.series}`,
      role: 'listitem',
      'aria-label': bar.spoken,
      ...bar.data,
      'data-value': bar.value,
    });
    row.append(
      svg(
        'text',
        { x: labelWidth - 6, y: top + baseline, 'text-anchor': 'end', class: 'tick', 'aria-hidden': 'true' },
        bar.label,
      ),
    );
    const length =
      bar.value === 0 && !layout.zeroShown
        ? 0
        : Math.max(1, ((BARS_WIDTH - labelWidth - VALUE_WIDTH) * bar.value) / most);
    row.append(
      svg('rect', {
        x: labelWidth,
        y: top + inset,
        width: length.toFixed(1),
        height: rowHeight - 2 * inset,
      }),
    );
    row.append(
      svg(
        'text',
        { x: labelWidth + length + 6, y: top + baseline, class: 'tick', 'aria-hidden': 'true' },
        bar.valueText,
      ),
    );
    chart.append(row);
  });
  figure.append(chart);
  return figure;
}
