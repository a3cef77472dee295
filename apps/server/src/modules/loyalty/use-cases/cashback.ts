import type { GameCategory } from '@wps/contracts';
import { formatMoney } from '../../../kernel/money.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { Executor } from '../../../platform/db/index.js';
import type { LoyaltyDeps } from '../deps.js';
import { payMoney } from '../money.js';
import { cashbackOf } from '../rules.js';
import { settingsOf } from '../settings.js';
import * as store from '../store.js';
import { registeredAt } from '../../../kernel/members-read.js';
import type { CashbackRow } from '../store.js';

/**
 * Rounds settled this recently are left for the next claim: a round settling at the same moment may
 * not be committed yet, and the window must never move past a bet it did not read.
 */
export const SETTLE_MARGIN_MS = 5_000;

export const cashbackKey = (id: number) => `cashback:${id}`;

/** The window a claim now would pay: after the last claim (or the member's registration), up to now less the margin. */
async function windowOf(db: Executor, now: Date, site: SiteContext, memberId: number, lock = false) {
  const key = { merchantId: site.merchantId, memberId, kind: 'cashback' as const };
  const through = await store.watermark(db, key, lock);
  const joined = through ? null : await registeredAt(db, memberId);
  // Before a first claim: every round since registration (a round settled at that very instant too).
  const registered = joined ? new Date(joined.getTime() - 1) : new Date(0);
  return { key, through, from: through ?? registered, to: new Date(now.getTime() - SETTLE_MARGIN_MS) };
}

async function computed(db: Executor, site: SiteContext, memberId: number, from: Date, to: Date) {
  const settings = await settingsOf(db, site);
  const level = Math.min((await store.memberRank(db, memberId))?.level ?? 0, settings.ranks.length - 1);
  const rows =
    from < to
      ? await store.validBetsByCategory(db, site.merchantId, memberId, site.settings.currency.code, from, to)
      : [];
  return { level, ...cashbackOf(rows, settings.ranks[level]!.cashbackRates) };
}

/** Cashback earned since the last claim, per category (shown live). */
export async function cashback(deps: LoyaltyDeps, site: SiteContext, member: MemberPrincipal) {
  const { through, from, to } = await windowOf(deps.db, deps.clock.now(), site, member.id);
  const result = await computed(deps.db, site, member.id, from, to);
  const currency = site.settings.currency;
  return {
    since: through !== null ? from.getTime() : null,
    until: to.getTime(),
    rows: result.lines
      .filter((line) => line.validBetMinor > 0n)
      .map((line) => ({
        category: line.category as GameCategory,
        validBet: formatMoney(line.validBetMinor, currency),
        rateBasisPoints: line.rateBasisPoints,
        amount: formatMoney(line.amountMinor, currency),
      })),
    total: formatMoney(result.totalMinor, currency),
    level: result.level,
    currency: currency.code,
  };
}

/**
 * Pays the member's cashback for (last claim, now − margin]: the member's watermark row is locked,
 * the amount worked out, the payment row stored and the watermark moved in one transaction, so a bet
 * pays cashback once whether the member claims or the daily job pays (and however many race). The
 * posting `cashback:<id>` follows the commit (the settle job posts it after a crash).
 */
export async function payCashback(
  deps: LoyaltyDeps,
  site: SiteContext,
  memberId: number,
  source: 'member' | 'job',
): Promise<CashbackRow | null> {
  const now = deps.clock.now();
  const first = await windowOf(deps.db, now, site, memberId);
  await store.ensureWatermark(deps.db, first.key, first.from);
  const row = await deps.db.transaction(async (tx) => {
    const { key, from, to } = await windowOf(tx, now, site, memberId, true);
    if (from >= to) return null;
    const result = await computed(tx, site, memberId, from, to);
    if (result.totalMinor <= 0n) return null;
    await store.moveWatermark(tx, key, to);
    return store.insertCashback(tx, {
      merchantId: site.merchantId,
      memberId,
      fromAt: from,
      toAt: to,
      currency: site.settings.currency.code,
      amountMinor: result.totalMinor,
      detail: result.lines.map((line) => ({
        category: line.category,
        validBet: line.validBetMinor.toString(),
        rate: line.rateBasisPoints,
        amount: line.amountMinor.toString(),
      })),
      source,
      createdAt: deps.clock.now(),
    });
  });
  if (row) await postCashback(deps, site, row);
  return row;
}

export async function postCashback(deps: LoyaltyDeps, site: SiteContext, row: CashbackRow) {
  if (row.transactionId !== null) return;
  const posted = await payMoney(deps, site, row.memberId, row.amountMinor, cashbackKey(row.id), 'rebate', {
    cashbackId: row.id,
  });
  await store.markCashbackPosted(deps.db, row.id, posted.answer.transactionId);
}

const claimView = (row: CashbackRow, site: SiteContext) => ({
  id: row.id,
  from: row.fromAt?.getTime() ?? null,
  to: row.toAt.getTime(),
  amount: formatMoney(row.amountMinor, site.settings.currency),
  source: row.source,
  createdAt: row.createdAt.getTime(),
});

/** The member claims their cashback (MANPLAYREB3): cashback.nothing when there is none yet. */
export async function claimCashback(deps: LoyaltyDeps, site: SiteContext, member: MemberPrincipal) {
  const row = await payCashback(deps, site, member.id, 'member');
  if (!row) throw new AppError('cashback.nothing');
  return claimView(row, site);
}

export async function cashbackHistory(deps: LoyaltyDeps, site: SiteContext, member: MemberPrincipal) {
  return { list: (await store.cashbackOfMember(deps.db, member.id)).map((row) => claimView(row, site)) };
}

/** The daily job: pays every member who played in the last two days what they have not claimed. */
export async function payDueCashback(deps: LoyaltyDeps, site: SiteContext) {
  const now = deps.clock.now();
  const members = await store.membersWithPlay(
    deps.db,
    site.merchantId,
    site.settings.currency.code,
    new Date(now.getTime() - 2 * 86_400_000),
    now,
  );
  let paid = 0;
  for (const memberId of members) if (await payCashback(deps, site, memberId, 'job')) paid++;
  return { members: members.length, paid };
}
