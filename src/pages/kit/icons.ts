// Icons drawn as SVG in code: the page may load nothing but its own script
// and style sheet, and text symbols such as ▶ turn into emoji on some systems.

const SVG = 'http://www.w3.org/2000/svg';

/** 16 × 16 paths, filled with the text colour. */
const PATHS = {
  restart: 'M2.5 3h1.5v10H2.5zM9.5 3v10L4.5 8zM15 3v10l-5-5z',
  back: 'M3 3h1.5v10H3zM12.5 3v10L5.5 8z',
  play: 'M4.5 2.5v11L13 8z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  forward: 'M11.5 3H13v10h-1.5zM3.5 3v10l7-5z',
  hint: 'M8 1.5a4.5 4.5 0 0 0-2.75 8.06V11.5h5.5V9.56A4.5 4.5 0 0 0 8 1.5zM5.75 12.5h4.5v1h-4.5zM6.5 14.25h3v1h-3z',
  /** Solve: play all the way to the goal, drawn as fast-forward to a bar. */
  solve: 'M1.5 3v10l5.5-5zM7.5 3v10l5.5-5zM13 3h1.5v10H13z',
  edit: 'M11.4 1.9l2.7 2.7-8.3 8.3-3.4.7.7-3.4zM10.3 4.4l1.3 1.3',
  shuffle:
    'M1.5 4h3l5.5 8h3.5v-1.8L15.5 12.5 13 14.8V13h-3.8l-5.5-8H1.5zM1.5 11h2.2l1.3-1.9.6.9.3.4-1.6 2.6H1.5zM9.2 4h4.3V2.2L15.5 4.5 13.5 6.8V5h-3.8l-1.2 1.8-.6-.9-.3-.4z',
  insert: 'M3 1.5h6.5l3.5 3.5v9.5H3zM9 2.5V5.5h3M8 7v4.3l-1.6-1.6-.7.7L8.5 13l2.8-2.6-.7-.7L9 11.3V7z',
} as const;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.classList.add('icon');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', PATHS[name]);
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('fill-rule', 'evenodd');
  svg.append(path);
  return svg;
}

/** Swaps an icon in place, e.g. play ↔ pause. */
export function setIcon(svg: SVGSVGElement, name: IconName): void {
  svg.firstElementChild?.setAttribute('d', PATHS[name]);
}
