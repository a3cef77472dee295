/** Global loading overlay: callers show it for a task and hide it when done (counted). */
let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showLoading(): void {
  pending += 1;
  emit();
}

export function hideLoading(): void {
  pending = Math.max(0, pending - 1);
  emit();
}

/** Runs a task with the overlay shown. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  showLoading();
  try {
    return await task();
  } finally {
    hideLoading();
  }
}

export function isLoading(): boolean {
  return pending > 0;
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
