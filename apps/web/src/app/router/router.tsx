import { type RouteObject } from 'react-router';
import { HomeRedirect } from './HomeRedirect';
import { ShellLayout } from '../shell/ShellLayout';
import { RootRoute } from './RootRoute';
import { pages } from './pages';

const fullLayoutRoutes: RouteObject[] = [
  { path: 'index', element: <pages.home /> },
  { path: 'register', element: <pages.home openRegister /> },
  { path: 'register.html', element: <pages.home openRegister /> },
  { path: 'login', element: <pages.login /> },
  { path: 'noticePage', element: <pages.notices /> },
  { path: 'vip', element: <pages.vip /> },
  { path: 'elott', element: <pages.category category="elott" /> },
  { path: 'lottery/verify', element: <pages.lotteryVerify /> },
  { path: 'sports', element: <pages.category category="sports" /> },
  { path: 'esports', element: <pages.category category="esports" /> },
  { path: 'promotions', element: <pages.promotions /> },
  { path: 'promoDetail', element: <pages.promoDetail /> },
  { path: 'help', element: <pages.help /> },
  { path: 'down', element: <pages.download /> },
  { path: 'download', element: <pages.download /> },
  { path: 'join', element: <pages.join /> },
  { path: 'rng', element: <pages.gameHall hall="rng" /> },
  { path: 'live', element: <pages.gameHall hall="live" /> },
  { path: 'pvp', element: <pages.gameHall hall="pvp" /> },
  { path: 'fish', element: <pages.gameHall hall="fish" /> },
  { path: '*', element: <pages.notFound /> },
];

/**
 * The route table of docs/product.md §Routes and screens, grouped by shell layout
 * (render errors: RouteErrorBoundary).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { element: <ShellLayout layout="full" />, children: fullLayoutRoutes },
      {
        element: <ShellLayout layout="header-footer" />,
        children: [{ path: 'pointMall', element: <pages.pointMall /> }],
      },
      {
        element: <ShellLayout layout="header-only" />,
        children: [
          { path: 'lottery', element: <pages.lottery kind="lottery" /> },
          { path: 'vnlottery', element: <pages.lottery kind="vnlottery" /> },
          { path: 'seaLottery', element: <pages.lottery kind="seaLottery" /> },
          { path: 'seamless', element: <pages.seamless /> },
          { path: 'game', element: <pages.game /> },
        ],
      },
      { element: <ShellLayout layout="bare" />, children: [{ path: 'helpmc', element: <pages.helpOnly /> }] },
    ],
  },
];
