import type { MemberPrincipal, SiteContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { ModuleManifest } from '../../platform/module.js';
import { registerLiveRoutes } from './routes.js';
import { createLiveService, type LiveService } from './service.js';

/**
 * The live channel to the member site (docs/product.md §Live channel): a WebSocket per tab that hears
 * its site's public topics and, after `auth`, its member's. Modules push through `platform.live`.
 */
export const liveModule: ModuleManifest<
  {
    members: {
      authenticate(token: string, merchantId: number): Promise<MemberPrincipal | null>;
      endedSessions(merchantId: number, tokens: readonly string[]): Promise<Set<string>>;
    };
  },
  LiveService
> = {
  name: 'live',
  setUp: ({ live, logger, config }, { members }) =>
    createLiveService({
      hub: live,
      logger,
      // A locked member's token (account.disabled on calls) is simply no session here.
      authenticate: (token: string, site: SiteContext) =>
        members.authenticate(token, site.merchantId).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'account.disabled') return null;
          throw error;
        }),
      endedSessions: (merchantId, tokens) => members.endedSessions(merchantId, tokens),
      socketsPerAddress: config.LIVE_SOCKETS_PER_ADDRESS,
    }),
  routes: registerLiveRoutes,
};
