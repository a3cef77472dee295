import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { createChunkLoader, type PageModule } from './chunkLoader';

export type LazyWidget<P> = ComponentType<P> & { preload: () => void };

/**
 * A component whose code loads on first render (dialogs, modals, rare screens), keeping it out of
 * the first download. Renders `fallback` until ready; a failed load is retried on the next mount.
 */
export function lazyWidget<P extends object>(
  load: () => Promise<PageModule<P>>,
  fallback: ComponentType<P> | null = null,
): LazyWidget<P> {
  const loader = createChunkLoader(load);
  function LazyComponent(props: P) {
    const state = useSyncExternalStore(loader.subscribe, loader.getSnapshot, loader.getSnapshot);
    useEffect(() => loader.start(), []);
    if (state.status === 'ready' && state.component) return createElement(state.component, props);
    return fallback ? createElement(fallback, props) : null;
  }
  return Object.assign(LazyComponent, { preload: () => loader.start() });
}
