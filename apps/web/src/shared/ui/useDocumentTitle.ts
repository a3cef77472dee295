import { useContext, useEffect } from 'react';
import { SiteContext } from '../site/siteContext';

export function useDocumentTitle(title: string | null): void {
  const siteName = useContext(SiteContext)?.status.info.site.name ?? '';
  useEffect(() => {
    const parts = [title, siteName].filter(Boolean);
    if (parts.length) document.title = parts.join(' · ');
  }, [title, siteName]);
}
