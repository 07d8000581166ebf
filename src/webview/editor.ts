// Typing or pasting a board. Bad text is explained next to the input and
// selected, and the board on screen stays as it was until the text is good.
import { Board, EIGHT_PUZZLE, formatBoard, parseBoard } from '../engine';
import { Strings } from './strings';
import { View } from './view';

export class Editor {
  constructor(
    private readonly view: View,
    private readonly strings: Strings,
    private readonly current: () => Board,
    private readonly apply: (board: Board) => void,
  ) {
    view.edit.addEventListener('click', () => (this.isOpen ? this.close() : this.open()));
    view.editCancel.addEventListener('click', () => this.close());
    view.editForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.submit();
    });
    view.editApply.addEventListener('click', () => this.submit());
    view.editInput.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        this.submit();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        this.close();
      }
    });
    view.editInput.addEventListener('input', () => this.showError(undefined));
  }

  get isOpen(): boolean {
    return !this.view.editForm.hidden;
  }

  open(): void {
    const { editForm, editInput, edit } = this.view;
    editForm.hidden = false;
    edit.setAttribute('aria-expanded', 'true');
    editInput.value = formatBoard(this.current());
    this.showError(undefined);
    editInput.focus();
    editInput.select();
  }

  close(): void {
    if (!this.isOpen) return;
    this.view.editForm.hidden = true;
    this.view.edit.setAttribute('aria-expanded', 'false');
    this.showError(undefined);
    this.view.edit.focus();
  }

  private submit(): void {
    const { editInput } = this.view;
    const parsed = parseBoard(editInput.value, EIGHT_PUZZLE);
    if (!parsed.ok) {
      this.showError(this.strings.parseError(parsed.error));
      editInput.focus();
      // Select the offending text, or put the caret where a cell is missing.
      editInput.setSelectionRange(parsed.error.offset, parsed.error.offset + parsed.error.length);
      return;
    }
    this.apply(parsed.board);
    this.close();
  }

  private showError(message: string | undefined): void {
    const { editError, editInput } = this.view;
    editError.textContent = message ?? '';
    editInput.setAttribute('aria-invalid', String(message !== undefined));
  }
}
