// The move string, one span per letter. A string can hold ten thousand moves,
// so a step only moves the `current` mark, and a new string only replaces
// the letters after the part it shares with the old one.
import { element } from '../kit/dom';
import { BoardStrings } from '../kit/strings';

export class MovesView {
  readonly root: HTMLDivElement;
  private readonly letters: HTMLSpanElement[] = [];
  private moves = '';
  private current: HTMLSpanElement | undefined;
  /** How many letters are marked played. */
  private step = 0;

  constructor(private readonly strings: BoardStrings) {
    // #moves holds only letters; board.css shows the placeholder while it is empty.
    this.root = element('div', {
      id: 'moves',
      className: 'moves',
      attributes: {
        role: 'group',
        'aria-label': strings.get('moves.label'),
        'data-placeholder': strings.get('moves.none'),
      },
    });
  }

  /** Calls `onStep` with the step a clicked letter ends, a mouse shortcut for the step buttons. */
  onStep(onStep: (step: number) => void): void {
    this.root.addEventListener('click', (event) => {
      const index = event.target instanceof HTMLElement ? event.target.dataset.index : undefined;
      if (index !== undefined) onStep(Number(index) + 1);
    });
  }

  render(moves: string, step: number): void {
    if (moves !== this.moves) this.replaceLetters(moves);
    if (step === this.step && this.current === this.letters[step - 1]) return;
    // Only the letters between the old step and the new one change, so a
    // step costs the same on a move string of ten or ten thousand letters.
    const from = Math.max(0, Math.min(this.step, step));
    const to = Math.min(this.letters.length, Math.max(this.step, step));
    for (let i = from; i < to; i++) this.letters[i].classList.toggle('played', i < step);
    this.step = step;
    this.current?.classList.remove('current');
    this.current = step > 0 ? this.letters[step - 1] : undefined;
    this.current?.classList.add('current');
    this.revealCurrent();
  }

  private replaceLetters(moves: string): void {
    let shared = 0;
    while (shared < moves.length && shared < this.moves.length && moves[shared] === this.moves[shared])
      shared++;
    for (const letter of this.letters.splice(shared)) letter.remove();
    const added = document.createDocumentFragment();
    for (let i = shared; i < moves.length; i++) {
      const letter = element('span', {
        className: i < this.step ? 'move played' : 'move',
        text: moves[i],
        attributes: { 'data-index': String(i), title: this.strings.get('moves.goTo', i + 1) },
      });
      this.letters.push(letter);
      added.append(letter);
    }
    this.root.append(added);
    this.moves = moves;
    if (this.current && !this.current.isConnected) this.current = undefined;
  }

  /** Scrolls the letter list, never the page, to keep the current letter in sight while playing. */
  private revealCurrent(): void {
    const letter = this.current;
    if (!letter || this.root.scrollHeight <= this.root.clientHeight) return;
    // #moves is positioned (board.css), so offsetTop is measured from its top.
    const top = letter.offsetTop;
    if (top < this.root.scrollTop) this.root.scrollTop = top;
    else if (top + letter.offsetHeight > this.root.scrollTop + this.root.clientHeight)
      this.root.scrollTop = top + letter.offsetHeight - this.root.clientHeight;
  }
}
