import { describe, expect, it, vi } from 'vitest';
import type { Bus } from '../bus.js';
import { createLogger } from '../logger.js';
import { createLiveHub, LIVE_BUS_CHANNEL, type LiveConnection } from './hub.js';

/** A bus that keeps what is published and lets the test deliver messages as other processes would. */
function fakeBus() {
  const published: string[] = [];
  let heard: ((payload: string) => void) | null = null;
  const bus: Bus = {
    kind: 'postgres',
    publish: async (channel, payload) => {
      expect(channel).toBe(LIVE_BUS_CHANNEL);
      published.push(payload);
    },
    subscribe: async (_channel, handler) => {
      heard = handler;
      return async () => {
        heard = null;
      };
    },
    close: async () => undefined,
  };
  return { bus, published, deliver: (payload: string) => heard?.(payload) };
}

function socket(merchantId: number, memberId: number | null) {
  const sent: unknown[] = [];
  const connection: LiveConnection = {
    merchantId,
    member: memberId === null ? null : { id: memberId, token: `t${memberId}` },
    send: (text) => sent.push(JSON.parse(text)),
    close: () => undefined,
  };
  return { connection, sent };
}

const logger = createLogger('silent');

describe('live hub', () => {
  it('delivers to its own sockets at once: members by id and merchant, the site to everyone', async () => {
    const { bus } = fakeBus();
    const hub = createLiveHub(bus, logger);
    await hub.start();
    const member = socket(1, 7);
    const sameIdOtherMerchant = socket(2, 7);
    const visitor = socket(1, null);
    for (const s of [member, sameIdOtherMerchant, visitor]) hub.add(s.connection);
    hub.toMembers(1, [7], { type: 'balance', cause: 'deposit' });
    hub.toSite(1, { type: 'announcements' });
    expect(member.sent).toEqual([{ type: 'balance', cause: 'deposit' }, { type: 'announcements' }]);
    expect(visitor.sent).toEqual([{ type: 'announcements' }]);
    expect(sameIdOtherMerchant.sent).toEqual([]);
    hub.remove(member.connection);
    hub.toMembers(1, [7], { type: 'balance', cause: 'bet' });
    expect(member.sent).toHaveLength(2);
    expect(hub.count()).toEqual({ sockets: 2, members: 1 });
  });

  it('gathers pushes for other processes: one bus message per flush, duplicates once, within the size limit', async () => {
    vi.useFakeTimers();
    try {
      const { bus, published } = fakeBus();
      const hub = createLiveHub(bus, logger);
      for (let i = 0; i < 3; i++) hub.toMembers(1, [7], { type: 'balance', cause: 'bet' });
      hub.toMembers(1, [8], { type: 'balance', cause: 'win' });
      expect(published).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(25);
      expect(published).toHaveLength(1);
      expect(JSON.parse(published[0]!).e).toEqual([
        { m: 1, u: [7], x: { type: 'balance', cause: 'bet' } },
        { m: 1, u: [8], x: { type: 'balance', cause: 'win' } },
      ]);
      // Thousands of members: several messages, each under the limit, every member in one of them.
      const many = Array.from({ length: 3_000 }, (_, i) => 100_000 + i);
      for (const id of many) hub.toMembers(1, [id], { type: 'balance', cause: 'bonus' });
      await vi.advanceTimersByTimeAsync(25);
      const batches = published.slice(1);
      expect(batches.length).toBeGreaterThan(1);
      for (const payload of batches) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(7_000);
      const ids = batches.flatMap((payload) =>
        (JSON.parse(payload) as { e: { u: number[] }[] }).e.flatMap((envelope) => envelope.u),
      );
      expect(ids.sort()).toEqual(many);
    } finally {
      vi.useRealTimers();
    }
  });

  it('delivers what other processes sent, and ignores its own echo', async () => {
    const { bus, published, deliver } = fakeBus();
    const hub = createLiveHub(bus, logger);
    await hub.start();
    const member = socket(1, 7);
    hub.add(member.connection);
    deliver(
      JSON.stringify({ o: 'another-process', e: [{ m: 1, u: [7], x: { type: 'balance', cause: 'win' } }] }),
    );
    expect(member.sent).toEqual([{ type: 'balance', cause: 'win' }]);
    hub.toMembers(1, [7], { type: 'balance', cause: 'bet' });
    await vi.waitFor(() => expect(published).toHaveLength(1));
    deliver(published[0]!);
    expect(member.sent).toHaveLength(2);
    deliver('not json');
    expect(member.sent).toHaveLength(2);
  });
});
