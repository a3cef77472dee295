import { loadNamespace } from '../../shared/i18n/i18n';
import { lazyPage } from './lazyPage';

/** Every route page, each its own chunk. */
export const pages = {
  home: lazyPage<{ openRegister?: boolean }>(() => import('../routes/HomeRoute')),
  login: lazyPage(() => import('../routes/LoginRoute')),
  notices: lazyPage(() => import('../routes/NoticesRoute')),
  // Their texts (the loyalty namespace) load with the page, so nothing shows a key meanwhile.
  vip: lazyPage(() =>
    Promise.all([import('../routes/VipRoute'), loadNamespace('loyalty')]).then(([module]) => module),
  ),
  pointMall: lazyPage(() =>
    Promise.all([import('../routes/PointMallRoute'), loadNamespace('loyalty')]).then(([module]) => module),
  ),
  lottery: lazyPage<{ kind: 'lottery' | 'vnlottery' | 'seaLottery' }>(() => import('../routes/LotteryRoute')),
  lotteryVerify: lazyPage(() =>
    import('../routes/LotteryRoute').then((module) => ({ default: module.LotteryVerifyRoute })),
  ),
  category: lazyPage<{ category: 'elott' | 'sports' | 'esports' }>(() => import('../routes/CategoryRoute')),
  promotions: lazyPage(() => import('../routes/PromotionsRoute')),
  promoDetail: lazyPage(() => import('../routes/PromoDetailRoute')),
  help: lazyPage(() => import('../routes/HelpRoute')),
  helpOnly: lazyPage(() => import('../routes/HelpOnlyRoute')),
  download: lazyPage(() => import('../routes/DownloadRoute')),
  join: lazyPage(() => import('../routes/JoinRoute')),
  gameHall: lazyPage<{ hall: 'rng' | 'live' | 'pvp' | 'fish' }>(() => import('../routes/GameHallRoute')),
  seamless: lazyPage(() => import('../routes/SeamlessRoute')),
  game: lazyPage(() => import('../routes/GameRoute')),
  notFound: lazyPage(() => import('../routes/NotFoundRoute')),
};

/** Starts loading the page for the first URL while the boot call is still running. */
export function preloadPageFor(pathname: string): void {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const direct: Record<string, () => void> = {
    '/': pages.home.preload,
    '/index': pages.home.preload,
    '/register': pages.home.preload,
    '/register.html': pages.home.preload,
    '/login': pages.login.preload,
    '/help': pages.help.preload,
    '/helpmc': pages.helpOnly.preload,
    '/promotions': pages.promotions.preload,
  };
  direct[path]?.();
}
