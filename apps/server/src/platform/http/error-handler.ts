import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode } from '@wps/contracts';
import { isDatabaseUnavailable } from '../db/index.js';
import { registeredRoutes } from './route.js';
import { errorForLog } from './error-log.js';
import { AppError } from '../errors.js';

function send(reply: FastifyReply, status: number, code: ErrorCode, value: unknown = null, message?: string) {
  return reply
    .status(status)
    .send({ success: false, value, message: message ?? ERROR_MESSAGES[code], errorCode: code });
}

/** Maps every thrown error to the envelope; internals (stacks, SQL, driver text) never leave the server. */
export function installErrorHandling(
  app: FastifyInstance,
  serveApp: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.warn({ code: error.code }, 'request refused');
      const retryAfter = error.value?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return send(reply, error.status, error.code, error.value, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ error: errorForLog(error) }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, 503, 'system.busy');
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, 413, 'payload.too.large');
    if (
      fastifyError.statusCode &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500 &&
      fastifyError.code?.startsWith('FST_ERR_CTP')
    ) {
      return send(reply, 400, 'validation.failed', {
        fields: { _: { code: 'body.unreadable', message: 'The request body could not be read' } },
      });
    }
    request.log.error({ error: errorForLog(error) }, 'unhandled error');
    return send(reply, 500, 'system.error');
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/wps/') || path.startsWith('/lgw/') || path === '/wps') {
      const other = registeredRoutes.some(
        (route) => route.pattern.test(path) && route.method !== request.method,
      );
      return other ? send(reply, 405, 'http_method_not_support') : send(reply, 404, 'not.found');
    }
    return serveApp(request, reply);
  });
}
