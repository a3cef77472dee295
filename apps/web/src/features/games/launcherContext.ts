import type { VendorCard } from '@wps/contracts';
import { createContext, useContext } from 'react';
import type { StartableGame } from './gameStart';

export interface GameLauncher {
  /** True with a session token: favourites and recent games show. */
  loggedIn: boolean;
  /** Game start (docs/product.md §Games). */
  play: (game: StartableGame) => Promise<void>;
  /** Free trial of a supportPlay 0 game. */
  trial: (game: StartableGame) => Promise<void>;
  /** A vendor card: popup list for vassalage vendors, direct launch otherwise. */
  launchVendor: (card: VendorCard) => Promise<void>;
  /** Opens the popup list of a vendor's games. */
  openVendor: (vendor: { vassalage: string; displayName: string }) => void;
}

export const GameLauncherContext = createContext<GameLauncher | null>(null);

export function useGameLauncher(): GameLauncher {
  const launcher = useContext(GameLauncherContext);
  if (!launcher) throw new Error('useGameLauncher needs a <GameLauncherProvider>');
  return launcher;
}
