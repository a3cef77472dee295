import {
  pickLocalized,
  type AnnouncementInput,
  type AnnouncementList,
  type AnnouncementType,
  type HelpArticleInput,
  type HelpCenter,
  type Language,
  type PopupExecution,
} from '@wps/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { bindUseCases } from '../../kernel/use-cases.js';
import * as store from './store.js';
import { AppError } from '../../platform/errors.js';
import { toHelpRecord, toRecord } from './records.js';
import { exportAnnouncements } from './use-cases/export-announcements.js';
import { exportHelp } from './use-cases/export-help.js';
import { listAnnouncementPage } from './use-cases/list-announcements.js';
import { listHelpCategories, listHelpPage } from './use-cases/list-help.js';

/** An image path is served from the first image CDN when one is configured. */
function imageAddress(url: string, imageCDNs: string[]): string {
  if (/^https?:\/\//.test(url) || imageCDNs.length === 0) return url;
  return `${imageCDNs[0]!.replace(/\/$/, '')}${url}`;
}

export function createContentService(deps: {
  db: Database;
  clock: Clock;
  /** Told after a merchant's announcements changed (the live channel tells its open pages). */
  announcementsChanged?: (merchantId: number) => void;
}) {
  const { db, clock } = deps;
  const changed = <T>(merchantId: number, result: T): T => {
    deps.announcementsChanged?.(merchantId);
    return result;
  };

  return {
    /** The back office's lists and their CSV exports (use-cases/). */
    ...bindUseCases(
      { db, clock },
      {
        announcementPage: listAnnouncementPage,
        exportAnnouncements,
        helpPage: listHelpPage,
        exportHelp,
        helpCategories: listHelpCategories,
      },
    ),

    async publicAnnouncements(
      merchantId: number,
      filter: {
        types: AnnouncementType[];
        execution: PopupExecution;
        language: Language;
        imageCDNs: string[];
      },
    ): Promise<AnnouncementList> {
      const rows = await store.liveAnnouncements(db, merchantId, filter.types, clock.now());
      const text = (value: store.AnnouncementRow['title']) => pickLocalized(value, filter.language);
      const date = (row: store.AnnouncementRow) => (row.startsAt ?? row.createdAt).toISOString();
      const list: AnnouncementList = { banners: [], player: [], popup: [], promotion: [], help: [] };
      for (const row of rows) {
        if (row.type === 'B' && row.imageUrl && row.groupName) {
          list.banners.push({
            id: row.id,
            groupName: row.groupName as AnnouncementList['banners'][number]['groupName'],
            title: text(row.title),
            url: imageAddress(row.imageUrl, filter.imageCDNs),
            linkageType: row.linkageType as AnnouncementList['banners'][number]['linkageType'],
            linkage: row.linkage,
          });
        } else if (row.type === 'PL') {
          list.player.push({
            id: row.id,
            title: text(row.title),
            content: text(row.content),
            date: date(row),
          });
        } else if (row.type === 'PU' && row.execution === filter.execution) {
          list.popup.push({
            id: row.id,
            title: text(row.title),
            content: text(row.content),
            execution: row.execution,
            promotionType: row.promotionType,
          });
        } else if (row.type === 'PR') {
          list.promotion.push({
            id: row.id,
            title: text(row.title),
            content: text(row.content),
            date: date(row),
            promotionType: row.promotionType,
          });
        } else if (row.type === 'H') {
          list.help.push({ id: row.id, title: text(row.title), content: text(row.content), date: date(row) });
        }
      }
      return list;
    },

    /** The live agent notices (type AG) in the language, newest first: the agent centre's announcements. */
    async agentNotices(merchantId: number, language: Language) {
      const rows = await store.liveAnnouncements(db, merchantId, ['AG'], clock.now());
      const list = rows.map((row) => ({
        id: row.id,
        title: pickLocalized(row.title, language),
        content: pickLocalized(row.content, language),
        date: (row.startsAt ?? row.createdAt).toISOString(),
      }));
      return { list: list.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id) };
    },

    async helpCenter(merchantId: number, language: Language): Promise<HelpCenter> {
      const rows = await store.listHelp(db, merchantId, true);
      const categories: HelpCenter['categories'] = [];
      for (const row of rows) {
        let category = categories.find((entry) => entry.key === row.categoryKey);
        if (!category) {
          category = { key: row.categoryKey, title: pickLocalized(row.category, language), items: [] };
          categories.push(category);
        }
        category.items.push({
          id: row.id,
          question: pickLocalized(row.question, language),
          answer: pickLocalized(row.answer, language),
        });
      }
      return { categories };
    },

    /** Every announcement of a merchant (or of one type), unpaged: the demo refresh's read. */
    async listAnnouncements(merchantId: number, type?: AnnouncementType) {
      return (await store.listAnnouncements(db, merchantId, type)).map(toRecord);
    },

    async createAnnouncement(
      actor: AuditActor,
      merchant: { id: number; code: string },
      input: AnnouncementInput,
    ) {
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const row = await store.insertAnnouncement(tx, merchant.id, input, now);
        await recordAudit(
          tx,
          actor,
          {
            action: 'announcement.create',
            target: `announcement:${row.id}`,
            merchantCode: merchant.code,
            after: input,
          },
          now,
        );
        return toRecord(row);
      });
      return changed(merchant.id, created);
    },

    async updateAnnouncement(
      actor: AuditActor,
      merchant: { id: number; code: string },
      id: number,
      input: AnnouncementInput,
    ) {
      const now = clock.now();
      const updated = await db.transaction(async (tx) => {
        const before = await store.findAnnouncement(tx, merchant.id, id);
        const row = before && (await store.updateAnnouncement(tx, merchant.id, id, input, now));
        if (!row) throw new AppError('not.found');
        await recordAudit(
          tx,
          actor,
          {
            action: 'announcement.update',
            target: `announcement:${id}`,
            merchantCode: merchant.code,
            before: toRecord(before),
            after: input,
          },
          now,
        );
        return toRecord(row);
      });
      return changed(merchant.id, updated);
    },

    async deleteAnnouncement(actor: AuditActor, merchant: { id: number; code: string }, id: number) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const before = await store.findAnnouncement(tx, merchant.id, id);
        if (!before || !(await store.deleteAnnouncement(tx, merchant.id, id)))
          throw new AppError('not.found');
        await recordAudit(
          tx,
          actor,
          {
            action: 'announcement.delete',
            target: `announcement:${id}`,
            merchantCode: merchant.code,
            before: toRecord(before),
          },
          now,
        );
      });
      changed(merchant.id, null);
    },

    /** Every help article of a merchant, unpaged: the demo refresh's read. */
    async listHelp(merchantId: number) {
      return (await store.listHelp(db, merchantId, false)).map(toHelpRecord);
    },

    async createHelp(actor: AuditActor, merchant: { id: number; code: string }, input: HelpArticleInput) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await store.insertHelp(tx, merchant.id, input, now);
        await recordAudit(
          tx,
          actor,
          { action: 'help.create', target: `help:${row.id}`, merchantCode: merchant.code, after: input },
          now,
        );
        return toHelpRecord(row);
      });
    },

    async updateHelp(
      actor: AuditActor,
      merchant: { id: number; code: string },
      id: number,
      input: HelpArticleInput,
    ) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const before = await store.findHelp(tx, merchant.id, id);
        const row = before && (await store.updateHelp(tx, merchant.id, id, input, now));
        if (!row) throw new AppError('not.found');
        await recordAudit(
          tx,
          actor,
          {
            action: 'help.update',
            target: `help:${id}`,
            merchantCode: merchant.code,
            before: toHelpRecord(before),
            after: input,
          },
          now,
        );
        return toHelpRecord(row);
      });
    },

    async deleteHelp(actor: AuditActor, merchant: { id: number; code: string }, id: number) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const before = await store.findHelp(tx, merchant.id, id);
        if (!before || !(await store.deleteHelp(tx, merchant.id, id))) throw new AppError('not.found');
        await recordAudit(
          tx,
          actor,
          {
            action: 'help.delete',
            target: `help:${id}`,
            merchantCode: merchant.code,
            before: toHelpRecord(before),
          },
          now,
        );
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
