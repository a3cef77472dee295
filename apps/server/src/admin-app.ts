import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from './platform/logger.js';
import { inlineScriptHashes, pagePolicy } from './platform/http/security-headers.js';

/** Where the operator back office lives (docs/architecture.md "Back office"). */
export const ADMIN_PREFIX = '/admin';

/**
 * Serves the built back office (`apps/admin/dist`) under /admin: its files (hashed assets cached for
 * a year), and its index.html for every page path under /admin, under a policy that frames nothing
 * and lets nothing frame it. The member site never loads any of it.
 */
export async function serveAdminApp(app: FastifyInstance, adminDist: string, logger: Logger): Promise<void> {
  const indexFile = path.join(adminDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    logger.warn({ adminDist }, 'back office not built; /admin answers 404');
    return;
  }
  const html = fs.readFileSync(indexFile, 'utf8');
  const policy = pagePolicy({ scriptHashes: inlineScriptHashes(html), imageUrls: [], frameUrls: [] }).replace(
    "frame-ancestors 'self'",
    "frame-ancestors 'none'",
  );
  await app.register(fastifyStatic, {
    root: adminDist,
    prefix: `${ADMIN_PREFIX}/`,
    decorateReply: false,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = async (request: { url: string }, reply: FastifyReply) => {
    // A missing file is a 404; an extension-less path is a page of the app.
    if (/\.[A-Za-z0-9]+$/.test(request.url.split('?')[0]!))
      return reply
        .status(404)
        .send({ success: false, value: null, message: 'Not found', errorCode: 'not.found' });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', policy)
      .send(html);
  };
  app.get(ADMIN_PREFIX, page);
  app.get(`${ADMIN_PREFIX}/*`, page);
}
