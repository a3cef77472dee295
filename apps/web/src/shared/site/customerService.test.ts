import type { PublicCustomerService } from '@wps/contracts';
import { describe, expect, it } from 'vitest';
import { pickCustomerService } from './customerService';

const entry = (csType: PublicCustomerService['csType'], path: string): PublicCustomerService => ({
  csType,
  label: csType,
  path,
  minRankLevel: 0,
});

describe('pickCustomerService', () => {
  const entries = [
    entry('TELEGRAM', 'https://t.me/x'),
    entry('LIVECHAT', 'https://chat'),
    entry('VIP', 'https://vip'),
  ];
  it('gives live chat to visitors and ordinary members', () => {
    expect(pickCustomerService(entries, 0, 4)?.path).toBe('https://chat');
    expect(pickCustomerService(entries, 4, 4)?.path).toBe('https://chat');
  });
  it('gives VIP service above the threshold', () => {
    expect(pickCustomerService(entries, 5, 4)?.path).toBe('https://vip');
  });
  it('falls back to the first entry, or null', () => {
    expect(pickCustomerService([entries[0]!], 0, 4)?.path).toBe('https://t.me/x');
    expect(pickCustomerService([], 0, 4)).toBeNull();
  });
});
