import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ChunkError } from './ChunkError';
import { createChunkLoader, type PageModule } from '../../shared/lazy/chunkLoader';

export type LazyPage<P> = ComponentType<P> & { preload: () => void };

/** A route page loaded on demand (120 s timeout); a failed load shows a message with Retry. */
export function lazyPage<P extends object = object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  const loader = createChunkLoader(load);
  function LazyRoutePage(props: P) {
    const { t } = useTranslation();
    const state = useSyncExternalStore(loader.subscribe, loader.getSnapshot, loader.getSnapshot);
    useEffect(() => loader.start(), []);
    if (state.status === 'ready' && state.component) return createElement(state.component, props);
    if (state.status === 'error') {
      const retry = () => (state.failures > 1 ? window.location.reload() : loader.start());
      return <ChunkError onRetry={retry} />;
    }
    return <PageSpinner label={t('common.loading')} />;
  }
  return Object.assign(LazyRoutePage, { preload: () => loader.start() });
}
