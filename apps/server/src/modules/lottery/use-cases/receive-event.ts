import { LIVE_LOTTERY_EVENTS, VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@wps/contracts';
import { z } from 'zod';
import { verifyWalletSignature } from '../../vendor-wallet/signature.js';
import type { LotteryDeps } from '../deps.js';

const eventSchema = z.object({
  type: z.enum(LIVE_LOTTERY_EVENTS),
  gameCode: z.string().regex(/^[A-Z0-9_]{2,20}$/),
  number: z.string().regex(/^\d{8}(-\d{4})?$/),
});

/**
 * A period event the lottery vendor sends (signed like its wallet calls): pushed to every site's
 * pages on the live channel, so open lobbies read the result or the next period at once. Answers
 * the HTTP status: 204 done, 401 bad signature, 400 not an event.
 */
export async function receiveEvent(
  deps: LotteryDeps,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<number> {
  const endpoint = await deps.endpoint();
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const signed = verifyWalletSignature({
    secret: endpoint?.secret ?? null,
    timestamp: header(VENDOR_TIMESTAMP_HEADER),
    signature: header(VENDOR_SIGNATURE_HEADER),
    rawBody,
    now: deps.clock.now(),
  });
  if (!signed) return 401;
  let parsed;
  try {
    parsed = eventSchema.safeParse(JSON.parse(rawBody));
  } catch {
    return 400;
  }
  if (!parsed.success) return 400;
  const event = parsed.data;
  for (const merchantId of await deps.merchantIds())
    deps.live.toSite(merchantId, {
      type: 'lottery',
      event: event.type,
      gameCode: event.gameCode,
      number: event.number,
    });
  return 204;
}
