import { describe, expect, it } from 'vitest';
import { bindUseCases } from './use-cases.js';

describe('bindUseCases', () => {
  it('passes the one deps object first and the caller arguments after it', async () => {
    const deps = { base: 10 };
    const service = bindUseCases(deps, {
      add: (d: typeof deps, n: number) => d.base + n,
      later: async (d: typeof deps, a: string, b: number) => `${a}${d.base + b}`,
    });
    expect(service.add(5)).toBe(15);
    await expect(service.later('x', 1)).resolves.toBe('x11');
    deps.base = 0;
    expect(service.add(5)).toBe(5);
  });
});
