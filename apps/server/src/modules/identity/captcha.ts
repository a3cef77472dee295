import { createHash, randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** Where image captchas wait for their answer. Injectable: tests pass one that also records codes. */
export interface CaptchaStore {
  save(entry: { id: string; merchantId: number; code: string; expiresAt: Date }): Promise<void>;
  /** Consumes the captcha (single use): true when it exists, belongs to the merchant, is unexpired and matches. */
  check(id: string, merchantId: number, code: string): Promise<boolean>;
}

export function captchaCodeHash(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

export function newCaptchaId(): string {
  return randomBytes(18).toString('base64url');
}

/** svg-captcha's default export draws a given text (its typings only declare `create`). */
const drawText =
  (text: string) =>
  (options: svgCaptcha.ConfigObject): svgCaptcha.CaptchaObj => ({
    text,
    data: (svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string)(
      text,
      options,
    ),
  });

/** A 4-digit code drawn as an SVG with noise lines, as a data URL (`fixedCode`: browser tests only). */
export function drawCaptcha(fixedCode?: string): { code: string; image: string } {
  const captcha = (fixedCode ? drawText(fixedCode) : svgCaptcha.create)({
    size: 4,
    charPreset: '0123456789',
    noise: 3,
    color: true,
    width: 120,
    height: 40,
  });
  return {
    code: captcha.text,
    image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
  };
}
