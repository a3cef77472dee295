import type { AdminPage } from '../../shared/pageTypes';

/**
 * The Lottery area: the in-house lottery's games and their caps, the periods with their results
 * (entered by two operators for official draws), the live exposure board and the report. They are
 * deployment-wide (the lottery vendor serves every merchant alike), so global pages. Every page is
 * readable by a viewer; entering a result needs an editor, changing a game or cancelling a period an
 * admin (the pages hide what a role may not do; the server refuses it anyway).
 */
export const lotteryPages: AdminPage[] = [
  {
    path: 'lottery/games',
    scope: 'global',
    area: 'lottery',
    title: 'lottery.games.title',
    minRole: 'viewer',
    load: () => import('./GamesPage'),
  },
  {
    path: 'lottery/draws',
    scope: 'global',
    area: 'lottery',
    title: 'lottery.draws.title',
    minRole: 'viewer',
    load: () => import('./DrawsPage'),
  },
  {
    path: 'lottery/exposure',
    scope: 'global',
    area: 'lottery',
    title: 'lottery.exposure.title',
    minRole: 'viewer',
    load: () => import('./ExposurePage'),
  },
  {
    path: 'lottery/report',
    scope: 'global',
    area: 'lottery',
    title: 'lottery.report.title',
    minRole: 'viewer',
    load: () => import('./ReportPage'),
  },
];
