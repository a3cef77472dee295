import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, pageWindow, slicePage } from './paging.js';

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
