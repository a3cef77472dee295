import { buildPath, type RouteDescriptor, type ValueOf } from '@wps/contracts';
import type { z } from 'zod';
import { currentLanguageHeader } from '../i18n/i18n';
import { endSession, getToken } from '../session/token';
import { ApiError, NETWORK_ERROR } from './apiError';

type InputOf<S> = NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : never;

export interface CallOptions<R extends RouteDescriptor> {
  query?: InputOf<R['query']>;
  body?: InputOf<R['body']>;
  params?: InputOf<R['params']>;
  signal?: AbortSignal;
}

export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function headers(json: boolean): Record<string, string> {
  const out: Record<string, string> = { Accept: 'application/json', Language: currentLanguageHeader() };
  const token = getToken();
  if (token) out.Authorization = token;
  if (json) out['Content-Type'] = 'application/json';
  return out;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0, 'The server did not answer');
  }
}

interface Envelope {
  success?: boolean;
  value?: unknown;
  message?: string;
  errorCode?: string;
}

async function unwrap(response: Response): Promise<unknown> {
  let envelope: Envelope;
  try {
    envelope = ((await response.json()) ?? {}) as Envelope;
  } catch {
    const code = response.status >= 502 && response.status <= 504 ? NETWORK_ERROR : 'system.error';
    throw new ApiError(code, response.status, response.statusText);
  }
  if (response.ok && envelope.success === true) return envelope.value;
  const code = envelope.errorCode || (response.status === 401 ? 'login.not.session' : 'system.error');
  // The session ended (signed out elsewhere, expired): back to the login page.
  if (response.status === 401 && getToken()) endSession();
  throw new ApiError(code, response.status, envelope.message ?? '', envelope.value ?? null);
}

/**
 * Calls one operator route from its contracts descriptor: path parameters, query string, the
 * operator's token and language, and the envelope unwrapped. Failures throw ApiError.
 */
export async function callApi<R extends RouteDescriptor>(
  route: R,
  options: CallOptions<R> = {},
): Promise<ValueOf<R>> {
  const path = buildPath(route.path, options.params as Record<string, string | number> | undefined);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = await send(path + queryString(options.query), {
    method: route.method,
    headers: headers(body !== undefined),
    body,
    signal: options.signal,
  });
  return (await unwrap(response)) as ValueOf<R>;
}

/**
 * Downloads what a GET route answers as a file (CSV exports, proof images): sent with the token, so
 * it cannot be a plain link. `truncated`: the export held fewer rows than matched
 * (`X-Export-Truncated: true`).
 */
export async function download(
  path: string,
  query: unknown,
  fileName: string,
): Promise<{ truncated: boolean }> {
  const response = await send(path + queryString(query), { method: 'GET', headers: headers(false) });
  if (!response.ok) {
    await unwrap(response);
    return { truncated: false };
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { truncated: response.headers.get('x-export-truncated') === 'true' };
}

/** An image a GET route answers (proofs), as an object URL for an <img>. */
export async function fetchBlobUrl(path: string): Promise<string> {
  const response = await send(path, { method: 'GET', headers: headers(false) });
  if (!response.ok) await unwrap(response);
  return URL.createObjectURL(await response.blob());
}
