import { describe, expect, it } from 'vitest';
import { httpUrlSchema, isSafeLink, safeLinkSchema } from './links.js';

describe('operator links', () => {
  it('takes http(s) URLs and paths', () => {
    for (const link of [
      'https://cdn.example.com/a.png',
      'http://x.test',
      '/promotions',
      'banners/1.svg',
      '//cdn.example.com/a',
    ])
      expect(isSafeLink(link), link).toBe(true);
  });

  it('refuses every other scheme, however it is disguised', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ])
      expect(isSafeLink(link), JSON.stringify(link)).toBe(false);
  });

  it('schemas answer with a message', () => {
    expect(safeLinkSchema().safeParse('javascript:alert(1)').success).toBe(false);
    expect(httpUrlSchema.safeParse('banners/1.svg').success).toBe(false);
    expect(httpUrlSchema.safeParse('/help').success).toBe(true);
  });
});
