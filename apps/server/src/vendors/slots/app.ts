import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { vendorLaunchRequestSchema, vendorTrialRequestSchema, type VendorCatalogue } from '@wps/contracts';
import { replayRound, SLOT_GAMES, slotById } from '@wps/games';
import { systemClock, type Clock } from '../../platform/clock.js';
import type { DatabaseHandle } from '../../platform/db/index.js';
import { createJobs, type JobOptions, type Jobs } from '../../platform/jobs.js';
import { createLogger, type Logger } from '../../platform/logger.js';
import { gameIcon } from './art.js';
import { PLAY_SCRIPT, STYLESHEET, VERIFY_SCRIPT } from './assets.js';
import {
  DEFAULT_DEBIT_RETRY_MS,
  DEFAULT_MIN_SPIN_MS,
  DEFAULT_PORT,
  DEFAULT_SETTLE_RETRY,
  DEFAULT_WALLET_TIMEOUT_MS,
  VENDOR_CODE,
} from './config.js';
import { languageOf } from './i18n.js';
import { toDecimal, toMinor } from '../kit/money.js';
import { renderPlayPage, renderVerifyPage } from './pages.js';
import { betLadder, SLOT_JOBS, SlotError, SlotService } from './service.js';
import { baseUrl, signedByPlatform, vendorFastify } from '../kit/http.js';
import { WalletClient } from '../kit/wallet-client.js';

export interface SlotsVendorOptions {
  /** The secret shared with the platform (SLOTS_VENDOR_SECRET), both directions. */
  secret: string;
  /** 0 = any free port. Default 8091. */
  port?: number;
  host?: string;
  /** Base of the game page links; default the address it listens on. */
  publicUrl?: string;
  clock?: Clock;
  logger?: Logger;
  /** Shortest spin animation before the page shows a result (SLOTS_MIN_SPIN_MS). */
  minSpinMs?: number;
  /** Origins besides the platform's that may frame the game page. */
  frameAncestors?: string[];
  walletTimeoutMs?: number;
  debitRetryMs?: number[];
  /** Retry policy of credits and rollbacks the wallet did not answer (default DEFAULT_SETTLE_RETRY). */
  settleRetry?: Required<Pick<JobOptions, 'retryLimit' | 'retryDelaySeconds' | 'retryBackoff'>>;
  /** How often its job workers look for work (seconds; default 2). */
  jobPollingSeconds?: number;
}

export interface SlotsVendorAttachment {
  /**
   * The database handle it is given (today the platform's): the vendor's own tables and its job
   * queue (`slots-vendor.*` in the `pgboss` schema) live there.
   */
  database: DatabaseHandle;
  /** Base of the platform's wallet, e.g. http://127.0.0.1:8080. */
  walletUrl: string;
}

export interface SlotsVendor {
  url: string;
  publicUrl: string;
  /** Its job queue once attached (null before). */
  jobs(): Jobs | null;
  /** Gives the vendor its database and the platform's wallet URL, and starts its jobs. */
  attach(attachment: SlotsVendorAttachment): Promise<void>;
  /** Stops its jobs and forgets its database: its API answers 503 again until attached. */
  detach(): Promise<void>;
  /** The verifier link of a round. */
  verifyUrlOf(roundId: string): string;
  service: SlotService;
  close(): Promise<void>;
}

const ASSETS: Record<string, { type: string; body: string }> = {
  'slots.css': { type: 'text/css; charset=utf-8', body: STYLESHEET },
  'play.js': { type: 'text/javascript; charset=utf-8', body: PLAY_SCRIPT },
  'verify.js': { type: 'text/javascript; charset=utf-8', body: VERIFY_SCRIPT },
};
const ASSET_ETAGS = Object.fromEntries(
  Object.entries(ASSETS).map(([name, asset]) => [
    name,
    `"${createHash('sha256').update(asset.body).digest('hex').slice(0, 16)}"`,
  ]),
);

const spinSchema = z.object({
  token: z.string().min(1).max(100),
  betMinor: z.union([z.string().max(20), z.number()]).optional(),
  bet: z.string().max(20).optional(),
  clientSeed: z
    .string()
    .max(64)
    .regex(/^[\x21-\x7e]*$/, 'printable ASCII without spaces')
    .optional(),
});
const rotateSchema = z.object({
  token: z.string().min(1).max(100),
  clientSeed: spinSchema.shape.clientSeed,
});
const verifySchema = z.object({
  game: z.string().max(64),
  serverSeed: z.string().min(1).max(200),
  clientSeed: z.string().max(64).default(''),
  nonce: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31),
  bet: z.string().max(20),
});

/** Origins that may frame the pages: the platform's (both loopback spellings) and configured ones. */
function ancestorsOf(walletUrl: string | null, extra: string[]): string {
  const origins = new Set<string>(extra);
  if (walletUrl) {
    const url = new URL(walletUrl);
    origins.add(url.origin);
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
      origins.add(`${url.protocol}//127.0.0.1:${url.port}`);
      origins.add(`${url.protocol}//localhost:${url.port}`);
    }
  }
  return ["'self'", ...origins].join(' ');
}

/** Builds the vendor (not listening); `publicUrl` is read lazily for port 0. */
export function buildSlotsVendor(
  options: Omit<SlotsVendorOptions, 'publicUrl' | 'port' | 'host'> & { publicUrl: () => string },
) {
  const clock = options.clock ?? systemClock;
  const logger = (options.logger ?? createLogger('silent')).child({ service: 'slots-vendor' });
  let attached: SlotsVendorAttachment | null = null;
  let jobs: Jobs | null = null;
  const wallet = new WalletClient({
    vendorCode: VENDOR_CODE,
    baseUrl: () => attached?.walletUrl.replace(/\/+$/, '') ?? null,
    secret: options.secret,
    clock,
    timeoutMs: options.walletTimeoutMs ?? DEFAULT_WALLET_TIMEOUT_MS,
  });
  const settleRetry = options.settleRetry ?? DEFAULT_SETTLE_RETRY;
  const service = new SlotService({
    db: () => attached?.database.db ?? null,
    jobs: () => jobs,
    clock,
    logger,
    wallet,
    debitRetryMs: options.debitRetryMs ?? DEFAULT_DEBIT_RETRY_MS,
    settleRetry,
  });
  const minSpinMs = options.minSpinMs ?? DEFAULT_MIN_SPIN_MS;
  const verifyUrlOf = (roundId: string) =>
    `${options.publicUrl()}/verify?round=${encodeURIComponent(roundId)}`;

  // JSON kept as the raw text the platform signed (kit/http.ts).
  const app = vendorFastify(logger, 16_384);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((error: FastifyError | SlotError | Error, request, reply) => {
    if (error instanceof SlotError)
      return reply.status(error.status).send({
        error: error.code,
        message: error.message,
        ...(error.balance ? { balance: error.balance } : {}),
      });
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ error: 'INVALID_REQUEST', message: error.message });
    request.log.error({ err: error }, 'slot vendor error');
    return reply.status(500).send({ error: 'FAILED', message: 'internal error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: 'NOT_FOUND',
      message: `no such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );

  /** The platform's signature over the raw body (empty for GET), checked before anything else. */
  const requireSignature = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!signedByPlatform(request, options.secret, clock.now().getTime()))
      return reply.status(401).send({ error: 'invalid signature or timestamp' });
  };

  const parse = <T extends z.ZodType>(schema: T, input: unknown): z.infer<T> => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    throw Object.assign(new Error(`${issue.path.join('.') || 'body'}: ${issue.message}`), {
      statusCode: 400,
    });
  };

  const sendHtml = (reply: FastifyReply, status: number, html: string, nonce: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors ${ancestorsOf(
          attached?.walletUrl ?? null,
          options.frameAncestors ?? [],
        )}`,
      )
      .send(html);

  app.get('/', async () => ({
    service: 'AURORA slots (in-house game vendor)',
    endpoints: [
      'POST /api/launch (signed)',
      'POST /api/trial (signed)',
      'GET /api/games (signed)',
      'GET /play/:token',
      'POST /api/spin',
      'POST /api/seed/rotate',
      'GET /api/verify',
      'GET /verify',
    ],
  }));
  app.get('/favicon.ico', async (_request, reply) => reply.status(204).send());
  app.get('/healthz', async () => ({ status: attached ? 'ok' : 'starting' }));

  // --- What the platform calls (signed) -----------------------------------------------------------

  const gameUrl = (token: string) => ({ gameUrl: `${options.publicUrl()}/play/${token}` });

  app.post('/api/launch', { preHandler: requireSignature }, async (request) => {
    const input = parse(vendorLaunchRequestSchema, request.body);
    const session = await service.createSession({
      mode: 'real',
      playerId: input.playerId,
      walletSessionId: input.sessionId,
      gameId: input.gameId,
      currency: input.currency,
      language: input.language,
      lobbyUrl: input.lobbyUrl,
    });
    request.log.info({ gameId: input.gameId }, 'slot session launched');
    return gameUrl(session.id);
  });

  app.post('/api/trial', { preHandler: requireSignature }, async (request) => {
    const input = parse(vendorTrialRequestSchema, request.body);
    const session = await service.createSession({
      mode: 'trial',
      playerId: 'trial',
      walletSessionId: null,
      gameId: input.gameId,
      currency: input.currency,
      language: input.language,
      lobbyUrl: input.lobbyUrl,
    });
    return gameUrl(session.id);
  });

  app.get('/api/games', { preHandler: requireSignature }, async (): Promise<VendorCatalogue> => ({
    games: SLOT_GAMES.map((game) => ({
      gameId: game.id,
      category: 'RNG',
      name: { ...game.names },
      icon: `${options.publicUrl()}/assets/${game.id}.svg`,
      smallIcon: `${options.publicUrl()}/assets/${game.id}.svg`,
      minBet: toDecimal(game.minBetMinor),
      lineNum: game.lines,
      supportPlay: 0,
    })),
  }));

  // --- Static assets -----------------------------------------------------------------------------

  app.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const { name } = request.params;
    const icon = /^([a-z0-9-]+)\.svg$/.exec(name);
    if (icon) {
      const game = slotById(icon[1]!);
      if (!game) return reply.status(404).send({ error: 'NOT_FOUND' });
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(gameIcon(game.id, game.name));
    }
    const asset = ASSETS[name];
    if (!asset) return reply.status(404).send({ error: 'NOT_FOUND' });
    if (request.headers['if-none-match'] === ASSET_ETAGS[name]) return reply.status(304).send();
    return reply
      .header('content-type', asset.type)
      .header('etag', ASSET_ETAGS[name])
      .header('cache-control', 'no-cache')
      .send(asset.body);
  });

  // --- The game page and its calls ---------------------------------------------------------------

  app.get<{ Params: { token: string } }>('/play/:token', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    let session;
    try {
      session = await service.session(request.params.token);
    } catch (error) {
      if (!(error instanceof SlotError)) throw error;
      const text =
        error.code === 'UNAVAILABLE'
          ? 'The game server is starting. Please try again.'
          : 'This game session has ended. Please open the game again from the lobby.';
      return sendHtml(
        reply,
        error.status,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>AURORA</title><link rel="stylesheet" href="/assets/slots.css" nonce="${nonce}"></head><body><div class="wrap"><p class="status error" data-testid="status">${text}</p></div></body></html>`,
        nonce,
      );
    }
    const definition = slotById(session.gameId)!;
    const [seed, balance, lastRound] = await Promise.all([
      service.seedOf(session),
      service.balance(session),
      service.lastRound(session),
    ]);
    const bets = betLadder(definition);
    const defaultBet = bets.find((bet) => bet >= 100n) ?? bets[0]!;
    const grid = (lastRound?.outcome as { grid?: string[][] } | null)?.grid;
    return sendHtml(
      reply,
      200,
      renderPlayPage({
        token: session.id,
        definition,
        lang: languageOf(session.language),
        mode: session.mode === 'trial' ? 'trial' : 'real',
        currency: session.currency,
        lobbyUrl: session.lobbyUrl,
        balance,
        bets,
        defaultBet,
        minSpinMs,
        seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce },
        lastRound: lastRound && grid ? { roundId: lastRound.roundId, grid } : null,
        verifyUrl: `${options.publicUrl()}/verify`,
        nonce,
      }),
      nonce,
    );
  });

  app.get<{ Params: { token: string } }>('/api/session/:token', async (request) => {
    const session = await service.session(request.params.token);
    const [seed, balance, lastRound] = await Promise.all([
      service.seedOf(session),
      service.balance(session),
      service.lastRound(session),
    ]);
    return {
      mode: session.mode,
      gameId: session.gameId,
      currency: session.currency,
      balance,
      seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce },
      lastRoundId: lastRound?.roundId ?? null,
    };
  });

  app.post('/api/spin', async (request) => {
    const input = parse(spinSchema, request.body);
    return service.spin(input.token, input);
  });

  app.post('/api/seed/rotate', async (request) => {
    const input = parse(rotateSchema, request.body);
    const session = await service.session(input.token);
    return service.rotateSeed(session, input.clientSeed);
  });

  // --- The public verifier -----------------------------------------------------------------------

  app.get('/api/verify', async (request, reply) => {
    const input = parse(verifySchema, request.query);
    const definition = slotById(input.game);
    const betMinor = toMinor(input.bet);
    if (!definition) return reply.status(400).send({ error: 'unknown game' });
    if (betMinor === null) return reply.status(400).send({ error: 'bet: not an amount' });
    try {
      const result = replayRound({
        gameId: definition.id,
        serverSeed: input.serverSeed,
        clientSeed: input.clientSeed,
        nonce: input.nonce,
        betMinor,
      });
      return {
        gameId: result.gameId,
        serverSeedHash: result.serverSeedHash,
        clientSeed: input.clientSeed,
        nonce: input.nonce,
        bet: toDecimal(betMinor),
        stops: result.stops,
        grid: result.grid,
        lines: result.lines.map((line) => ({
          line: line.line,
          symbol: line.symbol,
          count: line.count,
          multiplier: line.multiplier,
          win: toDecimal(line.winMinor),
        })),
        win: toDecimal(result.winMinor),
        winMinor: result.winMinor.toString(),
      };
    } catch (error) {
      return reply.status(400).send({ error: (error as Error).message });
    }
  });

  app.get<{ Params: { roundId: string } }>('/api/rounds/:roundId', async (request, reply) => {
    const round = await service.roundForVerifier(request.params.roundId);
    if (!round) return reply.status(404).send({ error: 'NOT_FOUND' });
    return round;
  });

  app.get<{ Querystring: { round?: string } }>('/verify', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const roundId = typeof request.query.round === 'string' ? request.query.round.slice(0, 100) : null;
    const round = roundId ? await service.roundForVerifier(roundId) : null;
    return sendHtml(
      reply,
      200,
      renderVerifyPage({
        nonce,
        roundId,
        notFound: roundId !== null && !round,
        unrevealed: round !== null && !round.revealed,
        prefill: round
          ? {
              gameId: round.gameId,
              serverSeed: round.serverSeed ?? '',
              clientSeed: round.clientSeed,
              nonce: round.nonce,
              bet: round.bet,
              serverSeedHash: round.serverSeedHash,
            }
          : null,
      }),
      nonce,
    );
  });

  /**
   * Its own queue workers on the database it is given (docs/decisions.md, "The slot vendor's jobs"):
   * credits and rollbacks retried with `settleRetry`, and the sweeper every minute.
   */
  const startJobs = async (attachment: SlotsVendorAttachment) => {
    const queue = createJobs(attachment.database, logger, {
      clock,
      ...(options.jobPollingSeconds ? { pollingSeconds: options.jobPollingSeconds } : {}),
    });
    queue.define(
      SLOT_JOBS.credit,
      async (data) => void (await service.settle(String(data.roundId), 'credit')),
      settleRetry,
    );
    queue.define(
      SLOT_JOBS.rollback,
      async (data) => void (await service.settle(String(data.roundId), 'rollback')),
      settleRetry,
    );
    queue.define(SLOT_JOBS.sweep, async () => void (await service.sweep()));
    queue.every(SLOT_JOBS.sweep, '* * * * *');
    await queue.start();
    return queue;
  };

  return {
    app,
    service,
    verifyUrlOf,
    attach: async (attachment: SlotsVendorAttachment) => {
      attached = attachment;
      jobs = await startJobs(attachment);
    },
    /** The vendor's job queue once attached (tests send its runs). */
    jobs: () => jobs,
    detach: async () => {
      const running = jobs;
      jobs = null;
      attached = null;
      await running?.stop();
    },
  };
}

/** Starts the vendor on its own port; it serves spins once `attach` gave it the database and wallet. */
export async function startSlotsVendor(options: SlotsVendorOptions): Promise<SlotsVendor> {
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';
  const built = buildSlotsVendor({ ...options, publicUrl: () => publicUrl });
  const host = options.host ?? '127.0.0.1';
  try {
    await built.app.listen({
      port: options.port ?? DEFAULT_PORT,
      host,
      listenTextResolver: (address) => `slot vendor listening at ${address}`,
    });
  } catch (error) {
    await built.app.close();
    throw error;
  }
  const { port } = built.app.server.address() as AddressInfo;
  const url = baseUrl(host, port);
  if (!publicUrl) publicUrl = url;
  return {
    url,
    publicUrl,
    attach: built.attach,
    verifyUrlOf: built.verifyUrlOf,
    service: built.service,
    jobs: built.jobs,
    detach: built.detach,
    close: async () => {
      await built.app.close();
      // Stops taking jobs (a run in flight gets 5 s; one cut short is retried), before the database closes.
      await built.detach();
    },
  };
}
