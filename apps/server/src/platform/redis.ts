import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

/**
 * The Redis connections of a process when REDIS_URL is set (docs/operations.md, "Several processes"):
 * one for commands (attempt counters, rate limits, publishing), one that only subscribes. Every key
 * and channel starts with `prefix`, so several sites (or test runs) can share one Redis.
 *
 * Commands fail at once while Redis is down (no offline queue): the attempt counters then refuse
 * (fail closed), the rate limits let requests through (fail open), and a push is dropped. ioredis
 * reconnects with a growing pause and subscribes again to every channel.
 */
export interface RedisHandle {
  commands: Redis;
  subscriber: Redis;
  prefix: string;
  close(): Promise<void>;
}

export function openRedis(url: string, prefix: string, logger: Logger): RedisHandle {
  const base = {
    connectTimeout: 2_000,
    retryStrategy: (times: number) => Math.min(250 * 2 ** Math.min(times, 5), 5_000),
  };
  const commands = new Redis(url, { ...base, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // The subscriber queues its SUBSCRIBE commands until connected, so nothing is lost at start-up.
  const subscriber = new Redis(url, { ...base, maxRetriesPerRequest: null, enableOfflineQueue: true });
  for (const [name, client] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const)
    client.on('error', (error: Error) =>
      logger.warn({ err: error.message, client: name }, 'redis connection'),
    );
  return {
    commands,
    subscriber,
    prefix,
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
