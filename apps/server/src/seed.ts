import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from './platform/db/index.js';
import { seedMarks } from './platform/seed/tables.js';
import type { Logger } from './platform/logger.js';
import type { Services } from './services.js';
import { DEMO_ANNOUNCEMENTS, DEMO_HELP } from './modules/content/demo-content.js';
import { AGENT_NOTICES } from './modules/content/demo/agent-notices.js';
import { refreshDemoContent } from './modules/content/demo-refresh.js';
import { DEMO_MERCHANT_CODE, DEMO_SETTINGS } from './demo-settings.js';
import { DEMO_DEPOSIT_METHODS } from './modules/deposits/demo-methods.js';
import { DEMO_PAYOUT_BANKS } from './modules/withdrawals/demo-banks.js';
import { demoActivities, demoRaffles } from './modules/promotions/demo-activities.js';
import { DEMO_MISSIONS, DEMO_REWARDS } from './modules/loyalty/demo-rewards.js';

/** File name, in DATA_DIR, of the generated first password of the seeded admin. */
export const ADMIN_PASSWORD_FILE = 'admin-initial-password';

const DEMO_SEED = 'demo-merchant-v1';
const DEMO_DEPOSIT_METHODS_SEED = 'demo-deposit-methods-v1';
const DEMO_GAMES_SEED = 'demo-games-v1';
const DEMO_CONTENT_SEED = 'demo-content-v2';
const DEMO_PAYOUT_BANKS_SEED = 'demo-payout-banks-v1';
const DEMO_AGENT_NOTICES_SEED = 'demo-agent-notices-v1';
const DEMO_LOTTERY_SEED = 'demo-lottery-v1';
const DEMO_PROMOTIONS_SEED = 'demo-promotions-v1';
const DEMO_LOYALTY_SEED = 'demo-loyalty-v1';
const SYSTEM_ACTOR = { operatorId: null, operatorName: 'system', ip: null, requestId: null };

/** Runs `work` once per database, whatever the number of processes starting at the same time. */
async function once(db: Database, name: string, work: () => Promise<void>): Promise<boolean> {
  const [done] = await db.select().from(seedMarks).where(eq(seedMarks.name, name));
  if (done) return false;
  const claimed = await db.insert(seedMarks).values({ name }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    await work();
  } catch (error) {
    await db.delete(seedMarks).where(eq(seedMarks.name, name));
    throw error;
  }
  return true;
}

/** The seeded admin (every start) and, when asked, the demo merchant with its content (first start only). */
export async function seed(
  db: Database,
  services: Services,
  options: {
    demo: boolean;
    adminPassword: string | undefined;
    /** Where a generated first password is written (owner-only); null prints it once on stderr. */
    adminPasswordFile: string | null;
    logger: Logger;
  },
) {
  const generated = await services.operators.ensureSeedAdmin(options.adminPassword);
  if (generated) {
    // Never in the log stream (logs are shipped and kept): a file only the owner reads, or, with no
    // data folder, once on the terminal's error stream. It must be changed at first login.
    if (options.adminPasswordFile) {
      await fs.mkdir(path.dirname(options.adminPasswordFile), { recursive: true });
      await fs.writeFile(options.adminPasswordFile, `${generated}\n`, { mode: 0o600 });
      await fs.chmod(options.adminPasswordFile, 0o600);
      options.logger.warn(
        { username: 'admin', passwordFile: options.adminPasswordFile },
        'operator account created: its first password is in the file (owner-only); change it at first login, then delete the file',
      );
    } else {
      process.stderr.write(
        `\n  Operator account created: username "admin", password "${generated}"\n  It is shown only now; you will be asked to change it at first login.\n\n`,
      );
    }
  }
  if (!options.demo) return;
  const seeded = await once(db, DEMO_SEED, async () => {
    const { profile, ...rest } = DEMO_SETTINGS;
    await services.merchants.create(SYSTEM_ACTOR, DEMO_MERCHANT_CODE, profile!);
    await services.merchants.seedSections(DEMO_MERCHANT_CODE, rest);
    const site = await services.merchants.siteByCode(DEMO_MERCHANT_CODE);
    const merchant = { id: site.merchantId, code: site.merchantCode };
    for (const announcement of DEMO_ANNOUNCEMENTS)
      await services.content.createAnnouncement(SYSTEM_ACTOR, merchant, announcement);
    for (const article of DEMO_HELP) await services.content.createHelp(SYSTEM_ACTOR, merchant, article);
  });
  if (seeded) options.logger.info({ merchant: DEMO_MERCHANT_CODE }, 'demo data seeded');
  // Its own mark, so a database seeded before issue 12 gets the current demo texts once: only on the
  // announcements and help articles that still hold the old seeded text exactly (demo-refresh.ts).
  await once(db, DEMO_CONTENT_SEED, async () => {
    const site = await services.merchants.siteByCode(DEMO_MERCHANT_CODE);
    const merchant = { id: site.merchantId, code: site.merchantCode };
    const changed = await refreshDemoContent(services.content, SYSTEM_ACTOR, merchant);
    if (changed.announcements + changed.help > 0)
      options.logger.info({ merchant: DEMO_MERCHANT_CODE, ...changed }, 'demo content refreshed');
  });
  // Its own mark, so a database seeded before deposits existed gets the payment methods once too.
  await once(db, DEMO_DEPOSIT_METHODS_SEED, async () => {
    const site = await services.merchants.siteByCode(DEMO_MERCHANT_CODE);
    // Gateway channels only of a provider this deployment runs (no sandbox in production by default).
    const methods = DEMO_DEPOSIT_METHODS.map((method) => ({
      ...method,
      channels: method.channels.filter(
        (channel) => channel.kind !== 'gateway' || services.deposits.offersProvider(channel.provider ?? ''),
      ),
    })).filter((method) => method.channels.length > 0);
    await services.deposits.replaceMethods(SYSTEM_ACTOR, site, methods);
  });
  // Its own mark, so a database seeded while the banks were a list in code gets that list once, as
  // rows operators then manage (through their own create call, audited as the system).
  await once(db, DEMO_PAYOUT_BANKS_SEED, async () => {
    const site = await services.merchants.siteByCode(DEMO_MERCHANT_CODE);
    for (const bank of DEMO_PAYOUT_BANKS)
      await services.withdrawals.createPayoutBank(SYSTEM_ACTOR, site, bank);
  });
  // Its own mark: the agent notices came with the agent centre (issue 13), after databases were seeded.
  await once(db, DEMO_AGENT_NOTICES_SEED, async () => {
    const site = await services.merchants.siteByCode(DEMO_MERCHANT_CODE);
    const merchant = { id: site.merchantId, code: site.merchantCode };
    for (const [index, draft] of AGENT_NOTICES.entries())
      await services.content.createAnnouncement(SYSTEM_ACTOR, merchant, {
        ...draft,
        sortOrder: (index + 1) * 10,
      });
  });
  // The in-house slot vendor and its games (written directly: the vendor may not be running yet).
  await once(db, DEMO_GAMES_SEED, async () => {
    await services.games.seedDemo(await services.merchants.siteByCode(DEMO_MERCHANT_CODE));
  });
  // Its own mark: the in-house lottery came with issue 14, after databases were seeded.
  await once(db, DEMO_LOTTERY_SEED, async () => {
    await services.games.seedDemoLottery(await services.merchants.siteByCode(DEMO_MERCHANT_CODE));
  });
  // Its own mark: promotions came with issue 15. Made and published through the operator's use cases.
  await once(db, DEMO_PROMOTIONS_SEED, async () => {
    const site = await services.merchants.siteByCode(DEMO_MERCHANT_CODE);
    for (const input of demoActivities(new Date())) {
      const created = await services.promotions.createActivity(site, SYSTEM_ACTOR, input);
      await services.promotions.setActivityState(site, SYSTEM_ACTOR, created.id, 'published', 'demo data');
    }
    for (const input of demoRaffles(new Date())) {
      const created = await services.promotions.createRaffle(site, SYSTEM_ACTOR, input);
      await services.promotions.setRaffleState(site, SYSTEM_ACTOR, created.id, 'published', 'demo data');
    }
  });
  // Its own mark: the points mall and missions came with issue 15.
  await once(db, DEMO_LOYALTY_SEED, async () => {
    const site = await services.merchants.siteByCode(DEMO_MERCHANT_CODE);
    for (const input of DEMO_REWARDS) await services.loyalty.createPointReward(site, SYSTEM_ACTOR, input);
    for (const input of DEMO_MISSIONS) await services.loyalty.saveMission(site, SYSTEM_ACTOR, null, input);
  });
}
