import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER, walletAnswerSchema } from '@wps/contracts';
import type { WalletAnswer } from '@wps/contracts';
import type { Clock } from '../../platform/clock.js';
import { sign } from './signing.js';

/** What a wallet call came back with: an answer, or no usable answer (timeout, network, 5xx). */
export type WalletOutcome =
  { kind: 'answer'; answer: WalletAnswer } | { kind: 'unreachable'; reason: string };

export type WalletOperation = 'balance' | 'debit' | 'credit' | 'rollback';

/** The platform's seamless wallet, called over HTTP exactly as a third-party vendor would (shared by the in-house vendors). */
export class WalletClient {
  constructor(
    private readonly options: {
      baseUrl: () => string | null;
      /** The vendor's code in the wallet's paths (`/vendor-wallet/<code>/...`). */
      vendorCode: string;
      secret: string;
      clock: Clock;
      timeoutMs: number;
    },
  ) {}

  async call(operation: WalletOperation, body: Record<string, unknown>): Promise<WalletOutcome> {
    const base = this.options.baseUrl();
    if (!base) return { kind: 'unreachable', reason: 'wallet URL not known yet' };
    const raw = JSON.stringify(body);
    const timestamp = String(this.options.clock.now().getTime());
    try {
      const response = await fetch(`${base}/vendor-wallet/${this.options.vendorCode}/${operation}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_TIMESTAMP_HEADER]: timestamp,
          [VENDOR_SIGNATURE_HEADER]: sign(this.options.secret, timestamp, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return { kind: 'unreachable', reason: `HTTP ${response.status}: not JSON` };
      }
      const answer = walletAnswerSchema.safeParse(parsed);
      if (!answer.success)
        return { kind: 'unreachable', reason: `HTTP ${response.status}: unexpected answer` };
      return { kind: 'answer', answer: answer.data };
    } catch (error) {
      return {
        kind: 'unreachable',
        reason: (error as Error).name === 'TimeoutError' ? 'timeout' : String(error),
      };
    }
  }
}

/** SERVER_BUSY is no answer either: the same call may be repeated. */
export function isRetryable(outcome: WalletOutcome): boolean {
  return outcome.kind === 'unreachable' || outcome.answer.status === 'SERVER_BUSY';
}
