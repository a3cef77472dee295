import type { HelpArticlePage, HelpCategorySummary, HelpQuery } from '@wps/contracts';
import { pageCount, pageWindow } from '../../../kernel/paging.js';
import type { ContentDeps } from '../deps.js';
import { toHelpRecord } from '../records.js';
import * as store from '../store.js';

/** One page of a merchant's help articles for the back office: filters, sort (ties by id), page in SQL. */
export async function listHelpPage(
  deps: ContentDeps,
  merchantId: number,
  query: HelpQuery,
): Promise<HelpArticlePage> {
  const total = await store.countHelp(deps.db, merchantId, query);
  const rows = await store.searchHelp(deps.db, merchantId, query, pageWindow(query));
  return {
    list: rows.map(toHelpRecord),
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
    total,
  };
}

/**
 * The merchant's help categories in display order (where their first article sorts), each named as
 * its first article names it: the back office's category filter and the editor's known keys.
 */
export async function listHelpCategories(
  deps: ContentDeps,
  merchantId: number,
): Promise<HelpCategorySummary[]> {
  const rows = await store.helpCategories(deps.db, merchantId);
  return rows
    .sort((a, b) => a.firstOrder - b.firstOrder || a.firstId - b.firstId)
    .map(({ key, category, articles }) => ({ key, category, articles }));
}
