import { announcementInputSchema } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import {
  announcementFormValues,
  announcementInput,
  fromLocalInput,
  toLocalInput,
  windowState,
} from './announcementRules';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('windowState', () => {
  it('is disabled whatever the window when the announcement is off', () => {
    expect(windowState({ enabled: false, startsAt: null, endsAt: null }, now)).toBe('disabled');
  });
  it('is live without a window, and inside one', () => {
    expect(windowState({ enabled: true, startsAt: null, endsAt: null }, now)).toBe('live');
    expect(
      windowState(
        { enabled: true, startsAt: '2026-03-10T12:00:00.000Z', endsAt: '2026-03-11T00:00:00.000Z' },
        now,
      ),
    ).toBe('live');
  });
  it('is scheduled before its start and ended from its end on', () => {
    expect(windowState({ enabled: true, startsAt: '2026-03-10T12:00:01.000Z', endsAt: null }, now)).toBe(
      'scheduled',
    );
    expect(windowState({ enabled: true, startsAt: null, endsAt: '2026-03-10T12:00:00.000Z' }, now)).toBe(
      'ended',
    );
  });
});

describe('local times', () => {
  it('round-trips an ISO time through a datetime-local value', () => {
    const iso = '2026-03-10T08:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
  it('reads empty and unreadable values as no time', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
    expect(fromLocalInput('  ')).toBeNull();
    expect(fromLocalInput('2026-13-45Tx')).toBeNull();
  });
});

describe('announcementInput', () => {
  it('builds what the schema accepts from a new banner', () => {
    const values = {
      ...announcementFormValues(null),
      type: 'B' as const,
      imageUrl: '/media/banners/spring.png',
      groupName: 'w_home',
      execution: 'A',
      promotionType: 'ignored',
      sortOrder: '3',
    };
    values.title = { ...values.title, EN: 'Spring', CN: '春季' };
    const parsed = announcementInputSchema.safeParse(announcementInput(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      title: { EN: 'Spring', CN: '春季' },
      content: { EN: '' },
      groupName: 'w_home',
      execution: null,
      promotionType: null,
      linkage: null,
      sortOrder: 3,
    });
  });
  it('lets the schema refuse a popup without execution and a bad order', () => {
    const values = { ...announcementFormValues(null), type: 'PU' as const, sortOrder: '1.5' };
    const parsed = announcementInputSchema.safeParse(announcementInput(values));
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('sortOrder');
  });
  it('keeps the record it edits', () => {
    const record = {
      id: 4,
      type: 'PR' as const,
      title: { EN: 'Bonus', JA: 'ボーナス' },
      content: { EN: '<p>x</p>' },
      imageUrl: null,
      groupName: null,
      linkageType: 'P' as const,
      linkage: 'welcome',
      execution: null,
      promotionType: 'deposit',
      sortOrder: 7,
      enabled: false,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(announcementInput(announcementFormValues(record))).toEqual({
      type: 'PR',
      title: { EN: 'Bonus', JA: 'ボーナス' },
      content: { EN: '<p>x</p>' },
      imageUrl: null,
      groupName: null,
      linkageType: 'P',
      linkage: 'welcome',
      execution: null,
      promotionType: 'deposit',
      sortOrder: 7,
      enabled: false,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: null,
    });
  });
});
