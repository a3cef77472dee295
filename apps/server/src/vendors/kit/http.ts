import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Logger } from '../../platform/logger.js';
import { verify } from './signing.js';
import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@wps/contracts';

/** A request whose raw body (what the platform signed) was kept. */
export type RawRequest = FastifyRequest & { rawBody?: string };

/**
 * The in-house vendors' Fastify app: JSON bodies parsed from the kept raw text (the signature
 * covers those bytes), an empty body read as `{}`, a body that is not JSON refused with 400, and
 * `nosniff` on every answer.
 */
export function vendorFastify(logger: Logger, bodyLimit: number): FastifyInstance {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as RawRequest).rawBody = body as string;
    if (body === '') return done(null, {});
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  return app;
}

/** Whether the platform signed this request (its raw body, empty for GET) within the window. */
export function signedByPlatform(request: FastifyRequest, secret: string, nowMs: number): boolean {
  const raw = request.method === 'GET' ? '' : ((request as RawRequest).rawBody ?? '');
  return verify(
    secret,
    request.headers[VENDOR_TIMESTAMP_HEADER],
    request.headers[VENDOR_SIGNATURE_HEADER],
    raw,
    nowMs,
  );
}

/** The address a vendor listening on `host:port` is reached at (a wildcard host as loopback). */
export function baseUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
