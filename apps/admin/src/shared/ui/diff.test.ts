import { describe, expect, it } from 'vitest';
import { diffRows } from './diff';

describe('diffRows', () => {
  it('lists changed leaves first, by path, with added and removed ones', () => {
    const rows = diffRows(
      { status: 'pending', amount: '10.00', meta: { a: 1, gone: true }, list: [1, 2] },
      { status: 'approved', amount: '10.00', meta: { a: 1, added: 'x' }, list: [1, 3] },
    );
    expect(rows.filter((row) => row.changed).map((row) => row.path)).toEqual([
      'list[1]',
      'meta.added',
      'meta.gone',
      'status',
    ]);
    expect(rows.find((row) => row.path === 'meta.gone')).toEqual({
      path: 'meta.gone',
      before: 'true',
      after: undefined,
      changed: true,
    });
    expect(rows.filter((row) => !row.changed).map((row) => row.path)).toEqual([
      'amount',
      'list[0]',
      'meta.a',
    ]);
  });

  it('handles a side that is null (a creation or a deletion) and plain values', () => {
    expect(diffRows(null, { name: 'x' })).toEqual([
      { path: 'name', before: undefined, after: 'x', changed: true },
    ]);
    expect(diffRows({ name: 'x' }, null)).toEqual([
      { path: 'name', before: 'x', after: undefined, changed: true },
    ]);
    expect(diffRows(null, null)).toEqual([]);
    expect(diffRows(1, 2)).toEqual([{ path: '(value)', before: '1', after: '2', changed: true }]);
  });
});
