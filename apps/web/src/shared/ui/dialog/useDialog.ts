import { useContext } from 'react';
import { DialogContext } from './dialogContext';
import type { DialogApi } from './types';

/** The promise-based generic dialog: `await useDialog().open({ title, html, buttons })`. */
export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog must be used inside <DialogProvider>');
  return api;
}
