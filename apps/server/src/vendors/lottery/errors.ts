import type { LOTTO_REFUSALS } from '@wps/contracts';

export type LottoRefusal = (typeof LOTTO_REFUSALS)[number];

/** A refusal the vendor answers with `{ error, message, value? }` and an HTTP status. */
export class LottoError extends Error {
  constructor(
    readonly code: LottoRefusal,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'LottoError';
  }
}

/** A wallet call that got no usable answer yet: its job run fails and is retried. */
export class DeliveryPending extends Error {
  constructor(orderNo: string, what: string, reason: string) {
    super(`order ${orderNo}: ${what} not answered (${reason})`);
    this.name = 'DeliveryPending';
  }
}
