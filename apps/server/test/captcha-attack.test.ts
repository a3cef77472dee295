import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCaptcha } from '../src/modules/identity/captcha.js';
import { routes } from '@wps/contracts';
import { callRoute, startTestServer, type TestServer } from './harness.js';

/**
 * The attack that read the old image captcha without any image processing (security finding 6):
 * each digit's outline in the SVG markup had the same sequence of path commands whatever the
 * jitter, so a table of ten signatures learnt from a few answered captchas solved the rest.
 */

interface Sample {
  image: string;
  code: string;
}

/** The glyph outlines of an SVG data URL, left to right, as command-letter signatures. */
function glyphSignatures(image: string): string[] {
  const match = /^data:image\/svg\+xml;base64,(.*)$/.exec(image);
  if (!match) return [];
  const svg = Buffer.from(match[1]!, 'base64').toString('utf8');
  const glyphs: { x: number; signature: string }[] = [];
  for (const path of svg.matchAll(/<path([^>]*)>/g)) {
    const attributes = path[1]!;
    if (/fill="none"/.test(attributes)) continue; // noise lines
    const d = /\sd="([^"]+)"/.exec(attributes)?.[1];
    if (!d) continue;
    const x = Number(/M\s*([\d.-]+)/.exec(d)?.[1] ?? 0);
    glyphs.push({ x, signature: d.replace(/[^A-Za-z]/g, '') });
  }
  return glyphs.sort((a, b) => a.x - b.x).map((glyph) => glyph.signature);
}

/** Learns signature → digit from answered captchas, then reads the others; returns how many it got. */
function signatureAttack(training: Sample[], targets: Sample[]): number {
  const table = new Map<string, string>();
  for (const sample of training) {
    const signatures = glyphSignatures(sample.image);
    if (signatures.length !== sample.code.length) continue;
    signatures.forEach((signature, i) => table.set(signature, sample.code[i]!));
  }
  return targets.filter((sample) => {
    const read = glyphSignatures(sample.image)
      .map((signature) => table.get(signature) ?? '?')
      .join('');
    return read === sample.code;
  }).length;
}

const OLD_OPTIONS = { size: 4, charPreset: '0123456789', noise: 3, color: true, width: 120, height: 40 };
const oldCaptcha = (): Sample => {
  const drawn = svgCaptcha.create(OLD_OPTIONS);
  return {
    code: drawn.text,
    image: `data:image/svg+xml;base64,${Buffer.from(drawn.data).toString('base64')}`,
  };
};

describe('the signature attack', () => {
  it('reads the old SVG captcha (the attack is real)', () => {
    const solved = signatureAttack(
      Array.from({ length: 30 }, oldCaptcha),
      Array.from({ length: 20 }, oldCaptcha),
    );
    expect(solved).toBeGreaterThanOrEqual(18);
  });

  describe('over HTTP, against the captcha the server draws', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server?.close());

    async function fetchCaptcha(): Promise<Sample> {
      const res = await callRoute(server, routes.imageCaptcha);
      expect(res.status).toBe(200);
      return { image: res.body.value.image, code: server.captchaCodes.get(res.body.value.captchaId)! };
    }

    it('reads none of 20 after learning from 30', async () => {
      const training: Sample[] = [];
      for (let i = 0; i < 30; i++) training.push(await fetchCaptcha());
      const targets: Sample[] = [];
      for (let i = 0; i < 20; i++) targets.push(await fetchCaptcha());
      expect(signatureAttack(training, targets)).toBe(0);
      // What the attack gets instead: a raster image with no outlines in it.
      expect(targets.every((sample) => sample.image.startsWith('data:image/png;base64,'))).toBe(true);
    });
  });
});

describe('the captcha image', () => {
  const pngOf = (image: string) => Buffer.from(image.split(',')[1]!, 'base64');

  it('is a PNG of 240×80 pixels (120×40 CSS pixels at 2×)', () => {
    const png = pngOf(drawCaptcha().image);
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    expect(png.readUInt32BE(16)).toBe(240);
    expect(png.readUInt32BE(20)).toBe(80);
  });

  it('draws the same code differently every time, and the fixed test code as asked', () => {
    const a = drawCaptcha('1234');
    const b = drawCaptcha('1234');
    expect(a.code).toBe('1234');
    expect(pngOf(a.image).equals(pngOf(b.image))).toBe(false);
  });
});
