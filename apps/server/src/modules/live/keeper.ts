import { LIVE_CLOSE } from '@wps/contracts';
import type { Logger } from '../../platform/logger.js';

/** What carries one socket (the WebSocket of @fastify/websocket in routes.ts, a fake in none). */
export interface LiveSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
  ping(): void;
  terminate(): void;
  /** Bytes queued and not yet sent. */
  readonly bufferedAmount: number;
}

/** What both channels (members' and the back office's desk) keep of an open socket. */
export interface KeptSocket {
  socket: LiveSocket;
  address: string;
  /** Whether it answered the last ping. */
  alive: boolean;
}

/**
 * The sockets one channel holds in this process: the cap per client address, the heartbeat (a socket
 * that did not answer the last ping is dropped), and the periodic session check. `onRelease` runs
 * once per socket when it leaves (closed, dropped or gone).
 */
export function createSocketKeeper<T extends KeptSocket>(options: {
  logger: Logger;
  /** Names the channel in log lines. */
  name: string;
  socketsPerAddress: number;
  heartbeatMs?: number;
  sessionCheckMs?: number;
  checkSessions: () => Promise<void>;
  onRelease?: (kept: T) => void;
}) {
  const held = new Set<T>();
  const perAddress = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];

  function release(kept: T) {
    if (!held.delete(kept)) return;
    options.onRelease?.(kept);
    const left = (perAddress.get(kept.address) ?? 1) - 1;
    if (left <= 0) perAddress.delete(kept.address);
    else perAddress.set(kept.address, left);
  }

  function heartbeat() {
    for (const kept of [...held]) {
      if (!kept.alive) {
        kept.socket.terminate();
        release(kept);
        continue;
      }
      kept.alive = false;
      kept.socket.ping();
    }
  }

  return {
    held,
    /** Whether `address` may open one more socket; a refused socket is closed with LIVE_CLOSE.tooMany. */
    admit(socket: LiveSocket, address: string): boolean {
      const count = perAddress.get(address) ?? 0;
      if (count >= options.socketsPerAddress) {
        socket.close(LIVE_CLOSE.tooMany, 'too many sockets');
        return false;
      }
      perAddress.set(address, count + 1);
      return true;
    },
    add(kept: T) {
      held.add(kept);
    },
    release,
    addresses: () => perAddress.size,
    start() {
      const every = (ms: number, run: () => unknown) => {
        const timer = setInterval(run, ms);
        timer.unref();
        timers.push(timer);
      };
      every(options.heartbeatMs ?? 30_000, heartbeat);
      every(options.sessionCheckMs ?? 30_000, () =>
        options
          .checkSessions()
          .catch((error: unknown) =>
            options.logger.warn({ err: (error as Error).message }, `${options.name} session check failed`),
          ),
      );
    },
    /** Stops the timers and closes every socket with `close`. */
    stop(close: (kept: T) => void) {
      for (const timer of timers.splice(0)) clearInterval(timer);
      for (const kept of [...held]) close(kept);
    },
  };
}
