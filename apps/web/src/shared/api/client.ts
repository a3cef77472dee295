import { buildPath, type RouteDescriptor, type ValueOf } from '@wps/contracts';
import type { z } from 'zod';
import { currentLanguage } from '../i18n/language';
import { SESSION_KEYS } from '../storage/keys';
import { clearSession, getMerchant, getToken } from '../storage/session';
import { readItem } from '../storage/storage';
import { ApiError, NETWORK_ERROR } from './apiError';
import type { ClientRoute } from './routes';

/** Input type of an optional descriptor schema, as inferred through ClientRoute. */
type InputOf<S> = NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : never;

export interface CallOptions<R extends RouteDescriptor> {
  query?: InputOf<R['query']>;
  body?: InputOf<R['body']>;
  params?: InputOf<R['params']>;
  signal?: AbortSignal;
  /** Only the first boot status call leaves Merchant out, so the server maps the domain. */
  omitMerchant?: boolean;
}

export function buildQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function requestHeaders(omitMerchant: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', Language: currentLanguage() };
  const merchant = getMerchant() ?? readItem('session', SESSION_KEYS.merchantCode);
  if (merchant && !omitMerchant) headers.Merchant = merchant;
  const token = getToken();
  if (token) headers.Authorization = token;
  return headers;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0, 'network link abnormal, please retry');
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // Gateways answer 502-504 with HTML when the API is unreachable.
    const code = response.status >= 502 && response.status <= 504 ? NETWORK_ERROR : 'system.error';
    throw new ApiError(code, response.status, response.statusText);
  }
}

interface Envelope {
  success?: boolean;
  value?: unknown;
  message?: string;
  errorCode?: string;
}

/**
 * Unwraps `{ success, value, message, errorCode }`: every call answers in it, `/lgw` ones too
 * (docs/decisions.md, "Game calls").
 */
function unwrap(response: Response, payload: unknown): unknown {
  const envelope = (payload ?? {}) as Envelope;
  if (response.ok && envelope.success === true) return envelope.value;
  const code = envelope.errorCode || (response.status === 401 ? 'login.not.session' : 'system.error');
  // The session is over: ended, expired, or the account was locked by an operator.
  if (code === 'login.not.session' || code === 'account.disabled') clearSession();
  throw new ApiError(code, response.status, envelope.message ?? '', envelope.value ?? null);
}

async function fetchValue<T>(path: string): Promise<T> {
  const response = await send(path, { method: 'GET', headers: requestHeaders(false) });
  return unwrap(response, await readJson(response)) as T;
}

/**
 * Calls one API route from its descriptor: fills path parameters, adds the query string, sends the
 * Merchant, Language and Authorization headers, encrypts E bodies, and unwraps the envelope.
 * Failures throw ApiError (`network` when no answer arrived).
 */
export async function callApi<R extends RouteDescriptor>(
  route: ClientRoute<R>,
  options: CallOptions<R> = {},
): Promise<ValueOf<R>> {
  if (!route) throw new Error('callApi: this route is not part of the member site bundle');
  const path = buildPath(route.path, options.params as Record<string, string | number> | undefined);
  const url = path + buildQueryString(options.query);
  const attempt = async (): Promise<ValueOf<R>> => {
    const headers = requestHeaders(options.omitMerchant ?? false);
    let body: string | undefined;
    if (route.encrypted) {
      // WebCrypto sealing code loads only for the few E calls (login, register, passwords).
      const { encryptBody } = await import('./encryption');
      const sealed = await encryptBody(options.body, route.method, path, fetchValue);
      Object.assign(headers, sealed.headers);
      body = JSON.stringify(sealed.body);
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await send(url, { method: route.method, headers, body, signal: options.signal });
    return unwrap(response, await readJson(response)) as ValueOf<R>;
  };
  try {
    return await attempt();
  } catch (error) {
    // The server may have rotated its key: fetch the new one and try once more.
    if (route.encrypted && error instanceof ApiError && error.code === 'payload.decrypt.failed') {
      (await import('./encryption')).resetServerKey();
      return attempt();
    }
    throw error;
  }
}
