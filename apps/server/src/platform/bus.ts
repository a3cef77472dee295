import type { DatabaseHandle } from './db/index.js';
import type { RedisHandle } from './redis.js';

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

/** Redis pub/sub on the process's Redis connections (channels under its prefix). */
export function createRedisBus(redis: RedisHandle): Bus {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const named = (channel: string) => `${redis.prefix}${channel}`;
  redis.subscriber.on('message', (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  });
  return {
    kind: 'redis',
    async publish(channel, payload) {
      checkSize(channel, payload);
      await redis.commands.publish(named(channel), payload);
    },
    async subscribe(channel, handler) {
      const name = named(channel);
      let set = handlers.get(name);
      if (!set) {
        handlers.set(name, (set = new Set()));
        await redis.subscriber.subscribe(name);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    // The Redis handle is closed by its owner.
    async close() {},
  };
}

/** Redis when configured, else the database's own NOTIFY. */
export function createBus(redis: RedisHandle | null, database: DatabaseHandle): Bus {
  return redis ? createRedisBus(redis) : createPostgresBus(database);
}
