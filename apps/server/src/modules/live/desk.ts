import { DESK_QUEUES, LIVE_CLOSE, liveClientMessageSchema, type DeskServerMessage } from '@wps/contracts';
import type { OperatorPrincipal } from '../../platform/context.js';
import type { Logger } from '../../platform/logger.js';
import type { Signals } from '../../platform/signals.js';
import type { LiveSocket } from './service.js';

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
  const held = new Set<Desk>();
  const perAddress = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  const send = (desk: Desk, message: DeskServerMessage) => desk.socket.send(JSON.stringify(message));

  function release(desk: Desk) {
    if (!held.delete(desk)) return;
    const left = (perAddress.get(desk.address) ?? 1) - 1;
    if (left <= 0) perAddress.delete(desk.address);
    else perAddress.set(desk.address, left);
  }
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

  function heartbeat() {
    for (const desk of [...held]) {
      if (!desk.alive) {
        desk.socket.terminate();
        release(desk);
        continue;
      }
      desk.alive = false;
      desk.socket.ping();
    }
  }

  return {
    /** Takes a new socket from `address`; answers the handlers the transport calls. */
    open(socket: LiveSocket, address: string) {
      const count = perAddress.get(address) ?? 0;
      if (count >= deps.socketsPerAddress) {
        socket.close(LIVE_CLOSE.tooMany, 'too many sockets');
        return null;
      }
      perAddress.set(address, count + 1);
      const desk: Desk = { socket, address, alive: true, token: null };
      held.add(desk);
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
    start() {
      const every = (ms: number, run: () => unknown) => {
        const timer = setInterval(run, ms);
        timer.unref();
        timers.push(timer);
      };
      every(deps.heartbeatMs ?? 30_000, heartbeat);
      every(deps.sessionCheckMs ?? 30_000, () =>
        checkSessions().catch((error: unknown) =>
          logger.warn({ err: (error as Error).message }, 'desk session check failed'),
        ),
      );
    },
    stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      for (const desk of [...held]) close(desk, 1001, 'server stopping');
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
