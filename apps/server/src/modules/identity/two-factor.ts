import type { TwoFactorServiceDeps } from './deps.js';
import { checkTwoFactorEnabled } from './use-cases/check-two-factor-enabled.js';
import { disableTwoFactor } from './use-cases/disable-two-factor.js';
import { enableTwoFactor } from './use-cases/enable-two-factor.js';
import { getTwoFactorStatus } from './use-cases/get-two-factor-status.js';
import { regenerateRecoveryCodes } from './use-cases/regenerate-recovery-codes.js';
import { setUpTwoFactor } from './use-cases/set-up-two-factor.js';
import { useRecoveryCode } from './use-cases/use-recovery-code.js';
import { verifyTotpCode } from './use-cases/verify-totp-code.js';

export type { TwoFactorServiceDeps } from './deps.js';
export { twoFactorKey } from './two-factor-secrets.js';

/** A use case's parameters after its deps. */
type Args<F> = F extends (deps: TwoFactorServiceDeps, ...args: infer A) => unknown ? A : never;

/** The member's authenticator (TOTP) and recovery codes (docs/product.md §Security centre). */
export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  return {
    status: (...args: Args<typeof getTwoFactorStatus>) => getTwoFactorStatus(deps, ...args),
    isEnabled: (...args: Args<typeof checkTwoFactorEnabled>) => checkTwoFactorEnabled(deps, ...args),
    setup: (...args: Args<typeof setUpTwoFactor>) => setUpTwoFactor(deps, ...args),
    enable: (...args: Args<typeof enableTwoFactor>) => enableTwoFactor(deps, ...args),
    disable: (...args: Args<typeof disableTwoFactor>) => disableTwoFactor(deps, ...args),
    regenerateRecoveryCodes: (...args: Args<typeof regenerateRecoveryCodes>) =>
      regenerateRecoveryCodes(deps, ...args),
    verifyTotp: (...args: Args<typeof verifyTotpCode>) => verifyTotpCode(deps, ...args),
    useRecoveryCode: (...args: Args<typeof useRecoveryCode>) => useRecoveryCode(deps, ...args),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
