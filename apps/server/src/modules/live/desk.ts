import { DESK_QUEUES, LIVE_CLOSE, liveClientMessageSchema, type DeskServerMessage } from '@wps/contracts';
import type { OperatorPrincipal } from '../../platform/context.js';
import type { Logger } from '../../platform/logger.js';
import type { Signals } from '../../platform/signals.js';
import { createSocketKeeper, type LiveSocket } from './keeper.js';

export interface DeskDeps {
  logger: Logger;
  signals: Signals;
  /** The operator a token names now (null once signed out, expired or switched off). */
  authenticate(token: string): Promise<OperatorPrincipal | null>;
  /** Sockets one address may hold. */
  socketsPerAddress: number;
  heartbeatMs?: number;
  sessionCheckMs?: number;
}

interface Desk {
  socket: LiveSocket;
  address: string;
  alive: boolean;
  /** The operator's token once `auth` named a live session; null before. */
  token: string | null;
}

/**
 * The back office's desk channel (`/wps/admin/live`, docs/product.md §Back office): after `auth` with
 * an operator token, a socket hears `queue` whenever a finance queue changed in any process (the
 * `queue` signal), so open lists read their page again at once instead of waiting for their poll.
 * Sessions are checked again periodically (an operator signed out or switched off is closed with
 * LIVE_CLOSE.sessionEnded); sockets that stop answering pings are dropped.
 */
export function createDeskService(deps: DeskDeps) {
  const { logger } = deps;
  const keeper = createSocketKeeper<Desk>({
    logger,
    name: 'desk',
    socketsPerAddress: deps.socketsPerAddress,
    ...(deps.heartbeatMs ? { heartbeatMs: deps.heartbeatMs } : {}),
    ...(deps.sessionCheckMs ? { sessionCheckMs: deps.sessionCheckMs } : {}),
    checkSessions: () => checkSessions(),
  });
  const { held, release } = keeper;
  const send = (desk: Desk, message: DeskServerMessage) => desk.socket.send(JSON.stringify(message));
  function close(desk: Desk, code: number, reason: string) {
    release(desk);
    desk.socket.close(code, reason);
  }

  deps.signals.on('queue', (queue) => {
    if (!(DESK_QUEUES as readonly string[]).includes(queue)) return;
    const text = JSON.stringify({ type: 'queue', queue });
    for (const desk of held) if (desk.token) desk.socket.send(text);
  });

  async function onMessage(desk: Desk, raw: string) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // Answered below as a bad message.
    }
    const checked = liveClientMessageSchema.safeParse(parsed);
    if (!checked.success) return close(desk, LIVE_CLOSE.badMessage, 'bad message');
    if (checked.data.type === 'ping') return send(desk, { type: 'pong' });
    const operator = await deps.authenticate(checked.data.token);
    if (!held.has(desk)) return;
    if (!operator) return close(desk, LIVE_CLOSE.unauthorized, 'no session');
    desk.token = checked.data.token;
    send(desk, { type: 'ready', operator: true });
  }

  /** Closes the sockets whose operator session ended (signed out, expired, switched off). */
  async function checkSessions() {
    for (const desk of [...held])
      if (desk.token && !(await deps.authenticate(desk.token)) && held.has(desk))
        close(desk, LIVE_CLOSE.sessionEnded, 'session ended');
  }

  return {
    /** Takes a new socket from `address`; answers the handlers the transport calls. */
    open(socket: LiveSocket, address: string) {
      if (!keeper.admit(socket, address)) return null;
      const desk: Desk = { socket, address, alive: true, token: null };
      keeper.add(desk);
      send(desk, { type: 'ready', operator: false });
      let queue = Promise.resolve();
      return {
        message: (raw: string) => {
          queue = queue
            .then(() => onMessage(desk, raw))
            .catch((error: unknown) => {
              logger.warn({ err: (error as Error).message }, 'desk message failed');
              close(desk, 1011, 'server error');
            });
        },
        pong: () => {
          desk.alive = true;
        },
        closed: () => release(desk),
      };
    },
    checkSessions,
    count: () => ({ sockets: held.size, operators: [...held].filter((desk) => desk.token).length }),
    start: () => keeper.start(),
    stop: () => keeper.stop((desk) => close(desk, 1001, 'server stopping')),
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
