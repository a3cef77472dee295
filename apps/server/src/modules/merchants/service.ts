import {
  SETTINGS_SECTIONS,
  SETTINGS_SECTION_NAMES,
  timeZoneSchema,
  type MerchantProfile,
  type SettingsSection,
  type SettingsValues,
} from '@wps/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { defaultSettings } from './defaults.js';
import * as store from './store.js';
import { AppError, fieldErrorsFromZod, validationError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';

export interface VersionedSection {
  value: unknown;
  version: number;
  updatedAt: string | null;
}

export interface MerchantSummary {
  code: string;
  name: string;
  domains: string[];
}

export interface MerchantService {
  resolveSite(merchantHeader: string | null, hostname: string | null): Promise<SiteContext>;
  siteByCode(code: string): Promise<SiteContext>;
  list(): Promise<MerchantSummary[]>;
  /** Every merchant with its time zone (the daily jobs run at each one's local midnight). */
  calendars(): Promise<MerchantCalendar[]>;
  /** A merchant's code by its id, or null. */
  codeOf(merchantId: number): Promise<string | null>;
  create(actor: AuditActor, code: string, profile: MerchantProfile): Promise<MerchantSummary>;
  readSettings(code: string): Promise<Record<SettingsSection, VersionedSection>>;
  updateSection(
    actor: AuditActor,
    code: string,
    section: SettingsSection,
    value: unknown,
    version: number,
  ): Promise<VersionedSection>;
  /** Seeding: sets sections of a merchant it has just created, without optimistic checks. */
  seedSections(code: string, values: Partial<SettingsValues>): Promise<void>;
  /** Drops this process's cached sites (another process changed a merchant). */
  forgetCached(): void;
}

export interface MerchantCalendar {
  merchantId: number;
  merchantCode: string;
  /** An IANA zone name; UTC when none was set (or a stored one is no longer known). */
  timeZone: string;
}

interface CacheEntry<T> {
  value: T;
  expires: number;
}

/**
 * Merchants and their settings. Reads go through a short cache (SETTINGS_CACHE_MS) because every
 * request needs them; a change made here clears it at once, other processes see it within the TTL.
 */
export function createMerchantService(deps: {
  db: Database;
  clock: Clock;
  cacheMs: number;
  /** Tells the other processes a merchant changed (they drop their cached sites). */
  changed?: (code: string) => void;
  /** Told after an operator switched a merchant's maintenance on or off (the live channel tells its pages). */
  maintenanceSwitched?: (merchantId: number, on: boolean) => void;
}): MerchantService {
  const { db, clock } = deps;
  const siteCache = new Map<string, CacheEntry<SiteContext>>();
  const domainCache = new Map<string, CacheEntry<string | null>>();

  const clearCaches = () => {
    siteCache.clear();
    domainCache.clear();
  };

  async function loadSettings(
    merchantId: number,
  ): Promise<{ values: SettingsValues; rows: store.StoredSection[] }> {
    const rows = await store.readSections(db, merchantId);
    const values = defaultSettings();
    for (const row of rows) {
      if (!SETTINGS_SECTION_NAMES.includes(row.section as SettingsSection)) continue;
      const section = row.section as SettingsSection;
      const parsed = SETTINGS_SECTIONS[section].safeParse(row.value);
      // A stored value that no longer fits the schema falls back to the default rather than break the site.
      if (parsed.success) (values as Record<SettingsSection, unknown>)[section] = parsed.data;
    }
    return { values, rows };
  }

  async function siteByCode(code: string): Promise<SiteContext> {
    const cached = siteCache.get(code);
    if (cached && cached.expires > Date.now()) return cached.value;
    const merchant = await store.findMerchantByCode(db, code);
    if (!merchant) throw new AppError('merchant.not.found');
    const { values } = await loadSettings(merchant.id);
    const site: SiteContext = { merchantId: merchant.id, merchantCode: merchant.code, settings: values };
    siteCache.set(code, { value: site, expires: Date.now() + deps.cacheMs });
    return site;
  }

  async function codeForDomain(hostname: string): Promise<string | null> {
    const cached = domainCache.get(hostname);
    if (cached && cached.expires > Date.now()) return cached.value;
    const merchant = await store.findMerchantByDomain(db, hostname);
    const code = merchant?.code ?? null;
    domainCache.set(hostname, { value: code, expires: Date.now() + deps.cacheMs });
    return code;
  }

  async function summary(row: store.MerchantRow): Promise<MerchantSummary> {
    const { values } = await loadSettings(row.id);
    return { code: row.code, name: values.profile.name, domains: values.profile.domains };
  }

  async function requireMerchant(code: string) {
    const merchant = await store.findMerchantByCode(db, code);
    if (!merchant) throw new AppError('not.found', null, 'Unknown merchant');
    return merchant;
  }

  async function assertDomainsFree(domains: string[], ownCode: string | null) {
    for (const domain of domains) {
      const owner = await store.findMerchantByDomain(db, domain.toLowerCase());
      if (owner && owner.code !== ownCode) {
        throw validationError({
          domains: { code: 'field.domain_taken', message: `${domain} already belongs to ${owner.code}` },
        });
      }
    }
  }

  return {
    forgetCached: clearCaches,
    siteByCode,

    async resolveSite(merchantHeader, hostname) {
      if (merchantHeader) return siteByCode(merchantHeader);
      const code = hostname ? await codeForDomain(hostname.toLowerCase()) : null;
      if (!code) throw new AppError('domain_check_failed');
      return siteByCode(code);
    },

    async list() {
      const rows = await store.listMerchants(db);
      return Promise.all(rows.map(summary));
    },

    async codeOf(merchantId) {
      return (await store.findMerchantById(db, merchantId))?.code ?? null;
    },

    async calendars() {
      const rows = await store.listTimeZones(db);
      return rows.map((row) => ({
        merchantId: row.id,
        merchantCode: row.code,
        timeZone: row.timeZone && timeZoneSchema.safeParse(row.timeZone).success ? row.timeZone : 'UTC',
      }));
    },

    async create(actor, code, profile) {
      await assertDomainsFree(profile.domains, null);
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        if (await store.findMerchantByCode(tx, code)) {
          throw validationError({
            code: { code: 'field.merchant_exists', message: 'A merchant with this code exists' },
          });
        }
        const merchant = await store.insertMerchant(tx, code);
        await store.writeSection(tx, merchant.id, 'profile', profile, 0, now);
        await recordAudit(
          tx,
          actor,
          { action: 'merchant.create', target: `merchant:${code}`, merchantCode: code, after: profile },
          now,
        );
        return merchant;
      });
      clearCaches();
      deps.changed?.(code);
      return { code: created.code, name: profile.name, domains: profile.domains };
    },

    async readSettings(code) {
      const merchant = await requireMerchant(code);
      const { values, rows } = await loadSettings(merchant.id);
      const byName = new Map(rows.map((row) => [row.section, row]));
      return Object.fromEntries(
        SETTINGS_SECTION_NAMES.map((section) => {
          const row = byName.get(section);
          return [
            section,
            {
              value: values[section],
              version: row?.version ?? 0,
              updatedAt: row?.updatedAt.toISOString() ?? null,
            },
          ];
        }),
      ) as Record<SettingsSection, VersionedSection>;
    },

    async updateSection(actor, code, section, input, version) {
      const parsed = SETTINGS_SECTIONS[section].safeParse(input);
      if (!parsed.success) throw validationError(fieldErrorsFromZod(parsed.error, 'value'));
      const value = parsed.data;
      if (section === 'profile') await assertDomainsFree((value as MerchantProfile).domains, code);
      const merchant = await requireMerchant(code);
      const now = clock.now();
      const written = await db.transaction(async (tx) => {
        const before = await store.readSectionForUpdate(tx, merchant.id, section);
        const row = await store.writeSection(tx, merchant.id, section, value, version, now);
        if (!row) throw new AppError('settings.version.conflict', { version: before?.version ?? 0 });
        await recordAudit(
          tx,
          actor,
          {
            action: 'settings.update',
            target: `settings:${section}`,
            merchantCode: code,
            before: before?.value ?? null,
            after: value,
          },
          now,
        );
        const enabledBefore = Boolean((before?.value as { enabled?: boolean } | undefined)?.enabled);
        return { ...row, enabledBefore };
      });
      clearCaches();
      deps.changed?.(code);
      if (section === 'maintenance') {
        const on = (written.value as { enabled: boolean }).enabled;
        if (on !== written.enabledBefore) deps.maintenanceSwitched?.(merchant.id, on);
      }
      return { value: written.value, version: written.version, updatedAt: written.updatedAt.toISOString() };
    },

    async seedSections(code, values) {
      const merchant = await requireMerchant(code);
      const now = clock.now();
      await db.transaction(async (tx) => {
        for (const [section, value] of Object.entries(values)) {
          const current = await store.readSectionForUpdate(tx, merchant.id, section as SettingsSection);
          await store.writeSection(
            tx,
            merchant.id,
            section as SettingsSection,
            value,
            current?.version ?? 0,
            now,
          );
        }
      });
      clearCaches();
      deps.changed?.(code);
    },
  };
}
