import type { RedisHandle } from '../redis.js';
import { PENDING_TTL_MS, type AttemptStore } from './attempts.js';

/*
 * The attempt counters in Redis (when REDIS_URL is set): one hash per scope and key (f failures,
 * p checks in flight, l lock end, u last change, all in epoch ms), changed only by these Lua scripts,
 * which Redis runs atomically, with the same rules as the database's statements (attempts.ts). A key
 * expires when nothing can be left to remember: after its window, lock and in-flight time; counters
 * without a window (consecutive failures) are kept 30 days.
 */

const FORGET_WITHOUT_WINDOW_MS = 30 * 24 * 3_600_000;

// KEYS[1]; ARGV: now, windowMs (-1: none), max, pendingTtlMs, keepMs
const CLAIM = `
local now = tonumber(ARGV[1]); local window = tonumber(ARGV[2]); local max = tonumber(ARGV[3])
local h = redis.call('HMGET', KEYS[1], 'f', 'p', 'l', 'u')
local f = tonumber(h[1]) or 0; local p = tonumber(h[2]) or 0
local l = tonumber(h[3]) or 0; local u = tonumber(h[4]) or now
if (l > 0 and l <= now) or (window >= 0 and u < now - window) then f = 0; p = 0; l = 0 end
if u < now - tonumber(ARGV[4]) then p = 0 end
if l > now then return {-1, l} end
if f + p >= max then return {-2, l} end
redis.call('HSET', KEYS[1], 'f', f, 'p', p + 1, 'l', l, 'u', now)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {1, f}`;

// KEYS[1]; ARGV: now, outcome, max, lockMs, keepMs
const SETTLE = `
local h = redis.call('HMGET', KEYS[1], 'f', 'p', 'l')
if not h[2] then return 0 end
local now = tonumber(ARGV[1]); local outcome = ARGV[2]
local f = tonumber(h[1]); local p = math.max(tonumber(h[2]) - 1, 0); local l = tonumber(h[3])
if outcome == 'wrong' then
  f = f + 1
  if f >= tonumber(ARGV[3]) then l = now + tonumber(ARGV[4]) end
  redis.call('HSET', KEYS[1], 'f', f, 'p', p, 'l', l, 'u', now)
  redis.call('PEXPIRE', KEYS[1], math.max(tonumber(ARGV[5]), l - now + 60000))
elseif outcome == 'right' then
  l = 0
  redis.call('HSET', KEYS[1], 'f', 0, 'p', p, 'l', 0, 'u', now)
else
  redis.call('HSET', KEYS[1], 'p', p)
end
return l`;

export function redisAttemptStore(redis: RedisHandle): AttemptStore {
  const keyOf = (scope: string, key: string) => `${redis.prefix}attempts:${scope.length}:${scope}:${key}`;
  const keepMs = (windowMs: number | null, lockMs: number) =>
    Math.max(windowMs ?? FORGET_WITHOUT_WINDOW_MS, lockMs, PENDING_TTL_MS) + 60_000;
  return {
    async peek(scope, key, limit, now) {
      const [f, l, u] = (await redis.commands.hmget(keyOf(scope, key), 'f', 'l', 'u')).map(Number);
      const at = now.getTime();
      if (!f && !l) return { failures: 0, lockedUntil: null };
      if (l! > at) return { failures: f!, lockedUntil: new Date(l!) };
      const forgotten = (l! > 0 && l! <= at) || (limit.windowMs !== null && u! < at - limit.windowMs);
      return { failures: forgotten ? 0 : f!, lockedUntil: null };
    },
    async tryClaim(scope, key, limit, now) {
      const [status, value] = (await redis.commands.eval(
        CLAIM,
        1,
        keyOf(scope, key),
        now.getTime(),
        limit.windowMs ?? -1,
        limit.max,
        PENDING_TTL_MS,
        keepMs(limit.windowMs, limit.lockMs),
      )) as [number, number];
      if (status === 1) return { ok: true, failuresBefore: value };
      return { ok: false, lockedUntil: value > 0 ? new Date(value) : null };
    },
    async settle(scope, key, limit, outcome, now) {
      const lockedUntil = (await redis.commands.eval(
        SETTLE,
        1,
        keyOf(scope, key),
        now.getTime(),
        outcome,
        limit.max,
        limit.lockMs,
        keepMs(limit.windowMs, limit.lockMs),
      )) as number;
      return lockedUntil > 0 ? new Date(lockedUntil) : null;
    },
  };
}
