import type { Clock } from './clock.js';
import type { RuntimeConfig } from './config.js';
import type { DatabaseHandle } from './db/index.js';
import type { RouteKit } from './http/route-kit.js';
import type { PublicUrl } from './http/public-url.js';
import type { Logger } from './logger.js';
import { createAttemptLimiter, databaseAttemptStore, type AttemptLimiter } from './limits/attempts.js';
import { redisAttemptStore } from './limits/redis-attempts.js';
import { openRedis, type RedisHandle } from './redis.js';
import { createEvents, type Events } from './events.js';
import { createJobs, type Jobs } from './jobs.js';
import { createQueueAnnouncer, createSignals, type Signals } from './signals.js';
import type { DeskQueue } from '@wps/contracts';
import { createBus, type Bus } from './bus.js';
import { createLiveHub, type LiveHub } from './live/hub.js';

/** What every module may use: configuration, database, clock, logger, events, attempt limits. */
export interface Platform {
  config: RuntimeConfig;
  /** The site's own base URL for links handed to partners (never the request's Host). */
  publicUrl: PublicUrl;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
  events: Events;
  /** Attempt counters for secrets and logins, shared by every process (platform/limits). */
  attempts: AttemptLimiter;
  /**
   * Background jobs in the database (platform/jobs.ts): a module defines its queues and schedules
   * in `setUp`; they start once the whole site is composed and seeded.
   */
  jobs: Jobs;
  /** Redis when REDIS_URL is set: attempt counters, rate limits and the bus live there. */
  redis: RedisHandle | null;
  /** Messages between processes: PostgreSQL NOTIFY, or Redis pub/sub when REDIS_URL is set. */
  bus: Bus;
  /** "Look again" signals to every process (over the bus): cache invalidation. */
  signals: Signals;
  /** The live channel to members' browsers (platform/live): push to members or a whole site. */
  live: LiveHub;
  /** Tells the back office's open desks in every process that a finance queue changed. */
  queueChanged(queue: DeskQueue): void;
}

/**
 * A module's manifest (docs/architecture.md, "Module shape"): how to set it up from the platform and
 * the services of the modules it needs (named in `Needs`, handed over by the composition root), and
 * how to register its calls. Adding a module is one `add` line in `src/composition.ts`.
 */
export interface ModuleManifest<Needs, Service> {
  name: string;
  setUp(platform: Platform, needs: Needs): Service;
  routes?(kit: RouteKit, service: Service, platform: Platform): void;
}

/** Sets modules up in the order they are added (a module's needs exist before it) and keeps their routes. */
export function createComposer(
  platform: Omit<
    Platform,
    'events' | 'attempts' | 'jobs' | 'redis' | 'bus' | 'signals' | 'live' | 'queueChanged'
  >,
) {
  const { config, database, logger } = platform;
  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL, config.REDIS_PREFIX, logger) : null;
  const bus = createBus(redis, database);
  const signals = createSignals(bus, platform.logger);
  const full: Platform = {
    ...platform,
    events: createEvents(platform.logger),
    attempts: createAttemptLimiter(
      redis ? redisAttemptStore(redis) : databaseAttemptStore(database.db),
      platform.clock,
    ),
    redis,
    jobs: createJobs(platform.database, platform.logger, {
      clock: platform.clock,
      maintenanceSeconds: config.JOBS_MAINTENANCE_SECONDS,
    }),
    bus,
    signals,
    live: createLiveHub(bus, platform.logger),
    queueChanged: createQueueAnnouncer(signals),
  };
  const registrations: ((kit: RouteKit) => void)[] = [];
  const names = new Set<string>();
  return {
    platform: full,
    add<Needs, Service>(manifest: ModuleManifest<Needs, Service>, needs: Needs): Service {
      if (names.has(manifest.name)) throw new Error(`module ${manifest.name} added twice`);
      names.add(manifest.name);
      const service = manifest.setUp(full, needs);
      const { routes } = manifest;
      if (routes) registrations.push((kit) => routes(kit, service, full));
      return service;
    },
    /** Registers every added module's calls, in the order the modules were added. */
    registerRoutes(kit: RouteKit): void {
      for (const register of registrations) register(kit);
    },
  };
}

export type Composer = ReturnType<typeof createComposer>;
