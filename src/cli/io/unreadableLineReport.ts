import { CLEAR_LINE, Io } from './io';

/** Unreadable lines shown in full; the rest are counted, so a broken file does not flood the terminal. */
export const MOST_UNREADABLE_LINES_SHOWN = 100;

/**
 * Standard error for one command: the input's lines it could not read or
 * judge (the first ones in full, then a count), notices, and a progress line
 * on a terminal that is always erased before anything else is written, so
 * the two never run together.
 */
export class UnreadableLineReport {
  private shown = 0;
  private unshown = 0;
  private progressShowing = false;

  /** `beforeWrite` flushes standard output before each message, so answers and messages keep their order on a shared terminal. */
  constructor(
    private readonly io: Io,
    private readonly beforeWrite?: () => void,
  ) {}

  get count(): number {
    return this.shown + this.unshown;
  }

  /** One unreadable line; its message is made at once when it is shown, and never otherwise. */
  add(message: () => string): void {
    if (this.shown >= MOST_UNREADABLE_LINES_SHOWN) {
      this.unshown++;
      return;
    }
    this.shown++;
    this.write(message() + '\n');
  }

  /** A message that is not about a line of the input, always shown. */
  notice(message: string): void {
    this.write(message + '\n');
  }

  /** Replaces the progress line (only called when a person is watching a terminal). */
  progress(text: string): void {
    this.io.err(`\r${text}`);
    this.progressShowing = true;
  }

  /** Erases the progress line and says how many unreadable lines were not shown, with `more(count)`'s words. */
  finish(more: (count: number) => string): void {
    this.clearProgress();
    if (this.unshown > 0) this.io.err(more(this.unshown) + '\n');
  }

  private write(text: string): void {
    this.clearProgress();
    this.beforeWrite?.();
    this.io.err(text);
  }

  /** Erases the progress line, if one shows, before something else is written to the terminal. */
  clearProgress(): void {
    if (!this.progressShowing) return;
    this.io.err(CLEAR_LINE);
    this.progressShowing = false;
  }
}
