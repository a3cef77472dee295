import { createContext, useContext } from 'react';

export interface NoticeModalApi {
  /** Opens the notice modal, optionally with one notice expanded. */
  openNotices: (noticeId?: number) => void;
}

export const NoticeModalContext = createContext<NoticeModalApi | null>(null);

export function useNoticeModal(): NoticeModalApi {
  const api = useContext(NoticeModalContext);
  if (!api) throw new Error('useNoticeModal must be used inside <NoticeModalProvider>');
  return api;
}
