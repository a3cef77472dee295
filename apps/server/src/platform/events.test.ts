import { describe, expect, it, vi } from 'vitest';
import { createEvents } from './events.js';

describe('in-process events', () => {
  it('runs every listener in order and waits for them', async () => {
    const logger = { error: vi.fn() } as never;
    const events = createEvents(logger);
    const seen: string[] = [];
    events.on('member.signed-out', async ({ memberId }) => {
      await Promise.resolve();
      seen.push(`a${memberId}`);
    });
    events.on('member.signed-out', ({ memberId }) => {
      seen.push(`b${memberId}`);
    });
    await events.emit('member.signed-out', { memberId: 7 });
    expect(seen).toEqual(['a7', 'b7']);
  });

  it('logs a failing listener and still runs the others', async () => {
    const error = vi.fn();
    const events = createEvents({ error } as never);
    const later = vi.fn();
    events.on('member.signed-out', () => {
      throw new Error('boom');
    });
    events.on('member.signed-out', later);
    await expect(events.emit('member.signed-out', { memberId: 1 })).resolves.toBeUndefined();
    expect(later).toHaveBeenCalledWith({ memberId: 1 });
    expect(error).toHaveBeenCalledOnce();
  });
});
