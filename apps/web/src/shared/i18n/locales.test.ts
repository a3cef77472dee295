import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, PATTERN_IDS } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMESPACES, MESSAGES_NAMESPACE } from './i18n';

type Bundle = Record<string, Record<string, string>>;
const LANGS = ['en', 'cn', 'ja', 'th', 'vi', 'ur'] as const;
const localeDir = join(__dirname, 'locales');
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

/** Core texts and each feature namespace, every language. */
const bundles: Record<string, Bundle> = {
  translation: Object.fromEntries(LANGS.map((lang) => [lang, read(join(localeDir, `${lang}.json`))])),
  ...Object.fromEntries(
    LOCALE_NAMESPACES.map((ns) => [
      ns,
      Object.fromEntries(LANGS.map((lang) => [lang, read(join(localeDir, ns, `${lang}.json`))])),
    ]),
  ),
};
const core = bundles.translation!;
const coreKeys = Object.keys(core.en!).sort();
/** Error and pattern texts: the messages namespace, plus the core errors below. */
const messageKeys = [...Object.keys(bundles[MESSAGES_NAMESPACE]!.en!), ...coreKeys];

/**
 * Errors shown when loading itself fails (no server, a chunk that cannot load, a crashed page) stay
 * in the core texts: the messages namespace might not arrive either.
 */
const CORE_ERRORS = ['error.chunkTimeout', 'error.network', 'error.pageCrashed', 'error.system.error'];

/** Values that are the same in every language: brand-like terms and universal labels. */
const SAME_AS_EN_ALLOWED: Record<string, readonly string[]> = {
  'nav.vip': ['cn', 'ja', 'th', 'vi', 'ur'],
  'common.ok': ['ja'],
  'security.totp': ['cn', 'ja', 'th', 'vi', 'ur'],
};

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe.each(Object.keys(bundles))('locale namespace %s', (ns) => {
  const bundle = bundles[ns]!;
  const enKeys = Object.keys(bundle.en!).sort();

  it.each(LANGS)('%s has exactly the EN keys', (lang) => {
    expect(Object.keys(bundle[lang]!).sort()).toEqual(enKeys);
  });

  it.each(LANGS)('%s has no empty value', (lang) => {
    const empty = Object.entries(bundle[lang]!).filter(
      ([, value]) => typeof value !== 'string' || !value.trim(),
    );
    expect(empty).toEqual([]);
  });

  it.each(LANGS.filter((lang) => lang !== 'en'))('%s is translated, not copied from EN', (lang) => {
    const copied = enKeys.filter(
      (key) => bundle[lang]![key] === bundle.en![key] && !SAME_AS_EN_ALLOWED[key]?.includes(lang),
    );
    expect(copied).toEqual([]);
  });

  it.each(LANGS)('%s keeps every {{placeholder}} of EN', (lang) => {
    const broken = enKeys.filter(
      (key) => placeholders(bundle[lang]![key]!).join() !== placeholders(bundle.en![key]!).join(),
    );
    expect(broken).toEqual([]);
  });

  it('uses no key of the core texts (one place per text)', () => {
    if (ns === 'translation') return;
    expect(enKeys.filter((key) => key in core.en!)).toEqual([]);
  });
});

describe('locale coverage', () => {
  it('has an error text for every error code and for network failures', () => {
    for (const code of [...ERROR_CODES, 'network']) expect(messageKeys).toContain(`error.${code}`);
  });

  it('has a pattern message (range and exact) for every pattern id', () => {
    for (const id of PATTERN_IDS) {
      expect(messageKeys).toContain(`pattern.${id}`);
      expect(messageKeys).toContain(`pattern.${id}.exact`);
    }
  });

  it('keeps error and pattern texts out of the first paint, except the loading failures', () => {
    expect(coreKeys.filter((key) => /^(error|pattern)\./.test(key))).toEqual(CORE_ERRORS);
  });

  it('has every literal key the source code asks for', () => {
    const known = new Set(Object.values(bundles).flatMap((bundle) => Object.keys(bundle.en!)));
    const root = join(__dirname, '..', '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/'((?:nav|games|download|theme)\.[a-zA-Z]+)'/g)) used.add(match[1]!);
    }
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });
});
