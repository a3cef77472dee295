import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import zh from './locales/zh.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('back-office texts', () => {
  it('has the same keys in English and Chinese, none empty', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    for (const locale of [en, zh])
      for (const key of keys(locale)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
  });
});
