// Arrow keys move the blank, the same way the letters u, d, l, r do, so what
// the user presses is what appears in the move string.
import { Move } from '../../engine';

const ARROWS: Readonly<Record<string, Move>> = {
  ArrowUp: 'u',
  ArrowDown: 'd',
  ArrowLeft: 'l',
  ArrowRight: 'r',
};

/** The move an arrow key asks for, unless the key belongs to a text field, a list or a shortcut. */
export function moveForKey(event: KeyboardEvent): Move | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented)
    return undefined;
  if (!Object.hasOwn(ARROWS, event.key) || usesArrows(event.target)) return undefined;
  return ARROWS[event.key];
}

/** Controls where arrow keys already mean something: moving a caret, a value or a selection. */
function usesArrows(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'reset', 'submit'].includes(target.type)
  );
}
