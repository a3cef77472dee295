import { randomUUID } from 'node:crypto';
import { type GameCategory, type Language, type LaunchValue } from '@wps/contracts';
import { type Catalogue } from './catalogue.js';
import { lobbyUrlOf, playableGame, requireNoOtherUnfinished } from './rules.js';
import type { GameRow, VendorRow } from './store.js';
import { fundTransferVendor, transferRefused, type TransferChecks, type TransferMoves } from './transfer.js';
import type { VendorClient, VendorClientOptions } from './vendor-client.js';
import type { VendorEndpoint } from './vendor-directory.js';
import { AppError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';

/** What opening a session needs (the vendor-wallet service's `openSession`). */
export interface OpenSessionInput {
  merchantId: number;
  memberId: number;
  currency: string;
  vendorCode: string;
  gameCode: string;
  gameNodeId: number;
  category: GameCategory;
}

export interface UnfinishedRound {
  vendorCode: string;
  gameCode: string;
  roundId: string;
}

/** The vendor-wallet service's calls the launch needs; late-bound in services.ts. */
export interface SessionDeps {
  openSession(input: OpenSessionInput): Promise<{ sessionId: string; playerId: string }>;
  unfinishedRound(memberId: number): Promise<UnfinishedRound | null>;
}

export interface LaunchDeps extends SessionDeps {
  catalogue(merchantId: number): Promise<Catalogue>;
  /** The vendor's endpoint from a fresh directory (null: unknown). */
  endpoint(vendorCode: string): Promise<VendorEndpoint | null>;
  client(endpoint: VendorEndpoint): VendorClient;
  /** Options of the transfer adapter's vendor calls (the signature clock). */
  clientOptions?: VendorClientOptions;
  recordLaunch(memberId: number, gameId: number): Promise<void>;
  /** The wallet moves of a transfer-mode vendor for this member. */
  transferMoves(site: SiteContext, memberId: number, vendorCode: string): TransferMoves;
  /** The durable record of a transfer and its delayed status check (games.check-transfer). */
  transferChecks(site: SiteContext, memberId: number, vendorCode: string, playerId: string): TransferChecks;
  /** Wait before asking the status of a deposit whose answer was lost (default 1 s). */
  transferStatusDelayMs?: number;
}

export interface LaunchRequest {
  site: SiteContext;
  memberId: number;
  vendorCode: string;
  gameCode: string;
  nodeId?: number | undefined;
  language: Language;
  /** The site's origin (scheme, host and port), for the lobby link. */
  origin: string;
}

/** The vendor's endpoint for a launch, trial or sync: known, with an address, and not switched off. */
export async function reachable(
  deps: Pick<LaunchDeps, 'endpoint'>,
  vendor: Pick<VendorRow, 'code'>,
): Promise<VendorEndpoint> {
  const endpoint = await deps.endpoint(vendor.code);
  if (!endpoint?.baseUrl || endpoint.enabled === false)
    throw new AppError('system.busy', null, `Vendor ${vendor.code} is not reachable`);
  return endpoint;
}

/**
 * launchGame: one unfinished game per member (a round open in another game refuses the launch),
 * then a session from the vendor wallet, the transfer for transfer-mode vendors, the vendor's
 * launch, and the launch counted in the member's recent games.
 */
export async function launchGame(deps: LaunchDeps, request: LaunchRequest): Promise<LaunchValue> {
  const { site } = request;
  const catalogue = await deps.catalogue(site.merchantId);
  const { game, vendor } = playableGame(catalogue, request.vendorCode, request.gameCode, request.nodeId);
  requireNoOtherUnfinished(await deps.unfinishedRound(request.memberId), game);
  const endpoint = await reachable(deps, vendor);
  const currency = site.settings.currency.code;
  const session = await deps.openSession({
    merchantId: site.merchantId,
    memberId: request.memberId,
    currency,
    vendorCode: game.vendorCode,
    gameCode: game.gameCode,
    gameNodeId: game.id,
    category: game.category as GameCategory,
  });
  if (vendor.walletMode === 'transfer') await transfer(deps, request, endpoint, game, session.playerId);
  const answer = await deps.client(endpoint).launch({
    playerId: session.playerId,
    sessionId: session.sessionId,
    gameId: game.gameCode,
    currency,
    language: request.language,
    lobbyUrl: lobbyUrlOf(request.origin, game.category),
  });
  await deps.recordLaunch(request.memberId, game.id);
  return { content: { game_url: answer.gameUrl } };
}

async function transfer(
  deps: LaunchDeps,
  request: LaunchRequest,
  endpoint: VendorEndpoint,
  game: GameRow,
  playerId: string,
) {
  const outcome = await fundTransferVendor({
    endpoint,
    playerId,
    currency: request.site.settings.currency.code,
    reference: `launch-${randomUUID()}`,
    moves: deps.transferMoves(request.site, request.memberId, game.vendorCode),
    checks: deps.transferChecks(request.site, request.memberId, game.vendorCode, playerId),
    ...(deps.transferStatusDelayMs !== undefined ? { statusDelayMs: deps.transferStatusDelayMs } : {}),
    ...(deps.clientOptions ? { client: deps.clientOptions } : {}),
  });
  if (outcome.status === 'RETURNED') throw transferRefused();
}
