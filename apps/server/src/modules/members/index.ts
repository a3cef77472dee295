import type { ModuleManifest } from '../../platform/module.js';
import type { MessagingService } from '../messaging/service.js';
import { createAccountService, type AccountService } from './account-service.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerMemberRoutes } from './routes.js';
import { createMemberService, type MemberService } from './service.js';
import { purgeEndedSessions } from './use-cases/purge-ended-sessions.js';

/** Members, their sessions and the operator's member list (docs/product.md §Members, §Sessions). */
export const membersModule: ModuleManifest<object, MemberService> = {
  name: 'members',
  setUp: ({ database, clock, jobs }) => {
    jobs.define('members.purge-ended-sessions', async () => {
      await purgeEndedSessions({ db: database.db, clock });
    });
    jobs.every('members.purge-ended-sessions', '13 * * * *');
    const members = createMemberService({ db: database.db, clock });
    // Moves take effect in the tree at a local midnight; upline_id follows within 5 minutes.
    jobs.define('members.apply-team-moves', async () => {
      await members.applyTeamMoves();
    });
    jobs.every('members.apply-team-moves', '*/5 * * * *');
    return members;
  },
  routes: (kit, members, { events }) => registerMemberRoutes(kit, members, events),
};

/** The member's own account: passwords, payment password, profile, avatar, security centre. */
export const accountsModule: ModuleManifest<
  {
    messaging: MessagingService;
    twoFactorStatus(memberId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }>;
    requireHumanChallenge: Parameters<typeof createAccountService>[0]['requireHumanChallenge'];
  },
  AccountService
> = {
  name: 'accounts',
  setUp: ({ database, clock, logger }, needs) =>
    createAccountService({
      db: database.db,
      clock,
      ...needs,
      onMailError: (error) => logger.error({ err: error }, 'password reset mail failed'),
    }),
  routes: (kit, accounts, { attempts }) => registerAccountRoutes(kit, accounts, attempts),
};
