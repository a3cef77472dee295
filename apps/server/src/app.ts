import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import { LIVE_MAX_CLIENT_MESSAGE } from '@wps/contracts';
import { serveAdminApp } from './admin-app.js';
import { trustProxyOption, type Config } from './platform/config.js';
import { createPublicUrl } from './platform/http/public-url.js';
import { API_CSP, HSTS, permissionsPolicy } from './platform/http/security-headers.js';
import { withPartnerSecrets } from './partner-secrets.js';
import type { Clock } from './platform/clock.js';
import { openDatabase, type DatabaseHandle } from './platform/db/index.js';
import { installErrorHandling } from './platform/http/error-handler.js';
import type { RouteGuards } from './platform/http/route.js';
import { createRouteKit } from './platform/http/route-kit.js';
import { databaseRateLimitStore } from './platform/limits/rate-limit-store.js';
import type { Logger } from './platform/logger.js';
import { isRestricted, locate } from './modules/system/location.js';
import { ADMIN_PASSWORD_FILE, seed } from './seed.js';
import { createIndexHtml } from './web-app.js';
import { compose, type AppDeps, type Composition, type Services } from './services.js';
import { AppError } from './platform/errors.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Where the site's game frames come from: every vendor known, and the configured game origins. */
function gameFrameUrls(config: AppDeps['config'], services: Services): string[] {
  const configured = config.GAME_FRAME_ORIGINS.split(',').map((origin) => origin.trim());
  return [...services.vendorDirectory.baseUrls(), ...configured.filter(Boolean)];
}

/** The composition root of the HTTP app: platform kit + every module's routes + the built web app. */
export async function buildApp(
  deps: AppDeps,
  composition: Composition = compose(deps),
  extend?: (app: FastifyInstance, guards: RouteGuards) => void,
): Promise<FastifyInstance> {
  const { services } = composition;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });

  deps.publicUrl.attach(app);
  // Both hooks run on every answer: plain callbacks, no promise each.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const gameFrames = () => gameFrameUrls(deps.config, services);
  // The policy changes only when the game origins do: worked out again then, not on every answer.
  let permissions = { frames: '', policy: '' };
  const permissionsHeader = () => {
    const frames = gameFrames();
    const key = frames.join(' ');
    if (permissions.policy === '' || key !== permissions.frames)
      permissions = { frames: key, policy: permissionsPolicy(frames) };
    return permissions.policy;
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('permissions-policy', permissionsHeader());
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Pages set their own policy (web-app.ts); anything else may neither run nor be framed.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
    if (request.url.startsWith('/wps/'))
      reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
    done(null, payload);
  });

  const guards: RouteGuards = {
    resolveSite: (merchant, host) =>
      services.merchants.resolveSite(merchant, host ? host.replace(/:\d+$/, '') : null),
    locate,
    rateLimitScale: deps.config.RATE_LIMIT_SCALE,
    isRestricted: (site, location) => isRestricted(site.settings.regionRestriction, location),
    authenticateOperator: (token) => services.operators.authenticate(token),
    authenticateMember: (token, site) => services.members.authenticate(token, site.merchantId),
    decryptPayload: (sealed, wrapped, keyId, method, urlPath) =>
      services.payloadKeys.decrypt(sealed, wrapped, keyId, method, urlPath),
  };

  // Before any route: a route takes the error handler in force when Fastify loads it, and awaiting a
  // plugin registration (static files below) loads the routes registered so far.
  let serveApp: (request: FastifyRequest, reply: FastifyReply) => unknown = () => undefined;
  installErrorHandling(app, (request, reply) => serveApp(request, reply));

  // Limits only the routes whose descriptor asks (`rateLimit`), by client address, counted in the
  // database so the limit holds across every API process.
  const { redis } = composition;
  await app.register(rateLimit, {
    global: false,
    // In Redis when configured (a brake on abuse: a Redis that does not answer lets requests through).
    ...(redis
      ? { redis: redis.commands, nameSpace: `${redis.prefix}rate:`, skipOnError: true }
      : {
          store: databaseRateLimitStore(deps.database, (error) =>
            deps.logger.warn({ err: error.message }, 'rate limit not counted'),
          ),
        }),
    errorResponseBuilder: (_request, context) =>
      new AppError('too.many.requests', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });

  // One WebSocket server for the whole app: the live channel and the desk channel both upgrade
  // through it (registered in each, every upgrade was handled twice and the second failed).
  await app.register(websocket, {
    options: { maxPayload: LIVE_MAX_CLIENT_MESSAGE, perMessageDeflate: false },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ready', database: deps.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: deps.database.kind });
    }
  });

  composition.registerRoutes(createRouteKit(app, guards, (code) => services.merchants.siteByCode(code)));
  extend?.(app, guards);

  await serveAdminApp(app, deps.config.ADMIN_DIST, deps.logger);

  const webDist = deps.config.WEB_DIST;
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const indexHtml = hasWeb ? createIndexHtml(webDist, services, deps.logger, gameFrames) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  } else {
    deps.logger.warn({ webDist }, 'web app not built; serving the API only');
  }

  serveApp = (request: FastifyRequest, reply: FastifyReply) => {
    // A missing asset is a 404; an extension-less path (or .html, as /register.html) is a page route.
    if (!hasWeb || request.method !== 'GET' || /\.(?!html$)[A-Za-z0-9]+$/.test(request.url.split('?')[0]!)) {
      return reply
        .status(404)
        .send({ success: false, value: null, message: 'Not found', errorCode: 'not.found' });
    }
    return indexHtml!(request, reply);
  };
  return app;
}

/** The database of the configuration, migrated. */
export function openConfiguredDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    logger,
  });
}

/**
 * Everything a process needs, in order: database (with migrations), partner secrets, services, seed,
 * HTTP app. Used by main.ts and by the API tests, so both run the very same start-up. main.ts opens
 * the database first (`database`) to give the in-process partners their secrets.
 */
export async function createApplication(
  config: Config,
  options: {
    clock: Clock;
    logger: Logger;
    database?: DatabaseHandle;
    extend?: (app: FastifyInstance, guards: RouteGuards) => void;
    captchaStore?: AppDeps['captchaStore'];
  },
) {
  const database = options.database ?? (await openConfiguredDatabase(config, options.logger));
  const deps: AppDeps = {
    config: await withPartnerSecrets(config, database.db),
    publicUrl: createPublicUrl(config.PUBLIC_URL),
    database,
    clock: options.clock,
    logger: options.logger,
    captchaStore: options.captchaStore,
  };
  const composition = compose(deps);
  const { services } = composition;
  await seed(database.db, services, {
    demo: config.SEED_DEMO,
    adminPassword: config.ADMIN_INITIAL_PASSWORD,
    adminPasswordFile:
      config.DATA_DIR === 'memory://' ? null : path.resolve(config.DATA_DIR, ADMIN_PASSWORD_FILE),
    logger: options.logger,
  });
  const app = await buildApp(deps, composition, options.extend);
  // Jobs start once every module is set up and the database seeded; they stop with the app.
  await services.jobs.start();
  await composition.signals.start();
  await composition.hub.start();
  app.addHook('onClose', async () => {
    await composition.hub.stop();
    await composition.signals.stop();
    await services.jobs.stop();
    await composition.bus.close();
    await composition.redis?.close();
  });
  return { app, database, services };
}
