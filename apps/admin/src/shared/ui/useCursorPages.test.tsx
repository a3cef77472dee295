import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCursorPages } from './useCursorPages';

describe('useCursorPages', () => {
  it('walks forward and back through cursors, and starts again when the filter changes', () => {
    const { result, rerender } = renderHook(({ key }) => useCursorPages(key), { initialProps: { key: 'a' } });
    expect(result.current).toMatchObject({ cursor: undefined, page: 1, hasPrevious: false });
    act(() => result.current.next('c2'));
    act(() => result.current.next('c3'));
    expect(result.current).toMatchObject({ cursor: 'c3', page: 3, hasPrevious: true });
    act(() => result.current.next(null));
    expect(result.current.page).toBe(3);
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ cursor: 'c2', page: 2 });
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ cursor: undefined, page: 1, hasPrevious: false });
  });
});

describe('useCursorPages().pagingFor', () => {
  it('gives the table a pager that follows the answer’s cursor', () => {
    const { result } = renderHook(() => useCursorPages('k'));
    const first = result.current.pagingFor('c2');
    expect(first).toMatchObject({ kind: 'cursor', hasPrevious: false, hasNext: true });
    if (first.kind === 'cursor') act(() => first.onNext());
    expect(result.current.cursor).toBe('c2');
    const last = result.current.pagingFor(null);
    expect(last).toMatchObject({ hasPrevious: true, hasNext: false });
    if (last.kind === 'cursor') act(() => last.onPrevious());
    expect(result.current.cursor).toBeUndefined();
  });
});
