import { createHash, randomInt } from 'node:crypto';
import {
  checkRule,
  LIST_EXPORT_MAX_ROWS,
  type outboxFilterSchema,
  type outboxQuerySchema,
  type OutboxEntry,
  type smsCodeLoginRequestSchema,
  type smsCodeRegisterRequestSchema,
} from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { EmailMessage, MessageChannels } from './providers.js';
import * as store from './store.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';
import { pageCount } from '../../kernel/paging.js';
import { csvExport, type CsvColumn } from '../../kernel/csv.js';

type OutboxFilter = z.output<typeof outboxFilterSchema>;

const OUTBOX_COLUMNS: CsvColumn<store.OutboxRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'created_at', value: (row) => row.createdAt },
  { header: 'channel', value: (row) => row.channel },
  { header: 'recipient', value: (row) => row.recipient },
  { header: 'subject', value: (row) => row.subject },
  { header: 'body', value: (row) => row.body },
];

export type Purpose = store.Purpose;
export type SmsLoginInput = z.output<typeof smsCodeLoginRequestSchema>;
export type SmsRegisterInput = z.output<typeof smsCodeRegisterRequestSchema>;
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

/** Minutes a code stays valid; the client counts down this many minutes (docs/product.md §Identity). */
export const CODE_EXPIRED_MINUTES = 5;
/** Wrong answers after which a code is dead. */
export const MAX_CODE_FAILURES = 5;
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DESTINATION_GAP_MS = 60 * SECOND;
const DESTINATION_PER_HOUR = 5;
const IP_PER_HOUR = 20;

export interface MessagingServiceDeps {
  db: Database;
  clock: Clock;
  channels: MessageChannels;
  /** The identity module's human check (challenge.required / challenge.invalid). */
  requireHumanChallenge: (site: SiteContext, payload: string | undefined) => Promise<void>;
  /** Whether a member of the merchant uses this number (E.164): reset codes go only to those. */
  isRegisteredMobile: (merchantId: number, mobile: string) => Promise<boolean>;
}

export interface CodeDelivery {
  purpose: Purpose;
  channel: 'sms' | 'email';
  /** E.164 number or e-mail address. */
  destination: string;
}

function codeHash(site: SiteContext, purpose: Purpose, destination: string, code: string) {
  return createHash('sha256').update(`${site.merchantId}:${purpose}:${destination}:${code}`).digest('hex');
}

export function createMessagingService(deps: MessagingServiceDeps) {
  const { db, clock, channels } = deps;

  /** Refuses with too.many.requests (value.retryAfterSeconds) when a limit is reached, else records the send. */
  async function admitSend(site: SiteContext, destination: string, ip: string | null) {
    await db.transaction(async (tx) => {
      await store.lockDestination(tx, site.merchantId, destination);
      const now = clock.now().getTime();
      const hourAgo = new Date(now - HOUR);
      const waits: number[] = [];
      const sends = await store.sendsToDestination(tx, site.merchantId, destination, hourAgo);
      const last = sends.at(-1);
      if (last && now - last.sentAt.getTime() < DESTINATION_GAP_MS)
        waits.push(last.sentAt.getTime() + DESTINATION_GAP_MS - now);
      if (sends.length >= DESTINATION_PER_HOUR)
        waits.push(sends[sends.length - DESTINATION_PER_HOUR]!.sentAt.getTime() + HOUR - now);
      if (ip) {
        const fromIp = await store.sendsFromIp(tx, ip, hourAgo);
        if (fromIp.length >= IP_PER_HOUR)
          waits.push(fromIp[fromIp.length - IP_PER_HOUR]!.sentAt.getTime() + HOUR - now);
      }
      if (waits.length > 0)
        throw new AppError('too.many.requests', {
          retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / SECOND)),
        });
      await store.recordSend(
        tx,
        { merchantId: site.merchantId, destination, ip, sentAt: new Date(now) },
        new Date(now - 2 * HOUR),
      );
    });
  }

  /** The number in international form, after the merchant's mobile rule (docs/product.md §Validation). */
  function destinationOf(site: SiteContext, field: string, number: string, dialingCode: string) {
    const rule = site.settings.registerRules.mobile.mobileNum;
    const violation = number === '' ? 'required' : checkRule(rule, number);
    if (violation === 'required')
      throw validationError({ [field]: { code: 'rule.required', message: 'This field is required' } });
    if (violation || !/^[0-9]{4,20}$/.test(number))
      throw validationError({
        [field]: { code: `rule.${violation ?? 'pattern'}`, message: `pattern.${rule.patternId}` },
      });
    return `${dialingCode}${number.replace(/^0+/, '')}`;
  }

  async function deliverCode(site: SiteContext, delivery: CodeDelivery, ip: string | null) {
    await admitSend(site, delivery.destination, ip);
    const { code, expiredMinutes } = await service.issueCode(site, delivery.purpose, delivery.destination);
    const name = site.settings.profile.name;
    const text = `Your ${name} code is ${code}. It expires in ${expiredMinutes} minutes.`;
    if (delivery.channel === 'sms') await channels.sms(site.merchantId).send(delivery.destination, text);
    else
      await channels
        .email(site.merchantId)
        .send({ to: delivery.destination, subject: `${name} verification code`, text });
    return { expiredMinutes };
  }

  const service = {
    destinationOf,

    /** A fresh 6-digit code for the purpose and destination, replacing any previous one. */
    async issueCode(site: SiteContext, purpose: Purpose, destination: string) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock.now();
      await store.upsertCode(db, {
        merchantId: site.merchantId,
        purpose,
        destination,
        codeHash: codeHash(site, purpose, destination, code),
        expiresAt: new Date(now.getTime() + CODE_EXPIRED_MINUTES * 60_000),
        createdAt: now,
      });
      return { code, expiredMinutes: CODE_EXPIRED_MINUTES };
    },

    /** True once for the right, unexpired code; a wrong answer counts, the fifth kills the code. */
    async checkCode(site: SiteContext, purpose: Purpose, destination: string, code: string) {
      const key = { merchantId: site.merchantId, purpose, destination };
      const hash = codeHash(site, purpose, destination, code);
      if (await store.takeMatchingCode(db, key, hash, clock.now(), MAX_CODE_FAILURES)) return true;
      await store.addCodeFailure(db, key);
      return false;
    },

    /** Validates, rate-limits, issues and sends a code by SMS (docs/product.md §Identity). */
    async requestSmsCode(
      site: SiteContext,
      purpose: Purpose,
      input: { number: string; field: string; countryDialingCode: string; challenge?: string | undefined },
      ip: string | null,
    ) {
      await deps.requireHumanChallenge(site, input.challenge);
      const destination = destinationOf(site, input.field, input.number, input.countryDialingCode);
      if (purpose === 'reset' && !(await deps.isRegisteredMobile(site.merchantId, destination)))
        throw new AppError('mobile.not.registered');
      return deliverCode(site, { purpose, channel: 'sms', destination }, ip);
    },

    /** Sends a code to a destination the server already knows (second login step), same limits. */
    sendCode: deliverCode,

    /** Sends one e-mail of the merchant (SMTP, or the dev outbox). */
    async sendEmail(merchantId: number, message: EmailMessage) {
      await channels.email(merchantId).send(message);
    },

    async listOutbox(merchantId: number, query: OutboxQuery) {
      const { rows, total } = await store.listOutbox(db, { merchantId, ...query });
      const list: OutboxEntry[] = rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
      return { list, pageNum: query.pageNo, totalPages: pageCount(total, query.pageSize) };
    },

    /** The messages the filter matches as CSV, newest first, at most LIST_EXPORT_MAX_ROWS. */
    async exportOutbox(merchantId: number, filter: OutboxFilter) {
      const rows = await store.outboxRows(db, { merchantId, ...filter }, LIST_EXPORT_MAX_ROWS + 1);
      return csvExport(OUTBOX_COLUMNS, rows, LIST_EXPORT_MAX_ROWS);
    },
  };
  return service;
}

export type MessagingService = ReturnType<typeof createMessagingService>;
