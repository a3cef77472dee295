import type { DatabaseHandle } from '../db/index.js';

/*
 * The store of @fastify/rate-limit in the site's database, so a route's limit (captchas, SMS codes,
 * gateway callbacks: the descriptors' `rateLimit`) holds across every API process instead of per
 * process. One statement per request: a fixed window per key, started by the first hit, counted up
 * until it ends. A database that does not answer lets the request through (the limits are a brake on
 * abuse; the attempt counters that guard secrets fail closed on their own).
 */

interface Hit {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, hit?: Hit) => void;

const HIT = `
  insert into rate_limit_windows (key, hits, window_ends)
  values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
  on conflict (key) do update set
    hits = case when rate_limit_windows.window_ends <= now() then 1 else rate_limit_windows.hits + 1 end,
    window_ends = case when rate_limit_windows.window_ends <= now()
      then now() + make_interval(secs => $2::double precision / 1000)
      else rate_limit_windows.window_ends end
  returning hits, greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::bigint as ttl`;

const READ = `
  select hits, greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::bigint as ttl
    from rate_limit_windows where key = $1 and window_ends > now()`;

/** A store class as @fastify/rate-limit's `store` option wants it, bound to one database. */
export function databaseRateLimitStore(database: DatabaseHandle, onError: (error: Error) => void) {
  return class DatabaseRateLimitStore {
    constructor(readonly options: { keyPrefix?: string } = {}) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      database
        .executeSql(HIT, [`${this.options.keyPrefix ?? ''}${key}`, timeWindow])
        .then(({ rows }) => callback(null, { current: Number(rows[0]!.hits), ttl: Number(rows[0]!.ttl) }))
        .catch((error: Error) => {
          onError(error);
          callback(null, { current: 0, ttl: timeWindow });
        });
    }

    read(key: string, callback: Callback, timeWindow: number) {
      database
        .executeSql(READ, [`${this.options.keyPrefix ?? ''}${key}`])
        .then(({ rows }) =>
          callback(
            null,
            rows[0]
              ? { current: Number(rows[0].hits), ttl: Number(rows[0].ttl) }
              : { current: 0, ttl: timeWindow },
          ),
        )
        .catch((error: Error) => {
          onError(error);
          callback(null, { current: 0, ttl: timeWindow });
        });
    }

    /**
     * A route's own counters: its keys are prefixed with the route, so routes never share a window.
     * (The plugin passes its merged options with `routeInfo`, as its Redis store reads them.)
     */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore({
        keyPrefix: `${this.options.keyPrefix ?? ''}${String(route?.method ?? '')} ${String(route?.url ?? '')}|`,
      });
    }
  };
}

/** Deletes the windows that have ended (the `system.purge-rate-limits` job); answers how many. */
export async function purgeEndedWindows(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.executeSql(
    'with gone as (delete from rate_limit_windows where window_ends <= now() returning 1) select count(*)::int as n from gone',
    [],
  );
  return Number(rows[0]?.n ?? 0);
}
