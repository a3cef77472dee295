import { merchantProfileSchema, SETTINGS_SECTIONS } from '@wps/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  errorSlot,
  formPath,
  fromLocalInput,
  schemaResolver,
  serverProblems,
  toLocalInput,
} from './formLogic';
import { toPayload } from './sections';

// Keys with their values, so a test reads which text was chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

const profile = {
  name: 'Aurora',
  domains: ['a.com'],
  mainDomain: 'a.com',
  analyticsId: null,
  timeZone: 'UTC',
};
const resolve = (
  schema: Parameters<typeof schemaResolver>[0],
  values: Record<string, unknown>,
  root?: string,
) =>
  schemaResolver(schema, t, root)(values, undefined, { fields: {}, shouldUseNativeValidation: false }) as {
    values: Record<string, unknown>;
    errors: Record<string, unknown>;
  };

describe('settings form checks', () => {
  it('passes a valid section through, parsed, beside the version', () => {
    const result = resolve(
      merchantProfileSchema,
      { value: { ...profile, timeZone: undefined }, version: 3 },
      'value',
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ value: profile, version: 3 });
  });

  it('puts each problem under its field, a list problem beside its rows', () => {
    const result = resolve(
      merchantProfileSchema,
      { value: { ...profile, name: '', domains: ['ok.com', 'bad domain'], timeZone: 'PST' } },
      'value',
    );
    const value = result.errors.value as Record<string, unknown>;
    expect(value.name).toMatchObject({ message: 'settings.issue.required' });
    expect((value.domains as unknown[])[1]).toMatchObject({ message: 'settings.issue.format' });
    expect(value.timeZone).toMatchObject({ message: 'settings.issue.timeZoneName' });
    const many = resolve(
      SETTINGS_SECTIONS.cdn,
      { value: { imageCDNs: Array(11).fill('/cdn'), launchGameCDNs: [] } },
      'value',
    );
    expect(many.errors).toEqual({
      value: { imageCDNs: { root: { type: 'too_big', message: 'settings.issue.tooMany {"n":10}' } } },
    });
  });

  it('words numbers, refinements and unions in the operator language', () => {
    const rules = resolve(
      SETTINGS_SECTIONS.customerService,
      { value: [{ csType: 'LIVECHAT', label: 'x', path: 'javascript:alert(1)', minRankLevel: Number.NaN }] },
      'value',
    );
    const entry = (rules.errors.value as Record<string, unknown>[])[0]!;
    expect(entry.minRankLevel).toMatchObject({ message: 'settings.issue.number' });
    expect(entry.path).toMatchObject({ message: 'settings.issue.link' });
  });

  it('maps server field keys onto the form', () => {
    const problems = serverProblems(
      {
        domains: { code: 'field.domain_taken', message: 'a.com already belongs to demo' },
        'value.name': { code: 'field.too_small', message: 'Too small' },
      },
      t,
      (key) => (key.startsWith('value') ? key : `value.${key}`),
    );
    expect(problems).toEqual([
      { path: 'value.domains', message: 'settings.issue.domainTaken (a.com already belongs to demo)' },
      { path: 'value.name', message: 'Too small' },
    ]);
    expect(errorSlot({ value: { domains: [] } }, 'value.domains')).toBe('value.domains.root');
    expect(errorSlot({ value: { name: '' } }, 'value.name')).toBe('value.name');
    expect(formPath(['domains', 2], 'value')).toBe('value.domains.2');
  });

  it('round-trips a date and time through the browser zone', () => {
    const iso = fromLocalInput('2030-05-06T07:08');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2030-05-06T07:08');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('leaves out a maintenance message empty in every language', () => {
    expect(toPayload('maintenance', { enabled: true, until: null, message: { EN: '' } })).toEqual({
      enabled: true,
      until: null,
    });
    expect(toPayload('maintenance', { enabled: true, until: null, message: { EN: '', CN: '维护' } })).toEqual(
      {
        enabled: true,
        until: null,
        message: { EN: '', CN: '维护' },
      },
    );
  });
});
