import { performance } from 'node:perf_hooks';

/** The judge's own time, kept apart from the programs'. */
export class Clock {
  totalMs = 0;

  time<T>(work: () => T): T {
    const start = performance.now();
    try {
      return work();
    } finally {
      this.totalMs += performance.now() - start;
    }
  }
}
