import { Io } from '../io/io';
import { count, formatCount } from '../io/messages';

/**
 * A progress line on a terminal, for runs long enough to wonder about; erased before anything else is
 * written.
 */
export class Progress {
  total = 0;
  private done = 0;
  private showing = false;
  private lastDrawn = 0;

  constructor(private readonly io: Io) {}

  show(text: string): void {
    if (!this.io.errIsTerminal) return;
    this.io.err(`\r\x1b[K${text}`);
    this.showing = true;
  }

  runStarted(cases: number): void {
    if (cases > 1) this.show(`running ${count(cases, 'board')} in one run…`);
  }

  judged(cases: number): void {
    this.done += cases;
    const now = Date.now();
    if (now - this.lastDrawn < 100) return;
    this.lastDrawn = now;
    this.show(`judged ${formatCount(this.done)} of ${count(this.total, 'case')}`);
  }

  clear(): void {
    if (!this.showing) return;
    this.io.err('\r\x1b[K');
    this.showing = false;
  }
}
