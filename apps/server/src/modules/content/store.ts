import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AnnouncementInput, AnnouncementType, HelpArticleInput } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { announcements, helpArticles } from './tables.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type HelpRow = typeof helpArticles.$inferSelect;

function announcementValues(input: AnnouncementInput) {
  return {
    type: input.type,
    title: input.title,
    content: input.content,
    imageUrl: input.imageUrl,
    groupName: input.groupName,
    linkageType: input.linkageType,
    linkage: input.linkage,
    execution: input.execution,
    promotionType: input.promotionType,
    sortOrder: input.sortOrder,
    enabled: input.enabled,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

export async function listAnnouncements(db: Executor, merchantId: number, type?: AnnouncementType) {
  return db
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), type ? eq(announcements.type, type) : undefined))
    .orderBy(asc(announcements.type), asc(announcements.sortOrder), asc(announcements.id));
}

/** Enabled announcements of the given types whose time window contains `now`. */
export async function liveAnnouncements(
  db: Executor,
  merchantId: number,
  types: AnnouncementType[],
  now: Date,
) {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        eq(announcements.enabled, true),
        inArray(announcements.type, types),
        or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      ),
    )
    .orderBy(asc(announcements.sortOrder), asc(announcements.id));
}

export async function findAnnouncement(db: Executor, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)));
  return rows[0] ?? null;
}

export async function insertAnnouncement(
  db: Executor,
  merchantId: number,
  input: AnnouncementInput,
  now: Date,
) {
  const rows = await db
    .insert(announcements)
    .values({ merchantId, ...announcementValues(input), createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export async function updateAnnouncement(
  db: Executor,
  merchantId: number,
  id: number,
  input: AnnouncementInput,
  now: Date,
) {
  const rows = await db
    .update(announcements)
    .set({ ...announcementValues(input), updatedAt: now })
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteAnnouncement(db: Executor, merchantId: number, id: number) {
  const rows = await db
    .delete(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function listHelp(db: Executor, merchantId: number, onlyEnabled: boolean) {
  return db
    .select()
    .from(helpArticles)
    .where(
      and(eq(helpArticles.merchantId, merchantId), onlyEnabled ? eq(helpArticles.enabled, true) : undefined),
    )
    .orderBy(asc(helpArticles.sortOrder), asc(helpArticles.id));
}

export async function findHelp(db: Executor, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)));
  return rows[0] ?? null;
}

export async function insertHelp(db: Executor, merchantId: number, input: HelpArticleInput, now: Date) {
  const rows = await db
    .insert(helpArticles)
    .values({ merchantId, ...input, updatedAt: now })
    .returning();
  return rows[0]!;
}

export async function updateHelp(
  db: Executor,
  merchantId: number,
  id: number,
  input: HelpArticleInput,
  now: Date,
) {
  const rows = await db
    .update(helpArticles)
    .set({ ...input, updatedAt: now })
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteHelp(db: Executor, merchantId: number, id: number) {
  const rows = await db
    .delete(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .returning({ id: helpArticles.id });
  return rows.length > 0;
}
