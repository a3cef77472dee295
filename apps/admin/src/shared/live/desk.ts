import { DESK_PATH, LIVE_CLOSE, readDeskServerMessage, type DeskQueue } from '@wps/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useToken } from '../session/operator';

/*
 * The back office's desk channel (`/wps/admin/live`): one WebSocket per tab while an operator is
 * signed in, bound by `auth` with the token. A `queue` message makes the open lists of that queue
 * read their page again at once; while the channel is up the lists stop polling, and while it is
 * down (reconnecting after 1 s, doubling to 30 s) they poll as before.
 */

let connected = false;
const stateListeners = new Set<() => void>();
const queueListeners = new Set<(queue: DeskQueue) => void>();

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of stateListeners) listener();
}

/** Opens the channel for a token; answers the function that closes it for good. */
function connect(token: string): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let delay = 1_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const current = new WebSocket(`${scheme}://${window.location.host}${DESK_PATH}`);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = (event) => {
      let message = null;
      try {
        message = readDeskServerMessage(JSON.parse(String(event.data)));
      } catch {
        return;
      }
      if (message?.type === 'ready' && message.operator) {
        delay = 1_000;
        setConnected(true);
      } else if (message?.type === 'queue') for (const listener of queueListeners) listener(message.queue);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      setConnected(false);
      // A session that ended is the API's to report (sign-in again); nothing to reconnect to.
      if (stopped || event.code === LIVE_CLOSE.sessionEnded || event.code === LIVE_CLOSE.unauthorized) return;
      timer = setTimeout(open, delay + Math.random() * 250);
      delay = Math.min(delay * 2, 30_000);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close(1000, 'signed out');
    socket = null;
    setConnected(false);
  };
}

/** Keeps the channel open while an operator is signed in (the shell mounts it once). */
export function useDeskChannel(): void {
  const token = useToken();
  useEffect(() => (token && typeof WebSocket !== 'undefined' ? connect(token) : undefined), [token]);
}

/** Whether queue changes are being pushed now (the lists poll while they are not). */
export function useDeskConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

/** Calls `onChange` whenever one of `queues` changed in any process. */
export function useDeskQueues(queues: readonly DeskQueue[], onChange: () => void): void {
  const key = queues.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    const listener = (queue: DeskQueue) => {
      if (wanted.has(queue)) onChange();
    };
    queueListeners.add(listener);
    return () => {
      queueListeners.delete(listener);
    };
  }, [key, onChange]);
}
