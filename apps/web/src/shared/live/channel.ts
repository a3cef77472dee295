import {
  LIVE_CLOSE,
  LIVE_PATH,
  readLiveServerMessage,
  type LiveClientMessage,
  type LivePush,
} from '@wps/contracts';

/*
 * The live channel (docs/product.md §Live channel): one WebSocket per tab. It reconnects with a
 * growing, jittered pause (1 s doubling to 30 s), at once when the browser comes back online or the
 * tab becomes visible, and binds itself to the member again after each reconnect. While it is down
 * the pages poll as they did before it existed (`isLiveUp`).
 */

export type LiveState = 'connecting' | 'up' | 'down';

export interface LiveChannelOptions {
  /** Where to connect (the merchant goes in the query: a browser sets no headers on a WebSocket). */
  url(): string;
  /** The member's session token now, or null for a visitor. */
  token(): string | null;
  onPush(message: LivePush): void;
  /** The server closed the member's socket because the session ended. */
  onSessionEnded(): void;
  onState(state: LiveState): void;
  /** Tests pass a fake; the browser's otherwise. */
  WebSocket?: typeof WebSocket;
  timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout; random: () => number };
}

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
/** A socket that stayed up this long starts the next outage's pauses from the first again. */
const STABLE_MS = 10_000;
/** An application ping: a socket that does not answer within PONG_WAIT_MS is treated as dead. */
const PING_EVERY_MS = 25_000;
const PONG_WAIT_MS = 10_000;

export function liveUrl(location: Pick<Location, 'protocol' | 'host'>, merchant: string | null): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${LIVE_PATH}${merchant ? `?merchant=${encodeURIComponent(merchant)}` : ''}`;
}

export function createLiveChannel(options: LiveChannelOptions) {
  const Socket = options.WebSocket ?? WebSocket;
  const timers = options.timers ?? {
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
    random: Math.random,
  };
  let socket: WebSocket | null = null;
  let state: LiveState = 'down';
  let pause = FIRST_PAUSE_MS;
  let boundToken: string | null = null;
  let stopped = true;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let ping: ReturnType<typeof setTimeout> | null = null;
  let pongDue: ReturnType<typeof setTimeout> | null = null;
  let stableSince = 0;

  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    options.onState(next);
  };
  const clear = (timer: ReturnType<typeof setTimeout> | null) => {
    if (timer !== null) timers.clearTimeout(timer);
  };
  const send = (message: LiveClientMessage) =>
    socket?.readyState === Socket.OPEN && socket.send(JSON.stringify(message));

  function schedulePing() {
    clear(ping);
    ping = timers.setTimeout(() => {
      send({ type: 'ping' });
      clear(pongDue);
      pongDue = timers.setTimeout(() => socket?.close(), PONG_WAIT_MS);
    }, PING_EVERY_MS);
  }

  function bind() {
    const token = options.token();
    boundToken = token;
    if (token) send({ type: 'auth', token });
  }

  function connect() {
    clear(retry);
    retry = null;
    if (stopped || socket) return;
    setState('connecting');
    const opened = new Socket(options.url());
    socket = opened;
    opened.onmessage = (event) => {
      let message;
      try {
        message = readLiveServerMessage(JSON.parse(String(event.data)));
      } catch {
        return;
      }
      if (!message) return;
      schedulePing();
      clear(pongDue);
      if (message.type === 'pong') return;
      if (message.type === 'ready') {
        // The first `ready` is the visitor's; bind the member, and count as up once bound.
        if (!message.member && options.token()) bind();
        else {
          stableSince = Date.now();
          setState('up');
        }
        return;
      }
      options.onPush(message);
    };
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = null;
      clear(ping);
      clear(pongDue);
      if (event.code === LIVE_CLOSE.sessionEnded || event.code === LIVE_CLOSE.unauthorized)
        options.onSessionEnded();
      setState('down');
      if (stopped) return;
      if (stableSince && Date.now() - stableSince >= STABLE_MS) pause = FIRST_PAUSE_MS;
      stableSince = 0;
      const wait = pause / 2 + timers.random() * (pause / 2);
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
      retry = timers.setTimeout(connect, wait);
    };
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      connect();
    },
    stop() {
      stopped = true;
      clear(retry);
      socket?.close();
      socket = null;
      setState('down');
    },
    /**
     * The session changed: a new member binds the open socket; signing out closes it and a visitor's
     * opens (the server has no "unbind", and a closed socket hears nothing of the member).
     */
    sessionChanged() {
      const token = options.token();
      if (token === boundToken) return;
      if (token && !boundToken && socket) {
        // A connecting socket binds on its `ready`; an open visitor's socket binds now.
        if (socket.readyState === Socket.OPEN) bind();
        return;
      }
      boundToken = null;
      const old = socket;
      socket = null;
      old?.close();
      pause = FIRST_PAUSE_MS;
      connect();
    },
    /** Back online or visible again: a socket that is down tries at once. */
    wake() {
      if (!stopped && !socket) {
        pause = FIRST_PAUSE_MS;
        connect();
      }
    },
    state: () => state,
  };
}

export type LiveChannel = ReturnType<typeof createLiveChannel>;
