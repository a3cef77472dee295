import { createElement, useCallback, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { createChunkLoader, type PageModule } from './chunkLoader';

export type LazyWidget<P> = ComponentType<P> & {
  preload: () => void;
  /** True once the code has loaded, or failed to (the fallback then shows). */
  settled: () => boolean;
  subscribe: (listener: () => void) => () => void;
};

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
  const settled = () => {
    const { status } = loader.getSnapshot();
    return status === 'ready' || status === 'error';
  };
  return Object.assign(LazyComponent, {
    preload: () => loader.start(),
    settled,
    subscribe: loader.subscribe,
  });
}

/**
 * While `needed`, loads `widgets` and answers false until every one has settled: for parts that
 * must appear with the rest of the screen, not after it. `widgets` must be a stable array.
 */
export function useWidgetsSettled(
  widgets: readonly Pick<LazyWidget<object>, 'preload' | 'settled' | 'subscribe'>[],
  needed: boolean,
): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = widgets.map((widget) => widget.subscribe(listener));
      return () => stops.forEach((stop) => stop());
    },
    [widgets],
  );
  const settled = useSyncExternalStore(
    subscribe,
    () => widgets.every((widget) => widget.settled()),
    () => false,
  );
  useEffect(() => {
    if (needed) for (const widget of widgets) widget.preload();
  }, [needed, widgets]);
  return !needed || settled;
}
