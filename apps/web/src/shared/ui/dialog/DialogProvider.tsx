import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyWidget } from '../../lazy/lazyWidget';
import { FADE_MS } from '../overlay/useFadePresence';
import { DialogContext } from './dialogContext';
import type { DialogApi, DialogOptions } from './types';

/** The dialog's markup loads with the first dialog. */
const DialogView = lazyWidget(() =>
  import('./DialogView').then((module) => ({ default: module.DialogView })),
);

interface Entry {
  id: number;
  options: DialogOptions;
  closing: boolean;
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const resolvers = useRef(new Map<number, (value: string | null) => void>());
  const nextId = useRef(1);

  const close = useCallback((id: number, value: string | null) => {
    const resolve = resolvers.current.get(id);
    if (!resolve) return;
    resolvers.current.delete(id);
    resolve(value);
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, closing: true } : entry)));
    window.setTimeout(() => setEntries((list) => list.filter((entry) => entry.id !== id)), FADE_MS);
  }, []);

  const api = useMemo<DialogApi>(
    () => ({
      open: (options) =>
        new Promise<string | null>((resolve) => {
          const id = nextId.current++;
          resolvers.current.set(id, resolve);
          setEntries((list) => [...list, { id, options, closing: false }]);
        }),
      closeAll: () => {
        for (const id of [...resolvers.current.keys()]) close(id, null);
      },
    }),
    [close],
  );

  return (
    <DialogContext.Provider value={api}>
      {children}
      {entries.map((entry) => (
        <DialogView
          key={entry.id}
          options={entry.options}
          closing={entry.closing}
          onClose={(value) => close(entry.id, value)}
        />
      ))}
    </DialogContext.Provider>
  );
}
