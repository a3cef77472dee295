import type { ModuleManifest } from '../../platform/module.js';
import { createMessageChannels } from './providers.js';
import { registerMessagingRoutes } from './routes.js';
import { createMessagingService, type MessagingService, type MessagingServiceDeps } from './service.js';

/** SMS and e-mail codes, the development outbox, send limits (docs/product.md §Identity). */
export const messagingModule: ModuleManifest<
  Pick<MessagingServiceDeps, 'requireHumanChallenge' | 'isRegisteredMobile'>,
  MessagingService
> = {
  name: 'messaging',
  setUp: ({ database, clock, config }, needs) =>
    createMessagingService({
      db: database.db,
      clock,
      channels: createMessageChannels(config, database.db, clock),
      ...needs,
    }),
  routes: registerMessagingRoutes,
};
