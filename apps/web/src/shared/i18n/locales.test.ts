import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, PATTERN_IDS } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import cn from './locales/cn.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import th from './locales/th.json';
import ur from './locales/ur.json';
import vi from './locales/vi.json';

const locales: Record<string, Record<string, string>> = { en, cn, ja, th, vi, ur };
const enKeys = Object.keys(en).sort();

/** Values that are the same in every language: brand-like terms and universal labels. */
const SAME_AS_EN_ALLOWED: Record<string, readonly string[]> = {
  'nav.vip': ['cn', 'ja', 'th', 'vi', 'ur'],
  'common.ok': ['ja'],
};

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('locale files', () => {
  it.each(Object.keys(locales))('%s has exactly the EN keys', (name) => {
    expect(Object.keys(locales[name]!).sort()).toEqual(enKeys);
  });

  it.each(Object.keys(locales))('%s has no empty value', (name) => {
    const empty = Object.entries(locales[name]!).filter(
      ([, value]) => typeof value !== 'string' || !value.trim(),
    );
    expect(empty).toEqual([]);
  });

  it.each(Object.keys(locales).filter((name) => name !== 'en'))(
    '%s is translated, not copied from EN',
    (name) => {
      const copied = enKeys.filter(
        (key) =>
          locales[name]![key] === en[key as keyof typeof en] && !SAME_AS_EN_ALLOWED[key]?.includes(name),
      );
      expect(copied).toEqual([]);
    },
  );

  it.each(Object.keys(locales))('%s keeps every {{placeholder}} of EN', (name) => {
    const broken = enKeys.filter(
      (key) => placeholders(locales[name]![key]!).join() !== placeholders(en[key as keyof typeof en]).join(),
    );
    expect(broken).toEqual([]);
  });

  it('has an error text for every error code and for network failures', () => {
    for (const code of [...ERROR_CODES, 'network']) expect(enKeys).toContain(`error.${code}`);
  });

  it('has a pattern message (range and exact) for every pattern id', () => {
    for (const id of PATTERN_IDS) {
      expect(enKeys).toContain(`pattern.${id}`);
      expect(enKeys).toContain(`pattern.${id}.exact`);
    }
  });

  it('has every literal key the source code asks for', () => {
    const root = join(__dirname, '..', '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/'((?:nav|games|download|theme)\.[a-zA-Z]+)'/g)) used.add(match[1]!);
    }
    expect([...used].filter((key) => !(key in en))).toEqual([]);
  });
});
