// Typing or pasting a board. Bad text is explained next to the input and
// selected, and the board on screen stays as it was until the text is good.
import { Board, formatGrid, Size } from '../../engine';
import { BoardStrings } from '../kit/strings';
import { readBoard } from './readBoard';
import { View } from './view';

export class Editor {
  constructor(
    private readonly view: View,
    private readonly strings: BoardStrings,
    private readonly current: () => { readonly board: Board; readonly size: Size },
    private readonly apply: (board: Board, size: Size) => void,
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
    // One line per row, so the size shows as it is, and a board of 6, 8 or 12 cells reads back as the same
    // size.
    const { board, size } = this.current();
    editInput.value = formatGrid(size, board);
    editInput.rows = size.rows;
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
    const parsed = readBoard(editInput.value, this.current().size);
    if (!parsed.ok) {
      this.showError(this.strings.parseError(parsed.error));
      editInput.focus();
      // Select the offending text, or put the caret where a cell is missing.
      editInput.setSelectionRange(parsed.error.offset, parsed.error.offset + parsed.error.length);
      return;
    }
    this.apply(parsed.board, parsed.size);
    this.close();
  }

  private showError(message: string | undefined): void {
    const { editError, editInput } = this.view;
    editError.textContent = message ?? '';
    editInput.setAttribute('aria-invalid', String(message !== undefined));
  }
}
