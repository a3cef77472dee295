import { canDraw, maxPrize, oddsTable, totalWeight, type Prize } from '@wps/games';
import type { CurrencySettings, Language, Raffle, RaffleDraw } from '@wps/contracts';
import { formatMoney } from '../../kernel/money.js';
import { localDateOf } from '../../platform/daily/calendar.js';
import type { DrawRow, RaffleRow } from './raffle-store.js';
import { textOf } from './views.js';

/* Raffle rows ↔ the prize engine's tables ↔ wire shapes. */

interface StoredPrize {
  id: string;
  amount: string;
  weight: number;
}

export function prizesOf(row: Pick<RaffleRow, 'prizes'>): Prize[] {
  return (row.prizes as StoredPrize[]).map((prize) => ({
    id: prize.id,
    amountMinor: BigInt(prize.amount),
    weight: prize.weight,
  }));
}

export function storedPrizes(prizes: readonly Prize[]): StoredPrize[] {
  return prizes.map((prize) => ({
    id: prize.id,
    amount: prize.amountMinor.toString(),
    weight: prize.weight,
  }));
}

/** weight / total as a percentage with 4 decimals, rounded half up ("12.5000"). */
export function oddsText(weight: number, total: number): string {
  const tenThousandths = (BigInt(weight) * 1_000_000n * 2n + BigInt(total)) / (2n * BigInt(total));
  const text = tenThousandths.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
}

export function prizesWire(prizes: readonly Prize[], currency: CurrencySettings) {
  const total = totalWeight(prizes);
  return prizes.map((prize) => ({
    id: prize.id,
    amount: formatMoney(prize.amountMinor, currency),
    weight: prize.weight,
    odds: oddsText(prize.weight, total),
  }));
}

/** Where a raffle stands: open only while what the pool holds covers its largest prize. */
export function raffleStatusOf(row: RaffleRow, now: Date): 'coming_soon' | 'open' | 'closed' {
  if (row.state !== 'published' || now >= row.endsAt) return 'closed';
  if (now < row.startsAt) return 'coming_soon';
  return canDraw(prizesOf(row), row.budgetMinor - row.spentMinor) ? 'open' : 'closed';
}

/** The period a member's draws are counted in: a local day for a wheel, the whole rain for envelopes. */
export function slotPrefixOf(row: RaffleRow, now: Date, timeZone: string): string {
  return row.kind === 'wheel' ? `day:${localDateOf(now, timeZone)}` : 'rain';
}

export function raffleView(
  row: RaffleRow,
  language: Language,
  currency: CurrencySettings,
  now: Date,
): Raffle {
  const prizes = prizesOf(row);
  const odds = oddsTable(prizes);
  return {
    id: row.id,
    kind: row.kind,
    title: textOf(row.title, language),
    rules: textOf(row.rules, language),
    prizes: prizesWire(prizes, currency),
    totalWeight: totalWeight(prizes),
    expectedValue: formatMoney(odds.expectedValue.numerator / odds.expectedValue.denominator, currency),
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    status: raffleStatusOf(row, now),
    drawsPerMember: row.drawsPerMember,
    poolLeft: formatMoney(row.budgetMinor - row.spentMinor, currency),
    currency: currency.code,
  };
}

export function drawView(row: DrawRow, serverSeed: string | null, currency: CurrencySettings): RaffleDraw {
  return {
    id: row.id,
    raffleId: row.raffleId,
    prizeId: row.prizeId,
    position: row.position,
    amount: formatMoney(row.amountMinor, currency),
    index: row.drawIndex,
    nonce: row.nonce,
    clientSeed: row.clientSeed,
    seedHash: row.seedHash,
    serverSeed,
    createdAt: row.createdAt.getTime(),
  };
}

export { maxPrize };
