import { useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@wps/contracts';
import { useMemo } from 'react';
import {
  LOBBY_ACCOUNT_TYPES,
  lotteryGamesQuery,
  vnGameMenuQuery,
  vnRecentGamesQuery,
  type LobbyKind,
} from '../queries';

/** A heading of the game list and its games; `label` is a key of the lottery namespace. */
export interface GameGroup {
  id: string;
  label: string;
  games: LotteryGame[];
}

const FAMILY_ORDER = ['SSC', 'K3', 'PK10', 'X115', 'SEA4D', 'THAI6', 'VN'] as const;

/** Fast games by family, fixed-odds (ZY) games last. */
function byFamily(games: readonly LotteryGame[]): GameGroup[] {
  const groups: GameGroup[] = [];
  for (const family of FAMILY_ORDER) {
    const list = games.filter((game) => game.family === family && game.prizeMode !== 'ZY');
    if (list.length > 0) groups.push({ id: family, label: `lottery.family.${family}`, games: list });
  }
  const fixed = games.filter((game) => game.prizeMode === 'ZY');
  if (fixed.length > 0) groups.push({ id: 'ZY', label: 'lottery.group.fixedOdds', games: fixed });
  return groups;
}

/**
 * The games of a lobby, grouped for the list: Vietnamese ones from the VN menu (the member's recent
 * games first when signed in), the others by family from the game list.
 */
export function useLobbyGames(kind: LobbyKind, token: string | null) {
  const vn = kind === 'vnlottery';
  const list = useQuery({ ...lotteryGamesQuery(LOBBY_ACCOUNT_TYPES[kind]), enabled: !vn });
  const menu = useQuery({ ...vnGameMenuQuery(), enabled: vn });
  const recent = useQuery({ ...vnRecentGamesQuery(token), enabled: vn && Boolean(token) });
  const main = vn ? menu : list;

  const groups = useMemo<GameGroup[]>(() => {
    if (!vn) return byFamily((list.data?.games ?? []).filter((game) => game.enabled));
    const menuGroups = (menu.data?.groups ?? [])
      .map((group) => ({
        id: group.region,
        label: `lottery.group.${group.region}`,
        games: group.games.filter((game) => game.enabled),
      }))
      .filter((group) => group.games.length > 0);
    const known = new Map(menuGroups.flatMap((group) => group.games).map((game) => [game.code, game]));
    // The recent games as the menu has them (fresher periods), and only games still on the menu.
    const recentGames = (recent.data?.games ?? []).flatMap((game) => known.get(game.code) ?? []);
    return recentGames.length > 0
      ? [{ id: 'recent', label: 'lottery.group.recent', games: recentGames }, ...menuGroups]
      : menuGroups;
  }, [vn, list.data, menu.data, recent.data]);

  const all = useMemo(() => {
    const seen = new Map<string, LotteryGame>();
    for (const game of groups.flatMap((group) => group.games))
      if (!seen.has(game.code)) seen.set(game.code, game);
    return [...seen.values()];
  }, [groups]);

  return { groups, all, query: main };
}
