import { z } from 'zod';

/*
 * The live channel (docs/product.md §Live channel): one WebSocket per browser tab at LIVE_PATH. A
 * visitor's socket hears the site's public topics; after `auth` with the session token it also hears
 * its member's. Messages are hints to look again ("your balance changed"), never the data itself, so
 * a message lost while a socket was down costs a late refresh, which the client's polling covers.
 */

import {
  LIVE_LOTTERY_EVENTS,
  LIVE_ORDER_KINDS,
  type LiveClientMessage,
  type LiveServerMessage,
} from './live-protocol.js';

export * from './live-protocol.js';

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  /** Binds the socket to the member of this session token (again after a reconnect). */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal('ping') }),
]);

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  /** Answer to a connection or an `auth`: whether member topics are now heard. */
  z.object({ type: z.literal('ready'), member: z.boolean() }),
  z.object({ type: z.literal('pong') }),
  /** The member's balance moved; `cause` is the ledger transaction type (deposit, bet, win, …). */
  z.object({ type: z.literal('balance'), cause: z.string() }),
  /** A deposit or withdrawal order of the member changed state. */
  z.object({
    type: z.literal('order'),
    kind: z.enum(LIVE_ORDER_KINDS),
    orderNo: z.string(),
    status: z.string(),
  }),
  /** The member's unread mail count. */
  z.object({ type: z.literal('mail'), unread: z.number().int().min(0) }),
  /** The site's announcements changed. */
  z.object({ type: z.literal('announcements') }),
  /** The site's maintenance switched on or off. */
  z.object({ type: z.literal('status'), maintenance: z.boolean() }),
  /** A lottery period was drawn, cancelled or opened. */
  z.object({
    type: z.literal('lottery'),
    event: z.enum(LIVE_LOTTERY_EVENTS),
    gameCode: z.string(),
    number: z.string(),
  }),
  /** The member's rewards changed (a reward issued, a claim or application decided). */
  z.object({ type: z.literal('rewards') }),
]);
// The schemas answer exactly the types of live-protocol.ts (checked by the compiler here).
const clientTypeCheck: z.ZodType<LiveClientMessage> = liveClientMessageSchema;
const serverTypeCheck: z.ZodType<LiveServerMessage> = liveServerMessageSchema;
void clientTypeCheck;
void serverTypeCheck;
