import { randomBytes } from 'node:crypto';
import { drawPrize, hashServerSeed, serverSeedFromBytes } from '@wps/games';
import type { claimRaffleBodySchema, Language, rotateRaffleSeedBodySchema } from '@wps/contracts';
import type { z } from 'zod';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { ledgerAccount } from '../../ledger/accounts.js';
import type { PromotionDeps } from '../deps.js';
import * as store from '../raffle-store.js';
import type { DrawRow, RaffleRow } from '../raffle-store.js';
import { drawView, prizesOf, raffleStatusOf, raffleView, slotPrefixOf } from '../raffle-views.js';

/*
 * The prize wheel and red envelopes (docs/product.md §Promotions, raffles): draws from the member's
 * own committed seed, capped per period by a unique slot, the prize reserved from the pool in the
 * same transaction and paid by one ledger posting keyed `raffle:<draw>`.
 */

export const rafflePayKey = (drawId: number) => `raffle:${drawId}`;

const newSeed = () => serverSeedFromBytes(randomBytes(32));
const newClientSeed = () => randomBytes(8).toString('hex');

async function raffleOrFail(deps: PromotionDeps, site: SiteContext, id: number) {
  const raffle = await store.findRaffle(deps.db, site.merchantId, id);
  if (!raffle || raffle.state === 'draft') throw new AppError('raffle.not.found');
  return raffle;
}

/** The member's active seed, committed (created) if they have none: its hash is shown before any draw. */
async function seedOf(deps: PromotionDeps, raffle: RaffleRow, memberId: number, clientSeed?: string) {
  const found = await store.activeSeed(deps.db, raffle.id, memberId);
  if (found) return found;
  const serverSeed = newSeed();
  const created = await store.insertSeed(deps.db, {
    raffleId: raffle.id,
    memberId,
    serverSeed,
    seedHash: hashServerSeed(serverSeed),
    clientSeed: clientSeed ?? newClientSeed(),
    createdAt: deps.clock.now(),
  });
  return created ?? (await store.activeSeed(deps.db, raffle.id, memberId))!;
}

/** Ended raffles stay listed this long, so their draws can still be revealed and checked. */
const ENDED_SHOWN_MS = 7 * 86_400_000;
const stillShown = (row: RaffleRow, now: Date) => row.endsAt.getTime() > now.getTime() - ENDED_SHOWN_MS;

export async function listRaffles(deps: PromotionDeps, site: SiteContext, language: Language) {
  const now = deps.clock.now();
  const rows = await store.shownRaffles(deps.db, site.merchantId);
  return {
    list: rows
      .filter((row) => stillShown(row, now))
      .map((row) => raffleView(row, language, site.settings.currency, now)),
    now: now.getTime(),
  };
}

async function drawsWithSeeds(deps: PromotionDeps, site: SiteContext, rows: DrawRow[]) {
  const revealed = await store.revealedSeeds(
    deps.db,
    rows.map((row) => row.seedId),
  );
  return rows.map((row) => drawView(row, revealed.get(row.seedId) ?? null, site.settings.currency));
}

/** Per open raffle: the member's draws left now, their committed seed and their last draws. */
export async function myRaffles(deps: PromotionDeps, site: SiteContext, member: MemberPrincipal) {
  const now = deps.clock.now();
  const rows = (await store.shownRaffles(deps.db, site.merchantId)).filter((row) => stillShown(row, now));
  const raffles = [];
  for (const raffle of rows) {
    const [seed, used, draws] = await Promise.all([
      seedOf(deps, raffle, member.id),
      store.drawsIn(deps.db, raffle.id, member.id, slotPrefixOf(raffle, now, site.settings.profile.timeZone)),
      store.memberDraws(deps.db, raffle.id, member.id),
    ]);
    raffles.push({
      raffleId: raffle.id,
      drawsLeft: raffleStatusOf(raffle, now) === 'open' ? Math.max(0, raffle.drawsPerMember - used) : 0,
      seed: { seedHash: seed.seedHash, clientSeed: seed.clientSeed, nextNonce: seed.nextNonce },
      draws: await drawsWithSeeds(deps, site, draws),
    });
  }
  return { raffles };
}

/**
 * One draw (`MCS2_claimRafflePromotion`): in one transaction the member's seed is locked, their
 * draws of the period counted, the prize drawn from (seed, client seed, nonce), reserved from the
 * pool (refused, with nothing changed, when the pool cannot pay it), and the draw stored in its slot.
 * Then the prize is paid. A retry after a refusal draws the same prize again: the outcome is fixed
 * by the seeds alone.
 */
export async function claimRaffle(
  deps: PromotionDeps,
  site: SiteContext,
  member: MemberPrincipal,
  input: z.output<typeof claimRaffleBodySchema>,
) {
  const now = deps.clock.now();
  const raffle = await raffleOrFail(deps, site, input.raffleId);
  if (input.requestId) {
    const earlier = await store.drawByRequest(deps.db, member.id, input.requestId);
    if (earlier && earlier.raffleId === raffle.id) {
      await payDraw(deps, earlier);
      return drawView(earlier, null, site.settings.currency);
    }
  }
  if (raffleStatusOf(raffle, now) !== 'open')
    throw new AppError(raffle.spentMinor >= raffle.budgetMinor ? 'raffle.pool.empty' : 'raffle.not.open');
  await seedOf(deps, raffle, member.id, input.clientSeed);
  const prefix = slotPrefixOf(raffle, now, site.settings.profile.timeZone);
  const prizes = prizesOf(raffle);
  const draw = await deps.db.transaction(async (tx) => {
    const seed = (await store.activeSeed(tx, raffle.id, member.id, true))!;
    const used = await store.drawsIn(tx, raffle.id, member.id, prefix);
    if (used >= raffle.drawsPerMember) throw new AppError('raffle.no.draws.left');
    const outcome = drawPrize(prizes, seed.serverSeed, seed.clientSeed, seed.nextNonce);
    if (
      outcome.prize.amountMinor > 0n &&
      !(await store.reservePool(tx, raffle.id, outcome.prize.amountMinor))
    )
      throw new AppError('raffle.pool.empty');
    await store.advanceNonce(tx, seed.id);
    return store.insertDraw(tx, {
      merchantId: site.merchantId,
      raffleId: raffle.id,
      memberId: member.id,
      slot: `${prefix}:${used + 1}`,
      seedId: seed.id,
      nonce: seed.nextNonce,
      clientSeed: seed.clientSeed,
      seedHash: seed.seedHash,
      prizeId: outcome.prize.id,
      position: outcome.position,
      drawIndex: outcome.index,
      currency: site.settings.currency.code,
      amountMinor: outcome.prize.amountMinor,
      requestId: input.requestId ?? null,
      createdAt: now,
    });
  });
  await payDraw(deps, draw);
  return drawView(draw, null, site.settings.currency);
}

/** Posts a draw's prize (nothing for a prize of 0) and records the posting. */
export async function payDraw(deps: PromotionDeps, draw: DrawRow) {
  if (draw.amountMinor === 0n || draw.transactionId !== null) return;
  const posted = await deps.ledger.move({
    merchantId: draw.merchantId,
    currency: draw.currency,
    type: 'promotion',
    idempotencyKey: rafflePayKey(draw.id),
    from: ledgerAccount.promotions,
    to: ledgerAccount.main(draw.memberId),
    amount: draw.amountMinor,
    meta: { raffleId: draw.raffleId, drawId: draw.id },
  });
  await store.markDrawPaid(deps.db, draw.id, posted.answer.transactionId);
}

/** Reveals the member's seed of a raffle (every draw made with it can now be checked) and commits a new one. */
export async function rotateRaffleSeed(
  deps: PromotionDeps,
  site: SiteContext,
  member: MemberPrincipal,
  input: z.output<typeof rotateRaffleSeedBodySchema>,
) {
  const now = deps.clock.now();
  const raffle = await raffleOrFail(deps, site, input.raffleId);
  await seedOf(deps, raffle, member.id);
  return deps.db.transaction(async (tx) => {
    const current = (await store.activeSeed(tx, raffle.id, member.id, true))!;
    const revealed = await store.revealSeed(tx, current.id, now);
    if (!revealed) throw new AppError('raffle.state');
    const serverSeed = newSeed();
    const next = (await store.insertSeed(tx, {
      raffleId: raffle.id,
      memberId: member.id,
      serverSeed,
      seedHash: hashServerSeed(serverSeed),
      clientSeed: input.clientSeed ?? current.clientSeed,
      createdAt: now,
    }))!;
    return {
      revealed: {
        serverSeed: revealed.serverSeed,
        seedHash: revealed.seedHash,
        clientSeed: revealed.clientSeed,
        draws: revealed.nextNonce,
      },
      next: { seedHash: next.seedHash, clientSeed: next.clientSeed, nextNonce: next.nextNonce },
    };
  });
}
