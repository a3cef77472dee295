import { CONTENT_EXPORT_MAX_ROWS, LANGUAGES, type AnnouncementFilter } from '@wps/contracts';
import { csvExport, type CsvColumn } from '../../../kernel/csv.js';
import type { ContentDeps } from '../deps.js';
import { announcementState } from '../records.js';
import * as store from '../store.js';

type AnnouncementRow = Awaited<ReturnType<typeof store.searchAnnouncements>>[number];

const columnsAt = (now: Date): CsvColumn<AnnouncementRow>[] => [
  { header: 'id', value: (row) => row.id },
  { header: 'type', value: (row) => row.type },
  { header: 'groupName', value: (row) => row.groupName },
  { header: 'enabled', value: (row) => row.enabled },
  { header: 'state', value: (row) => announcementState(row, now) },
  { header: 'startsAt', value: (row) => row.startsAt },
  { header: 'endsAt', value: (row) => row.endsAt },
  { header: 'sortOrder', value: (row) => row.sortOrder },
  { header: 'updatedAt', value: (row) => row.updatedAt },
  ...LANGUAGES.map((language) => ({
    header: `title.${language}`,
    value: (row: AnnouncementRow) => row.title[language],
  })),
];

/**
 * The announcements the filters match as CSV, in the list's order, at most CONTENT_EXPORT_MAX_ROWS
 * (`truncated` when more matched): one row each, its state at the server's time, its title in every
 * language (empty where unwritten).
 */
export async function exportAnnouncements(deps: ContentDeps, merchantId: number, filter: AnnouncementFilter) {
  const now = deps.clock.now();
  const rows = await store.searchAnnouncements(deps.db, merchantId, filter, now, {
    limit: CONTENT_EXPORT_MAX_ROWS + 1,
    offset: 0,
  });
  return csvExport(columnsAt(now), rows, CONTENT_EXPORT_MAX_ROWS);
}
