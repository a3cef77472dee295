import type { LotteryBetInput, Routes, ValueOf } from '@wps/contracts';

export type ShorthandAnswer = ValueOf<Routes['lotteryParseShorthand']>;
export type ShorthandBet = ShorthandAnswer['bets'][number];

/** Error codes of the shorthand reader that have a text of their own. */
export const SHORTHAND_ERRORS = [
  'unknown.station',
  'station.not.today',
  'unknown.type',
  'bad.number',
  'missing.numbers',
  'missing.amount',
  'bad.amount',
  'number.length',
  'xien.count',
  'empty',
] as const;

/**
 * The unit stake of a shorthand amount. Vietnamese shorthand writes stakes in thousands of đồng
 * ("10n" = 10 000 ₫), so on a VND site the unit is `amountThousands × 1000`; on a site in any other
 * currency the number is taken as written, in that currency (`amountThousands`). At most 4 decimals
 * (the wire's money format).
 */
export function shorthandUnit(amountThousands: number, currencyCode: string): string {
  const value = currencyCode === 'VND' ? amountThousands * 1000 : amountThousands;
  return value.toFixed(4).replace(/\.?0+$/, '') || '0';
}

/** Parsed bets as slip lines by game: a bet on several stations is one line on each game's slip. */
export function shorthandLines(
  bets: readonly ShorthandBet[],
  currencyCode: string,
): Map<string, LotteryBetInput[]> {
  const byGame = new Map<string, LotteryBetInput[]>();
  for (const bet of bets) {
    const line = {
      type: bet.type,
      picks: [...bet.picks],
      unit: shorthandUnit(bet.amountThousands, currencyCode),
      multiplier: 1,
    };
    for (const game of bet.games) byGame.set(game, [...(byGame.get(game) ?? []), line]);
  }
  return byGame;
}
