import type { ComponentType } from 'react';

/** Page chunks that take longer than this count as failed (docs/product.md §Constants and limits). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super('page chunk load timed out');
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type PageModule<P> = { default: ComponentType<P> };

export interface ChunkState<P> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  component: ComponentType<P> | null;
  /** Consecutive failures; a second failure reloads the page on retry. */
  failures: number;
}

/** Loads one page chunk on demand with the timeout, and lets the UI retry after a failure. */
export function createChunkLoader<P>(load: () => Promise<PageModule<P>>, timeoutMs = CHUNK_TIMEOUT_MS) {
  let state: ChunkState<P> = { status: 'idle', component: null, failures: 0 };
  const listeners = new Set<() => void>();
  const set = (next: ChunkState<P>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      if (state.status === 'loading' || state.status === 'ready') return;
      set({ ...state, status: 'loading' });
      withTimeout(load(), timeoutMs).then(
        (module) => set({ status: 'ready', component: module.default, failures: 0 }),
        () => set({ status: 'error', component: null, failures: state.failures + 1 }),
      );
    },
  };
}
