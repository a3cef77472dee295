import type { DeskQueue } from '@wps/contracts';
import type { Bus } from './bus.js';
import type { Logger } from './logger.js';

/*
 * Signals between the processes of one site (docs/architecture.md, "Scale-out"): "this changed, look
 * again", carried by the bus (PostgreSQL NOTIFY on the site's own database, or Redis pub/sub when
 * configured; PGlite delivers them in its one process). A signal is a hint, never the data: whoever hears it reads the database again, so one
 * lost while a connection was down costs only the cache's own lifetime.
 */

export interface SignalMap {
  /** A merchant's settings or profile changed (payload: merchant code). */
  settings: string;
  /** A merchant's game catalogue changed (payload: merchant id). */
  catalogue: string;
  /** The game vendors an operator configured changed (payload: vendor code). */
  vendors: string;
  /** A finance queue changed: an order or request added or decided (payload: a DeskQueue). */
  queue: string;
}

export interface Signals {
  /** Tells every process (this one too). */
  publish<K extends keyof SignalMap>(topic: K, payload: SignalMap[K]): Promise<void>;
  /** Hears the topic in this process; call before `start`. */
  on<K extends keyof SignalMap>(topic: K, handler: (payload: SignalMap[K]) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const channelOf = (topic: keyof SignalMap) => `wps_${topic}`;

export function createSignals(bus: Bus, logger: Logger): Signals {
  const handlers = new Map<keyof SignalMap, ((payload: string) => void)[]>();
  const stops: (() => Promise<void>)[] = [];
  return {
    async publish(topic, payload) {
      try {
        await bus.publish(channelOf(topic), payload);
      } catch (error) {
        // A signal is a hint: the change itself is committed; the caches expire on their own.
        logger.warn({ err: (error as Error).message, topic }, 'signal not sent');
      }
    },
    on(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    async start() {
      for (const [topic, list] of handlers)
        stops.push(
          await bus.subscribe(channelOf(topic), (payload) => {
            for (const handler of list) handler(payload);
          }),
        );
    },
    async stop() {
      for (const stop of stops.splice(0)) await stop();
    },
  };
}

/** How long a process gathers changes of one queue before it signals them (one signal per window). */
const QUEUE_SIGNAL_MS = 250;

/**
 * Tells every process's back-office desks that a finance queue changed. A burst (gateway callbacks
 * crediting hundreds of deposits a second) is one signal per queue per QUEUE_SIGNAL_MS, not one each.
 */
export function createQueueAnnouncer(signals: Signals): (queue: DeskQueue) => void {
  const due = new Set<DeskQueue>();
  return (queue) => {
    if (due.has(queue)) return;
    due.add(queue);
    setTimeout(() => {
      due.delete(queue);
      void signals.publish('queue', queue);
    }, QUEUE_SIGNAL_MS).unref();
  };
}
