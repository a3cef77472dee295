import { z } from 'zod';
import { localizedSchema } from './settings.js';
import { isSafeLink, safeLinkSchema } from './links.js';
import { pageQuerySchema } from './operator.js';

/**
 * Announcement types: B banner, PL player notice (marquee), PU popup, PR promotion notice, H help-page
 * notice, AG agent notice (the agent centre's announcement page; agents only, never in the public list).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
/** The types the anonymous announcement call may answer. */
export const PUBLIC_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** Popup execution: B before login, A after login, F first login. */
export const POPUP_EXECUTIONS = ['B', 'A', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];
export const BANNER_GROUPS = [
  'w_home',
  'w_login',
  'w_register',
  'w_forget',
  'w_leftmenu',
  'm_hotgames',
] as const;
export const LINKAGE_TYPES = ['NONE', 'URL', 'P', 'G'] as const;

const isoDate = z.iso.datetime();

/** An announcement as the operator writes it (all languages). */
export const announcementInputSchema = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: localizedSchema,
    content: localizedSchema,
    /** Banners: image address, either absolute or a path on the image CDN. */
    imageUrl: safeLinkSchema().nullable(),
    groupName: z.enum(BANNER_GROUPS).nullable(),
    linkageType: z.enum(LINKAGE_TYPES),
    linkage: z.string().max(2000).nullable(),
    execution: z.enum(POPUP_EXECUTIONS).nullable(),
    promotionType: z.string().max(40).nullable(),
    sortOrder: z.number().int().min(0).max(100000),
    enabled: z.boolean(),
    startsAt: isoDate.nullable(),
    endsAt: isoDate.nullable(),
  })
  .refine((a) => a.linkageType !== 'URL' || !a.linkage || isSafeLink(a.linkage), {
    message: 'must be an http(s) URL or a path',
    path: ['linkage'],
  })
  .refine((a) => a.type !== 'B' || (a.imageUrl && a.groupName), {
    message: 'a banner needs imageUrl and groupName',
    path: ['imageUrl'],
  })
  .refine((a) => a.type !== 'PU' || a.execution, {
    message: 'a popup needs an execution (B, A or F)',
    path: ['execution'],
  })
  .refine((a) => !a.startsAt || !a.endsAt || a.startsAt < a.endsAt, {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const announcementRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: localizedSchema,
  content: localizedSchema,
  imageUrl: z.string().nullable(),
  groupName: z.enum(BANNER_GROUPS).nullable(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkage: z.string().nullable(),
  execution: z.enum(POPUP_EXECUTIONS).nullable(),
  promotionType: z.string().nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AnnouncementRecord = z.infer<typeof announcementRecordSchema>;

/** What members receive from MCSFE_getListAnnouncements, in their language. */
export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  url: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkage: z.string().nullable(),
});
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  date: z.string(),
});
export const popupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  execution: z.enum(POPUP_EXECUTIONS),
  promotionType: z.string().nullable(),
});
export const promotionNoticeSchema = noticeSchema.extend({ promotionType: z.string().nullable() });
export const announcementListSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(popupSchema),
  promotion: z.array(promotionNoticeSchema),
  help: z.array(noticeSchema),
});
export type Banner = z.infer<typeof bannerSchema>;
export type Notice = z.infer<typeof noticeSchema>;
export type Popup = z.infer<typeof popupSchema>;
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** Help centre: categories of questions and answers (answers are sanitised HTML). */
export const helpArticleInputSchema = z.object({
  category: localizedSchema,
  categoryKey: z.string().regex(/^[a-z0-9-]{1,40}$/),
  question: localizedSchema,
  answer: localizedSchema,
  sortOrder: z.number().int().min(0).max(100000),
  enabled: z.boolean(),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;
export const helpArticleRecordSchema = helpArticleInputSchema.extend({
  id: z.number().int(),
  updatedAt: z.string(),
});
export const helpCenterSchema = z.object({
  categories: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      items: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
    }),
  ),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;

/*
 * The back office's content lists (issue 12, point 10): paged, sorted and filtered by the server,
 * their CSV exports taking the same filters and sort. Ties in a sort are broken by id, in the same
 * direction, so a row is on exactly one page.
 */

/** Most rows one content CSV export holds; `X-Export-Truncated: true` says the filters matched more. */
export const CONTENT_EXPORT_MAX_ROWS = 10_000;

/**
 * Where an announcement stands at the server's time (members see it only while `live`), one state
 * each: `disabled` (not enabled) first, then `scheduled` (enabled, starts later), `ended` (enabled,
 * its end has passed; the end itself is outside the window), else `live`.
 */
export const ANNOUNCEMENT_STATES = ['live', 'scheduled', 'ended', 'disabled'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];
/** `startsAt`: no start sorts as the earliest start. */
export const ANNOUNCEMENT_SORTS = ['sortOrder', 'startsAt', 'updatedAt', 'id'] as const;
export type AnnouncementSort = (typeof ANNOUNCEMENT_SORTS)[number];
export const HELP_SORTS = ['sortOrder', 'updatedAt', 'id'] as const;
export type HelpSort = (typeof HELP_SORTS)[number];
const CONTENT_SORT_ORDERS = ['asc', 'desc'] as const;

/** A language of the localized texts (the keys of `localizedSchema`). */
const contentLanguage = localizedSchema.keyof();
/** Part of a text in any language, any case (LIKE wildcards taken literally). */
const contentSearch = z.string().trim().min(1).max(100);

/** The announcement list's filters and sort (and the export's query). */
export const announcementFilterSchema = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES).optional(),
  groupName: z.enum(BANNER_GROUPS).optional(),
  /** Has a title (not only white space) in this language. */
  language: contentLanguage.optional(),
  state: z.enum(ANNOUNCEMENT_STATES).optional(),
  /** Part of the title in any language. */
  q: contentSearch.optional(),
  sort: z.enum(ANNOUNCEMENT_SORTS).default('sortOrder'),
  order: z.enum(CONTENT_SORT_ORDERS).default('asc'),
});
export type AnnouncementFilter = z.output<typeof announcementFilterSchema>;
export const announcementQuerySchema = pageQuerySchema.extend(announcementFilterSchema.shape);
export type AnnouncementQuery = z.output<typeof announcementQuerySchema>;

export const announcementPageSchema = z.object({
  list: z.array(announcementRecordSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** Announcements matching the filters. */
  total: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

/** The help list's filters and sort (and the export's query). */
export const helpFilterSchema = z.object({
  /** The category key (`categoryKey`). */
  category: helpArticleInputSchema.shape.categoryKey.optional(),
  /** Has a question (not only white space) in this language. */
  language: contentLanguage.optional(),
  /** `true` or `false`. */
  enabled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Part of the question in any language. */
  q: contentSearch.optional(),
  sort: z.enum(HELP_SORTS).default('sortOrder'),
  order: z.enum(CONTENT_SORT_ORDERS).default('asc'),
});
export type HelpFilter = z.output<typeof helpFilterSchema>;
export const helpQuerySchema = pageQuerySchema.extend(helpFilterSchema.shape);
export type HelpQuery = z.output<typeof helpQuerySchema>;

export type HelpArticleRecord = z.infer<typeof helpArticleRecordSchema>;
export const helpArticlePageSchema = z.object({
  list: z.array(helpArticleRecordSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** Articles matching the filters. */
  total: z.number().int(),
});
export type HelpArticlePage = z.infer<typeof helpArticlePageSchema>;

/** One help category of a merchant: its key, its name (from its first article) and its articles. */
export const helpCategorySummarySchema = z.object({
  key: z.string(),
  category: localizedSchema,
  articles: z.number().int(),
});
export type HelpCategorySummary = z.infer<typeof helpCategorySummarySchema>;
