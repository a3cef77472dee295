import type { Logger } from './logger.js';

/**
 * In-process events between modules, so a module can react to another's without the other knowing it
 * (members sign out → the vendor wallet ends their game sessions). Each event is named and typed
 * here; a listener's failure is logged and never fails the emitter's call. Work that must survive a
 * crash or run once across processes belongs on the job queue instead (docs/architecture.md).
 */
export interface EventMap {
  /** A member signed out of one session (their own sign-out). */
  'member.signed-out': { memberId: number };
}

type Listener<K extends keyof EventMap> = (payload: EventMap[K]) => Promise<void> | void;

export interface Events {
  on<K extends keyof EventMap>(name: K, listener: Listener<K>): void;
  /** Runs every listener in turn and waits for them. */
  emit<K extends keyof EventMap>(name: K, payload: EventMap[K]): Promise<void>;
}

export function createEvents(logger: Logger): Events {
  const listeners = new Map<keyof EventMap, Listener<keyof EventMap>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<keyof EventMap>]);
    },
    async emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          await listener(payload);
        } catch (error) {
          logger.error({ err: error, event: name }, 'event listener failed');
        }
      }
    },
  };
}
