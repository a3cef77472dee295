/**
 * `use-sync-external-store/shim` for React 18+: the hook is built in, so the shim package (a CommonJS
 * fallback for React 16/17 that react-i18next imports) only re-exports it. Aliased in vite.config.ts.
 */
export { useSyncExternalStore } from 'react';
