import { describe, expect, it } from 'vitest';
import { pageCount, pageSlice, paginate, type PageItem } from './paginate';

const show = (items: PageItem[]) =>
  items.map((item) => (item.kind === 'gap' ? '…' : String(item.page))).join(' ');

describe('paginate (page range 3, margin pages 1)', () => {
  it('shows every page when there are few', () => {
    expect(show(paginate(1, 1))).toBe('1');
    expect(show(paginate(5, 3))).toBe('1 2 3 4 5');
  });
  it('shows margins, the range around the current page and gaps', () => {
    expect(show(paginate(10, 5))).toBe('1 … 4 5 6 … 10');
    expect(show(paginate(10, 1))).toBe('1 2 3 … 10');
    expect(show(paginate(10, 10))).toBe('1 … 8 9 10');
  });
  it('shows a single skipped page instead of a gap', () => {
    expect(show(paginate(10, 4))).toBe('1 2 3 4 5 … 10');
  });
  it('clamps the current page', () => {
    expect(show(paginate(4, 99))).toBe('1 2 3 4');
    expect(paginate(0, 1)).toEqual([]);
  });
});

describe('pageCount and pageSlice (9 per page)', () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);
  it('counts pages', () => {
    expect(pageCount(20, 9)).toBe(3);
    expect(pageCount(0, 9)).toBe(1);
  });
  it('slices one page', () => {
    expect(pageSlice(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageSlice(items, 3, 9)).toEqual([19, 20]);
  });
});
