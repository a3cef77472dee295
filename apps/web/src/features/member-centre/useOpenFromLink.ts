import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const page = new URLSearchParams(search).get(MEMBER_CENTRE_PARAM);
  useEffect(() => {
    // `/` redirects to /index with the query; act once there.
    if (page === null || pathname === '/') return;
    const rest = new URLSearchParams(search);
    rest.delete(MEMBER_CENTRE_PARAM);
    rest.delete('orderNo');
    const query = rest.toString();
    // An absolute target: this hook runs in the root layout, where relative links resolve against "/".
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
    if (isPage(page)) open(page);
  }, [page, pathname, search, hash, open, navigate]);
}
