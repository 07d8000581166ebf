// A move string read a piece at a time, trimmed as `check` trims an answer
// line (a pasted line end or space changes nothing) without ever holding it:
// spaces inside it are letters like any other (a bad step), spaces at its
// end are dropped, and `unsolvable` is told apart from moves before any of
// its letters is played.
import { UNSOLVABLE } from '../../engine';

export interface MoveSink {
  /** One letter of the trimmed string, in order. */
  letter(letter: string): void;
}

const SPACE = /\s/;

export class MoveStream {
  /** Letters seen past the leading spaces. */
  private started = false;
  /**
   * The first space after a letter, held until a letter follows (then it is
   * a letter, and a bad step: what follows a bad step is never played, so
   * the spaces after it need not be kept) or the end (then it is trimmed).
   */
  private space = '';
  /** A start that may yet be `unsolvable`: held rather than played. */
  private head = '';
  private heading = true;
  constructor(private readonly sink: MoveSink) {}

  push(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const letter = text[i];
      if (SPACE.test(letter)) {
        if (this.started && this.space === '') this.space = letter;
        continue;
      }
      this.started = true;
      if (this.space !== '') {
        this.take(this.space);
        this.space = '';
      }
      this.take(letter);
    }
  }

  /** Ends the string: true when it was exactly `unsolvable`, whose letters were never passed on. */
  end(): boolean {
    if (this.heading && this.head === UNSOLVABLE) return true;
    this.release();
    return false;
  }

  private take(letter: string): void {
    if (
      this.heading &&
      (this.head + letter).length <= UNSOLVABLE.length &&
      UNSOLVABLE.startsWith(this.head + letter)
    ) {
      this.head += letter;
      return;
    }
    this.release();
    this.sink.letter(letter);
  }

  private release(): void {
    if (!this.heading) return;
    this.heading = false;
    for (const letter of this.head) this.sink.letter(letter);
    this.head = '';
  }
}
