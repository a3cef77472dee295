import {
  lotteryDrawsSchema,
  lotteryQuoteSchema,
  lottoVendorPaths,
  type Language,
  type LotteryGame,
  type LotteryOrderRequest,
} from '@wps/contracts';
import { z } from 'zod';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import type { LotteryDeps } from '../deps.js';
import { lottoCall } from '../vendor.js';
import { listGames } from './read-games.js';

const now = (deps: LotteryDeps) => () => deps.clock.now().getTime();

/** Prices a slip without placing it (the slip's total before submit). */
export async function quote(
  deps: LotteryDeps,
  request: Pick<LotteryOrderRequest, 'gameCode' | 'series' | 'bets'>,
) {
  return lottoCall(
    await deps.endpoint(),
    'POST',
    lottoVendorPaths.quote,
    request,
    lotteryQuoteSchema,
    now(deps),
  );
}

/** The last result of every game (the home page's opened numbers). */
export async function openedNumeros(deps: LotteryDeps) {
  const { games } = await listGames(deps, {});
  return {
    list: games.flatMap((game) => (game.last ? [game.last] : [])).sort((a, b) => b.drawAt - a.drawAt),
  };
}

/** The last Vietnamese results, newest first. */
export async function vnOpenedNumeros(deps: LotteryDeps, count: number) {
  return lottoCall(
    await deps.endpoint(),
    'GET',
    lottoVendorPaths.draws,
    { accountType: 'TCG_LOTTO_VN', count },
    lotteryDrawsSchema,
    now(deps),
  );
}

const REGIONS = ['fast', 'north', 'central', 'south'] as const;

/** The local date (YYYY-MM-DD) of an instant in Vietnam. */
function vietnamDate(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(ms));
}

/**
 * The Vietnamese menu: the fast games, then north, central and south; in each region the stations
 * drawing today first (their current period draws today), then by name.
 */
export async function vnGameMenu(deps: LotteryDeps) {
  const { games } = await listGames(deps, { accountType: 'TCG_LOTTO_VN' });
  const today = vietnamDate(deps.clock.now().getTime());
  const regionOf = (game: LotteryGame) => (game.intervalSeconds !== null ? 'fast' : (game.region ?? 'north'));
  const drawsToday = (game: LotteryGame) =>
    game.current ? vietnamDate(game.current.drawAt) === today : false;
  return {
    groups: REGIONS.map((region) => ({
      region,
      games: games
        .filter((game) => regionOf(game) === region)
        .sort((a, b) => Number(drawsToday(b)) - Number(drawsToday(a)) || a.name.EN.localeCompare(b.name.EN)),
    })).filter((group) => group.games.length > 0),
  };
}

const recentAnswer = z.object({ games: z.array(z.string()) });

/** The Vietnamese games the member bet on lately, latest first. */
export async function vnGameMenuRecent(
  deps: LotteryDeps,
  site: SiteContext,
  member: MemberPrincipal,
  language: Language,
) {
  const currency = site.settings.currency.code;
  const playerId = await deps.playerIdOf(site.merchantId, member.id, currency);
  if (!playerId) return { games: [] };
  const recent = await lottoCall(
    await deps.endpoint(),
    'POST',
    lottoVendorPaths.recentGames,
    { playerId, currency, language, count: 10 },
    recentAnswer,
    now(deps),
  );
  const { games } = await listGames(deps, { accountType: 'TCG_LOTTO_VN' });
  const byCode = new Map(games.map((game) => [game.code, game]));
  return { games: recent.games.flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : [])) };
}
