import type { TwoFactorServiceDeps } from './deps.js';
import { checkTwoFactorEnabled } from './use-cases/check-two-factor-enabled.js';
import { disableTwoFactor } from './use-cases/disable-two-factor.js';
import { enableTwoFactor } from './use-cases/enable-two-factor.js';
import { getTwoFactorStatus } from './use-cases/get-two-factor-status.js';
import { regenerateRecoveryCodes } from './use-cases/regenerate-recovery-codes.js';
import { setUpTwoFactor } from './use-cases/set-up-two-factor.js';
import { useRecoveryCode } from './use-cases/use-recovery-code.js';
import { verifyTotpCode } from './use-cases/verify-totp-code.js';
import { bindUseCases } from '../../kernel/use-cases.js';

export type { TwoFactorServiceDeps } from './deps.js';
export { twoFactorKey } from './two-factor-secrets.js';

/** The member's authenticator (TOTP) and recovery codes (docs/product.md §Security centre). */
export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  return bindUseCases(deps, {
    status: getTwoFactorStatus,
    isEnabled: checkTwoFactorEnabled,
    setup: setUpTwoFactor,
    enable: enableTwoFactor,
    disable: disableTwoFactor,
    regenerateRecoveryCodes,
    verifyTotp: verifyTotpCode,
    useRecoveryCode,
  });
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
