import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { eq } from 'drizzle-orm';
import {
  flattenWhitelabel,
  isModuleEnabled,
  MODULE_IDS,
  routes,
  type AnnouncementInput,
  type HelpArticleInput,
} from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANNOUNCEMENTS, DEMO_HELP } from '../src/modules/content/demo-content.js';
import { V1_ANNOUNCEMENTS, V1_HELP } from '../src/modules/content/demo/v1/index.js';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from '../src/platform/db/index.js';
import { createLogger } from '../src/platform/logger.js';
import { seedMarks } from '../src/platform/seed/tables.js';
import { seed } from '../src/seed.js';
import {
  ADMIN_PASSWORD,
  adminToken,
  callRoute,
  createMerchant,
  startTestServer,
  type TestServer,
} from './harness.js';

/**
 * Honest defaults (issue 12): a module switch defaults to on only when its feature exists. These have
 * none yet; the issue that builds one switches its own default on (and takes it off this list).
 */
const NOT_BUILT = ['FEEDBACK3', 'INBOX3', 'CBS3'];
/** Agent contracts: not built at issue 12 (migration 0027 stored them off), built by issue 13 (0034). */
const AGENT_CONTRACTS = ['AGENTPOLICY3', 'SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'];
/** The reward centre, cashback, points and referral: not built at issue 12, built by issue 15 (0037, 0038). */
const REWARD_CENTRE = ['REWCEN3'];
const LOYALTY = ['MANPLAYREB3', 'PTSYS3', 'REFERRAL3'];
const NOT_BUILT_AT_0027 = [...NOT_BUILT, ...AGENT_CONTRACTS, ...REWARD_CENTRE, ...LOYALTY];
/** Off by default before issue 12: features that exist but a merchant opts into. */
const OPT_IN = [
  'PWDEXPFORCECHANGE3',
  'LOGINIPVERF3',
  'GOOGLELOGIN3',
  'FBLOGIN3',
  'REGMOBVERF3',
  'CREDITMAR3',
];
const MIGRATION = '0027_honest_module_defaults';

const offIn = (flat: Record<string, boolean>) =>
  Object.keys(flat)
    .filter((id) => !flat[id])
    .sort();

describe('a fresh database', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await adminToken(server);
  });
  afterAll(() => server?.close());

  it('gives a new merchant exactly the switches of features that do not exist (and the opt-in ones) off', async () => {
    const created = await createMerchant(server, token, 'honest', {
      name: 'Honest',
      domains: ['honest.example'],
      mainDomain: 'honest.example',
      analyticsId: null,
    });
    expect(created.status, created.text).toBe(200);
    const settings = await callRoute(server, routes.settingsGet, {
      token,
      params: { merchantCode: 'honest' },
    });
    const modules = settings.body.value.modules.value as Record<string, boolean>;
    expect(offIn(modules)).toEqual([...NOT_BUILT, ...OPT_IN].sort());
    for (const id of NOT_BUILT) expect(isModuleEnabled(modules, id)).toBe(false);

    // What the member site boots with says the same, for the new merchant and the seeded demo one.
    for (const merchant of ['honest', 'aurora']) {
      const status = await callRoute(server, routes.systemStatus, { merchant });
      expect(status.status).toBe(200);
      const flat = flattenWhitelabel(status.body.value.info.whitelabel);
      expect(Object.keys(flat).sort()).toEqual([...MODULE_IDS].sort());
      expect(offIn(flat)).toEqual([...NOT_BUILT, ...OPT_IN].sort());
    }
  });

  it('refreshes the demo texts of a database seeded before issue 12, where nobody edited them', async () => {
    const merchant = await server.services.merchants.siteByCode('aurora');
    const site = { id: merchant.merchantId, code: merchant.merchantCode };
    const { content } = server.services;
    const system = { operatorId: null, operatorName: 'system', ip: null, requestId: null };
    const operator = { operatorId: 1, operatorName: 'admin', ip: '127.0.0.1', requestId: 'req-1' };
    // The database as an earlier version left it: the retired texts, then an operator's edits.
    for (const row of await content.listAnnouncements(site.id))
      await content.deleteAnnouncement(system, site, row.id);
    for (const row of await content.listHelp(site.id)) await content.deleteHelp(system, site, row.id);
    const announcements = [];
    for (const item of V1_ANNOUNCEMENTS)
      announcements.push(await content.createAnnouncement(system, site, item));
    const help = [];
    for (const item of V1_HELP) help.push(await content.createHelp(system, site, item));
    const vip = V1_ANNOUNCEMENTS.findIndex((item) => item.title.EN === 'VIP programme update');
    const editedTitle = {
      ...V1_ANNOUNCEMENTS[vip]!,
      title: { ...V1_ANNOUNCEMENTS[vip]!.title, EN: 'Our VIP club' },
    };
    await content.updateAnnouncement(operator, site, announcements[vip]!.id, editedTitle);
    // An operator pointed the first banner elsewhere but left its text as seeded.
    const relinked = { ...V1_ANNOUNCEMENTS[0]!, linkageType: 'URL' as const, linkage: '/vip' };
    await content.updateAnnouncement(operator, site, announcements[0]!.id, relinked);
    const limits = V1_HELP.findIndex((item) => item.question.EN === 'How do I set a deposit limit?');
    const editedAnswer = { ...V1_HELP[limits]!, answer: { ...V1_HELP[limits]!.answer, TH: 'แก้ไขโดยผู้ดูแล' } };
    await content.updateHelp(operator, site, help[limits]!.id, editedAnswer);
    const auditBefore = await auditCount(server, token);

    await server.database.db.delete(seedMarks).where(eq(seedMarks.name, 'demo-content-v2'));
    await seed(server.database.db, server.services, {
      demo: true,
      adminPassword: ADMIN_PASSWORD,
      adminPasswordFile: null,
      logger: createLogger('silent'),
    });

    // A stored row as an operator's input: without its id, merchant and times.
    const inputOf = (row: object) =>
      Object.fromEntries(
        Object.entries(row).filter(([key]) => !['id', 'merchantId', 'createdAt', 'updatedAt'].includes(key)),
      );
    const stored = (await content.listAnnouncements(site.id)).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(stored).toHaveLength(DEMO_ANNOUNCEMENTS.length);
    stored.forEach((row, index) => {
      const expected: AnnouncementInput =
        index === vip
          ? editedTitle
          : index === 0
            ? { ...DEMO_ANNOUNCEMENTS[0]!, linkageType: 'URL', linkage: '/vip' }
            : DEMO_ANNOUNCEMENTS[index]!;
      expect(inputOf(row), `announcement ${index}`).toEqual(expected);
    });
    const storedHelp = (await content.listHelp(site.id)).sort((a, b) => a.sortOrder - b.sortOrder);
    storedHelp.forEach((row, index) => {
      const expected: HelpArticleInput = index === limits ? editedAnswer : DEMO_HELP[index]!;
      expect(inputOf(row), `help ${index}`).toEqual(expected);
    });

    // Each refreshed row is an audited edit by the system; unchanged rows (texts the seed kept) are not.
    const unchanged = V1_ANNOUNCEMENTS.filter((item, index) => {
      const now = DEMO_ANNOUNCEMENTS[index]!;
      return JSON.stringify([item.title, item.content]) === JSON.stringify([now.title, now.content]);
    }).length;
    const refreshed = V1_ANNOUNCEMENTS.length - unchanged - 1 + (V1_HELP.length - 1);
    expect((await auditCount(server, token)) - auditBefore).toBe(refreshed);

    // Run again (another start): the mark is set, nothing changes.
    await seed(server.database.db, server.services, {
      demo: true,
      adminPassword: ADMIN_PASSWORD,
      adminPasswordFile: null,
      logger: createLogger('silent'),
    });
    expect((await auditCount(server, token)) - auditBefore).toBe(refreshed);
  });
});

async function auditCount(server: TestServer, token: string): Promise<number> {
  let count = 0;
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await callRoute(server, routes.auditList, {
      token,
      query: { merchantCode: 'aurora', pageNo, pageSize: 200 },
    });
    count += page.body.value.list.filter(
      (entry) => entry.operatorName === 'system' && /^(announcement|help)\.update$/.test(entry.action),
    ).length;
    if (pageNo >= page.body.value.totalPages) return count;
  }
}

describe(`migration ${MIGRATION}`, () => {
  let client: PGlite;
  let folder: string;

  /** The migrations up to `last` (included or not), as an earlier version shipped them. */
  async function migrationsUpTo(last: string, included: boolean): Promise<string> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wps-migrations-'));
    const journal = JSON.parse(
      await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((entry) => entry.tag === last);
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, included ? at + 1 : at);
    await fs.mkdir(path.join(dir, 'meta'));
    await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries)
      await fs.copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(dir, `${tag}.sql`));
    return dir;
  }

  beforeAll(async () => {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    folder = await migrationsUpTo(MIGRATION, false);
    await migrate(drizzle(client), { migrationsFolder: folder });
  });
  afterAll(async () => {
    await client?.close();
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  const stamp = '2026-01-01T00:00:00.000Z';
  /** Every switch as earlier versions' defaults stored it when an operator saved the section. */
  const oldDefaults = Object.fromEntries(MODULE_IDS.map((id) => [id, !OPT_IN.includes(id)]));

  async function merchant(code: string, sections: Record<string, [unknown, number]>) {
    const { rows } = await client.query<{ id: number }>(
      'insert into merchants (code) values ($1) returning id',
      [code],
    );
    const id = rows[0]!.id;
    for (const [section, [value, version]] of Object.entries(sections))
      await client.query(
        'insert into merchant_settings (merchant_id, section, value, version, updated_at) values ($1, $2, $3, $4, $5)',
        [id, section, JSON.stringify(value), version, stamp],
      );
    return id;
  }

  const sectionOf = async (code: string, section: string) =>
    (
      await client.query<{ value: Record<string, boolean>; version: number; updated_at: Date }>(
        `select s.value, s.version, s.updated_at from merchant_settings s join merchants m on m.id = s.merchant_id
         where m.code = $1 and s.section = $2`,
        [code, section],
      )
    ).rows[0];

  it('switches off, where stored as on, the switches of features that do not exist; versions and audits the change', async () => {
    // Saved by an operator with the old defaults: every one of them stored as on.
    await merchant('saved', { modules: [oldDefaults, 3], flags: [{ FEEDBACK3: true }, 1] });
    // An operator's own choices: one of them still on, the others stored off already.
    const mixed = {
      ...oldDefaults,
      ...Object.fromEntries(NOT_BUILT_AT_0027.map((id) => [id, false])),
      INBOX3: true,
      REG3: false,
    };
    await merchant('mixed', { modules: [mixed, 7] });
    // None of them stored: nothing to change (they read as the new defaults).
    await merchant('partial', { modules: [{ CAPTCHA3: false }, 2] });
    await merchant('unsaved', { profile: [{ name: 'Unsaved', domains: [] }, 1] });

    const through = await migrationsUpTo(MIGRATION, true);
    try {
      await migrate(drizzle(client), { migrationsFolder: through });
    } finally {
      await fs.rm(through, { recursive: true, force: true });
    }

    const saved = (await sectionOf('saved', 'modules'))!;
    expect(saved.value).toEqual({
      ...oldDefaults,
      ...Object.fromEntries(NOT_BUILT_AT_0027.map((id) => [id, false])),
    });
    expect(saved.version).toBe(4);
    expect(saved.updated_at.toISOString()).not.toBe(stamp);
    for (const id of NOT_BUILT_AT_0027) expect(isModuleEnabled(saved.value, id)).toBe(false);
    expect(isModuleEnabled(saved.value, 'DPSTBAS3')).toBe(true);
    // Only the modules section.
    expect((await sectionOf('saved', 'flags'))!).toMatchObject({ value: { FEEDBACK3: true }, version: 1 });

    const mixedAfter = (await sectionOf('mixed', 'modules'))!;
    expect(mixedAfter.value).toEqual({ ...mixed, INBOX3: false });
    expect(mixedAfter.version).toBe(8);

    const partial = (await sectionOf('partial', 'modules'))!;
    expect(partial).toMatchObject({ value: { CAPTCHA3: false }, version: 2 });
    expect(partial.updated_at.toISOString()).toBe(stamp);
    expect(await sectionOf('unsaved', 'modules')).toBeUndefined();

    const audit = await client.query<Record<string, unknown>>(
      'select operator_id, operator_name, merchant_code, action, target, before, after, ip, request_id from audit_log order by id',
    );
    expect(audit.rows).toEqual([
      {
        operator_id: null,
        operator_name: 'system',
        merchant_code: 'saved',
        action: 'settings.update',
        target: 'settings:modules',
        before: oldDefaults,
        after: saved.value,
        ip: null,
        request_id: null,
      },
      {
        operator_id: null,
        operator_name: 'system',
        merchant_code: 'mixed',
        action: 'settings.update',
        target: 'settings:modules',
        before: mixed,
        after: mixedAfter.value,
        ip: null,
        request_id: null,
      },
    ]);
  });
});

describe.each([
  { tag: '0034_agent_contract_switches', built: AGENT_CONTRACTS },
  { tag: '0037_promotions', built: REWARD_CENTRE },
  { tag: '0038_loyalty', built: LOYALTY },
])('migration $tag', ({ tag, built }) => {
  let client: PGlite;

  beforeAll(async () => {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
  });
  afterAll(async () => {
    await client?.close();
  });

  it('switches the features it built on where 0027 stored them off; versions and audits the change', async () => {
    // Everything before it, with one merchant as 0027 left a saved section and one never saved.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wps-migrations-'));
    try {
      const journal = JSON.parse(
        await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
      ) as {
        entries: { tag: string }[];
      };
      journal.entries = journal.entries.slice(
        0,
        journal.entries.findIndex((entry) => entry.tag === tag),
      );
      await fs.mkdir(path.join(dir, 'meta'));
      await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
      for (const { tag } of journal.entries)
        await fs.copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(dir, `${tag}.sql`));
      await migrate(drizzle(client), { migrationsFolder: dir });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    const stored = { CAPTCHA3: true, ...Object.fromEntries(built.map((id) => [id, false])) };
    const { rows } = await client.query<{ id: number }>(
      "insert into merchants (code) values ('after27') returning id",
    );
    await client.query(
      "insert into merchant_settings (merchant_id, section, value, version, updated_at) values ($1, 'modules', $2, 5, now())",
      [rows[0]!.id, JSON.stringify(stored)],
    );
    await client.query("insert into merchants (code) values ('never')");

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });

    const after = (
      await client.query<{ value: Record<string, boolean>; version: number }>(
        "select s.value, s.version from merchant_settings s join merchants m on m.id = s.merchant_id where m.code = 'after27'",
      )
    ).rows[0]!;
    expect(after.value).toEqual({
      CAPTCHA3: true,
      ...Object.fromEntries(built.map((id) => [id, true])),
    });
    expect(after.version).toBe(6);
    for (const id of built) expect(isModuleEnabled(after.value, id)).toBe(true);
    const audit = await client.query<Record<string, unknown>>(
      "select operator_name, merchant_code, action, target, before, after from audit_log where merchant_code = 'after27'",
    );
    expect(audit.rows).toEqual([
      {
        operator_name: 'system',
        merchant_code: 'after27',
        action: 'settings.update',
        target: 'settings:modules',
        before: stored,
        after: after.value,
      },
    ]);
  });
});
