import { createHmac } from 'node:crypto';
import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  vendorCatalogueSchema,
  vendorLaunchAnswerSchema,
  type VendorCatalogue,
  type VendorLaunchRequestBody,
  type VendorTrialRequest,
} from '@wps/contracts';
import type { z } from 'zod';
import type { VendorEndpoint } from './vendor-directory.js';
import { AppError } from '../../platform/errors.js';

/** Calls to a vendor give up after this (docs/product.md §Games: vendor calls give up after 3 s). */
export const VENDOR_CALL_TIMEOUT_MS = 3_000;

/** hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`): the signature of both directions. */
export function signVendorRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Why a vendor call failed, for the log (members see `system.busy`). */
export class VendorCallError extends AppError {
  constructor(
    readonly vendor: string,
    readonly detail: string,
  ) {
    super('system.busy', null, `Vendor ${vendor} is not answering: ${detail}`);
  }
}

export interface VendorClientOptions {
  timeoutMs?: number;
  /** Epoch milliseconds for the signature timestamp (the vendor checks it against its own clock). */
  now?: () => number;
  /**
   * A non-2xx answer the caller understands (a vendor's refusal with a code of its own): the error
   * to throw, or null to treat it as any other failure (`system.busy`).
   */
  refusal?: (status: number, answer: unknown) => Error | null;
}

/**
 * A signed HTTP request to a vendor, answered as JSON and checked against `schema`. Unreachable,
 * slow, non-2xx or malformed answers are `system.busy` (VendorCallError, with the reason).
 */
export async function vendorRequest<S extends z.ZodType>(
  endpoint: VendorEndpoint,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  schema: S,
  options: VendorClientOptions = {},
): Promise<z.output<S>> {
  if (!endpoint.baseUrl) throw new VendorCallError(endpoint.code, 'no base URL configured');
  const raw = method === 'GET' ? '' : JSON.stringify(body);
  const timestamp = String((options.now ?? Date.now)());
  const headers: Record<string, string> = {
    [VENDOR_TIMESTAMP_HEADER]: timestamp,
    [VENDOR_SIGNATURE_HEADER]: signVendorRequest(endpoint.secret, timestamp, raw),
    accept: 'application/json',
  };
  if (method !== 'GET') headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl}${path}`, {
      method,
      headers,
      ...(method === 'GET' ? {} : { body: raw }),
      signal: AbortSignal.timeout(options.timeoutMs ?? VENDOR_CALL_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new VendorCallError(endpoint.code, `${method} ${path} ${reason}`);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new VendorCallError(endpoint.code, `${method} ${path} answered ${response.status} without JSON`);
  }
  if (!response.ok) {
    const refused = options.refusal?.(response.status, answer);
    if (refused) throw refused;
    const error = (answer as { error?: unknown } | null)?.error;
    throw new VendorCallError(
      endpoint.code,
      `${method} ${path} answered ${response.status}${typeof error === 'string' ? `: ${error}` : ''}`,
    );
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success)
    throw new VendorCallError(endpoint.code, `${method} ${path} answered an unexpected body`);
  return parsed.data;
}

/** The platform's side of contracts/vendor-api.ts: launch, trial launch and the catalogue. */
export function createVendorClient(endpoint: VendorEndpoint, options: VendorClientOptions = {}) {
  return {
    launch(body: VendorLaunchRequestBody): Promise<{ gameUrl: string }> {
      return vendorRequest(endpoint, 'POST', '/api/launch', body, vendorLaunchAnswerSchema, options);
    },
    trial(body: VendorTrialRequest): Promise<{ gameUrl: string }> {
      return vendorRequest(endpoint, 'POST', '/api/trial', body, vendorLaunchAnswerSchema, options);
    },
    catalogue(): Promise<VendorCatalogue> {
      return vendorRequest(endpoint, 'GET', '/api/games', undefined, vendorCatalogueSchema, options);
    },
  };
}

export type VendorClient = ReturnType<typeof createVendorClient>;
