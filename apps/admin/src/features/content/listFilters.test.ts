import { announcementQuerySchema, helpQuerySchema } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { announcementFilter, helpFilter, isFiltered, pageNumber, searchText } from './listFilters';

const none = { type: '', group: '', language: '', state: '', q: '', sort: '', order: '', page: '' };
const noHelp = { category: '', language: '', enabled: '', q: '', sort: '', order: '', page: '' };

describe('announcementFilter', () => {
  it('reads the URL as the list call takes it, unknown values as no filter', () => {
    expect(announcementFilter(none)).toEqual({
      type: undefined,
      groupName: undefined,
      language: undefined,
      state: undefined,
      q: undefined,
      sort: 'sortOrder',
      order: 'asc',
    });
    const filter = announcementFilter({
      ...none,
      type: 'B',
      group: 'w_home',
      language: 'TH',
      state: 'live',
      q: '  bonus ',
      sort: 'startsAt',
      order: 'desc',
    });
    expect(filter).toEqual({
      type: 'B',
      groupName: 'w_home',
      language: 'TH',
      state: 'live',
      q: 'bonus',
      sort: 'startsAt',
      order: 'desc',
    });
    expect(announcementQuerySchema.safeParse(filter).success).toBe(true);
    const odd = announcementFilter({ ...none, type: 'X', language: 'xx', state: 'gone', sort: 'title' });
    expect(odd).toMatchObject({ type: undefined, language: undefined, state: undefined, sort: 'sortOrder' });
    expect(announcementQuerySchema.safeParse(odd).success).toBe(true);
  });
});

describe('helpFilter', () => {
  it('reads the URL as the list call takes it, unknown values as no filter', () => {
    const filter = helpFilter({ ...noHelp, category: 'account', enabled: 'false', sort: 'updatedAt' });
    expect(filter).toEqual({
      category: 'account',
      language: undefined,
      enabled: 'false',
      q: undefined,
      sort: 'updatedAt',
      order: 'asc',
    });
    expect(helpQuerySchema.safeParse(filter).data?.enabled).toBe(false);
    const odd = helpFilter({ ...noHelp, category: 'Not a key', enabled: 'yes', sort: 'startsAt' });
    expect(odd).toMatchObject({ category: undefined, enabled: undefined, sort: 'sortOrder' });
    expect(helpQuerySchema.safeParse(odd).success).toBe(true);
  });
});

describe('list helpers', () => {
  it('reads page numbers, searches and whether a filter narrows the list', () => {
    expect(['', '0', '-2', 'x', '3'].map(pageNumber)).toEqual([1, 1, 1, 1, 3]);
    expect(searchText('   ')).toBeUndefined();
    expect(searchText(` ${'a'.repeat(120)} `)).toBe('a'.repeat(100));
    expect(isFiltered(announcementFilter(none))).toBe(false);
    expect(isFiltered(announcementFilter({ ...none, order: 'desc' }))).toBe(false);
    expect(isFiltered(helpFilter({ ...noHelp, enabled: 'true' }))).toBe(true);
  });
});
