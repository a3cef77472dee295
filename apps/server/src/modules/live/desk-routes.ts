import { DESK_PATH } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import type { DeskService } from './desk.js';

/**
 * `GET /wps/admin/live`: the back office's desk channel (a WebSocket; the operator's token comes in
 * the `auth` message, never in the URL). Operators are not bound to a merchant, so no site is resolved.
 */
export function registerDeskRoutes(kit: RouteKit, desk: DeskService) {
  void kit.app.register(async (scope) => {
    scope.get(DESK_PATH, { websocket: true }, (socket, request) => {
      const handlers = desk.open(socket, request.ip);
      if (!handlers) return;
      socket.on('message', (data, isBinary) => {
        if (isBinary) socket.close(1003, 'text only');
        else handlers.message(data.toString());
      });
      socket.on('pong', handlers.pong);
      socket.on('close', handlers.closed);
      socket.on('error', handlers.closed);
    });
  });
  desk.start();
  kit.app.addHook('onClose', async () => desk.stop());
}
