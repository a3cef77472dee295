import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from './useMemberCentre';

/** The query parameter that opens the member centre on a page, e.g. the payment gateway's return link. */
export const MEMBER_CENTRE_PARAM = 'memberCentre';

function isPage(value: string | null): value is MemberCentrePage {
  return (MEMBER_CENTRE_PAGES as readonly string[]).includes(value ?? '');
}

/**
 * Opens the member centre on the page a link names (`/?memberCentre=depositv2&orderNo=…`, where the
 * payment gateway sends the member back), once, and removes the centre's parameters from the address
 * so a reload or the back button does not open it again. Unknown pages are ignored.
 */
export function useOpenFromLink(open: (page: MemberCentrePage) => void): void {
  const [params, setParams] = useSearchParams();
  const page = params.get(MEMBER_CENTRE_PARAM);
  useEffect(() => {
    if (page === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MEMBER_CENTRE_PARAM);
        next.delete('orderNo');
        return next;
      },
      { replace: true },
    );
    if (isPage(page)) open(page);
  }, [page, open, setParams]);
}
