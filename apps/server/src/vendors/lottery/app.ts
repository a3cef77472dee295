import type { AddressInfo } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  lotteryGameCodeSchema,
  lottoCancelRequestSchema,
  lottoOrdersRequestSchema,
  lottoPlaceRequestSchema,
  lotteryQuoteRequestSchema,
  lotteryGameSettingsBodySchema,
  lotteryReportQuerySchema,
  lottoOperatorPaths,
  operatorLotteryDrawQuerySchema,
  lottoPlayerSchema,
  lottoVendorPaths,
  periodNumberSchema,
  type VendorCatalogue,
} from '@wps/contracts';
import { betTypesOf, LOTTERY_GAMES, lotteryGameByCode, parseVnShorthand } from '@wps/games';
import { lotteryIcon } from './art.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import type { DatabaseHandle } from '../../platform/db/index.js';
import { createJobs, type JobOptions, type Jobs } from '../../platform/jobs.js';
import { createLogger, type Logger } from '../../platform/logger.js';
import { toDecimal } from '../kit/money.js';
import { baseUrl, signedByPlatform, vendorFastify } from '../kit/http.js';
import { sign } from '../kit/signing.js';
import { WalletClient } from '../kit/wallet-client.js';
import {
  DEFAULT_DEBIT_RETRY_MS,
  DEFAULT_KEY_CAP_MINOR,
  DEFAULT_PORT,
  DEFAULT_SETTLE_RETRY,
  DEFAULT_WALLET_TIMEOUT_MS,
  VENDOR_CODE,
} from './config.js';
import { exposureBoard, operatorDraws, operatorGames, report, saveGame } from './admin.js';
import { LOTTO_JOBS, type LottoDeps, type LottoEvent } from './deps.js';
import { LottoError } from './errors.js';
import { listChases, listOrders } from './order-queries.js';
import { cancelOrder, placeOrders, quoteSlip } from './orders.js';
import { cancelPeriod, drawOverdue, drawPeriod, enterResult, schedulePeriods } from './periods.js';
import { gameDetail, listGames, period, recentDraws, recentGames, results } from './queries.js';
import { deliver, sweep } from './settlement.js';

export interface LottoVendorOptions {
  /** The secret shared with the platform (LOTTO_VENDOR_SECRET), both directions. */
  secret: string;
  /** 0 = any free port. Default 8092. */
  port?: number;
  host?: string;
  clock?: Clock;
  logger?: Logger;
  walletTimeoutMs?: number;
  debitRetryMs?: number[];
  settleRetry?: Required<Pick<JobOptions, 'retryLimit' | 'retryDelaySeconds' | 'retryBackoff'>>;
  /** How often its job workers look for work (seconds; default 1: draws are due to the second). */
  jobPollingSeconds?: number;
  /** The worst-case payout accepted on one key per period unless an operator set one (minor units). */
  defaultKeyCapMinor?: bigint;
  /** false: no job workers (tests that draw, settle and deliver by calling the use cases). */
  jobs?: boolean;
}

export interface LottoVendorAttachment {
  /** The database handle it is given (today the platform's): its tables and its job queue live there. */
  database: DatabaseHandle;
  /** Base of the platform's wallet (and event receiver), e.g. http://127.0.0.1:8080. */
  walletUrl: string;
}

export interface LottoVendor {
  url: string;
  jobs(): Jobs | null;
  attach(attachment: LottoVendorAttachment): Promise<void>;
  detach(): Promise<void>;
  deps: LottoDeps;
  close(): Promise<void>;
}

const gameQuery = z.object({
  code: lotteryGameCodeSchema,
  series: z.coerce.number().int().min(1000).max(2000).optional(),
});
const periodQuery = z.object({ code: lotteryGameCodeSchema, number: periodNumberSchema });
const resultsQuery = z.object({
  code: lotteryGameCodeSchema,
  count: z.coerce.number().int().min(1).max(100).default(100),
});
const drawsQuery = z.object({
  accountType: z.string().max(80).optional(),
  count: z.coerce.number().int().min(1).max(100).default(100),
});
const recentBody = lottoPlayerSchema.extend({ count: z.number().int().min(1).max(50).default(10) });
const parseBody = z.object({ text: z.string().max(4000), isoWeekday: z.number().int().min(1).max(7) });
const chasesBody = lottoPlayerSchema.extend({
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(100).default(20),
});
const operatorBody = z.object({ operator: z.string().min(1).max(100) });
const resultBody = operatorBody.extend({
  gameCode: lotteryGameCodeSchema,
  number: periodNumberSchema,
  prizes: z.record(z.string().max(10), z.array(z.string().regex(/^\d{1,6}$/)).max(20)),
});
const saveGameBody = lotteryGameSettingsBodySchema.extend({
  code: lotteryGameCodeSchema,
  operator: z.string().min(1).max(100),
});
const cancelPeriodBody = operatorBody.extend({ gameCode: lotteryGameCodeSchema, number: periodNumberSchema });

/** Builds the vendor (not listening). */
export function buildLottoVendor(options: LottoVendorOptions & { selfUrl?: () => string }) {
  const selfUrl = options.selfUrl ?? (() => '');
  const clock = options.clock ?? systemClock;
  const logger = (options.logger ?? createLogger('silent')).child({ service: 'lotto-vendor' });
  let attached: LottoVendorAttachment | null = null;
  let jobs: Jobs | null = null;
  const walletBase = () => attached?.walletUrl.replace(/\/+$/, '') ?? null;
  const wallet = new WalletClient({
    vendorCode: VENDOR_CODE,
    baseUrl: walletBase,
    secret: options.secret,
    clock,
    timeoutMs: options.walletTimeoutMs ?? DEFAULT_WALLET_TIMEOUT_MS,
  });
  const notify = async (event: LottoEvent) => {
    const base = walletBase();
    if (!base) return;
    const raw = JSON.stringify(event);
    const timestamp = String(clock.now().getTime());
    try {
      await fetch(`${base}/vendor-events/${VENDOR_CODE}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_TIMESTAMP_HEADER]: timestamp,
          [VENDOR_SIGNATURE_HEADER]: sign(options.secret, timestamp, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(2_000),
      });
    } catch (error) {
      logger.warn({ err: String(error), event }, 'lottery event not delivered');
    }
  };
  const deps: LottoDeps = {
    db: () => {
      const db = attached?.database.db;
      if (!db) throw new LottoError('UNAVAILABLE', 'the lottery is starting', 503);
      return db;
    },
    jobs: () => jobs,
    clock,
    logger,
    wallet,
    debitRetryMs: options.debitRetryMs ?? DEFAULT_DEBIT_RETRY_MS,
    defaultKeyCapMinor: options.defaultKeyCapMinor ?? DEFAULT_KEY_CAP_MINOR,
    notify,
  };
  const settleRetry = options.settleRetry ?? DEFAULT_SETTLE_RETRY;

  const app = vendorFastify(logger, 262_144);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.setErrorHandler((error: FastifyError | LottoError | Error, request, reply) => {
    if (error instanceof LottoError)
      return reply.status(error.status).send({
        error: error.code,
        message: error.message,
        ...(error.value !== undefined ? { value: error.value } : {}),
      });
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ error: 'INVALID_BET', message: error.message });
    request.log.error({ err: error }, 'lottery vendor error');
    return reply.status(500).send({ error: 'UNAVAILABLE', message: 'internal error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: 'NOT_FOUND',
      message: `no such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );

  /** Every call but the health check and the icons is the platform's, signed over its raw body. */
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === '/healthz' || request.url.startsWith('/assets/')) return;
    if (!signedByPlatform(request, options.secret, clock.now().getTime()))
      return reply
        .status(401)
        .send({ error: 'INVALID_SIGNATURE', message: 'invalid signature or timestamp' });
  });

  const parse = <T extends z.ZodType>(schema: T, input: unknown): z.infer<T> => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    throw new LottoError('INVALID_BET', `${issue.path.join('.') || 'body'}: ${issue.message}`, 400);
  };

  app.get('/healthz', async () => ({ status: attached ? 'ok' : 'starting' }));
  // Game icons, public (the member site shows them).
  app.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const match = /^([A-Z0-9_]{2,20})\.svg$/.exec(request.params.name);
    const game = match ? lotteryGameByCode(match[1]!) : undefined;
    if (!game) return reply.status(404).send({ error: 'NOT_FOUND', message: 'no such asset' });
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(lotteryIcon(game));
  });

  // The catalogue the platform syncs (one entry per game, in the lobby it routes to).
  app.get('/api/games', async (): Promise<VendorCatalogue> => ({
    games: LOTTERY_GAMES.map((game) => ({
      gameId: game.code,
      category: game.accountType === 'ELOTT' || game.accountType === 'TCG_SEA' ? 'ELOTT' : 'LOTT',
      name: { ...game.name },
      icon: `${selfUrl()}/assets/${game.code}.svg`,
      smallIcon: `${selfUrl()}/assets/${game.code}.svg`,
      minBet: toDecimal(game.minUnitMinor),
      lineNum: null,
      supportPlay: 1,
      accountTypeName: game.accountType,
      code: game.code,
      defaultPlayType: betTypesOf(game)[0]?.code ?? '',
    })),
  }));

  app.get(lottoVendorPaths.games, async () => ({ games: await listGames(deps) }));
  app.get(lottoVendorPaths.game, async (request) => {
    const query = parse(gameQuery, request.query);
    return gameDetail(deps, query.code, query.series);
  });
  app.get(lottoVendorPaths.results, async (request) => {
    const query = parse(resultsQuery, request.query);
    return results(deps, query.code, query.count);
  });
  app.get(lottoVendorPaths.period, async (request) => {
    const query = parse(periodQuery, request.query);
    return period(deps, query.code, query.number);
  });
  app.post(lottoVendorPaths.place, async (request) =>
    placeOrders(deps, parse(lottoPlaceRequestSchema, request.body)),
  );
  app.post(lottoVendorPaths.cancel, async (request) => {
    const input = parse(lottoCancelRequestSchema, request.body);
    return cancelOrder(deps, input.playerId, input.orderNo);
  });
  app.post(lottoVendorPaths.orders, async (request) =>
    listOrders(deps, parse(lottoOrdersRequestSchema, request.body)),
  );
  app.post(lottoVendorPaths.chases, async (request) => listChases(deps, parse(chasesBody, request.body)));
  app.post(lottoVendorPaths.parse, async (request) => {
    const input = parse(parseBody, request.body);
    return parseVnShorthand(input.text, { isoWeekday: input.isoWeekday });
  });

  app.post(lottoVendorPaths.quote, async (request) =>
    quoteSlip(deps, parse(lotteryQuoteRequestSchema, request.body)),
  );
  app.get(lottoVendorPaths.draws, async (request) => {
    const query = parse(drawsQuery, request.query);
    const families = (query.accountType ?? '')
      .split(',')
      .map((family) => family.trim())
      .filter(Boolean);
    return { list: await recentDraws(deps, families, query.count) };
  });
  app.post(lottoVendorPaths.recentGames, async (request) => {
    const input = parse(recentBody, request.body);
    return { games: await recentGames(deps, input.playerId, input.count) };
  });

  // The operator's calls (the platform's back office, signed like the rest).
  app.get(lottoOperatorPaths.games, async () => operatorGames(deps));
  app.post(lottoOperatorPaths.saveGame, async (request) => saveGame(deps, parse(saveGameBody, request.body)));
  app.get(lottoOperatorPaths.draws, async (request) =>
    operatorDraws(deps, parse(operatorLotteryDrawQuerySchema, request.query)),
  );
  app.post(lottoOperatorPaths.result, async (request) => enterResult(deps, parse(resultBody, request.body)));
  app.post(lottoOperatorPaths.cancelPeriod, async (request) =>
    cancelPeriod(deps, parse(cancelPeriodBody, request.body)),
  );
  app.get(lottoOperatorPaths.exposure, async (request) =>
    exposureBoard(deps, parse(z.object({ gameCode: lotteryGameCodeSchema }), request.query).gameCode),
  );
  app.get(lottoOperatorPaths.report, async (request) =>
    report(deps, parse(lotteryReportQuerySchema, request.query)),
  );

  const startJobs = async (attachment: LottoVendorAttachment) => {
    const queue = createJobs(attachment.database, logger, {
      clock,
      pollingSeconds: options.jobPollingSeconds ?? 1,
    });
    queue.define(LOTTO_JOBS.schedule, async () => void (await schedulePeriods(deps)));
    queue.define(
      LOTTO_JOBS.draw,
      async (data) => void (await drawPeriod(deps, String(data.gameCode), String(data.number))),
      settleRetry,
    );
    queue.define(
      LOTTO_JOBS.deliver,
      async (data) =>
        void (await deliver(
          deps,
          typeof data.gameCode === 'string' && typeof data.number === 'string'
            ? { gameCode: data.gameCode, number: data.number }
            : undefined,
        )),
      settleRetry,
    );
    queue.define(LOTTO_JOBS.sweep, async () => {
      await drawOverdue(deps);
      await sweep(deps);
    });
    queue.every(LOTTO_JOBS.schedule, '* * * * *');
    queue.every(LOTTO_JOBS.sweep, '* * * * *');
    await queue.start();
    return queue;
  };

  return {
    app,
    deps,
    attach: async (attachment: LottoVendorAttachment) => {
      attached = attachment;
      if (options.jobs === false) return;
      jobs = await startJobs(attachment);
      // The periods ahead at once, not at the next minute.
      await jobs.send(LOTTO_JOBS.schedule, {});
    },
    jobs: () => jobs,
    detach: async () => {
      const running = jobs;
      jobs = null;
      attached = null;
      await running?.stop();
    },
  };
}

/** Starts the vendor on its own port; it takes orders once `attach` gave it the database and wallet. */
export async function startLottoVendor(options: LottoVendorOptions): Promise<LottoVendor> {
  let url = '';
  const built = buildLottoVendor({ ...options, selfUrl: () => url });
  const host = options.host ?? '127.0.0.1';
  try {
    await built.app.listen({
      port: options.port ?? DEFAULT_PORT,
      host,
      listenTextResolver: (address) => `lottery vendor listening at ${address}`,
    });
  } catch (error) {
    await built.app.close();
    throw error;
  }
  const { port } = built.app.server.address() as AddressInfo;
  url = baseUrl(host, port);
  return {
    url,
    attach: built.attach,
    detach: built.detach,
    jobs: built.jobs,
    deps: built.deps,
    close: async () => {
      await built.app.close();
      await built.detach();
    },
  };
}
