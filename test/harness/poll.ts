// Waiting for a condition, never for a time: the harness's one poll.

export interface PollOptions {
  /** How long to wait; with `progressed`, how long a silence to wait through. */
  readonly timeoutMs: number;
  readonly intervalMs?: number;
  /** Asked each round before `attempt`: whether the awaited work has shown progress, which starts the timeout again. */
  readonly progressed?: () => boolean;
}

/** Calls `attempt` every `intervalMs` until it gives a value; undefined once `timeoutMs` has passed without one. */
export async function poll<T>(
  attempt: () => T | undefined | Promise<T | undefined>,
  options: PollOptions,
): Promise<T | undefined> {
  const { timeoutMs, intervalMs = 200, progressed } = options;
  let deadline = Date.now() + timeoutMs;
  for (;;) {
    if (progressed?.()) deadline = Date.now() + timeoutMs;
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
