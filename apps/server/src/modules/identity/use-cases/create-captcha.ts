import type { SiteContext } from '../../../platform/context.js';
import { drawCaptcha, newCaptchaId } from '../captcha.js';
import type { IdentityServiceDeps } from '../deps.js';
import { captchaExpiresAt } from '../rules.js';

/** Draws a 4-digit captcha, stores its code (hashed) for 5 minutes, returns the image and its id. */
export async function createCaptcha(deps: IdentityServiceDeps, site: SiteContext) {
  const { code, image } = drawCaptcha(deps.captchaTestCode);
  const captchaId = newCaptchaId();
  await deps.captchaStore.save({
    id: captchaId,
    merchantId: site.merchantId,
    code,
    expiresAt: captchaExpiresAt(deps.clock.now()),
  });
  return { image, captchaId };
}
