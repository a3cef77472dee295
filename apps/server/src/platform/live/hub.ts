import { randomUUID } from 'node:crypto';
import type { LivePush } from '@wps/contracts';
import { BUS_PAYLOAD_LIMIT, type Bus } from '../bus.js';
import type { Logger } from '../logger.js';

/*
 * The live channel's hub (docs/architecture.md, "Live push"): the sockets this process holds, by
 * merchant and member, and the fan-out to every other process over the bus. A push is delivered to
 * this process's sockets at once and sent on the bus at the end of the turn, or, under load, gathered
 * for up to FLUSH_MS (at most BUS_PAYLOAD_LIMIT bytes a message); each process delivers what other
 * processes sent to its own.
 */

/** One open socket, whatever carries it. */
export interface LiveConnection {
  readonly merchantId: number;
  /** The member heard by this socket, and the token that proved it (checked again periodically). */
  member: { id: number; token: string } | null;
  /** Sends one serialised message; a socket that cannot take it any more closes itself. */
  send(text: string): void;
  close(code: number, reason: string): void;
}

interface Envelope {
  /** Merchant. */
  m: number;
  /** Members; absent for the whole site. */
  u?: number[];
  /** The message. */
  x: LivePush;
}

interface BusBatch {
  /** The process that sent it (it has already delivered to its own sockets). */
  o: string;
  e: Envelope[];
}

export const LIVE_BUS_CHANNEL = 'wps_live';
/** Under load, pushes for other processes gather this long before they go on the bus. */
const FLUSH_MS = 20;
/** Sockets written per turn of a site-wide push. */
const SITE_SLICE = 500;

export interface LiveHub {
  add(connection: LiveConnection): void;
  remove(connection: LiveConnection): void;
  /** Binds a socket to a member (after `auth`) or unbinds it (null). */
  bind(connection: LiveConnection, member: LiveConnection['member']): void;
  /** Pushes to every socket of these members, in every process. */
  toMembers(merchantId: number, memberIds: readonly number[], message: LivePush): void;
  /** Pushes to every socket of the merchant's site, members and visitors, in every process. */
  toSite(merchantId: number, message: LivePush): void;
  /** The member sockets of this process (for the periodic session check). */
  memberConnections(): LiveConnection[];
  /** Sockets this process holds now. */
  count(): { sockets: number; members: number };
  /** Merchants with at least one socket in this process. */
  merchants(): number[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createLiveHub(bus: Bus, logger: Logger): LiveHub {
  const origin = randomUUID();
  const bySite = new Map<number, Set<LiveConnection>>();
  const byMember = new Map<number, Set<LiveConnection>>();
  let outgoing: Envelope[] = [];
  let flushing = false;
  let lastFlush = 0;
  let unsubscribe: (() => Promise<void>) | null = null;

  function deliver(envelope: Envelope) {
    const text = JSON.stringify(envelope.x);
    if (!envelope.u) {
      // A whole site may be tens of thousands of sockets: written in slices, yielding between them,
      // so a site-wide push never holds the process for long.
      const targets = [...(bySite.get(envelope.m) ?? [])];
      const slice = (start: number) => {
        for (const connection of targets.slice(start, start + SITE_SLICE)) connection.send(text);
        if (start + SITE_SLICE < targets.length) setImmediate(() => slice(start + SITE_SLICE));
      };
      slice(0);
      return;
    }
    for (const memberId of envelope.u)
      for (const connection of byMember.get(memberId) ?? [])
        if (connection.merchantId === envelope.m) connection.send(text);
  }

  /** Splits the queued envelopes into bus messages under the size limit. */
  function batches(envelopes: Envelope[]): string[] {
    const out: string[] = [];
    const head = `{"o":${JSON.stringify(origin)},"e":[`;
    let parts: string[] = [];
    let size = head.length + 2;
    for (const envelope of envelopes) {
      const part = JSON.stringify(envelope);
      const bytes = Buffer.byteLength(part) + 1;
      if (parts.length > 0 && size + bytes > BUS_PAYLOAD_LIMIT) {
        out.push(`${head}${parts.join(',')}]}`);
        parts = [];
        size = head.length + 2;
      }
      parts.push(part);
      size += bytes;
    }
    if (parts.length > 0) out.push(`${head}${parts.join(',')}]}`);
    return out;
  }

  function flush() {
    flushing = false;
    lastFlush = Date.now();
    const envelopes = [...new Map(outgoing.map((envelope) => [JSON.stringify(envelope), envelope])).values()];
    outgoing = [];
    for (const payload of batches(envelopes))
      bus.publish(LIVE_BUS_CHANNEL, payload).catch((error: unknown) => {
        // A push is a hint: the change is committed; other processes' clients catch up on their own.
        logger.warn({ err: (error as Error).message }, 'live push not sent to other processes');
      });
  }

  /**
   * Quiet: the push goes on at the end of this event-loop turn. Busy (a bet and a win per spin,
   * thousands a second): what comes within FLUSH_MS of the last message gathers into the next one,
   * so a process sends at most one bus message per FLUSH_MS and slice; the same push twice goes once.
   */
  function flushSoon() {
    if (flushing) return;
    flushing = true;
    const wait = lastFlush + FLUSH_MS - Date.now();
    if (wait <= 0) setImmediate(flush);
    else setTimeout(flush, wait).unref();
  }

  function push(envelope: Envelope) {
    deliver(envelope);
    outgoing.push(envelope);
    flushSoon();
  }

  function heard(payload: string) {
    let batch: BusBatch;
    try {
      batch = JSON.parse(payload) as BusBatch;
    } catch {
      return;
    }
    if (batch.o === origin || !Array.isArray(batch.e)) return;
    for (const envelope of batch.e) deliver(envelope);
  }

  const setOf = <K>(map: Map<K, Set<LiveConnection>>, key: K) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    return set;
  };
  const drop = <K>(map: Map<K, Set<LiveConnection>>, key: K, connection: LiveConnection) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) map.delete(key);
  };

  return {
    add(connection) {
      setOf(bySite, connection.merchantId).add(connection);
      if (connection.member) setOf(byMember, connection.member.id).add(connection);
    },
    remove(connection) {
      drop(bySite, connection.merchantId, connection);
      if (connection.member) drop(byMember, connection.member.id, connection);
    },
    bind(connection, member) {
      if (connection.member) drop(byMember, connection.member.id, connection);
      connection.member = member;
      if (member) setOf(byMember, member.id).add(connection);
    },
    toMembers(merchantId, memberIds, message) {
      if (memberIds.length === 0) return;
      // Many members in one event (a bulk bonus) go out in slices that fit a bus message.
      for (let start = 0; start < memberIds.length; start += 500)
        push({ m: merchantId, u: memberIds.slice(start, start + 500), x: message });
    },
    toSite(merchantId, message) {
      push({ m: merchantId, x: message });
    },
    memberConnections() {
      return [...byMember.values()].flatMap((set) => [...set]);
    },
    count() {
      let sockets = 0;
      for (const set of bySite.values()) sockets += set.size;
      return { sockets, members: byMember.size };
    },
    merchants() {
      return [...bySite.keys()];
    },
    async start() {
      unsubscribe = await bus.subscribe(LIVE_BUS_CHANNEL, heard);
    },
    async stop() {
      await unsubscribe?.();
      unsubscribe = null;
    },
  };
}
