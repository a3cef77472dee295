import { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/index.js';
import type { Logger } from './logger.js';

/*
 * Messages between the processes of one site (docs/architecture.md, "Scale-out"): PostgreSQL
 * NOTIFY on the site's own database by default, Redis pub/sub when REDIS_URL is set. Delivery is
 * at most once and only to processes listening at the time: the cache signals and the live channel
 * are built so a lost message costs a late refresh, never money or security.
 */

export interface Bus {
  kind: 'postgres' | 'redis';
  /** Sends to every process listening on the channel, this one included. At most 7,000 bytes. */
  publish(channel: string, payload: string): Promise<void>;
  /** Hears the channel in this process; answers the function that stops listening. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** PostgreSQL NOTIFY carries at most 8,000 bytes; stay under it whatever the transport. */
export const BUS_PAYLOAD_LIMIT = 7_000;

function checkSize(channel: string, payload: string) {
  if (Buffer.byteLength(payload) > BUS_PAYLOAD_LIMIT)
    throw new Error(`bus: payload of ${channel} over ${BUS_PAYLOAD_LIMIT} bytes`);
}

/** NOTIFY/LISTEN on the site's database (PGlite delivers them within its one process). */
export function createPostgresBus(database: DatabaseHandle): Bus {
  return {
    kind: 'postgres',
    async publish(channel, payload) {
      checkSize(channel, payload);
      await database.executeSql('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: (channel, handler) => database.listen(channel, handler),
    // The database handle owns its listening connection and closes it itself.
    async close() {},
  };
}

/**
 * Redis pub/sub: one connection publishes, one subscribes. ioredis reconnects with a growing pause and
 * subscribes again to every channel after a loss; a publish while Redis is down fails at once (no
 * offline queue) so a caller never waits on it.
 */
export function createRedisBus(url: string, logger: Logger): Bus {
  const options = {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times: number) => Math.min(250 * 2 ** Math.min(times, 5), 5_000),
    lazyConnect: false,
  };
  const publisher = new Redis(url, options);
  // The subscriber queues its SUBSCRIBE commands until connected, so a start-up race loses nothing.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
  const handlers = new Map<string, Set<(payload: string) => void>>();
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const)
    client.on('error', (error: Error) =>
      logger.warn({ err: error.message, client: name }, 'redis connection'),
    );
  subscriber.on('message', (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  });
  return {
    kind: 'redis',
    async publish(channel, payload) {
      checkSize(channel, payload);
      await publisher.publish(channel, payload);
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      if (!handlers.has(channel)) {
        handlers.set(channel, set);
        await subscriber.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** Redis when a URL is configured, else the database's own NOTIFY. */
export function createBus(redisUrl: string | undefined, database: DatabaseHandle, logger: Logger): Bus {
  return redisUrl ? createRedisBus(redisUrl, logger) : createPostgresBus(database);
}
