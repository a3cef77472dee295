import { CONTENT_EXPORT_MAX_ROWS, LANGUAGES, type HelpFilter } from '@wps/contracts';
import { csvExport, type CsvColumn } from '../../../kernel/csv.js';
import type { ContentDeps } from '../deps.js';
import * as store from '../store.js';

type HelpRow = Awaited<ReturnType<typeof store.searchHelp>>[number];

const COLUMNS: CsvColumn<HelpRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'category', value: (row) => row.categoryKey },
  { header: 'enabled', value: (row) => row.enabled },
  { header: 'sortOrder', value: (row) => row.sortOrder },
  ...LANGUAGES.map((language) => ({
    header: `question.${language}`,
    value: (row: HelpRow) => row.question[language],
  })),
  { header: 'updatedAt', value: (row) => row.updatedAt },
];

/**
 * The help articles the filters match as CSV, in the list's order, at most CONTENT_EXPORT_MAX_ROWS
 * (`truncated` when more matched): one row each, the category key and the question in every
 * language (empty where unwritten).
 */
export async function exportHelp(deps: ContentDeps, merchantId: number, filter: HelpFilter) {
  const rows = await store.searchHelp(deps.db, merchantId, filter, {
    limit: CONTENT_EXPORT_MAX_ROWS + 1,
    offset: 0,
  });
  return csvExport(COLUMNS, rows, CONTENT_EXPORT_MAX_ROWS);
}
