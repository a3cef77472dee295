import { LIVE_PATH, liveServerMessageSchema, type LiveServerMessage } from '@wps/contracts';
import WebSocket from 'ws';

/** One live channel socket as the member site opens it, with everything it heard. */
export interface LiveClient {
  socket: WebSocket;
  heard: LiveServerMessage[];
  /** The next message (from now or already heard and not yet taken) that matches. */
  next<T extends LiveServerMessage['type']>(
    type: T,
    options?: { timeoutMs?: number; where?: (message: Extract<LiveServerMessage, { type: T }>) => boolean },
  ): Promise<Extract<LiveServerMessage, { type: T }>>;
  /** Sends `auth` and waits for `ready`. */
  auth(token: string): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Opens `/wps/live` on a server (its merchant by the `merchant` query, as the site does). */
export async function openLive(
  server: { url: string },
  options: { merchant?: string | null; token?: string } = {},
): Promise<LiveClient> {
  const merchant = options.merchant === undefined ? 'aurora' : options.merchant;
  const url = `${server.url.replace(/^http/, 'ws')}${LIVE_PATH}${merchant ? `?merchant=${merchant}` : ''}`;
  const socket = new WebSocket(url);
  const heard: LiveServerMessage[] = [];
  const taken = new Set<LiveServerMessage>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    heard.push(liveServerMessageSchema.parse(JSON.parse(String(data))));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters) wake();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`live channel refused with HTTP ${response.statusCode}`)),
    );
  });

  const client: LiveClient = {
    socket,
    heard,
    next(type, { timeoutMs = 5_000, where } = {}) {
      type Wanted = Extract<LiveServerMessage, { type: typeof type }>;
      return new Promise<Wanted>((resolve, reject) => {
        const look = () => {
          const found = heard.find(
            (message): message is Wanted =>
              !taken.has(message) && message.type === type && (!where || where(message as Wanted)),
          );
          if (found) {
            taken.add(found);
            done();
            resolve(found);
          } else if (socket.readyState === WebSocket.CLOSED) {
            done();
            reject(new Error(`socket closed before a ${type} message (heard ${JSON.stringify(heard)})`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${type} message within ${timeoutMs} ms (heard ${JSON.stringify(heard)})`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
    async auth(token) {
      socket.send(JSON.stringify({ type: 'auth', token }));
      await client.next('ready', { where: (message) => message.member });
    },
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) {
        socket.close();
        await closed;
      }
    },
  };
  await client.next('ready');
  if (options.token) await client.auth(options.token);
  return client;
}
