import { describe, expect, it } from 'vitest';
import { cursorOf, keyOfCursor, keysetPage, pageCount, pageOf, pageWindow, slicePage } from './paging.js';

describe('paging', () => {
  it('counts pages from 1, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('windows page n of size s at offset (n-1)·s', () => {
    expect(pageWindow({ pageNo: 1, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(pageWindow({ pageNo: 3, pageSize: 10 })).toEqual({ limit: 10, offset: 20 });
  });

  it('answers the list shape of the page calls', () => {
    expect(pageOf(['a'], 11, { pageNo: 2, pageSize: 10 })).toEqual({
      list: ['a'],
      pageNum: 2,
      totalPages: 2,
    });
    expect(slicePage([1, 2, 3, 4, 5], { pageNo: 2, pageSize: 2 })).toEqual({
      list: [3, 4],
      pageNum: 2,
      totalPages: 3,
    });
    expect(slicePage([1, 2], { pageNo: 5, pageSize: 2 }).list).toEqual([]);
  });
});

describe('keyset paging', () => {
  it('round-trips a key through its cursor', () => {
    const cursor = cursorOf(['createdAt', '2026-11-22T08:00:00.123456Z', 42]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(keyOfCursor(cursor, [{ is: 'createdAt' }, 'string', 'number'])).toEqual([
      'createdAt',
      '2026-11-22T08:00:00.123456Z',
      42,
    ]);
  });

  it('refuses a cursor of another sort, of another shape, or no cursor at all', () => {
    const cursor = cursorOf(['id', 42, 42]);
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as { code: string; value: unknown }).value;
      }
      return null;
    };
    expect(code(() => keyOfCursor(cursor, [{ is: 'username' }, 'string', 'number']))).toEqual({
      fields: { 'query.cursor': { code: 'field.invalid_cursor', message: 'Not a cursor of this list' } },
    });
    expect(code(() => keyOfCursor(cursor, [{ is: 'id' }, 'number']))).not.toBeNull();
    expect(code(() => keyOfCursor('not base64 json!', ['number']))).not.toBeNull();
    expect(code(() => keyOfCursor(cursorOf([1.5]), ['number']))).not.toBeNull();
    expect(code(() => keyOfCursor(cursor, [{ is: 'id' }, 'number', 'number']))).toBeNull();
  });

  it('keeps pageSize rows and names the last one only when there is a next page', () => {
    const rows = [{ id: 5 }, { id: 4 }, { id: 3 }];
    expect(keysetPage(rows, 2, (row) => [row.id])).toEqual({
      list: [{ id: 5 }, { id: 4 }],
      cursor: cursorOf([4]),
    });
    expect(keysetPage(rows, 3, (row) => [row.id])).toEqual({ list: rows, cursor: null });
  });
});
