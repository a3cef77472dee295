import { LIVE_PATH } from '@wps/contracts';
import type { FastifyRequest } from 'fastify';
import type { SiteContext } from '../../platform/context.js';
import type { RouteKit } from '../../platform/http/route-kit.js';
import type { LiveService } from './service.js';

const siteOf = new WeakMap<FastifyRequest, SiteContext>();

/**
 * `GET /wps/live`: the live channel's WebSocket (docs/product.md §Live channel). The site is resolved
 * before the upgrade, by the `merchant` query (a browser cannot set headers on a WebSocket) or the host;
 * an unknown one is refused with 404 and never upgraded.
 */
export function registerLiveRoutes(kit: RouteKit, live: LiveService) {
  void kit.app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      const merchant = (request.query as { merchant?: unknown }).merchant;
      const site = await kit.guards.resolveSite(
        typeof merchant === 'string' ? merchant : null,
        request.host ?? null,
      );
      siteOf.set(request, site);
    });
    scope.get(LIVE_PATH, { websocket: true }, (socket, request) => {
      const handlers = live.open(socket, siteOf.get(request)!, request.ip);
      if (!handlers) return;
      // Attached at once: a message sent right after the upgrade is not lost.
      socket.on('message', (data, isBinary) => {
        if (isBinary) socket.close(1003, 'text only');
        else handlers.message(data.toString());
      });
      socket.on('pong', handlers.pong);
      socket.on('close', handlers.closed);
      socket.on('error', handlers.closed);
    });
  });
  live.start();
  kit.app.addHook('onClose', async () => live.stop());
}
