import { z } from 'zod';
import { localizedSchema } from './settings.js';
import { isSafeLink, safeLinkSchema } from './links.js';

/** Announcement types: B banner, PL player notice (marquee), PU popup, PR promotion notice, H help-page notice. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
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
