/**
 * The one polling helper of the API and browser tests (e2e/support/wait.ts re-exports it): waits for
 * something another process or a background task does, such as a mail arriving, a callback being
 * recorded or a server becoming ready.
 */

export interface WaitOptions {
  /**
   * What is awaited, for the timeout's message ("the reset mail", "the gateway callback"); a function
   * is called at the timeout, so the message can tell what was there instead.
   */
  what: string | (() => string);
  /** Default 5 s. */
  timeoutMs?: number;
  /** Pause between two checks; default 20 ms. */
  intervalMs?: number;
}

type Truthy<T> = Exclude<T, false | 0 | 0n | '' | null | undefined>;

/**
 * Calls `check` (sync or async) until it returns a truthy value, and returns that value. Throws when
 * `timeoutMs` passed without one, naming `what` and the last value seen; an error thrown by `check`
 * ends the wait at once.
 */
export async function waitUntil<T>(
  check: () => T | Promise<T>,
  { what, timeoutMs = 5_000, intervalMs = 20 }: WaitOptions,
): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() >= deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what} ` +
          `(last seen: ${describe(value)})`,
      );
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

function describe(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Waits until the job run `id` of queue `name` has completed (the site's own job queue). */
export async function jobCompleted(
  jobs: { runs(filter: { name: string; limit: number }): Promise<{ id: string; state: string }[]> },
  name: string,
  id: string | null,
  timeoutMs = 20_000,
): Promise<void> {
  await waitUntil(
    async () => (await jobs.runs({ name, limit: 500 })).find((run) => run.id === id)?.state === 'completed',
    { timeoutMs, what: `${name} run ${id} completed` },
  );
}
