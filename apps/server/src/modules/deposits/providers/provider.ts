/**
 * What the deposits module needs from a payment gateway (PSP). Each adapter speaks its gateway's own
 * protocol over HTTP; amounts cross this interface as decimal strings in major units ("100.50").
 */
export interface GatewayOrderRequest {
  /** Our order number, sent as the gateway's merchant order number. */
  orderNo: string;
  amount: string;
  currency: string;
  /** The gateway's channel (e.g. `bank_redirect`, `qr`). */
  channel: string;
  notifyUrl: string;
  returnUrl: string;
  bankCode?: string;
}

export interface GatewayOrder {
  providerOrderNo: string;
  payUrl: string;
  /** What to draw as a QR code, when the channel is paid by scanning. */
  qrContent: string | null;
  expiresAt: Date;
}

/** A verified result notice: the gateway says an order was paid or failed. */
export interface PaymentNotice {
  orderNo: string;
  providerOrderNo: string;
  amount: string;
  currency: string;
  status: 'PAID' | 'FAILED';
}

export type CallbackVerdict =
  | { ok: true; notice: PaymentNotice }
  | {
      ok: false;
      reason: 'malformed' | 'unknown_merchant' | 'bad_signature' | 'stale_timestamp';
      signatureValid: boolean;
      /** The order the body names, when it could be read (for the evidence log only). */
      orderNo: string | null;
    };

export interface GatewayOrderStatus {
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'NOT_FOUND';
  amount: string | null;
  currency: string | null;
  providerOrderNo: string | null;
  expiresAt: Date | null;
}

/** The gateway refused, failed or did not answer in time; nothing is known to exist there. */
export class PaymentProviderError extends Error {}

export interface PaymentProvider {
  /** The name in the callback path `/wps/payment/notify/<name>` and in channel configuration. */
  readonly name: string;
  /** Channels an operator may configure for this provider. */
  readonly channels: readonly string[];
  /** The merchant whose gateway it is; undefined for the deployment's own (offered to every merchant). */
  readonly merchantId?: number;
  /** False while an operator has it switched off: no new orders (those in flight still settle). */
  readonly enabled?: boolean;
  /** The gateway's bounds of one order, in the merchant's minor units (null: none). */
  readonly limits?: { min: bigint | null; max: bigint | null };
  /** Creates (or, for the same order number and content, finds) the order; throws PaymentProviderError. */
  createOrder(request: GatewayOrderRequest): Promise<GatewayOrder>;
  /** Checks a callback's raw body: signature (constant time), merchant and timestamp. No I/O. */
  verifyCallback(rawBody: string): CallbackVerdict;
  /** Asks the gateway for an order's state; throws PaymentProviderError when it cannot answer. */
  queryOrder(orderNo: string): Promise<GatewayOrderStatus>;
}
