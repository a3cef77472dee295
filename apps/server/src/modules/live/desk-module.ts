import type { OperatorPrincipal } from '../../platform/context.js';
import type { ModuleManifest } from '../../platform/module.js';
import { createDeskService, type DeskService } from './desk.js';
import { registerDeskRoutes } from './desk-routes.js';

/** The back office's desk channel: finance queue changes pushed to operators' open pages. */
export const deskModule: ModuleManifest<
  { operators: { authenticate(token: string): Promise<OperatorPrincipal | null> } },
  DeskService
> = {
  name: 'desk',
  setUp: ({ logger, signals, config }, { operators }) =>
    createDeskService({
      logger,
      signals,
      authenticate: (token) => operators.authenticate(token),
      socketsPerAddress: config.LIVE_SOCKETS_PER_ADDRESS,
    }),
  routes: registerDeskRoutes,
};
