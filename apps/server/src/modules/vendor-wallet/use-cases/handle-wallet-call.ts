import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  walletBalanceRequestSchema,
  walletCreditRequestSchema,
  walletDebitRequestSchema,
  walletRollbackRequestSchema,
  type WalletAnswer,
  type WalletCreditRequest,
  type WalletDebitRequest,
  type WalletRollbackRequest,
} from '@wps/contracts';
import type { WalletDeps } from '../deps.js';
import { Answered, answerWithBalance, playerOf } from '../players.js';
import { answerText, bare, isVendorCodeShape, isWalletAction, type WalletAction } from '../rules.js';
import { verifyWalletSignature } from '../signature.js';
import { creditWin } from './credit-win.js';
import { debitBet } from './debit-bet.js';
import { rollbackBet } from './rollback-bet.js';

/** What the HTTP layer sends: a status code and the exact JSON text. */
export interface WalletReply {
  httpStatus: number;
  body: string;
}

/** The call's work on a body its schema accepted (parsed once, in handleWalletCall). */
async function perform(deps: WalletDeps, vendorCode: string, call: ParsedCall): Promise<WalletAnswer> {
  try {
    switch (call.action) {
      case 'balance':
        return await answerWithBalance(
          deps,
          'OK',
          await playerOf(deps, call.body.playerId, call.body.currency),
        );
      case 'debit':
        return await debitBet(deps, vendorCode, call.body);
      case 'credit':
        return await creditWin(deps, vendorCode, call.body);
      case 'rollback':
        return await rollbackBet(deps, vendorCode, call.body);
    }
  } catch (error) {
    if (error instanceof Answered) return error.answer;
    throw error;
  }
}

type ParsedCall =
  | { action: 'balance'; body: ReturnType<typeof walletBalanceRequestSchema.parse> }
  | { action: 'debit'; body: WalletDebitRequest }
  | { action: 'credit'; body: WalletCreditRequest }
  | { action: 'rollback'; body: WalletRollbackRequest };

const SCHEMAS = {
  balance: walletBalanceRequestSchema,
  debit: walletDebitRequestSchema,
  credit: walletCreditRequestSchema,
  rollback: walletRollbackRequestSchema,
} as const;

/** The body checked against the action's schema; null when it does not fit. */
function parsedCall(action: WalletAction, body: unknown): ParsedCall | null {
  const parsed = SCHEMAS[action].safeParse(body);
  return parsed.success ? ({ action, body: parsed.data } as ParsedCall) : null;
}

/**
 * One signed wallet call, from the raw body: the signature and timestamp are checked before any
 * database work (401 INVALID_SIGNATURE), the body parsed (400 INVALID_REQUEST), and the work
 * given `deadlineMs`: past it the answer is SERVER_BUSY and the vendor retries (the work goes on
 * and the retry gets its stored answer).
 */
export async function handleWalletCall(
  deps: WalletDeps,
  vendorCode: string,
  action: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<WalletReply> {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const signed = verifyWalletSignature({
    secret: isVendorCodeShape(vendorCode) ? await deps.vendorSecret(vendorCode) : null,
    timestamp: header(VENDOR_TIMESTAMP_HEADER),
    signature: header(VENDOR_SIGNATURE_HEADER),
    rawBody,
    now: deps.clock.now(),
  });
  if (!signed) return { httpStatus: 401, body: answerText(bare('INVALID_SIGNATURE')) };
  if (!isWalletAction(action)) return { httpStatus: 404, body: answerText(bare('INVALID_REQUEST')) };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { httpStatus: 400, body: answerText(bare('INVALID_REQUEST')) };
  }
  const call = parsedCall(action, body);
  if (call === null) return { httpStatus: 400, body: answerText(bare('INVALID_REQUEST')) };

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<WalletAnswer>((resolve) => {
    timer = setTimeout(() => resolve(bare('SERVER_BUSY')), deps.deadlineMs);
  });
  const work = perform(deps, vendorCode, call).catch((error: unknown) => {
    deps.logger?.warn({ err: error, vendorCode, action }, 'vendor wallet call failed');
    return bare('SERVER_BUSY');
  });
  try {
    const answer = await Promise.race([work, deadline]);
    return { httpStatus: 200, body: answerText(answer) };
  } finally {
    clearTimeout(timer);
  }
}
