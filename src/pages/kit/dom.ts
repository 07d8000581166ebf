// A small element builder. Our pages' CSP forbids inline styles, so nothing
// here sets a `style` attribute: looks come from classes in media/*.css.

export interface ElementOptions {
  readonly id?: string;
  readonly className?: string;
  readonly text?: string;
  readonly attributes?: Readonly<Record<string, string>>;
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElementOptions = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (options.id) created.id = options.id;
  if (options.className) created.className = options.className;
  if (options.text !== undefined) created.textContent = options.text;
  for (const [name, value] of Object.entries(options.attributes ?? {})) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

/** A button that never submits a form. */
export function button(options: ElementOptions, ...children: Node[]): HTMLButtonElement {
  const created = element('button', options, ...children);
  created.type = 'button';
  return created;
}

/** A paragraph screen readers read out whenever its text changes: politely, or at once for an error. */
export function liveText(
  id: string,
  className: string,
  politeness: 'polite' | 'assertive' = 'polite',
): HTMLParagraphElement {
  return element('p', { id, className, attributes: { 'aria-live': politeness } });
}

/** Sets a text only when it changed, so screen readers do not re-announce a live region. */
export function setText(target: HTMLElement, text: string): void {
  if (target.textContent !== text) target.textContent = text;
}

/**
 * Unavailable, but still focusable: `disabled` would drop the keyboard focus
 * of someone pressing "Step forward" at the last step.
 */
export function setUnavailable(target: HTMLElement, unavailable: boolean): void {
  target.setAttribute('aria-disabled', String(unavailable));
}

export function isUnavailable(target: HTMLElement): boolean {
  return target.getAttribute('aria-disabled') === 'true';
}
