import type { ModuleManifest } from '../../platform/module.js';
import type { MemberAdminDeps } from './deps.js';
import { registerMemberAdminRoutes } from './routes.js';
import { createMemberAdminService, type MemberAdminService } from './service.js';

/**
 * The operator's Members area (docs/product.md §Members): search and export, a member's page,
 * ledger, sessions, logins and rounds, lock and unlock, password reset and role. It composes the
 * members, ledger, two-factor and vendor-wallet services, so it comes after all of them.
 */
export const memberAdminModule: ModuleManifest<Omit<MemberAdminDeps, 'signedOut'>, MemberAdminService> = {
  name: 'member-admin',
  setUp: ({ events }, needs) =>
    createMemberAdminService({
      ...needs,
      // As the member's own sign-out: the vendor wallet ends their game sessions.
      signedOut: (memberId) => events.emit('member.signed-out', { memberId }),
    }),
  routes: registerMemberAdminRoutes,
};
