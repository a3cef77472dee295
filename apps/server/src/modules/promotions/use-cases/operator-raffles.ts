import { checkPrizeTable, maxPrize, PrizeTableError, type Prize } from '@wps/games';
import type { operatorRaffleDrawQuerySchema, operatorRaffleQuerySchema, RaffleInput } from '@wps/contracts';
import type { z } from 'zod';
import { formatMoney, memberAmount, parseAmount } from '../../../kernel/money.js';
import { pageOf, pageWindow } from '../../../kernel/paging.js';
import type { SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { PromotionDeps } from '../deps.js';
import * as store from '../raffle-store.js';
import { usernamesOf } from '../store.js';
import type { RaffleRow } from '../raffle-store.js';
import { drawView, prizesOf, prizesWire, storedPrizes } from '../raffle-views.js';

type RaffleState = RaffleRow['state'];
/** A published prize table never changes: a raffle is drafted, published, then closed for good. */
const RAFFLE_TRANSITIONS: Record<RaffleState, readonly RaffleState[]> = {
  draft: ['published'],
  published: ['closed'],
  closed: [],
};

function answer(row: RaffleRow, counts: { draws: number; members: number } | undefined, site: SiteContext) {
  const currency = site.settings.currency;
  return {
    id: row.id,
    state: row.state,
    kind: row.kind,
    title: row.title as { EN: string },
    rules: row.rules as { EN: string },
    prizes: prizesWire(prizesOf(row), currency),
    budget: formatMoney(row.budgetMinor, currency),
    spent: formatMoney(row.spentMinor, currency),
    draws: counts?.draws ?? 0,
    members: counts?.members ?? 0,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    drawsPerMember: row.drawsPerMember,
    currency: currency.code,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

async function answerOne(deps: PromotionDeps, site: SiteContext, row: RaffleRow) {
  return answer(row, (await store.drawCounts(deps.db, [row.id])).get(row.id), site);
}

/** The row's columns from an operator's input: a sound prize table whose largest prize the budget covers. */
function columnsOf(site: SiteContext, input: RaffleInput) {
  const currency = site.settings.currency;
  const prizes: Prize[] = input.prizes.map((prize, index) => ({
    id: prize.id,
    amountMinor: memberAmount(prize.amount, currency, `prizes.${index}.amount`),
    weight: prize.weight,
  }));
  try {
    checkPrizeTable(prizes);
  } catch (error) {
    if (error instanceof PrizeTableError)
      throw validationError({ prizes: { code: 'field.invalid', message: error.message } });
    throw error;
  }
  const budget = parseAmount(input.budget, currency, { field: 'budget' });
  if (budget < maxPrize(prizes))
    throw validationError({
      budget: { code: 'field.too_small', message: 'The budget must cover the largest prize at least once' },
    });
  return {
    kind: input.kind,
    title: input.title,
    rules: input.rules,
    prizes: storedPrizes(prizes),
    budgetMinor: budget,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    drawsPerMember: input.drawsPerMember,
  };
}

export async function listRafflesForOperator(
  deps: PromotionDeps,
  site: SiteContext,
  query: z.output<typeof operatorRaffleQuerySchema>,
) {
  const { rows, total } = await store.listRaffles(deps.db, site.merchantId, {
    ...(query.state ? { state: query.state } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...pageWindow(query),
  });
  const counts = await store.drawCounts(
    deps.db,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => answer(row, counts.get(row.id), site)),
    total,
    query,
  );
}

export async function createRaffle(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  input: RaffleInput,
) {
  const now = deps.clock.now();
  const columns = columnsOf(site, input);
  const row = await deps.db.transaction(async (tx) => {
    const created = await store.insertRaffle(tx, {
      ...columns,
      merchantId: site.merchantId,
      state: 'draft',
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'promotion.raffle.create',
        target: `raffle:${created.id}`,
        merchantCode: site.merchantCode,
        after: { ...columns, budgetMinor: columns.budgetMinor.toString(), reason: input.reason },
      },
      now,
    );
    return created;
  });
  return answerOne(deps, site, row);
}

export async function updateRaffle(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  id: number,
  input: RaffleInput,
) {
  const now = deps.clock.now();
  const before = await store.findRaffle(deps.db, site.merchantId, id);
  if (!before) throw new AppError('raffle.not.found');
  if (before.state !== 'draft') throw new AppError('raffle.state');
  const columns = columnsOf(site, input);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await store.updateRaffle(tx, site.merchantId, id, { ...columns, updatedAt: now });
    await recordAudit(
      tx,
      actor,
      {
        action: 'promotion.raffle.update',
        target: `raffle:${id}`,
        merchantCode: site.merchantCode,
        before: { prizes: before.prizes, budgetMinor: before.budgetMinor.toString() },
        after: { ...columns, budgetMinor: columns.budgetMinor.toString(), reason: input.reason },
      },
      now,
    );
    return updated!;
  });
  return answerOne(deps, site, row);
}

export async function setRaffleState(
  deps: PromotionDeps,
  site: SiteContext,
  actor: AuditActor,
  id: number,
  state: RaffleState,
  reason: string,
) {
  const now = deps.clock.now();
  const before = await store.findRaffle(deps.db, site.merchantId, id);
  if (!before) throw new AppError('raffle.not.found');
  if (!RAFFLE_TRANSITIONS[before.state].includes(state)) throw new AppError('raffle.state');
  const row = await deps.db.transaction(async (tx) => {
    const updated = await store.updateRaffle(tx, site.merchantId, id, { state, updatedAt: now });
    await recordAudit(
      tx,
      actor,
      {
        action: 'promotion.raffle.state',
        target: `raffle:${id}`,
        merchantCode: site.merchantCode,
        before: { state: before.state },
        after: { state, reason },
      },
      now,
    );
    return updated!;
  });
  return answerOne(deps, site, row);
}

export async function raffleDrawsForOperator(
  deps: PromotionDeps,
  site: SiteContext,
  id: number,
  query: z.output<typeof operatorRaffleDrawQuerySchema>,
) {
  const raffle = await store.findRaffle(deps.db, site.merchantId, id);
  if (!raffle) throw new AppError('raffle.not.found');
  const { rows, total } = await store.raffleDraws(deps.db, id, pageWindow(query));
  const [revealed, names] = await Promise.all([
    store.revealedSeeds(
      deps.db,
      rows.map((row) => row.seedId),
    ),
    usernamesOf(
      deps.db,
      rows.map((row) => row.memberId),
    ),
  ]);
  return pageOf(
    rows.map((row) => ({
      ...drawView(row, revealed.get(row.seedId) ?? null, site.settings.currency),
      memberId: row.memberId,
      username: names.get(row.memberId) ?? `#${row.memberId}`,
    })),
    total,
    query,
  );
}
