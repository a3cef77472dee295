import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  AnnouncementFilter,
  AnnouncementInput,
  AnnouncementState,
  AnnouncementType,
  HelpArticleInput,
  HelpFilter,
  Language,
} from '@wps/contracts';
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

/** Every announcement of a merchant (or of one type), by type and order: the demo refresh's read. */
export async function listAnnouncements(db: Executor, merchantId: number, type?: AnnouncementType) {
  return db
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), type ? eq(announcements.type, type) : undefined))
    .orderBy(asc(announcements.type), asc(announcements.sortOrder), asc(announcements.id));
}

/** Started at `now`: no start, or a start not after it. */
const started = (now: Date) => or(isNull(announcements.startsAt), lte(announcements.startsAt, now));

/**
 * The announcements in `state` at `now` (ANNOUNCEMENT_STATES of @wps/contracts): `live` is what
 * members are shown (liveAnnouncements), the end itself outside the window.
 */
function inState(state: AnnouncementState, now: Date): SQL {
  const enabled = eq(announcements.enabled, true);
  switch (state) {
    case 'disabled':
      return eq(announcements.enabled, false);
    case 'scheduled':
      return and(enabled, gt(announcements.startsAt, now))!;
    case 'ended':
      return and(enabled, started(now), lte(announcements.endsAt, now))!;
    case 'live':
      return and(enabled, started(now), or(isNull(announcements.endsAt), gt(announcements.endsAt, now)))!;
  }
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
      and(eq(announcements.merchantId, merchantId), inArray(announcements.type, types), inState('live', now)),
    )
    .orderBy(asc(announcements.sortOrder), asc(announcements.id));
}

/*
 * The back office's lists: filters, sort and paging in SQL. A localized text is a jsonb object of
 * language → text; "written in a language" is a text there with something other than white space,
 * "contains q" is any language's text holding q, any case, LIKE wildcards in q taken literally.
 */

/** Has text other than white space in `language` (a key of the localized schema, so a fixed set). */
const writtenIn = (column: AnyPgColumn, language: Language) =>
  sql`coalesce(${column} ->> ${language}::text, '') ~ ${'\\S'}::text`;

/** `%text%` with the LIKE wildcards in `text` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Some language's text holds `q`, any case. */
const mentions = (column: AnyPgColumn, q: string) =>
  sql`exists (select 1 from jsonb_each_text(${column}) as texts(language, text) where texts.text ilike ${containing(q)})`;

/** A sort, then the id in the same direction: every row has one place, so pages never overlap. */
function ordering(expression: SQL | AnyPgColumn, id: AnyPgColumn, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return expression === id ? [direction(id)] : [direction(expression), direction(id)];
}

export interface ListWindow {
  limit: number;
  offset: number;
}

function announcementsMatching(merchantId: number, filter: AnnouncementFilter, now: Date) {
  return and(
    eq(announcements.merchantId, merchantId),
    filter.type ? eq(announcements.type, filter.type) : undefined,
    filter.groupName ? eq(announcements.groupName, filter.groupName) : undefined,
    filter.language ? writtenIn(announcements.title, filter.language) : undefined,
    filter.state ? inState(filter.state, now) : undefined,
    filter.q ? mentions(announcements.title, filter.q) : undefined,
  );
}

const ANNOUNCEMENT_SORT_COLUMNS: Record<AnnouncementFilter['sort'], SQL | AnyPgColumn> = {
  sortOrder: announcements.sortOrder,
  // No start: shown from the beginning, so the earliest start.
  startsAt: sql`coalesce(${announcements.startsAt}, '-infinity'::timestamptz)`,
  updatedAt: announcements.updatedAt,
  id: announcements.id,
};

/** The announcements matching `filter` at `now`, in its order, the rows of `window`. */
export async function searchAnnouncements(
  db: Executor,
  merchantId: number,
  filter: AnnouncementFilter,
  now: Date,
  window: ListWindow,
) {
  return db
    .select()
    .from(announcements)
    .where(announcementsMatching(merchantId, filter, now))
    .orderBy(...ordering(ANNOUNCEMENT_SORT_COLUMNS[filter.sort], announcements.id, filter.order))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many announcements match `filter` at `now`. */
export async function countAnnouncements(
  db: Executor,
  merchantId: number,
  filter: AnnouncementFilter,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(announcements)
    .where(announcementsMatching(merchantId, filter, now));
  return row?.n ?? 0;
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

function helpMatching(merchantId: number, filter: HelpFilter) {
  return and(
    eq(helpArticles.merchantId, merchantId),
    filter.category ? eq(helpArticles.categoryKey, filter.category) : undefined,
    filter.language ? writtenIn(helpArticles.question, filter.language) : undefined,
    filter.enabled !== undefined ? eq(helpArticles.enabled, filter.enabled) : undefined,
    filter.q ? mentions(helpArticles.question, filter.q) : undefined,
  );
}

const HELP_SORT_COLUMNS: Record<HelpFilter['sort'], AnyPgColumn> = {
  sortOrder: helpArticles.sortOrder,
  updatedAt: helpArticles.updatedAt,
  id: helpArticles.id,
};

/** The help articles matching `filter`, in its order, the rows of `window`. */
export async function searchHelp(db: Executor, merchantId: number, filter: HelpFilter, window: ListWindow) {
  return db
    .select()
    .from(helpArticles)
    .where(helpMatching(merchantId, filter))
    .orderBy(...ordering(HELP_SORT_COLUMNS[filter.sort], helpArticles.id, filter.order))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many help articles match `filter`. */
export async function countHelp(db: Executor, merchantId: number, filter: HelpFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(helpArticles).where(helpMatching(merchantId, filter));
  return row?.n ?? 0;
}

/**
 * Each help category of a merchant once: its key, the name its first article (by order, then id)
 * gives it, its number of articles and where its first article sorts.
 */
export async function helpCategories(db: Executor, merchantId: number) {
  return db
    .selectDistinctOn([helpArticles.categoryKey], {
      key: helpArticles.categoryKey,
      category: helpArticles.category,
      articles: sql<number>`cast(count(*) over (partition by ${helpArticles.categoryKey}) as integer)`,
      firstOrder: helpArticles.sortOrder,
      firstId: helpArticles.id,
    })
    .from(helpArticles)
    .where(eq(helpArticles.merchantId, merchantId))
    .orderBy(asc(helpArticles.categoryKey), asc(helpArticles.sortOrder), asc(helpArticles.id));
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
