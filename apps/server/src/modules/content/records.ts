import type { AnnouncementRecord, AnnouncementState, HelpArticleRecord } from '@wps/contracts';
import type { AnnouncementRow, HelpRow } from './store.js';

/** A stored announcement as the operator's calls answer it. */
export function toRecord(row: AnnouncementRow): AnnouncementRecord {
  return {
    ...row,
    type: row.type as AnnouncementRecord['type'],
    groupName: row.groupName as AnnouncementRecord['groupName'],
    linkageType: row.linkageType as AnnouncementRecord['linkageType'],
    execution: row.execution as AnnouncementRecord['execution'],
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored help article as the operator's calls answer it. */
export function toHelpRecord(row: HelpRow): HelpArticleRecord {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Where an announcement stands at `now`, the rule the list's `state` filter applies in SQL
 * (store.ts): not enabled is `disabled`; then a start after now is `scheduled`, an end not after
 * now `ended`, anything else `live` (what members are shown).
 */
export function announcementState(
  row: Pick<AnnouncementRow, 'enabled' | 'startsAt' | 'endsAt'>,
  now: Date,
): AnnouncementState {
  if (!row.enabled) return 'disabled';
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'scheduled';
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'ended';
  return 'live';
}
