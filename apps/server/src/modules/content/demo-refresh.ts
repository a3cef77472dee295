import { isDeepStrictEqual } from 'node:util';
import type { AnnouncementInput, AnnouncementRecord, HelpArticleInput } from '@wps/contracts';
import type { AuditActor } from '../audit/service.js';
import { DEMO_ANNOUNCEMENTS, DEMO_HELP } from './demo-content.js';
import { V1_ANNOUNCEMENTS, V1_HELP } from './demo/v1/index.js';
import type { ContentService } from './service.js';

const ANNOUNCEMENT_FIELDS = [
  'type',
  'title',
  'content',
  'imageUrl',
  'groupName',
  'linkageType',
  'linkage',
  'execution',
  'promotionType',
  'sortOrder',
  'enabled',
  'startsAt',
  'endsAt',
] as const satisfies readonly (keyof AnnouncementInput)[];

const HELP_FIELDS = [
  'category',
  'categoryKey',
  'question',
  'answer',
  'sortOrder',
  'enabled',
] as const satisfies readonly (keyof HelpArticleInput)[];

/**
 * What a stored row becomes when the seeded texts change, or null to leave it alone. The row counts
 * as the seed's only when its `texts` equal those of a retired seed item exactly (every language, no
 * language added or removed): an operator's edit of the text keeps the row as it is. The replacement
 * is the current item of the same place, field by field: a field the row still holds as seeded takes
 * the current value, a field an operator changed (a link, a schedule, switched off, moved) keeps the
 * operator's. Null as well when nothing would change.
 */
export function refreshedItem<T extends object>(
  row: T,
  retired: readonly T[],
  current: readonly T[],
  fields: readonly (keyof T)[],
  texts: readonly (keyof T)[],
): T | null {
  const index = retired.findIndex((seeded) => texts.every((key) => isDeepStrictEqual(row[key], seeded[key])));
  const seeded = retired[index];
  const next = current[index];
  if (!seeded || !next) return null;
  const result = { ...row };
  for (const key of fields) if (isDeepStrictEqual(row[key], seeded[key])) result[key] = next[key];
  return fields.every((key) => isDeepStrictEqual(result[key], row[key])) ? null : result;
}

function announcementInput(row: AnnouncementRecord): AnnouncementInput {
  return Object.fromEntries(ANNOUNCEMENT_FIELDS.map((key) => [key, row[key]])) as AnnouncementInput;
}

/**
 * Gives a merchant's demo announcements and help articles that still hold the texts seeded before
 * issue 12 (`demo/v1`) the current ones (`demo/`), each through the content service as an operator's
 * edit would be (audited, pushed to open pages); rows an operator edited, and rows the seed never
 * wrote, are left alone. Answers how many rows changed.
 */
export async function refreshDemoContent(
  content: ContentService,
  actor: AuditActor,
  merchant: { id: number; code: string },
): Promise<{ announcements: number; help: number }> {
  let announcements = 0;
  for (const row of await content.listAnnouncements(merchant.id)) {
    const next = refreshedItem(
      announcementInput(row),
      V1_ANNOUNCEMENTS,
      DEMO_ANNOUNCEMENTS,
      ANNOUNCEMENT_FIELDS,
      ['type', 'title', 'content'],
    );
    if (!next) continue;
    await content.updateAnnouncement(actor, merchant, row.id, next);
    announcements += 1;
  }
  let help = 0;
  for (const row of await content.listHelp(merchant.id)) {
    const input: HelpArticleInput = {
      category: row.category,
      categoryKey: row.categoryKey,
      question: row.question,
      answer: row.answer,
      sortOrder: row.sortOrder,
      enabled: row.enabled,
    };
    const next = refreshedItem(input, V1_HELP, DEMO_HELP, HELP_FIELDS, ['question', 'answer']);
    if (!next) continue;
    await content.updateHelp(actor, merchant, row.id, next);
    help += 1;
  }
  return { announcements, help };
}
