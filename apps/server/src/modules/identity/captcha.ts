import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
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

/** Shown at 120×40 CSS pixels, drawn at twice that for sharp phone screens. */
const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 2;
const INKS = ['#1f3a93', '#8e1b3a', '#1d5e3a', '#5b2a86', '#7a4a00', '#2b2f36'];

/**
 * A 4-digit code as a PNG data URL (`fixedCode`: browser tests only). The glyphs are drawn as
 * jittered outlines with noise lines and then rasterised, so nothing in the image's bytes names a
 * digit: an SVG's path data gave each digit away by its command sequence (docs/security.md).
 */
export function drawCaptcha(fixedCode?: string): { code: string; image: string } {
  const captcha = (fixedCode ? drawText(fixedCode) : svgCaptcha.create)({
    size: 4,
    charPreset: '0123456789',
    noise: 4,
    color: true,
    // A light ground: the image reads the same on both page themes.
    background: '#eef1f6',
    width: WIDTH,
    height: HEIGHT,
  });
  // Glyphs in dark inks (svg-captcha's random colours can be too pale to read).
  const inked = captcha.data.replace(
    /(<path[^>]*?)fill="#[0-9a-fA-F]{3,6}"/g,
    (_all, before: string) => `${before}fill="${INKS[randomInt(INKS.length)]}"`,
  );
  const png = new Resvg(inked, { fitTo: { mode: 'width', value: WIDTH * SCALE } }).render().asPng();
  return { code: captcha.text, image: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
}
