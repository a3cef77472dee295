import { LIVE_CLOSE, liveClientMessageSchema, type LiveServerMessage } from '@wps/contracts';
import type { MemberPrincipal, SiteContext } from '../../platform/context.js';
import type { LiveConnection, LiveHub } from '../../platform/live/hub.js';
import type { Logger } from '../../platform/logger.js';
import { createSocketKeeper, type LiveSocket } from './keeper.js';

export type { LiveSocket } from './keeper.js';

export interface LiveDeps {
  hub: LiveHub;
  logger: Logger;
  authenticate(token: string, site: SiteContext): Promise<MemberPrincipal | null>;
  /** Which of these tokens no longer name a live session of the merchant (one query, no touch). */
  endedSessions(merchantId: number, tokens: readonly string[]): Promise<Set<string>>;
  /** Sockets one address may hold. */
  socketsPerAddress: number;
  /** How often sockets are pinged (a socket that did not answer the last ping is dropped). */
  heartbeatMs?: number;
  /** How often the member sockets' sessions are checked again. */
  sessionCheckMs?: number;
}

/** A socket that queues more than this is too slow to keep: it is dropped and reconnects. */
const MAX_BUFFERED_BYTES = 1_048_576;

interface Held extends LiveConnection {
  alive: boolean;
  address: string;
  socket: LiveSocket;
}

/**
 * The live channel (docs/product.md §Live channel): opens sockets for a site, binds them to a member
 * on `auth`, answers pings, checks every member socket's session periodically (closing those whose
 * session ended with LIVE_CLOSE.sessionEnded), and drops sockets that stop answering.
 */
export function createLiveService(deps: LiveDeps) {
  const { hub, logger } = deps;
  const keeper = createSocketKeeper<Held>({
    logger,
    name: 'live',
    socketsPerAddress: deps.socketsPerAddress,
    ...(deps.heartbeatMs ? { heartbeatMs: deps.heartbeatMs } : {}),
    ...(deps.sessionCheckMs ? { sessionCheckMs: deps.sessionCheckMs } : {}),
    checkSessions: () => checkSessions(),
    onRelease: (connection) => hub.remove(connection),
  });
  const { held, release } = keeper;

  const message = (socket: LiveSocket, value: LiveServerMessage) => socket.send(JSON.stringify(value));

  async function onMessage(connection: Held, site: SiteContext, raw: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const checked = liveClientMessageSchema.safeParse(parsed);
    if (!checked.success) {
      connection.close(LIVE_CLOSE.badMessage, 'bad message');
      return;
    }
    const sent = checked.data;
    switch (sent.type) {
      case 'ping':
        message(connection.socket, { type: 'pong' });
        return;
      case 'auth': {
        const member = await deps.authenticate(sent.token, site);
        if (!held.has(connection)) return;
        if (!member) {
          connection.close(LIVE_CLOSE.unauthorized, 'no session');
          return;
        }
        hub.bind(connection, { id: member.id, token: sent.token });
        message(connection.socket, { type: 'ready', member: true });
        return;
      }
    }
  }

  /** Closes the member sockets whose session ended (signed out elsewhere, revoked, expired, idle). */
  async function checkSessions() {
    const byMerchant = new Map<number, Held[]>();
    for (const connection of held) {
      if (!connection.member) continue;
      const list = byMerchant.get(connection.merchantId);
      if (list) list.push(connection);
      else byMerchant.set(connection.merchantId, [connection]);
    }
    for (const [merchantId, connections] of byMerchant) {
      const ended = new Set<string>();
      // One query per thousand sockets, so no statement carries tens of thousands of parameters.
      for (let start = 0; start < connections.length; start += 1_000)
        for (const token of await deps.endedSessions(
          merchantId,
          connections.slice(start, start + 1_000).map((connection) => connection.member!.token),
        ))
          ended.add(token);
      for (const connection of connections)
        if (connection.member && ended.has(connection.member.token))
          connection.close(LIVE_CLOSE.sessionEnded, 'session ended');
    }
  }

  return {
    /**
     * Takes a new socket of `site` from `address`. Answers the handlers the transport calls: a message,
     * a pong, and the close.
     */
    open(socket: LiveSocket, site: SiteContext, address: string) {
      if (!keeper.admit(socket, address)) return null;
      const connection: Held = {
        merchantId: site.merchantId,
        member: null,
        alive: true,
        address,
        socket,
        send(text) {
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            socket.terminate();
            release(connection);
            return;
          }
          socket.send(text);
        },
        close(code, reason) {
          release(connection);
          socket.close(code, reason);
        },
      };
      keeper.add(connection);
      hub.add(connection);
      message(socket, { type: 'ready', member: false });
      // Messages are handled one after another, so an `auth` and what follows keep their order.
      let queue = Promise.resolve();
      return {
        message: (raw: string) => {
          queue = queue
            .then(() => onMessage(connection, site, raw))
            .catch((error: unknown) => {
              logger.warn({ err: (error as Error).message }, 'live message failed');
              connection.close(1011, 'server error');
            });
        },
        pong: () => {
          connection.alive = true;
        },
        closed: () => release(connection),
      };
    },
    checkSessions,
    count: () => ({ ...hub.count(), addresses: keeper.addresses() }),
    start: () => keeper.start(),
    stop: () => keeper.stop((connection) => connection.close(1001, 'server stopping')),
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
