/*
 * The live channel's constants and the browser's reader of server messages, without zod: the member
 * site reads every message with `readLiveServerMessage`, and zod would cost its first load 25 KB gzip
 * (`bench/bundle-size.ts`). The server keeps the zod schemas in live.ts; a test holds the two to the
 * same answers.
 */

export const LIVE_PATH = '/wps/live';

/** Close codes the server uses (4000-4999 are the application's). */
export const LIVE_CLOSE = {
  /** The member's session ended (signed out, revoked, expired): sign the tab out. */
  sessionEnded: 4401,
  /** The token did not name a live session at `auth`. */
  unauthorized: 4403,
  /** A message the channel does not understand. */
  badMessage: 4400,
  /** Too many sockets from one address. */
  tooMany: 4429,
  /** No merchant site for the request. */
  noSite: 4404,
} as const;

/** Longest client message, in bytes (a token and some room). */
export const LIVE_MAX_CLIENT_MESSAGE = 1_024;

export const LIVE_ORDER_KINDS = ['deposit', 'withdrawal'] as const;
export const LIVE_LOTTERY_EVENTS = ['period.drawn', 'period.cancelled', 'period.opened'] as const;

export type LiveClientMessage = { type: 'auth'; token: string } | { type: 'ping' };

export type LiveServerMessage =
  /** Answer to a connection or an `auth`: whether member topics are now heard. */
  | { type: 'ready'; member: boolean }
  | { type: 'pong' }
  /** The member's balance moved; `cause` is the ledger transaction type (deposit, bet, win, …). */
  | { type: 'balance'; cause: string }
  /** A deposit or withdrawal order of the member changed state. */
  | { type: 'order'; kind: (typeof LIVE_ORDER_KINDS)[number]; orderNo: string; status: string }
  /** The member's unread mail count. */
  | { type: 'mail'; unread: number }
  /** The site's announcements changed. */
  | { type: 'announcements' }
  /** The site's maintenance switched on or off. */
  | { type: 'status'; maintenance: boolean }
  /** A lottery period was drawn, cancelled or opened: lobbies showing the game read it again. */
  | { type: 'lottery'; event: (typeof LIVE_LOTTERY_EVENTS)[number]; gameCode: string; number: string }
  /** The member's rewards changed (a reward issued, a claim or application decided): read them again. */
  | { type: 'rewards' };

/** What a module may push (the channel itself answers `ready` and `pong`). */
export type LivePush = Exclude<LiveServerMessage, { type: 'ready' } | { type: 'pong' }>;

const isString = (value: unknown): value is string => typeof value === 'string';

/** A server message as the browser reads it (only its known fields), or null when it is not one. */
export function readLiveServerMessage(value: unknown): LiveServerMessage | null {
  if (value === null || typeof value !== 'object') return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
      return typeof message.member === 'boolean' ? { type: 'ready', member: message.member } : null;
    case 'pong':
      return { type: 'pong' };
    case 'balance':
      return isString(message.cause) ? { type: 'balance', cause: message.cause } : null;
    case 'order':
      return (LIVE_ORDER_KINDS as readonly unknown[]).includes(message.kind) &&
        isString(message.orderNo) &&
        isString(message.status)
        ? {
            type: 'order',
            kind: message.kind as (typeof LIVE_ORDER_KINDS)[number],
            orderNo: message.orderNo,
            status: message.status,
          }
        : null;
    case 'mail':
      return Number.isInteger(message.unread) && (message.unread as number) >= 0
        ? { type: 'mail', unread: message.unread as number }
        : null;
    case 'announcements':
      return { type: 'announcements' };
    case 'rewards':
      return { type: 'rewards' };
    case 'status':
      return typeof message.maintenance === 'boolean'
        ? { type: 'status', maintenance: message.maintenance }
        : null;
    case 'lottery':
      return (LIVE_LOTTERY_EVENTS as readonly unknown[]).includes(message.event) &&
        isString(message.gameCode) &&
        isString(message.number)
        ? {
            type: 'lottery',
            event: message.event as (typeof LIVE_LOTTERY_EVENTS)[number],
            gameCode: message.gameCode,
            number: message.number,
          }
        : null;
    default:
      return null;
  }
}

/*
 * The back office's desk channel (`/wps/admin/live`): the same client messages (`auth` with the
 * operator's token, `ping`), and a `queue` message when a finance queue changed in any process (a
 * new order or request, a decision), so an open list reads its page again at once. It names only the
 * queue: every operator may read every merchant's queues, and the page reads what changed itself.
 */
export const DESK_PATH = '/wps/admin/live';
export const DESK_QUEUES = ['deposit', 'withdrawal', 'adjustment'] as const;
export type DeskQueue = (typeof DESK_QUEUES)[number];

export type DeskServerMessage =
  /** Answer to a connection or an `auth`: whether queue changes are now heard. */
  { type: 'ready'; operator: boolean } | { type: 'pong' } | { type: 'queue'; queue: DeskQueue };

/** A desk message as the back office reads it, or null when it is not one. */
export function readDeskServerMessage(value: unknown): DeskServerMessage | null {
  if (value === null || typeof value !== 'object') return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
      return typeof message.operator === 'boolean' ? { type: 'ready', operator: message.operator } : null;
    case 'pong':
      return { type: 'pong' };
    case 'queue':
      return (DESK_QUEUES as readonly unknown[]).includes(message.queue)
        ? { type: 'queue', queue: message.queue as DeskQueue }
        : null;
    default:
      return null;
  }
}
