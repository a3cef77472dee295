import type { Language, VendorCard } from '@wps/contracts';
import { VASSALAGE } from '@wps/contracts';
import type { NavigateFunction } from 'react-router';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { SESSION_KEYS } from '../../shared/storage/keys';
import { writeItem } from '../../shared/storage/storage';
import { planGameStart, type StartableGame } from './gameStart';
import { GAME_PLATFORM } from './queries';

/** What /game receives in router state (the URL is also kept in sessionStorage `iframeUrl`). */
export interface GameFrameState {
  url: string;
  name?: string;
  trial?: boolean;
}

/** Everything a launch needs from the page that starts it. */
export interface LaunchDeps {
  /** The auth feature's check: visitors get the login prompt, trial accounts the real-account one. */
  requireRealAccount: () => Promise<boolean>;
  navigate: NavigateFunction;
  language: Language;
  /** Shows a refused launch (e.g. `game.previous.unfinished`) with the generic dialog. */
  showError: (error: unknown) => Promise<unknown> | void;
  /** Opens the popup list of a vassalage vendor's games. */
  openVendor: (vendor: { vassalage: string; displayName: string }) => void;
}

function gameName(game: StartableGame): string | undefined {
  return game.displayName || game.gameName || undefined;
}

function openFrame(deps: LaunchDeps, state: GameFrameState) {
  writeItem('session', SESSION_KEYS.iframeUrl, state.url);
  void deps.navigate('/game', { state });
}

/** Third-party launch: the launch call, then the game in the /game iframe page. */
async function launchInFrame(game: StartableGame, deps: LaunchDeps) {
  const value = await callApi(routes.launchGame, {
    query: {
      gameId: game.gameId,
      nodeId: game.nodeId > 0 ? game.nodeId : undefined,
      vassalage: game.vassalage,
      accountType: 1,
      launchMode: 'GLS',
      platform: GAME_PLATFORM,
      clientType: 3,
      language: deps.language,
      roomId: game.roomId ?? undefined,
    },
  });
  const url = value.content.game_url || value.content.game_url2;
  if (!url) throw new Error('launchGame answered no URL');
  openFrame(deps, { url, name: gameName(game) });
}

/** Carries out a plan for a member whose login check already passed. */
async function carryOut(game: StartableGame, deps: LaunchDeps) {
  const plan = planGameStart(game, 'member');
  if (plan.kind === 'lottery') void deps.navigate(plan.to);
  else if (plan.kind === 'popup')
    deps.openVendor({ vassalage: plan.vassalage, displayName: gameName(game) ?? plan.vassalage });
  else if (plan.kind === 'iframe') await launchInFrame(game, deps);
}

/** Game start (docs/product.md §Games): the login check first, otherwise nothing happens. */
export async function startGame(game: StartableGame, deps: LaunchDeps): Promise<void> {
  if (!(await deps.requireRealAccount())) return;
  try {
    await carryOut(game, deps);
  } catch (error) {
    await deps.showError(error);
  }
}

/** Free trial (supportPlay 0): no token needed; the vendor's play money, in the /game page. */
export async function startTrial(game: StartableGame, deps: LaunchDeps): Promise<void> {
  try {
    const value = await callApi(routes.trialLaunch, {
      query: {
        gameId: game.gameId,
        vassalage: game.vassalage,
        language: deps.language,
        platform: GAME_PLATFORM,
      },
    });
    const url = value.content.game_url || value.content.game_url2;
    if (!url) throw new Error('trialLaunch answered no URL');
    openFrame(deps, { url, name: gameName(game), trial: true });
  } catch (error) {
    await deps.showError(error);
  }
}

/**
 * A vendor card clicked: vassalage vendors open their popup list (no login needed to browse);
 * the others (SPORTS, ELOTT and LOTT launch directly) start the vendor's first game after the
 * login check.
 */
export async function launchVendor(card: VendorCard, deps: LaunchDeps): Promise<void> {
  if (card.isGame === VASSALAGE) {
    deps.openVendor({ vassalage: card.vassalage, displayName: card.displayName });
    return;
  }
  if (!(await deps.requireRealAccount())) return;
  try {
    const page = await callApi(routes.gameList, {
      query: {
        vassalage: card.vassalage,
        gameType: card.gameType,
        pageNo: 1,
        pageSize: 1,
        language: deps.language,
      },
    });
    const first = page.games[0];
    if (!first) throw new Error(`vendor ${card.vassalage} has no game`);
    await carryOut({ ...first, isGame: null }, deps);
  } catch (error) {
    await deps.showError(error);
  }
}
