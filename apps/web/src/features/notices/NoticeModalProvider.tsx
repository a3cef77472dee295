import { useMemo, useState, type ReactNode } from 'react';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { NoticeModalContext, type NoticeModalApi } from './noticeModalContext';

const NoticeModal = lazyWidget(() =>
  import('./NoticeModal').then((module) => ({ default: module.NoticeModal })),
);

/** Hosts the notice modal; its code loads the first time it opens. */
export function NoticeModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; used: boolean; focusId: number | null }>({
    open: false,
    used: false,
    focusId: null,
  });
  const api = useMemo<NoticeModalApi>(
    () => ({ openNotices: (noticeId) => setState({ open: true, used: true, focusId: noticeId ?? null }) }),
    [],
  );
  return (
    <NoticeModalContext.Provider value={api}>
      {children}
      {state.used && (
        <NoticeModal
          open={state.open}
          focusId={state.focusId}
          onClose={() => setState((current) => ({ ...current, open: false }))}
        />
      )}
    </NoticeModalContext.Provider>
  );
}
