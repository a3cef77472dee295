import { describe, expect, it } from 'vitest';
import { liveServerMessageSchema, readLiveServerMessage } from './live.js';

const samples: unknown[] = [
  { type: 'ready', member: true },
  { type: 'ready', member: 'yes' },
  { type: 'pong' },
  { type: 'balance', cause: 'bet' },
  { type: 'balance' },
  { type: 'order', kind: 'deposit', orderNo: 'DP1', status: 'PAID' },
  { type: 'order', kind: 'transfer', orderNo: 'DP1', status: 'PAID' },
  { type: 'order', kind: 'withdrawal', orderNo: 7, status: 'PAID' },
  { type: 'mail', unread: 3 },
  { type: 'mail', unread: -1 },
  { type: 'mail', unread: 1.5 },
  { type: 'announcements', extra: 'ignored' },
  { type: 'status', maintenance: false },
  { type: 'status' },
  { type: 'unknown' },
  null,
  'text',
  42,
];

describe('the browser reader of live messages', () => {
  it('answers what the server schema answers, for every kind of message and its mistakes', () => {
    for (const sample of samples) {
      const parsed = liveServerMessageSchema.safeParse(sample);
      expect(readLiveServerMessage(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });
});
