import type { AttemptLimiter } from '../../platform/limits/attempts.js';
import type { ModuleManifest } from '../../platform/module.js';
import { registerOperatorRoutes } from './routes.js';
import { createOperatorService, type OperatorService } from './service.js';

/** Operator accounts, sessions and roles (docs/product.md §Roles). */
export const operatorsModule: ModuleManifest<{ attempts: AttemptLimiter }, OperatorService> = {
  name: 'operators',
  setUp: ({ database, clock, config, jobs }, { attempts }) => {
    const operators = createOperatorService({
      db: database.db,
      clock,
      sessionHours: config.OPERATOR_SESSION_HOURS,
      attempts,
    });
    jobs.define('operators.purge-expired-sessions', () => operators.purgeExpiredSessions());
    jobs.every('operators.purge-expired-sessions', '11 * * * *');
    return operators;
  },
  routes: registerOperatorRoutes,
};
