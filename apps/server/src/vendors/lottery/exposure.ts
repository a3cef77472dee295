import { sql } from 'drizzle-orm';
import { exposureOf, priceBet, type PricedBet } from '@wps/games';
import { rowsOf, textArrayOf } from '../../platform/db/rows.js';
import type { Executor } from '../../platform/db/index.js';
import { toDecimal } from '../kit/money.js';
import { LottoError } from './errors.js';
import type { EffectiveGame } from './games.js';

/*
 * The liability caps (docs/decisions.md "Liability caps per key, per appearance"): what every live
 * order of a period would pay per key, kept in `vendor_lotto_exposure` and checked in the order's
 * transaction.
 */

function capOf(game: EffectiveGame, key: string): bigint {
  const type = key.slice(0, key.indexOf(':'));
  return game.typeCaps[type] ?? game.keyCapMinor;
}

/**
 * The liability caps: the period's keys the slip touches are locked (created at 0 when new, in key
 * order so two slips never wait on each other crosswise); each bet is taken whole, or when the member
 * allows it with the multiplier the caps still leave (dropped below 1), and its exposure added.
 */
export async function reserve(
  tx: Executor,
  game: EffectiveGame,
  number: string,
  priced: PricedBet[],
  request: { series: number; acceptPartial: boolean },
): Promise<{ bets: PricedBet[]; exposure: Record<string, string>; partial: boolean }> {
  const definition = game.definition;
  const perBet = priced.map((bet) => exposureOf(definition, { ...bet.bet, multiplier: 1 }, request.series));
  const keys = [...new Set(perBet.flatMap((list) => list.map((entry) => entry.key)))].sort();
  // Each key's row, created at 0 when new, locked and read in one statement (in key order).
  const locked = await rowsOf<{ key: string; payout_minor: string }>(
    tx,
    sql`insert into vendor_lotto_exposure (game_code, period_number, key, payout_minor)
        select ${definition.code}, ${number}, k, 0 from unnest(${textArrayOf(keys)}::text[]) with ordinality as t(k, i)
        order by i
        on conflict (game_code, period_number, key) do update set payout_minor = vendor_lotto_exposure.payout_minor
        returning key, payout_minor::text`,
  );
  const used = new Map(locked.map((row) => [row.key, BigInt(row.payout_minor)]));
  const accepted: PricedBet[] = [];
  const added = new Map<string, bigint>();
  let partial = false;
  for (const [index, bet] of priced.entries()) {
    let multiplier = bet.bet.multiplier;
    for (const { key, payoutMinor } of perBet[index]!) {
      if (payoutMinor <= 0n) continue;
      const room = capOf(game, key) - (used.get(key) ?? 0n);
      const fits = room <= 0n ? 0n : room / payoutMinor;
      if (BigInt(multiplier) > fits) {
        if (!request.acceptPartial)
          throw new LottoError('CAP_EXCEEDED', `the house takes no more on ${key} in this period`, 409, {
            key,
            remainingPayout: toDecimal(room > 0n ? room : 0n),
          });
        multiplier = Number(fits);
      }
    }
    // The exact exposure at the multiplier taken (rounding may differ by a minor unit: step down).
    let exposure = multiplier > 0 ? exposureOf(definition, { ...bet.bet, multiplier }, request.series) : [];
    while (
      multiplier > 0 &&
      exposure.some((entry) => (used.get(entry.key) ?? 0n) + entry.payoutMinor > capOf(game, entry.key))
    ) {
      multiplier--;
      exposure = multiplier > 0 ? exposureOf(definition, { ...bet.bet, multiplier }, request.series) : [];
    }
    if (multiplier !== bet.bet.multiplier) partial = true;
    if (multiplier === 0) continue;
    for (const entry of exposure) {
      used.set(entry.key, (used.get(entry.key) ?? 0n) + entry.payoutMinor);
      added.set(entry.key, (added.get(entry.key) ?? 0n) + entry.payoutMinor);
    }
    accepted.push(multiplier === bet.bet.multiplier ? bet : priceBet(definition, { ...bet.bet, multiplier }));
  }
  if (accepted.length === 0) {
    const key = keys[0] ?? '';
    throw new LottoError('CAP_EXCEEDED', 'the house takes no more on these numbers in this period', 409, {
      key,
      remainingPayout: '0.00',
    });
  }
  const entries = [...added.entries()];
  if (entries.length > 0)
    await tx.execute(sql`
      update vendor_lotto_exposure e set payout_minor = e.payout_minor + r.payout
        from unnest(${textArrayOf(entries.map(([key]) => key))}::text[],
                    ${`{${entries.map(([, payout]) => payout.toString()).join(',')}}`}::bigint[]) as r(key, payout)
       where e.game_code = ${definition.code} and e.period_number = ${number} and e.key = r.key`);
  return {
    bets: accepted,
    exposure: Object.fromEntries(entries.map(([key, payout]) => [key, payout.toString()])),
    partial,
  };
}
