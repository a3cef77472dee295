import type { AnnouncementPage, AnnouncementQuery } from '@wps/contracts';
import { pageCount, pageWindow } from '../../../kernel/paging.js';
import type { ContentDeps } from '../deps.js';
import { toRecord } from '../records.js';
import * as store from '../store.js';

/**
 * One page of a merchant's announcements for the back office: the filters (the state at the
 * server's time), the sort (ties by id) and the page in SQL, with the number of matches.
 */
export async function listAnnouncementPage(
  deps: ContentDeps,
  merchantId: number,
  query: AnnouncementQuery,
): Promise<AnnouncementPage> {
  const now = deps.clock.now();
  const total = await store.countAnnouncements(deps.db, merchantId, query, now);
  const rows = await store.searchAnnouncements(deps.db, merchantId, query, now, pageWindow(query));
  return {
    list: rows.map(toRecord),
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
    total,
  };
}
