import { describe, expect, it } from 'vitest';
import { idOf, oneOf, pageOf, waitingFirst } from './lists';

describe('list helpers', () => {
  it('puts waiting rows first, keeping the order otherwise', () => {
    const rows = [
      { id: 1, waiting: false },
      { id: 2, waiting: true },
      { id: 3, waiting: false },
      { id: 4, waiting: true },
    ];
    expect(waitingFirst(rows, (row) => row.waiting).map((row) => row.id)).toEqual([2, 4, 1, 3]);
  });

  it('reads URL values defensively', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('x')).toBe(1);
    expect(pageOf(undefined)).toBe(1);
    expect(idOf('12')).toBe(12);
    expect(idOf('-1')).toBeUndefined();
    expect(idOf('2147483648')).toBeUndefined();
    expect(oneOf(['draft', 'closed'] as const, 'closed')).toBe('closed');
    expect(oneOf(['draft', 'closed'] as const, 'open')).toBeUndefined();
    expect(oneOf(['draft', 'closed'] as const, undefined)).toBeUndefined();
  });
});
