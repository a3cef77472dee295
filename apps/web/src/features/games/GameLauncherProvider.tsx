import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { launchVendor, startGame, startTrial, type LaunchDeps } from './launcher';
import { useShowError } from './useShowError';
import { GameLauncherContext, type GameLauncher } from './launcherContext';

/** The popup game list loads when a vassalage vendor is first opened. */
const VendorPopup = lazyWidget(() =>
  import('./VendorPopup').then((module) => ({ default: module.VendorPopup })),
);

interface GameLauncherProviderProps {
  /** From the auth feature (composed in app/routes): the login and real-account check. */
  requireRealAccount: () => Promise<boolean>;
  loggedIn: boolean;
  children: ReactNode;
}

/** Starts games for everything below it and hosts the vassalage popup list. */
export function GameLauncherProvider({ requireRealAccount, loggedIn, children }: GameLauncherProviderProps) {
  const navigate = useNavigate();
  const language = useLanguage();
  const [vendor, setVendor] = useState<{ vassalage: string; displayName: string } | null>(null);

  const showError = useShowError();

  const deps = useMemo<LaunchDeps>(
    () => ({ requireRealAccount, navigate, language, showError, openVendor: setVendor }),
    [requireRealAccount, navigate, language, showError],
  );

  const launcher = useMemo<GameLauncher>(
    () => ({
      loggedIn,
      play: (game) => startGame(game, deps),
      trial: (game) => startTrial(game, deps),
      launchVendor: (card) => launchVendor(card, deps),
      openVendor: setVendor,
    }),
    [loggedIn, deps],
  );

  return (
    <GameLauncherContext.Provider value={launcher}>
      {children}
      {vendor && <VendorPopup vendor={vendor} onClose={() => setVendor(null)} />}
    </GameLauncherContext.Provider>
  );
}
