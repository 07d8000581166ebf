// Waiting, both ways: a promise for the event loop, and a blocking sleep for
// the few places that cannot return to it (process exit, the start-up sweep).

const sleeper = new Int32Array(new SharedArrayBuffer(4));

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Blocks this thread for `ms` without spinning. */
export function sleepSync(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

/** Polls `done` with growing pauses (from 1 ms) until it holds or `withinMs` has passed; true if it held. */
export async function until(done: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, 16)) {
    if (done()) return true;
    if (Date.now() >= deadline) return false;
    await delay(pause);
  }
}

/** The blocking twin of {@link until}. */
export function untilSync(done: () => boolean, withinMs: number): boolean {
  const deadline = Date.now() + withinMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, 16)) {
    if (done()) return true;
    if (Date.now() >= deadline) return false;
    sleepSync(pause);
  }
}
